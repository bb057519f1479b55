import {
  FAVORITE_SYMBOLS_STORAGE_KEY,
  formatDecimal,
  formatPercentText,
  isDecimalString,
  shiftPointLeft,
  type Session,
} from '@spot/contracts';

/**
 * Favourites of a logged-in user live in `HostApi.prefs` under the same name as the visitor's
 * local-storage key (spec 000 §2 gives only the local one).
 */
export const FAVOURITES_PREFS_KEY = FAVORITE_SYMBOLS_STORAGE_KEY;

/** Local-storage key of the recent symbols; the value carries its own `version`. */
export const RECENT_SYMBOLS_STORAGE_KEY = 'host-shell.recent-symbols';
export const RECENT_SYMBOLS_VERSION = 1;
export const RECENT_SYMBOLS_LIMIT = 10;

export interface RecentSymbolsV1 {
  readonly version: 1;
  readonly symbols: readonly string[];
}

export interface FavouritesSource {
  readonly isLogin: boolean;
  /** `HostApi.prefs` value: a list, or the JSON text of one (server preferences are strings). */
  readonly prefsValue: unknown;
  /** Raw `SPOT_favorite` local-storage text. */
  readonly storageValue: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The strings of a list, each once, order kept; anything but a list gives none. */
function distinctNames(value: unknown): readonly string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((v): v is string => typeof v === 'string' && v !== ''))];
}

/**
 * Favourite symbols (spec 000 §2): from preferences when logged in, otherwise the visitor's
 * `SPOT_favorite` JSON list. Corrupt data reads as none; only symbols that exist are kept.
 */
export function readFavourites(
  source: FavouritesSource,
  exists: (symbolName: string) => boolean,
): readonly string[] {
  const raw = source.isLogin ? source.prefsValue : source.storageValue;
  const list = typeof raw === 'string' ? parseJson(raw) : raw;
  return distinctNames(list).filter(exists);
}

/**
 * The favourites after the star of `symbolName` was pressed: removed when it was one, added
 * at the end otherwise. Symbols that no longer exist are dropped on the way.
 */
export function toggledFavourites(
  favourites: readonly string[],
  symbolName: string,
  exists: (symbolName: string) => boolean = () => true,
): readonly string[] {
  const kept = favourites.filter(exists);
  return kept.includes(symbolName)
    ? kept.filter((name) => name !== symbolName)
    : [...kept, symbolName];
}

/** The recent list after visiting `symbolName`: newest first, distinct, at most `limit`. */
export function pushRecent(
  recent: readonly string[],
  symbolName: string,
  limit: number = RECENT_SYMBOLS_LIMIT,
): readonly string[] {
  return [symbolName, ...recent.filter((name) => name !== symbolName)].slice(0, limit);
}

/**
 * Migrates the stored recent list to its current shape. Version 1 is `{ version, symbols }`;
 * anything else (absent, corrupt, unknown version) reads as empty.
 */
export function readRecentSymbols(stored: string | null): readonly string[] {
  const value = stored === null ? undefined : parseJson(stored);
  if (!isRecord(value) || value.version !== RECENT_SYMBOLS_VERSION) return [];
  return distinctNames(value.symbols).slice(0, RECENT_SYMBOLS_LIMIT);
}

export function serializeRecentSymbols(symbols: readonly string[]): string {
  const value: RecentSymbolsV1 = { version: RECENT_SYMBOLS_VERSION, symbols };
  return JSON.stringify(value);
}

export type ChangeTone = 'up' | 'down' | 'flat';

export interface ChangeDisplay {
  readonly text: string;
  readonly tone: ChangeTone;
}

const NO_CHANGE: ChangeDisplay = { text: '--', tone: 'flat' };

/**
 * The 24 h change of a ticker as a percent (spec 000 §2): `price24hPcntE6` / 10,000 to two
 * decimals, cut toward zero like the market header, written for the page's locale (issue 24).
 * A plus sign and the up tone for a positive shown value, the down tone for a negative one,
 * neither for zero; `--` without a value.
 */
export function formatChange(
  price24hPcntE6: string | null | undefined,
  locale = 'en',
): ChangeDisplay {
  if (!isDecimalString(price24hPcntE6)) return NO_CHANGE;
  // Exact text work, no `Dec`: the header and every footer chip write one per ticker.
  const fraction = shiftPointLeft(price24hPcntE6, 6);
  const text = formatPercentText(fraction, locale, { signed: true });
  // The percent as shown (two decimals, cut toward zero): its sign gives the tone.
  const percent = formatDecimal(fraction, 4);
  if (!/[1-9]/.test(percent)) return { text, tone: 'flat' };
  return { text, tone: percent.startsWith('-') ? 'down' : 'up' };
}

/**
 * The rewards hub entry (spec 000 §2): only where the compliance config allows it, and then
 * for a logged-out visitor or a non-demo user without an EEA status.
 */
export function rewardsHubVisible(
  session: Pick<Session, 'isLogin' | 'roles' | 'compliance'>,
): boolean {
  if (!session.compliance.rewardsHub) return false;
  if (!session.isLogin) return true;
  return !session.roles.demo && !session.roles.eeaStatus;
}
