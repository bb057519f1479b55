import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, localizeDecimalText, type Ticker } from '@spot/contracts';
import { FavouriteStar, formatChange, type FavouritesApi } from '../chrome';
import { loadTickers } from '../market/ticker-list';
import { useShell } from './shell-context';
import { requestSymbolChange } from '../state/shell-requests';

/**
 * The symbol thumbnail with its hover list of markets (spec 000 §2): last price and 24 h change
 * of every symbol, read when the list opens; a click switches the pair; each row's star
 * toggles the symbol as a favourite.
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
  const [open, setOpen] = useState(false);
  const [tickers, setTickers] = useState<ReadonlyMap<string, Ticker>>(new Map());

  const show = (): void => {
    setOpen(true);
    void loadTickers(host.api).then((loaded) => {
      if (loaded) setTickers(loaded);
    });
  };
  const symbols = host.market.symbols();

  return (
    <div className="market-list" onMouseEnter={show} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="symbol-thumb"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('markets')}
        onClick={() => (open ? setOpen(false) : show())}
        onFocus={show}
      >
        {base.slice(0, 1)}
      </button>
      {open && (
        <ul className="market-list-popover" aria-label={t('markets')}>
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
                    setOpen(false);
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
