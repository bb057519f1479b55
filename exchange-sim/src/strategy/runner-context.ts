import type { SymbolInfo } from '@spot/contracts';
import type { Engine } from '../engine/engine';
import type { Ledger } from '../engine/ledger';
import type { CommandResult, Order, PlaceOrderCommand } from '../engine/types';
import { Dec } from '../lib/decimal';
import type { SlicedRun, StrategyRun } from './strategy-runs';

/** A strategy record before the engine stamps its time. */
export type StrategyRecordDraft = { readonly t: string; readonly [field: string]: unknown };

/** Fees a child order's fills paid: in quote terms, and the part paid in base. */
export interface ChildFees {
  readonly fee: Dec;
  readonly baseFee: Dec;
}

/**
 * What the runners (grid, iceberg, TWAP) do through the strategy engine: place and cancel
 * their children, journal their records, mark their rows for the `strategy` topic, and
 * schedule a TWAP's next child. Runners never run inside an engine listener: the engine
 * queues their work and runs it once the operation that caused it is complete.
 */
export interface RunnerContext {
  readonly engine: Engine;
  readonly ledger: Pick<Ledger, 'free' | 'feeRates'>;
  now(): number;
  symbolInfo(name: string): SymbolInfo | undefined;
  /** Applies the records to the store and appends them to the journal, in order. */
  commit(records: readonly StrategyRecordDraft[]): void;
  /** The run's row changed: it is pushed on the `strategy` topic once on disk. */
  changed(run: StrategyRun): void;
  /** Fees of a child's fills seen live, if any. */
  feesOf(orderId: string): ChildFees | undefined;
  forgetFees(orderId: string): void;
  /** Runs `advance` on the run at `at` (ms), replacing what was scheduled. */
  schedule(run: SlicedRun, at: number, advance: () => void): void;
  unschedule(run: StrategyRun): void;
}

/** Places a child order of the run's user on its symbol, now. */
export function placeChild(
  ctx: RunnerContext,
  run: StrategyRun,
  cmd: Omit<PlaceOrderCommand, 'userId' | 'symbolId'>,
): CommandResult {
  return ctx.engine.placeOrder({ userId: run.userId, symbolId: run.symbol, ...cmd }, ctx.now());
}

/** The run's children the engine holds (any status), found by their client order ids. */
export function childrenOf(ctx: RunnerContext, run: StrategyRun): Order[] {
  const prefix = `${run.strategyId}-`;
  return ctx.engine
    .orderHistory(run.userId, run.symbol)
    .filter((order) => order.clientOrderId.startsWith(prefix));
}

/** The run's open children. */
export function openChildrenOf(ctx: RunnerContext, run: StrategyRun): Order[] {
  const prefix = `${run.strategyId}-`;
  return ctx.engine
    .openOrders(run.userId, run.symbol)
    .filter((order) => order.clientOrderId.startsWith(prefix));
}

export const isOpenOrder = (order: Order): boolean =>
  order.status === 'NEW' || order.status === 'PARTIALLY_FILLED';

/**
 * A done child's fees: those its fills reported live, else (its fills happened before a
 * restart) estimated at the user's maker rate on its value, the base part for a buy being
 * that rate on its quantity.
 */
export function feesOfDone(ctx: RunnerContext, run: StrategyRun, order: Order): ChildFees {
  const seen = ctx.feesOf(order.orderId);
  if (seen) return seen;
  const rate = ctx.ledger.feeRates(run.userId).maker;
  const value = new Dec(order.executedValue ?? '0');
  return {
    fee: value.mul(rate),
    baseFee: order.side === 'BUY' ? new Dec(order.executedQty).mul(rate) : new Dec(0),
  };
}
