import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useFigure } from '@spot/contracts/react';
import type { TFunction } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import type { Order } from '@spot/contracts';
import { ordersOfSubTab } from '../domain/cancel-rules';
import { subTabOf, type OrderSubTab } from '../domain/sub-tabs';
import type { AsyncList } from '../state/async-list';
import type { OrdersController } from '../state/orders-controller';
import { orderRows, type OrderRow } from '../domain/order-rows';
import { fillColumns, ltOrderColumns } from './columns';
import { useKeepRowFocus } from './keep-row-focus';
import { historyOrderColumns, openOrderColumns } from './order-columns';
import { VirtualTable, type Column } from './virtual-table';

/** Reads a vanilla store and re-renders when it changes. */
export function useVanilla<S>(store: StoreApi<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function Empty({ text }: { text: string }) {
  return <p className="orders-empty">{text}</p>;
}

/**
 * A list that could not be read, and a retry. A business refusal is named by the host's
 * `error-code` texts in the page's language when they know its code, else by the exchange's
 * own message (spec 000 §8: a list's load failure shows the message), isolated in its own
 * direction; a failure without one (network, timeout) by the generic text.
 */
export function Failed(props: {
  code: number | null;
  message?: string | null;
  onRetry?: () => void;
  t: TFunction;
}) {
  const { code, message, onRetry, t } = props;
  const named = code === null ? '' : t(String(code), { ns: 'error-code', defaultValue: '' });
  const server = code !== null && !named && message ? message : null;
  return (
    <div className="orders-empty">
      <p className="orders-failed" role="alert" dir={server ? 'auto' : undefined}>
        {named || server || t('loadFailed')}
      </p>
      {onRetry ? (
        <button type="button" className="orders-link-button" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}

const showsTrigger = (subTab: OrderSubTab) => subTab !== 'limitMarket';

/**
 * The current orders of one sub-tab (spec 000 §2, §5). When the row holding focus goes (its
 * order cancelled or filled), focus stays in the list (`useKeepRowFocus`); with no row left,
 * the list itself takes it.
 */
export function CurrentOrders(props: {
  controller: OrdersController;
  subTab: OrderSubTab;
  symbolName: string;
  t: TFunction;
}) {
  const { controller, subTab, symbolName, t } = props;
  const open = useVanilla(controller.open.store);
  const actions = useVanilla(controller.actions);
  const figure = useFigure();
  const rows = useMemo(
    () => orderRows(ordersOfSubTab(open.orders, subTab, symbolName, actions.allPairs)),
    [open.orders, subTab, symbolName, actions.allPairs],
  );
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const box = useRef<HTMLDivElement>(null);
  useKeepRowFocus(box, keys);
  // Built each render: headers are read when the texts have loaded.
  const columns = openOrderColumns(t, {
    pair: controller.pairLabel,
    showTrigger: showsTrigger(subTab),
    cancelling: actions.cancelling,
    onCancel: (order) => void controller.cancel(order),
    figure,
  });
  const retry = () => controller.open.reconcile();
  return (
    <div
      ref={box}
      className="orders-list"
      role="group"
      aria-label={t('currentOrders')}
      tabIndex={-1}
    >
      {open.phase === 'loading' ? (
        <Empty text={t('loading')} />
      ) : open.phase === 'failed' ? (
        <Failed code={null} onRetry={retry} t={t} />
      ) : (
        <>
          {open.error ? <Failed code={null} onRetry={retry} t={t} /> : null}
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
      )}
    </div>
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
      reload={controller.history.reload}
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
  const columns = fillColumns(t, controller.pairLabel, controller.feeLabel);
  return (
    <Paged
      state={state}
      columns={columns}
      rowKey={(f) => f.tradeId}
      label={t('transactionRecord')}
      testId="transaction-record"
      empty={t('noFills')}
      loadMore={controller.fills.loadMore}
      reload={controller.fills.reload}
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
      reload={controller.ltOrders.reload}
      t={t}
    />
  );
}

function Paged<T>(props: {
  state: {
    rows: readonly T[];
    phase: string;
    error: string | null;
    errorCode: number | null;
    hasMore: boolean;
    loadingMore: boolean;
  };
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  label: string;
  testId: string;
  empty: string;
  loadMore: () => void;
  reload: () => void;
  t: TFunction;
}) {
  const { state, t } = props;
  if (state.phase === 'idle' || state.phase === 'loading') return <Empty text={t('loading')} />;
  if (state.phase === 'failed') {
    return <Failed code={state.errorCode} message={state.error} onRetry={props.reload} t={t} />;
  }
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
  if (state.phase === 'failed') {
    return (
      <Failed
        code={state.errorCode}
        message={state.error}
        onRetry={props.list.reload}
        t={props.t}
      />
    );
  }
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
