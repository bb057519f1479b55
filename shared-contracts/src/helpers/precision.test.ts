import type { SymbolInfo } from '../domain/symbol';
import { PRECISION_FALLBACK, resolvePrecision } from './precision';
import type { PrecisionKind } from './precision';

type PrecisionFields = Pick<SymbolInfo, 'pricePrecision' | 'quantityPrecision' | 'amountPrecision'>;

const BTCUSDT: PrecisionFields = { pricePrecision: 2, quantityPrecision: 6, amountPrecision: 4 };

describe('PRECISION_FALLBACK', () => {
  it('is 13 for price and 8 for quantity and amount', () => {
    expect(PRECISION_FALLBACK).toEqual({ price: 13, quantity: 8, amount: 8 });
  });
});

describe('resolvePrecision', () => {
  it.each<[string, PrecisionFields | undefined, PrecisionKind, number]>([
    ['falls back to 13 for the price of an unknown symbol', undefined, 'price', 13],
    ['falls back to 8 for the quantity of an unknown symbol', undefined, 'quantity', 8],
    ['falls back to 8 for the amount of an unknown symbol', undefined, 'amount', 8],
    ['reads pricePrecision of a known symbol', BTCUSDT, 'price', 2],
    ['reads quantityPrecision of a known symbol', BTCUSDT, 'quantity', 6],
    ['reads amountPrecision of a known symbol', BTCUSDT, 'amount', 4],
    ['keeps a precision of 0', { pricePrecision: 0 }, 'price', 0],
    ['keeps a precision above the fallback', { pricePrecision: 18 }, 'price', 18],
    ['gives 0 when a known symbol lacks the price field', {}, 'price', 0],
    ['gives 0 when a known symbol lacks the quantity field', { pricePrecision: 2 }, 'quantity', 0],
    ['gives 0 when a known symbol lacks the amount field', { pricePrecision: 2 }, 'amount', 0],
    ['gives 0 for a negative precision', { pricePrecision: -1 }, 'price', 0],
    ['gives 0 for a fractional precision', { pricePrecision: 2.5 }, 'price', 0],
    ['gives 0 for a NaN precision', { pricePrecision: Number.NaN }, 'price', 0],
    ['gives 0 for an infinite precision', { quantityPrecision: Infinity }, 'quantity', 0],
  ])('%s', (_name, symbol, kind, expected) => {
    expect(resolvePrecision(symbol, kind)).toBe(expected);
  });

  it('gives 0 for a precision that arrives as a string or null from JSON', () => {
    const fromJson = JSON.parse(
      '{"pricePrecision":"2","quantityPrecision":null}',
    ) as PrecisionFields;
    expect(resolvePrecision(fromJson, 'price')).toBe(0);
    expect(resolvePrecision(fromJson, 'quantity')).toBe(0);
  });

  it('treats a null symbol from JSON as unknown', () => {
    const symbol = JSON.parse('null') as PrecisionFields | undefined;
    expect(resolvePrecision(symbol, 'price')).toBe(13);
  });
});
