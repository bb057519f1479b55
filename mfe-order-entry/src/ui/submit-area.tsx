import { VisitorActions } from '@spot/contracts/react';
import { TOUR_ANCHORS, type OrderSide, type SymbolRef } from '@spot/contracts';
import type { FormNotice, LimitState, OrderEntryState } from '../state/order-entry-store';

type T = (key: string, params?: Record<string, string>) => string;

/** Submit (or log in and register for a visitor), progress, and what the last try said. */
export function SubmitArea({
  side,
  symbol,
  locale,
  loggedIn,
  demo,
  phase,
  waitingForLt,
  notice,
  noticeId,
  limit,
  t,
}: {
  side: OrderSide;
  symbol: SymbolRef;
  locale: string;
  loggedIn: boolean;
  demo: boolean;
  phase: OrderEntryState['phase'];
  waitingForLt: boolean;
  notice: FormNotice | null;
  /** The notice's id, which the field it names is described by. */
  noticeId?: string;
  limit: LimitState;
  t: T;
}) {
  if (!loggedIn) {
    return <VisitorActions locale={locale} logIn={t('logIn')} register={t('register')} />;
  }
  const busy = phase !== 'idle';
  const label =
    phase === 'submitting'
      ? t('placing')
      : waitingForLt
        ? t('waitingForLt')
        : t(side === 'BUY' ? 'submitBuy' : 'submitSell', { token: symbol.base });
  return (
    <div className="submit-area">
      {limit && (
        <p className="limit-state" role="alert" data-testid="limit-state">
          {t(limit === 'tradeTryLimit' ? 'tradeTryLimitState' : 'standardAccountLimitState')}
        </p>
      )}
      {/* Shown, not announced: every notice is also a toast, which the host's live region
          announces once (a second live region here said each order result twice). */}
      {notice && (
        <p className={`notice notice-${notice.kind}`} id={noticeId} data-testid="form-notice">
          {t(notice.key, notice.params ? { ...notice.params } : undefined)}
        </p>
      )}
      <button
        type="submit"
        className={`submit ${side === 'BUY' ? 'buy' : 'sell'}`}
        disabled={busy}
        aria-busy={busy}
        data-testid="submit-order"
        data-tour-anchor={TOUR_ANCHORS.submitOrder}
      >
        {label}
      </button>
      {demo && <p className="hint demo-hint">{t('demoWallet')}</p>}
    </div>
  );
}
