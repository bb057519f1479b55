import { Dec } from '../lib/decimal';
import type { OrderSide } from '@spot/contracts';
import type { PlanOrder, Trailing } from './records';
import type { OcoLeg, PlanKind, TriggerDirection } from './types';

const HUNDRED = new Dec(100);

/** Orders plans by trigger price (ascending for `rise`, descending for `fall`), then arrival. */
function before(a: PlanOrder, b: PlanOrder): boolean {
  const at = a.triggerTicks ?? 0;
  const bt = b.triggerTicks ?? 0;
  if (at !== bt) return a.direction === 'rise' ? at < bt : at > bt;
  return a.seq < b.seq;
}

/**
 * The trigger price of a trailing order from its best price: a sell fires when the last price
 * falls to the best price less the trail, a buy when it rises to the best price plus the trail.
 * A percentage trail is rounded to whole ticks toward the best price's far side (floor for a
 * sell, ceil for a buy), which fires exactly when the unrounded rule does, since prices are
 * whole ticks.
 */
export function trailingTrigger(side: 'BUY' | 'SELL', t: Trailing, extreme: number): number {
  if (t.valueTicks !== null)
    return side === 'SELL' ? extreme - t.valueTicks : extreme + t.valueTicks;
  const pct = t.percentage ?? new Dec(0);
  const factor = side === 'SELL' ? HUNDRED.minus(pct) : HUNDRED.plus(pct);
  const exact = new Dec(extreme).mul(factor).div(HUNDRED);
  return (side === 'SELL' ? exact.floor() : exact.ceil()).toNumber();
}

/**
 * Which way the last price must move to fire a plan order. An OCO's (and a TPSL leg's)
 * take-profit fires on a rise for a sell and on a fall for a buy, its stop-loss the other way;
 * a trailing sell tracks the highest price and fires on the fall from it. A conditional or
 * stop-limit order fires when the price reaches its trigger from where it is: at or above the
 * last price it waits for a rise, below it for a fall.
 */
export function directionOf(
  kind: PlanKind,
  side: OrderSide,
  ocoLeg: OcoLeg | null,
  triggerTicks: number | null,
  lastTicks: number,
): TriggerDirection {
  if (kind === 'trailing') return side === 'SELL' ? 'fall' : 'rise';
  // A TPSL leg (of a limit order's attached TP/SL) is an OCO leg: its direction is fixed by
  // its role, so a leg whose trigger the fill already passed fires at once.
  if (kind === 'oco' || kind === 'tpsl') {
    return (ocoLeg === 'TP') === (side === 'SELL') ? 'rise' : 'fall';
  }
  return (triggerTicks ?? 0) >= lastTicks ? 'rise' : 'fall';
}

/**
 * The plan orders of one symbol waiting for the last price. Conditional, stop-limit and OCO
 * legs sit in two arrays sorted by trigger price, so a price change reads only the prefix that
 * fires; trailing orders are tracked one by one, since each change may move their trigger.
 */
export class PlanBook {
  private readonly rise: PlanOrder[] = [];
  private readonly fall: PlanOrder[] = [];
  private readonly trailing = new Set<PlanOrder>();

  get size(): number {
    return this.rise.length + this.fall.length + this.trailing.size;
  }

  add(plan: PlanOrder): void {
    if (plan.trailing !== null) {
      this.trailing.add(plan);
      return;
    }
    const list = plan.direction === 'rise' ? this.rise : this.fall;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = list[mid];
      if (at !== undefined && before(at, plan)) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, plan);
  }

  remove(plan: PlanOrder): void {
    if (plan.trailing !== null) {
      this.trailing.delete(plan);
      return;
    }
    for (const list of [this.rise, this.fall]) {
      const index = list.indexOf(plan);
      if (index >= 0) list.splice(index, 1);
    }
  }

  /**
   * The plans the last price `last` fires, in arrival order. Trailing orders are brought up to
   * date first (activation, best price, trigger); `onChange` hears of each that moved.
   */
  fired(last: number, onChange: (plan: PlanOrder) => void): PlanOrder[] {
    const out: PlanOrder[] = [];
    for (const plan of this.rise) {
      if ((plan.triggerTicks ?? 0) > last) break;
      out.push(plan);
    }
    for (const plan of this.fall) {
      if ((plan.triggerTicks ?? 0) < last) break;
      out.push(plan);
    }
    for (const plan of this.trailing) {
      if (track(plan, last)) onChange(plan);
      const trigger = plan.triggerTicks;
      if (trigger === null || !plan.trailing?.active) continue;
      if (plan.side === 'SELL' ? last <= trigger : last >= trigger) out.push(plan);
    }
    return out.length > 1 ? out.sort((a, b) => a.seq - b.seq) : out;
  }
}

/** Updates a trailing order for the last price; returns whether anything it shows changed. */
function track(plan: PlanOrder, last: number): boolean {
  const t = plan.trailing;
  if (t === null) return false;
  const sell = plan.side === 'SELL';
  let changed = false;
  if (!t.active) {
    const reached =
      t.activationTicks === null || (sell ? last >= t.activationTicks : last <= t.activationTicks);
    if (!reached) return false;
    t.active = true;
    t.extremeTicks = last;
    changed = true;
  }
  const extreme = t.extremeTicks ?? last;
  if (t.extremeTicks === null || (sell ? last > extreme : last < extreme)) {
    t.extremeTicks = last;
    changed = true;
  }
  if (!changed && plan.triggerTicks !== null) return false;
  const trigger = trailingTrigger(plan.side, t, t.extremeTicks ?? last);
  if (trigger !== plan.triggerTicks) {
    plan.triggerTicks = trigger;
    changed = true;
  }
  return changed;
}
