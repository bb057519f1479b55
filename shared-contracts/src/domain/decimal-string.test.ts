import { isDecimalString, isNonNegativeDecimalString } from './decimal-string';

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
