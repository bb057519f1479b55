import {
  LOGGED_OUT_ROLES,
  createBus,
  type AccountInfo,
  type ApiResult,
  type BusEventName,
  type BusEvents,
  type HostApi,
  type Order,
  type Roles,
  type Session,
  type SymbolInfo,
  type TickerSnapshot,
  type ToastRequest,
} from '@spot/contracts';
import i18next from 'i18next';
import en from '../../locales/en/order-entry.json';
import { NORMAL_ACCOUNT, symbolOf } from './fixtures';

/** An i18next instance with this app's English texts, as the host would have loaded them. */
export function testI18n() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    resources: { en: { 'order-entry': en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

type CallHandler = (
  request: unknown,
  options?: { timeoutMs?: number },
) => Promise<ApiResult<unknown>>;

export const COMPLIANCE = {
  chartOption: true,
  ocoTabs: true,
  tokenRecordTab: true,
  orderHeaderTip: true,
  liquidityShield: true,
  integratedOrderRequest: true,
  rewardsHub: true,
  spotMargin: true,
  hiddenTools: [],
};

export function sessionOf(roles: Partial<Roles> | null, id = 'u1'): Session {
  if (roles === null) {
    return {
      isLogin: false,
      userState: null,
      user: null,
      roles: LOGGED_OUT_ROLES,
      compliance: COMPLIANCE,
    };
  }
  return {
    isLogin: true,
    userState: 1,
    user: { id } as Session['user'],
    roles: { ...LOGGED_OUT_ROLES, classic: true, ...roles },
    compliance: COMPLIANCE,
  };
}

export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'o1',
    clientOrderId: 'c1',
    symbolId: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    price: '65000',
    origQty: '1',
    executedQty: '0',
    status: 'NEW',
    time: 1,
    ...overrides,
  };
}

/**
 * A HostApi for the order entry's tests: the endpoints it calls answer from `handlers`
 * (defaults: balances, quota and account info of a funded classic account, a created order),
 * every call and bus event is recorded.
 */
export function createFakeHost(
  options: {
    session?: Session;
    symbols?: readonly SymbolInfo[];
    account?: Partial<AccountInfo>;
    lastPrice?: string;
  } = {},
) {
  let session = options.session ?? sessionOf({});
  const sessionListeners = new Set<(s: Session) => void>();
  const calls: { name: string; request: unknown; options?: { timeoutMs?: number } }[] = [];
  const toasts: ToastRequest[] = [];
  const events: { name: BusEventName; payload: unknown }[] = [];
  const prefs = new Map<string, unknown>();
  const symbols = options.symbols ?? [symbolOf()];
  const ok = (result: unknown): Promise<ApiResult<unknown>> =>
    Promise.resolve({ ok: true, result });
  const handlers: Record<string, CallHandler> = {
    balances: () =>
      ok([
        { tokenId: 'BTC', free: '2.5', locked: '0', transferLimit: '2.5', occAssetUSDTValue: '0' },
        {
          tokenId: 'USDT',
          free: '100000',
          locked: '0',
          transferLimit: '100000',
          occAssetUSDTValue: '0',
        },
      ]),
    innovationQuota: () => ok({}),
    accountInfo: () => ok({ ...NORMAL_ACCOUNT, ...options.account }),
    orderCreate: (request) =>
      ok(orderOf({ clientOrderId: (request as { client_order_id: string }).client_order_id })),
    planOrderCreate: () => ok(orderOf({ type: 'LIMIT', planType: 1 })),
    ocoOrderCreate: () => ok(orderOf({ planType: 10 })),
  };

  const bus = createBus((error) => {
    throw error;
  });
  const record = <E extends BusEventName>(name: E) =>
    bus.on(name, (payload: BusEvents[E]) => events.push({ name, payload }));
  (['order/placed', 'lt/flow-requested', 'lt/flow-finished'] as const).forEach(record);

  const ticker: TickerSnapshot = {
    symbolName: 'BTCUSDT',
    ticker: options.lastPrice
      ? ({ symbol: 'BTCUSDT', lastPrice: options.lastPrice } as TickerSnapshot['ticker'])
      : null,
    ts: 1,
  };

  const tickerStream = { get: () => ticker, subscribe: () => () => undefined };
  const host = {
    contractVersion: '1.0.0',
    bus,
    session: {
      get: () => session,
      subscribe: (listener: (s: Session) => void) => {
        sessionListeners.add(listener);
        return () => sessionListeners.delete(listener);
      },
    },
    market: {
      symbols: () => symbols,
      symbol: (name: string) => symbols.find((s) => s.symbolName === name),
      ticker: () => tickerStream,
    },
    account: {
      get: () => ({ balances: [], openOrders: [], updatedAt: 0 }),
      subscribe: () => () => undefined,
      refresh: jest.fn(async () => undefined),
    },
    api: {
      call: (name: string, request: unknown, callOptions?: { timeoutMs?: number }) => {
        calls.push({ name, request, ...(callOptions ? { options: callOptions } : {}) });
        const handler = handlers[name];
        return handler
          ? handler(request, callOptions)
          : Promise.resolve({ ok: false, kind: 'http', message: `no handler for ${name}` });
      },
    },
    prefs: {
      get: (key: string) => prefs.get(key),
      set: (key: string, value: unknown) => void prefs.set(key, value),
      subscribe: () => () => undefined,
    },
    ui: {
      toast: (request: ToastRequest) => void toasts.push(request),
      confirm: async () => true,
    },
    i18n: { instance: testI18n(), loadNamespace: async () => undefined },
  } as unknown as HostApi;

  return {
    host,
    handlers,
    calls,
    toasts,
    events,
    prefs,
    callsOf: (name: string) => calls.filter((c) => c.name === name),
    setSession(next: Session) {
      session = next;
      sessionListeners.forEach((listener) => listener(next));
    },
  };
}
