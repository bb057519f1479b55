import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  OPEN_LIST_ACTION,
  fromUtaOrder,
  isClosingStatus,
  isOrder,
  normalizeClassicFill,
  normalizeUtaFill,
  type ConnectionState,
  type HostApi,
  type LtTokenOrder,
  type Order,
  type PrivateTopic,
  type PrivateTopicData,
} from '@spot/contracts';
import { cancelToast, ordersOfSubTab } from '../domain/cancel-rules';
import { firstCursor, type HistoryRange, type HistoryCursor } from '../domain/history-window';
import { ltRecordsSymbol, showsLtRecord } from '../domain/lt-records';
import {
  burstMayNotify,
  ltOrderToast,
  orderNotification,
  readNotificationPrefs,
} from '../domain/notifications';
import {
  ORDER_SUB_TABS,
  cancelAllCall,
  cancelCall,
  subTabOf,
  type OrderSubTab,
} from '../domain/sub-tabs';
import { createOpenOrdersStore, type OpenOrdersStore } from './open-orders-store';
import { createPagedListStore, type PagedListStore } from './paged-list-store';
import {
  fillsPage,
  historyPage,
  isHistoryOrder,
  ltOrdersPage,
  openOrdersFetch,
  openOrdersFetchMore,
  type AccountFamily,
  type FillRow,
  type ListScope,
} from './sources';
import { fillFee, isLtSymbol, symbolDisplay } from './symbol-display';
import { createVoicePlayer, type VoicePlayer } from './voice';

/** The preference key of the cancel-all confirmation (spec 000 §6); on unless set false. */
export const CANCEL_ALL_CONFIRM_PREF = 'orders.cancelAllConfirm';
/** The preference key of the all-pairs toggle. */
export const ALL_PAIRS_PREF = 'orders.allPairs';

export interface ActionState {
  /** Orders whose cancel is in flight: their buttons do nothing, nothing is sent twice. */
  readonly cancelling: ReadonlySet<string>;
  readonly cancellingAll: boolean;
  readonly allPairs: boolean;
  readonly range: HistoryRange;
}

export interface OrdersControllerOptions {
  readonly host: HostApi;
  readonly family: AccountFamily;
  readonly demo: boolean;
  readonly scope: Omit<ListScope, 'allPairs'>;
  readonly voice?: VoicePlayer;
  readonly now?: () => number;
}

export interface OrdersController {
  readonly open: OpenOrdersStore;
  readonly history: PagedListStore<Order>;
  readonly fills: PagedListStore<FillRow>;
  readonly ltOrders: PagedListStore<LtTokenOrder>;
  readonly actions: StoreApi<ActionState>;
  /** A symbol as the lists write it: `BTC/USDT`. */
  pairLabel(symbolId: string): string;
  /** A fill's fee at its token's precision, with the token: `4.97543335 USDT`. */
  feeLabel(fill: FillRow): string;
  /** What the lists are read for now. */
  scope(): ListScope;
  setScope(scope: Omit<ListScope, 'allPairs'>): void;
  setAllPairs(allPairs: boolean): void;
  setRange(range: HistoryRange): void;
  cancel(order: Order): Promise<void>;
  cancelAll(subTab: OrderSubTab): Promise<void>;
  dispose(): void;
}

/** Each family's private topics (spec 000 §6, §7): UTA changes the topics used. */
const ORDER_TOPICS: Record<'classic' | 'uta', readonly PrivateTopic[]> = {
  classic: ['order_new', 'plan_order', 'stop_limit_order', 'oco_order'],
  uta: ['user.uta.spot.order'],
};
const FILL_TOPIC = { classic: 'match', uta: 'user.uta.spot.trade' } as const;
const LT_TOPIC = { classic: 'lt_order', uta: 'user.lt.order' } as const;

/** Notified `orderId:status` pairs kept so a replayed event never notifies twice. */
const NOTIFIED_LIMIT = 2000;

/**
 * The orders area's data: the open list following the private order topics and reconciled by a
 * fresh fetch whenever the socket comes back (no order lost or shown twice), the history lists,
 * the notifications of spec 000 §4 and §8, and the cancel actions of §7. No React inside.
 */
