import type { BusEvents } from '@spot/contracts';

export type FlowRequest = BusEvents['lt/flow-requested'];

/**
 * The `lt/flow-requested` payload the host hands the lt-dialog slot as `request`, checked:
 * anything else (no request, a malformed one) is null and the dialog offers no answer.
 */
export function readFlowRequest(request: unknown): FlowRequest | null {
  if (typeof request !== 'object' || request === null) return null;
  const r = request as Record<string, unknown>;
  if (typeof r.requestId !== 'string' || r.requestId === '') return null;
  if (typeof r.symbolName !== 'string' || r.symbolName === '') return null;
  if (r.side !== 'BUY' && r.side !== 'SELL') return null;
  return { requestId: r.requestId, symbolName: r.symbolName, side: r.side };
}
