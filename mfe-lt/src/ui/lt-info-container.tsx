import { useEffect, useState } from 'react';
import { formatPrice, localizeDecimalText, type RemoteProps } from '@spot/contracts';
import { readFlowRequest } from '../domain/flow-request';
import { ltAvailability } from '../domain/lt-status';
import { knowledgePassed, rememberKnowledgePassed } from '../state/knowledge-pref';
import { loadLtInfo, type LtInfoState } from '../state/lt-info';
import { KnowledgeCheck } from './knowledge-check';
import { LtFlowActions } from './lt-flow-actions';
import { LtProjectInfo, projectParams } from './lt-project-info';
import { useT } from './use-t';

/**
 * The lt-dialog: order entry's LT gate (spec 001 §5 gate 3). The trader reads what the token
 * is and its risks, its net value, status and limits, and passes a short knowledge check once
 * (remembered in the preferences); then confirms, and the order proceeds, or cancels, and the
 * form is left as it was.
 */
export function LtInfoContainer({ host, symbol, slot, request, locale }: RemoteProps) {
  const { t } = useT(host);
  const flow = slot === 'lt-dialog' ? readFlowRequest(request) : null;
  const symbolName = flow?.symbolName ?? symbol.symbolName;
  const tr = (key: string, params?: Record<string, string>) => t(key, params ?? {});
  const [passed, setPassed] = useState(() => knowledgePassed(host));
  const actions = (canConfirm: boolean) =>
    flow ? (
      <LtFlowActions host={host} flow={flow} canConfirm={canConfirm && passed} t={tr} />
    ) : null;
  const [state, setState] = useState<LtInfoState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void loadLtInfo(host, symbolName, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [host, symbolName, attempt]);

  if (state.kind === 'loading') {
    return (
      <>
        <p className="lt-status">{t('loading')}</p>
        {actions(false)}
      </>
    );
  }
  if (state.kind === 'failed') {
    return (
      <>
        <div className="lt-status" role="alert">
          <p>{t('failed', { message: state.message })}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
        {actions(false)}
      </>
    );
  }
  const { info, nav } = state;
  const availability = ltAvailability(nav.st);
  const params = projectParams(info, symbolName, tr);
  return (
    <div className="lt-info" data-testid="lt-info">
      <LtProjectInfo info={info} symbolName={symbolName} t={tr} />
      <dl>
        <div>
          <dt>{t('nav')}</dt>
          {/* A net value is a price of the token: at the symbol's price precision. */}
          <dd data-testid="lt-nav">
            {localizeDecimalText(formatPrice(nav.nav, host.market.symbol(symbolName)), locale)}
          </dd>
        </div>
        <div>
          <dt>{t('subscription')}</dt>
          <dd>{availability.subscriptionOpen ? t('open') : t('closed')}</dd>
        </div>
        <div>
          <dt>{t('redemption')}</dt>
          <dd>{availability.redemptionOpen ? t('open') : t('closed')}</dd>
        </div>
        {availability.positionChanging && <p role="status">{t('positionChanging')}</p>}
        <div>
          <dt>{t('purchaseLimits')}</dt>
          <dd>
            {info.minPurchase} – {info.maxPurchase}
          </dd>
        </div>
        <div>
          <dt>{t('redeemLimits')}</dt>
          <dd>
            {info.minRedeem} – {info.maxRedeem}
          </dd>
        </div>
      </dl>
      {flow && !passed && (
        <KnowledgeCheck
          direction={info.ltDirection}
          params={params}
          t={tr}
          onPassed={() => {
            rememberKnowledgePassed(host);
            setPassed(true);
          }}
        />
      )}
      {flow && passed && (
        <p className="lt-passed" role="status">
          {t('quiz.passed')}
        </p>
      )}
      {actions(true)}
    </div>
  );
}
