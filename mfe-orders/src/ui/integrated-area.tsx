import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import type { HostApi, Session } from '@spot/contracts';
import { ordersOfSubTab } from '../domain/cancel-rules';
import { orderRows } from '../domain/order-rows';
import { fullPageLink, pnlLink } from '../domain/links';
import { visibleSubTabs, type OrderSubTab } from '../domain/sub-tabs';
import type { OrdersController } from '../state/orders-controller';
import { Assets, IntegratedTools, Positions } from './extra-lists';
import { FutureSpreadOrders, MmrPanel, Repayment } from './margin-lists';
import { CurrentOrders, HistoricalOrders, TransactionRecord, useVanilla } from './lists';
import { SubTabs } from './tab-bar';
import { OrdersToolbar } from './toolbar';

const OTHER_TABS = [
  'mmr',
  'futureSpreadOrders',
  'positions',
  'orderHistory',
  'tradeHistory',
  'tools',
  'borrowing',
  'assets',
] as const;
type OtherTab = (typeof OTHER_TABS)[number];
type IntegratedTab = OrderSubTab | OtherTab;

/** Order kinds in the integrated area's order (spec 001 §2). */
const KIND_ORDER: readonly OrderSubTab[] = [
  'limitMarket',
  'stopLimit',
  'conditional',
  'oco',
  'trailingStop',
];

const isKind = (tab: IntegratedTab): tab is OrderSubTab =>
  (KIND_ORDER as readonly string[]).includes(tab);

/**
 * The integrated orders area of spec 001 §2, for UTA accounts with the integrated order request
 * flag: current orders by kind from queryOpenOrders and the UTA order topic, the account's
 * margin (MMR), future-spread orders, positions from
 * queryPositions, order and trade history, P&L (the full page), the tools' strategy orders and
 * grid bots,
 * borrowing (per coin, and the borrows with their repayments) and assets. Sub-accounts get no tools tab (spec 001 §5).
 */
export function IntegratedArea(props: {
  host: HostApi;
  controller: OrdersController;
  session: Session;
  symbolName: string;
  locale: string;
  t: TFunction;
}) {
  const { host, controller, session, symbolName, locale, t } = props;
  const kinds = useMemo(() => {
    const visible = visibleSubTabs(session);
    return KIND_ORDER.filter((k) => visible.includes(k));
  }, [session]);
  const tabs = useMemo<IntegratedTab[]>(
    () => [...kinds, ...OTHER_TABS.filter((tab) => tab !== 'tools' || !session.roles.sub)],
    [kinds, session.roles.sub],
  );
  const [picked, setTab] = useState<IntegratedTab>('limitMarket');
  const tab = tabs.includes(picked) ? picked : 'limitMarket';
  const open = useVanilla(controller.open.store);
  const { allPairs } = useVanilla(controller.actions);
  const label = (name: IntegratedTab) =>
    isKind(name)
      ? `${t(`subTab.${name}`)} (${orderRows(ordersOfSubTab(open.orders, name, symbolName, allPairs)).length})`
      : t(name);
  const link = isKind(tab)
    ? fullPageLink(locale, 'currentOrders', tab)
    : tab === 'orderHistory'
      ? fullPageLink(locale, 'historicalOrders', 'limitMarket')
      : tab === 'tradeHistory'
        ? fullPageLink(locale, 'transactionRecord', 'limitMarket')
        : null;

  return (
    <>
      <div className="orders-head">
        <SubTabs
          className="orders-tabs"
          tabs={tabs}
          current={tab}
          onSelect={setTab}
          ariaLabel={t('ordersArea')}
          label={label}
        />
        <OrdersToolbar
          host={host}
          controller={controller}
          symbolName={symbolName}
          t={t}
          range={tab === 'orderHistory' || tab === 'tradeHistory'}
          cancelAll={isKind(tab) ? tab : null}
          links={[
            ...(link ? [{ href: link, label: t('viewAll') }] : []),
            { href: pnlLink(locale), label: t('pnl') },
          ]}
        />
      </div>
      {session.compliance.orderHeaderTip ? (
        <p className="orders-tip">{t('orderHeaderTip')}</p>
      ) : null}
      <div role="tabpanel" className="orders-body">
        {isKind(tab) ? (
          <CurrentOrders controller={controller} subTab={tab} symbolName={symbolName} t={t} />
        ) : tab === 'mmr' ? (
          <MmrPanel host={host} t={t} />
        ) : tab === 'futureSpreadOrders' ? (
          <FutureSpreadOrders host={host} t={t} />
        ) : tab === 'positions' ? (
          <Positions host={host} t={t} />
        ) : tab === 'orderHistory' ? (
          <HistoricalOrders controller={controller} subTab={null} t={t} />
        ) : tab === 'tradeHistory' ? (
          <TransactionRecord controller={controller} t={t} />
        ) : tab === 'tools' ? (
          <IntegratedTools
            host={host}
            scope={controller.scope}
            allPairs={allPairs}
            withGridBots={!session.roles.demo && !(session.roles.sub && session.roles.copyLeader)}
            t={t}
          />
        ) : tab === 'borrowing' ? (
          <Repayment host={host} t={t} byCoin />
        ) : (
          <Assets host={host} t={t} />
        )}
      </div>
    </>
  );
}
