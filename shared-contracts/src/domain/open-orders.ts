import { Dec } from '../helpers/decimal';
import type { UtaSpotOrder } from '../wire/private-topics';
import type { Order, OrderStatus } from './order';
import { isUtaPlanType, mapUtaOrderStatus } from './uta-order';

/*
 * The open-order list of spec 000 §4, one copy for the host's account snapshot and the orders
 * remote (issue 19): what each status does to the list, the UTA conversion, and the reducer.
 */

/** What an order event does to the open list (spec 000 §4). */
export type OpenListAction = 'add' | 'upsert' | 'remove' | 'update';

/**
 * The open-list rule per internal status (spec 000 §4). Ordinary orders: NEW adds,
 * PARTIALLY_FILLED replaces or adds, PARTIALLY_FILLED_CANCELED, FILLED, CANCELED and REJECTED
 * remove. Plan, stop-limit and OCO orders: ORDER_NEW adds (a trailing stop's moved trigger comes
 * as ORDER_NEW again, so it replaces too), ORDER_FILLED, ORDER_CANCELED, ORDER_REJECTED remove.
 * The transient statuses the spec groups as pending only refresh an order already listed.
 * "Adds" never lists an order twice: every action is keyed by `orderId`.
 */
export const OPEN_LIST_ACTION: { readonly [S in OrderStatus]: OpenListAction } = {
  NEW: 'add',
  PARTIALLY_FILLED: 'upsert',
  PARTIALLY_FILLED_CANCELED: 'remove',
  FILLED: 'remove',
  CANCELED: 'remove',
  REJECTED: 'remove',
  ORDER_NEW: 'add',
  ORDER_FILLED: 'remove',
  ORDER_CANCELED: 'remove',
  ORDER_REJECTED: 'remove',
  UNKNOWN: 'update',
  PENDING_NEW: 'update',
  PENDING_CANCEL: 'update',
};

/** True for a status that takes an order off the open list. */
export function isClosingStatus(status: OrderStatus): boolean {
  return OPEN_LIST_ACTION[status] === 'remove';
}

/**
 * A UTA feed order as the internal record (spec 000 §4): the plan types decide between the
 * `ORDER_` statuses and the plain ones for Cancelled and Rejected.
 */
export function fromUtaOrder(order: UtaSpotOrder): Order {
  return { ...order, status: mapUtaOrderStatus(order.status, isUtaPlanType(order.planType)) };
}

/** Newest first; a tie keeps a stable order by id so rows never swap places. */
export function compareNewestFirst(a: Order, b: Order): number {
  if (a.time !== b.time) return b.time - a.time;
  return a.orderId < b.orderId ? 1 : a.orderId > b.orderId ? -1 : 0;
}

/** Keeps the record that has filled more: a late event never winds an order back. */
function newer(current: Order, next: Order): Order {
  try {
    return new Dec(next.executedQty).lt(current.executedQty) ? current : next;
  } catch {
    return next;
  }
}

/** Open orders keyed by id; the list view sorts once per change. */
export type OpenOrderMap = ReadonlyMap<string, Order>;

/**
 * Applies a batch of events in order. `accept` drops orders the list does not keep (another
 * symbol when not showing all pairs, a demo account's trailing stops). Returns the same map
 * when nothing changed, so a store can skip the update.
 */
export function applyOrderEvents(
  current: OpenOrderMap,
  events: readonly Order[],
  accept: (order: Order) => boolean = () => true,
): OpenOrderMap {
  let next: Map<string, Order> | null = null;
  const write = (): Map<string, Order> => (next ??= new Map(current));
  for (const order of events) {
    if (!accept(order)) continue;
    const held = (next ?? current).get(order.orderId);
    switch (OPEN_LIST_ACTION[order.status]) {
      case 'add':
      case 'upsert':
        write().set(order.orderId, held ? newer(held, order) : order);
        break;
      case 'update':
        if (held) write().set(order.orderId, newer(held, order));
        break;
      case 'remove':
        if (held) write().delete(order.orderId);
        break;
    }
  }
  return next ?? current;
}

/** The fetched open orders as a map; duplicates across pages or sources collapse by id. */
export function toOrderMap(orders: readonly Order[]): Map<string, Order> {
  const map = new Map<string, Order>();
  for (const order of orders) {
    if (OPEN_LIST_ACTION[order.status] === 'remove') continue;
    const held = map.get(order.orderId);
    map.set(order.orderId, held ? newer(held, order) : order);
  }
  return map;
}

/** The open orders newest first. */
export function sortedOrders(map: OpenOrderMap): Order[] {
  return [...map.values()].sort(compareNewestFirst);
}
