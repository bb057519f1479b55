import {
  CANCEL_PLAN_TYPE,
  ORDER_FAMILIES,
  UTA_PLAN_TYPES,
  cancelCall,
  isPlanOrder,
  orderFamilyOf,
  type CancelCall,
  type ClassicCancelAllOrdersRequest,
  type ClassicCancelAllPlanOrdersRequest,
  type OrderFamily,
  type Session,
} from '@spot/contracts';

/**
 * Sub-tabs of the current and historical orders (spec 000 §2, spec 001 §2), in display order:
 * the contract's order families, one tab each.
 */
export const ORDER_SUB_TABS = ORDER_FAMILIES;
export type OrderSubTab = OrderFamily;

/** The sub-tab an order is filed under (the contract's `orderFamilyOf`). */
export const subTabOf = orderFamilyOf;
export { CANCEL_PLAN_TYPE, cancelCall, isPlanOrder, type CancelCall };

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
