import { LOGGED_OUT_ROLES, RESTRICTIVE_COMPLIANCE, type Session } from '@spot/contracts';
import { liquidityShieldVisible } from './feature-rules';

const session = (liquidityShield: boolean, demo: boolean): Session => ({
  isLogin: true,
  userState: 1,
  user: null,
  roles: { ...LOGGED_OUT_ROLES, demo },
  compliance: { ...RESTRICTIVE_COMPLIANCE, liquidityShield },
});

describe('liquidityShieldVisible', () => {
  it.each([
    [true, false, true, true],
    [true, true, true, false],
    [false, false, true, false],
    [false, true, true, false],
    [true, false, false, false],
    [true, false, undefined, false],
  ])('enabled %s, demo %s, on the symbol %s → %s', (enabled, demo, onSymbol, visible) => {
    const symbol = onSymbol === undefined ? {} : { liquidityShield: onSymbol };
    expect(liquidityShieldVisible(session(enabled, demo), symbol)).toBe(visible);
  });

  it('hides for a symbol the host does not know', () => {
    expect(liquidityShieldVisible(session(true, false), undefined)).toBe(false);
  });
});
