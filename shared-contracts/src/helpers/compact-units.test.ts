import { formatCompact } from './compact-units';

describe('formatCompact', () => {
  it.each<[string, string, string]>([
    ['writes a value below 1e3 without a unit', '999.999', '999.99'],
    ['pads a small value to two decimals', '5', '5.00'],
    ['writes zero without a unit', '0', '0.00'],
    ['switches to K at exactly 1e3', '1000', '1.00K'],
    ['truncates in K', '1234.5', '1.23K'],
    ['stays in K just below 1e6 without rounding into 1000K', '999999.999', '999.99K'],
    ['switches to M at exactly 1e6', '1000000', '1.00M'],
    ['stays in M just below 1e9', '999999999', '999.99M'],
    ['switches to B at exactly 1e9', '1000000000', '1.00B'],
    ['stays in B just below 1e12', '999999999999.99', '999.99B'],
    ['switches to T at exactly 1e12', '1000000000000', '1.00T'],
    ['writes 15 integer digits in T', '123456789012345', '123.45T'],
    ['has no unit above T', '1000000000000000000', '1000000.00T'],
    ['applies K to a negative value by its magnitude', '-2500', '-2.50K'],
    ['stays unitless just above -1e3', '-999.999', '-999.99'],
    ['switches to K at exactly -1e3', '-1000', '-1.00K'],
    ['truncates a negative value toward zero', '-1239', '-1.23K'],
    ['drops the sign of negative zero', '-0', '0.00'],
    ['drops the sign when a negative value truncates to zero', '-0.001', '0.00'],
    ['writes a tiny value in plain notation', '0.00000001', '0.00'],
    [
      'keeps every digit of a value longer than 40 digits',
      '1234567890123456789012345678901234567890123456789012',
      '1234567890123456789012345678901234567890.12T',
    ],
  ])('%s', (_name, value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });

  it.each<[string, string, number, string]>([
    ['writes no decimals at 0', '1234.5', 0, '1K'],
    ['writes four decimals at 4', '1234567', 4, '1.2345M'],
    ['pads to the decimal count', '1500000000', 3, '1.500B'],
  ])('%s', (_name, value, decimals, expected) => {
    expect(formatCompact(value, decimals)).toBe(expected);
  });

  it.each([
    ['an empty string', ''],
    ['letters', 'abc'],
    ['exponent notation', '1e6'],
    ['a leading dot', '.5'],
    ['leading zeros', '0012'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
  ])('gives -- for %s', (_name, value) => {
    expect(formatCompact(value)).toBe('--');
  });

  it('gives -- for a negative decimal count', () => {
    expect(formatCompact('1234', -1)).toBe('--');
  });
});
