import { LT_NAV_STATUS, RISK_STATES } from '@spot/contracts';
import type { Dec } from '../lib/decimal';

/**
 * The server side of the leveraged-token checks of spec 001 §5, in the spec's order. Each
 * refusal is a business code (HTTP 200) whose message starts with the spec's message key,
 * then `: ` and the figures, e.g. `lt_subscription_failed_closed: subscription of BTC3LUSDT
 * is closed (st 3)`.
 */
export const LT_ERROR_CODES = {
  subscriptionInputAmount: 34001,
  subscriptionBalance: 34002,
  subscriptionClosed: 34003,
  subscriptionChangePosition: 34004,
  subscriptionClosePosition: 34005,
  subscriptionInvalidValue: 34006,
  subscriptionMaxAmount: 34008,
  subscriptionMinAmount: 34009,
  redemptionInputQuantity: 34101,
  redemptionBalance: 34102,
  redemptionClosed: 34103,
  redemptionChangePosition: 34104,
  redemptionWearPosition: 34105,
  redemptionNetWorth: 34106,
  redemptionMinQuantity: 34107,
  redemptionMaxQuantity: 34108,
} as const;

/** Message keys of spec 001 §5 (the spec's spelling, `quanlity` included). */
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

/** What the checks read: the request, the balance, the token's state and limits. */
export interface LtCheckInput {
  /** The amount (subscription, in quote) or quantity (redemption, in LT); null when empty. */
  readonly size: Dec | null;
  /** Free balance of what is paid in: quote to subscribe, the LT to redeem. */
  readonly balance: Dec;
  /** Token paid in (the currency of the messages). */
  readonly token: string;
  readonly st: number;
  readonly nav: Dec;
  readonly riskState: number;
  /** minPurchase / maxPurchase (subscription) or minRedeem / maxRedeem (redemption). */
  readonly min: Dec;
  readonly max: Dec;
  readonly symbol: string;
}

export type LtCheckResult =
  | { readonly ok: true; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly code: number; readonly key: string; readonly message: string };

type CodeName = keyof typeof LT_ERROR_CODES;

interface Rule {
  readonly name: CodeName;
  /** The detail of the refusal, or null when the rule passes. */
  readonly fails: (input: LtCheckInput, size: Dec) => string | null;
}

const { positionChanging, subscriptionClosed, redemptionClosed, bothClosed } = LT_NAV_STATUS;

const SUBSCRIPTION_RULES: readonly Rule[] = [
  {
    name: 'subscriptionBalance',
    fails: (i, size) =>
      size.gt(i.balance) ? `amount ${size} is more than the ${i.token} balance ${i.balance}` : null,
  },
  {
    name: 'subscriptionClosed',
    fails: (i) =>
      i.st === subscriptionClosed || i.st === bothClosed
        ? `subscription of ${i.symbol} is closed (st ${i.st})`
        : null,
  },
  {
    name: 'subscriptionChangePosition',
    fails: (i) =>
      i.st === positionChanging ? `${i.symbol} is changing its position (st ${i.st})` : null,
  },
  {
    name: 'subscriptionClosePosition',
    fails: (i) =>
      i.riskState === RISK_STATES.closingPosition ? 'the account is closing positions' : null,
  },
  {
    name: 'subscriptionInvalidValue',
    fails: (i) => (i.nav.lte(0) ? `the net value of ${i.symbol} is ${i.nav}` : null),
  },
  {
    name: 'subscriptionMaxAmount',
    fails: (i, size) =>
      size.gt(i.max) ? `amount ${size} is above the maximum purchase ${i.max} ${i.token}` : null,
  },
  {
    name: 'subscriptionMinAmount',
    fails: (i, size) =>
      size.lt(i.min) ? `amount ${size} is below the minimum purchase ${i.min} ${i.token}` : null,
  },
];

const REDEMPTION_RULES: readonly Rule[] = [
  {
    name: 'redemptionBalance',
    fails: (i, size) =>
      size.gt(i.balance) ? `quantity ${size} is more than the ${i.token} held, ${i.balance}` : null,
  },
  {
    name: 'redemptionClosed',
    fails: (i) =>
      i.st === redemptionClosed || i.st === bothClosed
        ? `redemption of ${i.symbol} is closed (st ${i.st})`
        : null,
  },
  {
    name: 'redemptionChangePosition',
    fails: (i) =>
      i.st === positionChanging ? `${i.symbol} is changing its position (st ${i.st})` : null,
  },
  {
    name: 'redemptionWearPosition',
    fails: (i) =>
      i.riskState === RISK_STATES.closingPosition ? 'the account is closing positions' : null,
  },
  {
    name: 'redemptionNetWorth',
    fails: (i) => (i.nav.lte(0) ? `the net value of ${i.symbol} is ${i.nav}` : null),
  },
  {
    name: 'redemptionMinQuantity',
    fails: (i, size) =>
      size.lt(i.min) ? `quantity ${size} is below the minimum redemption ${i.min}` : null,
  },
  {
    name: 'redemptionMaxQuantity',
    fails: (i, size) =>
      size.gt(i.max) ? `quantity ${size} is above the maximum redemption ${i.max}` : null,
  },
];

function refusal(name: CodeName, detail: string): LtCheckResult {
  const key = LT_MESSAGE_KEYS[name];
  return { ok: false, code: LT_ERROR_CODES[name], key, message: `${key}: ${detail}` };
}

function run(
  input: LtCheckInput,
  empty: CodeName,
  emptyDetail: string,
  rules: readonly Rule[],
  warnings: readonly string[],
): LtCheckResult {
  const size = input.size;
  if (size === null || size.isZero()) return refusal(empty, emptyDetail);
  for (const rule of rules) {
    const detail = rule.fails(input, size);
    if (detail !== null) return refusal(rule.name, detail);
  }
  return { ok: true, warnings };
}

/**
 * Subscription checks 1–9 of spec 001 §5 in order; the first that fails wins. riskState 5
 * (wear position) does not block: it comes back as a warning key.
 */
export function checkSubscription(input: LtCheckInput): LtCheckResult {
  const warnings =
    input.riskState === RISK_STATES.wearPosition ? [LT_MESSAGE_KEYS.subscriptionWearPosition] : [];
  // Check 7 (the warning) sits between 6 and 8 in the spec; it never refuses, so the rule
  // list goes straight from the net value to the purchase limits.
  return run(
    input,
    'subscriptionInputAmount',
    'enter an amount above 0',
    SUBSCRIPTION_RULES,
    warnings,
  );
}

/** Redemption checks 1–8 of spec 001 §5 in order; the first that fails wins. */
export function checkRedemption(input: LtCheckInput): LtCheckResult {
  return run(input, 'redemptionInputQuantity', 'enter a quantity above 0', REDEMPTION_RULES, []);
}
