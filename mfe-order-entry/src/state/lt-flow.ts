import type { HostApi, OrderSide } from '@spot/contracts';
import { newClientOrderId } from '@spot/contracts';

/** Order entry gives up on the LT flow after 60 s (DESIGN §5). */
export const LT_FLOW_TIMEOUT_MS = 60_000;

export interface LtFlowOptions {
  readonly timeoutMs?: number;
  readonly newId?: () => string;
  readonly setTimer?: (run: () => void, ms: number) => () => void;
}

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * Emits `lt/flow-requested` and resolves with the LT remote's answer for this request id, or
 * `cancelled` when none comes within the time limit.
 */
export function requestLtFlow(
  host: HostApi,
  request: { readonly symbolName: string; readonly side: OrderSide },
  options: LtFlowOptions = {},
): Promise<'confirmed' | 'cancelled'> {
  const requestId = (options.newId ?? newClientOrderId)();
  const setTimer = options.setTimer ?? defaultTimer;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: 'confirmed' | 'cancelled') => {
      if (settled) return;
      settled = true;
      off();
      clearTimer();
      resolve(outcome);
    };
    const off = host.bus.on('lt/flow-finished', (payload) => {
      if (payload.requestId === requestId) finish(payload.outcome);
    });
    const clearTimer = setTimer(() => finish('cancelled'), options.timeoutMs ?? LT_FLOW_TIMEOUT_MS);
    host.bus.emit('lt/flow-requested', { requestId, ...request });
  });
}
