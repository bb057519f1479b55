import type { DecimalString } from '../domain/decimal-string';
import type { OrderSide } from '../domain/order';
import type { ClassicPlanType } from '../domain/classic-order';

/** Order time in force; post-only is rejected when it would take liquidity. */
export const TIME_IN_FORCE = ['GTC', 'IOC', 'POST_ONLY'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

/**
 * Create a limit or market order (spec 000 §7 orderCreate, the order form of 001 §5). A market
 * order gives `quantity` with `marketUnit` 'baseCoin' or `amount` with 'quoteCoin'.
 *
 * TP/SL on a limit order (spec 001 §3 `showTpSl`): `tp` and/or `sl`, each an `OcoLeg` (a
 * trigger, then a limit or market order). Only on `type: 'limit'`. For a buy the take-profit
 * trigger lies above `price` and the stop-loss trigger below it; for a sell the reverse. A
 * leg's limit price lies within 90 % to 110 % of its trigger (at least 90 % for the sell legs
 * of a buy, at most 110 % for the buy legs of a sell). Prices on the symbol's tick. Once the
 * order is done (filled, or cancelled after a partial fill) the exchange places the legs as
 * plan orders of type TPSL (11) on the other side, on the quantity that filled (capped by the
 * free balance: a buy's legs sell the base it received, net of the fee); one leg firing
 * cancels the other, like an OCO. An order that ends with nothing filled drops them. Wrong
 * sides answer 170160 (take-profit) and 170161 (stop-loss); a TP/SL on a market order 170159.
 *
 * `is_leverage`: a spot-margin order (spec 001 §5 "Spot margin"; the order's `isLeverage`).
 * Only a UTA account with leverage on, not in isolated-margin mode, where compliance offers
 * spot margin; otherwise 170162. Absent or false: a spot order.
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
  /** Take-profit attached to a limit order. */
  readonly tp?: OcoLeg;
  /** Stop-loss attached to a limit order. */
  readonly sl?: OcoLeg;
  /** A spot-margin order. */
  readonly is_leverage?: boolean;
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

/** A take-profit or stop-loss leg: of an OCO order, or attached to a limit order. */
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
