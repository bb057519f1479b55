import type { ToolCheckName, ToolCheckParams, ToolRefusal } from '@spot/contracts';

/**
 * The text of a tool check's refusal: its message key, then `: ` and the figures (the form
 * finds the key again with the contract's `toolMessageKeyOf`, like an LT refusal's).
 */
const DETAILS: { readonly [N in ToolCheckName]: (p: ToolCheckParams) => string } = {
  priceRequired: () => 'a price above 0 is required',
  priceAboveMax: (p) => `a price may be at most ${p.price}`,
  gridMinBelowMax: () => 'min_price must be below max_price',
  gridNumberRange: (p) => `grid_number must be ${p.min} to ${p.max}`,
  gridTooNarrow: () => "the lines are not distinct at the symbol's price precision",
  gridStopLoss: (p) => `the stop-loss price must be above 0, below ${p.price} and the last price`,
  gridTakeProfit: (p) => `the take-profit price must be above ${p.price} and the last price`,
  investmentRequired: () => 'an investment above 0 is required',
  gridPerGridMin: (p) =>
    `${p.size} ${p.currency} a line is below the least size ${p.min} ${p.currency}`,
  quantityRequired: () => 'a quantity above 0 is required',
  visibleRequired: () => 'a visible quantity above 0 is required',
  icebergVisibleAboveTotal: () => 'the visible quantity is above the total',
  icebergSlices: (p) => `the total must make ${p.min} to ${p.max} slices of the visible quantity`,
  twapDuration: (p) => `the running time must be ${p.min} minutes to ${p.max} hours`,
  twapInterval: (p) => `the interval must be ${p.min} to ${p.max} seconds`,
  scaledCount: (p) => `${p.min} to ${p.max} orders`,
  scaledPricesEqual: () => 'the orders would not have distinct prices',
  minQuantity: (p) => `at least ${p.quantity} ${p.currency}`,
  maxQuantity: (p) => `at most ${p.quantity} ${p.currency}`,
  minAmount: (p) => `at least ${p.amount} ${p.currency} an order`,
  balance: (p) => `${p.need} ${p.currency} needed, ${p.balance} ${p.currency} free`,
};

export function refusalText(refusal: ToolRefusal): string {
  return `${refusal.key}: ${DETAILS[refusal.name](refusal.params)}`;
}
