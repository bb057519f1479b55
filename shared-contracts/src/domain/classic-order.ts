import type { DecimalString } from './decimal-string';
import type { OrderSide } from './order';

/**
 * `plan_type` of the classic plan-order calls: planOrderModify, cancelPlanOrder, cancel-all
 * of plan orders and getOpenPlanOrders (spec 000 §7). Not the UTA query codes
 * (`UTA_PLAN_TYPES`, where stop-limit is 8): the spec keeps the two tables apart and so do we
 * (DESIGN §5).
 */
export const CLASSIC_PLAN_TYPES = { conditional: 0, stopLimit: 1, trailing: 4 } as const;
export type ClassicPlanType = (typeof CLASSIC_PLAN_TYPES)[keyof typeof CLASSIC_PLAN_TYPES];

/** cancelOrder payload (spec 000 §7); carries a trace header. */
export interface ClassicCancelOrderRequest {
  readonly order_id: string;
  readonly client_order_id: string;
}

/**
 * cancelPlanOrder payload: conditional, stop-limit, OCO and trailing orders (spec 000 §7). The
 * spec gives OCO no classic number ("the OCO type"); the exchange takes the OCO code, 10.
 */
export interface ClassicCancelPlanOrderRequest extends ClassicCancelOrderRequest {
  readonly plan_type: ClassicPlanType | 10;
}

/** orderModify payload (spec 000 §7). */
export interface ClassicOrderModifyRequest {
  readonly order_id: string;
  readonly client_order_id: string;
  readonly symbol_id: string;
  readonly price: DecimalString;
  readonly quantity: DecimalString;
}

/**
 * planOrderModify payload (spec 000 §7): orderModify plus the trigger price and plan type; a
 * trailing order also sends its activation price and trailing percentage or value.
 */
export interface ClassicPlanOrderModifyRequest extends ClassicOrderModifyRequest {
  readonly trigger_price: DecimalString;
  readonly plan_type: ClassicPlanType;
  readonly activation_price?: DecimalString;
  readonly trailing_percentage?: DecimalString;
  readonly trailing_value?: DecimalString;
}

/** getOpenOrders and getOpenPlanOrders request (spec 000 §7); `from_order_id` starts at "0". */
export interface ClassicOpenOrdersRequest {
  readonly from_order_id: string;
  readonly limit: number;
  readonly symbol_id?: string;
  /** Only for getOpenPlanOrders. */
  readonly plan_type?: ClassicPlanType;
}

/** Cancel-all of normal orders (spec 000 §7): `symbol_ids` only when not showing all pairs. */
export interface ClassicCancelAllOrdersRequest {
  /** Comma list of symbol ids. */
  readonly symbol_ids?: string;
}

/**
 * Cancel-all of plan orders (spec 000 §7): `symbol_id` omitted for all pairs. The spec gives
 * `plan_type` 1 for stop-limit and "the OCO type" for OCO without a number, so it is left open.
 */
export interface ClassicCancelAllPlanOrdersRequest {
  readonly symbol_id?: string;
  readonly plan_type: number;
}

/** orderCreate payload of the chart's quick limit order (spec 000 §7); carries a trace header. */
export interface QuickLimitOrderCreateRequest {
  readonly type: 'limit';
  readonly side: OrderSide;
  readonly price: DecimalString;
  readonly quantity: DecimalString;
  readonly symbol_id: string;
  readonly client_order_id: string;
}
