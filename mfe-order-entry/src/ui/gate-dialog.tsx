import { useEffect, useRef } from 'react';
import { useFocusTrap } from '@spot/contracts/react';
import type { PendingDialog } from '../state/order-entry-store';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * A disclaimer, risk dialog or order confirmation, drawn inside this remote's slot (the host's
 * confirm takes no figures). Escape declines; focus stays inside until it is answered.
 */
export function GateDialog({ dialog, t }: { dialog: PendingDialog; t: T }) {
  const accept = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => accept.current?.focus(), [dialog]);
  // Tab stays in the dialog, Escape declines, and focus goes back to the form after.
  useFocusTrap(box, () => dialog.answer(false));
  // A gate's title is its key's (`suiDisclaimerTitle`); the order confirmation has one title.
  const titleKey = dialog.kind === 'confirmOrder' ? 'confirmOrderTitle' : `${dialog.key}Title`;
  const title = t(titleKey, dialog.params ? { ...dialog.params } : undefined);
  return (
    <div className="gate-backdrop" role="presentation">
      <div
        ref={box}
        className="gate-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={`gate-${dialog.key}`}
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
            // The Enter that sent the form, still held, repeats onto this button once it has
            // the focus: only a fresh press confirms an order.
            onKeyDown={(event) => {
              if (event.repeat && (event.key === 'Enter' || event.key === ' ')) {
                event.preventDefault();
              }
            }}
          >
            {t(dialog.kind === 'confirmOrder' ? 'confirmOrder' : 'accept')}
          </button>
        </div>
      </div>
    </div>
  );
}
