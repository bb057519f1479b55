import type { BookLevel } from '@spot/contracts';
import { Dec, isNonNegativeDecimalString } from '@spot/contracts';

/** One point of a depth curve: price and the cumulative size up to it (plot numbers). */
export interface DepthPoint {
  readonly price: number;
  readonly total: number;
}

/**
 * Depth curves of a book (the depth chart): cumulative size summed in decimals from the best
 * price outwards, both sides ascending by price (bids worst → best, asks best → worst).
 * Malformed or crossed levels are dropped.
 */
export function depthSeries(
  bids: readonly BookLevel[],
  asks: readonly BookLevel[],
): { readonly bids: readonly DepthPoint[]; readonly asks: readonly DepthPoint[] } {
  const valid = (level: BookLevel) =>
    isNonNegativeDecimalString(level[0]) &&
    isNonNegativeDecimalString(level[1]) &&
    new Dec(level[1]).gt(0);
  const cumulate = (levels: readonly BookLevel[]): DepthPoint[] => {
    let total = new Dec(0);
    return levels.map(([price, size]) => {
      total = total.plus(size);
      return { price: Number(price), total: total.toNumber() };
    });
  };
  const bestAsk = asks.find(valid)?.[0];
  const bidLevels = bids
    .filter(valid)
    .filter((l) => bestAsk === undefined || new Dec(l[0]).lt(bestAsk))
    .sort((a, b) => new Dec(b[0]).comparedTo(a[0]));
  const askLevels = asks.filter(valid).sort((a, b) => new Dec(a[0]).comparedTo(b[0]));
  const dedupe = (points: DepthPoint[]) =>
    points.filter((p, i) => i === 0 || p.price !== (points[i - 1] as DepthPoint).price);
  return {
    bids: dedupe(cumulate(bidLevels).reverse()),
    asks: dedupe(cumulate(askLevels)),
  };
}

/**
 * The vertical range of the depth chart: from zero (a cumulative size is never negative, and
 * the axis went to -1.000000 when the chart padded its range) to the deepest total.
 */
export function depthRange(
  range: { readonly minValue: number; readonly maxValue: number } | null,
): { readonly minValue: number; readonly maxValue: number } | null {
  if (!range || !Number.isFinite(range.maxValue)) return null;
  return { minValue: 0, maxValue: Math.max(0, range.maxValue) };
}
