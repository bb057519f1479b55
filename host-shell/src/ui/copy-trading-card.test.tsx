import { makeSession } from '@spot/contracts/testing';
import { copyTradingCardVisible } from './copy-trading-card';

describe('copyTradingCardVisible (spec 001 §5)', () => {
  const leader = { is_copy_trading_leader: true, is_new_copy_trading_leader: true };

  it('shows for a new leader, logged in, on UTA', () => {
    expect(
      copyTradingCardVisible(makeSession({ isLogin: true, user: { ...leader, isUTA: true } })),
    ).toBe(true);
  });

  it.each([
    ['logged out', makeSession()],
    ['on a classic account', makeSession({ isLogin: true, user: { ...leader, isUTA: false } })],
    [
      'a leader who is no longer new',
      makeSession({
        isLogin: true,
        user: { ...leader, is_new_copy_trading_leader: false, isUTA: true },
      }),
    ],
  ])('hides %s', (_label, session) => {
    expect(copyTradingCardVisible(session)).toBe(false);
  });
});
