import {
  ORDER_BOOK_LIMIT,
  RECENT_TRADES_LIMIT,
  applyBookMessage,
  defaultMergeStep,
  createFrameSignal,
  isTopicData,
  topicKey,
  type BookLevels,
  type CandleInterval,
  type CandlesSnapshot,
  type DataMessage,
  type DecimalString,
  type FrameScheduler,
  type HostMarket,
  type MarketStream,
  type OrderBookSnapshot,
  type PublicTopic,
  type PublicTopicParams,
  type PublicTopicData as AllTopicData,
  type SymbolInfo,
  type TickerSnapshot,
  type TradesSnapshot,
} from '@spot/contracts';
import type { DataHandler } from '../realtime/realtime-client';

/** What the streams need of the realtime client. */
export interface StreamTransport {
  subscribe(
    key: string,
    topic: string,
    params: Readonly<Record<string, unknown>>,
    handler: DataHandler,
  ): () => void;
  resubscribe(key: string): void;
}

interface StreamCore<T> extends MarketStream<T> {
  set(value: T): void;
}

/**
 * A stream that holds the server subscription only while someone listens, and tells its
 * listeners at most once per frame. Without listeners it forgets its data, so a later reader
 * never sees an old symbol's state.
 */
function createStream<T>(
  initial: T,
  schedule: FrameScheduler,
  open: (core: StreamCore<T>) => () => void,
): MarketStream<T> {
  let value = initial;
  let close: (() => void) | null = null;
  const signal = createFrameSignal(schedule);
  const core: StreamCore<T> = {
    get: () => value,
    set(next) {
      value = next;
      signal.notify();
    },
    subscribe: (listener) => signal.subscribe(listener),
  };
  return {
    get: () => value,
    subscribe(listener) {
      const off = signal.subscribe(listener);
      if (!close) close = open(core);
      return () => {
        off();
        if (signal.listenerCount() === 0 && close) {
          close();
          close = null;
          value = initial;
        }
      };
    },
  };
}

function guarded<T extends PublicTopic>(
  topic: T,
  onData: (message: DataMessage<PublicTopicData<T>>) => void,
  onBad?: () => void,
): DataHandler {
  return (message) => {
    if (!isTopicData(topic, message.data)) {
      console.warn(`[market] dropped a ${topic} payload of the wrong shape`);
      onBad?.();
      return;
    }
    onData(message as DataMessage<PublicTopicData<T>>);
  };
}

type PublicTopicData<T extends PublicTopic> = AllTopicData[T];

export interface MarketStreamsOptions {
  readonly transport: StreamTransport;
  readonly symbols: () => readonly SymbolInfo[];
  readonly schedule?: FrameScheduler;
}

/**
 * The newest `limit` trades: `incoming` (newest first) before `kept`, in one array of the
 * final length. A trade message comes many times a second; spreading both into an array and
 * cutting it made two arrays and an iterator per message.
 */
export function newestFirst<T>(incoming: readonly T[], kept: readonly T[], limit: number): T[] {
  const count = Math.min(limit, incoming.length + kept.length);
  const out = new Array<T>(count);
  for (let i = 0; i < count; i += 1) {
    out[i] = (i < incoming.length ? incoming[i] : kept[i - incoming.length]) as T;
  }
  return out;
}

