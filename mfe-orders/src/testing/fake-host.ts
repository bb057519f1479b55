import i18next from 'i18next';
import {
  LOGGED_OUT_ROLES,
  createBus,
  type ApiResult,
  type ComplianceFlags,
  type ConnectionState,
  type ConfirmRequest,
  type EndpointName,
  type HostApi,
  type Roles,
  type Session,
  type ToastRequest,
  type UserInfo,
} from '@spot/contracts';
import en from '../../locales/en/orders.json';

export const EVERY_FLAG: ComplianceFlags = {
  chartOption: true,
  ocoTabs: true,
  tokenRecordTab: true,
  orderHeaderTip: true,
  liquidityShield: true,
  integratedOrderRequest: false,
  rewardsHub: true,
  spotMargin: true,
  hiddenTools: [],
};

export function userOf(fields: Partial<UserInfo> = {}): UserInfo {
  return {
    id: '1001',
    email: 'classic@sim.test',
    userState: 1,
    double_confirm: '',
    member_tag: {},
    unified_account: 0,
    grayFlag: { IsUTA: false },
    isUTA: false,
    isDemoAccount: false,
    demo_id: '',
    sub_attribute: '',
    is_copy_trading_leader: false,
    is_new_copy_trading_leader: false,
    eeaStatus: false,
    region: 'global',
    ...fields,
  };
}

export function sessionOf(
  options: {
    roles?: Partial<Roles>;
    compliance?: Partial<ComplianceFlags>;
    user?: Partial<UserInfo>;
    isLogin?: boolean;
  } = {},
): Session {
  const isLogin = options.isLogin ?? true;
  return {
    isLogin,
    userState: isLogin ? 1 : null,
    user: isLogin ? userOf(options.user) : null,
    roles: { ...LOGGED_OUT_ROLES, classic: true, ...options.roles },
    compliance: { ...EVERY_FLAG, ...options.compliance },
  };
}

type Handler = (data: unknown, type: 'snapshot' | 'delta') => void;
type Call = { name: EndpointName; request: unknown };

/**
 * A HostApi double: endpoints answered by `answer` (or a pending promise to resolve by hand),
 * topics pushed with `push`, the connection state set with `setState`, toasts and confirms
 * recorded. English texts of this remote are loaded so components render real strings.
 */
export function createFakeHost(
  session: Session = sessionOf(),
  options: { lateTexts?: boolean } = {},
) {
  const instance = i18next.createInstance();
  let releaseTexts: () => void = () => undefined;
  const textsLoaded = options.lateTexts
    ? new Promise<void>((resolve) => {
        releaseTexts = () => {
          instance.addResourceBundle('en', 'orders', en);
          resolve();
        };
      })
    : Promise.resolve();
  void instance.init({
    lng: 'en',
    resources: options.lateTexts ? {} : { en: { orders: en } },
    ns: ['orders'],
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
  });
  const topics = new Map<string, Set<Handler>>();
  const stateListeners = new Set<(s: ConnectionState) => void>();
  let connection: ConnectionState = 'live';
  const calls: Call[] = [];
  const toasts: ToastRequest[] = [];
  const confirms: ConfirmRequest[] = [];
  const prefs = new Map<string, unknown>();
  const prefListeners = new Map<string, Set<(v: unknown) => void>>();
  const navigations: string[] = [];
  let current = session;
  const sessionListeners = new Set<(s: Session) => void>();
  const control = {
    answer: (
      _name: EndpointName,
      _request: unknown,
    ): Promise<ApiResult<unknown>> | ApiResult<unknown> =>
      ({ ok: true, result: [] }) as ApiResult<unknown>,
    confirmAnswer: true,
  };

  const host = {
    contractVersion: '1.0.0',
    bus: createBus((error) => {
      throw error;
    }),
    session: {
      get: () => current,
      subscribe: (listener: (s: Session) => void) => {
        sessionListeners.add(listener);
        return () => sessionListeners.delete(listener);
      },
    },
    market: {
      symbols: () => [],
      symbol: () => undefined,
    },
    account: {
      get: () => ({ balances: [], openOrders: [], updatedAt: 0 }),
      subscribe: () => () => undefined,
      refresh: async () => undefined,
    },
    realtime: {
      subscribe(topic: string, _params: unknown, onMessage: Handler) {
        const set = topics.get(topic) ?? new Set<Handler>();
        set.add(onMessage);
        topics.set(topic, set);
        return () => set.delete(onMessage);
      },
      state: () => connection,
      onState(listener: (s: ConnectionState) => void) {
        stateListeners.add(listener);
        return () => stateListeners.delete(listener);
      },
    },
    api: {
      call: async (name: EndpointName, request: unknown) => {
        calls.push({ name, request });
        return control.answer(name, request);
      },
    },
    prefs: {
      get: (key: string) => prefs.get(key),
      set: (key: string, value: unknown) => {
        prefs.set(key, value);
        for (const l of prefListeners.get(key) ?? []) l(value);
      },
      subscribe: (key: string, listener: (v: unknown) => void) => {
        const set = prefListeners.get(key) ?? new Set();
        set.add(listener);
        prefListeners.set(key, set);
        return () => set.delete(listener);
      },
    },
    i18n: { instance, loadNamespace: () => textsLoaded },
    ui: {
      toast: (request: ToastRequest) => toasts.push(request),
      confirm: async (request: ConfirmRequest) => {
        confirms.push(request);
        return control.confirmAnswer;
      },
    },
    page: {
      get: () => ({ visible: true, online: true, widthClass: 'desktop' as const }),
      subscribe: () => () => undefined,
      navigate: (path: string) => navigations.push(path),
      reload: () => undefined,
    },
  } as unknown as HostApi;

  return {
    host,
    calls,
    toasts,
    confirms,
    navigations,
    control,
    i18n: instance,
    /** With `lateTexts`, the remote's texts arrive only now, as over a slow network. */
    releaseTexts: () => releaseTexts(),
    push(topic: string, data: unknown, type: 'snapshot' | 'delta' = 'delta') {
      for (const handler of [...(topics.get(topic) ?? [])]) handler(data, type);
    },
    subscribed: (topic: string) => (topics.get(topic)?.size ?? 0) > 0,
    setState(state: ConnectionState) {
      connection = state;
      for (const l of [...stateListeners]) l(state);
    },
    setSession(next: Session) {
      current = next;
      for (const l of [...sessionListeners]) l(next);
    },
    callsOf: (name: EndpointName) => calls.filter((c) => c.name === name),
  };
}

export type FakeHost = ReturnType<typeof createFakeHost>;

/** Resolves pending promises and the microtasks after them. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
