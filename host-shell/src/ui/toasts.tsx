import { useRef } from 'react';
import { localizeFigureParams } from '@spot/contracts';
import { useFocusTrap } from '@spot/contracts/react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { useShell } from './shell-context';

/** Toasts and the confirm dialog requested through `HostApi.ui`; texts are `namespace:key`. */
export function Toasts() {
  const { ui, dismissToast } = useShell();
  const { t, i18n } = useTranslation();
  // A toast's figures (a minimum, a price, a quantity) are written for the page's locale.
  const params = (raw: Readonly<Record<string, string | number>> | undefined) =>
    localizeFigureParams(raw ?? {}, i18n.language);
  const toasts = useStore(ui, (s) => s.toasts);
  const confirm = useStore(ui, (s) => s.confirm);
  return (
    <>
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) =>
          toast.detail === undefined ? (
            <div key={toast.id} className={`toast toast-${toast.kind}`} role="status">
              {t(toast.key, params(toast.params))}
            </div>
          ) : (
            <div
              key={toast.id}
              className={`toast toast-notice toast-${toast.kind}`}
              role="status"
              data-testid="order-notice"
            >
              <strong>{t(toast.key, params(toast.params))}</strong>
              <p>{t(toast.detail, params(toast.params))}</p>
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
        <ConfirmDialog
          title={t(confirm.title)}
          body={t(confirm.body)}
          cancel={t('host:cancel')}
          accept={t(confirm.confirmKey)}
          onAnswer={confirm.resolve}
        />
      )}
    </>
  );
}

/**
 * The host's confirmation (`HostApi.ui.confirm`): focus moves in and stays until it is
 * answered, Escape cancels, and focus goes back to where it was.
 */
function ConfirmDialog(props: {
  title: string;
  body: string;
  cancel: string;
  accept: string;
  onAnswer: (accepted: boolean) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, () => props.onAnswer(false));
  return (
    <div className="modal-backdrop" role="presentation">
      <div
        ref={ref}
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-label={props.title}
      >
        <h2>{props.title}</h2>
        <p>{props.body}</p>
        <button type="button" onClick={() => props.onAnswer(false)}>
          {props.cancel}
        </button>
        <button type="button" onClick={() => props.onAnswer(true)}>
          {props.accept}
        </button>
      </div>
    </div>
  );
}
