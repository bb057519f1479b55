import type { GridCloseReason } from '@spot/contracts';
import type { CommandResult, Order } from '../engine/types';
import { Dec } from '../lib/decimal';
import type { ChildRef } from './child-ids';
import { childId, parseChildId, sliceId } from './child-ids';
import type { RunnerContext } from './runner-context';
import { childrenOf, isOpenOrder, openChildrenOf, placeChild } from './runner-context';
import { STRATEGY_RECORD } from './strategy-records';
import type { SlicedRun } from './strategy-runs';

/**
 * The iceberg and the TWAP (spec 001 §1; plans from the contract's `checkIceberg` and
 * `checkTwap`): a run of child orders placed one after another, status 2 while it runs and 3
 * once done or cancelled. An iceberg keeps exactly one slice on the book (a GTC limit at its
 * price) and places the next when it has filled whole; a TWAP places one child per interval
 * from the start, each the plan's size plus what the earlier ones left unfilled.
 */

const SECOND_MS = 1000;

/** Adds a done child's fills into the run's totals, once. */
function absorb(run: SlicedRun, order: Order): void {
  if (isOpenOrder(order) || run.finished.has(order.orderId)) return;
  run.finished.add(order.orderId);
  run.doneQty = run.doneQty.plus(order.executedQty);
  run.doneValue = run.doneValue.plus(order.executedValue ?? '0');
}

/**
 * The n-th child (from 1): an iceberg's slice, or a TWAP's child sized to bring what executed
 * up to the plan's first n sizes (the carry-over), cut to whole lots and to the symbol's
 * maximum; a TWAP child below the minimum size is skipped and carried on. Null: nothing placed.
 */
function placeNth(ctx: RunnerContext, run: SlicedRun, n: number): CommandResult | null {
  const { settings } = run;
  run.placed = n;
  if (run.kind === 'iceberg') {
    return placeChild(ctx, run, {
      clientOrderId: sliceId(run.strategyId, n),
      side: settings.side,
      type: 'LIMIT',
      price: settings.price ?? '0',
      qty: run.slices[n - 1] ?? '0',
      createType: 'CreateByIceBerg',
    });
  }
  const info = ctx.symbolInfo(run.symbol);
  if (!info) return null;
  const planned = run.slices.slice(0, n).reduce((sum, s) => sum.plus(s), new Dec(0));
  const qty = Dec.min(planned.minus(run.doneQty), info.maxTradeQuantity).toDecimalPlaces(
    info.quantityPrecision ?? 0,
    Dec.ROUND_DOWN,
  );
  if (qty.lt(info.minTradeQuantity) || qty.lte(0)) return null;
  const common = {
    clientOrderId: childId(run.strategyId, n),
    side: settings.side,
    qty: qty.toFixed(),
    createType: 'CreateByTWAP' as const,
  };
  return placeChild(
    ctx,
    run,
    settings.price === undefined
      ? { ...common, type: 'MARKET', marketUnit: 'baseCoin' }
      : { ...common, type: 'LIMIT', timeInForce: 'IOC', price: settings.price },
  );
}

/**
 * Places the n-th child and files it: an iceberg's slice becomes its current one (looked at
 * by `advanceIceberg`, even when it filled at once); a TWAP's child is done at once (market
 * or IOC), its fills counted.
 */
function placeAndFile(ctx: RunnerContext, run: SlicedRun, n: number): boolean {
  const result = placeNth(ctx, run, n);
  ctx.changed(run);
  if (result === null || result.kind === 'rejected') return false;
  if (run.kind === 'iceberg') run.current = result.order.orderId;
  else absorb(run, result.order);
  return true;
}

