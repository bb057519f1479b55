import type { OrderSide } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { SymbolSpec } from './symbol-spec';

/**
 * Slippage protection of market orders, in percent of the best opposite price when the order
 * executes: a market buy takes no ask above best × 1.05, a market sell no bid below
 * best × 0.95; what it cannot fill within that is cancelled.
 */
export const MARKET_SLIPPAGE_PERCENT = 5;

const ESTIMATE_FACTOR = new Dec(100 + MARKET_SLIPPAGE_PERCENT).div(100);

/** The worst price a market order of `side` accepts, from the best opposite price. */
export function slippageLimit(side: OrderSide, bestTicks: number): number {
  const room = Math.floor((bestTicks * MARKET_SLIPPAGE_PERCENT) / 100);
  return side === 'BUY' ? bestTicks + room : Math.max(1, bestTicks - room);
}

/**
 * What a plan order's market buy by base quantity holds while it waits: the quantity at its
 * reference price (the trigger, or for a trailing buy the highest price it can trigger at)
 * plus the slippage allowance. When it triggers it spends at most that.
 */
export function estimatedBuyCost(spec: SymbolSpec, referenceTicks: number, lots: number): Dec {
  return spec.amount(referenceTicks, lots).mul(ESTIMATE_FACTOR);
}
