import type { SymbolInfo } from '@spot/contracts';
import { TRADE_STATUS } from '@spot/contracts';
import type { Engine } from '../engine/engine';
import type { Ledger } from '../engine/ledger';
import type { EngineEvent } from '../engine/types';
import type { Journal, JournalRecord } from '../journal/journal';
import { Dec } from '../lib/decimal';
import type { ToolKind } from './child-ids';
import { strategyIdOf } from './child-ids';
import type { Touched } from './child-events';
import { fileEvents } from './child-events';
import { gridStopAt, initializeGrid, onGridChild, resumeGrid, stopGrid } from './grid-runner';
import type { ChildFees, RunnerContext, StrategyRecordDraft } from './runner-context';
import { finishSliced, onSlicedChild, resumeSliced, startSliced } from './sliced-runner';
import { STRATEGY_RECORD } from './strategy-records';
import type { ToolRow } from './strategy-rows';
import { rowOf } from './strategy-rows';
import type { GridRun, StrategyRun } from './strategy-runs';
import { isGrid, isLive } from './strategy-runs';
import { StrategyStore } from './strategy-store';
import type { Timers } from './run-clock';
import { REAL_TIMERS, RunClock } from './run-clock';

export type { Timers };

export interface StrategyEngineOptions {
  readonly journal: Journal;
  readonly engine: Engine;
  readonly ledger: Pick<Ledger, 'free' | 'feeRates'>;
  readonly symbolInfo: (name: string) => SymbolInfo | undefined;
  /** Resolves once the engine's records so far are on disk (`Trading.flushed`). */
  readonly flushed?: () => Promise<void>;
  readonly now?: () => number;
  readonly timers?: Timers;
}

/** A tool to start: its checked settings and plan (see `src/http/tool-requests.ts`). */
export interface StartInput {
  readonly kind: ToolKind;
  readonly userId: string;
  readonly clientStrategyId: string;
  readonly symbol: string;
  readonly settings: object;
  readonly plan: object;
}

/** Told of changed rows once on disk (the `strategy` topic's deltas). */
export type StrategyRowsListener = (userId: string, rows: readonly ToolRow[]) => void;

/**
 * The strategy engine: runs the trading tools' grid bots, icebergs and TWAPs over the
 * matching engine. Its runners react to engine events (a child filled or cancelled, the last
 * price crossing a stop) and to a clock (a TWAP's children), never inside the engine's
 * listener: the work waits in a queue run once the engine's operation is complete. State is
 * journaled (`strategy.*`, `StrategyStore`), the children are engine orders restored by the
 * engine's journal, and `resume` carries every strategy on after a restart.
 */
export class StrategyEngine {
  readonly store = new StrategyStore();
  private readonly ctx: RunnerContext;
  private readonly journal: Journal;
  private readonly engine: Engine;
  private readonly symbolInfo: (name: string) => SymbolInfo | undefined;
  private readonly flushed: () => Promise<void>;
  private readonly now: () => number;
  private readonly clock: RunClock;
  private readonly fees = new Map<string, ChildFees>();
  /** Symbol → grids with a stop loss or take profit, watched on every trade. */
  private readonly watched = new Map<string, Set<GridRun>>();
  private readonly listeners = new Set<StrategyRowsListener>();
  private readonly queue: (() => void)[] = [];
  private readonly dirty = new Set<StrategyRun>();
  private draining = false;
  private lastAppend: Promise<void> = Promise.resolve();
  private pushes: Promise<void> = Promise.resolve();

  constructor(options: StrategyEngineOptions) {
    this.journal = options.journal;
    this.engine = options.engine;
    this.symbolInfo = options.symbolInfo;
    this.flushed = options.flushed ?? (() => Promise.resolve());
    this.now = options.now ?? Date.now;
    this.clock = new RunClock(options.timers ?? REAL_TIMERS, this.now);
    this.ctx = {
      engine: options.engine,
      ledger: options.ledger,
      now: () => this.now(),
      symbolInfo: this.symbolInfo,
      commit: (records) => this.commit(records),
      changed: (run) => this.dirty.add(run),
      feesOf: (orderId) => this.fees.get(orderId),
      forgetFees: (orderId) => this.fees.delete(orderId),
      schedule: (run, at, advance) =>
        this.clock.schedule(run.strategyId, at, () => this.act(() => this.guard(advance))),
      unschedule: (run) => this.clock.cancel(run.strategyId),
    };
    options.engine.onEvents((events) => this.onEngineEvents(events));
  }

