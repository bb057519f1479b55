import type { UserInfo } from '@spot/contracts';
import { isUserInfo } from './user-info-guard';

const user: UserInfo = {
  id: '1001',
  email: 'classic@sim.test',
  userState: 1,
  double_confirm: '',
  member_tag: { UTA: 'FAIL' },
  unified_account: 0,
  grayFlag: { IsUTA: true },
  isUTA: false,
  isDemoAccount: false,
  demo_id: '',
  sub_attribute: '',
  is_copy_trading_leader: false,
  is_new_copy_trading_leader: false,
  eeaStatus: false,
  region: 'default',
};

describe('isUserInfo', () => {
  it('accepts a complete user', () => {
    expect(isUserInfo(user)).toBe(true);
  });

  it.each([
    ['no id', { ...user, id: undefined }],
    ['a numeric userState as text', { ...user, userState: '1' }],
    ['no member_tag', { ...user, member_tag: undefined }],
    ['an unknown tag state', { ...user, member_tag: { UTA: 'MAYBE' } }],
    ['no grayFlag', { ...user, grayFlag: null }],
    ['isDemoAccount as text', { ...user, isDemoAccount: 'false' }],
    ['no region', { ...user, region: undefined }],
    ['a list', [user]],
    ['null', null],
  ])('refuses a reply with %s', (_label, value) => {
    expect(isUserInfo(value)).toBe(false);
  });
});
