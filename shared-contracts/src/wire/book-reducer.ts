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
 * Compares two non-negative plain decimal strings without parsing them into numbers:
 * by integer length, then digits, then the fraction. Returns <0, 0 or >0.
 */
export function compareDecimalStrings(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const ap = af.padEnd(width, '0');
  const bp = bf.padEnd(width, '0');
  return ap === bp ? 0 : ap < bp ? -1 : 1;
}

function isZero(size: string): boolean {
  return /^0(\.0*)?$/.test(size);
}

function applySide(
  levels: readonly WireLevel[],
  changes: readonly WireLevel[],
  side: 'bid' | 'ask',
): WireLevel[] {
  const next = levels.slice();
  for (const change of changes) {
    const [price, size] = change;
    let index = 0;
    let cmp = 1;
    // Books hold 40 levels, so a linear scan beats a tree here.
    for (; index < next.length; index += 1) {
      const level = next[index];
      if (!level) break;
      cmp = compareDecimalStrings(price, level[0]);
      if (cmp === 0 || (side === 'bid' ? cmp > 0 : cmp < 0)) break;
    }
    const found = cmp === 0 && index < next.length;
    if (isZero(size)) {
      if (found) next.splice(index, 1);
    } else if (found) {
      next[index] = change;
    } else {
      next.splice(index, 0, change);
    }
  }
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
      bids: applySide(book.bids, data.b, 'bid').slice(0, limit),
      asks: applySide(book.asks, data.a, 'ask').slice(0, limit),
      u: data.u,
      seq: data.seq,
    },
  };
}
