import type {
  ClassicAvgPriceResult,
  ClassicTradeFill,
  TradeFill,
  UtaAvgPriceResult,
  UtaTradeFill,
} from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { UserFill } from './fill-store';

/** What a trade id is shown as when there is no fill: the chart compares it as a version. */
export const NO_TRADE_ID = '0';

const FILL_SIDE = { BUY: 'Buy', SELL: 'Sell' } as const;

/** Trade ids are the engine's decimal exec ids: compared as integers, not as text. */
export function compareTradeIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x === y ? 0 : x < y ? -1 : 1;
  }
  return a === b ? 0 : a < b ? -1 : 1;
}

/** The largest trade id of some fills, or `NO_TRADE_ID` for none. */
export function maxTradeId(fills: readonly UserFill[]): string {
  let max: string | null = null;
  for (const fill of fills) {
    if (max === null || compareTradeIds(fill.tradeId, max) > 0) max = fill.tradeId;
  }
  return max ?? NO_TRADE_ID;
}

/** The normalised shape (spec 000 §3) of a user's fill; `orderType` is its order's type. */
export function toTradeFill(fill: UserFill, orderType: string): TradeFill {
  return {
    tradeId: fill.tradeId,
    tradeTime: fill.time,
    side: FILL_SIDE[fill.side],
    execPrice: fill.price,
    execValue: fill.amount,
    execQty: fill.qty,
    execFee: fill.fee,
    orderType,
    symbolId: fill.symbolId,
  };
}

/** The classic feed's shape (spec 000 §3). */
export function toClassicFill(fill: UserFill, orderType: string): ClassicTradeFill {
  return {
    tradeId: fill.tradeId,
    matchTime: fill.time,
    side: fill.side,
    price: fill.price,
    amount: fill.amount,
    quantity: fill.qty,
    tokenFee: fill.fee,
    orderType,
  };
}

/** The UTA feed's shape (spec 000 §3): `version` is the trade id; no liquidation in the sim. */
export function toUtaFill(fill: UserFill, orderType: string): UtaTradeFill {
  return {
    version: fill.tradeId,
    symbolId: fill.symbolId,
    side: FILL_SIDE[fill.side],
    type: orderType,
    execPrice: fill.price,
    execQty: fill.qty,
    amount: fill.amount,
    execFee: fill.fee,
    liquidationType: '',
    execTime: fill.time,
  };
}

/** Exact sums of some fills: filled value (quote) and quantity (base), and the last trade id. */
export interface FillTotals {
  readonly lastTradeId: string;
  readonly value: string;
  readonly qty: string;
}

/**
 * Σ value and Σ quantity of the fills, in exact decimal arithmetic: the average price is
 * value / qty, left to the client, so nothing is rounded here (spec 000 §3).
 */
export function fillTotals(fills: readonly UserFill[]): FillTotals {
  let value = new Dec(0);
  let qty = new Dec(0);
  for (const fill of fills) {
    value = value.plus(fill.amount);
    qty = qty.plus(fill.qty);
  }
  return { lastTradeId: maxTradeId(fills), value: value.toString(), qty: qty.toString() };
}

export function classicAverage(totals: FillTotals): ClassicAvgPriceResult {
  return { lastTradeId: totals.lastTradeId, priceTotal: totals.value, quantitySum: totals.qty };
}

export function utaAverage(totals: FillTotals): UtaAvgPriceResult {
  return {
    maxMarginVersion: totals.lastTradeId,
    sumExecValue: totals.value,
    sumExecQty: totals.qty,
  };
}
