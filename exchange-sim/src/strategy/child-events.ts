import type { EngineEvent, FillEvent, Order } from '../engine/types';
import { Dec } from '../lib/decimal';
import type { ChildRef } from './child-ids';
import { parseChildId } from './child-ids';
import type { ChildFees } from './runner-context';
import { isOpenOrder } from './runner-context';
import type { StrategyStore } from './strategy-store';
import type { GridRun, StrategyRun } from './strategy-runs';
import { isGrid, isLive } from './strategy-runs';

/** A tool's child an operation changed, in its state after the operation. */
export interface Touched {
  readonly run: StrategyRun;
  readonly ref: ChildRef;
  readonly order: Order;
}

export interface FilingDeps {
  readonly store: Pick<StrategyStore, 'hasLive' | 'get'>;
  /** Symbols with a grid whose stop loss or take profit is watched. */
  readonly watched: ReadonlyMap<string, ReadonlySet<GridRun>>;
  /** Child order id → the fees its fills paid so far (added to here). */
  readonly fees: Map<string, ChildFees>;
  readonly baseOf: (symbol: string) => string | undefined;
}

/**
 * Sorts an operation's events for the strategy engine, in the engine's listener (so it only
 * reads and files; the runners act later): the tools' children it changed that call for work
 * (a grid's once done, an iceberg's or TWAP's on every change, for its row), with the fees
 * their fills paid summed in quote terms (a base fee at the fill's price) and in base; and the
 * symbols it traded on that have stops to watch. Only users with a live strategy are looked at.
 */
export function fileEvents(
  events: readonly EngineEvent[],
  deps: FilingDeps,
): { children: Touched[]; traded: Set<string> } {
  const touched = new Map<string, Touched>();
  const traded = new Set<string>();
  for (const event of events) {
    if (event.type === 'order' && deps.store.hasLive(event.userId)) {
      const ref = parseChildId(event.order.clientOrderId);
      const run = ref && deps.store.get(ref.strategyId);
      if (!ref || !run || run.userId !== event.userId || !isLive(run)) continue;
      touched.set(event.order.orderId, { run, ref, order: event.order });
    } else if (event.type === 'trade' && deps.watched.has(event.symbolId)) {
      traded.add(event.symbolId);
    }
  }
  if (touched.size === 0) return { children: [], traded };
  for (const event of events) if (event.type === 'fill') addFees(event, touched, deps);
  const children = [...touched.values()].filter(
    (item) => !(isGrid(item.run) && isOpenOrder(item.order)),
  );
  return { children, traded };
}

function addFees(fill: FillEvent, touched: ReadonlyMap<string, Touched>, deps: FilingDeps): void {
  const base = deps.baseOf(fill.symbolId);
  for (const party of [fill.taker, fill.maker]) {
    const item = touched.get(party.orderId);
    if (!item || item.run.userId !== party.userId) continue;
    const known = deps.fees.get(party.orderId) ?? { fee: new Dec(0), baseFee: new Dec(0) };
    const inBase = party.feeToken === base;
    deps.fees.set(party.orderId, {
      fee: known.fee.plus(inBase ? new Dec(party.fee).mul(fill.price) : party.fee),
      baseFee: inBase ? known.baseFee.plus(party.fee) : known.baseFee,
    });
  }
}
