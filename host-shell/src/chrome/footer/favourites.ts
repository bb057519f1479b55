import { useCallback, useMemo } from 'react';
import { FAVORITE_SYMBOLS_STORAGE_KEY, type HostApi } from '@spot/contracts';
import { useSubscribable } from '@spot/contracts/react';
import {
  readStorageItem,
  usePref,
  useStorageItem,
  writeStorageItem,
  type ChromeStorage,
} from '../use-host-values';
import { FAVOURITES_PREFS_KEY, readFavourites, toggledFavourites } from './footer-rules';

/** The favourites of the session and a toggle of one symbol's star. */
export interface FavouritesApi {
  readonly favourites: readonly string[];
  readonly isFavourite: (symbolName: string) => boolean;
  readonly toggle: (symbolName: string) => void;
}

/**
 * Favourite symbols (spec 000 §2): the account's preference when logged in (it follows the
 * trader to every browser), the `SPOT_favorite` local list otherwise; a visitor's list is not
 * merged into the account's at login. A write in this tab re-renders every star and the footer
 * at once (a storage event is raised here, as other tabs get one).
 */
export function useFavourites(host: HostApi, storage: ChromeStorage | null): FavouritesApi {
  const session = useSubscribable(host.session);
  const prefsValue = usePref(host.prefs, FAVOURITES_PREFS_KEY);
  const storageValue = useStorageItem(storage, FAVORITE_SYMBOLS_STORAGE_KEY);
  const exists = useCallback(
    (symbolName: string) => host.market.symbol(symbolName) !== undefined,
    [host],
  );
  const favourites = useMemo(
    () => readFavourites({ isLogin: session.isLogin, prefsValue, storageValue }, exists),
    [session.isLogin, prefsValue, storageValue, exists],
  );
  const toggle = useCallback(
    (symbolName: string) => {
      if (session.isLogin) {
        const current = readFavourites(
          { isLogin: true, prefsValue: host.prefs.get(FAVOURITES_PREFS_KEY), storageValue: null },
          exists,
        );
        host.prefs.set(FAVOURITES_PREFS_KEY, toggledFavourites(current, symbolName, exists));
        return;
      }
      const current = readFavourites(
        {
          isLogin: false,
          prefsValue: undefined,
          storageValue: readStorageItem(storage, FAVORITE_SYMBOLS_STORAGE_KEY),
        },
        exists,
      );
      const next = JSON.stringify(toggledFavourites(current, symbolName, exists));
      writeStorageItem(storage, FAVORITE_SYMBOLS_STORAGE_KEY, next);
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITE_SYMBOLS_STORAGE_KEY }));
    },
    [host, session.isLogin, storage, exists],
  );
  return {
    favourites,
    isFavourite: (symbolName) => favourites.includes(symbolName),
    toggle,
  };
}
