import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Engine } from '../engine/engine';
import { engineJournalModule, toJournalRecords } from '../engine/journal-records';
import { Journal } from '../journal/journal';
import { dispatchToModules } from '../journal/journal-modules';
import type { Timers } from '../strategy/strategy-engine';
import { StrategyEngine } from '../strategy/strategy-engine';
import type { ToolRow } from '../strategy/strategy-rows';
import type { EngineSetup } from './engine-fixture';
import { T0, setupEngine, testSymbol } from './engine-fixture';

/** Timers driven by the test: `advance(ms)` runs what falls due, in time order. */
export class FakeTimers implements Timers {
  private readonly due = new Map<number, { at: number; run: () => void }>();
  private next = 1;

  constructor(private readonly clock: { now: number }) {}

  setTimeout(run: () => void, ms: number): unknown {
    const id = this.next;
    this.next += 1;
    this.due.set(id, { at: this.clock.now + ms, run });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.due.delete(handle as number);
  }

  get pending(): number {
    return this.due.size;
  }

  /** Moves the clock on by `ms`, running each timer at its time. */
  advance(ms: number): void {
    const end = this.clock.now + ms;
    for (;;) {
      const [id, first] = [...this.due].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (id === undefined || !first || first.at > end) break;
      this.due.delete(id);
      this.clock.now = first.at;
      first.run();
    }
    this.clock.now = end;
  }
}

export interface StrategySetup extends EngineSetup {
  readonly strategies: StrategyEngine;
  readonly journal: Journal;
  readonly clock: { now: number };
  readonly timers: FakeTimers;
  /** Rows pushed for the `strategy` topic, in order. */
  readonly pushed: { userId: string; rows: readonly ToolRow[] }[];
  /** The journal file (for a restart). */
  readonly path: string;
  /** Runs queued strategy work and waits until everything is on disk. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The engine's records go to the journal like `Trading` sends them; resolves on disk. */
function journalEngine(engine: Engine, journal: Journal, clock: { now: number }) {
  let last: Promise<void> = Promise.resolve();
  engine.onEvents((events) => {
    const records = toJournalRecords(events, clock.now);
    if (records.length > 0) last = journal.append(records);
  });
  return () => last;
}

/**
 * The engine fixture (TESTUSDT at 100, users alice, bob, carol funded) with a strategy engine
 * over it, a journal on disk and a fake clock. With `path`, the journal is replayed first
 * (engine and strategies) and the strategies resumed: a restart.
 */
export async function setupStrategies(path?: string, now = T0): Promise<StrategySetup> {
  const setup = setupEngine();
  const file = path ?? join(mkdtempSync(join(tmpdir(), 'sim-strategy-')), 'journal.jsonl');
  const journal = Journal.open(file);
  const clock = { now };
  const timers = new FakeTimers(clock);
  let flushed: () => Promise<void> = () => Promise.resolve();
  const strategies = new StrategyEngine({
    journal,
    engine: setup.engine,
    ledger: setup.ledger,
    symbolInfo: (name) => testSymbol(name, symbolOverrides.get(name) ?? {}),
    flushed: () => flushed(),
    now: () => clock.now,
    timers,
  });
  await journal.replay(dispatchToModules([engineJournalModule(setup.engine), strategies.store]));
  setup.engine.finishRestore();
  flushed = journalEngine(setup.engine, journal, clock);
  if (path !== undefined) strategies.resume();
  const pushed: StrategySetup['pushed'] = [];
  strategies.onRowsChange((userId, rows) => pushed.push({ userId, rows }));
  return {
    ...setup,
    strategies,
    journal,
    clock,
    timers,
    pushed,
    path: file,
    settle: async () => {
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
      await strategies.durable();
    },
    close: async () => {
      strategies.close();
      await journal.close();
    },
  };
}

/** Symbol fields a test changed (e.g. delisted), as the market would report them. */
export const symbolOverrides = new Map<string, Parameters<typeof testSymbol>[1]>();
