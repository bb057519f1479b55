import type { ToolName } from './account';
import { TOOL_NAMES } from './account';

/** The ten show-flags of the trade preferences panel, stored locally (spec 001 §3). */
export const TRADE_PREFERENCE_FLAGS = [
  'showSpotMargin',
  'showLeverage',
  'showAvailableBalance',
  'showMaxBuy',
  'showBorrowedAmount',
  'showTpSl',
  'showPostOnly',
  'showTimeInForce',
  'showMaxSlippageLimit',
  'showBaseOrQuote',
] as const;
export type TradePreferenceFlag = (typeof TRADE_PREFERENCE_FLAGS)[number];

/** Trade preferences (spec 001 §3). */
export type TradePreferences = { readonly [F in TradePreferenceFlag]: boolean };

/**
 * The flags of a stored value that are booleans. The spec does not give the defaults, so a
 * missing or malformed flag is left out for the owner to default.
 */
export function readTradePreferences(value: unknown): Partial<TradePreferences> {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const out: Partial<Record<TradePreferenceFlag, boolean>> = {};
  for (const flag of TRADE_PREFERENCE_FLAGS) {
    const v = record[flag];
    if (typeof v === 'boolean') out[flag] = v;
  }
  return out;
}

/** Preference key of the pinned tools (since 1.5.0); kept locally when logged out. */
export const TOOLS_PINNED_PREF = 'tools.pinned';

/** The tools pinned to the trade area, in order (spec 001 §3). */
export type ToolsPinnedList = readonly ToolName[];

const TOOL_SET: ReadonlySet<string> = new Set(TOOL_NAMES);

/** A stored pinned list read back: known tool names only, each once, order kept. */
export function readToolsPinnedList(value: unknown): ToolsPinnedList {
  if (!Array.isArray(value)) return [];
  const tools = value.filter((v): v is ToolName => typeof v === 'string' && TOOL_SET.has(v));
  return [...new Set(tools)];
}

/**
 * Pins before the trader has chosen any (the spec leaves the default unshown): the grid bot,
 * and auto invest, which a sub-account reaches only through its pin.
 */
export const DEFAULT_TOOLS_PINNED: ToolsPinnedList = ['gridBot', 'autoInvest'];

/** The pins stored under `TOOLS_PINNED_PREF`; the default while none were ever stored. */
export function readToolsPins(value: unknown): ToolsPinnedList {
  return value === undefined ? DEFAULT_TOOLS_PINNED : readToolsPinnedList(value);
}

/** States of the first-time trade guide, stored per user locally (spec 000 §4). */
export const TRADE_GUIDE_STATES = ['new', 'read', 'unknown'] as const;
export type TradeGuideState = (typeof TRADE_GUIDE_STATES)[number];

/** Local-storage key of a logged-out visitor's favourite symbols (spec 000 §2). */
export const FAVORITE_SYMBOLS_STORAGE_KEY = 'SPOT_favorite';

/**
 * Preference save payload (spec 000 §7, spec 001 §7): `upsert_keys` maps each preference key
 * to its new value, e.g. the new-user key to `read`, `infoAnnounceDate`, the no-show notice
 * flag or the standard-account alert timestamp.
 */
export interface PreferenceUpsertRequest {
  readonly upsert_keys: Readonly<Record<string, string>>;
}
