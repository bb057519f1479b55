import { createStore } from 'zustand/vanilla';
import {
  applyOrderEvents,
  fromUtaOrder,
  isTokenBalance,
  toOrderMap,
  type AccountSnapshot,
  type Bus,
  type HostAccount,
  type HostApiClient,
  type HostRealtime,
  type Order,
  type PageState,
  type Session,
  type Subscribable,
  type TokenBalance,
  type WalletBalance,
} from '@spot/contracts';
import { browserClock, type Clock } from '../realtime/realtime-client';

/** Balance timing of spec 000 §4 and §9 (and 001 §9's default current refresh). */
export const BALANCE_TIMING = {
  /** The interval balances are polled at, and the wallet push's reported interval. */
  pollIntervalMs: 10_000,
  /** How often the stale check runs. */
  staleCheckMs: 5_000,
  /** A wallet push silent for this many intervals is stale and the balances are fetched. */
  staleFactor: 3,
  /** The refresh after the trader's own trade. */
  afterTradeMs: 1_000,
} as const;

const EMPTY: AccountSnapshot = { balances: [], openOrders: [], updatedAt: 0 };

export interface AccountDeps {
  readonly api: HostApiClient;
  readonly realtime: HostRealtime;
  readonly session: Subscribable<Session>;
  readonly page: Subscribable<PageState>;
  readonly bus: Bus;
  /** The symbol the page trades, or null off a trading page. */
  readonly symbol: () => string | null;
  /** Polls even while the wallet push is live (spec 000 §4 "unless polling is forced"). */
  readonly forcePolling?: boolean;
  readonly clock?: Clock;
}

export interface AccountStore extends HostAccount {
  /** Re-reads the polling conditions (call when the symbol changes). */
  reevaluate(): void;
  /** Whether balances are being polled now, for tests and the footer. */
  polling(): 'off' | 'poll' | 'stale-check';
  dispose(): void;
}

function tokenOf(row: WalletBalance): TokenBalance {
  return {
    tokenId: row.tokenId,
    free: row.free,
    locked: row.locked,
    transferLimit: row.transferLimit,
    occAssetUSDTValue: row.occAssetUSDTValue,
  };
}

/** Replaces the rows a push names and keeps the others, in the order first seen. */
export function mergeBalances(
  current: readonly TokenBalance[],
  changed: readonly TokenBalance[],
): TokenBalance[] {
  const byToken = new Map(current.map((row) => [row.tokenId, row]));
  for (const row of changed) byToken.set(row.tokenId, row);
  return [...byToken.values()];
}

/**
 * The marking list's ordinary open orders after a snapshot (`replace`) or a batch of changes,
 * by the contract's open-order rule (spec 000 §4), in the order they were first listed.
 */
export function applyOrderChanges(
  current: readonly Order[],
  changes: readonly Order[],
  replace: boolean,
): Order[] {
  const next = replace ? toOrderMap(changes) : applyOrderEvents(toOrderMap(current), changes);
  return [...next.values()];
}

/**
 * `HostApi.account` (spec 000 §4): a logged-in trader's balances and open orders. Balances
 * are fetched at login and kept by the wallet push; polling runs only when logged in with
 * userState 1, on UTA, with a symbol and the page visible, and then only while the push is
 * not live (or always when polling is forced); a stale check every 5 s fetches when nothing
 * has refreshed the balances for 3 intervals; the trader's own trade or order fetches 1 s later.
 */
