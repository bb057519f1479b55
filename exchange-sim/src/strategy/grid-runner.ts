import type { GridCloseReason } from '@spot/contracts';
import { gridCounterOrder } from '@spot/contracts';
import type { CommandResult, Order } from '../engine/types';
import { Dec } from '../lib/decimal';
import type { ChildRef } from './child-ids';
import { gapOf, initialBuyId, levelId, parseChildId, sellOffId } from './child-ids';
import type { RunnerContext } from './runner-context';
import { childrenOf, feesOfDone, isOpenOrder, openChildrenOf, placeChild } from './runner-context';
import { STRATEGY_RECORD } from './strategy-records';
import type { GridRun } from './strategy-runs';

/**
 * A grid bot (spec 000 §3 grid settings, §4 states; the plan is the contract's `checkGrid`):
 * INITIALIZING buys the sells' base at the market and places the ladder, then RUNNING answers
 * every filled line with the counter order one line away (`gridCounterOrder`, the same size),
 * and a stop cancels its orders and completes it with a close reason.
 */

const placed = (r: CommandResult): r is Exclude<CommandResult, { kind: 'rejected' }> =>
  r.kind !== 'rejected';

/** Counts a done child's fills once (`strategy.fill`); `gap` -1 when it closes no trip. */
function countFill(ctx: RunnerContext, run: GridRun, order: Order, gap: number): void {
  if (run.counted.has(order.orderId) || new Dec(order.executedQty).lte(0)) return;
  const { fee, baseFee } = feesOfDone(ctx, run, order);
  ctx.commit([
    {
      t: STRATEGY_RECORD.fill,
      strategyId: run.strategyId,
      orderId: order.orderId,
      gap,
      side: order.side,
      qty: order.executedQty,
      value: order.executedValue ?? '0',
      fee: fee.toFixed(),
      baseFee: baseFee.toFixed(),
    },
  ]);
  ctx.forgetFees(order.orderId);
  ctx.changed(run);
}

/**
 * Buys the base of the sell lines at the market, then places the ladder (`plan.slots`), each
 * order with its line's id. The buy is `initialBuyQty` grossed up by the taker fee (the fee is
 * taken in base, and the sells need the whole `initialBuyQty`), in whole lots, rounded up; the
 * plan's cost has 1 % headroom for it. Placing again after a restart gets the orders placed
 * before (client order ids are deduplicated). A refused order fails the start: what was placed
 * is cancelled and the bot completes with FAILED_INITIATION (the base bought is kept).
 */
export function initializeGrid(ctx: RunnerContext, run: GridRun): void {
  if (run.state !== 'INITIALIZING') return;
  const fail = () => stopGrid(ctx, run, 'FAILED_INITIATION');
  const { plan } = run;
  const info = ctx.symbolInfo(run.symbol);
  if (!info) return fail();
  if (new Dec(plan.initialBuyQty).gt(0)) {
    const kept = new Dec(1).minus(ctx.ledger.feeRates(run.userId).taker);
    const qty = new Dec(plan.initialBuyQty)
      .div(kept)
      .toDecimalPlaces(info.quantityPrecision ?? 0, Dec.ROUND_UP);
    const buy = placeChild(ctx, run, {
      clientOrderId: initialBuyId(run.strategyId),
      side: 'BUY',
      type: 'MARKET',
      marketUnit: 'baseCoin',
      qty: qty.toFixed(),
    });
    if (!placed(buy) || new Dec(buy.order.executedQty).lte(0)) return fail();
    countFill(ctx, run, buy.order, -1);
  }
  for (const slot of plan.slots) {
    const gap = gapOf(slot.level, slot.side);
    if (run.gaps.has(gap)) continue;
    const result = placeChild(ctx, run, {
      clientOrderId: levelId(run.strategyId, slot.level, 1),
      side: slot.side,
      type: 'LIMIT',
      price: slot.price,
      qty: plan.qtyPerGrid,
    });
    if (!placed(result)) return fail();
    run.gaps.set(gap, {
      orderId: result.order.orderId,
      level: slot.level,
      gen: 1,
      side: slot.side,
    });
  }
  ctx.commit([{ t: STRATEGY_RECORD.state, strategyId: run.strategyId, state: 'RUNNING' }]);
  ctx.changed(run);
  // After a restart, a ladder order may have filled already: answer it now.
  for (const gap of [...run.gaps.keys()]) settleGap(ctx, run, gap);
}

/** Answers a gap's current order if it is done (a restart finds such orders). */
function settleGap(ctx: RunnerContext, run: GridRun, gap: number): void {
  const current = run.gaps.get(gap);
  const order = current && ctx.engine.order(run.userId, current.orderId);
  const ref = order && parseChildId(order.clientOrderId);
  if (order && ref && !isOpenOrder(order)) onGridChild(ctx, run, ref, order);
}

