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
 * `value` (zero or more, digits and at most one point) as a count of `10^-scale` units in a
 * plain number, when that count is a safe integer (`Number.isSafeInteger`): integer arithmetic
 * on it is exact, and reading it allocates nothing, where `toUnits` makes strings and a
 * `BigInt` for every level of every frame (the book's largest share of a phone's garbage).
 * `null` for a count past 2^53 - 1 or any other form (a sign, an exponent): `toUnits` then.
 */
export function smallUnits(value: string, scale: number): number | null {
  let units = 0;
  let after = -1;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 46) {
      if (after >= 0) return null;
      after = 0;
      continue;
    }
    if (code < 48 || code > 57) return null;
    // Only grows: if a step were past 2^53 the result would be too, and is refused below.
    units = units * 10 + (code - 48);
    if (after >= 0) after += 1;
  }
  // '', '12.' and '.5' are not what the contract decodes: `toUnits` reads them as before.
  if (value.length === 0 || after === 0 || value.charCodeAt(0) === 46) return null;
  if (after > scale) throw new RangeError(`${value} has more than ${scale} decimals`);
  for (let k = Math.max(after, 0); k < scale; k += 1) units *= 10;
  return Number.isSafeInteger(units) ? units : null;
}

/** Whether a sum or product of safe integers is still one (so it was computed exactly). */
export const isExact = (units: number): boolean => units <= Number.MAX_SAFE_INTEGER;

/**
 * The decimal string of `units` at `scale`, in the shortest form, as decimal.js's `toFixed()`
 * writes it: no trailing zeros after the point, no point for a whole number. `units` is a
 * `BigInt` or a safe integer (whose text has no exponent).
 */
export function unitsText(units: bigint | number, scale: number): string {
  const negative = units < 0;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : digits.slice(-scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The text of `units` (zero or more, a `BigInt` or a safe integer) at `scale` with exactly
 * `decimals` digits after the point, cut (not rounded) as `formatDecimal`'s default:
 * `unitsFixed(15999n, 4, 2)` is `'1.59'`. Cut as text, so neither kind divides.
 */
export function unitsFixed(units: bigint | number, scale: number, decimals: number): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const cut = scale > decimals ? digits.slice(0, digits.length - (scale - decimals)) : digits;
  const kept = scale >= decimals ? cut : cut + '0'.repeat(decimals - scale);
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

/**
 * `shareOf` on safe integers, `null` when an intermediate would not be one (then `shareOf` on
 * `BigInt`s). The float quotient of two safe integers never rounds across an integer (its
 * distance to one, at least 1 / divisor, is at least half its ulp), so its floor is exact.
 */
export function smallShareOf(part: number, whole: number, denominator: number): number | null {
  if (part >= whole) return denominator;
  const numerator = part * denominator * 2 + whole;
  if (!isExact(numerator) || !isExact(whole * 2)) return null;
  return Math.floor(numerator / (whole * 2));
}

/**
 * The midpoint of two prices (zero or more), exact, in the shortest form decimal.js's
 * `plus(b).div(2).toFixed()` writes: half of an odd sum of units is one more digit ending in 5.
 */
export function midpoint(a: string, b: string): string {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const x = smallUnits(a, scale);
  const y = smallUnits(b, scale);
  if (x !== null && y !== null && isExact((x + y) * 5)) {
    const sum = x + y;
    return sum % 2 === 0 ? unitsText(sum / 2, scale) : unitsText(sum * 5, scale + 1);
  }
  const sum = toUnits(a, scale) + toUnits(b, scale);
  return sum % 2n === 0n ? unitsText(sum / 2n, scale) : unitsText(sum * 5n, scale + 1);
}
