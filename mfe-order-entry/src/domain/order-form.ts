import { Dec, normalizeNumericInput, resolvePrecision, type SymbolInfo } from '@spot/contracts';

export interface OrderFormValues {
  readonly price: string;
  readonly quantity: string;
}

/**
 * Applies a typed price: truncated to the price precision, a leading dot becomes 0.x; a value
 * that is not a number keeps the previous text.
 */
export function typePrice(previous: string, raw: string, symbol: SymbolInfo | undefined): string {
  const result = normalizeNumericInput(raw, { precision: resolvePrecision(symbol, 'price') });
  return result.ok ? result.value : previous;
}

/** Applies a typed quantity, clamped to the symbol's maximum while typing. */
export function typeQuantity(
  previous: string,
  raw: string,
  symbol: SymbolInfo | undefined,
): string {
  const result = normalizeNumericInput(raw, {
    precision: resolvePrecision(symbol, 'quantity'),
    ...(symbol ? { max: symbol.maxTradeQuantity } : {}),
  });
  return result.ok ? result.value : previous;
}

/** Order value = price × quantity at the amount precision, or '' while either is incomplete. */
export function orderValue(values: OrderFormValues, symbol: SymbolInfo | undefined): string {
  const complete = /^\d+(\.\d+)?$/;
  if (!complete.test(values.price) || !complete.test(values.quantity)) return '';
  return new Dec(values.price)
    .mul(values.quantity)
    .toFixed(resolvePrecision(symbol, 'amount'), Dec.ROUND_DOWN);
}
