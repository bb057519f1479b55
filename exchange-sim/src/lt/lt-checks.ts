import {
  LT_MESSAGE_KEYS,
  checkLtRedemption,
  checkLtSubscription,
  type LtCheckInput as ContractCheckInput,
  type LtCheckName,
  type LtCheckParams,
  type LtCheckResult as ContractCheckResult,
} from '@spot/contracts';

/**
 * The server side of the leveraged-token checks of spec 001 §5 (the rules are the contract's,
 * which the page runs too). Each
 * refusal is a business code (HTTP 200) whose message starts with the spec's message key,
 * then `: ` and the figures, e.g. `lt_subscription_failed_closed: subscription of BTC3LUSDT
 * is closed (st 3)`.
 */
export const LT_ERROR_CODES: Readonly<
  Record<Exclude<LtCheckName, 'subscriptionWearPosition'>, number>
> = {
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
};

/** What the checks read: the contract's input, and the symbol the messages name. */
export interface LtCheckInput extends ContractCheckInput {
  readonly symbol: string;
}

export type LtCheckResult =
  | { readonly ok: true; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly code: number; readonly key: string; readonly message: string };

/** The detail after the key, for a person reading the reply. */
function detailOf(name: LtCheckName, input: LtCheckInput, params: LtCheckParams): string {
  const size = input.size?.toFixed() ?? '';
  switch (name) {
    case 'subscriptionInputAmount':
      return 'enter an amount above 0';
    case 'redemptionInputQuantity':
      return 'enter a quantity above 0';
    case 'subscriptionBalance':
      return `amount ${size} is more than the ${input.token} balance ${params.balance}`;
    case 'redemptionBalance':
      return `quantity ${size} is more than the ${input.token} held, ${params.balance}`;
    case 'subscriptionClosed':
      return `subscription of ${input.symbol} is closed (st ${input.st})`;
    case 'redemptionClosed':
      return `redemption of ${input.symbol} is closed (st ${input.st})`;
    case 'subscriptionChangePosition':
    case 'redemptionChangePosition':
      return `${input.symbol} is changing its position (st ${input.st})`;
    case 'subscriptionClosePosition':
    case 'redemptionWearPosition':
      return 'the account is closing positions';
    case 'subscriptionInvalidValue':
    case 'redemptionNetWorth':
      return `the net value of ${input.symbol} is ${input.nav.toFixed()}`;
    case 'subscriptionMaxAmount':
      return `amount ${size} is above the maximum purchase ${params.amount} ${input.token}`;
    case 'subscriptionMinAmount':
      return `amount ${size} is below the minimum purchase ${params.amount} ${input.token}`;
    case 'redemptionMinQuantity':
      return `quantity ${size} is below the minimum redemption ${params.quantity}`;
    case 'redemptionMaxQuantity':
      return `quantity ${size} is above the maximum redemption ${params.quantity}`;
    case 'subscriptionWearPosition':
      return 'the account is wearing its position';
  }
}

function toReply(input: LtCheckInput, result: ContractCheckResult): LtCheckResult {
  if (result.ok)
    return { ok: true, warnings: result.warnings.map((name) => LT_MESSAGE_KEYS[name]) };
  const detail = detailOf(result.name, input, result.params);
  const code = (LT_ERROR_CODES as Partial<Record<LtCheckName, number>>)[result.name] ?? 34000;
  return { ok: false, code, key: result.key, message: `${result.key}: ${detail}` };
}

/**
 * Subscription checks 1–9 of spec 001 §5 in order (the contract's rules); the first that fails
 * wins. riskState 5 (wear position) does not block: it comes back as a warning key.
 */
export function checkSubscription(input: LtCheckInput): LtCheckResult {
  return toReply(input, checkLtSubscription(input));
}

/** Redemption checks 1–8 of spec 001 §5 in order (the contract's rules). */
export function checkRedemption(input: LtCheckInput): LtCheckResult {
  return toReply(input, checkLtRedemption(input));
}
