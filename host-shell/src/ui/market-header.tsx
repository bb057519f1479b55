import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { outsideUrlOf, type SymbolInfo, type SymbolRef } from '@spot/contracts';
import { useStore } from 'zustand';
import { useSubscribable } from '@spot/contracts/react';
import { DEFAULT_FIAT, legalValue } from '../market/legal-value';
import { createTitleWriter, type TitleWriterDeps } from '../market/page-title';
import {
  createHeaderTickerPainter,
  headerTickerMemory,
  type HeaderTickerElements,
  type HeaderTickerPainter,
} from './header-ticker-painter';
import { liquidityShieldVisible } from '../session/feature-rules';
import { MarketList } from './market-list';
import { FavouriteStar, useFavourites } from '../chrome';
import { browserStorage } from '../chrome/use-host-values';
import { useShell } from './shell-context';

/**
 * Symbol label, favourite star and the market list, with the live figures beside them (spec
 * 000 §2). The figures are `HeaderTicker`'s: a ticker message is painted into them without
 * a React commit, not the list, the star or the header's controls, since a phone spends its
 * frames on the book.
 */
export function MarketHeader({
  locale,
  symbol,
  shieldInline = true,
  children,
}: {
  locale: string;
  symbol: SymbolRef;
  /** False on a phone, where the header's menu holds the liquidity-shield link. */
  shieldInline?: boolean;
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
      {shieldInline && <LiquidityShieldLink locale={locale} symbol={symbol} />}
      {children}
    </header>
  );
}

/**
 * The liquidity-shield campaign's link, for the pairs and accounts it is shown to (spec 000 §2):
 * in the market header, or in the header's menu on a phone.
 */
export function LiquidityShieldLink({ locale, symbol }: { locale: string; symbol: SymbolRef }) {
  const { host } = useShell();
  const { t } = useTranslation('host');
  const current = useSubscribable(host.session);
  if (!liquidityShieldVisible(current, host.market.symbol(symbol.symbolName))) return null;
  return (
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
 * page title from them. React renders the places once; the figures are painted into them on
 * every ticker by `createHeaderTickerPainter`, without a React commit.
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
  const { symbolName, base, quote } = symbol;
  const stream = useMemo(() => host.market.ticker(symbolName), [host, symbolName]);
  const [titleWriter] = useState(() => createTitleWriter(DOCUMENT_TITLE));
  useEffect(() => () => titleWriter.dispose(), [titleWriter]);
  const lastPriceRef = useRef<HTMLSpanElement>(null);
  const legalValueRef = useRef<HTMLSpanElement>(null);
  const changeRef = useRef<HTMLElement>(null);
  const highRef = useRef<HTMLElement>(null);
  const lowRef = useRef<HTMLElement>(null);
  const turnoverRef = useRef<HTMLElement>(null);
  const painterRef = useRef<HeaderTickerPainter | null>(null);
  // The last move's direction and the title's state outlive a painter.
  const [memory] = useState(headerTickerMemory);

  // The painter, made again when what it writes with changes (the legal rates every minute,
  // the language, the account); the stream's subscription below is kept meanwhile.
  useEffect(() => {
    const elements = {
      lastPrice: lastPriceRef.current,
      legalValue: legalValueRef.current,
      change: changeRef.current,
      high: highRef.current,
      low: lowRef.current,
      turnover: turnoverRef.current,
    };
    if (Object.values(elements).some((element) => element === null)) return undefined;
    const painter = createHeaderTickerPainter(
      elements as HeaderTickerElements,
      {
        symbol: { symbolName, base, quote },
        info,
        locale,
        demoLabel,
        legalValue: (price) => legalValue(price, quote, rates, DEFAULT_FIAT, locale) ?? '',
      },
      (title, immediate) => titleWriter.show(title, immediate),
      memory,
    );
    painter.paint(stream.get());
    painterRef.current = painter;
    return () => {
      painterRef.current = null;
    };
  }, [stream, symbolName, base, quote, info, locale, demoLabel, rates, titleWriter, memory]);
  useEffect(() => stream.subscribe(() => painterRef.current?.paint(stream.get())), [stream]);

  return (
    <>
      {/* Each live figure is a box the browser lays out alone (`createFigureBox`), inside a
          slot that is the header's flex item: a flex item cannot be laid out alone. */}
      <span>
        <span ref={lastPriceRef} className="last-price flat" data-testid="header-last-price" />
      </span>
      <span>
        <span ref={legalValueRef} className="legal-value" data-testid="header-legal-value" />
      </span>
      <dl className="stats">
        <div>
          <dt>{labels.change24h}</dt>
          <dd ref={changeRef} className="flat" data-testid="header-change" />
        </div>
        <div>
          <dt>{labels.high24h}</dt>
          <dd ref={highRef} />
        </div>
        <div>
          <dt>{labels.low24h}</dt>
          <dd ref={lowRef} />
        </div>
        <div>
          <dt>{labels.turnover24h}</dt>
          <dd ref={turnoverRef} />
        </div>
      </dl>
    </>
  );
});
