import { isDecimalString } from '../domain/decimal-string';
import type { DecimalString } from '../domain/decimal-string';
import type Decimal from 'decimal.js';
import { Dec } from './decimal';
import { numberFormat } from './number-formats';

export interface NumericInputOptions {
  /** Digits kept after the point; anything that is not a non-negative integer counts as 0. */
  readonly precision: number;
  /**
   * The page's locale (`es`, `en`). Where it groups thousands with a point (Spanish, German), a
   * point that may group thousands is refused (`1.500`: `ambiguous`) and a comma is the decimal
   * mark it is there (`1,500` is 1.5). Without it, or with a tag `Intl` does not take, or in a
   * locale that groups with a comma, the comma is refused that way, as before the option (a
   * remote built before it passes none).
   */
  readonly locale?: string;
}

/**
 * Why typed text is not a number, each with its own hint: an exponent (`1e5`), more than one
 * decimal separator (`1,000.5`, `1.2.3`), a sign (`-1`, `+1`), any other character, or a comma
 * that may be a thousands separator (`1,000`: a thousand, or one?), or a point where the page's
 * locale groups thousands with one (`1.500` in Spanish).
 */
export const NUMERIC_INPUT_ERRORS = [
  'exponent',
  'separators',
  'sign',
  'characters',
  'ambiguous',
] as const;
export type NumericInputError = (typeof NUMERIC_INPUT_ERRORS)[number];

/** The hint key of each failure, the same in every form's namespace (`numberHint.*`). */
export const NUMERIC_INPUT_HINT_KEYS: Readonly<Record<NumericInputError, string>> = {
  exponent: 'numberHint.exponent',
  separators: 'numberHint.separators',
  sign: 'numberHint.sign',
  characters: 'numberHint.characters',
  ambiguous: 'numberHint.ambiguous',
};

export type NumericInputResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly reason: NumericInputError };

/** Decimal separators a trader may type: point, comma, their full-width forms, Arabic `٫`. */
const SEPARATORS = /[.,\uFF0E\uFF0C\u066B]/g;
/** Digits of other scripts a keyboard or IME may send: full-width, Arabic-Indic, Persian. */
const DIGIT_BASES = [0xff10, 0x0660, 0x06f0] as const;
const FOREIGN_DIGIT = /[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]/g;
const EXPONENT = /^[+-]?[\d.]*\d[\d.]*e[+-]?\d*$/i;
/** A comma, or a full-width one: a thousands separator unless the locale groups with a point. */
const COMMA = /[,\uFF0C]/;
/** A point, or a full-width one: a thousands separator where the locale groups with a point. */
const POINT = /[.\uFF0E]/;

const pointGroups = new Map<string, boolean>();

/**
 * Whether `locale` writes `1.234.567` (its `Intl` group separator is a point), read once per
 * locale with the page's own number format (Latin digits); false for a tag `Intl` refuses,
 * which `numberFormat` reads as English.
 */
function groupsWithPoint(locale: string): boolean {
  let point = pointGroups.get(locale);
  if (point === undefined) {
    const parts = numberFormat(locale, 'group', {}).formatToParts(1234567.5);
    point = parts.find((part) => part.type === 'group')?.value === '.';
    pointGroups.set(locale, point);
  }
  return point;
}

function asciiDigit(char: string): string {
  const code = char.charCodeAt(0);
  const base = DIGIT_BASES.find((b) => code >= b && code <= b + 9) ?? 0x30;
  return String.fromCharCode(0x30 + code - base);
}

/**
 * Reads what a trader typed into a price, quantity or amount field (DESIGN §8 "typed values
 * are not rewritten"; spec 001 §5 numeric input, whose clamp issue 18 leaves to the pre-checks).
 *
 * - The value typed is kept. The only rewrites are: decimals beyond `precision` are cut (never
 *   rounded), a leading separator becomes `0.`, a decimal comma (or `٫`, or a full-width point
 *   or comma) is a decimal point, full-width and Arabic-Indic digits are ASCII digits, leading
 *   zeros collapse (`007` → `7`), and an input of only whitespace is empty. No bound is applied:
 *   a value below the minimum or above the maximum stays as typed and the pre-checks name it.
 * - An empty input stays `''`. A trailing point and trailing zeros (`12.`, `1.0`) are kept so the
 *   trader can go on typing; with precision 0 the point is kept and any decimals cut (`12.9` →
 *   `12.`), so that a digit typed after the point is never read as an integer digit.
 * - Anything else is refused, never mangled: an exponent, a second separator, a sign, letters,
 *   spaces and a comma that may group thousands (`1,000`, `12,345`), or with `locale` a point
 *   where that locale groups thousands with a point (`1.500` in Spanish), each give
 *   `{ ok: false, reason }`, and the caller keeps the text as typed and
 *   shows the reason's hint. A space is refused rather than trimmed: trimmed on each keystroke,
 *   `1`, space, `5` would read 15.
 */
