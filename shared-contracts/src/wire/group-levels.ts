import type { DecimalString } from '../domain/decimal-string';
import { Dec } from '../helpers/decimal';
import type { WireLevel } from './topics';

const MERGE_STEP = /^(0\.0*1|10*)$/;

/** A merge step is a power of ten written with 0, 1 and a dot: "0.001", "1", "100". */
export function isMergeStep(value: unknown): value is DecimalString {
  return typeof value === 'string' && value.length <= 24 && MERGE_STEP.test(value);
}

/**
 * Groups raw book levels at a merge step: bids round down and asks round up to a multiple of
 * the step, sizes of one bucket are summed, zero buckets dropped, best first, at most `limit`.
 * This is the one grouping in the system (DESIGN §5): the sim calls it, nobody regroups.
 */
export function groupLevels(
  levels: readonly WireLevel[],
  step: DecimalString,
  side: 'bid' | 'ask',
  limit: number = Number.POSITIVE_INFINITY,
): WireLevel[] {
  if (!isMergeStep(step)) throw new RangeError(`invalid merge step "${String(step)}"`);
  const stepDec = new Dec(step);
  const decimals = stepDec.decimalPlaces();
  const buckets = new Map<string, { price: Dec; size: Dec }>();
  for (const [price, size] of levels) {
    // `toNearest` divides exactly; `div` rounds at 40 digits and could put an ask a bucket low.
    const bucket = new Dec(price).toNearest(
      stepDec,
      side === 'bid' ? Dec.ROUND_FLOOR : Dec.ROUND_CEIL,
    );
    const key = bucket.toFixed(decimals);
    const existing = buckets.get(key);
    if (existing) existing.size = existing.size.plus(size);
    else buckets.set(key, { price: bucket, size: new Dec(size) });
  }
  const rows = [...buckets.entries()].filter(([, b]) => b.size.gt(0));
  rows.sort(([, x], [, y]) => (side === 'bid' ? y.price.cmp(x.price) : x.price.cmp(y.price)));
  return rows.slice(0, limit).map(([key, b]) => [key, b.size.toFixed()] as const);
}
