import { makeUser } from '@spot/contracts/testing';
import { isUserInfo } from './user-info-guard';

const user = makeUser({
  member_tag: { UTA: 'FAIL' },
  grayFlag: { IsUTA: true },
  region: 'default',
});

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
