/** Trade-guide states (spec 000 §4), stored per user locally. */
export const TRADE_GUIDE_STATES = ['new', 'read', 'unknown'] as const;
export type TradeGuideState = (typeof TRADE_GUIDE_STATES)[number];

export const TRADE_GUIDE_STORAGE_PREFIX = 'host-shell.trade-guide.v1.';
/** The preference key saved as read when the guide is finished or closed (spec 000 §7). */
export const TRADE_GUIDE_PREF_KEY = 'spotTradeGuide';

export function tradeGuideKey(userId: string): string {
  return TRADE_GUIDE_STORAGE_PREFIX + userId;
}

/** A stored value read back: anything that is not a state is unknown. */
export function readTradeGuideState(stored: string | null): TradeGuideState {
  if (stored === null) return 'new';
  return (TRADE_GUIDE_STATES as readonly string[]).includes(stored)
    ? (stored as TradeGuideState)
    : 'unknown';
}

/**
 * The trader's state: `read` when the account's preference says so (spec 000 §7: the new-user
 * key saved as read, which follows the trader to every browser), else this browser's record.
 */
export function tradeGuideState(preference: unknown, stored: string | null): TradeGuideState {
  return preference === 'read' ? 'read' : readTradeGuideState(stored);
}

/**
 * The guide opens by itself for a logged-in trader who has not read it, once the account's
 * preferences are in (they may say it was read elsewhere), and only when no blocking dialog
 * is visible (spec 001 §2); an unknown state waits rather than nags.
 */
export function shouldOpenTradeGuide(
  loggedIn: boolean,
  state: TradeGuideState,
  blockingDialogVisible: boolean,
  preferencesLoaded = true,
): boolean {
  return loggedIn && preferencesLoaded && state === 'new' && !blockingDialogVisible;
}
