import { compareDecimalStrings } from '@spot/contracts';

export type PriceDirection = 'up' | 'down' | 'flat';

export interface PageTitleInput {
  readonly base: string;
  readonly quote: string;
  /** The last price as displayed, or null before the first ticker. */
  readonly lastPrice: string | null;
  readonly direction: PriceDirection;
  /** The demo-trading label on a demo account, else null. */
  readonly demoLabel: string | null;
}

/**
 * The page title (spec 000 §2): symbol plus last price with an up or down arrow; a demo
 * account adds the demo-trading label.
 */
export function pageTitle({
  base,
  quote,
  lastPrice,
  direction,
  demoLabel,
}: PageTitleInput): string {
  const label = `${base}/${quote}`;
  const arrow = direction === 'up' ? '↑' : direction === 'down' ? '↓' : '';
  const title = lastPrice === null ? label : `${label} ${lastPrice}${arrow}`;
  return demoLabel === null ? title : `${demoLabel} · ${title}`;
}

/** The last price seen for a symbol and the direction of its last move. */
export interface PriceTick {
  readonly symbolName: string;
  readonly price: string;
  readonly direction: PriceDirection;
}

/**
 * The next tick: a higher price points up, a lower one down, an unchanged one keeps the last
 * arrow; a new symbol starts flat, so a pair switch never shows the old pair's move.
 */
export function nextPriceTick(
  previous: PriceTick | null,
  symbolName: string,
  price: string,
): PriceTick {
  if (!previous || previous.symbolName !== symbolName)
    return { symbolName, price, direction: 'flat' };
  const cmp = compareDecimalStrings(price, previous.price);
  const direction = cmp > 0 ? 'up' : cmp < 0 ? 'down' : previous.direction;
  return { symbolName, price, direction };
}