export function createAccountStore(deps: AccountDeps): AccountStore {
  const clock = deps.clock ?? browserClock;
  const store = createStore<AccountSnapshot>(() => EMPTY);
  let generation = 0;
  let unsubscribers: (() => void)[] = [];
  let pushLive = false;
  let staleTimer: unknown = null;
  let tradeTimer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let mode: 'off' | 'poll' | 'stale-check' = 'off';

  const loggedIn = (): boolean => deps.session.get().isLogin;

  async function fetchBalances(): Promise<void> {
    const mine = generation;
    const result = await deps.api.call('balances', {});
    if (mine !== generation || !loggedIn()) return;
    if (!result.ok) {
      console.warn(`[account] balances: ${result.message}`);
      return;
    }
    if (!Array.isArray(result.result) || !result.result.every(isTokenBalance)) {
      console.warn('[account] dropped a balances reply of the wrong shape');
      return;
    }
    store.setState({ balances: result.result, updatedAt: clock.now() });
  }

  function refresh(): Promise<void> {
    if (!loggedIn()) return Promise.resolve();
    if (inFlight) {
      // A change may have happened after the running fetch was answered: fetch once more.
      again = true;
      return inFlight;
    }
    inFlight = fetchBalances().finally(() => {
      inFlight = null;
      if (again) {
        again = false;
        void refresh();
      }
    });
    return inFlight;
  }

  function refreshAfterTrade(): void {
    if (!loggedIn()) return;
    clock.clearTimeout(tradeTimer);
    tradeTimer = clock.setTimeout(() => void refresh(), BALANCE_TIMING.afterTradeMs);
  }

  function shouldPoll(): boolean {
    const session = deps.session.get();
    return (
      session.isLogin &&
      session.userState === 1 &&
      session.roles.utaLevel > 0 &&
      deps.symbol() !== null &&
      deps.page.get().visible
    );
  }

  function staleCheck(): void {
    staleTimer = clock.setTimeout(() => {
      staleTimer = null;
      if (mode === 'off') return;
      const due =
        mode === 'poll'
          ? BALANCE_TIMING.pollIntervalMs
          : BALANCE_TIMING.pollIntervalMs * BALANCE_TIMING.staleFactor;
      if (clock.now() - store.getState().updatedAt >= due) void refresh();
      staleCheck();
    }, BALANCE_TIMING.staleCheckMs);
  }

  function reevaluate(): void {
    const next = !shouldPoll()
      ? 'off'
      : deps.forcePolling || !pushLive || deps.realtime.state() !== 'live'
        ? 'poll'
        : 'stale-check';
    if (next === mode) return;
    mode = next;
    if (mode === 'off') {
      clock.clearTimeout(staleTimer);
      staleTimer = null;
    } else if (staleTimer === null) {
      staleCheck();
    }
  }

  function stopSession(): void {
    generation += 1;
    for (const off of unsubscribers) off();
    unsubscribers = [];
    pushLive = false;
    clock.clearTimeout(tradeTimer);
    store.setState(EMPTY, true);
  }

  function startSession(session: Session): void {
    const uta = session.roles.utaLevel > 0;
    unsubscribers.push(
      deps.realtime.subscribe('asset.spot-walletbalance', {}, (data, type) => {
        const rows = data.map(tokenOf);
        const balances =
          type === 'snapshot' ? rows : mergeBalances(store.getState().balances, rows);
        store.setState({ balances, updatedAt: clock.now() });
        if (type === 'snapshot') {
          pushLive = true;
          reevaluate();
        }
      }),
    );
    if (uta) {
      unsubscribers.push(
        deps.realtime.subscribe('user.uta.spot.order', {}, (data, type) => {
          const changes = data.map(fromUtaOrder).filter((o) => o.planType === undefined);
          const current = store.getState().openOrders;
          store.setState({ openOrders: applyOrderChanges(current, changes, type === 'snapshot') });
        }),
        deps.realtime.subscribe('user.uta.spot.trade', {}, (data, type) => {
          if (type === 'delta' && data.length > 0) refreshAfterTrade();
        }),
      );
    } else {
      unsubscribers.push(
        deps.realtime.subscribe('order_new', {}, (data, type) => {
          const current = store.getState().openOrders;
          store.setState({ openOrders: applyOrderChanges(current, data, type === 'snapshot') });
        }),
        deps.realtime.subscribe('match', {}, (data, type) => {
          if (type === 'delta' && data.length > 0) refreshAfterTrade();
        }),
      );
    }
    void refresh();
  }

  let wasLogin = false;
  let userId: string | null = null;
  const onSession = (session: Session): void => {
    const id = session.user?.id ?? null;
    if (session.isLogin === wasLogin && id === userId) {
      reevaluate();
      return;
    }
    if (wasLogin) stopSession();
    wasLogin = session.isLogin;
    userId = id;
    if (session.isLogin) startSession(session);
    reevaluate();
  };
  const offSession = deps.session.subscribe(onSession);
  onSession(deps.session.get());
  const offPage = deps.page.subscribe(() => reevaluate());
  const offState = deps.realtime.onState((state) => {
    // The wallet snapshot of the new socket makes the push live again.
    if (state !== 'live') pushLive = false;
    reevaluate();
  });
  const offPlaced = deps.bus.on('order/placed', () => refreshAfterTrade());

  return {
    get: () => store.getState(),
    subscribe: (listener) => store.subscribe((snapshot) => listener(snapshot)),
    refresh,
    reevaluate,
    polling: () => mode,
    dispose() {
      offSession();
      offPage();
      offState();
      offPlaced();
      stopSession();
      clock.clearTimeout(staleTimer);
      staleTimer = null;
      mode = 'off';
    },
  };
}
