import { isDecimalString } from '../domain/decimal-string';
import type { DecimalString } from '../domain/decimal-string';
import type Decimal from 'decimal.js';
import { Dec } from './decimal';

export interface NumericInputOptions {
  /** Digits kept after the point; anything that is not a non-negative integer counts as 0. */
  readonly precision: number;
  /** Lower bound; ignored when it is not a plain decimal string. */
  readonly min?: DecimalString;
  /** Upper bound; ignored when it is not a plain decimal string. */
  readonly max?: DecimalString;
}

export type NumericInputResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly reason: 'not-a-number' };

/** Unsigned digits with at most one point; the digits on either side may be missing. */
const TYPED_NUMBER = /^(\d*)(?:(\.)(\d*))?$/;

/**
 * Normalises what a user typed into a price, quantity or amount field (spec 001 §5 "Numeric
 * input"): decimals are truncated to the precision, an input starting with a dot becomes 0.x,
 * and the value is clamped to min and max.
 *
 * - Surrounding whitespace is trimmed; an empty input stays `''` and is never clamped.
 * - Only unsigned digits with at most one point are numbers. Signs, exponents (`1e5`), commas,
 *   two points, `NaN`, `Infinity` and hex give `{ ok: false, reason: 'not-a-number' }`.
 * - Leading zeros collapse (`007` → `7`, `00.5` → `0.5`, `.5` → `0.5`, `.` → `0.`).
 * - Decimals beyond `precision` are cut, never rounded. Trailing zeros and a trailing point
 *   (`12.`, `1.0`) are kept so the user can go on typing; with precision 0 the point and the
 *   decimals are dropped.
 * - Clamping compares with decimal arithmetic and returns the bound as given, except that a
 *   bound with more decimals than `precision` is cut to it (`max` down, `min` up), so a clamped
 *   value never has more decimals than a typed one could and still lies within the bounds.
 *   `max` applies to every value, a trailing point included: typing more digits can only make
 *   the value larger. `min` applies only to a complete number (one not ending in a point), so
 *   `0.` stays while `0` and `0.0` below the minimum become `min`. A caller that normalises on
 *   every keystroke and lets the user type up to the minimum digit by digit should pass `min`
 *   only on commit (blur or submit).
 * - `max` is applied before `min`, so `min` wins when `min > max`.
 */
export function normalizeNumericInput(
  raw: string,
  options: NumericInputOptions,
): NumericInputResult {
  if (typeof raw !== 'string') return { ok: false, reason: 'not-a-number' };
  const match = TYPED_NUMBER.exec(raw.trim());
  if (!match) return { ok: false, reason: 'not-a-number' };
  const [text, integerDigits = '', point, fractionDigits = ''] = match;
  if (text === '') return { ok: true, value: '' };

  const precision =
    Number.isSafeInteger(options.precision) && options.precision >= 0 ? options.precision : 0;
  const integer = integerDigits.replace(/^0+(?=\d)/, '') || '0';
  const fraction = fractionDigits.slice(0, precision);
  // "12." while typing: kept as typed, compared as 12.
  let inProgress = point !== undefined && precision > 0 && fraction === '';
  let value = precision > 0 && point !== undefined ? `${integer}.${fraction}` : integer;

  const { min, max } = options;
  if (isDecimalString(max) && new Dec(inProgress ? integer : value).gt(max)) {
    value = fitBound(max, precision, Dec.ROUND_DOWN);
    inProgress = false;
  }
  if (isDecimalString(min) && !inProgress && new Dec(value).lt(min)) {
    value = fitBound(min, precision, Dec.ROUND_UP);
  }
  return { ok: true, value };
}

/** A bound written with at most `precision` decimals: as given when it fits, else rounded. */
function fitBound(bound: string, precision: number, rounding: Decimal.Rounding): string {
  const decimals = bound.split('.')[1]?.length ?? 0;
  return decimals <= precision ? bound : new Dec(bound).toFixed(precision, rounding);
}
