import type { OrderSide } from '@spot/contracts';
import type { Dec } from '../lib/decimal';
import type { Checked } from './checks';
import {
  checkBand,
  checkQty,
  checkTradable,
  checkValue,
  failed,
  isSide,
  parseActivation,
  parseAmount,
  parseLots,
  parsePercentage,
  parsePrice,
  parseQty,
  parseTrailingValue,
  parseTrigger,
} from './checks';
import type { AttachedLeg, PlanOrder, PlanParams, WorkingOrder } from './records';
import type { Rejection } from './reject-codes';
import { rejection } from './reject-codes';
import type { SymbolSpec } from './symbol-spec';
import type {
  Execution,
  MarketUnit,
  ModifyPlanOrderCommand,
  OcoLeg,
  OcoLegSpec,
  PlaceOcoCommand,
  PlaceOrderCommand,
  PlacePlanOrderCommand,
  TimeInForce,
  CreateType,
} from './types';

const CREATE_TYPES: readonly unknown[] = ['CreateByIceBerg', 'CreateByTWAP'] satisfies CreateType[];

/** A create command turned into ticks, lots and decimals, every rule checked. */
export interface ParsedOrder {
  readonly side: OrderSide;
  readonly type: 'LIMIT' | 'MARKET';
  readonly timeInForce: TimeInForce;
  readonly priceTicks: number;
  readonly qtyLots: number;
  readonly amount: Dec | null;
  readonly marketUnit: MarketUnit | null;
  readonly isLeverage: boolean;
  readonly createType: CreateType | null;
  /** The attached TP/SL of a limit order, else null. */
  readonly attached: ParsedAttached | null;
}

export interface ParsedAttached {
  readonly tp: AttachedLeg | null;
  readonly sl: AttachedLeg | null;
}

export interface ParsedPlan {
  readonly side: OrderSide;
  readonly kind: 'conditional' | 'stopLimit' | 'trailing';
  readonly execution: Execution;
  readonly params: PlanParams;
  readonly amount: Dec | null;
  readonly marketUnit: MarketUnit | null;
}

export interface ParsedOcoLeg {
  readonly execution: Execution;
  readonly triggerTicks: number;
  readonly priceTicks: number;
}

export interface ParsedOco {
  readonly side: OrderSide;
  readonly qtyLots: number;
  readonly tp: ParsedOcoLeg;
  readonly sl: ParsedOcoLeg;
}

const TIME_IN_FORCE: readonly unknown[] = ['GTC', 'IOC', 'POST_ONLY'];

interface Size {
  readonly priceTicks: number;
  readonly qtyLots: number;
  readonly amount: Dec | null;
  readonly marketUnit: MarketUnit | null;
}

/** Price and size of a limit or market order (plan orders: of the order they trigger). */
function checkSize(
  spec: SymbolSpec,
  side: OrderSide,
  execution: Execution,
  input: { price?: unknown; qty?: unknown; amount?: unknown; marketUnit?: unknown },
  plan: boolean,
): Checked<Size> {
  if (execution === 'limit') {
    const priceTicks = parsePrice(spec, input.price);
    if (failed(priceTicks)) return priceTicks;
    const qtyLots = parseQty(spec, input.qty);
    if (failed(qtyLots)) return qtyLots;
    return (
      checkValue(spec, priceTicks, qtyLots) ?? {
        priceTicks,
        qtyLots,
        amount: null,
        marketUnit: null,
      }
    );
  }
  const unit = input.marketUnit ?? 'baseCoin';
  if (unit !== 'baseCoin' && unit !== 'quoteCoin') {
    return rejection('INVALID_PARAMETER', `marketUnit ${JSON.stringify(unit)}`);
  }
  if (unit === 'baseCoin') {
    const qtyLots = parseQty(spec, input.qty);
    return failed(qtyLots) ? qtyLots : { priceTicks: 0, qtyLots, amount: null, marketUnit: unit };
  }
  if (plan && side === 'SELL') {
    return rejection('ORDER_TYPE_UNSUPPORTED', 'a plan order sells by base quantity only');
  }
  const amount = parseAmount(spec, input.amount);
  return failed(amount) ? amount : { priceTicks: 0, qtyLots: 0, amount, marketUnit: unit };
}

