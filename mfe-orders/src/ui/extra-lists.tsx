import { useEffect, useMemo, useState } from 'react';
import { useFigure } from '@spot/contracts/react';
import type { TFunction } from 'i18next';
import { GRID_ORDERS_REFRESH_MS, gridListOf, type HostApi } from '@spot/contracts';
import { createAsyncList, type ListReply } from '../state/async-list';
import {
  assetsFetch,
  gridBotsFetch,
  liabilitiesFetch,
  onStrategyPush,
  positionsFetch,
  stopStrategy,
  toolStrategiesFetch,
} from '../state/extra-sources';
import { actionColumn } from './action-column';
import type { ListScope } from '../state/sources';
import { pairLabels, symbolPrices, tokenAmounts } from '../state/symbol-display';
import {
  assetColumns,
  gridColumns,
  liabilityColumns,
  positionColumns,
  strategyColumns,
} from './columns';
import { AsyncListView } from './lists';
import { SubTabs } from './tab-bar';

/** A list created for a view and dropped with it; `poll` refreshes it while the page is seen. */
export function useAsyncList<T>(
  host: HostApi,
  fetch: (signal: AbortSignal) => Promise<ListReply<T>>,
  pollMs?: number,
) {
  const list = useMemo(() => createAsyncList(fetch), [fetch]);
  useEffect(() => {
    const stop = pollMs ? list.poll(pollMs, () => host.page.get().visible) : (list.reload(), null);
    return () => {
      stop?.();
      list.dispose();
    };
  }, [list, host, pollMs]);
  return list;
}

/** Reads the list again on each `strategy` push, besides its clock. */
function useStrategyPushes(host: HostApi, list: { reload(): void }) {
  useEffect(() => onStrategyPush(host, () => list.reload()), [host, list]);
}

/** The row's stop (a grid bot) or cancel (an iceberg or TWAP), confirmed first. */
function stopColumn<T extends { strategyId: string; strategyType: string }>(
  host: HostApi,
  t: TFunction,
  list: { reload(): void },
  stopping: ReadonlySet<string>,
  setStopping: (update: (s: ReadonlySet<string>) => ReadonlySet<string>) => void,
) {
  return actionColumn<T>(t, (row) => {
    const grid = row.strategyType === 'grid';
    const label = t(grid ? 'stopGrid' : 'cancelStrategy');
    return {
      label,
      ariaLabel: `${label} ${row.strategyId}`,
      disabled: stopping.has(row.strategyId),
      onClick: () => {
        setStopping((s) => new Set(s).add(row.strategyId));
        void stopStrategy(host, row).then(() => {
          setStopping((s) => {
            const next = new Set(s);
            next.delete(row.strategyId);
            return next;
          });
          list.reload();
        });
      },
    };
  });
}

/** The grid-bot orders panel: Running and Completed, refreshed every 3 s (spec 000 §2, §4, §9). */
export function GridBots(props: {
  host: HostApi;
  scope: () => ListScope;
  allPairs: boolean;
  t: TFunction;
}) {
  const { host, scope, allPairs, t } = props;
  const [tab, setTab] = useState<'running' | 'completed'>('running');
  // allPairs is read by the fetch; listing it re-creates the list when it flips.
  const fetch = useMemo(() => {
    void allPairs;
    return gridBotsFetch(host, tab, scope);
  }, [host, tab, scope, allPairs]);
  const list = useAsyncList(host, fetch, GRID_ORDERS_REFRESH_MS);
  useStrategyPushes(host, list);
  const [stopping, setStopping] = useState<ReadonlySet<string>>(new Set());
  const figure = useFigure();
  // Built each render: headers are read when the texts have loaded.
  const columns = [
    ...gridColumns(t, tab === 'completed', symbolPrices(host), pairLabels(host), figure),
    ...(tab === 'running' ? [stopColumn(host, t, list, stopping, setStopping)] : []),
  ];
  const filter = useMemo(
    () => (row: { status: number }) =>
      gridListOf(row.status) === (tab === 'running' ? 'running' : 'history'),
    [tab],
  );
  return (
    <>
      <SubTabs
        tabs={['running', 'completed'] as const}
        current={tab}
        onSelect={setTab}
        label={(name) => t(name)}
        ariaLabel={t('gridBots')}
      />
      <AsyncListView
        list={list}
        columns={columns}
        rowKey={(g) => g.strategyId}
        label={t('gridBots')}
        testId="grid-bots"
        empty={t('noRecords')}
        filter={filter}
        t={t}
      />
    </>
  );
}

