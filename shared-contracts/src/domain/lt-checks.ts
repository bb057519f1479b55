import type Decimal from 'decimal.js';
import { LT_NAV_STATUS, RISK_STATES } from './lt';

/**
 * The leveraged-token checks of spec 001 §5, in the spec's order, for the page (which checks
 * before it sends) and the exchange (which checks again). One copy: both read these rules.
 */

/** Message keys of spec 001 §5, by check (the spec's spelling, `quanlity` included). */
export const LT_MESSAGE_KEYS = {
  subscriptionInputAmount: 'lt_subscription_failed_input_amount',
  subscriptionBalance: 'lt_subscription_usdt_not_enough',
  subscriptionClosed: 'lt_subscription_failed_closed',
  subscriptionChangePosition: 'lt_subscription_failed_change_position',
  subscriptionClosePosition: 'lt_subscription_failed_close_position',
  subscriptionInvalidValue: 'lt_subscription_failed_invalid_value',
  subscriptionWearPosition: 'lt_subscription_failed_wear_position',
  subscriptionMaxAmount: 'lt_subscription_max_amount',
  subscriptionMinAmount: 'lt_subscription_min_amount',
  redemptionInputQuantity: 'lt_redemption_failed_input_quantity',
  redemptionBalance: 'lt_amount_not_enough',
  redemptionClosed: 'lt_redemption_failed_closed',
  redemptionChangePosition: 'lt_redemption_failed_change_position',
  redemptionWearPosition: 'lt_redemption_failed_wear_position',
  redemptionNetWorth: 'lt_redemption_failed_net_worth',
  redemptionMinQuantity: 'lt_redemption_min_quanlity',
  redemptionMaxQuantity: 'lt_redemption_max_quanlity',
} as const;
export type LtCheckName = keyof typeof LT_MESSAGE_KEYS;
export type LtMessageKey = (typeof LT_MESSAGE_KEYS)[LtCheckName];

/** What the checks read: the size asked for, the balance, the token's state and limits. */
export interface LtCheckInput {
  /** Quote amount (subscription) or LT quantity (redemption); null when empty. */
  readonly size: Decimal | null;
  /** Free balance of what is paid in: the quote to subscribe, the token to redeem. */
  readonly balance: Decimal;
  /** The token paid in: the currency the messages name. */
  readonly token: string;
  /** `st` of the LT kline info (spec 001 §4). */
  readonly st: number;
  readonly nav: Decimal;
  /** The account's riskState (spec 001 §4). */
  readonly riskState: number;
  /** minPurchase and maxPurchase (subscription), minRedeem and maxRedeem (redemption). */
  readonly min: Decimal;
  readonly max: Decimal;
}

/** The figures a refusal's message shows, as text. */
export type LtCheckParams = Readonly<Record<string, string>>;

export type LtCheckResult =
  | { readonly ok: true; readonly warnings: readonly LtCheckName[] }
  | {
      readonly ok: false;
      readonly name: LtCheckName;
      readonly key: LtMessageKey;
      readonly params: LtCheckParams;
    };

interface Rule {
  readonly name: LtCheckName;
  /** The refusal's figures, or null when the rule passes. */
  readonly fails: (input: LtCheckInput, size: Decimal) => LtCheckParams | null;
}

const { positionChanging, subscriptionClosed, redemptionClosed, bothClosed } = LT_NAV_STATUS;
const NONE: LtCheckParams = {};

const when = (failed: boolean, params: LtCheckParams = NONE) => (failed ? params : null);

/** Checks 2–9 of a subscription (1, empty or zero, runs first; 7 only warns). */
const SUBSCRIPTION_RULES: readonly Rule[] = [
  {
    name: 'subscriptionBalance',
    fails: (i, size) =>
      when(size.gt(i.balance), { currency: i.token, balance: i.balance.toFixed() }),
  },
  {
    name: 'subscriptionClosed',
    fails: (i) => when(i.st === subscriptionClosed || i.st === bothClosed),
  },
  { name: 'subscriptionChangePosition', fails: (i) => when(i.st === positionChanging) },
  {
    name: 'subscriptionClosePosition',
    fails: (i) => when(i.riskState === RISK_STATES.closingPosition),
  },
  { name: 'subscriptionInvalidValue', fails: (i) => when(i.nav.lte(0)) },
  {
    name: 'subscriptionMaxAmount',
    fails: (i, size) => when(size.gt(i.max), { amount: i.max.toFixed(), currency: i.token }),
  },
  {
    name: 'subscriptionMinAmount',
    fails: (i, size) => when(size.lt(i.min), { amount: i.min.toFixed(), currency: i.token }),
  },
];

/** Checks 2–8 of a redemption (1, empty or zero, runs first). */
const REDEMPTION_RULES: readonly Rule[] = [
  {
    name: 'redemptionBalance',
    fails: (i, size) =>
      when(size.gt(i.balance), { currency: i.token, balance: i.balance.toFixed() }),
  },
  {
    name: 'redemptionClosed',
    fails: (i) => when(i.st === redemptionClosed || i.st === bothClosed),
  },
  { name: 'redemptionChangePosition', fails: (i) => when(i.st === positionChanging) },
  // Spec 001 §5 names riskState 4 (closing position) with the wear-position key here.
  {
    name: 'redemptionWearPosition',
    fails: (i) => when(i.riskState === RISK_STATES.closingPosition),
  },
  { name: 'redemptionNetWorth', fails: (i) => when(i.nav.lte(0)) },
  {
    name: 'redemptionMinQuantity',
    fails: (i, size) => when(size.lt(i.min), { quantity: i.min.toFixed(), currency: i.token }),
  },
  {
    name: 'redemptionMaxQuantity',
    fails: (i, size) => when(size.gt(i.max), { quantity: i.max.toFixed(), currency: i.token }),
  },
];

function run(
  input: LtCheckInput,
  empty: LtCheckName,
  rules: readonly Rule[],
  warnings: readonly LtCheckName[],
): LtCheckResult {
  const refuse = (name: LtCheckName, params: LtCheckParams): LtCheckResult => ({
    ok: false,
    name,
    key: LT_MESSAGE_KEYS[name],
    params,
  });
  const size = input.size;
  if (size === null || size.isZero()) return refuse(empty, NONE);
  for (const rule of rules) {
    const params = rule.fails(input, size);
    if (params !== null) return refuse(rule.name, params);
  }
  return { ok: true, warnings };
}

/**
 * Subscription checks 1–9 of spec 001 §5 in order; the first that fails wins. riskState 5
 * (wear position, check 7) does not block: it comes back among the warnings.
 */
export function checkLtSubscription(input: LtCheckInput): LtCheckResult {
  const warnings: LtCheckName[] =
    input.riskState === RISK_STATES.wearPosition ? ['subscriptionWearPosition'] : [];
  return run(input, 'subscriptionInputAmount', SUBSCRIPTION_RULES, warnings);
}

/** Redemption checks 1–8 of spec 001 §5 in order; the first that fails wins. */
export function checkLtRedemption(input: LtCheckInput): LtCheckResult {
  return run(input, 'redemptionInputQuantity', REDEMPTION_RULES, []);
}

/** The message key a refusal's text starts with (the exchange writes `key: detail`), if any. */
export function ltMessageKeyOf(message: string): LtMessageKey | null {
  const head = message.split(':', 1)[0]?.trim() ?? '';
  const keys: readonly string[] = Object.values(LT_MESSAGE_KEYS);
  return keys.includes(head) ? (head as LtMessageKey) : null;
}
