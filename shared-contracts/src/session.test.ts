import type { UserInfo } from './domain/account';
import { LOGGED_OUT_ROLES, deriveRoles } from './session';
import { makeUser } from './testing/builders';
import type { Roles } from './session';

const CLASSIC_USER = makeUser();

const CLASSIC_ROLES: Roles = {
  demo: false,
  utaLevel: 0,
  classic: true,
  sub: false,
  copyLeader: false,
  newCopyLeader: false,
  eeaStatus: false,
};

const user = makeUser;

describe('deriveRoles', () => {
  it('gives the logged-out roles for no user', () => {
    expect(deriveRoles(null)).toBe(LOGGED_OUT_ROLES);
    expect(LOGGED_OUT_ROLES).toEqual({ ...CLASSIC_ROLES, classic: false });
  });

  it.each<[string, UserInfo, Partial<Roles>]>([
    ['derives a classic account', CLASSIC_USER, {}],
    ['derives UTA1 from isUTA', user({ isUTA: true }), { utaLevel: 1, classic: false }],
    [
      'derives UTA1 from a UTA member tag of SUCCESS',
      user({ member_tag: { UTA: 'SUCCESS' } }),
      { utaLevel: 1, classic: false },
    ],
    ['stays classic while the UTA tag is PROCESS', user({ member_tag: { UTA: 'PROCESS' } }), {}],
    ['stays classic when the UTA tag is FAIL', user({ member_tag: { UTA: 'FAIL' } }), {}],
    ['ignores the UTA_INVERSE tag', user({ member_tag: { UTA_INVERSE: 'SUCCESS' } }), {}],
    ['ignores the UTA gray flag', user({ grayFlag: { IsUTA: true } }), {}],
    [
      'derives UTA2 from unified_account 2 on a UTA account',
      user({ isUTA: true, unified_account: 2 }),
      { utaLevel: 2, classic: false },
    ],
    [
      'derives UTA2 from unified_account 2 alone',
      user({ unified_account: 2 }),
      { utaLevel: 2, classic: false },
    ],
    [
      'stays UTA1 for unified_account 1',
      user({ isUTA: true, unified_account: 1 }),
      { utaLevel: 1, classic: false },
    ],
    ['derives a demo account', user({ isDemoAccount: true, demo_id: 'd1' }), { demo: true }],
    [
      'derives a sub-account from a non-empty sub_attribute',
      user({ sub_attribute: 'sub' }),
      { sub: true },
    ],
    ['derives a copy leader', user({ is_copy_trading_leader: true }), { copyLeader: true }],
    [
      'derives a new copy leader',
      user({ is_copy_trading_leader: true, is_new_copy_trading_leader: true }),
      { copyLeader: true, newCopyLeader: true },
    ],
    [
      'does not derive a new copy leader who is not a leader',
      user({ is_new_copy_trading_leader: true }),
      {},
    ],
    ['derives the EEA status', user({ eeaStatus: true }), { eeaStatus: true }],
    [
      'derives a demo UTA2 sub-account leader',
      user({
        isDemoAccount: true,
        isUTA: true,
        unified_account: 2,
        sub_attribute: 'sub',
        is_copy_trading_leader: true,
      }),
      { demo: true, utaLevel: 2, classic: false, sub: true, copyLeader: true },
    ],
  ])('%s', (_name, info, changes) => {
    expect(deriveRoles(info)).toEqual({ ...CLASSIC_ROLES, ...changes });
  });
});
