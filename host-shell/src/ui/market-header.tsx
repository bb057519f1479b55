import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCompact,
  formatPrice,
  localizeDecimalText,
  localizeFigureText,
  outsideUrlOf,
  type SymbolInfo,
  type SymbolRef,
} from '@spot/contracts';
import { useStore } from 'zustand';
import { useSubscribable } from '@spot/contracts/react';
import { DEFAULT_FIAT, legalValue } from '../market/legal-value';
import {
  createTitleWriter,
  nextPriceTick,
  pageTitle,
  type PriceTick,
  type TitleWriterDeps,
} from '../market/page-title';
import { liquidityShieldVisible } from '../session/feature-rules';
import { MarketList } from './market-list';
import { FavouriteStar, formatChange, useFavourites } from '../chrome';
import { browserStorage } from '../chrome/use-host-values';
import { useShell } from './shell-context';
import { useMarketStream } from '@spot/contracts/react';

/**
 * Symbol label, favourite star and the market list, with the live figures beside them (spec
 * 000 §2). The figures are `HeaderTicker`'s: a ticker message re-renders only them, not the
 * list, the star or the header's controls, since a phone spends its frames on the book.
 */
export function MarketHeader({
  locale,
  symbol,
  children,
}: {
  locale: string;
  symbol: SymbolRef;
  children?: ReactNode;
}) {
  const { host, symbolsError } = useShell();
  const { t } = useTranslation('host');
  const info = host.market.symbol(symbol.symbolName);
  const current = useSubscribable(host.session);
  const favourites = useFavourites(host, browserStorage());
  const demoLabel = current.roles.demo ? t('demoTrading') : null;
  const labels = useMemo(
    () => ({
      change24h: t('change24h'),
      high24h: t('high24h'),
      low24h: t('low24h'),
      turnover24h: t('turnover24h'),
    }),
    [t],
  );
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
      <HeaderTicker
        locale={locale}
        symbol={symbol}
        info={info}
        demoLabel={demoLabel}
        labels={labels}
      />
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

/** The document's title, written through `createTitleWriter`. */
const DOCUMENT_TITLE: TitleWriterDeps = {
  read: () => document.title,
  write: (title) => {
    document.title = title;
  },
  now: () => performance.now(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
};

interface HeaderTickerProps {
  readonly locale: string;
  readonly symbol: SymbolRef;
  readonly info: SymbolInfo | undefined;
  /** The demo-trading label of a demo account's page title, else null. */
  readonly demoLabel: string | null;
  /** The statistics' labels, translated once by the header rather than on every ticker. */
  readonly labels: Readonly<Record<'change24h' | 'high24h' | 'low24h' | 'turnover24h', string>>;
}

/**
 * The last price with its direction, its legal-currency value and the 24 h statistics, and the
 * page title from them: the only part of the header a ticker message renders.
 */
const HeaderTicker = memo(function HeaderTicker({
  locale,
  symbol,
  info,
  demoLabel,
  labels,
}: HeaderTickerProps) {
  const { host, legalRates } = useShell();
  const rates = useStore(legalRates, (state) => state.rates);
  const stream = useMemo(() => host.market.ticker(symbol.symbolName), [host, symbol.symbolName]);
  const { ticker, symbolName } = useMarketStream(stream);
  const live = ticker && symbolName === symbol.symbolName ? ticker : null;
  const lastPrice = live?.lastPrice ?? null;
  // The direction of the last move, kept from render to render: worked out while rendering
  // the new price (React's pattern for state derived from a previous render) rather than in
  // an effect, which would render the figures a second time for every price.
  const [tick, setTick] = useState<PriceTick | null>(null);
  if (lastPrice !== null && (tick?.symbolName !== symbol.symbolName || tick.price !== lastPrice)) {
    setTick(nextPriceTick(tick, symbol.symbolName, lastPrice));
  }
  const direction = tick?.symbolName === symbol.symbolName ? tick.direction : 'flat';

  const [titleWriter] = useState(() => createTitleWriter(DOCUMENT_TITLE));
  useEffect(() => () => titleWriter.dispose(), [titleWriter]);
  // The title of another symbol or account, and its first price, is written at once; the
  // price's moves after it at most once a second.
  const shownTitle = useRef<{ readonly key: string; readonly priced: boolean } | null>(null);
  useEffect(() => {
    const title = pageTitle({
      base: symbol.base,
      quote: symbol.quote,
      // Written as the header writes it: `64999,91` in Spanish.
      lastPrice: live ? localizeDecimalText(formatPrice(live.lastPrice, info), locale) : null,
      direction,
      demoLabel,
    });
    const key = `${symbol.base}/${symbol.quote}|${demoLabel ?? ''}`;
    const shown = shownTitle.current;
    titleWriter.show(title, shown?.key !== key || !shown.priced);
    shownTitle.current = { key, priced: live !== null };
  }, [titleWriter, live, direction, symbol.base, symbol.quote, info, demoLabel, locale]);

  const change = live ? formatChange(live.price24hPcntE6, locale) : null;
  return (
    <>
      <span className={`last-price ${direction}`} data-testid="header-last-price">
        {live ? localizeDecimalText(formatPrice(live.lastPrice, info), locale) : '--'}
      </span>
      <span className="legal-value" data-testid="header-legal-value">
        {live ? (legalValue(live.lastPrice, symbol.quote, rates, DEFAULT_FIAT, locale) ?? '') : ''}
      </span>
      <dl className="stats">
        <div>
          <dt>{labels.change24h}</dt>
          <dd className={change?.tone ?? 'flat'} data-testid="header-change">
            {change ? change.text : '--'}
          </dd>
        </div>
        <div>
          <dt>{labels.high24h}</dt>
          <dd>{live ? localizeDecimalText(formatPrice(live.highPrice24h, info), locale) : '--'}</dd>
        </div>
        <div>
          <dt>{labels.low24h}</dt>
          <dd>{live ? localizeDecimalText(formatPrice(live.lowPrice24h, info), locale) : '--'}</dd>
        </div>
        <div>
          <dt>{labels.turnover24h}</dt>
          <dd>{live ? localizeFigureText(formatCompact(live.turnover24h), locale) : '--'}</dd>
        </div>
      </dl>
    </>
  );
});
