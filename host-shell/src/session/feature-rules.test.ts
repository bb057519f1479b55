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
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('enabled %s, demo %s → %s', (enabled, demo, visible) => {
    expect(liquidityShieldVisible(session(enabled, demo))).toBe(visible);
  });
});
