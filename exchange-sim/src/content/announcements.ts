import type { AnnouncementCategory, AnnouncementHit } from '@spot/contracts';
import { isAnnouncementCategory } from '@spot/contracts';

/** The only announcement topic the sim has items for (spec 001 §7: topics `Spot`). */
export const ANNOUNCEMENT_TOPIC = 'Spot';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/**
 * Announcement pages live on the main site: a root-relative URL, which the page resolves
 * against the main site's origin of `env.json` (in development the sim's own pages).
 */
const BASE_URL = '/en/announcements';

interface SeedAnnouncement {
  readonly objectID: string;
  readonly category: AnnouncementCategory;
  /** Released this long before the sim started. */
  readonly age: number;
  readonly title: string;
  readonly description: string;
}

/**
 * Seeded announcements: every category of spec 001 §3, some inside the banner's 7-day window
 * and some older. Release times follow the sim's start.
 */
// prettier-ignore
const SEEDED: readonly SeedAnnouncement[] = [
  { objectID: 'sim-ann-001', category: 'new_crypto', age: 2 * HOUR,
    title: 'New listing: NOVA/USDT spot trading opens soon',
    description: 'NOVA/USDT joins the spot market; deposits are open, trading opens at the announced time.' },
  { objectID: 'sim-ann-002', category: 'latest_bybit_news', age: 1 * DAY,
    title: 'Scheduled maintenance of the simulated exchange completed',
    description: 'Every service is back; open orders were kept.' },
  { objectID: 'sim-ann-003', category: 'latest_activities', age: 3 * DAY,
    title: 'Spot trading week: lower fees on BTC pairs',
    description: 'Trade any BTC pair this week and share a pool of simulated rewards.' },
  { objectID: 'sim-ann-004', category: 'partnership_announcement', age: 5 * DAY,
    title: 'A new custody partner for the simulated exchange',
    description: 'Assets of the simulation are now held with a (fictional) custody partner.' },
  { objectID: 'sim-ann-005', category: 'delisting', age: 6 * DAY + 12 * HOUR,
    title: 'Delisting of OLD/USDT',
    description: 'OLD/USDT stops trading; open orders are cancelled at the delisting time.' },
  { objectID: 'sim-ann-006', category: 'new_crypto', age: 9 * DAY,
    title: 'New listing: WIF/USDT in the adventure zone',
    description: 'WIF/USDT is listed with the adventure mark; read the risk notice first.' },
  { objectID: 'sim-ann-007', category: 'latest_bybit_news', age: 14 * DAY,
    title: 'Standard accounts move to the unified trading account',
    description: 'Standard accounts are being phased out; upgrade to UTA from the trade page.' },
  { objectID: 'sim-ann-008', category: 'latest_activities', age: 21 * DAY,
    title: 'Demo trading: top up your demo wallet any time',
    description: 'Demo accounts can recharge their wallet when it runs low.' },
  { objectID: 'sim-ann-009', category: 'partnership_announcement', age: 30 * DAY,
    title: 'Copy trading leaders program',
    description: 'New leaders on UTA get a status card on the trade page.' },
  { objectID: 'sim-ann-010', category: 'delisting', age: 45 * DAY,
    title: 'Delisting of ABC/BTC',
    description: 'ABC/BTC has been delisted; balances stay in the wallet.' },
];

/** An announcement pushed by a test. */
export interface AnnouncementPush {
  readonly category: AnnouncementCategory;
  readonly title: string;
  readonly description: string;
  readonly url?: string;
  /** ms since the epoch; default now. */
  readonly date_timestamp?: number;
  /** Default `sim-push-<n>`; pushing an existing id replaces that item. */
  readonly objectID?: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max;
}

/** Reads a test's push body; a string is the reason it is refused. */
export function parseAnnouncementPush(body: unknown): AnnouncementPush | string {
  const usage =
    'body must be {"category": one of the five categories, "title": string, ' +
    '"description"?: string, "url"?: "https://…" or "/path", "date_timestamp"?: ms, "objectID"?: id}';
  if (!isRecord(body)) return usage;
  const { category, title, description = '', url, date_timestamp: released, objectID } = body;
  if (!isAnnouncementCategory(category)) return `unknown category; ${usage}`;
  if (!isText(title, 200)) return `title must be 1–200 characters; ${usage}`;
  if (typeof description !== 'string' || description.length > 1000) {
    return `description must be up to 1000 characters; ${usage}`;
  }
  if (
    url !== undefined &&
    (typeof url !== 'string' || !/^(?:https?:\/\/\S{1,500}|\/(?!\/)\S{0,500})$/.test(url))
  ) {
    return `url must be an http(s) or root-relative URL; ${usage}`;
  }
  if (released !== undefined && !(Number.isSafeInteger(released) && (released as number) >= 0)) {
    return `date_timestamp must be ms since the epoch; ${usage}`;
  }
  if (objectID !== undefined && (typeof objectID !== 'string' || !ID.test(objectID))) {
    return `objectID must be 1–64 letters, digits, _ or -; ${usage}`;
  }
  return {
    category,
    title,
    description,
    ...(url === undefined ? {} : { url }),
    ...(released === undefined ? {} : { date_timestamp: released as number }),
    ...(objectID === undefined ? {} : { objectID }),
  };
}

/** The announcement search (spec 001 §7): the seeded items and those pushed by tests. */
export class AnnouncementBoard {
  private readonly seeded: readonly AnnouncementHit[];
  private readonly pushed = new Map<string, AnnouncementHit>();
  private pushes = 0;

  constructor(startedAt: number) {
    this.seeded = SEEDED.map(({ objectID, category, age, title, description }) => ({
      category: { key: category },
      url: `${BASE_URL}/${objectID}`,
      date_timestamp: startedAt - age,
      title,
      description,
      objectID,
    }));
  }

  /** The hits of the `topics` query (a comma list), newest first; only `Spot` has items. */
  search(topics: string): AnnouncementHit[] {
    const wanted = topics.split(',').map((topic) => topic.trim().toLowerCase());
    if (!wanted.includes(ANNOUNCEMENT_TOPIC.toLowerCase())) return [];
    const byId = new Map(this.seeded.map((hit) => [hit.objectID, hit]));
    for (const [id, hit] of this.pushed) byId.set(id, hit);
    return [...byId.values()].sort((a, b) => b.date_timestamp - a.date_timestamp);
  }

  /** Adds (or replaces, by objectID) an item of topic `Spot`. */
  push(item: AnnouncementPush, now: number): AnnouncementHit {
    this.pushes += 1;
    const objectID = item.objectID ?? `sim-push-${this.pushes}`;
    const hit: AnnouncementHit = {
      category: { key: item.category },
      url: item.url ?? `${BASE_URL}/${objectID}`,
      date_timestamp: item.date_timestamp ?? now,
      title: item.title,
      description: item.description,
      objectID,
    };
    this.pushed.set(objectID, hit);
    return hit;
  }

  /** Drops every pushed item (the seeded ones stay). */
  reset(): void {
    this.pushed.clear();
  }
}