export function checkOrderCommand(
  spec: SymbolSpec,
  cmd: PlaceOrderCommand,
  now: number,
): Checked<ParsedOrder> {
  if (!isSide(cmd.side)) return rejection('INVALID_PARAMETER', `side ${JSON.stringify(cmd.side)}`);
  if (cmd.type !== 'LIMIT' && cmd.type !== 'MARKET') {
    return rejection('ORDER_TYPE_UNSUPPORTED', `type ${JSON.stringify(cmd.type)}`);
  }
  const tif = cmd.timeInForce ?? 'GTC';
  if (!TIME_IN_FORCE.includes(tif)) {
    return rejection('INVALID_PARAMETER', `timeInForce ${JSON.stringify(tif)}`);
  }
  const closed = checkTradable(spec, cmd.side, now);
  if (closed) return closed;
  if (cmd.isLeverage !== undefined && typeof cmd.isLeverage !== 'boolean') {
    return rejection('INVALID_PARAMETER', `isLeverage ${JSON.stringify(cmd.isLeverage)}`);
  }
  if (cmd.createType !== undefined && !CREATE_TYPES.includes(cmd.createType)) {
    return rejection('INVALID_PARAMETER', `createType ${JSON.stringify(cmd.createType)}`);
  }
  const size = checkSize(spec, cmd.side, cmd.type === 'LIMIT' ? 'limit' : 'market', cmd, false);
  if (failed(size)) return size;
  const attached = checkAttached(spec, cmd, size.priceTicks);
  if (failed(attached)) return attached;
  return {
    side: cmd.side,
    type: cmd.type,
    timeInForce: tif,
    ...size,
    isLeverage: cmd.isLeverage === true,
    createType: cmd.createType ?? null,
    attached,
  };
}

/**
 * The TP/SL attached to a limit order: only on a limit order, at least one leg when given. The
 * legs work the other way: for a buy the take-profit trigger lies above the limit price and the
 * stop-loss trigger below it, for a sell the reverse; each trigger on the tick; a leg's limit
 * price on the tick and within 90 % / 110 % of its trigger like any plan order's.
 */
function checkAttached(
  spec: SymbolSpec,
  cmd: PlaceOrderCommand,
  priceTicks: number,
): Checked<ParsedAttached | null> {
  if (cmd.takeProfit === undefined && cmd.stopLoss === undefined) return null;
  if (cmd.type !== 'LIMIT') {
    return rejection('ORDER_TYPE_UNSUPPORTED', 'TP/SL attaches to a limit order only');
  }
  const tp =
    cmd.takeProfit === undefined
      ? null
      : checkAttachedLeg(spec, cmd.side, 'TP', cmd.takeProfit, priceTicks);
  if (tp !== null && failed(tp)) return tp;
  const sl =
    cmd.stopLoss === undefined
      ? null
      : checkAttachedLeg(spec, cmd.side, 'SL', cmd.stopLoss, priceTicks);
  if (sl !== null && failed(sl)) return sl;
  return { tp, sl };
}

/** Which side of its reference a TP or SL trigger must lie on: the leg's side decides. */
function legAbove(legSide: OrderSide, leg: OcoLeg): boolean {
  return (leg === 'TP') === (legSide === 'SELL');
}

/** An attached leg's trigger against the order's limit price (`priceTicks`). */
export function checkAttachedSide(
  spec: SymbolSpec,
  orderSide: OrderSide,
  leg: OcoLeg,
  triggerTicks: number,
  priceTicks: number,
): Rejection | null {
  const above = legAbove(orderSide === 'BUY' ? 'SELL' : 'BUY', leg);
  if (above ? triggerTicks > priceTicks : triggerTicks < priceTicks) return null;
  return rejection(
    leg === 'TP' ? 'TPSL_TP_TRIGGER_SIDE' : 'TPSL_SL_TRIGGER_SIDE',
    `${orderSide === 'BUY' ? 'buy' : 'sell'} at ${spec.priceText(priceTicks)}, trigger ` +
      spec.priceText(triggerTicks),
  );
}