/**
 * A child changed and is done. A ladder order that filled whole is counted and answered with
 * the counter order one line away, of the same size, as the next of its gap; one cancelled
 * (by its trader, a cancel-all) leaves its gap empty, its part fill counted. Anything of a
 * stopped bot, or older than its gap's current order, is left alone.
 */
export function onGridChild(ctx: RunnerContext, run: GridRun, ref: ChildRef, order: Order): void {
  if (run.state === 'COMPLETED' || isOpenOrder(order)) return;
  if (ref.tag !== 'level') {
    countFill(ctx, run, order, -1);
    return;
  }
  const gap = gapOf(ref.level, order.side);
  const current = run.gaps.get(gap);
  if (current && current.gen > ref.gen) return;
  if (order.status !== 'FILLED') {
    countFill(ctx, run, order, -1);
    if (current?.orderId === order.orderId) run.gaps.delete(gap);
    return;
  }
  countFill(ctx, run, order, gap);
  if (run.state !== 'RUNNING') return;
  const slot = gridCounterOrder(run.plan.levels, { level: ref.level, side: order.side });
  if (slot === null) {
    run.gaps.delete(gap);
    return;
  }
  const result = placeChild(ctx, run, {
    clientOrderId: levelId(run.strategyId, slot.level, ref.gen + 1),
    side: slot.side,
    type: 'LIMIT',
    price: slot.price,
    qty: run.plan.qtyPerGrid,
  });
  // A counter order the engine refuses (the balance ran short) leaves its line empty.
  if (placed(result)) {
    const next = { orderId: result.order.orderId, level: slot.level, gen: ref.gen + 1 };
    run.gaps.set(gap, { ...next, side: slot.side });
  } else run.gaps.delete(gap);
}

/**
 * Stops a bot: CANCELLING, its open orders cancelled (part fills counted); on a stop loss or
 * take profit, the base it bought and still holds sold at the market (as much of it as is
 * free, in whole lots); then COMPLETED (status 3) with the close reason. Run again after a
 * restart that found it CANCELLING.
 */
export function stopGrid(ctx: RunnerContext, run: GridRun, reason: GridCloseReason): void {
  if (run.state === 'COMPLETED') return;
  const { strategyId } = run;
  ctx.commit([{ t: STRATEGY_RECORD.state, strategyId, state: 'CANCELLING', closeReason: reason }]);
  for (const order of openChildrenOf(ctx, run)) {
    const result = ctx.engine.cancelOrder(
      { userId: run.userId, orderId: order.orderId },
      ctx.now(),
    );
    if (placed(result)) countFill(ctx, run, result.order, -1);
  }
  run.gaps.clear();
  const info = ctx.symbolInfo(run.symbol);
  if ((reason === 'STOP_LOSS' || reason === 'TAKE_PROFIT') && info) {
    const free = ctx.ledger.free(run.userId, info.baseTokenId);
    const qty = Dec.min(run.baseBought, free).toDecimalPlaces(
      info.quantityPrecision ?? 0,
      Dec.ROUND_DOWN,
    );
    if (qty.gte(info.minTradeQuantity) && qty.gt(0)) {
      const sell = placeChild(ctx, run, {
        clientOrderId: sellOffId(strategyId),
        side: 'SELL',
        type: 'MARKET',
        marketUnit: 'baseCoin',
        qty: qty.toFixed(),
      });
      if (placed(sell)) countFill(ctx, run, sell.order, -1);
    }
  }
  ctx.commit([{ t: STRATEGY_RECORD.state, strategyId, state: 'COMPLETED', closeReason: reason }]);
  ctx.changed(run);
}

/** The close reason a last price calls for: at or below the stop loss, at or above the take profit. */
export function gridStopAt(run: GridRun, last: Dec): GridCloseReason | null {
  const { stopLossPrice, takeProfitPrice } = run.settings;
  if (stopLossPrice !== null && last.lte(stopLossPrice)) return 'STOP_LOSS';
  if (takeProfitPrice !== null && last.gte(takeProfitPrice)) return 'TAKE_PROFIT';
  return null;
}

/**
 * After a restart: each gap's current order is the highest of its gap among the bot's
 * orders the engine restored; then the bot goes on from its state (initialising again,
 * answering lines that filled meanwhile, or finishing a stop).
 */
export function resumeGrid(ctx: RunnerContext, run: GridRun): void {
  for (const order of childrenOf(ctx, run)) {
    const ref = parseChildId(order.clientOrderId);
    if (ref?.tag !== 'level') continue;
    const gap = gapOf(ref.level, order.side);
    const known = run.gaps.get(gap);
    if (!known || known.gen < ref.gen) {
      run.gaps.set(gap, {
        orderId: order.orderId,
        level: ref.level,
        gen: ref.gen,
        side: order.side,
      });
    }
  }
  if (run.state === 'INITIALIZING') return initializeGrid(ctx, run);
  if (run.state === 'CANCELLING') return stopGrid(ctx, run, run.closeReason ?? 'UNKNOWN');
  if (run.state === 'RUNNING') for (const gap of [...run.gaps.keys()]) settleGap(ctx, run, gap);
}
