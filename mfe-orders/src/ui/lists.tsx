import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import type { Order } from '@spot/contracts';
import { ordersOfSubTab } from '../domain/cancel-rules';
import { subTabOf, type OrderSubTab } from '../domain/sub-tabs';
import type { AsyncList } from '../state/async-list';
import type { OrdersController } from '../state/orders-controller';
import { orderRows, type OrderRow } from '../domain/order-rows';
import { fillColumns, ltOrderColumns } from './columns';
import { historyOrderColumns, openOrderColumns } from './order-columns';
import { VirtualTable, type Column } from './virtual-table';

/** Reads a vanilla store and re-renders when it changes. */
export function useVanilla<S>(store: StoreApi<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function Empty({ text }: { text: string }) {
  return <p className="orders-empty">{text}</p>;
}

function Failed({ message }: { message: string }) {
  return (
    <p className="orders-empty" role="alert">
      {message}
    </p>
  );
}

const showsTrigger = (subTab: OrderSubTab) => subTab !== 'limitMarket';

/** The current orders of one sub-tab (spec 000 §2, §5). */
export function CurrentOrders(props: {
  controller: OrdersController;
  subTab: OrderSubTab;
  symbolName: string;
  t: TFunction;
}) {
  const { controller, subTab, symbolName, t } = props;
  const open = useVanilla(controller.open.store);
  const actions = useVanilla(controller.actions);
  const rows = useMemo(
    () => orderRows(ordersOfSubTab(open.orders, subTab, symbolName, actions.allPairs)),
    [open.orders, subTab, symbolName, actions.allPairs],
  );
  // Built each render: headers are read when the texts have loaded.
  const columns = openOrderColumns(t, {
    pair: controller.pairLabel,
    showTrigger: showsTrigger(subTab),
    cancelling: actions.cancelling,
    onCancel: (order) => void controller.cancel(order),
  });
  if (open.phase === 'loading') return <Empty text={t('loading')} />;
  if (open.phase === 'failed') return <Failed message={open.error ?? t('loadFailed')} />;
  return (
    <>
      {open.error ? <Failed message={open.error} /> : null}
      {rows.length === 0 ? (
        <Empty text={t('noOrders')} />
      ) : (
        <VirtualTable
          label={t('currentOrders')}
          testId="current-orders"
          rows={rows}
          columns={columns}
          rowKey={(r: OrderRow) => r.key}
          hasMore={subTab === 'limitMarket' && open.hasMore}
          loadingMore={open.loadingMore}
          onEndReached={controller.open.loadMore}
        />
      )}
    </>
  );
}

/** Historical orders of one sub-tab within the chosen range, more on scroll. */
export function HistoricalOrders(props: {
  controller: OrdersController;
  subTab: OrderSubTab | null;
  t: TFunction;
}) {
  const { controller, subTab, t } = props;
  const { range } = useVanilla(controller.actions);
  useEffect(() => controller.history.reload(), [controller, range]);
  const state = useVanilla(controller.history.store);
  const rows = useMemo(
    () =>
      orderRows(
        subTab === null ? state.rows : state.rows.filter((o: Order) => subTabOf(o) === subTab),
      ),
    [state.rows, subTab],
  );
  const columns = historyOrderColumns(
    t,
    controller.pairLabel,
    subTab !== null && showsTrigger(subTab),
  );
  return (
    <Paged
      state={{ ...state, rows }}
      columns={columns}
      rowKey={(r) => r.key}
      label={t('historicalOrders')}
      testId="historical-orders"
      empty={t('noOrders')}
      loadMore={controller.history.loadMore}
      t={t}
    />
  );
}

export function TransactionRecord({
  controller,
  t,
}: {
  controller: OrdersController;
  t: TFunction;
}) {
  const { range } = useVanilla(controller.actions);
  useEffect(() => controller.fills.reload(), [controller, range]);
  const state = useVanilla(controller.fills.store);
  // Built each render: headers are read when the texts have loaded.
  const columns = fillColumns(t, controller.pairLabel);
  return (
    <Paged
      state={state}
      columns={columns}
      rowKey={(f) => f.tradeId}
      label={t('transactionRecord')}
      testId="transaction-record"
      empty={t('noFills')}
      loadMore={controller.fills.loadMore}
      t={t}
    />
  );
}

/** Subscription or redemption records of leveraged tokens (spec 000 §2, §3). */
export function TokenRecords(props: {
  controller: OrdersController;
  kind: 'subscription' | 'redemption';
  t: TFunction;
}) {
  const { controller, kind, t } = props;
  useEffect(() => controller.ltOrders.reload(), [controller]);
  const state = useVanilla(controller.ltOrders.store);
  const rows = useMemo(
    () => state.rows.filter((o) => o.orderType === (kind === 'subscription' ? 1 : 2)),
    [state.rows, kind],
  );
  // Built each render: headers are read when the texts have loaded.
  const columns = ltOrderColumns(t, controller.pairLabel);
  return (
    <Paged
      state={{ ...state, rows }}
      columns={columns}
      rowKey={(o) => o.orderId}
      label={t(kind)}
      testId="token-records"
      empty={t('noRecords')}
      loadMore={controller.ltOrders.loadMore}
      t={t}
    />
  );
}

function Paged<T>(props: {
  state: {
    rows: readonly T[];
    phase: string;
    error: string | null;
    hasMore: boolean;
    loadingMore: boolean;
  };
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  label: string;
  testId: string;
  empty: string;
  loadMore: () => void;
  t: TFunction;
}) {
  const { state, t } = props;
  if (state.phase === 'idle' || state.phase === 'loading') return <Empty text={t('loading')} />;
  if (state.phase === 'failed') return <Failed message={state.error ?? t('loadFailed')} />;
  if (state.rows.length === 0 && !state.hasMore) return <Empty text={props.empty} />;
  return (
    <VirtualTable
      label={props.label}
      testId={props.testId}
      rows={state.rows}
      columns={props.columns}
      rowKey={props.rowKey}
      hasMore={state.hasMore}
      loadingMore={state.loadingMore}
      onEndReached={props.loadMore}
      footer={state.loadingMore ? <p className="orders-more">{t('loadingMore')}</p> : null}
    />
  );
}

/** A whole-list view (grid bots, strategies, holdings, balances, borrowing). */
export function AsyncListView<T>(props: {
  list: AsyncList<T>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  label: string;
  testId: string;
  empty: string;
  t: TFunction;
  filter?: (row: T) => boolean;
}) {
  const state = useVanilla(props.list.store);
  const { filter } = props;
  const rows = useMemo(
    () => (filter ? state.rows.filter(filter) : state.rows),
    [state.rows, filter],
  );
  if (state.phase === 'loading') return <Empty text={props.t('loading')} />;
  if (state.phase === 'failed') return <Failed message={state.error ?? props.t('loadFailed')} />;
  if (rows.length === 0) return <Empty text={props.empty} />;
  return (
    <VirtualTable
      label={props.label}
      testId={props.testId}
      rows={rows}
      columns={props.columns}
      rowKey={props.rowKey}
    />
  );
}
