import { randomDecimal, seededNumbers } from '../testing/numbers';
import { Dec } from '../helpers/decimal';
import { isDecimalString, isNonNegativeDecimalString, shiftPointLeft } from './decimal-string';

describe('isDecimalString', () => {
  it.each<[unknown, boolean]>([
    ['0', true],
    ['1', true],
    ['27000.5', true],
    ['0.1', true],
    ['0.00000001', true],
    ['-1', true],
    ['-0.5', true],
    ['-0', true],
    ['1.50', true],
    ['123456789012345678901234567890', true],
    ['1'.repeat(64), true],
    ['1'.repeat(65), false],
    ['', false],
    ['-', false],
    ['.5', false],
    ['5.', false],
    ['007', false],
    ['00.5', false],
    ['-01', false],
    ['+1', false],
    ['1e3', false],
    ['1E-3', false],
    ['1.2.3', false],
    ['1,5', false],
    [' 1', false],
    ['1 ', false],
    ['NaN', false],
    ['Infinity', false],
    ['-Infinity', false],
    ['0x10', false],
    ['１', false],
    [1, false],
    [0.1, false],
    [null, false],
    [undefined, false],
    [['1'], false],
  ])('gives %p → %p', (value, expected) => {
    expect(isDecimalString(value)).toBe(expected);
  });
});

describe('isNonNegativeDecimalString', () => {
  it.each<[unknown, boolean]>([
    ['0', true],
    ['0.00000001', true],
    ['27000.5', true],
    ['-0.00000001', false],
    ['-1', false],
    ['-0', false],
    ['1e3', false],
    ['', false],
    [5, false],
  ])('gives %p → %p', (value, expected) => {
    expect(isNonNegativeDecimalString(value)).toBe(expected);
  });
});

describe('shiftPointLeft', () => {
  it.each<[string, number, string]>([
    ['12900', 6, '0.0129'],
    ['-12900', 6, '-0.0129'],
    ['1000000', 6, '1'],
    ['123456789', 6, '123.456789'],
    ['12500.5', 6, '0.0125005'],
    ['0', 6, '0'],
    ['-0', 6, '0'],
    ['-0.000', 2, '0'],
    ['1.50', 0, '1.5'],
    ['7', 0, '7'],
    ['5', 1, '0.5'],
    ['-49', 6, '-0.000049'],
  ])('moves the point of %s %i places left: %s', (value, places, expected) => {
    expect(shiftPointLeft(value, places)).toBe(expected);
  });

  it('divides by a power of ten exactly, as decimal.js does, on random values', () => {
    const next = seededNumbers(20261127);
    for (let i = 0; i < 3000; i += 1) {
      const value = randomDecimal(next, { wholeDigits: 9 });
      const places = next() % 9;
      const shifted = shiftPointLeft(value, places);
      const expected = new Dec(value).div(new Dec(10).pow(places));
      expect(isDecimalString(shifted)).toBe(true);
      expect(shifted).toBe(expected.isZero() ? '0' : expected.toFixed());
    }
  });
});
