import { isDecimalString } from '../domain/decimal-string';
import type { DecimalString } from '../domain/decimal-string';
import { Dec } from './decimal';
import { NOT_A_VALUE, isDecimalCount, toFixedText } from './price-display';

/** Compact units from the largest down: a unit applies from 10^exponent (spec 000 §9). */
const COMPACT_UNITS = [
  { suffix: 'T', exponent: 12 },
  { suffix: 'B', exponent: 9 },
  { suffix: 'M', exponent: 6 },
  { suffix: 'K', exponent: 3 },
] as const;

/**
 * Formats a decimal string in compact units: K, M, B and T from 4, 7, 10 and 13 integer
 * digits (|value| ≥ 1e3, 1e6, 1e9, 1e12), with exactly `decimals` digits after the point,
 * truncated toward zero: "1234.5" → "1.23K", "999.999" → "999.99", "-2500" → "-2.50K".
 * T is the largest unit ("1e15" is "1000.00T"); never exponent notation; a zero result has no
 * minus sign. Returns `--` when `value` is not a plain decimal string or `decimals` is not a
 * non-negative integer.
 */
export function formatCompact(value: DecimalString, decimals = 2): string {
  if (!isDecimalString(value) || !isDecimalCount(decimals)) return NOT_A_VALUE;
  const magnitude = new Dec(value).abs();
  const unit = COMPACT_UNITS.find((u) => magnitude.gte(`1e${u.exponent}`));
  if (!unit) return toFixedText(new Dec(value), decimals, 'truncate');
  // Shifting the exponent in the literal is exact; `div` would round at 40 digits.
  const scaled = new Dec(`${value}e-${unit.exponent}`);
  return `${toFixedText(scaled, decimals, 'truncate')}${unit.suffix}`;
}
