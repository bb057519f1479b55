import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useFocusTrap, useSubscribable } from '@spot/contracts/react';
import { upgradeEntryVisible, type UpgradeController } from '../state/uta-upgrade';
import { activeSurface, wantSurface } from '../state/ui-store';
import { useShell } from './shell-context';

/** The upgrade tip stays this long unless the trader presses anywhere first. */
const TIP_MS = 10_000;

/**
 * The header's upgrade entry (spec 001 §4): for a classic account whose tag is unset or FAIL
 * with the gray flag on; its tip shows once, until dismissed.
 */
export function UpgradeEntry({ controller }: { controller: UpgradeController }) {
  const { host } = useShell();
  const { t } = useTranslation('host');
  const session = useSubscribable(host.session);
  const [tipGone, setTipGone] = useState(() => controller.tipDismissed());
  useEffect(() => setTipGone(controller.tipDismissed()), [controller, session.user?.id]);
  const visible = upgradeEntryVisible(session);
  // The tip is shown once: recorded as soon as it shows; it goes at the trader's first press
  // elsewhere, or after a while, so it never sits over the page's controls for long.
  useEffect(() => {
    if (!visible || tipGone) return undefined;
    controller.dismissTip();
    const hide = () => setTipGone(true);
    const timer = setTimeout(hide, TIP_MS);
    document.addEventListener('pointerdown', hide);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', hide);
    };
  }, [controller, visible, tipGone]);
  if (!visible) return null;
  return (
    <div className="upgrade-entry">
      <button type="button" className="upgrade-button" onClick={() => controller.open()}>
        {t('upgrade.entry')}
      </button>
      {!tipGone && (
        <div className="upgrade-tip" role="note" data-testid="upgrade-tip">
          <span>{t('upgrade.tip')}</span>
          <button
            type="button"
            aria-label={t('upgrade.dismissTip')}
            onClick={() => {
              controller.dismissTip();
              setTipGone(true);
            }}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

/** The upgrade modal: the offer, the progress mask, the success guide or the failure. */
export function UpgradeModal({ controller }: { controller: UpgradeController }) {
  const { ui } = useShell();
  const view = useStore(controller.store, (s) => s.view);
  const shown = useStore(ui, (s) => activeSurface(s) === 'upgrade');
  useEffect(() => {
    wantSurface(ui, 'upgrade', view !== null);
  }, [ui, view]);
  useEffect(() => () => wantSurface(ui, 'upgrade', false), [ui]);
  if (!shown || view === null) return null;
  return <UpgradeDialog controller={controller} />;
}

function UpgradeDialog({ controller }: { controller: UpgradeController }) {
  const { t } = useTranslation('host');
  const view = useStore(controller.store, (s) => s.view);
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  useFocusTrap(ref, () => controller.close());
  if (view === null) return null;
  const title = t(`upgrade.${view.step}.title`);
  return (
    <div className="modal-backdrop" role="presentation">
      <div
        ref={ref}
        className={`modal uta-upgrade uta-upgrade-${view.step}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        aria-busy={view.step === 'progress' || (view.step === 'offer' && view.loading)}
        data-testid="uta-upgrade"
        data-step={view.step}
        tabIndex={-1}
      >
        <h2>{title}</h2>
        {view.step === 'offer' && view.loading ? (
          <p className="slot-detail">{t('loading')}</p>
        ) : (
          <p>
            {t(`upgrade.${view.step}.body`, view.step === 'failed' ? { codes: view.codes } : {})}
          </p>
        )}
        {view.step === 'success' && (
          <ol className="upgrade-guide">
            {[1, 2, 3].map((n) => (
              <li key={n}>{t(`upgrade.success.guide${n}`)}</li>
            ))}
          </ol>
        )}
        <div className="modal-actions">
          {view.step === 'offer' && (
            <>
              <button type="button" onClick={() => controller.close()}>
                {t('upgrade.later')}
              </button>
              <button
                type="button"
                disabled={view.loading || busy}
                onClick={() => {
                  setBusy(true);
                  void controller.upgrade().finally(() => setBusy(false));
                }}
              >
                {t('upgrade.now')}
              </button>
            </>
          )}
          {view.step === 'progress' && (
            <button type="button" onClick={() => controller.close()}>
              {t('upgrade.hide')}
            </button>
          )}
          {(view.step === 'success' || view.step === 'failed') && (
            <button type="button" onClick={() => controller.close()}>
              {t(view.step === 'success' ? 'upgrade.done' : 'close')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