/** `HostApi.market` (DESIGN §5): the host turns the wire into the streams remotes draw. */
export function createMarketStreams(options: MarketStreamsOptions): HostMarket {
  const { transport } = options;
  const schedule = options.schedule ?? ((cb) => requestAnimationFrame(() => cb()));
  const cache = new Map<string, MarketStream<unknown>>();

  const cached = <T>(key: string, make: () => MarketStream<T>): MarketStream<T> => {
    let stream = cache.get(key) as MarketStream<T> | undefined;
    if (!stream) {
      stream = make();
      cache.set(key, stream as MarketStream<unknown>);
    }
    return stream;
  };

  const listen = <T extends PublicTopic>(
    topic: T,
    params: PublicTopicParams[T],
    onData: (message: DataMessage<PublicTopicData<T>>) => void,
    onBad?: () => void,
  ): (() => void) =>
    transport.subscribe(topicKey(topic, params), topic, params, guarded(topic, onData, onBad));

  return {
    symbols: () => options.symbols(),
    symbol: (name) => options.symbols().find((s) => s.symbolName === name),

    orderBook(symbolName: string, step: DecimalString): MarketStream<OrderBookSnapshot> {
      const params = { limit: ORDER_BOOK_LIMIT, dumpScale: step, symbol: symbolName };
      const key = topicKey('orderBook', params);
      const empty: OrderBookSnapshot = {
        symbolName,
        step,
        bids: [],
        asks: [],
        status: 'empty',
        ts: 0,
      };
      return cached(key, () =>
        createStream(empty, schedule, (core) => {
          let book: BookLevels | null = null;
          // A gap, a delta before any snapshot or an unreadable frame: drop the book and ask
          // for a fresh snapshot (an update may have been lost).
          const resync = (): void => {
            book = null;
            core.set(empty);
            transport.resubscribe(key);
          };
          return listen(
            'orderBook',
            params,
            (message) => {
              const result = applyBookMessage(book, message.type, message.data, ORDER_BOOK_LIMIT);
              if (!result.ok) {
                resync();
                return;
              }
              book = result.book;
              core.set({
                symbolName,
                step,
                bids: book.bids,
                asks: book.asks,
                status: 'ready',
                ts: message.ts,
              });
            },
            resync,
          );
        }),
      );
    },

    trades(symbolName: string): MarketStream<TradesSnapshot> {
      const params = { limit: RECENT_TRADES_LIMIT, symbol: symbolName };
      const empty: TradesSnapshot = { symbolName, trades: [], ts: 0 };
      return cached(topicKey('recently_trade', params), () =>
        createStream(empty, schedule, (core) =>
          listen('recently_trade', params, (message) => {
            const incoming = message.data;
            const trades =
              message.type === 'snapshot'
                ? incoming.slice(0, RECENT_TRADES_LIMIT)
                : newestFirst(incoming, core.get().trades, RECENT_TRADES_LIMIT);
            core.set({ symbolName, trades, ts: message.ts });
          }),
        ),
      );
    },

    ticker(symbolName: string): MarketStream<TickerSnapshot> {
      const params = { symbol: symbolName };
      const empty: TickerSnapshot = { symbolName, ticker: null, ts: 0 };
      return cached(topicKey('instrument_info', params), () =>
        createStream(empty, schedule, (core) =>
          listen('instrument_info', params, (message) => {
            core.set({ symbolName, ticker: message.data, ts: message.ts });
          }),
        ),
      );
    },

    candles(symbolName: string, interval: CandleInterval): MarketStream<CandlesSnapshot> {
      const params = { interval, symbol: symbolName };
      const empty: CandlesSnapshot = { symbolName, interval, candle: null, ts: 0 };
      return cached(topicKey('candles', params), () =>
        createStream(empty, schedule, (core) =>
          listen('candles', params, (message) => {
            const previous = core.get().candle;
            if (previous && message.data.start < previous.start) return;
            core.set({ symbolName, interval, candle: message.data, ts: message.ts });
          }),
        ),
      );
    },
  };
}

/**
 * Subscribes the streams a symbol's page is about to draw (ticker, trades, and the book at
 * the step of the symbol's price precision, the order book's default) and lets them go after
 * `holdMs`, so their snapshots are already here when the remotes mount. A remote that takes
 * another step subscribes its own; nothing is shown from the warm subscriptions themselves.
 */
export function warmMarketStreams(
  market: HostMarket,
  symbolName: string,
  holdMs: number,
  setTimer: (callback: () => void, ms: number) => unknown = (cb, ms) => setTimeout(cb, ms),
): void {
  const info = market.symbol(symbolName);
  if (!info) return;
  const noop = (): void => undefined;
  const offs = [
    market.ticker(symbolName).subscribe(noop),
    market.trades(symbolName).subscribe(noop),
  ];
  // The step the order book opens at (before a saved choice), from the contract's one rule.
  const step = defaultMergeStep(info);
  if (step !== null) {
    offs.push(market.orderBook(symbolName, step).subscribe(noop));
  }
  setTimer(() => {
    for (const off of offs) off();
  }, holdMs);
}
