import {
  ORDER_BOOK_LIMIT,
  RECENT_TRADES_LIMIT,
  type CandleData,
  type DataMessage,
  type OrderBookData,
  type RecentTrade,
  type SymbolInfo,
  type Ticker,
} from '@spot/contracts';
import type { DataHandler } from '../realtime/realtime-client';
import {
  createMarketStreams,
  newestFirst,
  warmMarketStreams,
  type StreamTransport,
} from './market-streams';
import { makeSymbol } from '@spot/contracts/testing';

const BOOK_KEY = `orderBook.${ORDER_BOOK_LIMIT}.0.01.BTCUSDT`;

/** A transport that records subscriptions and lets the test push frames to a key. */
function fakeTransport() {
  const handlers = new Map<string, DataHandler>();
  const subscribe = jest.fn(
    (
      key: string,
      _topic: string,
      _params: Readonly<Record<string, unknown>>,
      handler: DataHandler,
    ) => {
      handlers.set(key, handler);
      return () => {
        unsubscribed.push(key);
        handlers.delete(key);
      };
    },
  );
  const unsubscribed: string[] = [];
  const transport: StreamTransport = { subscribe, resubscribe: jest.fn() };
  const push = (key: string, type: 'snapshot' | 'delta', data: unknown, ts = 1): void => {
    const handler = handlers.get(key);
    if (!handler) throw new Error(`nobody holds ${key}`);
    handler({ topic: key.split('.')[0] ?? '', key, type, ts, data } satisfies DataMessage);
  };
  return { transport, subscribe, unsubscribed, push, handlers };
}

/** Frames run only when the test says so. */
function manualFrames() {
  const queue: (() => void)[] = [];
  return {
    schedule: (callback: () => void) => {
      queue.push(callback);
    },
    flush: () => {
      for (const callback of queue.splice(0)) callback();
    },
    pending: () => queue.length,
  };
}

function setup(symbols: readonly SymbolInfo[] = []) {
  const wire = fakeTransport();
  const frames = manualFrames();
  const market = createMarketStreams({
    transport: wire.transport,
    symbols: () => symbols,
    schedule: frames.schedule,
  });
  return { ...wire, frames, market };
}

const book = (u: number, b: [string, string][], a: [string, string][]): OrderBookData => ({
  s: 'BTCUSDT',
  b,
  a,
  u,
  seq: u * 10,
});

const trade = (n: number): RecentTrade => ({
  execId: `t${n}`,
  execPrice: '30000',
  execQty: '0.1',
  execTime: n,
  side: n % 2 ? 'Buy' : 'Sell',
});

const candle = (start: number, close: string): CandleData => ({
  start,
  end: start + 59_999,
  open: '1',
  high: '2',
  low: '0.5',
  close,
  volume: '10',
  turnover: '15',
  confirm: false,
});

