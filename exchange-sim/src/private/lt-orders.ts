import type { LtTokenOrder } from '@spot/contracts';

/** At most this many orders a user's snapshot lists, newest first (as `ltOrders` does). */
export const LT_SNAPSHOT_LIMIT = 100;

/**
 * The users' LT orders as the journal has them: seeded from the LT service when nothing is
 * pending (at start, after the replay), then changed only by the service's durable change
 * notices. Snapshots come from here, so a snapshot never shows an order, or a completion, that
 * is not on disk yet.
 */
export class LtOrders {
  private readonly byUser = new Map<string, LtTokenOrder[]>();

  /** The user's orders, newest first, as `LtService.list` gives them. */
  seed(userId: string, newestFirst: readonly LtTokenOrder[]): void {
    if (newestFirst.length > 0) {
      this.byUser.set(userId, newestFirst.slice(0, LT_SNAPSHOT_LIMIT));
    }
  }

  /** An order accepted (the newest) or changed (replaced where it stands). */
  apply(userId: string, order: LtTokenOrder): void {
    const list = this.byUser.get(userId) ?? [];
    const at = list.findIndex((o) => o.orderId === order.orderId);
    if (at >= 0) {
      list[at] = order;
    } else {
      list.unshift(order);
      list.length = Math.min(list.length, LT_SNAPSHOT_LIMIT);
    }
    this.byUser.set(userId, list);
  }

  /** The user's orders, newest first (at most `LT_SNAPSHOT_LIMIT`). */
  of(userId: string): LtTokenOrder[] {
    return [...(this.byUser.get(userId) ?? [])];
  }
}
