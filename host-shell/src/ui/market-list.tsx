import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, localizeDecimalText, type Ticker } from '@spot/contracts';
import { FavouriteStar, formatChange, type FavouritesApi } from '../chrome';
import { loadTickers } from '../market/ticker-list';
import { useShell } from './shell-context';
import { requestSymbolChange } from '../state/shell-requests';

const hasFocus = (element: HTMLElement | null): boolean =>
  element?.contains(document.activeElement) ?? false;

/** How the list came to be open: a pointer over it, or its button (click, Enter, Space). */
type Opened = 'hover' | 'toggle';

/**
 * The symbol thumbnail with its list of markets (spec 000 §2): last price and 24 h change of
 * every symbol, read when the list opens; a click switches the pair; each row's star toggles
 * the symbol as a favourite. A disclosure: its button opens and closes it; the focus leaving
 * it, a press elsewhere or Escape closes it. Hovering opens it too, but never while the focus
 * is elsewhere on the page would be covered by it for long: leaving with the pointer closes it
 * unless the focus is inside.
 */
export const MarketList = memo(function MarketList({
  base,
  quote,
  favourites,
}: {
  base: string;
  quote: string;
  favourites: FavouritesApi;
}) {
  const { host } = useShell();
  const { t, i18n } = useTranslation('host');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [tickers, setTickers] = useState<ReadonlyMap<string, Ticker>>(new Map());
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = opened !== null;

  const show = (how: Opened): void => {
    setOpened(how);
    if (open) return;
    void loadTickers(host.api).then((loaded) => {
      if (loaded) setTickers(loaded);
    });
  };

  // While open: the focus arriving anywhere outside closes it, so it never covers the focused
  // element (however it opened); so does a press elsewhere. Escape closes it wherever the focus
  // is (hover content is dismissed without moving the pointer); from inside, the focus goes
  // back to the button rather than to the body.
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => !root.current?.contains(event.target as Node);
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event)) setOpened(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event)) setOpened(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      if (hasFocus(root.current)) button.current?.focus();
      setOpened(null);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  const symbols = host.market.symbols();

  return (
    <div
      ref={root}
      className="market-list"
      onMouseEnter={() => {
        if (!open) show('hover');
      }}
      onMouseLeave={() => {
        if (opened === 'hover' && !hasFocus(root.current)) setOpened(null);
      }}
    >
      <button
        ref={button}
        type="button"
        className="symbol-thumb"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t('markets')}
        // A click on a list the pointer opened keeps it open; on one it opened, closes it.
        onClick={() => (opened === 'toggle' ? setOpened(null) : show('toggle'))}
      >
        {base.slice(0, 1)}
      </button>
      {open && (
        <ul id={id} className="market-list-popover" aria-label={t('markets')}>
          {symbols.map((symbol) => {
            const ticker = tickers.get(symbol.symbolName);
            const change = formatChange(ticker?.price24hPcntE6, i18n.language);
            const current = symbol.baseTokenName === base && symbol.quoteTokenName === quote;
            const label = `${symbol.baseTokenName}/${symbol.quoteTokenName}`;
            return (
              <li key={symbol.symbolName} aria-current={current ? 'true' : undefined}>
                <FavouriteStar
                  label={label}
                  pressed={favourites.isFavourite(symbol.symbolName)}
                  onToggle={() => favourites.toggle(symbol.symbolName)}
                />
                <button
                  type="button"
                  className="market-list-pick"
                  onClick={() => {
                    setOpened(null);
                    requestSymbolChange(host.bus, symbol.symbolName);
                  }}
                >
                  <span>{label}</span>
                  <span>
                    {ticker
                      ? localizeDecimalText(formatPrice(ticker.lastPrice, symbol), i18n.language)
                      : '--'}
                  </span>
                  <span className={change.tone}>{change.text}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