function checkAttachedLeg(
  spec: SymbolSpec,
  orderSide: OrderSide,
  leg: OcoLeg,
  input: OcoLegSpec,
  priceTicks: number,
): Checked<AttachedLeg> {
  const name = leg === 'TP' ? 'takeProfit' : 'stopLoss';
  if (
    typeof input !== 'object' ||
    input === null ||
    (input.execution !== 'limit' && input.execution !== 'market')
  ) {
    return rejection('INVALID_PARAMETER', `${name} leg`);
  }
  const triggerTicks = parseTrigger(spec, input.triggerPrice);
  if (failed(triggerTicks)) return triggerTicks;
  const wrongSide = checkAttachedSide(spec, orderSide, leg, triggerTicks, priceTicks);
  if (wrongSide) return wrongSide;
  if (input.execution === 'market') {
    if (input.price !== undefined) {
      return rejection('INVALID_PARAMETER', `${name}: a market leg has no price`);
    }
    return { execution: 'market', triggerTicks, priceTicks: 0 };
  }
  const legPrice = parsePrice(spec, input.price, `${name} price`);
  if (failed(legPrice)) return legPrice;
  const band = checkBand(orderSide === 'BUY' ? 'SELL' : 'BUY', legPrice, triggerTicks, spec);
  return band ?? { execution: 'limit', triggerTicks, priceTicks: legPrice };
}

/** Trailing parameters: an optional activation price and exactly one of percentage or value. */
function checkTrailing(
  spec: SymbolSpec,
  input: { activationPrice?: unknown; trailingPercentage?: unknown; trailingValue?: unknown },
): Checked<NonNullable<PlanParams['trailing']>> {
  let activationTicks: number | null = null;
  if (input.activationPrice !== undefined) {
    const parsed = parseActivation(spec, input.activationPrice);
    if (failed(parsed)) return parsed;
    activationTicks = parsed;
  }
  const hasPct = input.trailingPercentage !== undefined;
  if (hasPct === (input.trailingValue !== undefined)) {
    return rejection('TRAILING_INVALID', 'give trailingPercentage or trailingValue, not both');
  }
  if (hasPct) {
    const percentage = parsePercentage(input.trailingPercentage);
    return failed(percentage) ? percentage : { activationTicks, percentage, valueTicks: null };
  }
  const valueTicks = parseTrailingValue(spec, input.trailingValue);
  return failed(valueTicks) ? valueTicks : { activationTicks, percentage: null, valueTicks };
}

export function checkPlanCommand(
  spec: SymbolSpec,
  cmd: PlacePlanOrderCommand,
  now: number,
): Checked<ParsedPlan> {
  if (!isSide(cmd.side)) return rejection('INVALID_PARAMETER', `side ${JSON.stringify(cmd.side)}`);
  const { kind, execution } = cmd;
  if (kind !== 'conditional' && kind !== 'stopLimit' && kind !== 'trailing') {
    return rejection('ORDER_TYPE_UNSUPPORTED', `plan kind ${JSON.stringify(kind)}`);
  }
  if (execution !== 'limit' && execution !== 'market') {
    return rejection('INVALID_PARAMETER', `execution ${JSON.stringify(execution)}`);
  }
  if (kind === 'trailing' && execution === 'limit') {
    return rejection('ORDER_TYPE_UNSUPPORTED', 'a trailing stop executes at market');
  }
  const closed = checkTradable(spec, cmd.side, now);
  if (closed) return closed;
  const size = checkSize(spec, cmd.side, execution, cmd, true);
  if (failed(size)) return size;
  const { amount, marketUnit, priceTicks, qtyLots } = size;
  if (kind === 'trailing') {
    const trailing = checkTrailing(spec, cmd);
    if (failed(trailing)) return trailing;
    const params = { triggerTicks: null, priceTicks, qtyLots, trailing };
    return { side: cmd.side, kind, execution, params, amount, marketUnit };
  }
  const triggerTicks = parseTrigger(spec, cmd.triggerPrice);
  if (failed(triggerTicks)) return triggerTicks;
  if (execution === 'limit') {
    const band = checkBand(cmd.side, priceTicks, triggerTicks, spec);
    if (band) return band;
  }
  const params = { triggerTicks, priceTicks, qtyLots, trailing: null };
  return { side: cmd.side, kind, execution, params, amount, marketUnit };
}

