import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import type { HostApi, Session } from '@spot/contracts';
import { ordersOfSubTab } from '../domain/cancel-rules';
import { orderRows } from '../domain/order-rows';
import { fullPageLink } from '../domain/links';
import { visibleSubTabs, type OrderSubTab } from '../domain/sub-tabs';
import type { OrdersController } from '../state/orders-controller';
import { GridBots, ToolStrategies } from './extra-lists';
import { Repayment } from './margin-lists';
import {
  CurrentOrders,
  HistoricalOrders,
  TokenRecords,
  TransactionRecord,
  useVanilla,
} from './lists';
import { SubTabs } from './tab-bar';
import { OrdersToolbar } from './toolbar';

export const MAIN_TABS = [
  'currentOrders',
  'historicalOrders',
  'transactionRecord',
  'tokenRecords',
  'repayment',
  'gridBots',
  'tools',
] as const;
export type MainTab = (typeof MAIN_TABS)[number];

/**
 * The main tabs a trader sees (spec 000 §2, §6): the token records where the compliance config
 * enables them and never on demo; repayment for unified accounts that may borrow (spot margin);
 * grid bots except on demo and for sub-accounts leading copy trades; the tools' strategy lists
 * except on sub-accounts (spec 001 §5).
 */
export function visibleMainTabs(session: Session): MainTab[] {
  const { roles, compliance } = session;
  return MAIN_TABS.filter((tab) => {
    switch (tab) {
      case 'tokenRecords':
        return compliance.tokenRecordTab && !roles.demo;
      case 'repayment':
        return roles.utaLevel > 0 && compliance.spotMargin && !roles.demo;
      case 'gridBots':
        return !roles.demo && !(roles.sub && roles.copyLeader);
      case 'tools':
        return !roles.sub;
      default:
        return true;
    }
  });
}

const TOKEN_SUB_TABS = ['subscription', 'redemption'] as const;

/** The orders panel of classic and UTA accounts (spec 000 §2 orders panel). */
export function OrdersPanel(props: {
  host: HostApi;
  controller: OrdersController;
  session: Session;
  symbolName: string;
  locale: string;
  t: TFunction;
}) {
  const { host, controller, session, symbolName, locale, t } = props;
  const tabs = useMemo(() => visibleMainTabs(session), [session]);
  const subTabs = useMemo(() => visibleSubTabs(session), [session]);
  const [picked, setTab] = useState<MainTab>('currentOrders');
  const tab = tabs.includes(picked) ? picked : 'currentOrders';
  const [pickedSub, setSubTab] = useState<OrderSubTab>('limitMarket');
  const subTab = subTabs.includes(pickedSub) ? pickedSub : 'limitMarket';
  const [tokenTab, setTokenTab] = useState<(typeof TOKEN_SUB_TABS)[number]>('subscription');
  const open = useVanilla(controller.open.store);
  const { allPairs } = useVanilla(controller.actions);
  const count = subTabs.reduce(
    (n, s) => n + orderRows(ordersOfSubTab(open.orders, s, symbolName, allPairs)).length,
    0,
  );

  const link =
    tab === 'currentOrders' || tab === 'historicalOrders' || tab === 'transactionRecord'
      ? fullPageLink(locale, tab, subTab)
      : tab === 'tokenRecords'
        ? fullPageLink(locale, tab, tokenTab)
        : null;
  const withSubTabs = tab === 'currentOrders' || tab === 'historicalOrders';

  return (
    <>
      <div className="orders-head">
        <SubTabs
          className="orders-tabs"
          tabs={tabs}
          current={tab}
          onSelect={setTab}
          ariaLabel={t('ordersArea')}
          label={(name) =>
            name === 'currentOrders' ? t('currentOrdersCount', { count }) : t(name)
          }
        />
        <OrdersToolbar
          host={host}
          controller={controller}
          symbolName={symbolName}
          t={t}
          range={tab === 'historicalOrders' || tab === 'transactionRecord'}
          cancelAll={tab === 'currentOrders' ? subTab : null}
          links={link ? [{ href: link, label: t('viewAll') }] : []}
        />
      </div>
      {session.compliance.orderHeaderTip ? (
        <p className="orders-tip">{t('orderHeaderTip')}</p>
      ) : null}
      {withSubTabs ? (
        <SubTabs
          tabs={subTabs}
          current={subTab}
          onSelect={setSubTab}
          ariaLabel={t('orderKinds')}
          label={(name) =>
            tab === 'currentOrders'
              ? `${t(`subTab.${name}`)} (${orderRows(ordersOfSubTab(open.orders, name, symbolName, allPairs)).length})`
              : t(`subTab.${name}`)
          }
        />
      ) : null}
      {tab === 'tokenRecords' ? (
        <SubTabs
          tabs={TOKEN_SUB_TABS}
          current={tokenTab}
          onSelect={setTokenTab}
          ariaLabel={t('tokenRecords')}
          label={(name) => t(name)}
        />
      ) : null}
      <div role="tabpanel" className="orders-body">
        {tab === 'currentOrders' ? (
          <CurrentOrders controller={controller} subTab={subTab} symbolName={symbolName} t={t} />
        ) : tab === 'historicalOrders' ? (
          <HistoricalOrders controller={controller} subTab={subTab} t={t} />
        ) : tab === 'transactionRecord' ? (
          <TransactionRecord controller={controller} t={t} />
        ) : tab === 'tokenRecords' ? (
          <TokenRecords controller={controller} kind={tokenTab} t={t} />
        ) : tab === 'repayment' ? (
          <Repayment host={host} t={t} />
        ) : tab === 'gridBots' ? (
          <GridBots host={host} scope={controller.scope} allPairs={allPairs} t={t} />
        ) : (
          <ToolStrategies host={host} scope={controller.scope} allPairs={allPairs} t={t} />
        )}
      </div>
    </>
  );
}
