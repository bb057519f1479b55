import { useEffect, useState } from 'react';
import { FigureLocale, useSubscribable } from '@spot/contracts/react';
import { SubTabs } from './tab-bar';
import {
  TOUR_ANCHORS,
  type HostApi,
  type RemoteProps,
  type Session,
  type SymbolRef,
} from '@spot/contracts';
import { authLinks } from '../domain/links';
import { createOrdersController, type OrdersController } from '../state/orders-controller';
import type { AccountFamily, ListScope } from '../state/sources';
import { IntegratedArea } from './integrated-area';
import { OrdersPanel } from './orders-panel';
import { useT } from './use-t';
import { TableLayoutContext } from './virtual-table';

/** Which orders area and feeds a session gets (spec 000 §6, spec 001 §2). */
export function familyOf(session: Session): AccountFamily {
  if (session.roles.utaLevel === 0) return 'classic';
  return session.compliance.integratedOrderRequest ? 'integrated' : 'uta';
}

function scopeOf(host: HostApi, symbol: SymbolRef): Omit<ListScope, 'allPairs'> {
  const info = host.market.symbol(symbol.symbolName);
  return {
    symbolName: symbol.symbolName,
    baseTokenId: info?.baseTokenId ?? symbol.base,
    quoteTokenId: info?.quoteTokenId ?? symbol.quote,
  };
}

const VISITOR_TABS = ['currentOrders', 'historicalOrders', 'transactionRecord'] as const;

/**
 * The orders area: for a visitor the main tabs with the login and register prompt and no
 * actions (spec 000 §2, §6); for a trader the orders panel, or the integrated orders area on a
 * UTA account with the integrated order request flag.
 */
export function OrdersContainer({ host, locale, symbol }: RemoteProps) {
  const { t } = useT(host);
  const session = useSubscribable(host.session);
  if (!session.isLogin) {
    const links = authLinks(locale, typeof location === 'undefined' ? '/' : location.pathname);
    return (
      <div
        className="orders-panel"
        data-testid="orders-panel"
        data-tour-anchor={TOUR_ANCHORS.orders}
      >
        <SubTabs
          className="orders-tabs"
          tabs={VISITOR_TABS}
          current={VISITOR_TABS[0]}
          onSelect={() => undefined}
          label={(name) => t(name)}
          ariaLabel={t('ordersArea')}
          tabProps={(name) => ({ disabled: name !== VISITOR_TABS[0] })}
        />
        <div role="tabpanel">
          <p className="orders-login">
            <a href={links.login}>{t('login')}</a>
            {' · '}
            <a href={links.register}>{t('register')}</a> {t('toSeeOrders')}
          </p>
        </div>
      </div>
    );
  }
  const family = familyOf(session);
  return (
    <TraderOrders
      key={`${session.user?.id ?? ''}:${family}:${session.roles.demo}`}
      host={host}
      session={session}
      family={family}
      symbol={symbol}
      locale={locale}
    />
  );
}

function TraderOrders(props: {
  host: HostApi;
  session: Session;
  family: AccountFamily;
  symbol: SymbolRef;
  locale: string;
}) {
  const { host, session, family, symbol, locale } = props;
  const { t } = useT(host);
  // A phone (the host's `mobile` width class, 500 px or less) gets a card per row.
  const { widthClass } = useSubscribable(host.page);
  const [controller, setController] = useState<OrdersController | null>(null);
  const demo = session.roles.demo;
  useEffect(() => {
    const created = createOrdersController({
      host,
      family,
      demo,
      scope: scopeOf(host, symbol),
    });
    setController(created);
    return () => created.dispose();
    // The symbol follows in the effect below; a new symbol keeps the controller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, family, demo]);
  useEffect(() => {
    controller?.setScope(scopeOf(host, symbol));
  }, [controller, host, symbol]);
  if (!controller) {
    return (
      <div
        className="orders-panel"
        data-testid="orders-panel"
        data-tour-anchor={TOUR_ANCHORS.orders}
      />
    );
  }
  const Area = family === 'integrated' ? IntegratedArea : OrdersPanel;
  return (
    <div
      className="orders-panel"
      data-testid="orders-panel"
      data-family={family}
      data-tour-anchor={TOUR_ANCHORS.orders}
    >
      <FigureLocale.Provider value={locale}>
        <TableLayoutContext.Provider value={widthClass === 'mobile' ? 'cards' : 'table'}>
          <Area
            host={host}
            controller={controller}
            session={session}
            symbolName={symbol.symbolName}
            locale={locale}
            t={t}
          />
        </TableLayoutContext.Provider>
      </FigureLocale.Provider>
    </div>
  );
}
