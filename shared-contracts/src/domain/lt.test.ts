import { LT_ORDER_TYPES, RISK_STATES, ltOrderOutcome } from './lt';

describe('ltOrderOutcome', () => {
  it.each([
    [1, 'success'],
    [3, 'failure'],
    [0, 'pending'],
    [2, 'pending'],
    [4, 'pending'],
  ] as const)('reads status %p as %s', (status, expected) => {
    expect(ltOrderOutcome(status)).toBe(expected);
  });
});

describe('LT code tables', () => {
  it('keeps the spec codes', () => {
    expect(LT_ORDER_TYPES).toEqual({ subscription: 1, redemption: 2 });
    expect(RISK_STATES).toEqual({ closingPosition: 4, wearPosition: 5 });
  });
});
