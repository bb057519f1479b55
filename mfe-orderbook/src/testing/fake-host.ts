import i18next from 'i18next';
import {
  createBus,
  type AccountSnapshot,
  type ConnectionState,
  type HostApi,
  type MarketStream,
  type OrderBookSnapshot,
  type PageState,
  type SymbolInfo,
  type TickerSnapshot,
  type TradesSnapshot,
} from '@spot/contracts';

/** A stream whose value the test sets; listeners run only when the test calls `frame()`. */
export interface FakeStream<T> extends MarketStream<T> {
  set(value: T): void;
  listeners(): number;
}

function fakeStream<T>(initial: T, frames: Set<() => void>): FakeStream<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
    },
    subscribe(listener) {
      listeners.add(listener);
      const run = (): void => listener();
      frames.add(run);
      return () => {
        listeners.delete(listener);
        frames.delete(run);
      };
    },
    listeners: () => listeners.size,
  };
}

function subscribable<T>(initial: T) {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    subscribe(listener: (value: T) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: T) {
      value = next;
      for (const l of listeners) l(next);
    },
  };
}

export const BTC: SymbolInfo = {
  symbolId: 'BTCUSDT',
  symbolName: 'BTCUSDT',
  baseTokenId: 'BTC',
  quoteTokenId: 'USDT',
  baseTokenName: 'BTC',
  quoteTokenName: 'USDT',
  pricePrecision: 2,
  quantityPrecision: 4,
  amountPrecision: 8,
  minPricePrecision: '0.01',
  minTradeQuantity: '0.0001',
  maxTradeQuantity: '100',
  minTradeAmount: '1',
  maxTradeAmount: '1000000',
  tradeStatus: 1,
  isBanBuy: false,
  isBanSell: false,
  noticeVisible: false,
  onlineTime: 0,
  ltDirection: '',
  quoteTokenLeverageRatio: '10',
  digitMerge: '0.01,0.1,1,10',
  mark: '',
};

/**
 * A HostApi for component tests: streams set by the test and delivered on `frame()` (the
 * animation frame), a real bus, connection state, width class, prefs and account the test drives.
 */
export function createFakeHost(symbols: readonly SymbolInfo[] = [BTC]) {
  const frames = new Set<() => void>();
  const books = new Map<string, FakeStream<OrderBookSnapshot>>();
  const trades = new Map<string, FakeStream<TradesSnapshot>>();
  const tickers = new Map<string, FakeStream<TickerSnapshot>>();
  const connection = subscribable<ConnectionState>('live');
  const page = subscribable<PageState>({ visible: true, online: true, widthClass: 'desktop' });
  const account = subscribable<AccountSnapshot>({ balances: [], openOrders: [], updatedAt: 0 });
  const prefs = new Map<string, unknown>();
  const prefListeners = new Map<string, Set<(value: unknown) => void>>();
  const instance = i18next.createInstance();
  void instance.init({ lng: 'en', resources: {} });
  const bus = createBus((error) => {
    throw error;
  });

  const book = (symbolName: string, step: string): FakeStream<OrderBookSnapshot> => {
    const key = `${symbolName}/${step}`;
    let stream = books.get(key);
    if (!stream) {
      stream = fakeStream<OrderBookSnapshot>(
        { symbolName, step, bids: [], asks: [], status: 'empty', ts: 0 },
        frames,
      );
      books.set(key, stream);
    }
    return stream;
  };
  const tradeStream = (symbolName: string): FakeStream<TradesSnapshot> => {
    let stream = trades.get(symbolName);
    if (!stream) {
      stream = fakeStream<TradesSnapshot>({ symbolName, trades: [], ts: 0 }, frames);
      trades.set(symbolName, stream);
    }
    return stream;
  };
  const tickerStream = (symbolName: string): FakeStream<TickerSnapshot> => {
    let stream = tickers.get(symbolName);
    if (!stream) {
      stream = fakeStream<TickerSnapshot>({ symbolName, ticker: null, ts: 0 }, frames);
      tickers.set(symbolName, stream);
    }
    return stream;
  };

  const host = {
    contractVersion: '1.0.0',
    bus,
    session: subscribable({}),
    market: {
      symbols: () => symbols,
      symbol: (name: string) => symbols.find((s) => s.symbolName === name),
      orderBook: book,
      trades: tradeStream,
      ticker: tickerStream,
      candles: () => {
        throw new Error('no candles in these tests');
      },
    },
    account: { ...account, refresh: async () => undefined },
    realtime: {
      subscribe: () => () => undefined,
      state: connection.get,
      onState: connection.subscribe,
    },
    api: { call: async () => ({ ok: false, kind: 'network', message: 'offline' }) },
    prefs: {
      get: (key: string) => prefs.get(key),
      set(key: string, value: unknown) {
        prefs.set(key, value);
        for (const l of prefListeners.get(key) ?? []) l(value);
      },
      subscribe(key: string, listener: (value: unknown) => void) {
        const set = prefListeners.get(key) ?? new Set();
        set.add(listener);
        prefListeners.set(key, set);
        return () => set.delete(listener);
      },
    },
    i18n: { instance, loadNamespace: async () => undefined },
    ui: { toast: () => undefined, confirm: async () => false },
    page: { ...page, navigate: () => undefined, reload: () => undefined },
  } as unknown as HostApi;

  return {
    host,
    book,
    trades: tradeStream,
    ticker: tickerStream,
    /** Runs every stream listener once, as the host does on an animation frame. */
    frame: () => {
      for (const run of [...frames]) run();
    },
    setConnection: connection.set,
    setWidthClass: (widthClass: PageState['widthClass']) => page.set({ ...page.get(), widthClass }),
    setOpenOrders: (openOrders: AccountSnapshot['openOrders']) =>
      account.set({ ...account.get(), openOrders }),
    prefs,
  };
}
