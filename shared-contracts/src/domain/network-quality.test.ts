import type { H3SwitchState } from './network-quality';
import { isCountedCost, readH3Switch } from './network-quality';

describe('readH3Switch', () => {
  it('turns everything off for a failed query without a result', () => {
    expect(readH3Switch({ err_code: 500, result: null })).toEqual({
      h3WhiteUser: false,
      accelerationOff: false,
      monitoring: false,
    });
  });

  it.each<[number, number, number, H3SwitchState]>([
    [0, 1, 0, { h3WhiteUser: true, accelerationOff: false, monitoring: false }],
    [0, 1, 1, { h3WhiteUser: true, accelerationOff: false, monitoring: true }],
    [0, 8, 0, { h3WhiteUser: false, accelerationOff: true, monitoring: false }],
    [0, 0, 0, { h3WhiteUser: false, accelerationOff: false, monitoring: false }],
    [1, 1, 0, { h3WhiteUser: false, accelerationOff: false, monitoring: false }],
    [1, 8, 0, { h3WhiteUser: false, accelerationOff: false, monitoring: false }],
    [1, 0, 1, { h3WhiteUser: false, accelerationOff: false, monitoring: true }],
  ])('err_code %p, res_code %p, monitor_switch %p', (errCode, resCode, monitor, expected) => {
    expect(
      readH3Switch({ err_code: errCode, result: { res_code: resCode, monitor_switch: monitor } }),
    ).toEqual(expected);
  });
});

describe('isCountedCost', () => {
  it.each<[number, boolean]>([
    [-1, false],
    [0, false],
    [1, true],
    [29_999, true],
    [30_000, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('counts a cost of %p ms: %p', (cost, expected) => {
    expect(isCountedCost(cost)).toBe(expected);
  });
});
