import { randomDecimal, seededNumbers } from '@spot/contracts/testing';
import { Dec, type RecentTrade } from '@spot/contracts';
import { formatTradeTime, keptTrades, newTradeCount, priceDirection, tradeRow } from './trades';

const trade = (id: string, over: Partial<RecentTrade> = {}): RecentTrade => ({
  execId: id,
  execPrice: '65000.5',
  execQty: '0.012',
  execTime: Date.UTC(2030, 0, 1, 9, 5, 7),
  side: 'Buy',
  ...over,
});

describe('latest trades', () => {
  it('shows price, quantity, UTC time and the buy flag', () => {
    expect(tradeRow(trade('a'), { price: 2, quantity: 4 })).toEqual({
      id: 'a',
      price: '65000.50',
      quantity: '0.0120',
      time: '09:05:07',
      buy: true,
    });
    expect(tradeRow(trade('b', { side: 'Sell' }), { price: 2, quantity: 4 }).buy).toBe(false);
  });

  it.each([
    [Date.UTC(2030, 0, 1, 23, 59, 59), '23:59:59'],
    [Date.UTC(2030, 0, 2, 0, 0, 0), '00:00:00'],
    [-1, '--:--:--'],
    [Number.NaN, '--:--:--'],
  ])('formats time %p as %s', (ms, text) => {
    expect(formatTradeTime(ms)).toBe(text);
  });

  it.each([
    [99, 99],
    [100, 100],
    [101, 100],
  ])('keeps %i trades as %i', (count, kept) => {
    const list = Array.from({ length: count }, (_, i) => trade(String(i)));
    expect(keptTrades(list)).toHaveLength(kept);
  });

  it('counts the new trades at the head, or says the list was replaced', () => {
    const list = [trade('3'), trade('2'), trade('1')];
    expect(newTradeCount(list, '1')).toBe(2);
    expect(newTradeCount(list, '3')).toBe(0);
    expect(newTradeCount(list, 'gone')).toBeNull();
    expect(newTradeCount(list, null)).toBeNull();
  });
});

describe('priceDirection', () => {
  it.each([
    ['101', '100', 'none', 'up'],
    ['99', '100', 'up', 'down'],
    ['100', '100', 'up', 'up'],
    ['100.0', '100', 'down', 'down'],
    ['100', null, 'up', 'none'],
    [null, '100', 'up', 'none'],
    ['1e3', '100', 'up', 'none'],
    ['100.01', '100.009', 'none', 'up'],
    ['9.99', '10', 'none', 'down'],
    ['-1', '0.5', 'up', 'down'],
  ] as const)('gives %p after %p (was %s) → %s', (next, previous, was, expected) => {
    expect(priceDirection(next, previous, was)).toBe(expected);
  });

  it('reads a move as decimal.js compares the prices, on random pairs', () => {
    const next = seededNumbers(52);
    const price = () => randomDecimal(next, { wholeDigits: 6, signed: false });
    for (let i = 0; i < 3000; i += 1) {
      const a = price();
      const b = i % 5 === 0 ? `${a}${a.includes('.') ? '0' : ''}` : price();
      const cmp = new Dec(a).cmp(b);
      const expected = cmp === 0 ? 'none' : cmp > 0 ? 'up' : 'down';
      expect(priceDirection(a, b, 'none')).toBe(expected);
    }
  });
});
