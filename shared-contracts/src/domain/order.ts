import { Dec } from '../helpers/decimal';
import type { DecimalString } from './decimal-string';
import { isNonNegativeDecimalString } from './decimal-string';

export const ORDER_SIDES = ['BUY', 'SELL'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/** Order statuses by group (spec 000 §3). */
export const ORDER_STATUS_GROUPS = {
  pending: ['UNKNOWN', 'NEW', 'PENDING_NEW', 'PENDING_CANCEL', 'ORDER_NEW'],
  filled: ['ORDER_FILLED', 'PARTIALLY_FILLED', 'PARTIALLY_FILLED_CANCELED', 'FILLED'],
  canceled: ['ORDER_CANCELED', 'CANCELED'],
  failure: ['ORDER_REJECTED', 'REJECTED'],
} as const;
export type OrderStatus = (typeof ORDER_STATUS_GROUPS)[keyof typeof ORDER_STATUS_GROUPS][number];

/** Order-kind codes of spec 000 §3. */
export const ORDER_KIND_CODES = {
  STOP_LIMIT: 1,
  OCO: 10,
  TPSL: 11,
  TRAILING_STOP: 4,
  TRAILING_PROFIT: 5,
} as const;

/** A spot order (spec 000 §3). */
export interface Order {
  readonly orderId: string;
  readonly clientOrderId: string;
  readonly symbolId: string;
  readonly side: OrderSide;
  readonly type: string;
  readonly price: DecimalString;
  readonly origQty: DecimalString;
  readonly executedQty: DecimalString;
  /**
   * Quote value of the fills so far (Σ price × quantity): with `executedQty`, the average
   * fill price (`averageFillPrice`). Optional: records from before it carry none.
   */
  readonly executedValue?: DecimalString;
  readonly triggerPrice?: DecimalString;
  readonly activationPrice?: DecimalString;
  readonly trailingPercentage?: DecimalString;
  readonly trailingValue?: DecimalString;
  readonly amount?: DecimalString;
  readonly marketUnit?: 'baseCoin' | 'quoteCoin';
  readonly orderQtyForView?: DecimalString;
  readonly planType?: number;
  readonly status: OrderStatus;
  readonly stopOrderType?: 'TrailingStop' | 'TrailingProfit';
  readonly createType?: 'CreateByIceBerg' | 'CreateByTWAP';
  readonly isLeverage?: boolean;
  readonly specialTradeFrom?: number;
  readonly time: number;
  /** An OCO leg: which one (take-profit or stop-loss) and the other leg's id. */
  readonly ocoLeg?: 'TP' | 'SL';
  readonly ocoSiblingId?: string;
}

/**
 * The average price of an order's fills, `executedValue ÷ executedQty`, at `decimals` (cut),
 * or null when nothing filled or the value is unknown.
 */
export function averageFillPrice(
  order: Pick<Order, 'executedQty' | 'executedValue'>,
  decimals: number,
): DecimalString | null {
  if (!isNonNegativeDecimalString(order.executedValue)) return null;
  if (!isNonNegativeDecimalString(order.executedQty) || new Dec(order.executedQty).isZero()) {
    return null;
  }
  return new Dec(order.executedValue)
    .div(order.executedQty)
    .toFixed(Number.isSafeInteger(decimals) && decimals >= 0 ? decimals : 0, Dec.ROUND_DOWN);
}
