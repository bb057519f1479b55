import type { OrderSubTab } from './sub-tabs';

const ORDER_PAGES = '/user/assets/order/fed';

const CURRENT_SEGMENT: Partial<Record<OrderSubTab, string>> = {
  limitMarket: 'active',
  stopLimit: 'stop-limit',
  conditional: 'conditional',
  oco: 'oco',
};
const HISTORY_SEGMENT: Partial<Record<OrderSubTab, string>> = {
  limitMarket: 'active',
  stopLimit: 'stop-limit',
  conditional: 'conditional',
};

/** Prefixes a site path with the locale (spec 000 §2: every link carries it). */
export function withLocale(locale: string, path: string): string {
  return `/${locale}${path}`;
}

/**
 * The full order page of a tab (spec 000 §2 links), or null where the spec names none (the
 * trailing-stop sub-tab; OCO history).
 */
export function fullPageLink(
  locale: string,
  tab: 'currentOrders' | 'historicalOrders' | 'transactionRecord' | 'tokenRecords',
  subTab: OrderSubTab | 'subscription' | 'redemption',
): string | null {
  let path: string | undefined;
  if (tab === 'transactionRecord') path = `${ORDER_PAGES}/spot-history/active`;
  else if (tab === 'tokenRecords') {
    path =
      subTab === 'subscription' || subTab === 'redemption'
        ? `${ORDER_PAGES}/spot-lt-order/${subTab}`
        : undefined;
  } else if (subTab !== 'subscription' && subTab !== 'redemption') {
    const segment = (tab === 'currentOrders' ? CURRENT_SEGMENT : HISTORY_SEGMENT)[subTab];
    const page = tab === 'currentOrders' ? 'spot-current-orders' : 'spot-orders';
    path = segment ? `${ORDER_PAGES}/${page}/${segment}` : undefined;
  }
  return path ? withLocale(locale, path) : null;
}

/** The spot P&L page (spec 000 §2). */
export function pnlLink(locale: string): string {
  return withLocale(locale, '/user/assets/home/performance?tab=spot');
}

/** Login and register with the page to come back to (spec 000 §2). */
export function authLinks(locale: string, returnPath: string): { login: string; register: string } {
  const redirect = encodeURIComponent(returnPath);
  return {
    login: withLocale(locale, `/login?redirect_url=${redirect}`),
    register: withLocale(locale, `/register?redirect_url=${redirect}`),
  };
}
