import { seededNumbers } from '../testing/numbers';
import type { SymbolInfo } from '../domain/symbol';
import {
  formatDecimal,
  formatPrice,
  formatTokenAmount,
  tokenPrecision,
  tokenPrecisionOf,
} from './price-display';
import type { DecimalRounding, PairToken } from './price-display';
import { Dec } from './decimal';

type PrecisionFields = Pick<SymbolInfo, 'pricePrecision' | 'quantityPrecision' | 'amountPrecision'>;

describe('formatDecimal', () => {
  it.each<[string, string, number, string]>([
    ['pads an integer with zeros', '27000', 2, '27000.00'],
    ['keeps decimals just inside the count', '1.23', 2, '1.23'],
    ['truncates decimals just beyond the count', '1.239', 2, '1.23'],
    ['truncates instead of rounding up', '0.999', 2, '0.99'],
    ['truncates a negative value toward zero', '-1.239', 2, '-1.23'],
    ['drops the point at 0 decimals', '12.9', 0, '12'],
    ['writes a tiny value in plain notation', '0.00000001234', 13, '0.0000000123400'],
    ['writes a value below 1e-7 in plain notation', '0.0000000001', 10, '0.0000000001'],
    ['truncates a tiny value to zero', '0.00000001234', 8, '0.00000001'],
    [
      'writes a huge value in plain notation',
      '123456789012345678901234',
      2,
      '123456789012345678901234.00',
    ],
    [
      'keeps every digit of a value longer than 40 digits',
      '1234567890123456789012345678901234567890.123',
      3,
      '1234567890123456789012345678901234567890.123',
    ],
    ['writes a negative value', '-27000.5', 2, '-27000.50'],
    ['drops the sign of negative zero', '-0', 2, '0.00'],
    ['drops the sign of negative zero at 0 decimals', '-0', 0, '0'],
    ['drops the sign when a negative value truncates to zero', '-0.001', 2, '0.00'],
    ['writes zero', '0', 3, '0.000'],
  ])('%s', (_name, value, decimals, expected) => {
    expect(formatDecimal(value, decimals)).toBe(expected);
  });

  it.each<[string, string, number, DecimalRounding, string]>([
    ['rounds half away from zero', '0.125', 2, 'round', '0.13'],
    ['rounds a negative half away from zero', '-0.125', 2, 'round', '-0.13'],
    ['rounds just below a half down', '0.12499', 2, 'round', '0.12'],
    ['rounds up into the next integer', '9.999', 2, 'round', '10.00'],
    ['drops the sign when a negative value rounds to zero', '-0.004', 2, 'round', '0.00'],
    ['truncates in truncate mode', '0.129', 2, 'truncate', '0.12'],
  ])('%s', (_name, value, decimals, mode, expected) => {
    expect(formatDecimal(value, decimals, mode)).toBe(expected);
  });

  it('truncates as decimal.js does, for any plain decimal and digit count', () => {
    const next = seededNumbers(17);
    const digits = (n: number) => Array.from({ length: n }, () => String(next() % 10)).join('');
    for (let i = 0; i < 3000; i += 1) {
      const whole = next() % 4 === 0 ? '0' : String(1 + (next() % 9)) + digits(next() % 25);
      const fraction = next() % 5 === 0 ? '' : `.${digits(1 + (next() % 20))}`;
      const value = `${next() % 3 === 0 ? '-' : ''}${whole}${fraction}`;
      const decimals = next() % 22;
      const reference = new Dec(value).toFixed(decimals, Dec.ROUND_DOWN);
      const expected = /^-0(\.0*)?$/.test(reference) ? reference.slice(1) : reference;
      expect([value, decimals, formatDecimal(value, decimals)]).toEqual([
        value,
        decimals,
        expected,
      ]);
    }
  });

  it.each([
    ['an empty string', ''],
    ['letters', 'abc'],
    ['exponent notation', '1e3'],
    ['a leading dot', '.5'],
    ['a trailing dot', '5.'],
    ['leading zeros', '007'],
    ['a plus sign', '+1'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['surrounding spaces', ' 1 '],
    ['a string longer than 64 characters', '1'.repeat(65)],
  ])('gives -- for %s', (_name, value) => {
    expect(formatDecimal(value, 2)).toBe('--');
  });

  it('gives -- for a number at run time', () => {
    expect(formatDecimal(1.5 as unknown as string, 2)).toBe('--');
  });

  it.each([
    ['negative', -1],
    ['fractional', 1.5],
    ['NaN', Number.NaN],
    ['infinite', Infinity],
  ])('gives -- for a %s decimal count', (_name, decimals) => {
    expect(formatDecimal('1.5', decimals)).toBe('--');
  });
});

describe('formatPrice', () => {
  it.each<[string, string, PrecisionFields | undefined, string]>([
    ['uses the price precision of a known symbol', '27000.129', { pricePrecision: 2 }, '27000.12'],
    ['uses 13 decimals for an unknown symbol', '0.05234567', undefined, '0.0523456700000'],
    ['uses 0 decimals for a known symbol without a price precision', '27000.99', {}, '27000'],
    [
      'ignores the quantity precision',
      '1.23456',
      { pricePrecision: 1, quantityPrecision: 4 },
      '1.2',
    ],
    ['gives -- for an invalid price', 'abc', { pricePrecision: 2 }, '--'],
  ])('%s', (_name, value, symbol, expected) => {
    expect(formatPrice(value, symbol)).toBe(expected);
  });
});

describe('formatTokenAmount', () => {
  const btcUsdt = { pricePrecision: 2, quantityPrecision: 6, amountPrecision: 8 };

  it.each<[string, string, PairToken, string]>([
    ['cuts a quote balance to the amount precision', '99586.9189601433', 'quote', '99586.91896014'],
    ['cuts a base balance to the quantity precision', '0.123456789', 'base', '0.123456'],
    ['never rounds what can be spent up', '0.9999999', 'base', '0.999999'],
    ['pads to the precision', '5', 'base', '5.000000'],
    ['keeps a zero balance readable', '0', 'quote', '0.00000000'],
  ])('%s', (_name, value, token, expected) => {
    expect(formatTokenAmount(value, btcUsdt, token)).toBe(expected);
  });

  it('uses the fallback precisions for an unknown symbol', () => {
    expect(tokenPrecision(undefined, 'quote')).toBe(8);
    expect(tokenPrecision(undefined, 'base')).toBe(8);
  });

  it('shows dashes for a value that is not a decimal', () => {
    expect(formatTokenAmount('1e5', btcUsdt, 'base')).toBe('--');
  });
});

describe('tokenPrecisionOf', () => {
  const symbols = [
    {
      baseTokenName: 'BTC',
      quoteTokenName: 'USDT',
      pricePrecision: 2,
      quantityPrecision: 6,
      amountPrecision: 8,
    },
    {
      baseTokenName: 'ETH',
      quoteTokenName: 'BTC',
      pricePrecision: 5,
      quantityPrecision: 4,
      amountPrecision: 7,
    },
    {
      baseTokenName: 'PEPE',
      quoteTokenName: 'USDT',
      pricePrecision: 10,
      quantityPrecision: 0,
      amountPrecision: 6,
    },
  ];
  it.each([
    ['BTC', 7],
    ['ETH', 4],
    ['USDT', 8],
    ['PEPE', 0],
    ['DOGE', 8],
  ])('shows %s with %i digits', (token, digits) => {
    expect(tokenPrecisionOf(token, symbols)).toBe(digits);
  });
});
