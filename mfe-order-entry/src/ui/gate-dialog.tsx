import { useEffect, useRef } from 'react';
import type { PendingDialog } from '../state/order-entry-store';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * A disclaimer, risk dialog or order confirmation, drawn inside this remote's slot (the host's
 * confirm takes no figures). Escape declines.
 */
export function GateDialog({ dialog, t }: { dialog: PendingDialog; t: T }) {
  const accept = useRef<HTMLButtonElement>(null);
  useEffect(() => accept.current?.focus(), [dialog]);
  const title = t(`${dialog.key}Title`, dialog.params ? { ...dialog.params } : undefined);
  return (
    <div className="gate-backdrop" role="presentation">
      <div
        className="gate-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={`gate-${dialog.key}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') dialog.answer(false);
        }}
      >
        <h3>{title}</h3>
        <p>{t(dialog.key, dialog.params ? { ...dialog.params } : undefined)}</p>
        <div className="actions">
          <button type="button" onClick={() => dialog.answer(false)}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="primary"
            ref={accept}
            onClick={() => dialog.answer(true)}
          >
            {t(dialog.kind === 'confirmOrder' ? 'confirmOrder' : 'accept')}
          </button>
        </div>
      </div>
    </div>
  );
}
