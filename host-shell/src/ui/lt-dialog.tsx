import { useCallback, useEffect, useRef } from 'react';
import { useFocusTrap } from '@spot/contracts/react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { BusEvents, SymbolRef } from '@spot/contracts';
import { RemoteSlot } from '../composition/remote-slot';
import { useShell } from './shell-context';
import { cancelLtFlow, onLtFlowFinished } from '../state/shell-requests';

/**
 * Hosts mfe-lt's dialog for one `lt/flow-requested`. Closing the dialog, or the remote failing
 * to load, answers the flow with `cancelled` (DESIGN §5), exactly once.
 */
export function LtDialog({
  request,
  symbol,
  locale,
  onClose,
}: {
  request: BusEvents['lt/flow-requested'];
  symbol: SymbolRef;
  locale: string;
  onClose: () => void;
}) {
  const { host, loader, themeStore } = useShell();
  const theme = useStore(themeStore, (s) => s.theme);
  const { t } = useTranslation('host');
  const answered = useRef(false);

  useEffect(
    () =>
      onLtFlowFinished(host.bus, request.requestId, () => {
        answered.current = true;
        onClose();
      }),
    [host, request.requestId, onClose],
  );

  const cancel = useCallback(() => {
    if (!answered.current) {
      answered.current = true;
      cancelLtFlow(host.bus, request.requestId);
    }
    onClose();
  }, [host, request.requestId, onClose]);

  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, cancel);
  return (
    <div className="modal-backdrop" role="presentation">
      <div
        ref={box}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-label={t('ltDialogTitle')}
      >
        <button type="button" className="modal-close" aria-label={t('close')} onClick={cancel}>
          ×
        </button>
        <RemoteSlot
          host={host}
          loader={loader}
          remote="mfe-lt"
          slot="lt-dialog"
          symbol={symbol}
          locale={locale}
          theme={theme}
          request={request}
          onUnavailable={cancel}
        />
      </div>
    </div>
  );
}
