import type { Dec } from '../lib/decimal';
import type { Batch } from './batch';
import { estimatedBuyCost } from './market-rules';
import { newTpslLegs } from './new-records';
import type { PlanContext } from './plan-orders';
import { placePlans } from './plan-orders';
import type { AttachedLeg, AttachedTpsl, WorkingOrder } from './records';
import { isOpen } from './records';

/**
 * A limit order's attached TP/SL (`PlaceOrderCommand.takeProfit` / `stopLoss`). While the order
 * works the attachment waits (`pending`). Once the order is done — filled, or cancelled (by the
 * user, IOC, a cancel-all) after a partial fill — its legs are placed as TPSL plan orders (plan
 * type 11) on the other side, on the quantity that filled: one cancels the other, like an OCO,
 * and they fire on the last price like every plan order. An order that ends with nothing
 * filled (cancelled, post-only rejected) drops its attachment (`canceled`).
 */

/** Quote a buy leg spends per lot: its limit price, or its trigger plus the slippage allowance. */
function unitCost(ctx: PlanContext, leg: AttachedLeg): Dec {
  return leg.execution === 'limit'
    ? ctx.spec.amount(leg.priceTicks, 1)
    : estimatedBuyCost(ctx.spec, leg.triggerTicks, 1);
}

/**
 * The legs' quantity: what filled, capped by what the free balance covers. A buy's legs sell
 * the base it bought, which arrived net of the fee (taken from the base): the filled quantity
 * less the fees of its fills, cut to whole lots, whatever other base the account holds (the
 * legs close this order's position, never more). A sell's legs buy back and hold quote like
 * any plan buy: the larger need of the two legs.
 */
function legLots(ctx: PlanContext, parent: WorkingOrder, attached: AttachedTpsl): number {
  const legs = [attached.tp, attached.sl].filter((l): l is AttachedLeg => l !== null);
  const token = parent.side === 'BUY' ? ctx.spec.base : ctx.spec.quote;
  const free = ctx.funds.ledger.free(parent.userId, token);
  if (parent.side === 'BUY') {
    const received = ctx.spec.qtyDec(parent.executedLots).minus(attached.baseFee);
    return Math.min(ctx.spec.lotsOf(received), ctx.spec.lotsOf(free));
  }
  let lots = parent.executedLots;
  for (const leg of legs) {
    const unit = unitCost(ctx, leg);
    let fits = free.div(unit).floor().toNumber();
    // The division is rounded at 40 digits: step back until the need is within the balance.
    while (fits > 0 && unit.mul(fits).gt(free)) fits -= 1;
    lots = Math.min(lots, fits);
  }
  return lots;
}

/**
 * Places a done order's TPSL legs, or drops its attachment; nothing while the order works. The
 * order's record (its attachment's status and leg ids) and the legs are reported in the batch.
 */
export function placeAttachedTpsl(ctx: PlanContext, parent: WorkingOrder, batch: Batch): void {
  const attached = parent.tpsl;
  if (attached === null || attached.status !== 'pending' || isOpen(parent)) return;
  batch.touch(parent);
  if (parent.executedLots === 0) {
    attached.status = 'canceled';
    return;
  }
  const lots = legLots(ctx, parent, attached);
  if (lots <= 0) {
    attached.status = 'failed';
    return;
  }
  const ids = { next: () => ({ orderId: ctx.host.nextOrderId(), seq: ctx.host.nextSeq() }) };
  const plans = newTpslLegs(parent, attached, lots, ids, ctx.lastTicks, batch.now);
  const [first, second] = plans;
  if (!first) return;
  if (placePlans(ctx, second ? [first, second] : [first], batch) !== null) {
    attached.status = 'failed';
    return;
  }
  for (const plan of plans) ctx.host.adopt(plan);
  attached.status = 'placed';
  attached.legIds = plans.map((p) => p.orderId);
}
