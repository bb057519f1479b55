import type { HostApi } from '@spot/contracts';
import {
  KNOWLEDGE_PREF_KEY,
  hasPassed,
  readKnowledge,
  withPassed,
} from '../domain/knowledge-check';

/** Whether the logged-in trader passed the LT knowledge check (stored in the preferences). */
export function knowledgePassed(host: HostApi): boolean {
  const userId = host.session.get().user?.id;
  return (
    userId !== undefined && hasPassed(readKnowledge(host.prefs.get(KNOWLEDGE_PREF_KEY)), userId)
  );
}

/** Remembers that the logged-in trader passed it; nothing for a visitor. */
export function rememberKnowledgePassed(host: HostApi): void {
  const userId = host.session.get().user?.id;
  if (userId === undefined) return;
  const stored = readKnowledge(host.prefs.get(KNOWLEDGE_PREF_KEY));
  host.prefs.set(KNOWLEDGE_PREF_KEY, withPassed(stored, userId));
}
