import type { TFunction } from 'i18next';
import type { NoticesStore } from '../state/notices-store';
import { useVanilla } from './lists';

/** The fill notices (spec 000 §8: orderCompleted with its detail text), newest last. */
export function NoticesView({ notices, t }: { notices: NoticesStore; t: TFunction }) {
  const { notices: items } = useVanilla(notices.store);
  if (items.length === 0) return null;
  return (
    <div className="orders-notices" role="status" aria-live="polite">
      {items.map((n) => (
        <div key={n.id} className="orders-notice" data-testid="order-notice">
          <strong>{t(n.key)}</strong>
          <p>
            {t(`${n.key}Detail`, {
              ...n.params,
              side: t(n.params.side ?? ''),
            })}
          </p>
          <button type="button" aria-label={t('close')} onClick={() => notices.dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
