import Decimal from 'decimal.js';

/**
 * The sim's money arithmetic, configured like the contract's `Dec`: 40 significant digits, so
 * prices times quantities stay exact, and plain notation from `toString()` at any magnitude.
 */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Dec = Decimal;
