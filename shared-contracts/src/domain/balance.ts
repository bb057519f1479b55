import type { UnifiedCoinBalance } from './account';
import type { DecimalString } from './decimal-string';
import { isDecimalString, isNonNegativeDecimalString } from './decimal-string';

/**
 * getUnifiedAsset result (spec 000 §3, §7): the unified balances and the account's actual
 * leverage ratio.
 */
export interface UnifiedBalances {
  readonly coinList: readonly UnifiedCoinBalance[];
  readonly actualLeverageRatio: DecimalString;
}

/** getUnifiedAsset request (spec 000 §7). */
export interface UnifiedAssetRequest {
  /** `BTCUSDT` */
  readonly symbolName: string;
  readonly side: 'BUY' | 'SELL';
  readonly isMargin: boolean;
  /** Limit price of the order being sized, when there is one. */
  readonly limitPrice?: DecimalString;
}

/**
 * Innovation-zone quota of a classic account for one symbol (spec 000 §3), in quote token:
 * a buy on an innovation or adventure symbol is capped by `remainAmount` (spec 000 §5).
 */
export interface ClassicInnovationQuota {
  readonly totalAmount: DecimalString;
  readonly remainAmount: DecimalString;
}

/** Classic innovation quotas keyed by symbolId (spec 000 §3). */
export type ClassicInnovationQuotas = Readonly<Record<string, ClassicInnovationQuota>>;
/** UTA innovation quotas keyed by symbolId. */
export type UtaInnovationQuotas = Readonly<Record<string, UtaInnovationQuota>>;

/**
 * Innovation-zone quota of a UTA account (spec 000 §3): `limit` of `coin`, where `"-1"` or
 * `"-"` means unlimited; see `isUnlimitedQuota`.
 */
export interface UtaInnovationQuota {
  readonly coin: string;
  readonly limit: DecimalString | '-';
}

/** True when a UTA quota limit means "no limit": `"-"` or minus one (spec 000 §3). */
export function isUnlimitedQuota(limit: string): boolean {
  return limit === '-' || (isDecimalString(limit) && Number(limit) === -1);
}

/** The quota as a cap on a buy's amount, or null when it is unlimited or unreadable. */
export function utaQuotaCap(quota: UtaInnovationQuota): DecimalString | null {
  return isNonNegativeDecimalString(quota.limit) ? quota.limit : null;
}

/** Demo wallet balance reply (spec 001 §3, §7): `wb` is the wallet balance. */
export interface DemoWalletBalance {
  readonly wb: DecimalString;
}

/** Demo recharge payload (spec 001 §7). */
export interface DemoRechargeRequest {
  readonly bizScene: 'SPOT_TRADE';
}

/** Demo recharge result (spec 001 §7, §8): `"0"` succeeds, `"3410020"` has its own message. */
export interface DemoRechargeResult {
  readonly resultCode: string;
}

/** Balance refresh timing (spec 000 §9). */
export const BALANCE_TIMING = {
  /** Refresh after a trade, by default. */
  refreshAfterTradeMs: 1000,
  staleCheckMs: 5000,
  /** The wallet subscription is stale after this many reported intervals. */
  walletStaleIntervals: 3,
} as const;
