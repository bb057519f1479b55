import {
  readTradeGuideState,
  shouldOpenTradeGuide,
  tradeGuideKey,
  tradeGuideState,
} from './trade-guide';

describe('trade guide rules', () => {
  it.each([
    [null, 'new'],
    ['new', 'new'],
    ['read', 'read'],
    ['unknown', 'unknown'],
    ['READ', 'unknown'],
    ['<b>', 'unknown'],
  ] as const)('reads stored %s as %s', (stored, state) => {
    expect(readTradeGuideState(stored)).toBe(state);
  });

  it.each([
    [true, 'new', false, true],
    [true, 'new', true, false],
    [true, 'read', false, false],
    [true, 'unknown', false, false],
    [false, 'new', false, false],
  ] as const)(
    'logged in %s, state %s, blocking dialog %s → opens %s',
    (login, state, blocking, open) => {
      expect(shouldOpenTradeGuide(login, state, blocking)).toBe(open);
    },
  );

  it.each([
    ['read', null, 'read'],
    ['read', 'new', 'read'],
    [undefined, 'read', 'read'],
    [undefined, null, 'new'],
    ['new', null, 'new'],
  ] as const)('reads preference %p and browser %p as %s', (preference, stored, state) => {
    expect(tradeGuideState(preference, stored)).toBe(state);
  });

  it("waits for the account's preferences before opening (they may say it was read)", () => {
    expect(shouldOpenTradeGuide(true, 'new', false, false)).toBe(false);
    expect(shouldOpenTradeGuide(true, 'new', false, true)).toBe(true);
  });

  it('keeps one state per user', () => {
    expect(tradeGuideKey('1001')).not.toBe(tradeGuideKey('1002'));
  });
});
