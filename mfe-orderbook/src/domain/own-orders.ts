import { Dec, isDecimalString, isMergeStep, type Order } from '@spot/contracts';

/** Row prices of a book side that hold one of the trader's open orders. */
export interface OwnPrices {
  readonly bid: ReadonlySet<string>;
  readonly ask: ReadonlySet<string>;
}

export const NO_OWN_PRICES: OwnPrices = { bid: new Set(), ask: new Set() };

/**
 * The book rows holding the trader's open limit orders of one symbol, keyed as the sim keys
 * grouped levels (`groupLevels`): a buy at the step rounded down, a sell rounded up, written
 * with the step's decimals. Orders without a positive price (market, plan) mark nothing.
 */
export function ownOrderPrices(
  orders: readonly Order[],
  symbolId: string,
  step: string,
): OwnPrices {
  if (!isMergeStep(step)) return NO_OWN_PRICES;
  const stepDec = new Dec(step);
  const decimals = stepDec.decimalPlaces();
  const bid = new Set<string>();
  const ask = new Set<string>();
  for (const order of orders) {
    if (order.symbolId !== symbolId || !isDecimalString(order.price)) continue;
    const price = new Dec(order.price);
    if (price.lte(0)) continue;
    const buy = order.side === 'BUY';
    const bucket = price.toNearest(stepDec, buy ? Dec.ROUND_FLOOR : Dec.ROUND_CEIL);
    (buy ? bid : ask).add(bucket.toFixed(decimals));
  }
  return bid.size === 0 && ask.size === 0 ? NO_OWN_PRICES : { bid, ask };
}
