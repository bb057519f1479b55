import type { DecimalString } from '../domain/decimal-string';
import type { OrderSide } from '../domain/order';
import type { ClassicPlanType } from '../domain/classic-order';

/** Order time in force; post-only is rejected when it would take liquidity. */
export const TIME_IN_FORCE = ['GTC', 'IOC', 'POST_ONLY'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

/**
 * Create a limit or market order (spec 000 §7 orderCreate, the order form of 001 §5). A market
 * order gives `quantity` with `marketUnit` 'baseCoin' or `amount` with 'quoteCoin'.
 */
export interface OrderCreateRequest {
  readonly symbol_id: string;
  readonly side: OrderSide;
  readonly type: 'limit' | 'market';
  readonly price?: DecimalString;
  readonly quantity?: DecimalString;
  readonly amount?: DecimalString;
  readonly marketUnit?: 'baseCoin' | 'quoteCoin';
  readonly time_in_force?: TimeInForce;
  readonly client_order_id: string;
}

/**
 * Create a conditional (plan_type 0), stop-limit (1) or trailing (4) order, with the classic
 * plan-type codes of spec 000 §7 (never the UTA query codes).
 */
export interface PlanOrderCreateRequest {
  readonly symbol_id: string;
  readonly side: OrderSide;
  readonly plan_type: ClassicPlanType;
  readonly type: 'limit' | 'market';
  readonly trigger_price?: DecimalString;
  readonly price?: DecimalString;
  readonly quantity?: DecimalString;
  readonly amount?: DecimalString;
  readonly marketUnit?: 'baseCoin' | 'quoteCoin';
  readonly activation_price?: DecimalString;
  readonly trailing_percentage?: DecimalString;
  readonly trailing_value?: DecimalString;
  readonly client_order_id: string;
}

export interface OcoLeg {
  readonly trigger_price: DecimalString;
  readonly type: 'limit' | 'market';
  readonly price?: DecimalString;
}

/** An OCO: take-profit and stop-loss legs on one quantity; one leg cancels the other. */
export interface OcoOrderCreateRequest {
  readonly symbol_id: string;
  readonly side: OrderSide;
  readonly quantity: DecimalString;
  readonly tp: OcoLeg;
  readonly sl: OcoLeg;
  readonly client_order_id: string;
}

export interface LoginRequest {
  readonly email: string;
  readonly password: string;
}

export interface OrderHistoryRequest {
  readonly symbol_id?: string;
  /** ms since the epoch; the window is at most 90 days (spec 000 §9). */
  readonly start_time: number;
  readonly end_time: number;
  readonly limit?: number;
  /** Order id to continue after (older), for paging. */
  readonly from_order_id?: string;
}

export interface LtSubscribeRequest {
  readonly symbol: string;
  /** Quote amount to spend. */
  readonly amount: DecimalString;
}

export interface LtRedeemRequest {
  readonly symbol: string;
  /** LT quantity to redeem. */
  readonly quantity: DecimalString;
}

export interface MonitoringReport {
  readonly type:
    | 'netstatus'
    | 'linksException'
    | 'http'
    | 'httpException'
    | 'httpQuality'
    | 'detectQuality'
    | 'whitelist'
    | 'connect'
    | 'sdkerror';
  readonly ts: number;
  readonly data: Readonly<Record<string, unknown>>;
}