export function normalizeNumericInput(
  raw: string,
  options: NumericInputOptions,
): NumericInputResult {
  if (typeof raw !== 'string') return { ok: false, reason: 'characters' };
  if (raw.trim() === '') return { ok: true, value: '' };
  const text = raw.replace(FOREIGN_DIGIT, asciiDigit);
  const separators = text.match(SEPARATORS)?.length ?? 0;
  const unified = text.replace(SEPARATORS, '.');
  if (EXPONENT.test(unified) && separators <= 1) return { ok: false, reason: 'exponent' };
  if (/^[+-]/.test(unified)) return { ok: false, reason: 'sign' };
  if (!/^[\d.]*$/.test(unified)) return { ok: false, reason: 'characters' };
  if (separators > 1) return { ok: false, reason: 'separators' };

  const [integerDigits = '', fractionDigits] = unified.split('.');
  // One comma after 1 to 3 digits (not a leading 0) and before exactly three: `1,000` is a
  // thousand where the comma groups digits and one where it is the decimal mark. Read either
  // way, the order could be a thousand times off, so neither reading is guessed. Where the
  // page's locale groups with a point, the point is the one read that way (`1.500` is 1500 to a
  // Spanish reader) and the comma is the locale's own decimal mark (`1,500` is 1.5 to them).
  if (
    /^[1-9]\d{0,2}$/.test(integerDigits) &&
    fractionDigits?.length === 3 &&
    (typeof options.locale === 'string' && groupsWithPoint(options.locale) ? POINT : COMMA).test(
      text,
    )
  ) {
    return { ok: false, reason: 'ambiguous' };
  }
  const precision =
    Number.isSafeInteger(options.precision) && options.precision >= 0 ? options.precision : 0;
  const integer = integerDigits.replace(/^0+(?=\d)/, '') || '0';
  if (fractionDigits === undefined) return { ok: true, value: integer };
  // At precision 0 the point stays until the field is left: dropping it at once would make
  // the next digit typed an integer digit ("1" "." "5" would read 15).
  return { ok: true, value: `${integer}.${fractionDigits.slice(0, precision)}` };
}

/** A numeric field after a keystroke (`typeNumericInput`), kept for the next keystroke. */
export interface TypedNumber {
  /** What the field shows: the value read, or the text as typed when it is refused. */
  readonly text: string;
  readonly read: NumericInputResult;
  /** The separator the trader typed where `text` shows a point, when it was not a point. */
  readonly typedMark: string | null;
  /**
   * A refusal that `text` read alone (without the locale, as a form reads its fields again)
   * would not carry (`1.500` in Spanish, `1,5` where no decimals are kept), to keep beside it
   * while the field shows it; null when there is none or the text carries its own.
   */
  readonly refusal: TypedRefusal | null;
}

/**
 * Reads a keystroke in a numeric field that shows what it reads (`normalizeNumericInput`, whose
 * value the field then shows), remembering which separator the trader typed where the field
 * shows a point. Typed one key at a time, `66,000` was `66,` shown as `66.`, then `66.000`,
 * whose point is a decimal point in English: a price of 66 (the precision cut the last zero)
 * where the trader may have meant 66 thousand; in Spanish the same keys ended refused as a
 * point that groups thousands, though the trader typed their decimal comma. So the text is
 * read with the separator as typed, at this keystroke or at an earlier one of the same number
 * (`before`, with the same digits before it): `66,000` is refused as ambiguous in English and
 * read as 66 in Spanish, as when it is pasted. A separator the locale may group thousands with
 * (a comma, a point in Spanish) typed before more digits than the field keeps is refused as
 * ambiguous too, however many: the field would drop digits the trader typed (`1,000` in a field
 * without decimals read 1; `66,0000` in a price read 66). The locale's own decimal mark is cut
 * to the field's decimals as before (`66.0000` in English is 66.00). `before` is what
 * this returned for the field's current text, or null when the text was set another way (a
 * picked price, a reset).
 */
