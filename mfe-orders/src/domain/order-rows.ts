import { UTA_PLAN_TYPES, type Order } from '@spot/contracts';

/**
 * The kinds of order as the order entry names them (its `kind.*` texts: Limit, Market,
 * Conditional, Stop-limit, OCO, Trailing stop), plus the TP/SL legs a limit order leaves
 * behind. The `type` field alone names a trailing stop "conditional market" and an OCO leg
 * "conditional limit" (issue 18): the plan type says what the order is.
 */
export const ORDER_KINDS = [
  'limit',
  'market',
  'conditional',
  'stopLimit',
  'oco',
  'tpsl',
  'trailing',
] as const;
export type OrderKindName = (typeof ORDER_KINDS)[number];

export interface OrderKind {
  readonly kind: OrderKindName;
  /** How a plan order executes once triggered; null for a plain limit or market order. */
  readonly execution: 'limit' | 'market' | null;
  /** The IOC-liquidate variant of the type (spec 000 §3): placed by a liquidation. */
  readonly liquidation: boolean;
}

/** What an order is, from its plan type (`UTA_PLAN_TYPES` on every record) and type. */
export function orderKind(order: Pick<Order, 'planType' | 'type'>): OrderKind {
  const execution = /MARKET/.test(order.type) ? 'market' : 'limit';
  const liquidation = /IOC_LIQUIDATE/.test(order.type);
  const of = (kind: OrderKindName, plan: boolean): OrderKind => ({
    kind,
    execution: plan ? execution : null,
    liquidation,
  });
  switch (order.planType) {
    case UTA_PLAN_TYPES.conditional:
      return of('conditional', true);
    case UTA_PLAN_TYPES.stopLimit:
      return of('stopLimit', true);
    case UTA_PLAN_TYPES.oco:
      return of('oco', true);
    case UTA_PLAN_TYPES.tpsl:
      return of('tpsl', true);
    case UTA_PLAN_TYPES.trailingStop:
    case UTA_PLAN_TYPES.trailingProfit:
      return of('trailing', false);
    default:
      return of(execution, false);
  }
}

/**
 * One row of an order list: an order, or an OCO (or TP/SL) pair as one row with its two legs,
 * take-profit first. `key` is stable while either leg lives.
 */
export interface OrderRow {
  readonly key: string;
  /** The order the row stands for: a pair's take-profit leg (cancelling it cancels both). */
  readonly order: Order;
  /** A pair's legs, take-profit then stop-loss; empty for a single order. */
  readonly legs: readonly Order[];
}

const legRank = (o: Order): number => (o.ocoLeg === 'TP' ? 0 : o.ocoLeg === 'SL' ? 1 : 2);

/**
 * The rows of a list of orders, in the list's order: OCO and TP/SL legs whose sibling is in
 * the list become one row (at the first leg's place); a leg whose sibling is not there (the
 * other one triggered or was listed elsewhere) stays a row of its own. So "OCO (n)" counts OCO
 * orders, not legs.
 */
export function orderRows(orders: readonly Order[]): OrderRow[] {
  const byId = new Map(orders.map((o) => [o.orderId, o]));
  const grouped = new Set<string>();
  const rows: OrderRow[] = [];
  for (const order of orders) {
    if (grouped.has(order.orderId)) continue;
    const sibling = order.ocoSiblingId === undefined ? undefined : byId.get(order.ocoSiblingId);
    if (!sibling || sibling.ocoSiblingId !== order.orderId) {
      rows.push({ key: order.orderId, order, legs: [] });
      continue;
    }
    grouped.add(order.orderId);
    grouped.add(sibling.orderId);
    const legs = [order, sibling].sort((a, b) => legRank(a) - legRank(b));
    const first = legs[0] as Order;
    const key = [order.orderId, sibling.orderId].sort().join('+');
    rows.push({ key, order: first, legs });
  }
  return rows;
}
