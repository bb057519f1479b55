import {
  CLASSIC_PLAN_TYPES,
  UTA_PLAN_TYPES,
  type ClassicCancelAllOrdersRequest,
  type ClassicCancelAllPlanOrdersRequest,
  type ClassicCancelOrderRequest,
  type ClassicCancelPlanOrderRequest,
  type ClassicPlanType,
  type Order,
  type Session,
} from '@spot/contracts';

/** Sub-tabs of the current and historical orders (spec 000 §2, spec 001 §2), in display order. */
export const ORDER_SUB_TABS = [
  'limitMarket',
  'conditional',
  'stopLimit',
  'oco',
  'trailingStop',
] as const;
export type OrderSubTab = (typeof ORDER_SUB_TABS)[number];

/**
 * The sub-tab an order is filed under, from its `planType` (a `UTA_PLAN_TYPES` code on every
 * record and feed): none is an ordinary limit or market order. TPSL (11) has no tab of its own
 * in either orders area, so it sits with the conditional orders it triggers like.
 */
export function subTabOf(order: Pick<Order, 'planType'>): OrderSubTab {
  switch (order.planType) {
    case undefined:
      return 'limitMarket';
    case UTA_PLAN_TYPES.conditional:
    case UTA_PLAN_TYPES.tpsl:
      return 'conditional';
    case UTA_PLAN_TYPES.stopLimit:
      return 'stopLimit';
    case UTA_PLAN_TYPES.oco:
      return 'oco';
    case UTA_PLAN_TYPES.trailingStop:
    case UTA_PLAN_TYPES.trailingProfit:
      return 'trailingStop';
    default:
      return 'limitMarket';
  }
}

/** True for an order cancelled with `cancelPlanOrder` (spec 000 §7). */
export function isPlanOrder(order: Pick<Order, 'planType'>): boolean {
  return subTabOf(order) !== 'limitMarket';
}

/**
 * The classic `plan_type` of cancel and cancel-all per plan sub-tab (spec 000 §7: 0
 * conditional, 1 stop-limit, 4 trailing). OCO has no classic number in the spec ("the OCO
 * type"): the OCO code of the UTA table, 10, is what the exchange takes for it.
 */
export const CANCEL_PLAN_TYPE: {
  readonly [T in Exclude<OrderSubTab, 'limitMarket'>]: ClassicPlanType | 10;
} = {
  conditional: CLASSIC_PLAN_TYPES.conditional,
  stopLimit: CLASSIC_PLAN_TYPES.stopLimit,
  oco: UTA_PLAN_TYPES.oco,
  trailingStop: CLASSIC_PLAN_TYPES.trailing,
};

/** The UTA query plan types behind each plan sub-tab (spec 000 §7 getUTAOrders, §9). */
export const UTA_QUERY_PLAN_TYPES = {
  conditional: [UTA_PLAN_TYPES.conditional, UTA_PLAN_TYPES.tpsl],
  stopLimit: [UTA_PLAN_TYPES.stopLimit],
  oco: [UTA_PLAN_TYPES.oco],
  trailingStop: [UTA_PLAN_TYPES.trailingStop, UTA_PLAN_TYPES.trailingProfit],
} as const;

/**
 * The sub-tabs a session sees: OCO only where the compliance config allows its tabs and never
 * on a demo account (spec 000 §1, §6).
 */
export function visibleSubTabs(session: Pick<Session, 'roles' | 'compliance'>): OrderSubTab[] {
  return ORDER_SUB_TABS.filter(
    (tab) => tab !== 'oco' || (session.compliance.ocoTabs && !session.roles.demo),
  );
}

/** Which cancel-all call a sub-tab makes, and with what (spec 000 §7). */
export type CancelAllCall =
  | { readonly name: 'cancelAllOrders'; readonly request: ClassicCancelAllOrdersRequest }
  | { readonly name: 'cancelAllPlanOrders'; readonly request: ClassicCancelAllPlanOrdersRequest };

/**
 * Cancel-all of a sub-tab: normal orders send `symbol_ids` only when not showing all pairs;
 * plan orders send `plan_type` and `symbol_id`, the symbol omitted for all pairs.
 */
export function cancelAllCall(subTab: OrderSubTab, symbolName: string | null): CancelAllCall {
  if (subTab === 'limitMarket') {
    return {
      name: 'cancelAllOrders',
      request: symbolName === null ? {} : { symbol_ids: symbolName },
    };
  }
  const plan_type = CANCEL_PLAN_TYPE[subTab];
  return {
    name: 'cancelAllPlanOrders',
    request: symbolName === null ? { plan_type } : { plan_type, symbol_id: symbolName },
  };
}

/** Which cancel call one order takes, and with what (spec 000 §7). */
export type CancelCall =
  | { readonly name: 'cancelOrder'; readonly request: ClassicCancelOrderRequest }
  | { readonly name: 'cancelPlanOrder'; readonly request: ClassicCancelPlanOrderRequest };

/** `cancelOrder` for an ordinary order; `cancelPlanOrder` with its `plan_type` for a plan order. */
export function cancelCall(
  order: Pick<Order, 'orderId' | 'clientOrderId' | 'planType'>,
): CancelCall {
  const base = { order_id: order.orderId, client_order_id: order.clientOrderId };
  const tab = subTabOf(order);
  if (tab === 'limitMarket') return { name: 'cancelOrder', request: base };
  return { name: 'cancelPlanOrder', request: { ...base, plan_type: CANCEL_PLAN_TYPE[tab] } };
}
