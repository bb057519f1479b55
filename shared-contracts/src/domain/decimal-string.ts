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
