import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HostPrefs, ThemeName } from '@spot/contracts';

export const THEME_PREF_KEY = 'host-shell.theme';

export interface ThemeState {
  readonly theme: ThemeName;
  setTheme(theme: ThemeName): void;
}

/** The trader's theme, dark by default, kept in preferences; remotes follow it live. */
export function createThemeStore(prefs: HostPrefs): StoreApi<ThemeState> {
  const saved = prefs.get<unknown>(THEME_PREF_KEY);
  return createStore<ThemeState>((set) => ({
    theme: saved === 'light' ? 'light' : 'dark',
    setTheme(theme) {
      prefs.set(THEME_PREF_KEY, theme);
      set({ theme });
    },
  }));
}
