import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribable } from '@spot/contracts/react';
import {
  TRADE_GUIDE_PREF_KEY,
  TRADE_GUIDE_STEPS,
  shouldOpenTradeGuide,
  tradeGuideKey,
  tradeGuideState,
} from '../session/trade-guide';
import { usePref } from '../chrome/use-host-values';
import { useShell } from './shell-context';
import { markTradeGuideRead } from '../state/shell-requests';

function storedState(userId: string): string | null {
  try {
    return localStorage.getItem(tradeGuideKey(userId));
  } catch {
    return null;
  }
}

/**
 * The trade-guide dialog of the market header: steps with previous, next, close and done;
 * Escape closes. Finishing or closing marks it read, locally and in preferences. It opens by
 * itself for a trader who has not read it, unless a blocking dialog is up.
 */
export function TradeGuide({ blockingDialogVisible }: { blockingDialogVisible: boolean }) {
  const { host, prefs } = useShell();
  const { t } = useTranslation('host');
  const session = useSubscribable(host.session);
  const userId = session.user?.id ?? null;
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);

  const preference = usePref(host.prefs, TRADE_GUIDE_PREF_KEY);
  const prefsStatus = useSyncExternalStore(prefs.onStatus, prefs.status);
  const loaded = prefsStatus === 'ready' || prefsStatus === 'failed';

  useEffect(() => {
    const state = userId === null ? 'read' : tradeGuideState(preference, storedState(userId));
    if (shouldOpenTradeGuide(session.isLogin, state, blockingDialogVisible, loaded)) setOpen(true);
  }, [userId, session.isLogin, blockingDialogVisible, preference, loaded]);

  const finish = useCallback(() => {
    setOpen(false);
    setStep(0);
    if (userId !== null) markTradeGuideRead(host.prefs, userId);
  }, [host, userId]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') finish();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, finish]);

  const last = step === TRADE_GUIDE_STEPS - 1;
  return (
    <>
      <button type="button" className="trade-guide-open" onClick={() => setOpen(true)}>
        {t('tradeGuide')}
      </button>
      {open && (
        <div className="modal-backdrop" role="presentation">
          <div
            className="modal trade-guide"
            role="dialog"
            aria-modal="true"
            aria-label={t('tradeGuide')}
          >
            <button type="button" className="modal-close" aria-label={t('close')} onClick={finish}>
              ×
            </button>
            <h2>{t(`tradeGuideStep${step + 1}Title`)}</h2>
            <p>{t(`tradeGuideStep${step + 1}Body`)}</p>
            <p className="trade-guide-progress">
              {step + 1}/{TRADE_GUIDE_STEPS}
            </p>
            <div className="trade-guide-actions">
              {step > 0 && (
                <button type="button" onClick={() => setStep(step - 1)}>
                  {t('previous')}
                </button>
              )}
              {last ? (
                <button type="button" onClick={finish}>
                  {t('done')}
                </button>
              ) : (
                <button type="button" onClick={() => setStep(step + 1)}>
                  {t('next')}
                </button>
              )}
            </div>
          </div>
        </div>
      )}
    </>
  );
}
