import { isUnlimitedQuota, utaQuotaCap } from './balance';

describe('isUnlimitedQuota', () => {
  it.each<[string, boolean]>([
    ['-', true],
    ['-1', true],
    ['-1.0', true],
    ['-1.5', false],
    ['-0', false],
    ['0', false],
    ['1', false],
    ['1000.5', false],
    ['', false],
    ['--', false],
  ])('reads limit %p as unlimited: %p', (limit, expected) => {
    expect(isUnlimitedQuota(limit)).toBe(expected);
  });
});

describe('utaQuotaCap', () => {
  it.each<[string, string | null]>([
    ['5000', '5000'],
    ['0', '0'],
    ['-1', null],
    ['-', null],
    ['abc', null],
    ['-2', null],
  ])('caps a buy at %p as %p', (limit, expected) => {
    expect(utaQuotaCap({ coin: 'USDT', limit })).toBe(expected);
  });
});