/** Completes the run (status 3): its open child cancelled, its clock stopped. */
export function finishSliced(ctx: RunnerContext, run: SlicedRun, reason: GridCloseReason): void {
  if (run.state === 'COMPLETED') return;
  ctx.unschedule(run);
  for (const order of openChildrenOf(ctx, run)) {
    const result = ctx.engine.cancelOrder(
      { userId: run.userId, orderId: order.orderId },
      ctx.now(),
    );
    if (result.kind !== 'rejected') absorb(run, result.order);
  }
  const { strategyId } = run;
  ctx.commit([{ t: STRATEGY_RECORD.state, strategyId, state: 'COMPLETED', closeReason: reason }]);
  ctx.changed(run);
}

/**
 * An iceberg's next step: while its slice works, nothing; a slice filled whole is followed by
 * the next, the last by completion; a slice cancelled by someone else (the orders panel, a
 * cancel-all) or a next slice the engine refuses ends the iceberg with what it executed.
 */
function advanceIceberg(ctx: RunnerContext, run: SlicedRun): void {
  while (run.state === 'RUNNING') {
    if (run.current !== null) {
      const order = ctx.engine.order(run.userId, run.current);
      if (!order || isOpenOrder(order)) return;
      absorb(run, order);
      run.current = null;
      if (order.status !== 'FILLED') return finishSliced(ctx, run, 'MANUAL');
    }
    if (run.placed >= run.slices.length) return finishSliced(ctx, run, 'UNKNOWN');
    if (!placeAndFile(ctx, run, run.placed + 1)) return finishSliced(ctx, run, 'UNKNOWN');
  }
}

/** A TWAP's tick: its next child, then the one after at its time, or completion. */
function tickTwap(ctx: RunnerContext, run: SlicedRun): void {
  if (run.state !== 'RUNNING') return;
  if (run.placed < run.slices.length) placeAndFile(ctx, run, run.placed + 1);
  if (run.placed >= run.slices.length) return finishSliced(ctx, run, 'UNKNOWN');
  scheduleTwap(ctx, run);
}

function scheduleTwap(ctx: RunnerContext, run: SlicedRun): void {
  const interval = (run.settings.intervalSec ?? 0) * SECOND_MS;
  const at = Math.max(ctx.now(), run.createdTime + run.placed * interval);
  ctx.schedule(run, at, () => tickTwap(ctx, run));
}

/** Starts a run just created: the first slice or child now. */
export function startSliced(ctx: RunnerContext, run: SlicedRun): void {
  if (run.kind === 'iceberg') advanceIceberg(ctx, run);
  else tickTwap(ctx, run);
}

/** A child changed and is done: its fills counted; an iceberg moves on. */
export function onSlicedChild(
  ctx: RunnerContext,
  run: SlicedRun,
  _ref: ChildRef,
  order: Order,
): void {
  if (run.state === 'COMPLETED') return;
  ctx.changed(run);
  if (isOpenOrder(order)) return;
  if (run.kind === 'iceberg' && order.orderId === run.current) advanceIceberg(ctx, run);
  else absorb(run, order);
}

/**
 * After a restart: the children the engine restored give the count placed, the open one and
 * the totals; then an iceberg moves on from there and a TWAP's clock goes on (a child whose
 * time passed while the sim was down is placed at once).
 */
export function resumeSliced(ctx: RunnerContext, run: SlicedRun): void {
  let last: Order | null = null;
  const children = childrenOf(ctx, run);
  for (const order of children) {
    const ref = parseChildId(order.clientOrderId);
    if (!ref || (ref.tag !== 'slice' && ref.tag !== 'child')) continue;
    if (ref.n > run.placed) {
      run.placed = ref.n;
      last = order;
    }
  }
  for (const order of children) {
    if (run.kind === 'twap' || order.orderId !== last?.orderId) absorb(run, order);
  }
  // An iceberg's last slice is its current one: `advanceIceberg` looks at how it ended.
  if (run.kind === 'iceberg' && last) run.current = last.orderId;
  if (run.state !== 'RUNNING') return;
  if (run.kind === 'iceberg') advanceIceberg(ctx, run);
  else if (run.placed >= run.slices.length) finishSliced(ctx, run, 'UNKNOWN');
  else scheduleTwap(ctx, run);
}
