import { createFakeHost, makeSession, flush } from '@spot/contracts/testing';
import { isEmptyWallet, rechargeDemo, rechargeOutcome, watchDemoWallet } from './demo-recharge';

describe('isEmptyWallet', () => {
  it.each([
    ['0', true],
    ['0.00', true],
    ['0.01', false],
    ['50000', false],
    ['', false],
    ['abc', false],
    [null, false],
    [0, false],
  ])('%p is empty: %p', (wb, expected) => {
    expect(isEmptyWallet(wb)).toBe(expected);
  });
});

describe('rechargeOutcome (spec 001 §8)', () => {
  it('maps each result code and a refused call', () => {
    expect(rechargeOutcome({ ok: true, result: { resultCode: '0' } })).toEqual({ kind: 'success' });
    expect(rechargeOutcome({ ok: true, result: { resultCode: '3410020' } })).toEqual({
      kind: 'notEmpty',
    });
    expect(rechargeOutcome({ ok: true, result: { resultCode: '3410099' } })).toEqual({
      kind: 'failed',
    });
    expect(
      rechargeOutcome({ ok: false, kind: 'business', code: 10005, message: 'demo only' }),
    ).toEqual({ kind: 'server', message: 'demo only' });
    expect(rechargeOutcome({ ok: false, kind: 'timeout', message: '' })).toEqual({
      kind: 'failed',
    });
  });
});

describe('watchDemoWallet', () => {
  const demo = makeSession({ isLogin: true, user: { isDemoAccount: true } });

  it('asks for the modal only for a logged-in demo account with an empty wallet', async () => {
    let wb = '0';
    const fake = createFakeHost({
      session: demo,
      handlers: { demoWallet: () => ({ ok: true, result: { wb } }) },
    });
    const seen: boolean[] = [];
    const stop = watchDemoWallet(fake.host, (empty) => seen.push(empty));
    await flush();
    expect(seen).toEqual([true]);
    fake.setSession(makeSession());
    await flush();
    expect(seen).toEqual([true, false]);
    wb = '12.5';
    fake.setSession(makeSession({ isLogin: true, user: { id: 'other', isDemoAccount: true } }));
    await flush();
    expect(seen).toEqual([true, false, false]);
    stop();
  });

  it('never reads the wallet of a real account, and says not empty on a failed read', async () => {
    const real = createFakeHost({ session: makeSession({ isLogin: true }) });
    const seen: boolean[] = [];
    watchDemoWallet(real.host, (empty) => seen.push(empty))();
    expect(real.callsOf('demoWallet')).toEqual([]);
    const failing = createFakeHost({ session: demo });
    watchDemoWallet(failing.host, (empty) => seen.push(empty));
    await flush();
    expect(seen).toEqual([false]);
  });

  it('recharges with the spot scene', async () => {
    const fake = createFakeHost({
      session: demo,
      handlers: { demoRecharge: () => ({ ok: true, result: { resultCode: '0' } }) },
    });
    expect(await rechargeDemo(fake.host)).toEqual({ kind: 'success' });
    expect(fake.callsOf('demoRecharge')[0]?.request).toEqual({ bizScene: 'SPOT_TRADE' });
  });
});
