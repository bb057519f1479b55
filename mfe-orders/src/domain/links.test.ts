import { authLinks, fullPageLink, pnlLink } from './links';

describe('links to the full pages carry the locale (spec 000 §2)', () => {
  it.each([
    ['currentOrders', 'limitMarket', '/de/user/assets/order/fed/spot-current-orders/active'],
    ['currentOrders', 'stopLimit', '/de/user/assets/order/fed/spot-current-orders/stop-limit'],
    ['currentOrders', 'conditional', '/de/user/assets/order/fed/spot-current-orders/conditional'],
    ['currentOrders', 'oco', '/de/user/assets/order/fed/spot-current-orders/oco'],
    ['currentOrders', 'trailingStop', null],
    ['historicalOrders', 'limitMarket', '/de/user/assets/order/fed/spot-orders/active'],
    ['historicalOrders', 'oco', null],
    ['transactionRecord', 'limitMarket', '/de/user/assets/order/fed/spot-history/active'],
    ['tokenRecords', 'subscription', '/de/user/assets/order/fed/spot-lt-order/subscription'],
    ['tokenRecords', 'redemption', '/de/user/assets/order/fed/spot-lt-order/redemption'],
  ] as const)('%s / %s → %s', (tab, subTab, href) => {
    expect(fullPageLink('de', tab, subTab)).toBe(href);
  });

  it('links P&L and the login with a redirect', () => {
    expect(pnlLink('en')).toBe('/en/user/assets/home/performance?tab=spot');
    expect(authLinks('en', '/en/trade/spot/BTC/USDT')).toEqual({
      login: '/en/login?redirect_url=%2Fen%2Ftrade%2Fspot%2FBTC%2FUSDT',
      register: '/en/register?redirect_url=%2Fen%2Ftrade%2Fspot%2FBTC%2FUSDT',
    });
  });
});
