import type { OrderBookData, WireLevel } from './topics';

/** A book rebuilt from one subscription key's snapshot and deltas; best first on both sides. */
export interface BookLevels {
  readonly bids: readonly WireLevel[];
  readonly asks: readonly WireLevel[];
  readonly u: number;
  readonly seq: number;
}

export type BookApplyResult =
  | { readonly ok: true; readonly book: BookLevels }
  | { readonly ok: false; readonly reason: 'gap' | 'no-snapshot' };

/**
 * Compares two non-negative plain decimal strings without parsing them into numbers (and
 * without allocating: the book reducer calls it for every level of every delta): by integer
 * length, then digits, then the fraction with missing digits read as zeros. Returns <0, 0 or >0.
 */
export function compareDecimalStrings(a: string, b: string): number {
  const aDot = a.indexOf('.');
  const bDot = b.indexOf('.');
  const aInt = aDot < 0 ? a.length : aDot;
  const bInt = bDot < 0 ? b.length : bDot;
  if (aInt !== bInt) return aInt - bInt;
  for (let i = 0; i < aInt; i += 1) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return d;
  }
  const aFrac = aDot < 0 ? 0 : a.length - aDot - 1;
  const bFrac = bDot < 0 ? 0 : b.length - bDot - 1;
  const width = aFrac > bFrac ? aFrac : bFrac;
  for (let i = 1; i <= width; i += 1) {
    const ca = i <= aFrac ? a.charCodeAt(aInt + i) : ZERO;
    const cb = i <= bFrac ? b.charCodeAt(bInt + i) : ZERO;
    if (ca !== cb) return ca - cb;
  }
  return 0;
}

const ZERO = 48;

/** "0", "0.0", "0.000": a size that removes its level. */
function isZero(size: string): boolean {
  for (let i = 0; i < size.length; i += 1) {
    const c = size.charCodeAt(i);
    if (c !== ZERO && c !== 46) return false;
  }
  return size.length > 0;
}

/**
 * Where `price` sits in a side sorted best first: its index when present (`found`), else the
 * index it would be inserted at. Binary search: every delta's every level comes through here.
 */
function locate(
  levels: readonly WireLevel[],
  price: string,
  side: 'bid' | 'ask',
): { readonly index: number; readonly found: boolean } {
  let lo = 0;
  let hi = levels.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const level = levels[mid] as WireLevel;
    const cmp = compareDecimalStrings(price, level[0]);
    if (cmp === 0) return { index: mid, found: true };
    // Bids run high to low, asks low to high: `price` goes before `level` when it is better.
    if (side === 'bid' ? cmp > 0 : cmp < 0) hi = mid;
    else lo = mid + 1;
  }
  return { index: lo, found: false };
}

function applySide(
  levels: readonly WireLevel[],
  changes: readonly WireLevel[],
  side: 'bid' | 'ask',
  limit: number,
): readonly WireLevel[] {
  if (changes.length === 0) return levels.length > limit ? levels.slice(0, limit) : levels;
  const next = levels.slice();
  for (const change of changes) {
    const { index, found } = locate(next, change[0], side);
    if (isZero(change[1])) {
      if (found) next.splice(index, 1);
    } else if (found) {
      next[index] = change;
    } else {
      next.splice(index, 0, change);
    }
  }
  if (next.length > limit) next.length = limit;
  return next;
}

/**
 * Applies one message of the `orderBook` topic (DESIGN §5): a snapshot always replaces the
 * book; a delta must carry the last `u` + 1 and anything else is a gap, after which the caller
 * drops the book and resubscribes.
 */
export function applyBookMessage(
  book: BookLevels | null,
  type: 'snapshot' | 'delta',
  data: OrderBookData,
  limit: number = Number.POSITIVE_INFINITY,
): BookApplyResult {
  if (type === 'snapshot') {
    return {
      ok: true,
      book: {
        bids: data.b.slice(0, limit),
        asks: data.a.slice(0, limit),
        u: data.u,
        seq: data.seq,
      },
    };
  }
  if (!book) return { ok: false, reason: 'no-snapshot' };
  if (data.u !== book.u + 1) return { ok: false, reason: 'gap' };
  return {
    ok: true,
    book: {
      bids: applySide(book.bids, data.b, 'bid', limit),
      asks: applySide(book.asks, data.a, 'ask', limit),
      u: data.u,
      seq: data.seq,
    },
  };
}
