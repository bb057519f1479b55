import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  LOGGED_OUT_ROLES,
  RESTRICTIVE_COMPLIANCE,
  deriveRoles,
  isUserInfo,
  type ComplianceFlags,
  type HostApiClient,
  type Session,
  type UserInfo,
} from '@spot/contracts';

export const LOGGED_OUT_SESSION: Session = {
  isLogin: false,
  userState: null,
  user: null,
  roles: LOGGED_OUT_ROLES,
  compliance: RESTRICTIVE_COMPLIANCE,
};

export function sessionFrom(user: UserInfo | null, compliance: ComplianceFlags): Session {
  return {
    isLogin: user !== null,
    userState: user?.userState ?? null,
    user,
    roles: deriveRoles(user),
    compliance,
  };
}

export type SessionStore = StoreApi<Session>;

export function createSessionStore(): SessionStore {
  return createStore<Session>(() => LOGGED_OUT_SESSION);
}

/**
 * Loads user info and the regional compliance config into the store. Without a compliance
 * config every optional feature stays off rather than guessing.
 */
export async function loadSession(store: SessionStore, api: HostApiClient): Promise<void> {
  const [user, compliance] = await Promise.all([
    api.call('userInfo', {}),
    api.call('complianceConfig', {}),
  ]);
  if (!user.ok) console.warn(`[session] user info unavailable: ${user.message}`);
  if (!compliance.ok)
    console.warn(`[session] compliance config unavailable: ${compliance.message}`);
  const userInfo = user.ok && user.result !== null ? user.result : null;
  const valid = userInfo === null || isUserInfo(userInfo);
  if (!valid)
    console.warn('[session] user info reply lacks fields the page reads; treated as logged out');
  store.setState(
    sessionFrom(
      valid ? userInfo : null,
      compliance.ok ? compliance.result : RESTRICTIVE_COMPLIANCE,
    ),
    true,
  );
}