describe('createMarketStreams', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('orderBook', () => {
    it('subscribes once on the first listener and unsubscribes after the last', () => {
      const { market, subscribe, unsubscribed } = setup();
      const stream = market.orderBook('BTCUSDT', '0.01');
      expect(subscribe).not.toHaveBeenCalled();
      const offA = stream.subscribe(jest.fn());
      const offB = market.orderBook('BTCUSDT', '0.01').subscribe(jest.fn());
      expect(subscribe).toHaveBeenCalledTimes(1);
      expect(subscribe.mock.calls[0]?.slice(0, 3)).toEqual([
        BOOK_KEY,
        'orderBook',
        { limit: ORDER_BOOK_LIMIT, dumpScale: '0.01', symbol: 'BTCUSDT' },
      ]);
      offA();
      expect(unsubscribed).toEqual([]);
      offB();
      expect(unsubscribed).toEqual([BOOK_KEY]);
    });

    it('hands out one stream per symbol and step', () => {
      const { market } = setup();
      expect(market.orderBook('BTCUSDT', '0.01')).toBe(market.orderBook('BTCUSDT', '0.01'));
      expect(market.orderBook('BTCUSDT', '0.1')).not.toBe(market.orderBook('BTCUSDT', '0.01'));
    });

    it('starts empty', () => {
      const { market } = setup();
      expect(market.orderBook('BTCUSDT', '0.01').get()).toEqual({
        symbolName: 'BTCUSDT',
        step: '0.01',
        bids: [],
        asks: [],
        status: 'empty',
        ts: 0,
      });
    });

    it('builds the book from a snapshot and then a delta', () => {
      const { market, push, frames } = setup();
      const stream = market.orderBook('BTCUSDT', '0.01');
      stream.subscribe(jest.fn());
      push(
        BOOK_KEY,
        'snapshot',
        book(
          7,
          [
            ['100', '1'],
            ['99', '2'],
          ],
          [
            ['101', '1'],
            ['102', '3'],
          ],
        ),
        1_000,
      );
      push(
        BOOK_KEY,
        'delta',
        book(
          8,
          [
            ['100', '0'],
            ['99.5', '4'],
          ],
          [['101', '5']],
        ),
        1_010,
      );
      frames.flush();
      expect(stream.get()).toEqual({
        symbolName: 'BTCUSDT',
        step: '0.01',
        bids: [
          ['99.5', '4'],
          ['99', '2'],
        ],
        asks: [
          ['101', '5'],
          ['102', '3'],
        ],
        status: 'ready',
        ts: 1_010,
      });
    });

    it('empties the book and resubscribes the key after a delta with a gap', () => {
      const { market, push, frames, transport } = setup();
      const stream = market.orderBook('BTCUSDT', '0.01');
      stream.subscribe(jest.fn());
      push(BOOK_KEY, 'snapshot', book(7, [['100', '1']], [['101', '1']]));
      push(BOOK_KEY, 'delta', book(9, [['100', '2']], []));
      frames.flush();
      expect(stream.get()).toMatchObject({ status: 'empty', bids: [], asks: [] });
      expect(transport.resubscribe).toHaveBeenCalledWith(BOOK_KEY);
    });

    it('applies no delta after a gap until the next snapshot', () => {
      const { market, push, frames, transport } = setup();
      const stream = market.orderBook('BTCUSDT', '0.01');
      stream.subscribe(jest.fn());
      push(BOOK_KEY, 'snapshot', book(7, [['100', '1']], []));
      push(BOOK_KEY, 'delta', book(9, [], []));
      push(BOOK_KEY, 'delta', book(10, [['98', '1']], []));
      frames.flush();
      expect(stream.get().status).toBe('empty');
      expect(transport.resubscribe).toHaveBeenCalledTimes(2);
      push(BOOK_KEY, 'snapshot', book(20, [['97', '1']], []));
      frames.flush();
      expect(stream.get()).toMatchObject({ status: 'ready', bids: [['97', '1']] });
    });

    it('resubscribes on a delta that comes before any snapshot', () => {
      const { market, push, transport } = setup();
      market.orderBook('BTCUSDT', '0.01').subscribe(jest.fn());
      push(BOOK_KEY, 'delta', book(1, [['100', '1']], []));
      expect(transport.resubscribe).toHaveBeenCalledWith(BOOK_KEY);
    });

    it.each<[string, unknown]>([
      ['a number as a price', { ...book(1, [], []), b: [[100, '1']] }],
      ['a negative size', { ...book(1, [], []), a: [['101', '-1']] }],
      ['a missing u', { s: 'BTCUSDT', b: [], a: [], seq: 1 }],
      ['a list', [['100', '1']]],
      ['null', null],
    ])('drops a delta with %s and resyncs, as an update may be lost', (_name, payload) => {
      const { market, push, frames, transport } = setup();
      const stream = market.orderBook('BTCUSDT', '0.01');
      const listener = jest.fn();
      stream.subscribe(listener);
      push(BOOK_KEY, 'snapshot', book(7, [['100', '1']], []));
      frames.flush();
      expect(() => push(BOOK_KEY, 'delta', payload)).not.toThrow();
      frames.flush();
      expect(stream.get()).toMatchObject({ status: 'empty', bids: [], asks: [] });
      expect(transport.resubscribe).toHaveBeenCalledWith(BOOK_KEY);
      push(BOOK_KEY, 'snapshot', book(9, [['101', '2']], []));
      expect(stream.get()).toMatchObject({ status: 'ready', bids: [['101', '2']] });
    });

    it('notifies each listener once for many messages in one frame', () => {
      const { market, push, frames } = setup();
      const stream = market.orderBook('BTCUSDT', '0.01');
      const listenerA = jest.fn();
      const listenerB = jest.fn();
      stream.subscribe(listenerA);
      stream.subscribe(listenerB);
      push(BOOK_KEY, 'snapshot', book(1, [['100', '1']], []));
      for (let u = 2; u <= 50; u += 1) push(BOOK_KEY, 'delta', book(u, [['100', String(u)]], []));
      expect(listenerA).not.toHaveBeenCalled();
      expect(frames.pending()).toBe(1);
      frames.flush();
      expect(listenerA).toHaveBeenCalledTimes(1);
      expect(listenerB).toHaveBeenCalledTimes(1);
      expect(stream.get().bids).toEqual([['100', '50']]);
    });

    it('forgets the old data once the last listener leaves', () => {
      const { market, push, frames, subscribe } = setup();
      const stream = market.orderBook('BTCUSDT', '0.01');
      const off = stream.subscribe(jest.fn());
      push(BOOK_KEY, 'snapshot', book(7, [['100', '1']], [['101', '1']]));
      frames.flush();
      off();
      expect(stream.get()).toMatchObject({ status: 'empty', bids: [], asks: [], ts: 0 });
      stream.subscribe(jest.fn());
      expect(subscribe).toHaveBeenCalledTimes(2);
      expect(stream.get().status).toBe('empty');
    });

    it('needs a new snapshot after resubscribing, ignoring the old book', () => {
      const { market, push, frames, transport } = setup();
      const stream = market.orderBook('BTCUSDT', '0.01');
      const off = stream.subscribe(jest.fn());
      push(BOOK_KEY, 'snapshot', book(7, [['100', '1']], []));
      off();
      stream.subscribe(jest.fn());
      push(BOOK_KEY, 'delta', book(8, [['99', '1']], []));
      frames.flush();
      expect(stream.get().status).toBe('empty');
      expect(transport.resubscribe).toHaveBeenCalledWith(BOOK_KEY);
    });
  });

  describe('trades', () => {
    const KEY = `recently_trade.${RECENT_TRADES_LIMIT}.BTCUSDT`;

    it('keeps at most 100 trades of a snapshot', () => {
      const { market, push, frames } = setup();
      const stream = market.trades('BTCUSDT');
      stream.subscribe(jest.fn());
      push(
        KEY,
        'snapshot',
        Array.from({ length: 150 }, (_, i) => trade(150 - i)),
      );
      frames.flush();
      expect(stream.get().trades).toHaveLength(100);
      expect(stream.get().trades[0]?.execId).toBe('t150');
    });

    it('puts new trades first and keeps at most 100', () => {
      const { market, push, frames } = setup();
      const stream = market.trades('BTCUSDT');
      stream.subscribe(jest.fn());
      push(
        KEY,
        'snapshot',
        Array.from({ length: 100 }, (_, i) => trade(100 - i)),
      );
      push(KEY, 'delta', [trade(102), trade(101)], 5);
      frames.flush();
      const ids = stream.get().trades.map((t) => t.execId);
      expect(ids).toHaveLength(100);
      expect(ids.slice(0, 3)).toEqual(['t102', 't101', 't100']);
      expect(ids[ids.length - 1]).toBe('t3');
      expect(stream.get().ts).toBe(5);
    });

    it('replaces the trades on a new snapshot', () => {
      const { market, push, frames } = setup();
      const stream = market.trades('BTCUSDT');
      stream.subscribe(jest.fn());
      push(KEY, 'snapshot', [trade(1), trade(2)]);
      push(KEY, 'snapshot', [trade(9)]);
      frames.flush();
      expect(stream.get().trades.map((t) => t.execId)).toEqual(['t9']);
    });

    it('drops trades of the wrong shape', () => {
      const { market, push, frames } = setup();
      const stream = market.trades('BTCUSDT');
      stream.subscribe(jest.fn());
      push(KEY, 'snapshot', [trade(1)]);
      push(KEY, 'delta', [{ ...trade(2), side: 'buy' }]);
      frames.flush();
      expect(stream.get().trades.map((t) => t.execId)).toEqual(['t1']);
    });
  });

  describe('candles', () => {
    const KEY = 'candles.1.BTCUSDT';

    it('takes a newer candle and updates the current one', () => {
      const { market, push, frames } = setup();
      const stream = market.candles('BTCUSDT', '1');
      stream.subscribe(jest.fn());
      push(KEY, 'snapshot', candle(60_000, '1'));
      push(KEY, 'delta', candle(60_000, '1.5'));
      frames.flush();
      expect(stream.get().candle?.close).toBe('1.5');
      push(KEY, 'delta', candle(120_000, '1.7'));
      frames.flush();
      expect(stream.get().candle).toEqual(candle(120_000, '1.7'));
    });

    it('ignores a candle older than the current one', () => {
      const { market, push, frames } = setup();
      const stream = market.candles('BTCUSDT', '1');
      const listener = jest.fn();
      stream.subscribe(listener);
      push(KEY, 'snapshot', candle(120_000, '2'));
      frames.flush();
      listener.mockClear();
      push(KEY, 'delta', candle(60_000, '9'));
      frames.flush();
      expect(stream.get().candle).toEqual(candle(120_000, '2'));
      expect(listener).not.toHaveBeenCalled();
    });

    it('uses a key per interval', () => {
      const { market, subscribe } = setup();
      market.candles('BTCUSDT', '1D').subscribe(jest.fn());
      expect(subscribe.mock.calls[0]?.[0]).toBe('candles.1D.BTCUSDT');
    });
  });

  describe('ticker', () => {
    const KEY = 'instrument_info.BTCUSDT';
    const ticker = {
      symbol: 'BTCUSDT',
      lastPrice: '30000',
      prevPrice24h: '29000',
      highPrice24h: '31000',
      lowPrice24h: '28000',
      volume24h: '100',
      turnover24h: '3000000',
      bid1Price: '29999',
      ask1Price: '30001',
      price24hPcntE6: '-12345',
    } as Ticker;

    it('holds the latest ticker', () => {
      const { market, push, frames } = setup();
      const stream = market.ticker('BTCUSDT');
      stream.subscribe(jest.fn());
      push(KEY, 'snapshot', ticker, 42);
      frames.flush();
      expect(stream.get()).toEqual({ symbolName: 'BTCUSDT', ticker, ts: 42 });
    });

    it('drops a ticker with a number where a decimal string belongs', () => {
      const { market, push, frames } = setup();
      const stream = market.ticker('BTCUSDT');
      stream.subscribe(jest.fn());
      push(KEY, 'snapshot', { ...ticker, lastPrice: 30000 });
      frames.flush();
      expect(stream.get().ticker).toBeNull();
    });
  });

  it('looks symbols up in the current list', () => {
    const btc = { symbolName: 'BTCUSDT' } as SymbolInfo;
    const { market } = setup([btc]);
    expect(market.symbols()).toEqual([btc]);
    expect(market.symbol('BTCUSDT')).toBe(btc);
    expect(market.symbol('ETHUSDT')).toBeUndefined();
  });
});

