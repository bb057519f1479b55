import type { DecimalString } from './decimal-string';
import type { Order } from './order';
import {
  CLASSIC_PLAN_TYPES,
  type ClassicCancelOrderRequest,
  type ClassicCancelPlanOrderRequest,
  type ClassicOrderModifyRequest,
  type ClassicPlanOrderModifyRequest,
  type ClassicPlanType,
} from './classic-order';
import { UTA_PLAN_TYPES } from './uta-order';

/**
 * The families an open order belongs to, by its `planType` (a `UTA_PLAN_TYPES` code on every
 * record and feed): none is an ordinary limit or market order. The orders area files its
 * sub-tabs by them; the chart's order lines cancel and modify by them.
 */
export const ORDER_FAMILIES = [
  'limitMarket',
  'conditional',
  'stopLimit',
  'oco',
  'trailingStop',
] as const;
export type OrderFamily = (typeof ORDER_FAMILIES)[number];

/** TPSL (11) has no family of its own: it triggers like a conditional order. */
export function orderFamilyOf(order: Pick<Order, 'planType'>): OrderFamily {
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
  return orderFamilyOf(order) !== 'limitMarket';
}

/**
 * The classic `plan_type` of cancel and cancel-all per plan family (spec 000 §7: 0
 * conditional, 1 stop-limit, 4 trailing). OCO has no classic number in the spec ("the OCO
 * type"): the OCO code of the UTA table, 10, is what the exchange takes for it.
 */
export const CANCEL_PLAN_TYPE: {
  readonly [F in Exclude<OrderFamily, 'limitMarket'>]: ClassicPlanType | 10;
} = {
  conditional: CLASSIC_PLAN_TYPES.conditional,
  stopLimit: CLASSIC_PLAN_TYPES.stopLimit,
  oco: UTA_PLAN_TYPES.oco,
  trailingStop: CLASSIC_PLAN_TYPES.trailing,
};

/** Which cancel call one order takes, and with what (spec 000 §7). */
export type CancelCall =
  | { readonly name: 'cancelOrder'; readonly request: ClassicCancelOrderRequest }
  | { readonly name: 'cancelPlanOrder'; readonly request: ClassicCancelPlanOrderRequest };

/** `cancelOrder` for an ordinary order; `cancelPlanOrder` with its `plan_type` for a plan order. */
export function cancelCall(
  order: Pick<Order, 'orderId' | 'clientOrderId' | 'planType'>,
): CancelCall {
  const base = { order_id: order.orderId, client_order_id: order.clientOrderId };
  const family = orderFamilyOf(order);
  if (family === 'limitMarket') return { name: 'cancelOrder', request: base };
  return { name: 'cancelPlanOrder', request: { ...base, plan_type: CANCEL_PLAN_TYPE[family] } };
}

/** Which modify call one order takes (spec 000 §7); null for an order that cannot be modified. */
export type ModifyCall =
  | { readonly name: 'orderModify'; readonly request: ClassicOrderModifyRequest }
  | { readonly name: 'planOrderModify'; readonly request: ClassicPlanOrderModifyRequest };

/** The classic `plan_type` of planOrderModify by family (0 conditional, 1 stop-limit, 4 trailing). */
const MODIFY_PLAN_TYPE: Partial<Record<OrderFamily, ClassicPlanType>> = {
  conditional: CLASSIC_PLAN_TYPES.conditional,
  stopLimit: CLASSIC_PLAN_TYPES.stopLimit,
  trailingStop: CLASSIC_PLAN_TYPES.trailing,
};

/**
 * `orderModify` for an ordinary order, `planOrderModify` (with its trigger price and plan type,
 * and a trailing order's activation price, percentage and value) for a plan order; an OCO leg
 * is not modified one leg at a time, so it has none.
 */
export function modifyCall(
  order: Pick<
    Order,
    | 'orderId'
    | 'clientOrderId'
    | 'symbolId'
    | 'planType'
    | 'triggerPrice'
    | 'activationPrice'
    | 'trailingPercentage'
    | 'trailingValue'
  >,
  next: {
    readonly price: DecimalString;
    readonly quantity: DecimalString;
    readonly triggerPrice?: DecimalString;
  },
): ModifyCall | null {
  const base: ClassicOrderModifyRequest = {
    order_id: order.orderId,
    client_order_id: order.clientOrderId,
    symbol_id: order.symbolId,
    price: next.price,
    quantity: next.quantity,
  };
  const family = orderFamilyOf(order);
  if (family === 'limitMarket') return { name: 'orderModify', request: base };
  const planType = MODIFY_PLAN_TYPE[family];
  if (planType === undefined) return null;
  const trigger = next.triggerPrice ?? order.triggerPrice ?? '';
  return {
    name: 'planOrderModify',
    request: {
      ...base,
      trigger_price: trigger,
      plan_type: planType,
      ...(family === 'trailingStop'
        ? {
            ...(order.activationPrice ? { activation_price: order.activationPrice } : {}),
            ...(order.trailingPercentage ? { trailing_percentage: order.trailingPercentage } : {}),
            ...(order.trailingValue ? { trailing_value: order.trailingValue } : {}),
          }
        : {}),
    },
  };
}
