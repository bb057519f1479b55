import type { ComplianceFlags, UserInfo } from './domain/account';

/** The roles of spec 000 §1, §6 and spec 001 §6, derived once by the host. */
export interface Roles {
  readonly demo: boolean;
  /** 0 classic, 1 UTA1, 2 UTA2. */
  readonly utaLevel: 0 | 1 | 2;
  readonly classic: boolean;
  readonly sub: boolean;
  readonly copyLeader: boolean;
  readonly newCopyLeader: boolean;
  readonly eeaStatus: boolean;
}

/** One typed session object every remote reads and subscribes to. */
export interface Session {
  readonly isLogin: boolean;
  /** 1 is active; `null` when logged out. */
  readonly userState: number | null;
  readonly user: UserInfo | null;
  readonly roles: Roles;
  readonly compliance: ComplianceFlags;
}

export const LOGGED_OUT_ROLES: Roles = {
  demo: false,
  utaLevel: 0,
  classic: false,
  sub: false,
  copyLeader: false,
  newCopyLeader: false,
  eeaStatus: false,
};

/** Compliance when the config could not be read: every optional feature off. */
export const RESTRICTIVE_COMPLIANCE: ComplianceFlags = {
  chartOption: false,
  ocoTabs: false,
  tokenRecordTab: false,
  orderHeaderTip: false,
  liquidityShield: false,
  integratedOrderRequest: false,
  rewardsHub: false,
  spotMargin: false,
  hiddenTools: [],
};

/** Derives the roles from the user fields the spec reads. */
export function deriveRoles(user: UserInfo | null): Roles {
  if (!user) return LOGGED_OUT_ROLES;
  const uta = user.isUTA || user.member_tag.UTA === 'SUCCESS';
  // "unified_account 2 means UTA2" (spec 001 §6) on its own: a UTA2 account is never classic.
  const utaLevel: 0 | 1 | 2 = user.unified_account === 2 ? 2 : uta ? 1 : 0;
  return {
    demo: user.isDemoAccount,
    utaLevel,
    classic: utaLevel === 0,
    sub: user.sub_attribute !== '',
    copyLeader: user.is_copy_trading_leader,
    newCopyLeader: user.is_copy_trading_leader && user.is_new_copy_trading_leader,
    eeaStatus: user.eeaStatus,
  };
}
