import type { OrderSide } from '@spot/contracts';
import { TRADE_STATUS, isNonNegativeDecimalString } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { RejectReason, Rejection } from './reject-codes';
import { rejection } from './reject-codes';
import type { SymbolSpec } from './symbol-spec';

/**
 * Validation of what users send, with the rejection of the first rule broken. Parsers return
 * whole ticks, lots or a `Dec`, or a `Rejection`; nothing here changes state.
 */

const TEN = new Dec(10);
const HUNDRED = new Dec(100);
const CLIENT_ORDER_ID = /^[A-Za-z0-9_\-:.]{1,36}$/;

export type Checked<T> = T | Rejection;

export function failed<T>(value: Checked<T>): value is Rejection {
  return typeof value === 'object' && value !== null && 'reason' in value && 'code' in value;
}

export function isSide(value: unknown): value is OrderSide {
  return value === 'BUY' || value === 'SELL';
}

export function checkClientOrderId(cid: unknown): Rejection | null {
  if (cid === undefined) return null;
  return typeof cid === 'string' && CLIENT_ORDER_ID.test(cid)
    ? null
    : rejection('CLIENT_ORDER_ID_INVALID', JSON.stringify(cid));
}

/**
 * Whether users may trade `side` on the symbol now: not before its opening time, not on a
 * side its restricted status (tradeStatus 4) bans, not at all while halted or delisted.
 */
export function checkTradable(spec: SymbolSpec, side: OrderSide, now: number): Rejection | null {
  const { info } = spec;
  if (now < info.onlineTime) {
    return rejection(
      'SYMBOL_NOT_OPEN',
      `${info.symbolName} opens at ${new Date(info.onlineTime).toISOString()}`,
    );
  }
  if (info.tradeStatus === TRADE_STATUS.restricted) {
    const banned = side === 'BUY' ? info.isBanBuy : info.isBanSell;
    return banned
      ? rejection('SIDE_BANNED', `${side === 'BUY' ? 'buying' : 'selling'} ${info.symbolName}`)
      : null;
  }
  return info.tradeStatus === TRADE_STATUS.trading
    ? null
    : rejection('SYMBOL_NOT_TRADING', `${info.symbolName} has trade status ${info.tradeStatus}`);
}

interface UnitReasons {
  readonly invalid: RejectReason;
  readonly precision: RejectReason;
  /** Above the largest whole number of units the book can hold. */
  readonly range: RejectReason;
}

/** A positive decimal string in whole units of 10^-`decimals`. */
function parseUnitsOf(
  text: unknown,
  decimals: number,
  field: string,
  reasons: UnitReasons,
): Checked<number> {
  if (!isNonNegativeDecimalString(text)) {
    return rejection(reasons.invalid, `${field} ${JSON.stringify(text ?? null)}`);
  }
  const value = new Dec(text);
  if (value.lte(0)) return rejection(reasons.invalid, `${field} ${text}`);
  const units = value.mul(TEN.pow(decimals));
  if (!units.isInteger()) {
    return rejection(reasons.precision, `${field} ${text} has more than ${decimals} decimals`);
  }
  if (units.gt(Number.MAX_SAFE_INTEGER)) return rejection(reasons.range, `${field} ${text}`);
  return units.toNumber();
}

export function parsePrice(spec: SymbolSpec, text: unknown, field = 'price'): Checked<number> {
  const ticks = parseUnitsOf(text, spec.pricePrecision, field, {
    invalid: 'PRICE_INVALID',
    precision: 'PRICE_PRECISION',
    range: 'PRICE_INVALID',
  });
  return failed(ticks) ? ticks : (checkMaxPrice(spec, ticks, field) ?? ticks);
}

export function parseTrigger(spec: SymbolSpec, text: unknown): Checked<number> {
  const ticks = parseUnitsOf(text, spec.pricePrecision, 'triggerPrice', {
    invalid: 'TRIGGER_PRICE_INVALID',
    precision: 'TRIGGER_PRICE_PRECISION',
    range: 'TRIGGER_PRICE_INVALID',
  });
  return failed(ticks) ? ticks : (checkMaxPrice(spec, ticks, 'triggerPrice') ?? ticks);
}

export function parseActivation(spec: SymbolSpec, text: unknown): Checked<number> {
  const ticks = parseUnitsOf(text, spec.pricePrecision, 'activationPrice', {
    invalid: 'ACTIVATION_PRICE_INVALID',
    precision: 'ACTIVATION_PRICE_INVALID',
    range: 'ACTIVATION_PRICE_INVALID',
  });
  return failed(ticks) ? ticks : (checkMaxPrice(spec, ticks, 'activationPrice') ?? ticks);
}

