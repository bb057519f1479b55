import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useMarketStream, useSubscribable } from '@spot/contracts/react';
import {
  Dec,
  formatDateTime,
  formatPercentText,
  formatPrice,
  localizeDecimalText,
  isDecimalString,
  navPremium,
  navRiskExceeded,
  type HostApi,
  type LtTokenOrder,
  type SymbolInfo,
} from '@spot/contracts';
import { ltAvailability } from '../domain/lt-status';
import { createLtPageController, type LtPageController } from '../state/lt-page-store';
import { LtPanel } from './lt-panel';
import { LtProjectInfo } from './lt-project-info';

type T = (key: string, params?: Record<string, string>) => string;

/** A fraction as a percentage with two decimals in the page's locale: 0.0123 → "+1.23%". */
function percent(fraction: Dec, signed: boolean, locale: string): string {
  return formatPercentText(fraction.toFixed(), locale, { signed });
}

/**
 * The leveraged-token detail page (spec 001 §2): what the token is, its limits, net value and
 * status, the last price beside the net value, the subscribe and redeem panel, and the trader's
 * orders of this token. Remounted per symbol by the caller, so the info is read again whenever
 * the base token changes.
 */
export function LtPage({
  host,
  symbolName,
  locale,
  t,
}: {
  host: HostApi;
  symbolName: string;
  locale: string;
  t: T;
}) {
  const session = useSubscribable(host.session);
  const userKey = session.isLogin ? (session.user?.id ?? '') : '';
  // Made in an effect, not during render: it subscribes and calls at once. A new session
  // (log in, log out, another user) reads the account's data afresh.
  const [controller, setController] = useState<LtPageController | null>(null);
  useEffect(() => {
    const next = createLtPageController({ host, symbolName });
    setController(next);
    return () => next.dispose();
  }, [host, symbolName, userKey]);
  if (!controller) return <p className="lt-status">{t('loading')}</p>;
  return (
    <LtPageBody host={host} symbolName={symbolName} locale={locale} controller={controller} t={t} />
  );
}

