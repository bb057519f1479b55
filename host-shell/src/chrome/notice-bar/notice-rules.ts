import type { NoticeBarItem, Session } from '@spot/contracts';

/** Notice-bar constants of spec 000 §9. */
export const NOTICE_BAR_HEIGHT_PX = 44;
export const NOTICE_APPEAR_DELAY_MS = 3_000;
export const NOTICE_ROTATE_MS = 5_000;

/** `HostApi.prefs` key of the closed notices; the value carries its own `version`. */
export const CLOSED_NOTICES_PREF_KEY = 'host-shell.notice-bar.closed';
export const CLOSED_NOTICES_VERSION = 1;
/** Oldest ids are forgotten beyond this, so the preference cannot grow without bound. */
export const CLOSED_NOTICES_LIMIT = 100;

/** A notice-bar item that passed `parseNoticeItem`: safe to show. */
export interface Notice {
  readonly id: string;
  /** Upper-case symbol names, or `ALL` for every pair. */
  readonly symbols: 'ALL' | readonly string[];
  /** Plain text; never rendered as HTML. */
  readonly info: string;
  /** An http(s) URL or a same-origin path. */
  readonly url: string;
}

export interface ClosedNoticesV1 {
  readonly version: 1;
  readonly ids: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasUnsafeCharacter(url: string): boolean {
  // Whitespace and control characters hide schemes ("java\tscript:"); a backslash acts as a slash.
  return [...url].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || c === '\\');
}

/** True for an absolute http(s) URL or a path on this origin (never `//host`, `javascript:`). */
export function isSafeNoticeUrl(url: string): boolean {
  if (url === '' || hasUnsafeCharacter(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

function parseSymbols(list: string): Notice['symbols'] | null {
  const names = list
    .split(',')
    .map((name) => name.trim().toUpperCase())
    .filter((name) => name !== '');
  if (names.length === 0) return null;
  return names.includes('ALL') ? 'ALL' : [...new Set(names)];
}

/**
 * Reads one item of the `notice` topic: `value` must be JSON of `{ symbolName, info, url }`
 * (spec 000 §3) with a safe url. Anything else gives null and the item is dropped.
 */
export function parseNoticeItem(item: NoticeBarItem): Notice | null {
  if (item.id === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(item.value);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { symbolName, info, url } = value;
  if (typeof symbolName !== 'string' || typeof info !== 'string' || typeof url !== 'string')
    return null;
  const symbols = parseSymbols(symbolName);
  if (!symbols || info.trim() === '' || !isSafeNoticeUrl(url)) return null;
  return { id: item.id, symbols, info: info.trim(), url };
}

/**
 * The notices to rotate (spec 000 §5): valid items for the current pair or ALL, not closed,
 * each id once; none at all for a user with an EEA status (the spec also writes "EAA")
 * unless on a demo account. A logged-out visitor has no EEA status.
 */
export function eligibleNotices(
  items: readonly NoticeBarItem[],
  symbolName: string,
  session: Pick<Session, 'roles'>,
  closedIds: readonly string[],
): readonly Notice[] {
  if (session.roles.eeaStatus && !session.roles.demo) return [];
  const pair = symbolName.toUpperCase();
  const closed = new Set(closedIds);
  const seen = new Set<string>();
  const out: Notice[] = [];
  for (const item of items) {
    const notice = parseNoticeItem(item);
    if (!notice || closed.has(notice.id) || seen.has(notice.id)) continue;
    seen.add(notice.id);
    if (notice.symbols === 'ALL' || notice.symbols.includes(pair)) out.push(notice);
  }
  return out;
}

/**
 * Applies a `notice` message: a snapshot replaces the list; a delta (the sim sends none)
 * replaces items by id and appends new ones.
 */
export function applyNoticeMessage(
  previous: readonly NoticeBarItem[],
  data: readonly NoticeBarItem[],
  type: 'snapshot' | 'delta',
): readonly NoticeBarItem[] {
  if (type === 'snapshot') return data;
  const updates = new Map(data.map((item) => [item.id, item]));
  const merged = previous.map((item) => updates.get(item.id) ?? item);
  const known = new Set(previous.map((item) => item.id));
  return [...merged, ...data.filter((item) => !known.has(item.id))];
}

/**
 * Migrates the stored closed list to its current shape. Version 1 is `{ version, ids }`;
 * anything else (absent, corrupt, unknown version) reads as nothing closed.
 */
export function readClosedNotices(stored: unknown): readonly string[] {
  if (!isRecord(stored) || stored.version !== CLOSED_NOTICES_VERSION) return [];
  const { ids } = stored;
  if (!Array.isArray(ids)) return [];
  return ids.filter((id): id is string => typeof id === 'string');
}

/** The stored value after closing `id`: newest last, each id once, at most the limit. */
export function withClosedNotice(stored: unknown, id: string): ClosedNoticesV1 {
  const ids = [...readClosedNotices(stored).filter((known) => known !== id), id];
  return { version: CLOSED_NOTICES_VERSION, ids: ids.slice(-CLOSED_NOTICES_LIMIT) };
}