describe('warmMarketStreams', () => {
  it('holds the ticker, trades and the default-step book until the time is up, then lets go', () => {
    const btc = makeSymbol('BTC', 'USDT', { pricePrecision: 2, digitMerge: '0.01,0.1,1' });
    const { market, handlers, unsubscribed } = setup([btc]);
    let release: (() => void) | undefined;
    warmMarketStreams(market, 'BTCUSDT', 10_000, (callback) => {
      release = callback;
    });
    expect([...handlers.keys()].sort()).toEqual([
      'instrument_info.BTCUSDT',
      'orderBook.40.0.01.BTCUSDT',
      'recently_trade.100.BTCUSDT',
    ]);
    // A remote subscribing meanwhile shares the server subscription.
    const off = market.orderBook('BTCUSDT', '0.01').subscribe(jest.fn());
    release?.();
    expect(unsubscribed.sort()).toEqual(['instrument_info.BTCUSDT', 'recently_trade.100.BTCUSDT']);
    expect(handlers.has('orderBook.40.0.01.BTCUSDT')).toBe(true);
    off();
  });

  it('warms the book at the step the order book opens at, and nothing for an unknown symbol', () => {
    // No step matches precision 3: the book opens at the last one (the contract's rule), and
    // the warm subscription is that one, not none.
    const odd = makeSymbol('ODD', 'USDT', { pricePrecision: 3, digitMerge: '0.01,0.1' });
    const { market, handlers } = setup([odd]);
    warmMarketStreams(market, 'ODDUSDT', 1, () => undefined);
    expect([...handlers.keys()].filter((k) => k.startsWith('orderBook'))).toEqual([
      'orderBook.40.0.1.ODDUSDT',
    ]);
    warmMarketStreams(market, 'NOPEUSDT', 1, () => undefined);
    expect(handlers.size).toBe(3);
  });
});

describe('newestFirst', () => {
  it('puts the incoming before the kept and keeps the newest limit', () => {
    expect(newestFirst([3, 2], [1, 0], 10)).toEqual([3, 2, 1, 0]);
    expect(newestFirst([5, 4, 3], [2, 1, 0], 4)).toEqual([5, 4, 3, 2]);
    expect(newestFirst([9, 8, 7], [1], 2)).toEqual([9, 8]);
    expect(newestFirst([], [1, 0], 1)).toEqual([1]);
    expect(newestFirst([], [], 5)).toEqual([]);
  });

  it('makes a new array, leaving both inputs as they were', () => {
    const incoming = [2];
    const kept = [1, 0];
    const out = newestFirst(incoming, kept, 3);
    expect(out).not.toBe(kept);
    expect(incoming).toEqual([2]);
    expect(kept).toEqual([1, 0]);
  });
});
