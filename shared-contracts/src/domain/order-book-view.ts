import type { DecimalString } from './decimal-string';

/**
 * One row of the order-book view model (spec 000 §3). The raw level is `price` and `amount`;
 * the `calc_*` fields are the same figures at the display precision and merge step, and the
 * totals run from the best price outwards.
 */
export interface OrderBookViewRow {
  /** Level price as grouped by the merge step. */
  readonly price: DecimalString;
  /** Quantity at the level, in base token. */
  readonly amount: DecimalString;
  /** `price` at the display precision. */
  readonly calc_price: DecimalString;
  /** `amount` at the display precision. */
  readonly calc_amount: DecimalString;
  /** `total_amount` at the display precision. */
  readonly calc_total_amount: DecimalString;
  /** Running total of `amount` from the best level to this one (base token). */
  readonly total_amount: DecimalString;
  /** Running total of `price × amount` from the best level to this one (quote token). */
  readonly total_value: DecimalString;
}

/**
 * Buy versus sell weight of the visible book (spec 000 §3), as percentages `"0"`–`"100"`.
 * `noRatio` is true when both sides are empty and no ratio can be shown.
 */
export interface DeepRatio {
  readonly buyRatio: DecimalString;
  readonly sellRatio: DecimalString;
  readonly noRatio: boolean;
}

/** The order-book view model (spec 000 §3): both sides best first, plus the summary line. */
export interface OrderBookView {
  /** Bids, best (highest) first. */
  readonly buyData: readonly OrderBookViewRow[];
  /** Asks, best (lowest) first. */
  readonly sellData: readonly OrderBookViewRow[];
  /** Best bid, or null when there is none. */
  readonly buyOnePrice: DecimalString | null;
  /** Best ask, or null when there is none. */
  readonly sellOnePrice: DecimalString | null;
  /**
   * The price on the line between the sides. The spec only names it; it is the mid of best
   * bid and best ask, null when a side is empty.
   */
  readonly avg: DecimalString | null;
  readonly deepRatio: DeepRatio;
}

/** Order-book view modes (spec 000 §4). */
export const ORDER_BOOK_VIEW_MODES = {
  bothSides: 1,
  buyOnly: 2,
  sellOnly: 3,
  leftRight: 4,
} as const;
export type OrderBookViewMode = (typeof ORDER_BOOK_VIEW_MODES)[keyof typeof ORDER_BOOK_VIEW_MODES];

/** Which token the total column counts in (spec 000 §4). */
export const ORDER_BOOK_TOTAL_TYPES = ['baseToken', 'quoteToken'] as const;
export type OrderBookTotalType = (typeof ORDER_BOOK_TOTAL_TYPES)[number];

/** Book depth and default rows per side of the order-book panel (spec 000 §9). */
export const ORDER_BOOK_VIEW_DEFAULTS = {
  depthRows: 40,
  rowsPerSide: 13,
  rowHeightPx: 22,
  rowGapPx: 2,
  wideLayoutMinWidthPx: 2037,
} as const;

export type OrderBookLevelSide = 'Buy' | 'Sell';

/**
 * One order-book level of the realtime layer (spec 001 §3): levels are grouped by price
 * (spec 001 §7) and carry their running total.
 */
export interface OrderBookLevel {
  readonly price: DecimalString;
  readonly size: DecimalString;
  readonly side: OrderBookLevelSide;
  /** Sum of `size` from the best level of this side to this one. */
  readonly total: DecimalString;
}