/**
 * An OCO leg against the last price: for a sell the take-profit trigger lies above it and the
 * stop-loss below, for a buy the reverse (spec 001 §5).
 */
function checkLegSide(
  spec: SymbolSpec,
  side: OrderSide,
  leg: OcoLeg,
  triggerTicks: number,
  lastTicks: number,
): Rejection | null {
  const above = legAbove(side, leg);
  if (above ? triggerTicks > lastTicks : triggerTicks < lastTicks) return null;
  return rejection(
    leg === 'TP' ? 'OCO_TP_TRIGGER_SIDE' : 'OCO_SL_TRIGGER_SIDE',
    `trigger ${spec.priceText(triggerTicks)}, last price ${spec.priceText(lastTicks)}`,
  );
}

function checkLeg(
  spec: SymbolSpec,
  side: OrderSide,
  leg: OcoLeg,
  input: OcoLegSpec | undefined,
  qtyLots: number,
  lastTicks: number,
): Checked<ParsedOcoLeg> {
  if (input === undefined || (input.execution !== 'limit' && input.execution !== 'market')) {
    return rejection('INVALID_PARAMETER', `${leg === 'TP' ? 'takeProfit' : 'stopLoss'} leg`);
  }
  const triggerTicks = parseTrigger(spec, input.triggerPrice);
  if (failed(triggerTicks)) return triggerTicks;
  const wrongSide = checkLegSide(spec, side, leg, triggerTicks, lastTicks);
  if (wrongSide) return wrongSide;
  if (input.execution === 'market') return { execution: 'market', triggerTicks, priceTicks: 0 };
  const priceTicks = parsePrice(spec, input.price);
  if (failed(priceTicks)) return priceTicks;
  const rule =
    checkBand(side, priceTicks, triggerTicks, spec) ?? checkValue(spec, priceTicks, qtyLots);
  return rule ?? { execution: 'limit', triggerTicks, priceTicks };
}

export function checkOcoCommand(
  spec: SymbolSpec,
  cmd: PlaceOcoCommand,
  lastTicks: number,
  now: number,
): Checked<ParsedOco> {
  if (!isSide(cmd.side)) return rejection('INVALID_PARAMETER', `side ${JSON.stringify(cmd.side)}`);
  const closed = checkTradable(spec, cmd.side, now);
  if (closed) return closed;
  const qtyLots = parseQty(spec, cmd.qty);
  if (failed(qtyLots)) return qtyLots;
  const tp = checkLeg(spec, cmd.side, 'TP', cmd.takeProfit, qtyLots, lastTicks);
  if (failed(tp)) return tp;
  const sl = checkLeg(spec, cmd.side, 'SL', cmd.stopLoss, qtyLots, lastTicks);
  if (failed(sl)) return sl;
  return { side: cmd.side, qtyLots, tp, sl };
}

/**
 * The parameters a plan modification asks for: each given field parsed, the others kept, and
 * every placement rule checked again on the result.
 */
