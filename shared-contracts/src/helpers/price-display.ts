import { isDecimalString } from '../domain/decimal-string';
import type { DecimalString } from '../domain/decimal-string';
import type { SymbolInfo } from '../domain/symbol';
import { Dec } from './decimal';
import { PRECISION_FALLBACK, resolvePrecision } from './precision';

/** `truncate` cuts toward zero; `round` goes to the nearest, halves away from zero. */
export type DecimalRounding = 'truncate' | 'round';

/** What every display helper shows for a value it cannot format. */
export const NOT_A_VALUE = '--';

/** True for a digit count `toFixed` can use: a non-negative safe integer. */
export function isDecimalCount(decimals: number): boolean {
  return Number.isSafeInteger(decimals) && decimals >= 0;
}

/**
 * `value` with exactly `decimals` digits after the point, in plain notation at any magnitude.
 * A result that is zero carries no minus sign ("-0.001" → "0.00"). For the helpers of this
 * folder; callers outside use `formatDecimal`.
 */
export function toFixedText(value: Dec, decimals: number, rounding: DecimalRounding): string {
  const text = value.toFixed(decimals, rounding === 'round' ? Dec.ROUND_HALF_UP : Dec.ROUND_DOWN);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/**
 * Formats a decimal string with exactly `decimals` digits after the point, never in exponent
 * notation. Truncates toward zero by default; `round` rounds halves away from zero. A zero
 * result has no minus sign. Returns `--` when `value` is not a plain decimal string (see
 * `isDecimalString`) or `decimals` is not a non-negative integer.
 */
export function formatDecimal(
  value: DecimalString,
  decimals: number,
  mode: DecimalRounding = 'truncate',
): string {
  if (!isDecimalString(value) || !isDecimalCount(decimals)) return NOT_A_VALUE;
  return mode === 'truncate'
    ? truncateText(value, decimals)
    : toFixedText(new Dec(value), decimals, mode);
}

/**
 * `formatDecimal`'s truncation of a plain decimal string (`isDecimalString`: no exponent, no
 * leading zeros) as text, to the same answer as decimal.js's `toFixed` with `ROUND_DOWN`: the
 * book, the trades and the header format a figure many times a second, and a `Dec` for each
 * was a large share of a phone's garbage.
 */
function truncateText(value: string, decimals: number): string {
  const negative = value.charCodeAt(0) === 45;
  const dot = value.indexOf('.');
  const whole = value.slice(negative ? 1 : 0, dot < 0 ? value.length : dot);
  const fraction = dot < 0 ? '' : value.slice(dot + 1);
  const kept =
    fraction.length >= decimals
      ? fraction.slice(0, decimals)
      : fraction + '0'.repeat(decimals - fraction.length);
  const text = decimals === 0 ? whole : `${whole}.${kept}`;
  // A result that is zero carries no minus sign.
  return negative && (whole !== '0' || /[1-9]/.test(kept)) ? `-${text}` : text;
}

/**
 * Formats a price at the symbol's price precision, truncating (`resolvePrecision`: 13 decimals
 * for an unknown symbol, 0 for a known one without a price precision).
 */
export function formatPrice(
  value: DecimalString,
  symbol: Pick<SymbolInfo, 'pricePrecision' | 'quantityPrecision' | 'amountPrecision'> | undefined,
): string {
  return formatDecimal(value, resolvePrecision(symbol, 'price'));
}

/** Which of a symbol's two tokens an amount is in. */
export type PairToken = 'base' | 'quote';

/**
 * Digits after the point of an amount of one of the symbol's tokens: the base token at the
 * quantity precision, the quote token at the amount precision (fallbacks as `resolvePrecision`).
 */
export function tokenPrecision(
  symbol: Pick<SymbolInfo, 'pricePrecision' | 'quantityPrecision' | 'amountPrecision'> | undefined,
  token: PairToken,
): number {
  return resolvePrecision(symbol, token === 'base' ? 'quantity' : 'amount');
}

/**
 * A balance or value in one of the symbol's tokens at that token's precision, truncated: a
 * figure of what can be spent is never rounded up. `--` for a value that is not a decimal.
 */
export function formatTokenAmount(
  value: DecimalString,
  symbol: Pick<SymbolInfo, 'pricePrecision' | 'quantityPrecision' | 'amountPrecision'> | undefined,
  token: PairToken,
): string {
  return formatDecimal(value, tokenPrecision(symbol, token));
}

/**
 * Digits a token's amounts are shown with across the symbol list: the most any symbol gives
 * it (its quantity precision where it is the base, its amount precision where it is the
 * quote); `PRECISION_FALLBACK.amount` (8) for a token no symbol lists.
 */
export function tokenPrecisionOf(
  token: string,
  symbols: readonly Pick<
    SymbolInfo,
    'baseTokenName' | 'quoteTokenName' | 'pricePrecision' | 'quantityPrecision' | 'amountPrecision'
  >[],
): number {
  let digits: number | null = null;
  for (const symbol of symbols) {
    const side =
      symbol.baseTokenName === token ? 'base' : symbol.quoteTokenName === token ? 'quote' : null;
    if (side === null) continue;
    digits = Math.max(digits ?? 0, tokenPrecision(symbol, side));
  }
  return digits ?? PRECISION_FALLBACK.amount;
}