function LtPageBody({
  host,
  symbolName,
  locale,
  controller,
  t,
}: {
  host: HostApi;
  symbolName: string;
  locale: string;
  controller: LtPageController;
  t: T;
}) {
  const session = useSubscribable(host.session);
  const symbol = host.market.symbol(symbolName);
  const state = useStore(controller.store);

  if (state.load === 'loading') return <p className="lt-status">{t('loading')}</p>;
  if (state.load === 'failed' || !state.info || !state.nav) {
    return (
      <div className="lt-status" role="alert">
        <p>{t('failed', { message: state.message })}</p>
        <button type="button" onClick={() => controller.retry()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="lt-page" data-testid="lt-page">
      <LtProjectInfo info={state.info} symbolName={symbolName} t={t} />
      <div className="lt-columns">
        {symbol ? (
          <LtMarketFacts
            host={host}
            symbol={symbol}
            controller={controller}
            locale={locale}
            t={t}
          />
        ) : (
          <p className="lt-status">{t('noMarket')}</p>
        )}
        <div className="lt-side">
          {!session.isLogin ? (
            <p className="lt-login" data-testid="lt-login">
              <a href={`/${locale}/login?redirect_url=${encodeURIComponent(location.pathname)}`}>
                {t('logIn')}
              </a>{' '}
              {t('logInToTrade')}
            </p>
          ) : session.roles.demo ? (
            <p className="lt-login" data-testid="lt-demo">
              {t('demoNotSupported')}
            </p>
          ) : symbol ? (
            <LtPanel host={host} controller={controller} symbol={symbol} locale={locale} t={t} />
          ) : null}
        </div>
      </div>
      {session.isLogin && <LtOrders orders={state.orders} symbol={symbol} locale={locale} t={t} />}
    </div>
  );
}

/**
 * The token's figures: net value beside the last price and their deviation, today's change
 * from the open in the user's time zone, status and limits. The ticker is subscribed while
 * this shows (the host's streams count their readers), and only for a symbol that exists.
 */
function LtMarketFacts({
  host,
  symbol,
  controller,
  locale,
  t,
}: {
  host: HostApi;
  symbol: SymbolInfo;
  controller: LtPageController;
  locale: string;
  t: T;
}) {
  const { info, nav, openPrice } = useStore(controller.store);
  const ticker = useMarketStream(host.market.ticker(symbol.symbolName)).ticker;
  if (!info || !nav) return null;
  const last = ticker?.lastPrice;
  const availability = ltAvailability(nav.st);
  // Signed: a premium above the net value shows +, a discount −.
  const premium = last ? navPremium(last, nav.nav) : null;
  const risky = last !== undefined && navRiskExceeded(last, nav.nav, info.diffNvRate);
  const todayChange =
    last && openPrice && isDecimalString(last) && new Dec(openPrice).gt(0)
      ? new Dec(last).minus(openPrice).div(openPrice)
      : null;
  return (
    <div className="lt-facts">
      <dl>
        <div>
          <dt>{t('nav')}</dt>
          <dd data-testid="lt-nav">{localizeDecimalText(formatPrice(nav.nav, symbol), locale)}</dd>
        </div>
        <div>
          <dt>{t('lastPrice')}</dt>
          <dd data-testid="lt-last">
            {last ? localizeDecimalText(formatPrice(last, symbol), locale) : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('deviation')}</dt>
          <dd data-testid="lt-deviation" className={risky ? 'risky' : undefined}>
            {premium ? percent(premium, true, locale) : '--'}
          </dd>
        </div>
        {todayChange && (
          <div>
            <dt>{t('todayChange')}</dt>
            <dd data-testid="lt-today">{percent(todayChange, true, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('subscription')}</dt>
          <dd data-testid="lt-subscription-status">
            {availability.subscriptionOpen ? t('open') : t('closed')}
          </dd>
        </div>
        <div>
          <dt>{t('redemption')}</dt>
          <dd data-testid="lt-redemption-status">
            {availability.redemptionOpen ? t('open') : t('closed')}
          </dd>
        </div>
        <div>
          <dt>{t('purchaseLimits')}</dt>
          <dd>
            {info.minPurchase} – {info.maxPurchase} {symbol.quoteTokenName}
          </dd>
        </div>
        <div>
          <dt>{t('redeemLimits')}</dt>
          <dd>
            {info.minRedeem} – {info.maxRedeem} {symbol.baseTokenName}
          </dd>
        </div>
      </dl>
      {availability.positionChanging && <p role="status">{t('positionChanging')}</p>}
      {risky && premium && (
        <p className="lt-warning" role="status" data-testid="lt-nav-risk">
          {t('navRisk', {
            deviation: percent(premium.abs(), false, locale),
            limit: percent(new Dec(info.diffNvRate ?? '0'), false, locale),
          })}
        </p>
      )}
    </div>
  );
}

const STATUS_KEYS: Readonly<Record<number, string>> = { 1: 'statusDone', 3: 'statusFailed' };

/** The trader's subscriptions and redemptions of this token, newest first. */
function LtOrders({
  orders,
  symbol,
  locale,
  t,
}: {
  orders: readonly LtTokenOrder[];
  symbol: SymbolInfo | undefined;
  locale: string;
  t: T;
}) {
  return (
    <section className="lt-orders" aria-label={t('ordersTitle')}>
      <h3>{t('ordersTitle')}</h3>
      {orders.length === 0 ? (
        <p className="lt-empty">{t('noOrders')}</p>
      ) : (
        <table data-testid="lt-orders">
          <thead>
            <tr>
              <th>{t('colTime')}</th>
              <th>{t('colType')}</th>
              <th>{t('colQuantity')}</th>
              <th>{t('colNav')}</th>
              <th>{t('colReceived')}</th>
              <th>{t('colStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => {
              const subscription = o.orderType === 1;
              const received = subscription ? o.filledQuantity : o.filledAmount;
              const unit = subscription ? symbol?.baseTokenName : symbol?.quoteTokenName;
              return (
                <tr key={o.orderId}>
                  <td>{formatDateTime(o.createdTime, locale)}</td>
                  <td>{t(subscription ? 'subscribe' : 'redeem')}</td>
                  <td>
                    {localizeDecimalText(o.orderQuantity, locale)}{' '}
                    {subscription ? symbol?.quoteTokenName : symbol?.baseTokenName}
                  </td>
                  <td>{o.nav ? localizeDecimalText(formatPrice(o.nav, symbol), locale) : '--'}</td>
                  <td>
                    {received ? `${localizeDecimalText(received, locale)} ${unit ?? ''}` : '--'}
                  </td>
                  <td>{t(STATUS_KEYS[o.status] ?? 'statusProcessing')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