export function checkPlanModify(
  spec: SymbolSpec,
  p: PlanOrder,
  cmd: ModifyPlanOrderCommand,
  lastTicks: number,
): Checked<PlanParams> {
  const trailingFields =
    cmd.activationPrice !== undefined ||
    cmd.trailingPercentage !== undefined ||
    cmd.trailingValue !== undefined;
  if (p.trailing === null ? trailingFields : cmd.triggerPrice !== undefined) {
    return rejection(
      'MODIFY_NOT_SUPPORTED',
      'a trailing stop changes its trail, others their trigger',
    );
  }
  if (p.execution === 'market' && cmd.price !== undefined) {
    return rejection('MODIFY_NOT_SUPPORTED', 'a market plan order has no price');
  }
  if (p.marketUnit === 'quoteCoin' && cmd.qty !== undefined) {
    return rejection('MODIFY_NOT_SUPPORTED', 'an order by quote amount has no quantity');
  }
  const priceTicks = cmd.price === undefined ? p.priceTicks : parsePrice(spec, cmd.price);
  if (failed(priceTicks)) return priceTicks;
  const qtyLots = cmd.qty === undefined ? p.qtyLots : parseQty(spec, cmd.qty);
  if (failed(qtyLots)) return qtyLots;
  if (p.trailing !== null) {
    const t = p.trailing;
    const keepTrail = cmd.trailingPercentage === undefined && cmd.trailingValue === undefined;
    const trailing = checkTrailing(spec, {
      activationPrice:
        cmd.activationPrice ??
        (t.activationTicks === null ? undefined : spec.priceText(t.activationTicks)),
      trailingPercentage: keepTrail ? t.percentage?.toFixed() : cmd.trailingPercentage,
      trailingValue: keepTrail
        ? t.valueTicks === null
          ? undefined
          : spec.priceText(t.valueTicks)
        : cmd.trailingValue,
    });
    if (failed(trailing)) return trailing;
    return { triggerTicks: null, priceTicks, qtyLots, trailing };
  }
  const triggerTicks =
    cmd.triggerPrice === undefined ? (p.triggerTicks ?? 0) : parseTrigger(spec, cmd.triggerPrice);
  if (failed(triggerTicks)) return triggerTicks;
  if (p.ocoLeg !== null && cmd.triggerPrice !== undefined) {
    const wrongSide = checkLegSide(spec, p.side, p.ocoLeg, triggerTicks, lastTicks);
    if (wrongSide) return wrongSide;
  }
  if (p.execution === 'limit') {
    const rule =
      checkBand(p.side, priceTicks, triggerTicks, spec) ?? checkValue(spec, priceTicks, qtyLots);
    if (rule) return rule;
  }
  return { triggerTicks, priceTicks, qtyLots, trailing: null };
}

/**
 * A resting limit order's new price and quantity. A quantity below what already executed is
 * refused; one equal to it completes the order (no other rule applies); any other must meet
 * the quantity and value limits.
 */
export function checkOrderModify(
  spec: SymbolSpec,
  current: { priceTicks: number; qtyLots: number; executedLots: number },
  cmd: { price?: unknown; qty?: unknown },
): Checked<{ priceTicks: number; qtyLots: number }> {
  const priceTicks = cmd.price === undefined ? current.priceTicks : parsePrice(spec, cmd.price);
  if (failed(priceTicks)) return priceTicks;
  const qtyLots = cmd.qty === undefined ? current.qtyLots : parseLots(spec, cmd.qty);
  if (failed(qtyLots)) return qtyLots;
  if (qtyLots < current.executedLots) {
    return rejection(
      'MODIFY_QTY_BELOW_EXECUTED',
      `${spec.qtyText(qtyLots)} < executed ${spec.qtyText(current.executedLots)}`,
    );
  }
  if (qtyLots === current.executedLots) return { priceTicks, qtyLots };
  const rule = checkQty(spec, qtyLots) ?? checkValue(spec, priceTicks, qtyLots);
  return rule ?? { priceTicks, qtyLots };
}

/** A new limit price keeps a pending attached TP/SL on its sides (checked on modify). */
export function checkAttachedSides(
  spec: SymbolSpec,
  order: WorkingOrder,
  priceTicks: number,
): Rejection | null {
  const a = order.tpsl;
  if (a === null || a.status !== 'pending') return null;
  return (
    (a.tp && checkAttachedSide(spec, order.side, 'TP', a.tp.triggerTicks, priceTicks)) ??
    (a.sl && checkAttachedSide(spec, order.side, 'SL', a.sl.triggerTicks, priceTicks)) ??
    null
  );
}