/**
 * Iceberg, TWAP, chase and webhook orders: the history (status 3, spec 001 §2) and the running
 * ones, which a trader can cancel.
 */
export function ToolStrategies(props: {
  host: HostApi;
  scope: () => ListScope;
  allPairs: boolean;
  t: TFunction;
}) {
  const { host, scope, allPairs, t } = props;
  const [tab, setTab] = useState<'running' | 'history'>('running');
  const fetch = useMemo(() => {
    void allPairs;
    return toolStrategiesFetch(host, tab, scope);
  }, [host, tab, scope, allPairs]);
  const list = useAsyncList(host, fetch);
  useStrategyPushes(host, list);
  const [stopping, setStopping] = useState<ReadonlySet<string>>(new Set());
  // Built each render: headers are read when the texts have loaded.
  const columns = [
    ...strategyColumns(t, symbolPrices(host), pairLabels(host)),
    ...(tab === 'running' ? [stopColumn(host, t, list, stopping, setStopping)] : []),
  ];
  return (
    <>
      <SubTabs
        tabs={['running', 'history'] as const}
        current={tab}
        onSelect={setTab}
        label={(name) => t(name === 'history' ? 'strategyHistory' : 'running')}
        ariaLabel={t('tools')}
      />
      <AsyncListView
        list={list}
        columns={columns}
        rowKey={(s) => s.strategyId}
        label={t('tools')}
        testId="tool-strategies"
        empty={t('noRecords')}
        t={t}
      />
    </>
  );
}

/**
 * The integrated area's Tools tab (spec 001 §2): the tools' strategy orders and, where the
 * role may run them, the grid bots (spec 000 §2 grid-bot orders panel), which the integrated
 * area has no tab of its own for.
 */
export function IntegratedTools(props: {
  host: HostApi;
  scope: () => ListScope;
  allPairs: boolean;
  withGridBots: boolean;
  t: TFunction;
}) {
  const { withGridBots, t } = props;
  const [picked, setPicked] = useState<'gridBots' | 'strategies'>('gridBots');
  const view = withGridBots ? picked : 'strategies';
  return (
    <>
      {withGridBots && (
        <SubTabs
          tabs={['gridBots', 'strategies'] as const}
          current={view}
          onSelect={setPicked}
          label={(name) => t(name === 'gridBots' ? 'gridBots' : 'strategyOrders')}
          ariaLabel={t('tools')}
        />
      )}
      {view === 'gridBots' ? <GridBots {...props} /> : <ToolStrategies {...props} />}
    </>
  );
}

export function Positions({ host, t }: { host: HostApi; t: TFunction }) {
  const fetch = useMemo(() => positionsFetch(host), [host]);
  const list = useAsyncList(host, fetch);
  // Built each render: headers are read when the texts have loaded.
  const columns = positionColumns(t, tokenAmounts(host));
  return (
    <AsyncListView
      list={list}
      columns={columns}
      rowKey={(p) => p.coin}
      label={t('positions')}
      testId="positions"
      empty={t('noRecords')}
      t={t}
    />
  );
}

export function Assets({ host, t }: { host: HostApi; t: TFunction }) {
  const fetch = useMemo(() => assetsFetch(host), [host]);
  const list = useAsyncList(host, fetch);
  // Built each render: headers are read when the texts have loaded.
  const columns = assetColumns(t, tokenAmounts(host));
  return (
    <AsyncListView
      list={list}
      columns={columns}
      rowKey={(b) => b.tokenId}
      label={t('assets')}
      testId="assets"
      empty={t('noRecords')}
      t={t}
    />
  );
}

/** What each coin owes (the liability list): "By coin" in the integrated area's borrowing tab. */
export function Borrowing({ host, t }: { host: HostApi; t: TFunction }) {
  const fetch = useMemo(() => liabilitiesFetch(host), [host]);
  const list = useAsyncList(host, fetch);
  // Built each render: headers are read when the texts have loaded.
  const columns = liabilityColumns(t, tokenAmounts(host));
  return (
    <AsyncListView
      list={list}
      columns={columns}
      rowKey={(b) => b.tokenId}
      label={t('borrowing')}
      testId="borrowing"
      empty={t('noRecords')}
      t={t}
    />
  );
}
