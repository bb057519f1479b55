import type { SymbolInfo } from '../domain/symbol';

/** Precisions used when the symbol is unknown (spec 000 §5, spec 001 §3). */
export const PRECISION_FALLBACK = { price: 13, quantity: 8, amount: 8 } as const;

export type PrecisionKind = 'price' | 'quantity' | 'amount';

type PrecisionFields = Pick<SymbolInfo, 'pricePrecision' | 'quantityPrecision' | 'amountPrecision'>;

const FIELD_OF_KIND = {
  price: 'pricePrecision',
  quantity: 'quantityPrecision',
  amount: 'amountPrecision',
} as const satisfies Record<PrecisionKind, keyof PrecisionFields>;

/**
 * Digits after the point for a price, quantity or amount of a symbol (spec 001 §3).
 *
 * - An unknown symbol (`undefined`, or `null` from JSON) falls back to `PRECISION_FALLBACK`:
 *   13 for price, 8 for quantity and amount.
 * - A known symbol whose field is absent, or is not a non-negative safe integer, gives 0.
 */
export function resolvePrecision(symbol: PrecisionFields | undefined, kind: PrecisionKind): number {
  if (symbol === undefined || symbol === null) return PRECISION_FALLBACK[kind];
  const value: unknown = symbol[FIELD_OF_KIND[kind]];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}
