import { Dec } from '@spot/contracts';

/** The sim's money arithmetic is the contract's `Dec` (40 digits, plain notation). */
export { Dec };

/**
 * Integer unit counts. The market keeps prices as whole ticks and sizes as whole lots (both
 * powers of ten of the symbol's precision), so book arithmetic is exact integer arithmetic and
 * text is produced only at the edge, by string operations, never through a float.
 */

/** Formats `units` × 10^-`decimals` as a plain decimal string: `(123456, 2)` → `"1234.56"`. */
export function formatUnits(units: number, decimals: number): string {
  if (!Number.isSafeInteger(units)) throw new RangeError(`not a safe integer: ${units}`);
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`bad decimals ${decimals}`);
  const digits = Math.abs(units)
    .toString()
    .padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return units < 0 ? `-${text}` : text;
}

/** Parses a decimal string into whole units of 10^-`decimals`; throws if it is not whole. */
export function parseUnits(value: string, decimals: number): number {
  const units = new Dec(value).mul(new Dec(10).pow(decimals));
  if (!units.isInteger()) throw new RangeError(`${value} has more than ${decimals} decimals`);
  const result = units.toNumber();
  if (!Number.isSafeInteger(result)) throw new RangeError(`${value} is out of range`);
  return result;
}

/** The number of ticks of 10^-`decimals` in a merge step, or `null` if the step is finer. */
export function stepInUnits(step: string, decimals: number): number | null {
  const units = new Dec(step).mul(new Dec(10).pow(decimals));
  return units.isInteger() && units.gte(1) ? units.toNumber() : null;
}
