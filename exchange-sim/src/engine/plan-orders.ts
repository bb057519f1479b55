import { Dec } from '../lib/decimal';
import type { Batch, Funds } from './batch';
import { estimatedBuyCost } from './market-rules';
import type { PlanBook } from './plan-book';
import { directionOf, trailingTrigger } from './plan-book';
import { newChildOrder } from './new-records';
import type { EngineRecord, PlanOrder, PlanParams, WorkingOrder } from './records';
import { isWaiting } from './records';
import type { Rejection } from './reject-codes';
import { rejection } from './reject-codes';
import type { SymbolSpec } from './symbol-spec';

const ZERO = new Dec(0);

/** What plan orders need of the engine that holds every symbol. */
export interface PlanHost {
  nextOrderId(): string;
  /** The next arrival number (queue positions and plan order). */
  nextSeq(): number;
  planById(orderId: string): PlanOrder | undefined;
  /** Records an order a trigger created, or a TPSL leg an attachment placed. */
  adopt(record: EngineRecord): void;
}

/** What plan orders need of their symbol's engine. */
export interface PlanContext {
  readonly spec: SymbolSpec;
  readonly funds: Funds;
  readonly plans: PlanBook;
  readonly lastTicks: number;
  readonly host: PlanHost;
  execute(order: WorkingOrder, batch: Batch): void;
  checkTriggers(): void;
}

/** The highest price a trailing buy can trigger at: its trail above where tracking starts. */
function trailingBuyBound(p: PlanOrder, lastTicks: number): number {
  const t = p.trailing;
  if (t === null) return p.triggerTicks ?? lastTicks;
  const start = t.active ? (t.extremeTicks ?? lastTicks) : (t.activationTicks ?? lastTicks);
  return trailingTrigger('BUY', t, start);
}

/**
 * Funds a plan order holds while it waits (as exchanges do): a sell its base quantity, a
 * limit buy price × quantity, a market buy by amount the amount, and a market buy by base
 * quantity the quantity at the trigger (for a trailing buy the highest trigger it can reach)
 * plus the 5 % slippage allowance.
 */
export function planNeed(spec: SymbolSpec, p: PlanOrder, lastTicks: number): Dec {
  if (p.side === 'SELL') return spec.qtyDec(p.qtyLots);
  if (p.execution === 'limit') return spec.amount(p.priceTicks, p.qtyLots);
  if (p.marketUnit === 'quoteCoin') return p.amount ?? ZERO;
  return estimatedBuyCost(spec, trailingBuyBound(p, lastTicks), p.qtyLots);
}

/** What the order a plan triggers needs exactly, or null when it spends from a budget. */
function childNeed(spec: SymbolSpec, p: PlanOrder): Dec | null {
  if (p.side === 'SELL') return spec.qtyDec(p.qtyLots);
  if (p.execution === 'limit') return spec.amount(p.priceTicks, p.qtyLots);
  return p.marketUnit === 'quoteCoin' ? (p.amount ?? ZERO) : null;
}

function shortOf(ctx: PlanContext, p: PlanOrder, need: Dec): Rejection {
  const free = ctx.funds.ledger.free(p.userId, p.heldToken);
  return rejection(
    'INSUFFICIENT_BALANCE',
    `needs ${need.toFixed()} ${p.heldToken}, ${free.toFixed()} free`,
  );
}

/** The other leg of an OCO order. */
export function siblingOf(ctx: { host: PlanHost }, p: PlanOrder): PlanOrder | undefined {
  return p.ocoSiblingId === null ? undefined : ctx.host.planById(p.ocoSiblingId);
}

/** Holds the funds of new plan orders (an OCO's two legs share one hold) and files them. */
export function placePlans(
  ctx: PlanContext,
  legs: readonly [PlanOrder] | readonly [PlanOrder, PlanOrder],
  batch: Batch,
): Rejection | null {
  const [first] = legs;
  const need = legs
    .map((p) => planNeed(ctx.spec, p, ctx.lastTicks))
    .reduce((a, b) => (a.gt(b) ? a : b));
  if (!ctx.funds.hold(batch, first.userId, first.heldToken, need)) return shortOf(ctx, first, need);
  first.held = need;
  for (const p of legs) {
    ctx.plans.add(p);
    batch.touch(p);
  }
  ctx.checkTriggers();
  return null;
}

