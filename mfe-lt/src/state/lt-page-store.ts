import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  ACCOUNT_ERROR_CODES,
  Dec,
  LT_MESSAGE_KEYS,
  LT_ORDER_TYPES,
  checkLtRedemption,
  checkLtSubscription,
  isDecimalString,
  ltMessageKeyOf,
  ltOrderOutcome,
  type DecimalString,
  type HostApi,
  type LtCheckResult,
  type LtMessageKey,
  type LtNavInfo,
  type LtSymbolInfo,
  type LtTokenOrder,
  type SymbolInfo,
  refusalText,
} from '@spot/contracts';
import { loadLtInfo } from './lt-info';

export type LtAction = 'subscribe' | 'redeem';

export interface LtPageState {
  readonly load: 'loading' | 'ready' | 'failed';
  /** Why the token's info could not be read. */
  readonly message: string;
  readonly info: LtSymbolInfo | null;
  readonly nav: LtNavInfo | null;
  /** The account's riskState (spec 001 §4); 0 until read or when logged out. */
  readonly riskState: number;
  /** This token's subscription and redemption orders, newest first. */
  readonly orders: readonly LtTokenOrder[];
  /** Today's open price in the user's time zone (userState 1 only). */
  readonly openPrice: DecimalString | null;
  readonly sending: boolean;
}

export interface LtPageController {
  readonly store: StoreApi<LtPageState>;
  retry(): void;
  /** The checks of spec 001 §5 for what the trader typed; an error is toasted. */
  check(action: LtAction, size: string): LtCheckResult;
  /** Sends an order that passed its checks; true once the exchange accepted it. */
  send(action: LtAction, size: string): Promise<boolean>;
  dispose(): void;
}

export interface LtPageOptions {
  readonly host: HostApi;
  readonly symbolName: string;
  /** The net value moves with the market: read again this often while the page shows. */
  readonly navRefreshMs?: number;
  readonly timeZone?: string;
}

export const NAV_REFRESH_MS = 5_000;
/** Order results toasted, by `orderId:status`, so a replay never toasts twice. */
const TOASTED_LIMIT = 500;

const initial: LtPageState = {
  load: 'loading',
  message: '',
  info: null,
  nav: null,
  riskState: 0,
  orders: [],
  openPrice: null,
  sending: false,
};

/** Orders by id, the newest version of each, newest first. */
function mergeOrders(
  current: readonly LtTokenOrder[],
  incoming: readonly LtTokenOrder[],
): LtTokenOrder[] {
  const byId = new Map(current.map((o) => [o.orderId, o]));
  for (const order of incoming) {
    const known = byId.get(order.orderId);
    if (!known || (order.updatedTime ?? 0) >= (known.updatedTime ?? 0)) {
      byId.set(order.orderId, order);
    }
  }
  return [...byId.values()].sort((a, b) => (b.createdTime ?? 0) - (a.createdTime ?? 0));
}

/**
 * The leveraged-token page's data (spec 001 §2, §3, §5; spec 000 §4): the token's info and net
 * value, the account's riskState, the trader's orders of this token following the private LT
 * topic, today's open price, and the subscribe and redeem calls behind the checks of spec 001
 * §5. No React inside.
 */
