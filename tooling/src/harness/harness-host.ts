import i18next from 'i18next';
import {
  CONTRACT_VERSION,
  ENDPOINTS,
  ORDER_BOOK_LIMIT,
  RECENT_TRADES_LIMIT,
  RESTRICTIVE_COMPLIANCE,
  LOGGED_OUT_ROLES,
  applyBookMessage,
  createBus,
  createFrameSignal,
  isPublicTopic,
  isRealtimeTopic,
  isTopicData,
  isTopicPayload,
  parseServerMessage,
  readEnvelope,
  topicKey,
  type BookLevels,
  type CandleData,
  type OrderBookSnapshot,
  type RecentTrade,
  type Ticker,
  type HostApi,
  type MarketStream,
  type PublicTopicParams,
  type Session,
  type SymbolInfo,
} from '@spot/contracts';

/**
 * A small host for running one remote alone (`npm run dev -w <remote>`), against the sim on
 * 127.0.0.1:8090. One socket without reconnection, local prefs, console toasts: enough to
 * develop a slot, not the product's host (which lives in host-shell).
 */
export async function createHarnessHost(simUrl = 'http://127.0.0.1:8090'): Promise<HostApi> {
  const socket = new WebSocket(`${simUrl.replace(/^http/, 'ws')}/realtime_w`);
  const handlers = new Map<string, Set<(data: unknown, type: 'snapshot' | 'delta') => void>>();
  const pending: string[] = [];
  let state: 'connecting' | 'live' | 'reconnecting' = 'connecting';
  const stateListeners = new Set<(s: typeof state) => void>();
  socket.onopen = () => {
    state = 'live';
    for (const frame of pending.splice(0)) socket.send(frame);
    stateListeners.forEach((l) => l(state));
  };
  socket.onclose = () => {
    state = 'reconnecting';
    stateListeners.forEach((l) => l(state));
  };
  socket.onmessage = (event) => {
    const message = parseServerMessage(String(event.data));
    if (message && !('op' in message))
      handlers.get(message.key)?.forEach((h) => h(message.data, message.type));
  };
  let nextId = 1;
  const send = (frame: object): void => {
    const text = JSON.stringify({ ...frame, id: String(nextId++) });
    if (socket.readyState === WebSocket.OPEN) socket.send(text);
    else pending.push(text);
  };
  const subscribe = (
    topic: string,
    params: Readonly<Record<string, unknown>>,
    handler: (d: unknown, t: 'snapshot' | 'delta') => void,
  ) => {
    const key = isPublicTopic(topic)
      ? topicKey(topic, params as PublicTopicParams[typeof topic])
      : topic;
    const set = handlers.get(key) ?? new Set();
    if (set.size === 0) send({ op: 'subscribe', topic, params });
    set.add(handler);
    handlers.set(key, set);
    return () => {
      set.delete(handler);
      if (set.size === 0) send({ op: 'unsubscribe', topic, params });
    };
  };

  function stream<T>(
    initial: T,
    open: (set: (v: T) => void, get: () => T) => () => void,
  ): MarketStream<T> {
    let value = initial;
    const signal = createFrameSignal();
    let close: (() => void) | null = null;
    return {
      get: () => value,
      subscribe(listener) {
        const off = signal.subscribe(listener);
        close ??= open(
          (v) => {
            value = v;
            signal.notify();
          },
          () => value,
        );
        return () => {
          off();
          if (signal.listenerCount() === 0) {
            close?.();
            close = null;
            value = initial;
          }
        };
      },
    };
  }

  const call: HostApi['api']['call'] = async (name, request) => {
    const def = ENDPOINTS[name];
    const query =
      def.method === 'GET'
        ? `?${new URLSearchParams(request as Record<string, string>).toString()}`
        : '';
    try {
      const response = await fetch(simUrl + def.path + query, {
        method: def.method,
        credentials: 'include',
        ...(def.method === 'POST'
          ? { body: JSON.stringify(request), headers: { 'Content-Type': 'application/json' } }
          : {}),
      });
      const envelope = readEnvelope(def.envelope, await response.json());
      if (!envelope)
        return { ok: false, kind: 'http', code: response.status, message: 'no envelope' };
      if (envelope.code !== 0)
        return { ok: false, kind: 'business', code: envelope.code, message: envelope.message };
      return { ok: true, result: envelope.result as never };
    } catch (error) {
      return { ok: false, kind: 'network', message: String(error) };
    }
  };

  const symbolsReply = await call('symbols', {});
  const symbols: readonly SymbolInfo[] = symbolsReply.ok ? symbolsReply.result : [];
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  const session: Session = {
    isLogin: false,
    userState: null,
    user: null,
    roles: LOGGED_OUT_ROLES,
    compliance: RESTRICTIVE_COMPLIANCE,
  };
  const prefs = new Map<string, unknown>();
  const page = { visible: true, online: true, widthClass: 'desktop' as const };
  // One object: a Subscribable's `get` must return the same snapshot until it changes.
  const account = { balances: [], openOrders: [], updatedAt: 0 };

  return {
    contractVersion: CONTRACT_VERSION,
    bus: createBus((error, event) => console.error(`[harness bus] ${event}`, error)),
    session: { get: () => session, subscribe: () => () => undefined },
    market: {
      symbols: () => symbols,
      symbol: (name) => symbols.find((s) => s.symbolName === name),
      orderBook: (symbolName, step) =>
        stream<OrderBookSnapshot>(
          { symbolName, step, bids: [], asks: [], status: 'empty', ts: 0 },
          (set) => {
            let book: BookLevels | null = null;
            return subscribe(
              'orderBook',
              { limit: ORDER_BOOK_LIMIT, dumpScale: step, symbol: symbolName },
              (data, type) => {
                if (!isTopicData('orderBook', data)) return;
                const result = applyBookMessage(book, type, data, ORDER_BOOK_LIMIT);
                if (!result.ok) return;
                book = result.book;
                set({
                  symbolName,
                  step,
                  bids: book.bids,
                  asks: book.asks,
                  status: 'ready',
                  ts: Date.now(),
                });
              },
            );
          },
        ),
      trades: (symbolName) =>
        stream({ symbolName, trades: [] as RecentTrade[], ts: 0 }, (set, get) =>
          subscribe(
            'recently_trade',
            { limit: RECENT_TRADES_LIMIT, symbol: symbolName },
            (data, type) => {
              if (!isTopicData('recently_trade', data)) return;
              const trades = type === 'snapshot' ? [...data] : [...data, ...get().trades];
              set({ symbolName, trades: trades.slice(0, RECENT_TRADES_LIMIT), ts: Date.now() });
            },
          ),
        ),
      ticker: (symbolName) =>
        stream({ symbolName, ticker: null as Ticker | null, ts: 0 }, (set) =>
          subscribe('instrument_info', { symbol: symbolName }, (data) => {
            if (isTopicData('instrument_info', data))
              set({ symbolName, ticker: data, ts: Date.now() });
          }),
        ),
      candles: (symbolName, interval) =>
        stream({ symbolName, interval, candle: null as CandleData | null, ts: 0 }, (set) =>
          subscribe('candles', { interval, symbol: symbolName }, (data) => {
            if (isTopicData('candles', data))
              set({ symbolName, interval, candle: data, ts: Date.now() });
          }),
        ),
    },
    account: {
      get: () => account,
      subscribe: () => () => undefined,
      refresh: async () => undefined,
    },
    realtime: {
      // As the host: a topic outside the contract is refused, a payload of the wrong shape
      // for its topic is dropped.
      subscribe(topic, params, onMessage) {
        if (!isRealtimeTopic(topic)) {
          console.error(`[harness] refused a subscription to the unknown topic "${String(topic)}"`);
          return () => undefined;
        }
        return subscribe(topic, params, (data, type) => {
          if (isTopicPayload(topic, data)) onMessage(data, type);
          else console.warn(`[harness] dropped a ${topic} payload of the wrong shape`);
        });
      },
      state: () => state,
      onState: (listener) => {
        stateListeners.add(listener);
        return () => stateListeners.delete(listener);
      },
    },
    api: { call },
    prefs: {
      get: <T>(key: string) => prefs.get(key) as T | undefined,
      set: (key, value) => void prefs.set(key, value),
      subscribe: () => () => undefined,
    },
    i18n: {
      instance: i18n,
      async loadNamespace(ns, baseUrl) {
        const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/locales/en/${ns}.json`).catch(
          () => null,
        );
        const resources: unknown = response?.ok ? await response.json() : {};
        i18n.addResourceBundle('en', ns, resources as object, true, true);
      },
    },
    ui: {
      toast: (request) => console.info('[harness toast]', request),
      confirm: async (request) => window.confirm(`${request.title}\n${request.body}`),
    },
    page: {
      get: () => page,
      subscribe: () => () => undefined,
      navigate: (path) => console.info('[harness navigate]', path),
      reload: () => location.reload(),
    },
  };
}
