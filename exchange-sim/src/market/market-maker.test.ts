import { isNonNegativeDecimalString } from '@spot/contracts';
import { Market } from './market';
import type { MarketChange } from './market';

const START = Date.UTC(2030, 0, 1, 12, 0, 0);

function decimals(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

function openSymbols(market: Market): string[] {
  return market
    .symbolInfos()
    .filter((s) => s.onlineTime <= START)
    .map((s) => s.symbolName);
}

describe('market maker', () => {
  it('keeps every book uncrossed with at least 60 levels a side over many steps', () => {
    const market = new Market({ seed: 7, bookRate: 10, startedAt: START, warmupSteps: 0 });
    for (let step = 0; step < 400; step += 1) {
      market.stepAll(START + step * 100);
      for (const name of openSymbols(market)) {
        const book = market.get(name)?.book;
        const bid = book?.bids.best();
        const ask = book?.asks.best();
        expect(bid).toBeDefined();
        expect(ask).toBeDefined();
        expect(bid ?? 0).toBeLessThan(ask ?? 0);
        expect(book?.bids.count).toBeGreaterThanOrEqual(60);
        expect(book?.asks.count).toBeGreaterThanOrEqual(60);
      }
    }
  });

  it('writes prices and sizes as plain decimals at the symbol precision', () => {
    const market = new Market({ seed: 3, bookRate: 10, startedAt: START, warmupSteps: 200 });
    for (const name of openSymbols(market)) {
      const sm = market.get(name);
      if (!sm) throw new Error(name);
      const { pricePrecision: pp, quantityPrecision: qp } = sm;
      const levels = [...sm.book.bids.toWire(pp, qp), ...sm.book.asks.toWire(pp, qp)];
      for (const [price, size] of levels) {
        expect(isNonNegativeDecimalString(price)).toBe(true);
        expect(decimals(price)).toBe(pp);
        expect(isNonNegativeDecimalString(size)).toBe(true);
        expect(decimals(size)).toBe(qp);
      }
      const ticker = sm.ticker();
      for (const field of ['lastPrice', 'bid1Price', 'ask1Price', 'highPrice24h'] as const) {
        expect(decimals(ticker[field])).toBe(pp);
      }
      for (const trade of sm.recentTrades()) {
        expect(decimals(trade.execPrice)).toBe(pp);
        expect(decimals(trade.execQty)).toBe(qp);
      }
    }
  });

  it('repeats the same market for the same seed', () => {
    const make = () => new Market({ seed: 11, bookRate: 10, startedAt: START, warmupSteps: 50 });
    const [a, b] = [make(), make()];
    for (let i = 1; i <= 20; i += 1) {
      a.stepAll(START + i * 100);
      b.stepAll(START + i * 100);
    }
    expect(a.tickers()).toEqual(b.tickers());
    expect(a.get('ETHBTC')?.recentTrades()).toEqual(b.get('ETHBTC')?.recentTrades());
  });

  it('prints trades into the last price, the ticker and the candles', () => {
    const market = new Market({ seed: 5, bookRate: 10, startedAt: START, warmupSteps: 0 });
    const changes: MarketChange[] = [];
    market.onChange((change) => changes.push(change));
    for (let i = 0; i < 200; i += 1) market.stepSymbol('BTCUSDT', START + i * 100);
    const trades = changes.flatMap((c) => (c.kind === 'trades' ? c.trades : []));
    expect(trades.length).toBeGreaterThan(0);
    const sm = market.get('BTCUSDT');
    const newest = sm?.recentTrades(1)[0];
    expect(sm?.ticker().lastPrice).toBe(newest?.execPrice);
    expect(sm?.candle('1S')?.close).toBe(newest?.execPrice);
    expect(
      changes.some((c) => c.kind === 'candles' && c.candles.some((u) => u.candle.confirm)),
    ).toBe(true);
  });

  it('leaves a symbol that opens later without a book or trades', () => {
    const market = new Market({ seed: 1, bookRate: 10, startedAt: START, warmupSteps: 20 });
    const later = market.symbolInfos().find((s) => s.noticeVisible);
    expect(later?.onlineTime).toBe(START + 2 * 60 * 60 * 1000);
    const sm = market.get(later?.symbolName ?? '');
    market.stepAll(START + 1000);
    expect(sm?.book.bids.count).toBe(0);
    expect(sm?.recentTrades()).toEqual([]);
    market.stepSymbol(later?.symbolName ?? '', START + 2 * 60 * 60 * 1000);
    expect(sm?.book.bids.count).toBeGreaterThanOrEqual(60);
  });

  it('refuses a book rate outside 0 to 1000', () => {
    const market = new Market({ seed: 1, bookRate: 10, startedAt: START, warmupSteps: 0 });
    expect(() => market.setBookRate(1001)).toThrow(RangeError);
    expect(() => market.setBookRate(-1)).toThrow(RangeError);
    market.setBookRate(1000);
    expect(market.bookRate).toBe(1000);
  });
});
