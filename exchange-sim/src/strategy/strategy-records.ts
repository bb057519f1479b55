import type { GridCloseReason, GridStrategyState } from '@spot/contracts';
import { GRID_CLOSE_REASONS, GRID_STRATEGY_STATES } from '@spot/contracts';
import type { JournalRecord } from '../journal/journal';

/** Journal prefix of the strategy engine (the trading tools' grid bots, icebergs and TWAPs). */
export const STRATEGY_PREFIX = 'strategy';

/**
 * Record types of the strategy engine and what each carries besides `t` and `ts`. The child
 * orders are the engine's own records (`engine.order`, found again by their client order
 * ids); these records hold what the orders cannot tell: the settings, the state, the fills a
 * grid has counted.
 */
export const STRATEGY_RECORD = {
  /**
   * `{ strategyId, userId, clientStrategyId, strategyType, symbol, settings, plan }`: a tool
   * started (a grid INITIALIZING, status 5; an iceberg or TWAP RUNNING, status 2). `settings`
   * are the trader's, `plan` the checked plan (`checkGrid` / `checkIceberg` / `checkTwap`).
   */
  create: 'strategy.create',
  /** `{ strategyId, state, closeReason? }`: RUNNING, CANCELLING or COMPLETED (status 3). */
  state: 'strategy.state',
  /**
   * `{ strategyId, orderId, gap, side, qty, value, fee, baseFee }`: a grid's child order done
   * with `qty` executed for `value` quote, its fees in quote terms (`fee`) and the part paid in
   * base (`baseFee`); `gap` the ladder gap of an order that filled whole, else -1 (the initial
   * buy, the stop's sell, a ladder order cancelled part-filled). Counted once per order:
   * profit, round trips, the base the bot holds.
   */
  fill: 'strategy.fill',
  /** `{ userId, strategyId }`: a seeded running grid bot stopped by its trader. */
  seedStop: 'strategy.seed.stop',
} as const;

/** Reads typed fields of a strategy record; a missing or wrong-typed field throws, naming it. */
export class StrategyFields {
  constructor(private readonly record: JournalRecord) {}

  private fail(field: string, expected: string): never {
    throw new Error(`record ${this.record.t}: field "${field}" must be ${expected}`);
  }

  string(field: string): string {
    const value = this.record[field];
    return typeof value === 'string' && value !== '' ? value : this.fail(field, 'a string');
  }

  object(field: string): Record<string, unknown> {
    const value = this.record[field];
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : this.fail(field, 'an object');
  }

  state(): GridStrategyState {
    const value = this.record.state;
    return GRID_STRATEGY_STATES.includes(value as GridStrategyState)
      ? (value as GridStrategyState)
      : this.fail('state', 'a grid strategy state');
  }

  closeReason(): GridCloseReason | null {
    const value = this.record.closeReason;
    if (value === undefined || value === null) return null;
    return GRID_CLOSE_REASONS.includes(value as GridCloseReason)
      ? (value as GridCloseReason)
      : this.fail('closeReason', 'a close reason');
  }
}