export function createOrdersController(options: OrdersControllerOptions): OrdersController {
  const { host, family, demo } = options;
  const feed = family === 'classic' ? 'classic' : 'uta';
  const now = options.now ?? Date.now;
  const voice = options.voice ?? createVoicePlayer();
  let base = options.scope;
  const actions = createStore<ActionState>(() => ({
    cancelling: new Set(),
    cancellingAll: false,
    allPairs: host.prefs.get<boolean>(ALL_PAIRS_PREF) === true,
    range: 7,
  }));
  const scope = (): ListScope => ({ ...base, allPairs: actions.getState().allPairs });
  const ofScope = (symbolId: string | undefined) =>
    scope().allPairs || symbolId === undefined || symbolId === scope().symbolName;

  const open = createOpenOrdersStore({
    fetch: openOrdersFetch(host, family, scope),
    ...(family === 'integrated' ? {} : { fetchMore: openOrdersFetchMore(host, scope) }),
    accept: (order) => ofScope(order.symbolId),
  });
  const history = createPagedListStore<Order, HistoryCursor>({
    idOf: (o) => o.orderId,
    compare: (a, b) => b.time - a.time || (a.orderId < b.orderId ? 1 : -1),
    first: () => firstCursor(actions.getState().range, now()),
    fetchPage: historyPage(host, scope),
    accept: (o) => isHistoryOrder(o) && ofScope(o.symbolId),
  });
  const fills = createPagedListStore<FillRow, HistoryCursor>({
    idOf: (f) => f.tradeId,
    compare: (a, b) => b.tradeTime - a.tradeTime || (a.tradeId < b.tradeId ? 1 : -1),
    first: () => firstCursor(actions.getState().range, now()),
    fetchPage: fillsPage(host, scope),
    accept: (f) => ofScope(f.symbolId),
  });
  const ltSymbol = () => ltRecordsSymbol(scope(), isLtSymbol(host, scope().symbolName));
  const ltOrders = createPagedListStore<LtTokenOrder, null>({
    idOf: (o) => o.orderId,
    compare: (a, b) => (b.createdTime ?? 0) - (a.createdTime ?? 0),
    first: () => null,
    fetchPage: ltOrdersPage(host, ltSymbol),
    accept: (o) => showsLtRecord(ltSymbol(), o.symbol),
  });

  // Open orders across every pair, whatever the list shows: the burst rule counts them all.
  const openIds = new Map<PrivateTopic, Set<string>>();
  const openCount = () => [...openIds.values()].reduce((n, ids) => n + ids.size, 0);
  const track = (topic: PrivateTopic, orders: readonly Order[], snapshot: boolean) => {
    const ids = snapshot ? new Set<string>() : (openIds.get(topic) ?? new Set<string>());
    for (const o of orders) {
      if (OPEN_LIST_ACTION[o.status] === 'remove') ids.delete(o.orderId);
      else ids.add(o.orderId);
    }
    openIds.set(topic, ids);
  };

  const notified = new Set<string>();
  const remember = (key: string): boolean => {
    if (notified.has(key)) return false;
    notified.add(key);
    if (notified.size > NOTIFIED_LIMIT) notified.delete(notified.values().next().value as string);
    return true;
  };
  /** Orders this panel cancelled: the cancel reply already told the user, the event does not. */
  const cancelledHere = new Set<string>();

  /** `openBefore`: the open orders before the message, so a burst of closes counts them. */
  const notify = (orders: readonly Order[], openBefore: number) => {
    if (!burstMayNotify(orders.length, openBefore)) return;
    const prefs = readNotificationPrefs(host.session.get().user?.double_confirm);
    let sound = false;
    for (const order of orders) {
      if (!remember(`${order.orderId}:${order.status}`)) continue;
      const closedHere =
        cancelledHere.has(order.orderId) &&
        (order.status === 'CANCELED' || order.status === 'ORDER_CANCELED');
      if (closedHere) continue;
      const n = orderNotification(order, prefs, symbolDisplay(host, order.symbolId));
      if (n.toast) host.ui.toast(n.toast);
      sound ||= n.voice;
    }
    if (sound) voice.play();
  };

  const onOrderDeltas = (orders: readonly Order[], openBefore: number) => {
    // Demo accounts get no trailing-stop list updates (spec 000 §4); a fetch still lists them.
    const listed = demo ? orders.filter((o) => subTabOf(o) !== 'trailingStop') : orders;
    open.apply(listed);
    history.upsert(orders.filter((o) => isClosingStatus(o.status)));
    notify(orders, openBefore);
  };

  const seenSnapshot = new Set<string>();
  const onSnapshot = (topic: string) => {
    // The first snapshot follows the first fetch; a later one means the subscription was
    // restored (a reconnect), and events may have been missed meanwhile.
    if (seenSnapshot.has(topic)) open.reconcile();
    seenSnapshot.add(topic);
  };

  const unsubscribes: (() => void)[] = [];
  for (const topic of ORDER_TOPICS[feed]) {
    unsubscribes.push(
      host.realtime.subscribe(topic, {}, (data, type) => {
        const orders =
          topic === 'user.uta.spot.order'
            ? (data as PrivateTopicData['user.uta.spot.order']).map(fromUtaOrder)
            : (data as readonly Order[]);
        const openBefore = openCount();
        track(topic, orders, type === 'snapshot');
        if (type === 'snapshot') onSnapshot(topic);
        else onOrderDeltas(orders, openBefore);
      }),
    );
  }
  const fillTopic = FILL_TOPIC[feed];
  unsubscribes.push(
    fillTopic === 'match'
      ? host.realtime.subscribe('match', {}, (data, type) => {
          if (type === 'snapshot') return;
          fills.upsert(data.map((f) => ({ ...normalizeClassicFill(f), symbolId: f.symbolId })));
        })
      : host.realtime.subscribe('user.uta.spot.trade', {}, (data, type) => {
          if (type === 'snapshot') return;
          fills.upsert(data.map((f) => ({ ...normalizeUtaFill(f), symbolId: f.symbolId })));
        }),
  );
  const ltTopic = LT_TOPIC[feed];
  unsubscribes.push(
    host.realtime.subscribe(ltTopic, {}, (data, type) => {
      if (type === 'snapshot') return;
      ltOrders.upsert(data);
      for (const order of data) {
        const toast = ltOrderToast(order);
        if (toast && remember(`lt:${order.orderId}:${order.status}`)) host.ui.toast(toast);
      }
    }),
  );

  let connection: ConnectionState = host.realtime.state();
  unsubscribes.push(
    host.realtime.onState((state) => {
      const was = connection;
      connection = state;
      // Back from a drop or a stall: messages may be lost, so the list is read afresh.
      if (state === 'live' && was !== 'live') open.reconcile();
    }),
  );
  unsubscribes.push(
    host.bus.on('order/placed', () => {
      // Without a live socket the new order's event may never come.
      if (host.realtime.state() !== 'live') open.reconcile();
    }),
  );
  open.reconcile();

  const setCancelling = (ids: readonly string[], on: boolean) =>
    actions.setState((s) => {
      const next = new Set(s.cancelling);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return { cancelling: next };
    });

  const closed = (order: Order): Order => ({
    ...order,
    status: subTabOf(order) === 'limitMarket' ? 'CANCELED' : 'ORDER_CANCELED',
  });

  /**
   * Cancels every open order of the sub-tabs (of one pair, or all with `symbolName` null), a
   * cancel-all call per sub-tab that has any, after the trader's confirmation.
   */
  async function cancelEvery(request: {
    readonly subTabs: readonly OrderSubTab[];
    readonly symbolName: string | null;
    readonly body: string;
    readonly alwaysConfirm: boolean;
  }): Promise<void> {
    if (actions.getState().cancellingAll) return;
    const targetsOf = (subTab: OrderSubTab) =>
      ordersOfSubTab(
        open.store.getState().orders,
        subTab,
        request.symbolName ?? '',
        request.symbolName === null,
      );
    if (request.subTabs.every((subTab) => targetsOf(subTab).length === 0)) return;
    if (request.alwaysConfirm || host.prefs.get<boolean>(CANCEL_ALL_CONFIRM_PREF) !== false) {
      const confirmed = await host.ui.confirm({
        title: 'orders:cancelAllTitle',
        body: request.body,
        confirmKey: 'orders:confirm',
      });
      if (!confirmed) return;
    }
    if (actions.getState().cancellingAll) return;
    // Read again after the confirmation: orders may have filled or been cancelled meanwhile.
    const batches = request.subTabs
      .map((subTab) => ({ subTab, targets: targetsOf(subTab) }))
      .filter((batch) => batch.targets.length > 0);
    actions.setState({ cancellingAll: true });
    for (const { subTab, targets } of batches) {
      for (const o of targets) cancelledHere.add(o.orderId);
      const call = cancelAllCall(subTab, request.symbolName);
      const result =
        call.name === 'cancelAllOrders'
          ? await host.api.call('cancelAllOrders', call.request)
          : await host.api.call('cancelAllPlanOrders', call.request);
      host.ui.toast(cancelToast(result, 'all', host.i18n.instance));
      if (!result.ok) {
        for (const o of targets) cancelledHere.delete(o.orderId);
        continue;
      }
      const ids = new Set(Array.isArray(result.result.canceled) ? result.result.canceled : []);
      open.apply(
        open.store
          .getState()
          .orders.filter((o) => ids.has(o.orderId))
          .map(closed),
      );
    }
    actions.setState({ cancellingAll: false });
  }

  // The page's cancel-all hotkey (issue 24): every open order of the pair shown, whatever the
  // tab, always after a confirmation.
  unsubscribes.push(
    host.bus.on('keyboard/hotkey-pressed', ({ action }) => {
      if (action !== 'cancel-all') return;
      const { symbolName } = scope();
      const orders = open.store.getState().orders;
      const none = ORDER_SUB_TABS.every(
        (subTab) =>
          ordersOfSubTab(orders, subTab, symbolName ?? '', symbolName === null).length === 0,
      );
      // A key pressed for nothing says so (the host's toasts are a polite live region).
      if (none) {
        host.ui.toast({ kind: 'info', key: 'orders:noOrdersToCancel' });
        return;
      }
      void cancelEvery({
        subTabs: ORDER_SUB_TABS,
        symbolName,
        body: 'orders:cancelAllBodySymbol',
        alwaysConfirm: true,
      });
    }),
  );

  return {
    open,
    history,
    fills,
    ltOrders,
    actions,
    pairLabel: (symbolId) => symbolDisplay(host, symbolId).pair,
    feeLabel: (fill) => fillFee(host, fill),
    scope,
    setScope(next) {
      if (next.symbolName === base.symbolName) return;
      base = next;
      open.refilter();
      open.reconcile();
    },
    setAllPairs(allPairs) {
      if (allPairs === actions.getState().allPairs) return;
      actions.setState({ allPairs });
      host.prefs.set(ALL_PAIRS_PREF, allPairs);
      open.refilter();
      open.reconcile();
    },
    setRange(range) {
      actions.setState({ range });
    },
    async cancel(order) {
      if (actions.getState().cancelling.has(order.orderId)) return;
      setCancelling([order.orderId], true);
      cancelledHere.add(order.orderId);
      const call = cancelCall(order);
      const result =
        call.name === 'cancelOrder'
          ? await host.api.call('cancelOrder', call.request)
          : await host.api.call('cancelPlanOrder', call.request);
      setCancelling([order.orderId], false);
      host.ui.toast(cancelToast(result, 'one', host.i18n.instance));
      if (!result.ok) {
        cancelledHere.delete(order.orderId);
        return;
      }
      // The reply settles the row even if the socket is down; the event then changes nothing.
      open.apply([isOrder(result.result) ? result.result : closed(order)]);
    },
    cancelAll(subTab) {
      const s = scope();
      return cancelEvery({
        subTabs: [subTab],
        symbolName: s.allPairs ? null : s.symbolName,
        body: s.allPairs ? 'orders:cancelAllBodyAllPairs' : 'orders:cancelAllBody',
        alwaysConfirm: false,
      });
    },
    dispose() {
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      open.dispose();
      history.dispose();
      fills.dispose();
      ltOrders.dispose();
    },
  };
}
