/**
 * Exact decimal sums for the book's running totals, in integers of `10^-scale` units
 * (`BigInt`): a frame adds up to 80 levels and multiplies 40 prices by sizes, and decimal.js
 * objects cost a throttled phone a large part of its frame for that. Values are decimal strings
 * as the contract decodes them (no exponent); nothing here is a float.
 */

/** Digits after the point of a decimal string. */
export function fractionDigits(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** `value` as a count of `10^-scale` units; `scale` must be at least its digits after the point. */
export function toUnits(value: string, scale: number): bigint {
  const dot = value.indexOf('.');
  const whole = dot < 0 ? value : value.slice(0, dot);
  const fraction = dot < 0 ? '' : value.slice(dot + 1);
  if (fraction.length > scale) throw new RangeError(`${value} has more than ${scale} decimals`);
  return BigInt(whole + fraction + '0'.repeat(scale - fraction.length));
}

/**
 * The decimal string of `units` at `scale`, in the shortest form, as decimal.js's `toFixed()`
 * writes it: no trailing zeros after the point, no point for a whole number.
 */
export function unitsText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : digits.slice(-scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The text of `units` (zero or more) at `scale` with exactly `decimals` digits after the point,
 * cut (not rounded) as `formatDecimal`'s default: `unitsFixed(15999n, 4, 2)` is `'1.59'`.
 */
export function unitsFixed(units: bigint, scale: number, decimals: number): string {
  const cut = scale > decimals ? units / 10n ** BigInt(scale - decimals) : units;
  const digits = cut.toString().padStart(Math.min(scale, decimals) + 1, '0');
  const kept = scale >= decimals ? digits : digits + '0'.repeat(decimals - scale);
  return decimals === 0 ? kept : `${kept.slice(0, -decimals)}.${kept.slice(-decimals)}`;
}

/**
 * `part / whole` (both zero or more, `whole` above zero) in whole units of `1 / denominator`,
 * rounded half up, at most `denominator`: `shareOf(1n, 3n, 1000n)` is 333 (tenths of a percent).
 */
export function shareOf(part: bigint, whole: bigint, denominator: bigint): bigint {
  if (part >= whole) return denominator;
  return (part * denominator * 2n + whole) / (whole * 2n);
}
