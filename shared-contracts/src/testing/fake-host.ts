import { outsidePageUrl } from '../helpers/outside-url';
import i18next, { type i18n as I18nInstance } from 'i18next';
import type { ApiResult } from '../api/envelope';
import type { EndpointName } from '../api/endpoints';
import { isEndpointResult } from '../api/reply-guards';
import { createBus, type BusEventName, type BusEvents } from '../bus/bus';
import type { SymbolInfo } from '../domain/symbol';
import type {
  AccountSnapshot,
  CandlesSnapshot,
  ConfirmRequest,
  HostApi,
  HostPrefs,
  MarketStream,
  OrderBookSnapshot,
  PageState,
  Subscribable,
  TickerSnapshot,
  ToastRequest,
  TradesSnapshot,
} from '../remote';
import type { Session } from '../session';
import { isRealtimeTopic, isTopicPayload } from '../wire/realtime-topics';
import type { CandleInterval } from '../wire/topics';
import type { ConnectionState } from '../wire/protocol';
import { makeSession, makeSymbol, makeTicker } from './builders';
import type { DecimalString } from '../domain/decimal-string';

/**
 * A `HostApi` double for unit and component tests (no React, no DOM): every part is in memory
 * and driven by the test. Market streams change only when the test sets them and deliver on
 * `frame()`, as the host does once per animation frame; the session, page, account, connection
 * state and prefs notify at once; api calls, toasts, confirms, navigations and bus events are
 * recorded.
 */

/** A value the test sets, with listeners told at once. */
export interface FakeSubscribable<T> extends Subscribable<T> {
  set(value: T): void;
}

export function fakeSubscribable<T>(initial: T): FakeSubscribable<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

