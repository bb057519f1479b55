/**
 * A decimal number carried as a string on the wire and on the bus ("0.1", "27000.5").
 * Never a JavaScript number: arithmetic happens in decimal.js at the edges that need it.
 */
export type DecimalString = string & { readonly __decimal?: never };

const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** True for a plain decimal string: optional minus, no exponent, no leading zeros, no spaces. */
export function isDecimalString(value: unknown): value is DecimalString {
  return typeof value === 'string' && value.length <= 64 && DECIMAL.test(value);
}

/** True for a plain decimal string that is zero or more. */
export function isNonNegativeDecimalString(value: unknown): value is DecimalString {
  return isDecimalString(value) && !value.startsWith('-');
}

/**
 * `value` divided by 10^`places`, exactly, as text (the decimal point moved left): `12900` and
 * 6 places give `0.0129`. A plain decimal string in, a plain one out, its fraction without
 * trailing zeros and zero without a sign. For scaled integers on the wire (`price24hPcntE6`),
 * read many times a second, where a `Dec` for each was garbage.
 */
export function shiftPointLeft(value: DecimalString, places: number): DecimalString {
  const negative = value.charCodeAt(0) === 45;
  const dot = value.indexOf('.');
  const fraction = dot < 0 ? '' : value.slice(dot + 1);
  const whole = value.slice(negative ? 1 : 0, dot < 0 ? value.length : dot);
  // Every digit, with the point `fractionLength` digits from the end and at least one before it.
  const fractionLength = fraction.length + places;
  const digits = (whole + fraction).padStart(fractionLength + 1, '0');
  const head = digits.slice(0, digits.length - fractionLength).replace(/^0+(?=\d)/, '');
  const tail = digits.slice(digits.length - fractionLength).replace(/0+$/, '');
  const text = tail === '' ? head : `${head}.${tail}`;
  return negative && text !== '0' ? `-${text}` : text;
}
