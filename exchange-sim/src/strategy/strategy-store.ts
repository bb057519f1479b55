import type { GridPlan, OrderSide } from '@spot/contracts';
import type { JournalRecord } from '../journal/journal';
import type { JournalModule } from '../journal/journal-modules';
import { Dec } from '../lib/decimal';
import type { ToolKind } from './child-ids';
import { strategyNumber } from './child-ids';
import { STRATEGY_PREFIX, STRATEGY_RECORD, StrategyFields } from './strategy-records';
import type {
  GridRun,
  GridSettingsRecord,
  SlicedRun,
  SlicedSettings,
  StrategyRun,
} from './strategy-runs';

const ZERO = new Dec(0);

/**
 * The strategies' journaled state: every tool started, its state, the fills a grid counted,
 * and the seeded bots their traders stopped. `apply` is the one path of a change, live and at
 * replay (`JournalModule`); the live parts (a gap's order, a slice under way) are found again
 * from the engine's orders by the runners.
 */
export class StrategyStore implements JournalModule {
  readonly prefix = STRATEGY_PREFIX;
  private readonly runs = new Map<string, StrategyRun>();
  private readonly byUser = new Map<string, StrategyRun[]>();
  private readonly byClientId = new Map<string, string>();
  private readonly stoppedSeeds = new Set<string>();
  /** Users with a strategy not completed, and how many. */
  private readonly live = new Map<string, number>();
  private lastNumber = 0;

  get(strategyId: string): StrategyRun | undefined {
    return this.runs.get(strategyId);
  }

  all(): IterableIterator<StrategyRun> {
    return this.runs.values();
  }

  /** The user's strategies, newest first. */
  of(userId: string): StrategyRun[] {
    return [...(this.byUser.get(userId) ?? [])].reverse();
  }

  byClientStrategyId(userId: string, clientStrategyId: string): StrategyRun | undefined {
    const id = this.byClientId.get(`${userId}/${clientStrategyId}`);
    return id === undefined ? undefined : this.runs.get(id);
  }

  /** The next strategy number: one more than any started, across restarts. */
  nextNumber(): number {
    return this.lastNumber + 1;
  }

  /** True when the user has a strategy that is not completed (engine events are looked at). */
  hasLive(userId: string): boolean {
    return this.live.has(userId);
  }

  isSeedStopped(userId: string, strategyId: string): boolean {
    return this.stoppedSeeds.has(`${userId}/${strategyId}`);
  }

  apply(record: JournalRecord): void {
    const f = new StrategyFields(record);
    switch (record.t) {
      case STRATEGY_RECORD.create:
        return this.create(record, f);
      case STRATEGY_RECORD.state: {
        const run = this.known(f.string('strategyId'));
        const state = f.state();
        if (state === 'COMPLETED' && run.state !== 'COMPLETED') this.countLive(run.userId, -1);
        run.state = state;
        const reason = f.closeReason();
        if (reason !== null) run.closeReason = reason;
        return;
      }
      case STRATEGY_RECORD.fill:
        return this.count(record, f);
      case STRATEGY_RECORD.seedStop:
        this.stoppedSeeds.add(`${f.string('userId')}/${f.string('strategyId')}`);
        return;
      default:
        throw new Error(`unknown strategy record type "${record.t}"`);
    }
  }

  private known(strategyId: string): StrategyRun {
    const run = this.runs.get(strategyId);
    if (!run) throw new Error(`no strategy ${strategyId}`);
    return run;
  }

  private countLive(userId: string, by: number): void {
    const n = (this.live.get(userId) ?? 0) + by;
    if (n > 0) this.live.set(userId, n);
    else this.live.delete(userId);
  }

  private create(record: JournalRecord, f: StrategyFields): void {
    const strategyId = f.string('strategyId');
    const kind = f.string('strategyType') as ToolKind;
    const number = strategyNumber(strategyId);
    if (number === null || !strategyId.startsWith(`${kind}-`)) {
      throw new Error(`record ${record.t}: bad strategy id ${strategyId} for ${kind}`);
    }
    if (this.runs.has(strategyId)) throw new Error(`strategy ${strategyId} exists`);
    const common = {
      strategyId,
      userId: f.string('userId'),
      clientStrategyId: f.string('clientStrategyId'),
      symbol: f.string('symbol'),
      createdTime: record.ts,
      closeReason: null,
    };
    const settings = f.object('settings');
    const plan = f.object('plan');
    let run: StrategyRun;
    if (kind === 'grid') {
      const grid: GridRun = {
        ...common,
        kind,
        state: 'INITIALIZING',
        settings: settings as unknown as GridSettingsRecord,
        plan: plan as unknown as GridPlan,
        gridProfit: ZERO,
        roundTrips: 0,
        baseBought: ZERO,
        counted: new Set(),
        lastBuy: new Map(),
        gaps: new Map(),
      };
      run = grid;
    } else if (kind === 'iceberg' || kind === 'twap') {
      const sliced: SlicedRun = {
        ...common,
        kind,
        state: 'RUNNING',
        settings: settings as unknown as SlicedSettings,
        slices: (plan.slices as string[] | undefined) ?? [],
        placed: 0,
        current: null,
        doneQty: ZERO,
        doneValue: ZERO,
        finished: new Set(),
      };
      run = sliced;
    } else {
      throw new Error(`record ${record.t}: unknown strategyType ${String(kind)}`);
    }
    this.runs.set(strategyId, run);
    const own = this.byUser.get(run.userId) ?? [];
    own.push(run);
    this.byUser.set(run.userId, own);
    this.byClientId.set(`${run.userId}/${run.clientStrategyId}`, strategyId);
    this.countLive(run.userId, 1);
    if (number > this.lastNumber) this.lastNumber = number;
  }

  /**
   * A grid child's fills, counted once: a buy adds the base it brought (net of base fees) and,
   * when it filled whole, waits in its gap for the sell; a sell takes its base and, after a
   * buy of its gap, completes a round trip: its value less the buy's cost and both fees.
   */
  private count(record: JournalRecord, f: StrategyFields): void {
    const run = this.known(f.string('strategyId'));
    if (run.kind !== 'grid') throw new Error(`record ${record.t}: ${run.strategyId} is no grid`);
    const orderId = f.string('orderId');
    if (run.counted.has(orderId)) return;
    run.counted.add(orderId);
    const side = f.string('side') as OrderSide;
    const qty = new Dec(f.string('qty'));
    const value = new Dec(f.string('value'));
    const fee = new Dec(f.string('fee'));
    const gap = typeof record.gap === 'number' ? record.gap : -1;
    if (side === 'BUY') {
      run.baseBought = run.baseBought.plus(qty).minus(f.string('baseFee'));
      if (gap >= 0 && qty.gt(0)) run.lastBuy.set(gap, { price: value.div(qty), fee });
      return;
    }
    run.baseBought = Dec.max(ZERO, run.baseBought.minus(qty));
    const buy = gap >= 0 ? run.lastBuy.get(gap) : undefined;
    if (!buy) return;
    run.lastBuy.delete(gap);
    run.gridProfit = run.gridProfit.plus(value.minus(qty.mul(buy.price)).minus(buy.fee).minus(fee));
    run.roundTrips += 1;
  }
}
