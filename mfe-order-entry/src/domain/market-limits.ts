/**
 * The exchange's max slippage of a market order, in percent: a market buy takes no ask above
 * the best ask × 1.05, a sell no bid below the best bid × 0.95. The symbol list does not carry
 * it, so the form knows it as a constant; the slippage item shows only because it exists
 * (spec 001 §5).
 */
export const MAX_SLIPPAGE_PERCENT = '5';