  // Reads

  /** The user's strategies as rows, newest first. */
  rows(userId: string): ToolRow[] {
    return this.store.of(userId).map((run) => this.rowOf(run));
  }

  rowOf(run: StrategyRun): ToolRow {
    return rowOf(run, (orderId) => this.engine.order(run.userId, orderId));
  }

  onRowsChange(listener: StrategyRowsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once every change so far is on disk (the engine's records and ours). */
  durable(): Promise<void> {
    return Promise.all([this.flushed(), this.lastAppend]).then(() => undefined);
  }

  // Commands

  /**
   * Starts a checked tool: `strategy.create`, then a grid's start is queued (the reply is its
   * INITIALIZING row) and an iceberg's or TWAP's first child placed. Resolves on disk.
   */
  async start(input: StartInput): Promise<ToolRow> {
    const refusal = this.journal.refusal();
    if (refusal) throw refusal;
    const strategyId = strategyIdOf(input.kind, this.store.nextNumber());
    const { kind, userId, clientStrategyId, symbol, settings, plan } = input;
    const create = { t: STRATEGY_RECORD.create, strategyId, userId, clientStrategyId };
    this.commit([{ ...create, strategyType: kind, symbol, settings, plan }]);
    const run = this.store.get(strategyId);
    if (!run) throw new Error(`strategy ${strategyId} was not recorded`);
    this.watch(run);
    const row = this.act(() => {
      this.dirty.add(run);
      if (!isGrid(run)) startSliced(this.ctx, run);
      const snapshot = this.rowOf(run);
      if (isGrid(run)) this.enqueue(() => initializeGrid(this.ctx, run));
      return snapshot;
    });
    await this.durable();
    return row;
  }

  /** Stops the user's running strategy (close reason MANUAL); null when it is not running. */
  async stop(userId: string, strategyId: string): Promise<ToolRow | null> {
    const run = this.store.get(strategyId);
    if (!run || run.userId !== userId || !isLive(run)) return null;
    const refusal = this.journal.refusal();
    if (refusal) throw refusal;
    this.act(() => this.end(run, 'MANUAL'));
    await this.durable();
    return this.rowOf(run);
  }

  /** Stops every running strategy of every user (test mode's reset); resolves on disk. */
  async stopAll(): Promise<number> {
    const live = [...this.store.all()].filter((run) => isLive(run));
    if (live.length === 0) return 0;
    const refusal = this.journal.refusal();
    if (refusal) throw refusal;
    this.act(() => live.forEach((run) => this.end(run, 'MANUAL')));
    await this.durable();
    return live.length;
  }

  /** A seeded running grid bot stopped by its trader (the seed's rows are static otherwise). */
  async stopSeed(userId: string, strategyId: string): Promise<void> {
    this.commit([{ t: STRATEGY_RECORD.seedStop, userId, strategyId }]);
    await this.durable();
  }

  /** A symbol's status changed: a delisted symbol ends every strategy on it. */
  symbolStatusChanged(info: SymbolInfo): void {
    if (info.tradeStatus !== TRADE_STATUS.delisted) return;
    this.act(() => {
      for (const run of this.store.all()) {
        if (isLive(run) && run.symbol === info.symbolId) this.end(run, 'SYMBOL_DELISTED');
      }
    });
  }

  /**
   * After the journal's replay (engine and strategies) and once the engine's records are
   * journaled again: every strategy not completed goes on from where it stood.
   */
  resume(): void {
    this.act(() => {
      for (const run of this.store.all()) {
        if (!isLive(run)) continue;
        this.watch(run);
        if (this.symbolInfo(run.symbol)?.tradeStatus === TRADE_STATUS.delisted) {
          this.end(run, 'SYMBOL_DELISTED');
        } else if (isGrid(run)) resumeGrid(this.ctx, run);
        else resumeSliced(this.ctx, run);
      }
    });
  }

  /** Stops the clocks (the sim is closing); running strategies stay so, on disk. */
  close(): void {
    this.clock.close();
  }

  private end(run: StrategyRun, reason: 'MANUAL' | 'SYMBOL_DELISTED'): void {
    if (isGrid(run)) stopGrid(this.ctx, run, reason);
    else finishSliced(this.ctx, run, reason);
  }

  // Engine events

  /** An operation's news: the tools' children it changed and the symbols it traded on. */
  private onEngineEvents(events: readonly EngineEvent[]): void {
    const news = fileEvents(events, {
      store: this.store,
      watched: this.watched,
      fees: this.fees,
      baseOf: (symbol) => this.symbolInfo(symbol)?.baseTokenId,
    });
    for (const item of news.children) this.enqueue(() => this.onChild(item));
    const { traded } = news;
    if (traded.size > 0) this.enqueue(() => this.checkStops(traded));
  }

  private onChild({ run, ref, order }: Touched): void {
    if (isGrid(run)) onGridChild(this.ctx, run, ref, order);
    else onSlicedChild(this.ctx, run, ref, order);
  }

  private checkStops(symbols: ReadonlySet<string>): void {
    for (const symbol of symbols) {
      const runs = this.watched.get(symbol);
      const last = this.engine.lastPrice(symbol);
      if (!runs || last === undefined) continue;
      for (const run of runs) {
        if (!isLive(run)) {
          runs.delete(run);
          continue;
        }
        const reason = gridStopAt(run, new Dec(last));
        if (reason !== null) stopGrid(this.ctx, run, reason);
      }
      if (runs.size === 0) this.watched.delete(symbol);
    }
  }

  private watch(run: StrategyRun): void {
    if (!isGrid(run)) return;
    const { stopLossPrice, takeProfitPrice } = run.settings;
    if (stopLossPrice === null && takeProfitPrice === null) return;
    const runs = this.watched.get(run.symbol) ?? new Set();
    runs.add(run);
    this.watched.set(run.symbol, runs);
  }

  // Work, records, pushes

  private enqueue(job: () => void): void {
    this.queue.push(job);
    if (this.draining) return;
    this.draining = true;
    queueMicrotask(() => this.drain());
  }

  private drain(): void {
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) this.guard(job);
    } finally {
      this.draining = false;
      this.pushRows();
    }
  }

