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
