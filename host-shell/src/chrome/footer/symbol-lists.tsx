import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, TickerSnapshot } from '@spot/contracts';
import { useMarketStreamSelect } from '@spot/contracts/react';
import {
  browserStorage,
  readStorageItem,
  writeStorageItem,
  type ChromeStorage,
} from '../use-host-values';
import { useFavourites } from './favourites';
import {
  RECENT_SYMBOLS_STORAGE_KEY,
  formatChange,
  pushRecent,
  type ChangeDisplay,
  readRecentSymbols,
  serializeRecentSymbols,
} from './footer-rules';
import { SymbolChipView, SymbolListView } from './symbol-list-view';

export interface SymbolListProps {
  readonly host: HostApi;
  /** The active pair, e.g. `BTCUSDT`; marked in the list. */
  readonly symbolName: string;
  /** Where visitor favourites and recent symbols live; `localStorage` by default. */
  readonly storage?: ChromeStorage | null;
}

/**
 * One symbol with its live 24 h change. Each chip listens to its own ticker stream, which
 * signals at most once per frame, and re-renders only when the change as shown moves (two
 * decimals of a percent): the feed moves `price24hPcntE6` with nearly every trade, the shown
 * figure about once a second.
 */
function SymbolChip({
  host,
  symbolName,
  current,
}: {
  host: HostApi;
  symbolName: string;
  current: boolean;
}) {
  const stream = useMemo(() => host.market.ticker(symbolName), [host, symbolName]);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const shownOf = (state: TickerSnapshot): ChangeDisplay =>
    formatChange(
      state.symbolName === symbolName ? state.ticker?.price24hPcntE6 : undefined,
      language,
    );
  const text = useMarketStreamSelect(stream, (state) => shownOf(state).text);
  const tone = useMarketStreamSelect(stream, (state) => shownOf(state).tone);
  const info = host.market.symbol(symbolName);
  const label = info ? `${info.baseTokenName}/${info.quoteTokenName}` : symbolName;
  return (
    <SymbolChipView
      label={label}
      change={{ text, tone }}
      current={current}
      onSelect={() => host.bus.emit('market/symbol-change-requested', { symbolName })}
    />
  );
}

function useSymbolExists(host: HostApi): (symbolName: string) => boolean {
  return useMemo(
    () => (symbolName: string) => host.market.symbol(symbolName) !== undefined,
    [host],
  );
}

/**
 * Favourite symbols (spec 000 §2): preferences when logged in, the `SPOT_favorite` local list
 * otherwise; clicking one asks the host to switch pair.
 */
export function Favourites({ host, symbolName, storage = browserStorage() }: SymbolListProps) {
  const { t } = useTranslation('host');
  const { favourites } = useFavourites(host, storage);
  return (
    <SymbolListView
      title={t('footer_favourites')}
      emptyText={t('footer_favourites_empty')}
      empty={favourites.length === 0}
    >
      {favourites.map((name) => (
        <SymbolChip key={name} host={host} symbolName={name} current={name === symbolName} />
      ))}
    </SymbolListView>
  );
}

/**
 * The last ten distinct pairs visited, newest first (spec 000 §2), kept in local storage. The
 * active pair counts as visited once the host knows it.
 */
export function RecentSymbols({ host, symbolName, storage = browserStorage() }: SymbolListProps) {
  const { t } = useTranslation('host');
  const [recent, setRecent] = useState(() =>
    readRecentSymbols(readStorageItem(storage, RECENT_SYMBOLS_STORAGE_KEY)),
  );
  useEffect(() => {
    if (!host.market.symbol(symbolName)) return;
    // Read afresh: another tab may have visited pairs since this one loaded.
    const stored = readRecentSymbols(readStorageItem(storage, RECENT_SYMBOLS_STORAGE_KEY));
    const next = pushRecent(stored, symbolName);
    writeStorageItem(storage, RECENT_SYMBOLS_STORAGE_KEY, serializeRecentSymbols(next));
    setRecent(next);
  }, [host, symbolName, storage]);
  const exists = useSymbolExists(host);
  const shown = useMemo(() => recent.filter(exists), [recent, exists]);
  return (
    <SymbolListView
      title={t('footer_recent')}
      emptyText={t('footer_recent_empty')}
      empty={shown.length === 0}
    >
      {shown.map((name) => (
        <SymbolChip key={name} host={host} symbolName={name} current={name === symbolName} />
      ))}
    </SymbolListView>
  );
}
