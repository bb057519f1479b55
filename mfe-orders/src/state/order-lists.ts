import type { HostApi, Order, TradeFill } from '@spot/contracts';

export type OrdersTab = 'currentOrders' | 'historicalOrders' | 'transactionRecord';

/** The lists' window: the last 7 days, the shortest history range (spec 000 §9). */
export const HISTORY_RANGE_MS = 7 * 24 * 60 * 60 * 1000;

export type ListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'orders'; readonly orders: readonly Order[] }
  | { readonly kind: 'fills'; readonly fills: readonly TradeFill[] };

/** Reads one tab's list from the exchange; issue 9 adds live events, ranges and paging. */
export async function loadTab(
  host: HostApi,
  tab: OrdersTab,
  signal: AbortSignal,
  now: number = Date.now(),
): Promise<ListState> {
  const window = { start_time: now - HISTORY_RANGE_MS, end_time: now, limit: 100 };
  if (tab === 'currentOrders') {
    const reply = await host.api.call('openOrders', { from_order_id: '0', limit: 100 }, { signal });
    return reply.ok
      ? { kind: 'orders', orders: reply.result }
      : { kind: 'failed', message: reply.message };
  }
  if (tab === 'historicalOrders') {
    const reply = await host.api.call('orderHistory', window, { signal });
    return reply.ok
      ? { kind: 'orders', orders: reply.result }
      : { kind: 'failed', message: reply.message };
  }
  const reply = await host.api.call('tradeHistory', window, { signal });
  return reply.ok
    ? { kind: 'fills', fills: reply.result }
    : { kind: 'failed', message: reply.message };
}
