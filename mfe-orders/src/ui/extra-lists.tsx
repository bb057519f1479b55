import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { GRID_ORDERS_REFRESH_MS, gridListOf, type HostApi } from '@spot/contracts';
import { createAsyncList, type ListReply } from '../state/async-list';
import {
  assetsFetch,
  gridBotsFetch,
  liabilitiesFetch,
  positionsFetch,
  toolStrategiesFetch,
} from '../state/extra-sources';
import type { ListScope } from '../state/sources';
import { tokenAmounts } from '../state/symbol-display';
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
  // Built each render: headers are read when the texts have loaded.
  const columns = gridColumns(t, tab === 'completed');
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

/** Iceberg, TWAP, chase and webhook orders with status 3 (spec 001 §2). */
export function ToolStrategies(props: {
  host: HostApi;
  scope: () => ListScope;
  allPairs: boolean;
  t: TFunction;
}) {
  const { host, scope, allPairs, t } = props;
  const fetch = useMemo(() => {
    void allPairs;
    return toolStrategiesFetch(host, scope);
  }, [host, scope, allPairs]);
  const list = useAsyncList(host, fetch);
  // Built each render: headers are read when the texts have loaded.
  const columns = strategyColumns(t);
  return (
    <AsyncListView
      list={list}
      columns={columns}
      rowKey={(s) => s.strategyId}
      label={t('tools')}
      testId="tool-strategies"
      empty={t('noRecords')}
      t={t}
    />
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
