import { isNonNegativeDecimalString } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { PlaceOrderCommand } from '../engine/types';

/** Market orders may fill up to this far past the best price (the engine's slippage cap). */
const SLIPPAGE = new Dec('1.05');

export interface PairQuote {
  readonly base: string;
  readonly quote: string;
  readonly bestBid: Dec | null;
  readonly bestAsk: Dec | null;
}

/**
 * What a spot-margin order will hold, to borrow the part the free balance lacks before it is
 * placed: a limit buy its value, a market buy by amount the amount, a market buy by quantity
 * the quantity at the best ask plus the slippage allowance (the most it can spend); a sell its
 * quantity, or for a market sell by amount the amount at the best bid less the allowance.
 * Null when the command does not say (malformed input the engine refuses anyway).
 */
export function marginNeed(
  cmd: PlaceOrderCommand,
  pair: PairQuote,
): { readonly token: string; readonly amount: Dec } | null {
  const dec = (text: string | undefined) =>
    isNonNegativeDecimalString(text) ? new Dec(text) : null;
  const qty = dec(cmd.qty);
  if (cmd.side === 'BUY') {
    let amount: Dec | null = null;
    if (cmd.type === 'LIMIT') {
      const price = dec(cmd.price);
      amount = price && qty ? price.mul(qty) : null;
    } else if (cmd.marketUnit === 'quoteCoin') {
      amount = dec(cmd.amount);
    } else {
      amount = qty && pair.bestAsk ? qty.mul(pair.bestAsk).mul(SLIPPAGE) : null;
    }
    return amount && amount.gt(0) ? { token: pair.quote, amount } : null;
  }
  if (cmd.type === 'MARKET' && cmd.marketUnit === 'quoteCoin') {
    const amount = dec(cmd.amount);
    const floor = pair.bestBid?.div(SLIPPAGE);
    return amount && floor && floor.gt(0) ? { token: pair.base, amount: amount.div(floor) } : null;
  }
  return qty && qty.gt(0) ? { token: pair.base, amount: qty } : null;
}
