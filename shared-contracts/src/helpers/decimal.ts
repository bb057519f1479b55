import Decimal from 'decimal.js';

/**
 * The Decimal every package uses for money: 40 significant digits (prices times quantities of
 * 8 decimals stay exact) and plain notation from `toString()` at any magnitude we trade.
 */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Dec = Decimal;
