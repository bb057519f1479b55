import type { WireLevel } from '@spot/contracts';
import { groupLevels } from '@spot/contracts';
import { stepInUnits } from '../lib/decimal';
import type { SymbolMarket } from '../market/symbol-market';

/** A book grouped at one merge step, best first on each side. */
export interface GroupedBook {
  readonly b: readonly WireLevel[];
  readonly a: readonly WireLevel[];
}

/**
 * Groups a symbol's raw book at `step` with the contract's `groupLevels`, `limit` per side.
 * Only the raw levels of the first `limit` buckets are converted to text and grouped: the
 * bucket of a level is found in whole ticks, which is exact and cheap.
 */
export function groupBook(market: SymbolMarket, step: string, limit: number): GroupedBook {
  const { pricePrecision: pp, quantityPrecision: qp } = market;
  const stepTicks = stepInUnits(step, pp);
  return {
    b: groupLevels(market.book.bids.toWire(pp, qp, stepTicks, limit), step, 'bid', limit),
    a: groupLevels(market.book.asks.toWire(pp, qp, stepTicks, limit), step, 'ask', limit),
  };
}

/**
 * Orders two grouped prices of one step. They carry the same number of decimals and no
 * leading zeros, so the longer string is the larger number, and equal lengths compare as text.
 */
function comparePrices(x: string, y: string): number {
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The levels that turn `prev` into `next`: new or resized levels with their size, vanished
 * ones with size "0", best first.
 */
export function diffLevels(
  prev: readonly WireLevel[],
  next: readonly WireLevel[],
  side: 'bid' | 'ask',
): WireLevel[] {
  const before = new Map(prev);
  const after = new Map(next);
  const changes: WireLevel[] = [];
  for (const [price, size] of next) {
    if (before.get(price) !== size) changes.push([price, size]);
  }
  for (const [price] of prev) {
    if (!after.has(price)) changes.push([price, '0']);
  }
  const direction = side === 'bid' ? -1 : 1;
  return changes.sort(([x], [y]) => direction * comparePrices(x, y));
}
