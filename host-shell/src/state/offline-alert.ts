import type { HostPrefs, Session } from '@spot/contracts';

/** The preference holding when the trader last closed the offline alert (ms since the epoch). */
export const OFFLINE_ALERT_PREF = 'offlineAlert.dismissedAt';
/** The alert rests this long after a close (spec 001 §9). */
export const OFFLINE_ALERT_REST_MS = 7 * 24 * 60 * 60 * 1000;
/** The phase-out announcement on the main site the alert links to. */
export const PHASE_OUT_ANNOUNCEMENT_PATH = 'announcements/standard-account-phase-out';

/**
 * The standard-account offline alert is due (spec 001 §4): logged in, not upgraded (a classic
 * account), the region's offline switch on, the account's preferences loaded (so a close in
 * another browser is known), and 7 days past the last close.
 */
export function offlineAlertDue(input: {
  readonly session: Pick<Session, 'isLogin' | 'roles' | 'compliance'>;
  readonly prefsLoaded: boolean;
  readonly dismissedAt: unknown;
  readonly now: number;
}): boolean {
  const { session, prefsLoaded, dismissedAt, now } = input;
  if (!session.isLogin || session.roles.utaLevel > 0) return false;
  if (session.compliance.standardAccountOffline !== true || !prefsLoaded) return false;
  if (typeof dismissedAt !== 'number' || !Number.isFinite(dismissedAt)) return true;
  return now - dismissedAt >= OFFLINE_ALERT_REST_MS;
}

/** Closed: remembered in the account's preferences, so every browser rests 7 days. */
export function dismissOfflineAlert(prefs: HostPrefs, now: number): void {
  prefs.set(OFFLINE_ALERT_PREF, now);
}
