import { ANNOUNCEMENT_TIMING, toAnnouncement, type Announcement } from '@spot/contracts';

/*
 * The footer's announcement banner (spec 001 §3, §4, §9): which announcement shows, for how
 * long it hides, and which links it may follow. Pure: the store reads and writes the state.
 */

/** The announcement source the banner reads (spec 001 §7: topics `Spot`). */
export const BANNER_SOURCE = 'Spot';

/** Local storage of the banner's own state; the value carries its `version`. */
export const BANNER_STORAGE_KEY = 'host-shell.announcement-banner';
export const BANNER_STORAGE_VERSION = 1;
/** The logged-in trader's "don't show again" (a preference). */
export const BANNER_HIDE_PREF = 'announcement.banner.hidden';
/** Read ids kept per source: the newest this many, more than a window ever holds. */
export const READ_IDS_LIMIT = 100;

export interface BannerState {
  /** The banner hides until this time (ms), after a close or a click. */
  readonly hiddenUntil: number;
  /** Ids the trader has read, per source, newest last. */
  readonly read: Readonly<Record<string, readonly string[]>>;
}

export const EMPTY_BANNER_STATE: BannerState = { hiddenUntil: 0, read: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored state, or the empty state for anything unreadable. */
export function readBannerState(stored: string | null): BannerState {
  if (stored === null) return EMPTY_BANNER_STATE;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return EMPTY_BANNER_STATE;
  }
  if (!isRecord(value) || value.version !== BANNER_STORAGE_VERSION) return EMPTY_BANNER_STATE;
  const hiddenUntil =
    typeof value.hiddenUntil === 'number' && Number.isFinite(value.hiddenUntil)
      ? value.hiddenUntil
      : 0;
  const read: Record<string, string[]> = {};
  if (isRecord(value.read)) {
    for (const [source, ids] of Object.entries(value.read)) {
      if (Array.isArray(ids)) read[source] = ids.filter((id) => typeof id === 'string');
    }
  }
  return { hiddenUntil, read };
}

export function serializeBannerState(state: BannerState): string {
  return JSON.stringify({ version: BANNER_STORAGE_VERSION, ...state });
}

/** The announcements of a query reply: well-formed hits of the banner's categories only. */
export function announcementsOf(reply: unknown, source = BANNER_SOURCE): Announcement[] {
  const hits = isRecord(reply) && Array.isArray(reply.hits) ? reply.hits : [];
  return hits.flatMap((hit) => {
    const announcement = toAnnouncement(hit, source);
    return announcement ? [announcement] : [];
  });
}

/**
 * The announcement the banner shows at `now`: the newest released within the last 7 days
 * (none from the future) that the trader has not read; `null` while hidden or for none.
 */
export function pickAnnouncement(
  items: readonly Announcement[],
  state: BannerState,
  now: number,
): Announcement | null {
  if (now < state.hiddenUntil) return null;
  let best: Announcement | null = null;
  for (const item of items) {
    const age = now - item.releaseTime;
    if (age < 0 || age > ANNOUNCEMENT_TIMING.windowMs) continue;
    if (state.read[item.type]?.includes(item.id)) continue;
    if (!best || item.releaseTime > best.releaseTime) best = item;
  }
  return best;
}

/** Closed with ×: hidden for a day; still unread, so it may show again after. */
export function closeBanner(state: BannerState, now: number): BannerState {
  return { ...state, hiddenUntil: now + ANNOUNCEMENT_TIMING.hideOnCloseMs };
}

/** The message or More clicked: read, and the banner rests for 5 minutes. */
export function openedBanner(state: BannerState, item: Announcement, now: number): BannerState {
  const ids = (state.read[item.type] ?? []).filter((id) => id !== item.id);
  return {
    hiddenUntil: now + ANNOUNCEMENT_TIMING.hideOnClickMs,
    read: { ...state.read, [item.type]: [...ids, item.id].slice(-READ_IDS_LIMIT) },
  };
}

/**
 * Where a click on an announcement may go: an https page on the main site's origin, or a page
 * on this page's own origin (a relative URL resolves against the main site). Anything else (a
 * script URL, another site, plain http on another origin) is not followed: `null`.
 */
export function safeJumpUrl(
  jumpUrl: string,
  origins: { readonly mainSite: string | null; readonly page: string },
): string | null {
  let url: URL;
  try {
    url = new URL(jumpUrl, origins.mainSite ?? origins.page);
  } catch {
    return null;
  }
  if (url.origin === origins.page && (url.protocol === 'https:' || url.protocol === 'http:')) {
    return url.href;
  }
  if (origins.mainSite === null) return null;
  let main: URL;
  try {
    main = new URL(origins.mainSite);
  } catch {
    return null;
  }
  // The main site's origin as configured, scheme included: https, or plain http only where the
  // configuration itself is (a development stack), never a downgrade.
  return url.origin === main.origin ? url.href : null;
}
