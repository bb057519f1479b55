import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { useShell } from './shell-context';

/** Toasts and the confirm dialog requested through `HostApi.ui`; texts are `namespace:key`. */
export function Toasts() {
  const { ui, dismissToast } = useShell();
  const { t } = useTranslation();
  const toasts = useStore(ui, (s) => s.toasts);
  const confirm = useStore(ui, (s) => s.confirm);
  return (
    <>
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) =>
          toast.detail === undefined ? (
            <div key={toast.id} className={`toast toast-${toast.kind}`} role="status">
              {t(toast.key, { ...toast.params })}
            </div>
          ) : (
            <div
              key={toast.id}
              className={`toast toast-notice toast-${toast.kind}`}
              role="status"
              data-testid="order-notice"
            >
              <strong>{t(toast.key, { ...toast.params })}</strong>
              <p>{t(toast.detail, { ...toast.params })}</p>
              <button
                type="button"
                className="toast-close"
                aria-label={t('host:close')}
                onClick={() => dismissToast(toast.id)}
              >
                ×
              </button>
            </div>
          ),
        )}
      </div>
      {confirm && (
        <div className="modal-backdrop" role="presentation">
          <div className="modal" role="alertdialog" aria-modal="true" aria-label={t(confirm.title)}>
            <h2>{t(confirm.title)}</h2>
            <p>{t(confirm.body)}</p>
            <button type="button" onClick={() => confirm.resolve(false)}>
              {t('host:cancel')}
            </button>
            <button type="button" onClick={() => confirm.resolve(true)}>
              {t(confirm.confirmKey)}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