export function typeNumericInput(
  raw: string,
  before: Pick<TypedNumber, 'text' | 'typedMark'> | null,
  options: NumericInputOptions,
): TypedNumber {
  if (typeof raw !== 'string') {
    return { text: '', read: normalizeNumericInput(raw, options), typedMark: null, refusal: null };
  }
  const digits = raw.replace(FOREIGN_DIGIT, asciiDigit);
  const marks = digits.match(SEPARATORS) ?? [];
  const [integerDigits = '', fractionDigits = ''] = digits.split(SEPARATORS);
  let mark: string | null = null;
  let carried = false;
  if (marks.length === 1) {
    if (marks[0] !== '.') mark = marks[0] ?? null;
    else if (before?.typedMark && before.text.split('.')[0] === integerDigits) {
      mark = before.typedMark;
      carried = true;
    }
  }
  // The text as the trader typed it: the field shows a point where the separator was carried.
  const asTyped = carried ? `${integerDigits}${mark}${fractionDigits}` : raw;
  const read = normalizeNumericInput(asTyped, options);
  if (!read.ok) return refused(asTyped, read.reason);
  const precision =
    Number.isSafeInteger(options.precision) && options.precision >= 0 ? options.precision : 0;
  const commaGroups = !(typeof options.locale === 'string' && groupsWithPoint(options.locale));
  // The separator as the trader typed it; one the locale may group thousands with, before more
  // digits than the field keeps, is refused: read as a decimal mark and cut, `66,0000` (one zero
  // too many after a refused `66,000`) was a price of 66 where 660,000 or 66,000 was meant.
  const typedSeparator = marks.length === 1 ? (mark ?? marks[0]) : undefined;
  if (
    typedSeparator !== undefined &&
    (commaGroups ? COMMA : POINT).test(typedSeparator) &&
    fractionDigits.length > precision
  ) {
    return refused(asTyped, 'ambiguous');
  }
  return {
    text: read.value,
    read,
    typedMark: read.value.includes('.') ? mark : null,
    refusal: null,
  };
}

/** A refused keystroke: the text as typed, and the refusal its text alone does not carry. */
function refused(text: string, reason: NumericInputError): TypedNumber {
  const alone = normalizeNumericInput(text, { precision: Number.MAX_SAFE_INTEGER });
  return {
    text,
    read: { ok: false, reason },
    typedMark: null,
    refusal: alone.ok ? { text, reason } : null,
  };
}

/** Text a field's locale refused as typed, and why: kept beside the text it refused. */
export interface TypedRefusal {
  readonly text: string;
  readonly reason: NumericInputError;
}

/**
 * Why the page's `locale` refuses typed text that reads as a number without it (`1.500` in
 * Spanish), or null (read alike, or refused either way). A form that keeps the text as typed
 * and reads it again later without the locale must keep this refusal beside it while the field
 * shows that text, or `1.500` would be read as 1.5 on the second reading.
 */
export function localeRefusal(raw: string, locale: string): NumericInputError | null {
  const precision = Number.MAX_SAFE_INTEGER;
  const read = normalizeNumericInput(raw, { precision, locale });
  if (read.ok || !normalizeNumericInput(raw, { precision }).ok) return null;
  return read.reason;
}

export interface DerivedValueBounds {
  readonly precision: number;
  /** Lower bound; ignored when it is not a plain decimal string. */
  readonly min?: DecimalString;
  /** Upper bound; ignored when it is not a plain decimal string. */
  readonly max?: DecimalString;
  /**
   * Write every decimal of `precision` (a price picked from the book reads as the book shows
   * it: `64998.90`); otherwise trailing zeros are dropped.
   */
  readonly padded?: boolean;
}

/**
 * A value the form derives itself (slider, percentage, max, a price picked from the book or
 * the chart), fitted to the field: cut to `precision` and clamped to `[min, max]`. A bound with
 * more decimals than `precision` is cut toward the inside (`max` down, `min` up). When `max` is
 * below `min` (a balance too small for the minimum), `max` wins: a derived value never exceeds
 * what the trader can spend, and the pre-check names the minimum. Trailing zeros are dropped
 * unless `padded`. Returns `''` for a value that is not a plain non-negative decimal string.
 */
export function fitDerivedValue(value: DecimalString, bounds: DerivedValueBounds): string {
  if (!isDecimalString(value) || value.startsWith('-')) return '';
  const precision =
    Number.isSafeInteger(bounds.precision) && bounds.precision >= 0 ? bounds.precision : 0;
  let result = new Dec(value).toDecimalPlaces(precision, Dec.ROUND_DOWN);
  const { min, max } = bounds;
  if (isDecimalString(min)) {
    const low = fitBound(min, precision, Dec.ROUND_UP);
    if (result.lt(low)) result = low;
  }
  if (isDecimalString(max)) {
    const high = fitBound(max, precision, Dec.ROUND_DOWN);
    if (result.gt(high)) result = high;
  }
  return bounds.padded ? result.toFixed(precision) : result.toFixed();
}

function fitBound(bound: string, precision: number, rounding: Decimal.Rounding): Dec {
  return new Dec(bound).toDecimalPlaces(precision, rounding);
}
