import type { DecimalString } from './decimal-string';

/** User fields the product reads (spec 000 §3, spec 001 §3). */
export interface UserInfo {
  readonly id: string;
  readonly email: string;
  /** 1 is active; balances apply only then. */
  readonly userState: number;
  /** Comma list including notifyClose, tradeNotifyClose, successAudio. */
  readonly double_confirm: string;
  readonly member_tag: {
    readonly UTA?: MemberTagState;
    readonly UTA_INVERSE?: MemberTagState;
  };
  /** 2 means UTA2. */
  readonly unified_account: number;
  readonly grayFlag: { readonly IsUTA: boolean };
  readonly isUTA: boolean;
  readonly isDemoAccount: boolean;
  readonly demo_id: string;
  /** Non-empty for a sub-account. */
  readonly sub_attribute: string;
  readonly is_copy_trading_leader: boolean;
  /** True for a leader who has not led a copy trade yet (copy-trading card). */
  readonly is_new_copy_trading_leader: boolean;
  /** EEA compliance status; hides some entries (spec 000 §1). */
  readonly eeaStatus: boolean;
  /** Region whose compliance config applies. */
  readonly region: string;
}

export type MemberTagState = 'FAIL' | 'PROCESS' | 'SUCCESS';

/** Regional compliance switches (spec 000 §1, spec 001 §5). */
/**
 * The answer to `utaUpgrade` (since 1.4.0): the upgrade is under way (both member tags are
 * PROCESS); its result comes on `user.uta.upgrade`.
 */
export interface UtaUpgradeStarted {
  readonly status: 'PROCESS';
}

export interface ComplianceFlags {
  readonly chartOption: boolean;
  readonly ocoTabs: boolean;
  readonly tokenRecordTab: boolean;
  readonly orderHeaderTip: boolean;
  readonly liquidityShield: boolean;
  readonly integratedOrderRequest: boolean;
  readonly rewardsHub: boolean;
  readonly spotMargin: boolean;
  /** Tools hidden in this region. */
  readonly hiddenTools: readonly ToolName[];
  /**
   * The standard-account phase-out switch (spec 001 §4 "offline switch"): classic accounts see
   * the offline alert. Off when absent. Since 1.4.0.
   */
  readonly standardAccountOffline?: boolean;
}

export const TOOL_NAMES = [
  'gridBot',
  'convert',
  'autoInvest',
  'iceberg',
  'twap',
  'scaledOrder',
  'futureSpread',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** Classic balance per token (spec 000 §3). */
export interface TokenBalance {
  readonly tokenId: string;
  readonly free: DecimalString;
  readonly locked: DecimalString;
  readonly transferLimit: DecimalString;
  readonly occAssetUSDTValue: DecimalString;
}

/** Unified (UTA) balance row (spec 000 §3). */
export interface UnifiedCoinBalance {
  readonly tokenId: string;
  readonly spotAvailableBalance: DecimalString;
  readonly spotMarginAvailableBalance: DecimalString;
  readonly walletBalance: DecimalString;
  readonly borrowSize: DecimalString;
  readonly occAssetUSDTValue: DecimalString;
}
