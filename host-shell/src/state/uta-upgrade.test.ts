import { createFakeHost, flush, makeSession, memoryStorage } from '@spot/contracts/testing';
import type { Session, UserInfo } from '@spot/contracts';
import {
  OFFER_LOADING_MS,
  createUpgradeController,
  upgradeEntryVisible,
  upgradeInProgress,
  upgradePushAction,
  upgradeSuccessDue,
} from './uta-upgrade';

const classic = (user: Partial<UserInfo> = {}): Session =>
  makeSession({ isLogin: true, user: { grayFlag: { IsUTA: true }, ...user } });

describe('the upgrade rules (spec 001 §4)', () => {
  it.each<[string, Session, boolean]>([
    ['tag unset, gray flag on', classic(), true],
    ['tag FAIL, gray flag on', classic({ member_tag: { UTA: 'FAIL' } }), true],
    ['gray flag off', classic({ grayFlag: { IsUTA: false } }), false],
    ['in progress', classic({ member_tag: { UTA: 'PROCESS' } }), false],
    ['already unified', classic({ isUTA: true }), false],
    ['logged out', makeSession(), false],
  ])('the entry with %s: %p', (_label, session, expected) => {
    expect(upgradeEntryVisible(session)).toBe(expected);
  });

  it('masks the page while the tag is PROCESS or a push said so', () => {
    expect(upgradeInProgress(classic({ member_tag: { UTA: 'PROCESS' } }), false)).toBe(true);
    expect(upgradeInProgress(classic(), true)).toBe(true);
    expect(upgradeInProgress(classic(), false)).toBe(false);
    expect(upgradeInProgress(makeSession(), true)).toBe(false);
  });

  it('shows the success guide once, never to a demo account', () => {
    const done = classic({ member_tag: { UTA: 'SUCCESS' }, isUTA: true });
    expect(upgradeSuccessDue(done, false)).toBe(true);
    expect(upgradeSuccessDue(done, true)).toBe(false);
    expect(upgradeSuccessDue({ ...done, roles: { ...done.roles, demo: true } }, false)).toBe(false);
  });

  it('reads the pushes: "0" reloads, "3400324" is in progress, anything else failed', () => {
    expect(upgradePushAction({ code: 200, data: '0' })).toEqual({ kind: 'reload' });
    expect(upgradePushAction({ code: 200, data: '3400324' })).toEqual({ kind: 'progress' });
    expect(upgradePushAction({ code: 500, data: '0' })).toEqual({ kind: 'failed', codes: '500 0' });
    expect(upgradePushAction({ code: 200, data: '3400999' })).toEqual({
      kind: 'failed',
      codes: '200 3400999',
    });
  });
});

describe('the upgrade controller', () => {
  function setup(session: Session, answer: 'ok' | 'fail' = 'ok', storage = memoryStorage()) {
    const fake = createFakeHost({
      session,
      handlers: {
        utaUpgrade: () =>
          answer === 'ok'
            ? { ok: true, result: { status: 'PROCESS' } }
            : { ok: false, kind: 'business', code: 20014, message: 'no' },
      },
    });
    const timers: (() => void)[] = [];
    const reload = jest.fn();
    const controller = createUpgradeController({
      host: fake.host,
      storage,
      reload,
      setTimeout: (fn) => timers.push(fn),
    });
    const stop = controller.start();
    return { fake, controller, reload, timers, stop };
  }

  it('offers, loads for a second, upgrades and masks the page; "0" reloads', async () => {
    const { fake, controller, reload, timers } = setup(classic());
    expect(controller.store.getState().view).toBeNull();
    controller.open();
    expect(controller.store.getState().view).toEqual({ step: 'offer', loading: true });
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(controller.store.getState().view).toEqual({ step: 'offer', loading: false });
    await controller.upgrade();
    expect(fake.callsOf('utaUpgrade')).toHaveLength(1);
    expect(controller.store.getState().view).toEqual({ step: 'progress' });
    fake.push('user.uta.upgrade', { code: 200, data: '0' }, 'delta');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(OFFER_LOADING_MS).toBe(1000);
  });

  it('says currentOperationFailed when the upgrade cannot start', async () => {
    const { fake, controller } = setup(classic(), 'fail');
    controller.open();
    await controller.upgrade();
    expect(fake.toasts).toEqual([{ kind: 'error', key: 'host:currentOperationFailed' }]);
    expect(controller.store.getState().view).toBeNull();
  });

  it('opens the progress on "3400324" and a failure with its codes otherwise', async () => {
    const { fake, controller } = setup(classic());
    fake.push('user.uta.upgrade', { code: 200, data: '3400324' }, 'delta');
    expect(controller.store.getState()).toEqual({ view: { step: 'progress' }, processing: true });
    fake.push('user.uta.upgrade', { code: 200, data: '3400555' }, 'delta');
    expect(controller.store.getState().view).toEqual({ step: 'failed', codes: '200 3400555' });
    controller.close();
    expect(controller.store.getState().view).toBeNull();
  });

  it('shows the success guide after an upgrade this browser saw, once', async () => {
    const storage = memoryStorage();
    const upgrading = classic({ member_tag: { UTA: 'PROCESS', UTA_INVERSE: 'PROCESS' } });
    const before = setup(upgrading, 'ok', storage);
    expect(before.controller.store.getState().view).toEqual({ step: 'progress' });
    before.stop();
    // The reload after the "0" push: the account is unified.
    const done = classic({ member_tag: { UTA: 'SUCCESS', UTA_INVERSE: 'SUCCESS' }, isUTA: true });
    const after = setup(done, 'ok', storage);
    await flush();
    expect(after.controller.store.getState().view).toEqual({ step: 'success' });
    after.controller.close();
    expect(after.controller.store.getState().view).toBeNull();
    after.stop();
    expect(setup(done, 'ok', storage).controller.store.getState().view).toBeNull();
  });

  it('does not greet an account that has long been unified', () => {
    const done = classic({ member_tag: { UTA: 'SUCCESS' }, isUTA: true });
    expect(setup(done).controller.store.getState().view).toBeNull();
  });

  it('reads the account again while masked, reloads when it is done, and may be hidden', async () => {
    const ticks: (() => void)[] = [];
    let tags: UserInfo['member_tag'] = { UTA: 'PROCESS', UTA_INVERSE: 'PROCESS' };
    const fake = createFakeHost({
      session: classic({ member_tag: tags }),
      handlers: {
        userInfo: () => ({
          ok: true,
          result: { ...classic().user!, member_tag: tags },
        }),
      },
    });
    const reload = jest.fn();
    const controller = createUpgradeController({
      host: fake.host,
      storage: memoryStorage(),
      reload,
      setInterval: (fn) => {
        ticks.push(fn);
        return () => undefined;
      },
    });
    controller.start();
    expect(ticks).toHaveLength(1);
    ticks[0]?.();
    await flush();
    expect(reload).not.toHaveBeenCalled();
    // Hidden: the trader can use the page; the upgrade goes on.
    controller.close();
    expect(controller.store.getState().view).toBeNull();
    tags = { UTA: 'SUCCESS', UTA_INVERSE: 'SUCCESS' };
    ticks[0]?.();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('masks the page of an account whose upgrade is under way', () => {
    const { controller } = setup(
      classic({ member_tag: { UTA: 'PROCESS', UTA_INVERSE: 'PROCESS' } }),
    );
    expect(controller.store.getState().view).toEqual({ step: 'progress' });
  });
});
