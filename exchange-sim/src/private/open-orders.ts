import type { Order } from '@spot/contracts';
import { isOpenOrder } from './private-views';

/**
 * The users' open orders and waiting plan orders as the journal has them: seeded from the
 * engine when nothing is pending (at start, after the replay), then changed only by durable
 * events. Snapshots come from here, so a snapshot never shows what a later delta then takes
 * back, nor an order that is not on disk yet.
 */
export class OpenOrders {
  private readonly byUser = new Map<string, Map<string, Order>>();

  seed(userId: string, orders: Iterable<Order>): void {
    for (const order of orders) this.apply(userId, order);
  }

  /** An order's record after a durable change: kept while open, dropped once done. */
  apply(userId: string, order: Order): void {
    let orders = this.byUser.get(userId);
    if (isOpenOrder(order)) {
      if (!orders) {
        orders = new Map();
        this.byUser.set(userId, orders);
      }
      orders.set(order.orderId, order);
    } else {
      orders?.delete(order.orderId);
    }
  }

  /** The user's open orders, newest first. */
  of(userId: string): Order[] {
    const orders = [...(this.byUser.get(userId)?.values() ?? [])];
    return orders.sort((a, b) => b.time - a.time);
  }
}
