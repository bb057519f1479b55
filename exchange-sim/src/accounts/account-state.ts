import type { UserInfo } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { FeeRates } from './account-ledger';
import type { SeedAccount } from './seed-accounts';

/** Demo recharge (spec 001 §7, §8): the rule the sim applies, documented in the README. */
export const DEMO_RECHARGE = {
  token: 'USDT',
  /** Credited on success. */
  amount: '50000',
  /** Refused with resultCode 3410020 when the wallet (USDT, `wb`) is at least this. */
  refuseFromWb: '100',
  okCode: '0',
  notEmptyCode: '3410020',
} as const;

/** Stored preference keys per account, at most. */
export const MAX_PREFERENCE_KEYS = 200;

/** Account info with the gate switches: the contract's `AccountInfo`. */
export type { AccountInfo as SimAccountInfo } from '@spot/contracts';

/** What test mode changes of an account; an undefined field stays as it is. */
export interface AccountPatch {
  readonly riskState?: number | undefined;
  readonly isolatedMargin?: boolean | undefined;
  readonly leverageOff?: boolean | undefined;
  readonly region?: string | undefined;
}

/** A UTA quota row; `limit` null is unlimited ("-1"). */
export interface UtaQuotaState {
  readonly coin: string;
  limit: Dec | null;
}

export interface ClassicQuotaState {
  readonly total: Dec;
  remain: Dec;
}

/** The changing state of one account; the seed is what it starts and resets with. */
export interface AccountState {
  readonly seed: SeedAccount;
  readonly feeRates: FeeRates;
  region: string;
  riskState: number;
  isolatedMargin: boolean;
  leverageOff: boolean;
  otcGuided: boolean | null;
  /** A Map, so keys like `__proto__` are plain keys. */
  readonly preferences: Map<string, string>;
  /** JSON of the saved chart setting; '' when none was saved. */
  kline: string;
  klineVersion: bigint | null;
  readonly classicQuota: Map<string, ClassicQuotaState>;
  readonly utaQuota: Map<string, UtaQuotaState>;
  /** A UTA upgrade begun or done since the seed (spec 001 §4); null: as seeded. */
  upgrade: UpgradePhase | null;
}

/** The phases of a classic account's move to UTA, as its member tags show them. */
export type UpgradePhase = 'PROCESS' | 'SUCCESS';

function limitOf(text: string): Dec | null {
  const limit = new Dec(text);
  return limit.isNegative() ? null : limit;
}

export function initialState(seed: SeedAccount): AccountState {
  const state: AccountState = {
    seed,
    feeRates: { maker: new Dec(seed.feeRates.maker), taker: new Dec(seed.feeRates.taker) },
    region: seed.user.region,
    riskState: 0,
    isolatedMargin: false,
    leverageOff: false,
    otcGuided: null,
    preferences: new Map(),
    kline: '',
    klineVersion: null,
    classicQuota: new Map(),
    utaQuota: new Map(),
    upgrade: null,
  };
  resetState(state);
  return state;
}

/** Puts an account back to its seed, in place. */
export function resetState(state: AccountState): void {
  const { seed } = state;
  state.region = seed.user.region;
  state.riskState = seed.riskState;
  state.isolatedMargin = seed.isolatedMargin;
  state.leverageOff = seed.leverageOff;
  state.otcGuided = seed.otcGuided;
  state.preferences.clear();
  for (const [key, value] of Object.entries(seed.preferences)) state.preferences.set(key, value);
  state.kline = '';
  state.klineVersion = null;
  state.upgrade = null;
  state.classicQuota.clear();
  for (const [symbolId, q] of Object.entries(seed.classicQuota)) {
    state.classicQuota.set(symbolId, {
      total: new Dec(q.totalAmount),
      remain: new Dec(q.remainAmount),
    });
  }
  state.utaQuota.clear();
  for (const [symbolId, q] of Object.entries(seed.utaQuota)) {
    state.utaQuota.set(symbolId, { coin: q.coin, limit: limitOf(q.limit) });
  }
}

/**
 * The user as the API shows it: the seed with what changed since (the region; an upgrade,
 * which sets both member tags and, once done, makes the account UTA1).
 */
export function userInfoOf(state: AccountState): UserInfo {
  const user = { ...state.seed.user, region: state.region };
  if (state.upgrade === null) return user;
  const member_tag = { ...user.member_tag, UTA: state.upgrade, UTA_INVERSE: state.upgrade };
  return state.upgrade === 'SUCCESS'
    ? { ...user, member_tag, isUTA: true }
    : { ...user, member_tag };
}

export function patchState(state: AccountState, patch: AccountPatch): void {
  state.riskState = patch.riskState ?? state.riskState;
  state.isolatedMargin = patch.isolatedMargin ?? state.isolatedMargin;
  state.leverageOff = patch.leverageOff ?? state.leverageOff;
  state.region = patch.region ?? state.region;
}

/** Takes `amount` off a symbol's quota; an unlimited quota stays unlimited. */
export function spendQuota(state: AccountState, symbolId: string, amount: Dec): void {
  const uta = state.utaQuota.get(symbolId);
  const classic = state.classicQuota.get(symbolId);
  if (uta && uta.limit !== null) uta.limit = Dec.max(uta.limit.minus(amount), 0);
  if (classic) classic.remain = Dec.max(classic.remain.minus(amount), 0);
}
