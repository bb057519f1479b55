import { createStore } from 'zustand/vanilla';
import type { TradePreferenceFlag } from '@spot/contracts';
import {
  migrateTradeSettings,
  serializeTradeSettings,
  type StoredTradeSettings,
} from '../domain/trade-preferences';

/** Local-storage key of the trade preferences (spec 001 §3: stored locally). */
export const TRADE_SETTINGS_STORAGE_KEY = 'order-entry.trade-settings';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function read(storage: Storage | null): StoredTradeSettings {
  try {
    const raw = storage?.getItem(TRADE_SETTINGS_STORAGE_KEY);
    return migrateTradeSettings(raw ? JSON.parse(raw) : null);
  } catch {
    return migrateTradeSettings(null);
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The trade preferences panel's settings, kept in local storage with a version. */
export function createTradeSettingsStore(storage: Storage | null = browserStorage()) {
  const store = createStore<StoredTradeSettings>(() => read(storage));
  const save = (next: StoredTradeSettings) => {
    store.setState(next, true);
    try {
      storage?.setItem(TRADE_SETTINGS_STORAGE_KEY, JSON.stringify(serializeTradeSettings(next)));
    } catch {
      // Storage full or disabled: the setting still holds for this page.
    }
  };
  return {
    store,
    setFlag(flag: TradePreferenceFlag, on: boolean) {
      const current = store.getState();
      save({ ...current, preferences: { ...current.preferences, [flag]: on } });
    },
    setConfirmOrders(on: boolean) {
      save({ ...store.getState(), confirmOrders: on });
    },
  };
}

export type TradeSettingsStore = ReturnType<typeof createTradeSettingsStore>;
