import Decimal from 'decimal.js';
import { applyBookMessage, compareDecimalStrings, type BookLevels } from './book-reducer';
import type { OrderBookData, WireLevel } from './topics';

const data = (over: Partial<OrderBookData>): OrderBookData => ({
  s: 'BTCUSDT',
  b: [],
  a: [],
  u: 1,
  seq: 1,
  ...over,
});

const snapshot = (): BookLevels => {
  const result = applyBookMessage(
    null,
    'snapshot',
    data({
      b: [
        ['100.5', '1'],
        ['100', '2'],
        ['99', '3'],
      ],
      a: [
        ['101', '1'],
        ['102', '2'],
      ],
      u: 7,
    }),
  );
  if (!result.ok) throw new Error('snapshot refused');
  return result.book;
};

describe('compareDecimalStrings', () => {
  it.each([
    ['9', '10', -1],
    ['10', '9', 1],
    ['1.5', '1.50', 0],
    ['0.0001', '0.001', -1],
    ['100.01', '100.1', -1],
    ['65000', '65000.00', 0],
    ['0', '0.0', 0],
    ['0.1', '0', 1],
    ['123456789012.0000000000001', '123456789012', 1],
  ])('orders %s against %s', (a, b, sign) => {
    expect(Math.sign(compareDecimalStrings(a, b))).toBe(sign);
  });

  it('agrees with decimal.js on random prices of every shape', () => {
    let seed = 11;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const price = (): string => {
      const int = String(rand(3) === 0 ? rand(10) : rand(100000));
      const frac = rand(3) === 0 ? '' : `.${String(rand(10 ** 6)).padStart(rand(6) + 1, '0')}`;
      return int + frac;
    };
    for (let i = 0; i < 5000; i += 1) {
      const a = price();
      const b = rand(5) === 0 ? a : price();
      expect([a, b, Math.sign(compareDecimalStrings(a, b))]).toEqual([
        a,
        b,
        new Decimal(a).comparedTo(new Decimal(b)),
      ]);
    }
  });
});

describe('applyBookMessage', () => {
  it('replaces the book with a snapshot', () => {
    const book = snapshot();
    expect(book.u).toBe(7);
    expect(book.bids[0]).toEqual(['100.5', '1']);
  });

  it('applies a delta carrying the next update id: insert, replace and remove', () => {
    const result = applyBookMessage(
      snapshot(),
      'delta',
      data({
        b: [
          ['100.7', '4'],
          ['100', '0'],
          ['99', '5'],
        ],
        a: [
          ['101.5', '1'],
          ['101', '0'],
        ],
        u: 8,
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.book.bids).toEqual([
      ['100.7', '4'],
      ['100.5', '1'],
      ['99', '5'],
    ]);
    expect(result.book.asks).toEqual([
      ['101.5', '1'],
      ['102', '2'],
    ]);
    expect(result.book.u).toBe(8);
  });

  it('reports a gap when a delta skips an update id', () => {
    expect(applyBookMessage(snapshot(), 'delta', data({ u: 9 }))).toEqual({
      ok: false,
      reason: 'gap',
    });
  });

  it('reports a gap when a delta repeats the current update id', () => {
    expect(applyBookMessage(snapshot(), 'delta', data({ u: 7 }))).toEqual({
      ok: false,
      reason: 'gap',
    });
  });

  it('refuses a delta before any snapshot', () => {
    expect(applyBookMessage(null, 'delta', data({ u: 1 }))).toEqual({
      ok: false,
      reason: 'no-snapshot',
    });
  });

  it('ignores the removal of a level it does not hold', () => {
    const result = applyBookMessage(snapshot(), 'delta', data({ b: [['50', '0']], u: 8 }));
    expect(result.ok && result.book.bids.length).toBe(3);
  });

  it('keeps at most the limit of levels per side', () => {
    const result = applyBookMessage(snapshot(), 'delta', data({ b: [['100.9', '1']], u: 8 }), 3);
    expect(result.ok && result.book.bids.map(([p]) => p)).toEqual(['100.9', '100.5', '100']);
  });

  it('matches a reference book over many random deltas, at the limit', () => {
    let seed = 5;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const limit = 10;
    // The reference: every level ever set, sorted with decimal.js, cut to the limit.
    const model = { bid: new Map<string, string>(), ask: new Map<string, string>() };
    const view = (side: 'bid' | 'ask'): WireLevel[] =>
      [...model[side]]
        .map(([p, q]) => [p, q] as WireLevel)
        .sort((x, y) => {
          const c = new Decimal(x[0]).comparedTo(new Decimal(y[0]));
          return side === 'bid' ? -c : c;
        })
        .slice(0, limit);
    let first = applyBookMessage(null, 'snapshot', data({ u: 1 }), limit);
    if (!first.ok) throw new Error('snapshot refused');
    let book = first.book;
    for (let u = 2; u < 800; u += 1) {
      const levels = (side: 'bid' | 'ask'): WireLevel[] =>
        Array.from({ length: rand(4) }, () => {
          const base = side === 'bid' ? 90 : 110;
          const price = `${base + rand(15) - 7}${rand(2) ? `.${rand(10)}` : ''}`;
          const size = rand(4) === 0 ? (rand(2) ? '0' : '0.000') : `${1 + rand(9)}.${rand(100)}`;
          return [price, size];
        });
      const b = levels('bid');
      const a = levels('ask');
      for (const [side, changes] of [
        ['bid', b],
        ['ask', a],
      ] as const) {
        for (const [p, q] of changes) {
          // The wire names a level by its price text; the model keys it by value.
          const key = [...model[side].keys()].find((k) => new Decimal(k).eq(p)) ?? p;
          model[side].delete(key);
          if (!new Decimal(q).isZero()) model[side].set(p, q);
        }
        // Levels past the limit are not kept by the reducer, so neither by the model.
        const kept = view(side);
        model[side] = new Map(kept.map(([p, q]) => [p, q]));
      }
      first = applyBookMessage(book, 'delta', data({ b, a, u }), limit);
      if (!first.ok) throw new Error(`delta ${u} refused`);
      book = first.book;
      expect(book.bids).toEqual(view('bid'));
      expect(book.asks).toEqual(view('ask'));
    }
  });
});