/** A price above the symbol's maximum (`SymbolInfo.maxPrice`), when it has one. */
function checkMaxPrice(spec: SymbolSpec, ticks: number, field: string): Rejection | null {
  if (spec.maxPrice === null || !spec.priceDec(ticks).gt(spec.maxPrice)) return null;
  return rejection(
    'PRICE_TOO_HIGH',
    `${field} ${spec.priceText(ticks)} above ${spec.maxPrice.toFixed()}`,
  );
}

/** A positive base quantity in whole lots (limits not checked). */
export function parseLots(spec: SymbolSpec, text: unknown): Checked<number> {
  return parseUnitsOf(text, spec.quantityPrecision, 'quantity', {
    invalid: 'QTY_INVALID',
    precision: 'QTY_PRECISION',
    range: 'QTY_TOO_LARGE',
  });
}

/** A base quantity within the symbol's minimum and maximum. */
export function parseQty(spec: SymbolSpec, text: unknown): Checked<number> {
  const lots = parseLots(spec, text);
  if (failed(lots)) return lots;
  return checkQty(spec, lots) ?? lots;
}

export function checkQty(spec: SymbolSpec, lots: number): Rejection | null {
  const qty = spec.qtyDec(lots);
  if (qty.lt(spec.minQty)) {
    return rejection('QTY_TOO_SMALL', `${qty.toFixed()} < ${spec.info.minTradeQuantity}`);
  }
  if (qty.gt(spec.maxQty)) {
    return rejection('QTY_TOO_LARGE', `${qty.toFixed()} > ${spec.info.maxTradeQuantity}`);
  }
  return null;
}

/** A quote amount (a market order by `quoteCoin`) within the symbol's limits. */
export function parseAmount(spec: SymbolSpec, text: unknown): Checked<Dec> {
  const units = parseUnitsOf(text, spec.amountPrecision, 'amount', {
    invalid: 'AMOUNT_INVALID',
    precision: 'AMOUNT_PRECISION',
    range: 'AMOUNT_TOO_LARGE',
  });
  if (failed(units)) return units;
  const amount = new Dec(text as string);
  return checkAmount(spec, amount) ?? amount;
}

function checkAmount(spec: SymbolSpec, amount: Dec): Rejection | null {
  if (amount.lt(spec.minAmount)) {
    return rejection('AMOUNT_TOO_SMALL', `${amount.toFixed()} < ${spec.info.minTradeAmount}`);
  }
  if (amount.gt(spec.maxAmount)) {
    return rejection('AMOUNT_TOO_LARGE', `${amount.toFixed()} > ${spec.info.maxTradeAmount}`);
  }
  return null;
}

/** The order value price × quantity within the symbol's amount limits. */
export function checkValue(spec: SymbolSpec, priceTicks: number, lots: number): Rejection | null {
  return checkAmount(spec, spec.amount(priceTicks, lots));
}

/**
 * A plan order's limit price within 90 % to 110 % of its trigger (spec 000 §9 price bands):
 * a buy at most 110 %, a sell at least 90 %.
 */
export function checkBand(
  side: OrderSide,
  priceTicks: number,
  triggerTicks: number,
  spec: SymbolSpec,
): Rejection | null {
  const price = new Dec(priceTicks).mul(10);
  const trigger = new Dec(triggerTicks);
  const ok = side === 'BUY' ? price.lte(trigger.mul(11)) : price.gte(trigger.mul(9));
  return ok
    ? null
    : rejection(
        'PLAN_PRICE_OUT_OF_BAND',
        `${side === 'BUY' ? 'buy' : 'sell'} at ${spec.priceText(priceTicks)} with trigger ` +
          `${spec.priceText(triggerTicks)}`,
      );
}

/** A trailing percentage: a decimal above 0 and below 100. */
export function parsePercentage(text: unknown): Checked<Dec> {
  if (!isNonNegativeDecimalString(text)) {
    return rejection('TRAILING_INVALID', `trailingPercentage ${JSON.stringify(text ?? null)}`);
  }
  const pct = new Dec(text);
  return pct.gt(0) && pct.lt(HUNDRED)
    ? pct
    : rejection('TRAILING_INVALID', `trailingPercentage ${text}`);
}

/** A trailing value: a positive price distance on the tick. */
export function parseTrailingValue(spec: SymbolSpec, text: unknown): Checked<number> {
  return parseUnitsOf(text, spec.pricePrecision, 'trailingValue', {
    invalid: 'TRAILING_INVALID',
    precision: 'TRAILING_INVALID',
    range: 'TRAILING_INVALID',
  });
}
