import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCompact,
  formatPrice,
  localizeDecimalText,
  outsideUrlOf,
  type SymbolRef,
} from '@spot/contracts';
import { useStore } from 'zustand';
import { useSubscribable } from '@spot/contracts/react';
import { legalValue } from '../market/legal-value';
import { nextPriceTick, pageTitle, type PriceTick } from '../market/page-title';
import { liquidityShieldVisible } from '../session/feature-rules';
import { MarketList } from './market-list';
import { FavouriteStar, formatChange, useFavourites } from '../chrome';
import { browserStorage } from '../chrome/use-host-values';
import { useShell } from './shell-context';
import { useMarketStream } from '@spot/contracts/react';

/** Symbol label, last price and the 24 h statistics; also the page title (spec 000 §2). */
export function MarketHeader({
  locale,
  symbol,
  children,
}: {
  locale: string;
  symbol: SymbolRef;
  children?: ReactNode;
}) {
  const { host, symbolsError, legalRates } = useShell();
  const rates = useStore(legalRates, (state) => state.rates);
  const { t } = useTranslation('host');
  const info = host.market.symbol(symbol.symbolName);
  const current = useSubscribable(host.session);
  const favourites = useFavourites(host, browserStorage());
  const demo = current.roles.demo;
  const stream = useMemo(() => host.market.ticker(symbol.symbolName), [host, symbol.symbolName]);
  const { ticker, symbolName } = useMarketStream(stream);
  const live = ticker && symbolName === symbol.symbolName ? ticker : null;
  const lastPrice = live?.lastPrice ?? null;
  const [tick, setTick] = useState<PriceTick | null>(null);
  useEffect(() => {
    if (lastPrice !== null)
      setTick((previous) => nextPriceTick(previous, symbol.symbolName, lastPrice));
  }, [lastPrice, symbol.symbolName]);
  const direction = tick?.symbolName === symbol.symbolName ? tick.direction : 'flat';

  useEffect(() => {
    const title = pageTitle({
      base: symbol.base,
      quote: symbol.quote,
      lastPrice: live ? formatPrice(live.lastPrice, info) : null,
      direction,
      demoLabel: demo ? t('demoTrading') : null,
    });
    // Setting the title costs the browser a round of work even when it is unchanged: a ticker
    // message often moves only the 24 h figures.
    if (document.title !== title) document.title = title;
  }, [live, direction, symbol.base, symbol.quote, info, demo, t]);

  const change = live ? formatChange(live.price24hPcntE6, locale) : null;
  return (
    <header className="market-header">
      <MarketList base={symbol.base} quote={symbol.quote} favourites={favourites} />
      <h1 className="symbol-label">
        {symbol.base}/{symbol.quote}
      </h1>
      <FavouriteStar
        label={`${symbol.base}/${symbol.quote}`}
        pressed={favourites.isFavourite(symbol.symbolName)}
        onToggle={() => favourites.toggle(symbol.symbolName)}
      />
      {symbolsError && (
        <span className="header-error" role="alert">
          {t('symbolsUnavailable')}
        </span>
      )}
      <span className={`last-price ${direction}`} data-testid="header-last-price">
        {live ? localizeDecimalText(formatPrice(live.lastPrice, info), locale) : '--'}
      </span>
      <span className="legal-value" data-testid="header-legal-value">
        {live ? (legalValue(live.lastPrice, symbol.quote, rates) ?? '') : ''}
      </span>
      <dl className="stats">
        <div>
          <dt>{t('change24h')}</dt>
          <dd className={change?.tone ?? 'flat'} data-testid="header-change">
            {change ? change.text : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('high24h')}</dt>
          <dd>{live ? localizeDecimalText(formatPrice(live.highPrice24h, info), locale) : '--'}</dd>
        </div>
        <div>
          <dt>{t('low24h')}</dt>
          <dd>{live ? localizeDecimalText(formatPrice(live.lowPrice24h, info), locale) : '--'}</dd>
        </div>
        <div>
          <dt>{t('turnover24h')}</dt>
          <dd>{live ? formatCompact(live.turnover24h) : '--'}</dd>
        </div>
      </dl>
      {liquidityShieldVisible(current, info) && (
        <a
          className="liquidity-shield header-link"
          href={outsideUrlOf(host.page, `/${locale}/promo/liquidity-shield`, {
            symbol: symbol.symbolName,
          })}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('liquidityShield')}
        </a>
      )}
      {children}
    </header>
  );
}
