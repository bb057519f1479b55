import { useTranslation } from 'react-i18next';
import { useShell } from './shell-context';

/** Staging overrides are never silent: a strip lists them with a clear button (DESIGN §4). */
export function OverridesStrip() {
  const { overrides, clearOverrides } = useShell();
  const { t } = useTranslation('host');
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <div className="overrides-strip" role="status" data-testid="overrides-strip">
      <strong>{t('overridesActive')}</strong>
      <ul>
        {entries.map(([name, url]) => (
          <li key={name}>
            {name} → <code>{url}</code>
          </li>
        ))}
      </ul>
      <button type="button" onClick={clearOverrides}>
        {t('clearOverrides')}
      </button>
    </div>
  );
}