/**
 * Fires a plan order: it ends as ORDER_FILLED (triggered), an OCO's other leg is cancelled,
 * and the order it stands for is placed with the funds it held (any excess released).
 */
export function triggerPlan(ctx: PlanContext, p: PlanOrder, batch: Batch): void {
  if (!isWaiting(p)) return;
  let held = p.held;
  p.held = ZERO;
  const sibling = siblingOf(ctx, p);
  if (sibling && isWaiting(sibling)) {
    held = held.plus(sibling.held);
    sibling.held = ZERO;
    sibling.status = 'ORDER_CANCELED';
    ctx.plans.remove(sibling);
    batch.touch(sibling);
  }
  ctx.plans.remove(p);
  p.status = 'ORDER_FILLED';
  batch.touch(p);
  const child = newChildOrder(p, ctx.host.nextOrderId(), batch.now);
  p.childOrderId = child.orderId;
  ctx.host.adopt(child);
  const need = childNeed(ctx.spec, p);
  if (need !== null && held.gt(need)) {
    ctx.funds.release(batch, p.userId, p.heldToken, held.minus(need));
    held = need;
  }
  child.held = held;
  ctx.execute(child, batch);
}

/** Cancels a waiting plan order (an OCO: both legs) and releases what it held. */
export function cancelPlan(ctx: PlanContext, p: PlanOrder, batch: Batch): void {
  const legs = [p, siblingOf(ctx, p)].filter(
    (l): l is PlanOrder => l !== undefined && isWaiting(l),
  );
  for (const leg of legs) {
    ctx.funds.release(batch, leg.userId, leg.heldToken, leg.held);
    leg.held = ZERO;
    leg.status = 'ORDER_CANCELED';
    ctx.plans.remove(leg);
    batch.touch(leg);
  }
}

/**
 * Changes a waiting plan order's trigger, price, size or trail. The hold follows the new need
 * (an OCO's: the larger of its legs'); a short balance refuses the change, changing nothing.
 */
export function modifyPlan(
  ctx: PlanContext,
  p: PlanOrder,
  next: PlanParams,
  batch: Batch,
): Rejection | null {
  const sibling = siblingOf(ctx, p);
  const before = {
    ...next,
    triggerTicks: p.triggerTicks,
    priceTicks: p.priceTicks,
    qtyLots: p.qtyLots,
  };
  const trailingBefore = p.trailing === null ? null : { ...p.trailing };
  const holder = sibling && sibling.held.gt(p.held) ? sibling : p;
  const heldNow = holder.held;
  apply(ctx, p, next);
  if (sibling) sibling.qtyLots = p.qtyLots;
  const legs = sibling ? [p, sibling] : [p];
  const need = legs
    .map((l) => planNeed(ctx.spec, l, ctx.lastTicks))
    .reduce((a, b) => (a.gt(b) ? a : b));
  if (need.gt(heldNow)) {
    const more = need.minus(heldNow);
    if (!ctx.funds.hold(batch, p.userId, p.heldToken, more)) {
      apply(ctx, p, { ...before, trailing: trailingBefore });
      if (sibling) sibling.qtyLots = p.qtyLots;
      return shortOf(ctx, p, more);
    }
  } else {
    ctx.funds.release(batch, p.userId, p.heldToken, heldNow.minus(need));
  }
  holder.held = need;
  for (const leg of legs) batch.touch(leg);
  ctx.checkTriggers();
  return null;
}

/** Sets a plan's parameters and files it again under its new trigger. */
function apply(ctx: PlanContext, p: PlanOrder, next: PlanParams): void {
  ctx.plans.remove(p);
  p.priceTicks = next.priceTicks;
  p.qtyLots = next.qtyLots;
  const t = p.trailing;
  if (t !== null && next.trailing !== null) {
    t.activationTicks = next.trailing.activationTicks;
    t.percentage = next.trailing.percentage;
    t.valueTicks = next.trailing.valueTicks;
    p.triggerTicks =
      t.active && t.extremeTicks !== null ? trailingTrigger(p.side, t, t.extremeTicks) : null;
  } else {
    p.triggerTicks = next.triggerTicks;
    p.direction = directionOf(p.planKind, p.side, p.ocoLeg, p.triggerTicks, ctx.lastTicks);
  }
  ctx.plans.add(p);
}
