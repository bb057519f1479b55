import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, SUPPORTED_LOCALES, pathInLocale } from '../routing/routes';
import { useShell } from './shell-context';

export const LOCALE_STORAGE_KEY = 'host-shell.locale';

/** The locale the trader chose last, if storage allows reading it. */
export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Language selector and theme switch of the page chrome. */
export function HeaderControls({ locale, forcedTheme }: { locale: string; forcedTheme: boolean }) {
  const { themeStore } = useShell();
  const { t } = useTranslation('host');
  const theme = useStore(themeStore, (s) => s.theme);
  const setTheme = useStore(themeStore, (s) => s.setTheme);

  const changeLanguage = (next: string): void => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // Storage disabled: the URL still carries the locale.
    }
    // A full navigation loads every namespace of every app in the new language.
    location.assign(pathInLocale(location.pathname, next) + location.search);
  };

  return (
    <div className="header-controls">
      <select
        aria-label={t('language')}
        value={locale}
        onChange={(event) => changeLanguage(event.target.value)}
      >
        {SUPPORTED_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      {!forcedTheme && (
        <button
          type="button"
          aria-pressed={theme === 'light'}
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          {theme === 'dark' ? t('themeLight') : t('themeDark')}
        </button>
      )}
    </div>
  );
}