export function createLtPageController(options: LtPageOptions): LtPageController {
  const { host, symbolName } = options;
  const store = createStore<LtPageState>(() => initial);
  const controller = new AbortController();
  const { signal } = controller;
  const toasted = new Set<string>();
  const cleanups: (() => void)[] = [];
  /** Warnings the last check showed the trader, not to be toasted again when sent. */
  let warned: readonly string[] = [];
  const session = () => host.session.get();
  const loggedIn = () => session().isLogin;
  const symbol = (): SymbolInfo | undefined => host.market.symbol(symbolName);

  async function loadInfo(): Promise<void> {
    const next = await loadLtInfo(host, symbolName, signal);
    if (signal.aborted) return;
    store.setState(
      next.kind === 'ready'
        ? { load: 'ready', message: '', info: next.info, nav: next.nav }
        : { load: 'failed', message: next.kind === 'failed' ? next.message : '' },
    );
  }

  async function refreshNav(): Promise<void> {
    if (!host.page.get().visible) return;
    const nav = await host.api.call('ltNavInfo', { symbol: symbolName }, { signal });
    if (!signal.aborted && nav.ok) store.setState({ nav: nav.result });
  }

  async function loadAccount(): Promise<void> {
    if (!loggedIn()) return;
    const [account, orders] = await Promise.all([
      host.api.call('accountInfo', {}, { signal }),
      host.api.call('ltOrders', { symbol: symbolName }, { signal }),
    ]);
    if (signal.aborted) return;
    if (account.ok) store.setState({ riskState: account.result.riskState });
    if (orders.ok) {
      store.setState((s) => ({ orders: mergeOrders(s.orders, orders.result) }));
    }
  }

  async function loadOpenPrice(): Promise<void> {
    if (session().userState !== 1) return;
    const reply = await host.api.call(
      'futuresOpenPrice',
      {
        timeZone: options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
        category: 'spot',
        business: 'lt',
        format: 'json',
        timestamp: Date.now(),
      },
      { signal },
    );
    if (signal.aborted || !reply.ok) return;
    const open = reply.result.data[symbolName];
    store.setState({ openPrice: open !== undefined && isDecimalString(open) ? open : null });
  }

  /** spec 000 §4: status 1 a success toast, status 3 a failure toast, once per order. */
  function announce(order: LtTokenOrder): void {
    const outcome = ltOrderOutcome(order.status);
    const id = `${order.orderId}:${order.status}`;
    if (outcome === 'pending' || toasted.has(id)) return;
    toasted.add(id);
    if (toasted.size > TOASTED_LIMIT) toasted.delete(toasted.values().next().value ?? '');
    const action = order.orderType === LT_ORDER_TYPES.subscription ? 'subscription' : 'redemption';
    host.ui.toast({
      kind: outcome === 'success' ? 'success' : 'error',
      key: `lt:result.${action}.${outcome}`,
      params: { symbol: order.symbol ?? symbolName, quantity: order.orderQuantity },
    });
    void host.account.refresh();
  }

  function follow(): void {
    if (!loggedIn()) return;
    const topic = session().roles.utaLevel > 0 ? 'user.lt.order' : 'lt_order';
    cleanups.push(
      host.realtime.subscribe(topic, {}, (orders, type) => {
        const own = orders.filter((o) => (o.symbol ?? symbolName) === symbolName);
        if (own.length > 0) store.setState((s) => ({ orders: mergeOrders(s.orders, own) }));
        // A snapshot is the state on (re)connection, not news: only changes are announced.
        if (type === 'delta') orders.forEach(announce);
      }),
    );
  }

  function balanceOf(token: string): Dec {
    const row = host.account.get().balances.find((b) => b.tokenId === token);
    return row && isDecimalString(row.free) ? new Dec(row.free) : new Dec(0);
  }

  function check(action: LtAction, size: string): LtCheckResult {
    const { info, nav, riskState } = store.getState();
    const s = symbol();
    const subscription = action === 'subscribe';
    const token = subscription ? (s?.quoteTokenName ?? '') : (s?.baseTokenName ?? '');
    const result = (subscription ? checkLtSubscription : checkLtRedemption)({
      size: isDecimalString(size) ? new Dec(size) : null,
      balance: balanceOf(token),
      token,
      st: nav?.st ?? 0,
      nav: nav && isDecimalString(nav.nav) ? new Dec(nav.nav) : new Dec(0),
      riskState,
      min: new Dec((subscription ? info?.minPurchase : info?.minRedeem) ?? '0'),
      max: new Dec((subscription ? info?.maxPurchase : info?.maxRedeem) ?? '0'),
    });
    if (!result.ok) {
      host.ui.toast({ kind: 'error', key: `lt:${result.key}`, params: result.params });
    }
    warned = result.ok ? result.warnings.map((name) => LT_MESSAGE_KEYS[name]) : [];
    return result;
  }

  async function send(action: LtAction, size: string): Promise<boolean> {
    if (store.getState().sending) return false;
    store.setState({ sending: true });
    const reply =
      action === 'subscribe'
        ? await host.api.call('ltSubscribe', { symbol: symbolName, amount: size })
        : await host.api.call('ltRedeem', { symbol: symbolName, quantity: size });
    if (signal.aborted) return reply.ok;
    store.setState({ sending: false });
    if (!reply.ok) {
      // The host already says a demo account cannot (spec 001 §6).
      if (reply.code === ACCOUNT_ERROR_CODES.demoNotSupported) return false;
      const key = ltMessageKeyOf(reply.message);
      host.ui.toast(
        key
          ? { kind: 'error', key: `lt:${key}`, params: refusalParams(key, action) }
          : {
              kind: 'error',
              key: 'lt:requestFailed',
              params: { message: refusalText(host.i18n.instance, reply) },
            },
      );
      // A refusal of the status or net value means ours is out of date.
      void refreshNav();
      return false;
    }
    const order = reply.result;
    store.setState((s) => ({ orders: mergeOrders(s.orders, [order]) }));
    // riskState 5 only warns (spec 001 §5 check 7): shown before confirming, or here when
    // the exchange knew of it first.
    for (const warning of order.warnings ?? []) {
      if (!warned.includes(warning)) host.ui.toast({ kind: 'warning', key: `lt:${warning}` });
    }
    const s = symbol();
    host.ui.toast({
      kind: 'info',
      key: `lt:submitted.${action}`,
      params: {
        symbol: symbolName,
        quantity: size,
        token: (action === 'subscribe' ? s?.quoteTokenName : s?.baseTokenName) ?? '',
      },
    });
    void host.account.refresh();
    return true;
  }

  /** The figures the key of an exchange's refusal names, from what the page knows. */
  function refusalParams(key: LtMessageKey, action: LtAction): Record<string, string> {
    const { info } = store.getState();
    const s = symbol();
    const currency = (action === 'subscribe' ? s?.quoteTokenName : s?.baseTokenName) ?? '';
    const bound: Partial<Record<LtMessageKey, Record<string, string>>> = {
      [LT_MESSAGE_KEYS.subscriptionMaxAmount]: { amount: info?.maxPurchase ?? '' },
      [LT_MESSAGE_KEYS.subscriptionMinAmount]: { amount: info?.minPurchase ?? '' },
      [LT_MESSAGE_KEYS.redemptionMinQuantity]: { quantity: info?.minRedeem ?? '' },
      [LT_MESSAGE_KEYS.redemptionMaxQuantity]: { quantity: info?.maxRedeem ?? '' },
    };
    return { currency, balance: balanceOf(currency).toFixed(), ...bound[key] };
  }

  void loadInfo();
  void loadAccount();
  void loadOpenPrice();
  follow();
  const timer = setInterval(() => void refreshNav(), options.navRefreshMs ?? NAV_REFRESH_MS);
  cleanups.push(() => clearInterval(timer));

  return {
    store,
    retry: () => {
      store.setState({ load: 'loading' });
      void loadInfo();
    },
    check,
    send,
    dispose: () => {
      controller.abort();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
