import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { HostApi } from '@spot/contracts';
import { useFocusTrap } from '@spot/contracts/react';
import {
  DEMO_WALLET_TOKEN,
  rechargeDemo,
  watchDemoWallet,
  type RechargeOutcome,
} from '../state/demo-recharge';
import { activeSurface, wantSurface } from '../state/ui-store';
import { isolateText } from '../i18n/bidi';
import { useShell } from './shell-context';

/**
 * The demo recharge modal (spec 001 §4, §8): a logged-in demo account whose wallet is empty is
 * offered a recharge, in its turn among the page's modals; the result is a toast, and the
 * balance follows the wallet push.
 */
export function DemoRecharge() {
  const { host, ui } = useShell();
  const shown = useStore(ui, (s) => activeSurface(s) === 'demoRecharge');
  useEffect(() => {
    const stop = watchDemoWallet(host, (empty) => wantSurface(ui, 'demoRecharge', empty));
    return () => {
      stop();
      wantSurface(ui, 'demoRecharge', false);
    };
  }, [host, ui]);
  if (!shown) return null;
  return <RechargeDialog host={host} onClose={() => wantSurface(ui, 'demoRecharge', false)} />;
}

function toastOf(outcome: RechargeOutcome): Parameters<HostApi['ui']['toast']>[0] {
  switch (outcome.kind) {
    case 'success':
      return { kind: 'success', key: 'host:demoRecharge.success' };
    case 'notEmpty':
      return {
        kind: 'error',
        key: 'host:demoRecharge.notEmpty',
        params: { token: DEMO_WALLET_TOKEN },
      };
    case 'server':
      return {
        kind: 'error',
        key: 'host:demoRecharge.serverError',
        // The exchange's own words, in their own direction inside the translated sentence.
        params: { message: isolateText(outcome.message) },
      };
    default:
      return { kind: 'error', key: 'host:demoRecharge.failed' };
  }
}

function RechargeDialog({ host, onClose }: { host: HostApi; onClose: () => void }) {
  const { t } = useTranslation('host');
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  useFocusTrap(ref, onClose);
  const recharge = async (): Promise<void> => {
    setBusy(true);
    const outcome = await rechargeDemo(host);
    setBusy(false);
    host.ui.toast(toastOf(outcome));
    // Done unless it may be tried again (a failure).
    if (outcome.kind === 'success' || outcome.kind === 'notEmpty') onClose();
  };
  return (
    <div className="modal-backdrop" role="presentation">
      <div
        ref={ref}
        className="modal demo-recharge"
        role="dialog"
        aria-modal="true"
        aria-labelledby="demo-recharge-title"
        data-testid="demo-recharge"
      >
        <h2 id="demo-recharge-title">{t('demoRecharge.title')}</h2>
        <p>{t('demoRecharge.body', { token: DEMO_WALLET_TOKEN })}</p>
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            {t('demoRecharge.later')}
          </button>
          <button type="button" disabled={busy} onClick={() => void recharge()}>
            {t('demoRecharge.recharge')}
          </button>
        </div>
      </div>
    </div>
  );
}
