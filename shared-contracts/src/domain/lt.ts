import type Decimal from 'decimal.js';
import { Dec } from '../helpers/decimal';
import { isDecimalString, type DecimalString } from './decimal-string';

/**
 * Account info as the LT flow and the margin gates read it (spec 001 §3, §4): only
 * `riskState` is named. The "turned-on flag" that makes states 4 and 5 apply is not named by
 * the spec and is not typed here.
 */
export interface AccountInfo {
  /** A `RISK_STATES` code, or another number for a normal state. */
  readonly riskState: number;
  /** UTA isolated-margin mode: trading is blocked (spec 000 §4). */
  readonly isolatedMargin: boolean;
  /** Leverage switched off: the leverage-off trade tip (spec 000 §4). */
  readonly leverageOff: boolean;
  /** A web2 update is in progress: the first pre-submit gate (spec 001 §5). */
  readonly web2Update: boolean;
}

/** `riskState` codes (spec 001 §4): 4 closing position, 5 wear position. */
export const RISK_STATES = { closingPosition: 4, wearPosition: 5 } as const;
export type RiskState = (typeof RISK_STATES)[keyof typeof RISK_STATES];

/**
 * `st` codes of `LtNavInfo` (spec 001 §4): 2 closes redemption, 3 closes subscription, 4 closes
 * both, 5 means a position change is in progress.
 */
export const LT_NAV_STATUS = {
  redemptionClosed: 2,
  subscriptionClosed: 3,
  bothClosed: 4,
  positionChanging: 5,
} as const;
export type LtNavStatus = (typeof LT_NAV_STATUS)[keyof typeof LT_NAV_STATUS];

/** `orderType` of a leveraged-token order (spec 000 §3): 1 subscription, 2 redemption. */
export const LT_ORDER_TYPES = { subscription: 1, redemption: 2 } as const;
export type LtOrderType = (typeof LT_ORDER_TYPES)[keyof typeof LT_ORDER_TYPES];

/**
 * Result status of a leveraged-token order (spec 000 §4): 1 gives a success toast, 3 a failure
 * toast; other values are still in progress.
 */
export const LT_ORDER_RESULT_STATUS = { success: 1, failure: 3 } as const;
export type LtOrderResultStatus =
  (typeof LT_ORDER_RESULT_STATUS)[keyof typeof LT_ORDER_RESULT_STATUS];

/**
 * A subscription or redemption order of a leveraged token (spec 000 §3), as its records tab
 * and the `user.lt.order` / `lt_order` topics carry it.
 */
export interface LtTokenOrder {
  /** Row key; the spec names only the other fields. */
  readonly orderId: string;
  readonly orderType: LtOrderType;
  /** The quantity as entered in the subscribe or redeem form. */
  readonly orderQuantity: DecimalString;
  /** An `LT_ORDER_RESULT_STATUS` code, or another number while in progress. */
  readonly status: number;
  /** The LT symbol, e.g. `BTC3LUSDT`. */
  readonly symbol?: string;
  readonly createdTime?: number;
  readonly updatedTime?: number;
  /** Net value the order settled at, once settled. */
  readonly nav?: DecimalString;
  readonly filledQuantity?: DecimalString;
  readonly filledAmount?: DecimalString;
  /** Message keys of checks that only warn (riskState 5: lt_subscription_failed_wear_position). */
  readonly warnings?: readonly string[];
}

/** What a leveraged-token order's status tells the user (spec 000 §4). */
export function ltOrderOutcome(status: number): 'success' | 'failure' | 'pending' {
  if (status === LT_ORDER_RESULT_STATUS.success) return 'success';
  return status === LT_ORDER_RESULT_STATUS.failure ? 'failure' : 'pending';
}

/**
 * A leveraged token's last price against its net value, as a fraction of the net value
 * (`(last − nav) ÷ nav`): above zero at a premium, below at a discount; null when either is
 * not a positive decimal.
 */
export function navPremium(lastPrice: DecimalString, nav: DecimalString): Decimal | null {
  if (!isDecimalString(lastPrice) || !isDecimalString(nav)) return null;
  const last = new Dec(lastPrice);
  const value = new Dec(nav);
  if (last.lte(0) || value.lte(0)) return null;
  return last.minus(value).div(value);
}

/**
 * How far a leveraged token's last price strays from its net value, either way
 * (`|last − nav| ÷ nav`), or null when either is not a positive decimal.
 */
export function navDeviation(lastPrice: DecimalString, nav: DecimalString): Decimal | null {
  return navPremium(lastPrice, nav)?.abs() ?? null;
}

/**
 * The net-value risk hint (spec 000 §5): the last price strays from the net value by more than
 * `diffNvRate`. No rate, or no figures to compare, shows no hint.
 */
export function navRiskExceeded(
  lastPrice: DecimalString,
  nav: DecimalString,
  diffNvRate: DecimalString | undefined,
): boolean {
  if (diffNvRate === undefined || !isDecimalString(diffNvRate)) return false;
  const deviation = navDeviation(lastPrice, nav);
  return deviation !== null && deviation.gt(diffNvRate);
}
