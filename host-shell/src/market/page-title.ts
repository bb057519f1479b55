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

/** How often at most the page title is rewritten: a tab strip is read, not watched. */
export const TITLE_MIN_INTERVAL_MS = 1000;

export interface TitleWriterDeps {
  readonly read: () => string;
  readonly write: (title: string) => void;
  readonly now: () => number;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
}

export interface TitleWriter {
  /**
   * Shows `title`: at once when `urgent` (another symbol or account: the trader just acted)
   * or when the last write is a second old, else the newest title when the second is up.
   */
  show(title: string, urgent: boolean): void;
  /** Drops a title still waiting (the page left). */
  dispose(): void;
}

/**
 * Writes the page title at most once a second (`TITLE_MIN_INTERVAL_MS`) as the last price
 * moves, the newest title winning. A title write is not free: Chromium tells the browser
 * process of each one, about 1 ms of the main thread here and 4 ms on a phone's CPU (a
 * profile of the phone bench put 16 % of the page's script in it), while the last price
 * moves many times a second and a tab strip is read, not watched. A title that waits is
 * written when the second is up, so the tab never lags the price by more than a second.
 */
export function createTitleWriter(deps: TitleWriterDeps): TitleWriter {
  let writtenAt = Number.NEGATIVE_INFINITY;
  let waiting: string | null = null;
  let timer: unknown = null;
  const write = (title: string): void => {
    if (deps.read() === title) return;
    writtenAt = deps.now();
    deps.write(title);
  };
  const cancel = (): void => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    waiting = null;
  };
  const flush = (): void => {
    const title = waiting;
    timer = null;
    waiting = null;
    if (title !== null) write(title);
  };
  return {
    show(title, urgent) {
      if (urgent) {
        cancel();
        write(title);
        return;
      }
      if (timer !== null) {
        waiting = title;
        return;
      }
      const wait = writtenAt + TITLE_MIN_INTERVAL_MS - deps.now();
      if (wait <= 0) {
        write(title);
        return;
      }
      waiting = title;
      timer = deps.setTimer(flush, wait);
    },
    dispose: cancel,
  };
}
