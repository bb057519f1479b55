import type { SymbolInfo } from '@spot/contracts';
import { orderValue, typePrice, typeQuantity } from './order-form';

const btc = {
  pricePrecision: 2,
  quantityPrecision: 6,
  amountPrecision: 8,
  maxTradeQuantity: '100',
} as SymbolInfo;

describe('order form input', () => {
  it('truncates a price to the price precision', () => {
    expect(typePrice('', '65000.129', btc)).toBe('65000.12');
  });
  it('turns a leading dot into 0.x', () => {
    expect(typeQuantity('', '.5', btc)).toBe('0.5');
  });
  it('keeps the previous text when the input is not a number', () => {
    expect(typePrice('12', '12a', btc)).toBe('12');
  });
  it('clamps a quantity above the maximum', () => {
    expect(typeQuantity('', '100.000001', btc)).toBe('100');
  });
  it('uses 13 price decimals for an unknown symbol', () => {
    expect(typePrice('', '0.12345678901234', undefined)).toBe('0.1234567890123');
  });
});

describe('orderValue', () => {
  it('multiplies exactly in decimals', () => {
    expect(orderValue({ price: '0.1', quantity: '3' }, btc)).toBe('0.30000000');
  });
  it('is empty while an input is incomplete', () => {
    expect(orderValue({ price: '65000.', quantity: '1' }, btc)).toBe('');
  });
});
