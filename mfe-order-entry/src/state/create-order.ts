import type { ApiResult, HostApi, Order } from '@spot/contracts';
import type { CreateCall } from '../domain/create-request';

/** How long one create call may take before it counts as timed out. */
export const CREATE_TIMEOUT_MS = 8_000;

function callOnce(host: HostApi, call: CreateCall, timeoutMs: number): Promise<ApiResult<Order>> {
  const options = { timeoutMs };
  switch (call.endpoint) {
    case 'orderCreate':
      return host.api.call('orderCreate', call.request, options);
    case 'planOrderCreate':
      return host.api.call('planOrderCreate', call.request, options);
    case 'ocoOrderCreate':
      return host.api.call('ocoOrderCreate', call.request, options);
  }
}

/**
 * Sends a create. A create that times out may still have reached the exchange, so it is sent
 * once more with the same `client_order_id` (the exchange answers a repeat with the order it
 * already has); only a second timeout is reported as a failure.
 */
export async function sendCreate(
  host: HostApi,
  call: CreateCall,
  timeoutMs = CREATE_TIMEOUT_MS,
): Promise<ApiResult<Order>> {
  const first = await callOnce(host, call, timeoutMs);
  if (first.ok || first.kind !== 'timeout') return first;
  return callOnce(host, call, timeoutMs);
}
