import { isNonNegativeDecimalString } from '@spot/contracts';
import type { FillEvent } from '../engine/types';
import { Dec, formatUnits } from '../lib/decimal';
import { FakeLedger } from '../testing/fake-ledger';
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

  it("prints no trades of its book steps while the trade clock runs, only the clock's", () => {
    const market = new Market({ seed: 7, bookRate: 10, startedAt: START, warmupSteps: 50 });
    const trades = { steps: 0, clock: 0 };
    let source: 'steps' | 'clock' = 'steps';
    market.onChange((change) => {
      if (change.kind === 'trades') trades[source] += change.trades.length;
    });
    market.setTradeRate(10);
    for (let step = 0; step < 300; step += 1) {
      source = 'steps';
      market.stepAll(START + step * 100);
      for (const name of openSymbols(market)) {
        const book = market.get(name)?.book;
        expect(book?.bids.best() ?? 0).toBeLessThan(book?.asks.best() ?? 0);
      }
      source = 'clock';
      if (step % 3 === 0) market.tradeAll(START + step * 100 + 50);
    }
    expect(trades.steps).toBe(0);
    expect(trades.clock).toBeGreaterThanOrEqual(100 * openSymbols(market).length);
    // The price still moves: the anchor drifts and the clock's trades follow the book.
    market.setTradeRate(0);
    for (let step = 300; step < 400; step += 1) {
      source = 'steps';
      market.stepAll(START + step * 100);
    }
    expect(trades.steps).toBeGreaterThan(0);
  });

  it('leaves a symbol on its own clocks out of the shared steps and trades', () => {
    const market = new Market({ seed: 7, bookRate: 10, startedAt: START, warmupSteps: 20 });
    market.setBookRate(0, 'BTCUSDT');
    market.setTradeRate(5, 'BTCUSDT');
    expect(market.ownRates()).toEqual({ BTCUSDT: { bookRate: 0, tradeRate: 5 } });
    const seqOf = (name: string): number => market.get(name)?.book.seq ?? -1;
    const before = { btc: seqOf('BTCUSDT'), eth: seqOf('ETHUSDT') };
    for (let step = 0; step < 20; step += 1) {
      market.stepAll(START + step * 100, true);
      market.tradeAll(START + step * 100 + 50, true);
    }
    expect(seqOf('BTCUSDT')).toBe(before.btc);
    expect(seqOf('ETHUSDT')).toBeGreaterThan(before.eth);
    market.clearOwnRates();
    expect(market.ownRates()).toEqual({});
    market.stepAll(START + 3000, true);
    expect(seqOf('BTCUSDT')).toBeGreaterThan(before.btc);
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

  it('publishes trades of every open symbol on each trade step and keeps the book whole', () => {
    const market = new Market({ seed: 3, bookRate: 0, startedAt: START, warmupSteps: 5 });
    const trades: Record<string, number> = {};
    market.onChange((change) => {
      if (change.kind === 'trades') trades[change.symbol] = (trades[change.symbol] ?? 0) + 1;
    });
    for (let i = 0; i < 50; i += 1) market.tradeAll(START + i);
    for (const name of openSymbols(market)) {
      expect(trades[name]).toBe(50);
      const book = market.get(name)?.book;
      expect(book?.bids.best() ?? 0).toBeLessThan(book?.asks.best() ?? 0);
      expect(book?.bids.count).toBeGreaterThanOrEqual(60);
    }
  });

  it('refuses a trade rate outside 0 to 1000', () => {
    const market = new Market({ seed: 3, bookRate: 0, startedAt: START, warmupSteps: 0 });
    expect(() => market.setTradeRate(1001)).toThrow(RangeError);
    market.setTradeRate(100);
    expect(market.tradeRate).toBe(100);
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

describe('market maker on the matching engine', () => {
  const funded = (): FakeLedger => {
    const ledger = new FakeLedger({ unlimited: ['mm'] });
    ledger.deposit('alice', 'USDT', '10000000');
    ledger.deposit('alice', 'BTC', '100');
    return ledger;
  };

  it('publishes a user order to the book at once, queued among the maker quotes', () => {
    const market = new Market({
      seed: 2,
      bookRate: 10,
      startedAt: START,
      warmupSteps: 20,
      ledger: funded(),
    });
    const sm = market.get('BTCUSDT');
    const bid = sm?.book.bids.best() ?? 0;
    const before = sm?.book.bids.get(bid) ?? 0;
    const changes: MarketChange[] = [];
    market.onChange((change) => changes.push(change));
    const result = market.engine.placeOrder(
      {
        userId: 'alice',
        symbolId: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        price: formatUnits(bid, 2),
        qty: '0.5',
      },
      START,
    );
    expect(result.kind).toBe('accepted');
    expect(sm?.book.bids.get(bid)).toBe(before + 500_000);
    expect(changes.map((c) => c.kind)).toEqual(['book', 'ticker']);
    const level = sm?.book.bids.level(bid);
    expect([...(level?.entries() ?? [])].map((e) => e.userId)).toEqual(['mm', 'alice']);
  });

  it('fills a resting user order with its own trades and keeps the book uncrossed', () => {
    const market = new Market({
      seed: 4,
      bookRate: 10,
      startedAt: START,
      warmupSteps: 20,
      ledger: funded(),
    });
    const sm = market.get('BTCUSDT');
    const inside = (sm?.book.asks.best() ?? 0) - 1;
    const order = market.engine.placeOrder(
      {
        userId: 'alice',
        symbolId: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        price: formatUnits(inside, 2),
        qty: '0.001',
      },
      START,
    );
    const orderId = order.kind === 'accepted' ? order.order.orderId : '';
    const fills: FillEvent[] = [];
    market.engine.onEvents((events) => {
      for (const e of events) if (e.type === 'fill' && e.maker.orderId === orderId) fills.push(e);
    });
    for (let i = 1; i <= 400 && fills.length === 0; i += 1) {
      market.stepSymbol('BTCUSDT', START + i * 100);
      expect(sm?.book.isUncrossed()).toBe(true);
    }
    expect(fills[0]).toMatchObject({
      taker: { userId: 'mm' },
      maker: { userId: 'alice', isMaker: true },
    });
    expect(market.engine.order('alice', orderId)?.status).toMatch(/FILLED/);
  });

  it('fires plan orders on the prices its trades print', () => {
    const market = new Market({
      seed: 6,
      bookRate: 10,
      startedAt: START,
      warmupSteps: 20,
      ledger: funded(),
    });
    const last = new Dec(market.engine.lastPrice('BTCUSDT') ?? '0');
    const plans = ['0.02', '-0.02'].map((offset) => {
      const result = market.engine.placePlanOrder(
        {
          userId: 'alice',
          symbolId: 'BTCUSDT',
          side: 'BUY',
          kind: 'conditional',
          execution: 'market',
          triggerPrice: last.plus(offset).toFixed(2),
          qty: '0.001',
        },
        START,
      );
      return result.kind === 'accepted' ? result.order.orderId : '';
    });
    const fired = () =>
      plans.filter((id) => market.engine.order('alice', id)?.status === 'ORDER_FILLED');
    for (let i = 1; i <= 2000 && fired().length === 0; i += 1) {
      market.stepSymbol('BTCUSDT', START + i * 100);
    }
    expect(fired().length).toBeGreaterThan(0);
  });
});
