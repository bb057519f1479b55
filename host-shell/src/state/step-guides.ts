import type { Bus, HostPrefs, StepGuide } from '@spot/contracts';
import { readTradeGuideState, type TradeGuideState } from '../session/trade-guide';

/*
 * The OCO and trailing-stop step guides (spec 000 §2, §4; issue 23): shown the first time a
 * trader picks the order kind; their state per user is new, read or unknown, kept in this
 * browser and saved as read in the account's preferences, which every browser reads.
 */

/** The preference of a guide, saved as `read`. */
export function stepGuidePrefKey(guide: StepGuide): string {
  return `tour.${guide}`;
}

/** Local storage of a guide's state for a user (`visitor` when logged out). */
export function stepGuideStorageKey(guide: StepGuide, userId: string | null): string {
  return `host-shell.tour.${guide}.${userId ?? 'visitor'}`;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The trader's state of a guide: read when the preference says so, else this browser's. */
export function stepGuideState(
  guide: StepGuide,
  userId: string | null,
  prefs: HostPrefs,
  storage: Storage | null,
): TradeGuideState {
  if (prefs.get<string>(stepGuidePrefKey(guide)) === 'read') return 'read';
  let stored: string | null = null;
  try {
    stored = storage?.getItem(stepGuideStorageKey(guide, userId)) ?? null;
  } catch {
    stored = null;
  }
  return readTradeGuideState(stored);
}

/** Finished or closed: read, here and in the preferences. */
export function markStepGuideRead(
  guide: StepGuide,
  userId: string | null,
  prefs: HostPrefs,
  storage: Storage | null,
): void {
  try {
    storage?.setItem(stepGuideStorageKey(guide, userId), 'read');
  } catch {
    // Storage off: the preference still records it for a logged-in trader.
  }
  prefs.set(stepGuidePrefKey(guide), 'read');
}

/** Hears the remotes ask for a step guide; returns the unsubscribe. */
export function onStepGuideRequested(bus: Bus, listener: (guide: StepGuide) => void): () => void {
  return bus.on('tour/step-guide-requested', ({ guide }) => listener(guide));
}
