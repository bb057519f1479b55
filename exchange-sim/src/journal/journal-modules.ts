import type { JournalRecord, ReplayHandler } from './journal';

/**
 * A module whose state the journal carries (accounts, later the matching engine). It owns
 * the record types `<prefix>.*` and rebuilds its state by applying them in order; it applies
 * the same records when it changes live, so replay and live runs cannot drift apart.
 */
export interface JournalModule {
  readonly prefix: string;
  /** Applies one record; throws on a record it cannot apply (replay names the line). */
  apply(record: JournalRecord): void;
}

/** The prefix of a record type: `account.prefs` → `account`. */
export function recordPrefix(type: string): string {
  const dot = type.indexOf('.');
  return dot < 0 ? type : type.slice(0, dot);
}

/** A replay handler that hands each record to the module of its prefix. */
export function dispatchToModules(modules: readonly JournalModule[]): ReplayHandler {
  const byPrefix = new Map<string, JournalModule>();
  for (const module of modules) {
    if (byPrefix.has(module.prefix)) throw new Error(`two journal modules use "${module.prefix}"`);
    byPrefix.set(module.prefix, module);
  }
  return (record) => {
    const module = byPrefix.get(recordPrefix(record.t));
    if (!module) throw new Error(`no module handles record type "${record.t}"`);
    module.apply(record);
  };
}
