import type { UserInfo } from '@spot/contracts';
import { GRID_LIST_STATUS, gridListOf } from '@spot/contracts';
import type { StrategyEngine, StrategyRowsListener } from './strategy-engine';
import type { ToolRow } from './strategy-rows';
import type { StrategyBook, StrategyFilter, StrategyRow } from './strategy-seed';
import { GRID_STRATEGY_TYPE, filterStrategies, matchesFilter } from './strategy-seed';

/** A row of the strategy list: started from the tools, or seeded. */
export type ListedRow = ToolRow | StrategyRow;

/**
 * The strategy list and the `strategy` topic's rows (spec 000 §7, §4): the strategies the
 * user started from the tools, newest first, then the seed, which stays as history (newest
 * first; a seeded running bot its trader stopped shows completed, MANUAL).
 */
export class StrategyListing {
  constructor(
    private readonly seeds: Pick<StrategyBook, 'of'>,
    private readonly engine: Pick<StrategyEngine, 'rows' | 'onRowsChange' | 'store'>,
  ) {}

  rowsOf(user: UserInfo): ListedRow[] {
    return [...this.engine.rows(user.id), ...this.seedRows(user)];
  }

  /** A list query: the tools' matching rows first, then the seed's, at most `pageSize`. */
  list(user: UserInfo, filter: StrategyFilter): ListedRow[] {
    const own = this.engine.rows(user.id).filter((row) => matchesFilter(row, filter));
    const seeded = filterStrategies(this.seedRows(user), filter);
    return [...own, ...seeded].slice(0, filter.pageSize);
  }

  private seedRows(user: UserInfo): StrategyRow[] {
    return this.seeds
      .of(user)
      .map((row) =>
        this.engine.store.isSeedStopped(user.id, row.strategyId) ? stoppedSeed(row) : row,
      )
      .sort((a, b) => b.createdTime - a.createdTime);
  }

  /** A seeded grid bot of the user that still runs (the trader may stop it), if any. */
  runningSeed(user: UserInfo, strategyId: string): StrategyRow | undefined {
    const row = this.seeds.of(user).find((r) => r.strategyId === strategyId);
    if (!row || row.strategyType !== GRID_STRATEGY_TYPE || gridListOf(row.status) !== 'running') {
      return undefined;
    }
    return this.engine.store.isSeedStopped(user.id, strategyId) ? undefined : row;
  }

  onRowsChange(listener: StrategyRowsListener): () => void {
    return this.engine.onRowsChange(listener);
  }
}

/** A seeded running bot once its trader stopped it: completed, close reason MANUAL. */
export function stoppedSeed(row: StrategyRow): StrategyRow {
  const { grid: _grid, ...rest } = row;
  return {
    ...rest,
    status: GRID_LIST_STATUS.history,
    state: 'COMPLETED',
    closeReason: 'MANUAL',
  };
}
