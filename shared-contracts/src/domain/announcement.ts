/** Announcement categories the banner shows (spec 001 §3). */
export const ANNOUNCEMENT_CATEGORIES = [
  'new_crypto',
  'latest_bybit_news',
  'latest_activities',
  'partnership_announcement',
  'delisting',
] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

/** An announcement of the footer banner (spec 001 §3). */
export interface Announcement {
  /** Category key. */
  readonly key: AnnouncementCategory;
  readonly jumpUrl: string;
  /** ms since the epoch. */
  readonly releaseTime: number;
  readonly title: string;
  readonly description: string;
  readonly id: string;
  /** The source the announcement came from (`Spot`); read ids are remembered per source. */
  readonly type: string;
}

/**
 * One hit of the announcement query on topic `Spot` (spec 001 §7). `date_timestamp` is ms
 * since the epoch in this contract.
 */
export interface AnnouncementHit {
  readonly category: { readonly key: string };
  readonly url: string;
  readonly date_timestamp: number;
  readonly title: string;
  readonly description: string;
  readonly objectID: string;
}

/** Announcement query result (spec 001 §7). */
export interface AnnouncementQueryResult {
  readonly hits: readonly AnnouncementHit[];
}

const CATEGORY_SET: ReadonlySet<string> = new Set(ANNOUNCEMENT_CATEGORIES);

/** True for one of the banner's categories. */
export function isAnnouncementCategory(value: unknown): value is AnnouncementCategory {
  return typeof value === 'string' && CATEGORY_SET.has(value);
}

/**
 * The announcement of a query hit, or null when the hit is malformed or of another category
 * (a bad hit is dropped, never thrown).
 */
export function toAnnouncement(hit: unknown, type: string): Announcement | null {
  if (typeof hit !== 'object' || hit === null) return null;
  const h = hit as Record<string, unknown>;
  const category = h.category as Record<string, unknown> | null | undefined;
  const key = typeof category === 'object' && category !== null ? category.key : undefined;
  if (!isAnnouncementCategory(key)) return null;
  if (typeof h.date_timestamp !== 'number' || !Number.isSafeInteger(h.date_timestamp)) return null;
  const strings = [h.url, h.title, h.description, h.objectID];
  if (!strings.every((s) => typeof s === 'string')) return null;
  return {
    key,
    jumpUrl: h.url as string,
    releaseTime: h.date_timestamp,
    title: h.title as string,
    description: h.description as string,
    id: h.objectID as string,
    type,
  };
}

/** Banner timing (spec 001 §4, §9). */
export const ANNOUNCEMENT_TIMING = {
  /** Only items released within this window are eligible. */
  windowMs: 7 * 24 * 60 * 60 * 1000,
  /** Hidden this long after the close button. */
  hideOnCloseMs: 24 * 60 * 60 * 1000,
  /** Hidden this long after a click on the message or More. */
  hideOnClickMs: 5 * 60 * 1000,
} as const;
