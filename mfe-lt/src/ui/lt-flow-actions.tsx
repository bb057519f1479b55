import { useRef, useState } from 'react';
import type { HostApi } from '@spot/contracts';
import type { FlowRequest } from '../domain/flow-request';
import { finishLtFlow } from '../state/lt-flow';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * The answer of the lt-dialog to order entry's `lt/flow-requested` (DESIGN §5): until the LT
 * flow's own checks arrive (DESIGN §8) the trader reads the token's info above and confirms or
 * cancels. The flow is answered once.
 */
export function LtFlowActions({
  host,
  flow,
  canConfirm,
  t,
}: {
  host: HostApi;
  flow: FlowRequest;
  canConfirm: boolean;
  t: T;
}) {
  const answered = useRef(false);
  const [done, setDone] = useState(false);
  const answer = (outcome: 'confirmed' | 'cancelled') => {
    if (answered.current) return;
    answered.current = true;
    setDone(true);
    finishLtFlow(host, flow.requestId, outcome);
  };
  return (
    <div className="lt-flow-actions" data-testid="lt-flow-actions">
      <p>
        {t(flow.side === 'BUY' ? 'flowBuyNotice' : 'flowSellNotice', { symbol: flow.symbolName })}
      </p>
      <div className="buttons">
        <button type="button" disabled={done} onClick={() => answer('cancelled')}>
          {t('flowCancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={done || !canConfirm}
          onClick={() => answer('confirmed')}
        >
          {t('flowConfirm')}
        </button>
      </div>
    </div>
  );
}
