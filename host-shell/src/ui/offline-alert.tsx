import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { outsideUrlOf } from '@spot/contracts';
import { useFocusTrap, useSubscribable } from '@spot/contracts/react';
import { usePref } from '../chrome/use-host-values';
import {
  OFFLINE_ALERT_PREF,
  PHASE_OUT_ANNOUNCEMENT_PATH,
  dismissOfflineAlert,
  offlineAlertDue,
} from '../state/offline-alert';
import { activeSurface, wantSurface } from '../state/ui-store';
import { useShell } from './shell-context';

/**
 * The standard-account offline alert (spec 001 §4): a classic account is told that standard
 * accounts are being phased out, with the announcement; closing rests it 7 days, in every
 * browser of the account.
 */
export function OfflineAlert({ locale }: { locale: string }) {
  const { host, ui, prefs } = useShell();
  const session = useSubscribable(host.session);
  const dismissedAt = usePref(host.prefs, OFFLINE_ALERT_PREF);
  const status = useSyncExternalStore(prefs.onStatus, prefs.status);
  const prefsLoaded = status === 'ready';
  const due = offlineAlertDue({ session, prefsLoaded, dismissedAt, now: Date.now() });
  const shown = useStore(ui, (s) => activeSurface(s) === 'offlineAlert');
  useEffect(() => {
    wantSurface(ui, 'offlineAlert', due);
  }, [ui, due]);
  useEffect(() => () => wantSurface(ui, 'offlineAlert', false), [ui]);
  if (!shown) return null;
  return (
    <OfflineAlertDialog
      href={outsideUrlOf(host.page, `/${locale}/${PHASE_OUT_ANNOUNCEMENT_PATH}`)}
      onClose={() => {
        dismissOfflineAlert(host.prefs, Date.now());
        wantSurface(ui, 'offlineAlert', false);
      }}
    />
  );
}

function OfflineAlertDialog({ href, onClose }: { href: string; onClose: () => void }) {
  const { t } = useTranslation('host');
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  return (
    <div className="modal-backdrop" role="presentation">
      <div
        ref={ref}
        className="modal offline-alert"
        role="dialog"
        aria-modal="true"
        aria-labelledby="offline-alert-title"
        data-testid="offline-alert"
      >
        <h2 id="offline-alert-title">{t('offlineAlert.title')}</h2>
        <p>{t('offlineAlert.body')}</p>
        <p>
          <a href={href} target="_blank" rel="noopener noreferrer" className="header-link">
            {t('offlineAlert.announcement')}
          </a>
        </p>
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            {t('offlineAlert.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
