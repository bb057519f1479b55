import { ACCEPTANCES, type Acceptance } from './pre-submit-gates';

/** `host.prefs` key of the accepted disclaimers and risk dialogs, per user. */
export const ACCEPTANCES_PREF_KEY = 'order-entry.acceptances';
export const ACCEPTANCES_VERSION = 1;

export interface StoredAcceptances {
  readonly version: typeof ACCEPTANCES_VERSION;
  readonly users: Readonly<Record<string, readonly Acceptance[]>>;
}

const KNOWN: ReadonlySet<string> = new Set(ACCEPTANCES);

/**
 * Reads the stored value: version 1 is `{ version, users: { [userId]: Acceptance[] } }`.
 * There was no earlier version; anything else starts empty. Unknown names are dropped.
 */
export function migrateAcceptances(stored: unknown): StoredAcceptances {
  const empty: StoredAcceptances = { version: ACCEPTANCES_VERSION, users: {} };
  if (typeof stored !== 'object' || stored === null) return empty;
  const record = stored as Record<string, unknown>;
  if (record.version !== ACCEPTANCES_VERSION) return empty;
  const users = record.users;
  if (typeof users !== 'object' || users === null) return empty;
  const out: Record<string, Acceptance[]> = {};
  for (const [user, list] of Object.entries(users as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    out[user] = [...new Set(list.filter((a): a is Acceptance => KNOWN.has(a as string)))];
  }
  return { version: ACCEPTANCES_VERSION, users: out };
}

/** What one user has accepted. */
export function acceptedBy(stored: StoredAcceptances, userId: string): ReadonlySet<Acceptance> {
  return new Set(stored.users[userId] ?? []);
}

/** The stored value with one more acceptance for the user. */
export function withAcceptance(
  stored: StoredAcceptances,
  userId: string,
  acceptance: Acceptance,
): StoredAcceptances {
  const current = stored.users[userId] ?? [];
  if (current.includes(acceptance)) return stored;
  return { ...stored, users: { ...stored.users, [userId]: [...current, acceptance] } };
}
