import type { HostPrefs } from '@spot/contracts';

export const PREFS_STORAGE_KEY = 'host-shell.prefs.v1';

/**
 * Local preferences for visitors (server-side preferences for logged-in traders arrive with
 * the account issue). Values are JSON; a corrupt store starts empty.
 */
export function createLocalPrefs(storage: Pick<Storage, 'getItem' | 'setItem'>): HostPrefs {
  let values: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PREFS_STORAGE_KEY) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      values = parsed as Record<string, unknown>;
  } catch {
    values = {};
  }
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  return {
    get<T>(key: string): T | undefined {
      return values[key] as T | undefined;
    },
    set<T>(key: string, value: T): void {
      values = { ...values, [key]: value };
      try {
        storage.setItem(PREFS_STORAGE_KEY, JSON.stringify(values));
      } catch {
        // Storage full or disabled: the value still holds for this page.
      }
      for (const listener of listeners.get(key) ?? []) listener(value);
    },
    subscribe<T>(key: string, listener: (value: T | undefined) => void): () => void {
      const set = listeners.get(key) ?? new Set();
      set.add(listener as (value: unknown) => void);
      listeners.set(key, set);
      return () => {
        set.delete(listener as (value: unknown) => void);
      };
    },
  };
}