/** A market stream whose value the test sets; listeners run only on the fake's `frame()`. */
export interface FakeStream<T> extends MarketStream<T> {
  set(value: T): void;
  /** How many listeners are subscribed now. */
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

/** `HostPrefs` in memory; `values` holds what was set. */
export function memoryPrefs(
  initial: Readonly<Record<string, unknown>> = {},
): HostPrefs & { readonly values: Map<string, unknown> } {
  const values = new Map<string, unknown>(Object.entries(initial));
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  return {
    values,
    get: <T>(key: string) => values.get(key) as T | undefined,
    set(key, value) {
      values.set(key, value);
      for (const listener of [...(listeners.get(key) ?? [])]) listener(value);
    },
    subscribe<T>(key: string, listener: (value: T | undefined) => void) {
      const set = listeners.get(key) ?? new Set();
      const untyped = listener as (value: unknown) => void;
      set.add(untyped);
      listeners.set(key, set);
      return () => set.delete(untyped);
    },
  };
}

/** A `Storage` held in memory, fresh per call. */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

type CallOptions = { readonly timeoutMs?: number };
type Reply = ApiResult<unknown> | Promise<ApiResult<unknown>>;

/** Answers one endpoint. */
export type FakeHandler = (request: unknown, options?: CallOptions) => Reply;

/** Answers any endpoint. */
export type FakeAnswer = (name: EndpointName, request: unknown, options?: CallOptions) => Reply;

export interface FakeCall {
  readonly name: EndpointName;
  readonly request: unknown;
  readonly options?: CallOptions;
}

export interface FakeRealtimeSubscription {
  readonly topic: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly handler: (data: unknown, type: 'snapshot' | 'delta') => void;
}

export interface FakeHostOptions {
  /** Logged out (`makeSession()`) unless given. */
  readonly session?: Session;
  /** `[makeSymbol()]` (BTCUSDT) unless given. */
  readonly symbols?: readonly SymbolInfo[];
  /** In-memory prefs (`memoryPrefs()`) unless given. */
  readonly prefs?: HostPrefs;
  /** A blank English i18next instance unless given. */
  readonly i18n?: I18nInstance;
  /** Resolves at once unless given. */
  readonly loadNamespace?: (ns: string, baseUrl: string) => Promise<void>;
  /** Answers by endpoint name; also reachable (and replaceable) as `fake.handlers`. */
  readonly handlers?: Partial<Record<EndpointName, FakeHandler>>;
  /** Answers the endpoints without a handler; an http error naming the endpoint unless given. */
  readonly answer?: FakeAnswer;
  /**
   * The main site's origin behind `page.outsideUrl` (`https://www.example.com` unless given);
   * `null` plays a host before contract 1.1.0, without `outsideUrl`.
   */
  readonly mainSite?: string | null;
}

const noHandler: FakeAnswer = (name) => ({
  ok: false,
  kind: 'http',
  message: `no handler for ${name}`,
});

export function createFakeHost(options: FakeHostOptions = {}) {
  const symbols = options.symbols ?? [makeSymbol()];
  const session = fakeSubscribable<Session>(options.session ?? makeSession());
  const page = fakeSubscribable<PageState>({ visible: true, online: true, widthClass: 'desktop' });
  const mainSite = options.mainSite === undefined ? 'https://www.example.com' : options.mainSite;
  const account = fakeSubscribable<AccountSnapshot>({
    balances: [],
    openOrders: [],
    updatedAt: 0,
  });
  const connection = fakeSubscribable<ConnectionState>('live');
  const prefs = options.prefs ?? memoryPrefs();

  const frames = new Set<() => void>();
  const streams = new Map<string, FakeStream<unknown>>();
  const stream = <T>(key: string, initial: () => T): FakeStream<T> => {
    let found = streams.get(key) as FakeStream<T> | undefined;
    if (!found) {
      found = fakeStream(initial(), frames);
      streams.set(key, found as FakeStream<unknown>);
    }
    return found;
  };
  const book = (symbolName: string, step: string) =>
    stream<OrderBookSnapshot>(`book/${symbolName}/${step}`, () => ({
      symbolName,
      step,
      bids: [],
      asks: [],
      status: 'empty',
      ts: 0,
    }));
  const trades = (symbolName: string) =>
    stream<TradesSnapshot>(`trades/${symbolName}`, () => ({ symbolName, trades: [], ts: 0 }));
  const ticker = (symbolName: string) =>
    stream<TickerSnapshot>(`ticker/${symbolName}`, () => ({ symbolName, ticker: null, ts: 0 }));
  const candles = (symbolName: string, interval: CandleInterval) =>
    stream<CandlesSnapshot>(`candles/${symbolName}/${interval}`, () => ({
      symbolName,
      interval,
      candle: null,
      ts: 0,
    }));

  const realtimeSubscriptions: FakeRealtimeSubscription[] = [];
  const calls: FakeCall[] = [];
  const handlers: Partial<Record<EndpointName, FakeHandler>> = { ...options.handlers };
  const control = { answer: options.answer ?? noHandler, confirmAnswer: true };
  const toasts: ToastRequest[] = [];
  const confirms: ConfirmRequest[] = [];
  const navigations: string[] = [];
  const events: { name: BusEventName; payload: unknown }[] = [];
  const counts = { reloads: 0, refreshes: 0, droppedPayloads: 0 };

  const bus = createBus((error) => {
    throw error;
  });
  const recordingBus: typeof bus = {
    on: bus.on,
    emit(name, payload) {
      events.push({ name, payload });
      bus.emit(name, payload);
    },
  };

  let i18n = options.i18n;
  if (!i18n) {
    i18n = i18next.createInstance();
    void i18n.init({ lng: 'en', resources: {} });
  }

  const host: HostApi = {
    contractVersion: '1.0.0',
    bus: recordingBus,
    session: { get: session.get, subscribe: session.subscribe },
    market: {
      symbols: () => symbols,
      symbol: (name) => symbols.find((s) => s.symbolName === name),
      orderBook: book,
      trades,
      ticker,
      candles,
    },
    account: {
      get: account.get,
      subscribe: account.subscribe,
      refresh: async () => {
        counts.refreshes += 1;
      },
    },
    realtime: {
      subscribe(topic, params, handler) {
        const subscription: FakeRealtimeSubscription = {
          topic,
          params,
          // Payloads are checked in `push` as the host checks them.
          handler: handler as FakeRealtimeSubscription['handler'],
        };
        realtimeSubscriptions.push(subscription);
        return () => {
          const at = realtimeSubscriptions.indexOf(subscription);
          if (at >= 0) realtimeSubscriptions.splice(at, 1);
        };
      },
      state: connection.get,
      onState: connection.subscribe,
    },
    api: {
      call: (async (name: EndpointName, request: unknown, callOptions?: FakeCall['options']) => {
        calls.push({ name, request, ...(callOptions ? { options: callOptions } : {}) });
        const handler = handlers[name];
        const reply = await (handler
          ? handler(request, callOptions)
          : control.answer(name, request, callOptions));
        // As the host's client: a result of the wrong shape for its endpoint is refused.
        if (reply.ok && !isEndpointResult(name, reply.result)) {
          return {
            ok: false,
            kind: 'http',
            code: 200,
            message: `${name}: reply of the wrong shape`,
          };
        }
        return reply;
      }) as HostApi['api']['call'],
    },
    prefs,
    i18n: {
      instance: i18n,
      loadNamespace: options.loadNamespace ?? (async () => undefined),
    },
    ui: {
      toast: (request) => void toasts.push(request),
      confirm: async (request) => {
        confirms.push(request);
        return control.confirmAnswer;
      },
    },
    page: {
      get: page.get,
      subscribe: page.subscribe,
      navigate: (path) => void navigations.push(path),
      reload: () => {
        counts.reloads += 1;
      },
      ...(mainSite === null
        ? {}
        : {
            outsideUrl: (path: string, query?: Readonly<Record<string, string>>) =>
              outsidePageUrl(mainSite, path, query) ?? `${mainSite}/`,
          }),
    },
  };

  return {
    host,
    i18n,
    prefs,
    /** Per-endpoint answers; set one to change what that endpoint answers. */
    handlers,
    /** `answer` for endpoints without a handler; `confirmAnswer` for `ui.confirm`. */
    control,
    calls,
    callsOf: (name: EndpointName) => calls.filter((c) => c.name === name),
    toasts,
    confirms,
    navigations,
    /** Every bus event emitted through `host.bus`, in order. */
    events,
    eventsOf: <E extends BusEventName>(name: E): BusEvents[E][] =>
      events.filter((e) => e.name === name).map((e) => e.payload as BusEvents[E]),
    /** How often `account.refresh()` and `page.reload()` were called. */
    counts,
    setSession: session.set,
    setPage: (next: Partial<PageState>) => page.set({ ...page.get(), ...next }),
    setWidthClass: (widthClass: PageState['widthClass']) => page.set({ ...page.get(), widthClass }),
    setAccount: (next: Partial<AccountSnapshot>) => account.set({ ...account.get(), ...next }),
    setOpenOrders: (openOrders: AccountSnapshot['openOrders']) =>
      account.set({ ...account.get(), openOrders }),
    setConnection: connection.set,
    book,
    trades,
    ticker,
    candles,
    /** Runs every market-stream listener once, as the host does on an animation frame. */
    frame() {
      for (const run of [...frames]) run();
    },
    /** A ticker with this last price for the symbol, delivered as on the next frame. */
    setLastPrice(symbolName: string, lastPrice: DecimalString) {
      ticker(symbolName).set({ symbolName, ticker: makeTicker(symbolName, { lastPrice }), ts: 1 });
      for (const run of [...frames]) run();
    },
    /** The live list of realtime subscriptions (topics without a host stream). */
    realtimeSubscriptions,
    subscribed: (topic: string) => realtimeSubscriptions.some((s) => s.topic === topic),
    /**
     * Delivers a message to every subscriber of `topic`, as the host does: a payload of the
     * wrong shape for its topic is dropped (and counted in `droppedPayloads`).
     */
    push(topic: string, data: unknown, type: 'snapshot' | 'delta' = 'delta') {
      if (!isRealtimeTopic(topic) || !isTopicPayload(topic, data)) {
        counts.droppedPayloads += 1;
        return;
      }
      for (const s of realtimeSubscriptions.filter((sub) => sub.topic === topic)) {
        s.handler(data, type);
      }
    },
  };
}

export type FakeHost = ReturnType<typeof createFakeHost>;

/** Resolves pending promises and the microtasks after them, then one macrotask. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
