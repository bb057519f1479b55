import { createLocalPrefs } from './prefs';
import { THEME_PREF_KEY, createThemeStore } from './theme-store';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('createThemeStore', () => {
  it('starts dark without a saved theme', () => {
    expect(createThemeStore(createLocalPrefs(memoryStorage())).getState().theme).toBe('dark');
  });

  it('keeps a chosen theme for the next page load', () => {
    const storage = memoryStorage();
    createThemeStore(createLocalPrefs(storage)).getState().setTheme('light');
    const prefs = createLocalPrefs(storage);
    expect(prefs.get(THEME_PREF_KEY)).toBe('light');
    expect(createThemeStore(prefs).getState().theme).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    const prefs = createLocalPrefs(memoryStorage());
    prefs.set(THEME_PREF_KEY, '<script>');
    expect(createThemeStore(prefs).getState().theme).toBe('dark');
  });
});
