import { useCallback, useSyncExternalStore } from 'react';
import type { HostPrefs } from '@spot/contracts';

/** The part of Web Storage the chrome uses, so tests and locked-down browsers can differ. */
export type ChromeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `localStorage`, or null where reading it throws (storage disabled, sandboxed frames). */
export function browserStorage(): ChromeStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** One item of a storage, or null when absent or unreadable. */
export function readStorageItem(storage: ChromeStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes one item; a full or disabled storage keeps the value for this page only. */
export function writeStorageItem(storage: ChromeStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota or privacy mode: nothing to do, the in-memory state still holds.
  }
}

/** A `HostApi.prefs` value, re-rendering when that key is set. */
export function usePref(prefs: HostPrefs, key: string): unknown {
  const subscribe = useCallback(
    (onChange: () => void) => prefs.subscribe<unknown>(key, () => onChange()),
    [prefs, key],
  );
  const read = useCallback(() => prefs.get<unknown>(key), [prefs, key]);
  return useSyncExternalStore(subscribe, read);
}

/**
 * A storage item, re-rendering when another tab changes it (the `storage` event). Writes in
 * this tab by other code are seen on the next render.
 */
export function useStorageItem(storage: ChromeStorage | null, key: string): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    [key],
  );
  const read = useCallback(() => readStorageItem(storage, key), [storage, key]);
  return useSyncExternalStore(subscribe, read);
}