  /** Runs a command's work now (never inside an engine listener), then pushes its rows. */
  private act<T>(work: () => T): T {
    try {
      return work();
    } finally {
      this.pushRows();
    }
  }

  private guard(job: () => void): void {
    try {
      job();
    } catch (error) {
      console.error('[exchange-sim] a strategy step failed', error);
    }
  }

  private commit(records: readonly StrategyRecordDraft[]): void {
    const ts = this.now();
    const full: JournalRecord[] = records.map((record) => ({ ...record, ts }));
    for (const record of full) this.store.apply(record);
    this.lastAppend = this.journal.append(full);
    this.lastAppend.catch((error: unknown) => {
      console.error('[exchange-sim] strategy records could not be journaled', error);
    });
  }

  /** The rows changed so far, as they are now, pushed once everything before is on disk. */
  private pushRows(): void {
    if (this.dirty.size === 0) return;
    const byUser = new Map<string, ToolRow[]>();
    for (const run of this.dirty) {
      const rows = byUser.get(run.userId) ?? [];
      rows.push(this.rowOf(run));
      byUser.set(run.userId, rows);
    }
    this.dirty.clear();
    const ready = this.durable();
    this.pushes = this.pushes
      .then(() => ready)
      .then(() => {
        for (const [userId, rows] of byUser) for (const l of this.listeners) l(userId, rows);
      })
      .catch((error: unknown) => console.error('[exchange-sim] strategy push failed', error));
  }
}
