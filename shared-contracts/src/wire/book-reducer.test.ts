import { applyBookMessage, compareDecimalStrings, type BookLevels } from './book-reducer';
import type { OrderBookData } from './topics';

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
  ])('orders %s against %s', (a, b, sign) => {
    expect(Math.sign(compareDecimalStrings(a, b))).toBe(sign);
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
});
