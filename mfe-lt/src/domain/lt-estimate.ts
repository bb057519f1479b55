import { Dec, isDecimalString, type DecimalString } from '@spot/contracts';

/** What a subscription or redemption is expected to give, before the trader confirms. */
export interface LtEstimate {
  /** Tokens received (subscription) or quote returned (redemption), cut to its precision. */
  readonly receive: DecimalString;
  /** The fee in the quote token, rounded up to its precision; null when there is none. */
  readonly fee: DecimalString | null;
}

export interface EstimateTerms {
  /** Net value per token. */
  readonly nav: DecimalString;
  /** Fee as a fraction; absent or zero is no fee. */
  readonly feeRate: DecimalString | undefined;
  /** Digits of the token's quantity and of the quote amount. */
  readonly quantityPrecision: number;
  readonly amountPrecision: number;
}

function positive(value: DecimalString | undefined): Dec | null {
  if (value === undefined || !isDecimalString(value)) return null;
  const d = new Dec(value);
  return d.gt(0) ? d : null;
}

function feeOf(base: Dec, rate: Dec | null, precision: number): DecimalString | null {
  return rate === null ? null : base.mul(rate).toDecimalPlaces(precision, Dec.ROUND_UP).toFixed();
}

/**
 * A subscription of `amount` quote: the fee comes off the amount, the rest buys tokens at the
 * net value, never rounded up (as the exchange credits). Null without an amount or a net value.
 */
export function subscriptionEstimate(
  amount: DecimalString,
  terms: EstimateTerms,
): LtEstimate | null {
  const paid = positive(amount);
  const nav = positive(terms.nav);
  if (paid === null || nav === null) return null;
  const rate = positive(terms.feeRate);
  const kept = rate === null ? paid : paid.mul(new Dec(1).minus(rate));
  return {
    receive: kept.div(nav).toDecimalPlaces(terms.quantityPrecision, Dec.ROUND_DOWN).toFixed(),
    fee: feeOf(paid, rate, terms.amountPrecision),
  };
}

/** A redemption of `quantity` tokens: their worth at the net value, less the fee, cut. */
export function redemptionEstimate(
  quantity: DecimalString,
  terms: EstimateTerms,
): LtEstimate | null {
  const tokens = positive(quantity);
  const nav = positive(terms.nav);
  if (tokens === null || nav === null) return null;
  const gross = tokens.mul(nav);
  const rate = positive(terms.feeRate);
  const kept = rate === null ? gross : gross.mul(new Dec(1).minus(rate));
  return {
    receive: kept.toDecimalPlaces(terms.amountPrecision, Dec.ROUND_DOWN).toFixed(),
    fee: feeOf(gross, rate, terms.amountPrecision),
  };
}
