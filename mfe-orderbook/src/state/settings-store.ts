import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HostPrefs, OrderBookTotalType, OrderBookViewMode } from '@spot/contracts';
import { SETTINGS_KEY, readSettings, type BookSettings } from '../domain/settings';

export interface SettingsActions {
  setViewMode(mode: OrderBookViewMode): void;
  setTotalType(type: OrderBookTotalType): void;
  setMergeStep(symbolName: string, step: string): void;
  /** Stops following the host's preferences. */
  dispose(): void;
}

export type SettingsStore = StoreApi<BookSettings & SettingsActions>;

/**
 * The order book's settings, read from and saved to the host's preferences (server when
 * logged in, local otherwise), following changes made elsewhere (another tab, a login).
 */
export function createSettingsStore(prefs: HostPrefs): SettingsStore {
  const store = createStore<BookSettings & SettingsActions>()((set, get) => {
    const save = (patch: Partial<BookSettings>): void => {
      const { version, viewMode, totalType, mergeSteps } = { ...get(), ...patch };
      const next: BookSettings = { version, viewMode, totalType, mergeSteps };
      set(next);
      prefs.set(SETTINGS_KEY, next);
    };
    return {
      ...readSettings(prefs.get(SETTINGS_KEY)),
      setViewMode: (viewMode) => save({ viewMode }),
      setTotalType: (totalType) => save({ totalType }),
      setMergeStep: (symbolName, step) =>
        save({ mergeSteps: { ...get().mergeSteps, [symbolName]: step } }),
      dispose: () => off(),
    };
  });
  const off = prefs.subscribe<unknown>(SETTINGS_KEY, (value) => {
    const { version, viewMode, totalType, mergeSteps } = readSettings(value);
    store.setState({ version, viewMode, totalType, mergeSteps });
  });
  return store;
}
