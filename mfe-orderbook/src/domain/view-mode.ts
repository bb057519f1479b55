import {
  ORDER_BOOK_LIMIT,
  ORDER_BOOK_VIEW_DEFAULTS,
  ORDER_BOOK_VIEW_MODES,
  type OrderBookViewMode,
} from '@spot/contracts';

/** Above this order-area height the height is ignored and the default rows apply (spec 000 §9). */
export const ORDER_AREA_HEIGHT_IGNORED_ABOVE_PX = 600;

const ROW_PITCH_PX = ORDER_BOOK_VIEW_DEFAULTS.rowHeightPx + ORDER_BOOK_VIEW_DEFAULTS.rowGapPx;

/**
 * Rows per side for an order area `heightPx` high (spec 000 §9): as many 24 px rows as half
 * the height holds, never more than the default 13; a height that is unknown, not positive
 * or above 600 px is ignored and the default applies.
 */
export function rowsPerSideFor(heightPx: number | undefined): number {
  const fallback = ORDER_BOOK_VIEW_DEFAULTS.rowsPerSide;
  if (
    heightPx === undefined ||
    !Number.isFinite(heightPx) ||
    heightPx <= 0 ||
    heightPx > ORDER_AREA_HEIGHT_IGNORED_ABOVE_PX
  ) {
    return fallback;
  }
  return Math.max(1, Math.min(fallback, Math.floor(heightPx / ROW_PITCH_PX / 2)));
}

/**
 * A phone's book shows at least this many rows a side, however little of the screen is left:
 * on a 375 × 667 screen with the notice bar up, 3 a side are what fit above the Buy / Sell bar.
 */
export const PHONE_MIN_ROWS_PER_SIDE = 3;

/** Where a phone's book sits on the page, in CSS px (see `phoneRowsPerSide`). */
export interface PhoneBookPlace {
  /** The layout viewport's height (`innerHeight`). */
  readonly viewportHeight: number;
  /** The top of the book's body (its rows and the spread line), from the document's top. */
  readonly bodyTop: number;
  /** The spread line's height, inside the body. */
  readonly spreadHeight: number;
  /** What the book shows under its body (the buy/sell ratio bar, paddings). */
  readonly belowBody: number;
  /** The viewport's bottom the page's fixed chrome covers (its `scroll-padding-bottom`). */
  readonly obscuredBottom: number;
}

/**
 * Rows per side for a phone's book: spec 000 §9's order-area rule (`rowsPerSideFor`), the order
 * area being the part of the screen the rows can have with the page at its top: the viewport
 * below the body's top, less what the host's fixed bar covers, what the book shows under its
 * body and the spread line. Both sides and the spread then fit the screen, as on any exchange's
 * phone book, instead of the bids starting below it; never fewer than
 * `PHONE_MIN_ROWS_PER_SIDE` (a small screen scrolls to the rest). A book that starts below the
 * first screen gets the default rows.
 */
export function phoneRowsPerSide(place: PhoneBookPlace): number {
  const area =
    place.viewportHeight -
    place.bodyTop -
    place.obscuredBottom -
    place.belowBody -
    place.spreadHeight;
  if (Number.isNaN(area)) return ORDER_BOOK_VIEW_DEFAULTS.rowsPerSide;
  // A book laid out below the first screen (the LT page at a phone's width stacks it under the
  // token's page and chart) is scrolled to: as spec 000 §9 does with a height it cannot use,
  // the default rows.
  if (place.bodyTop >= place.viewportHeight) return ORDER_BOOK_VIEW_DEFAULTS.rowsPerSide;
  if (area <= 0) return PHONE_MIN_ROWS_PER_SIDE;
  return Math.max(PHONE_MIN_ROWS_PER_SIDE, rowsPerSideFor(area));
}

/** How many bid and ask rows a view mode shows (spec 000 §4); one side alone takes both halves. */
export function rowsForMode(
  mode: OrderBookViewMode,
  rowsPerSide: number,
): { readonly bids: number; readonly asks: number } {
  const both = Math.min(ORDER_BOOK_LIMIT, rowsPerSide * 2);
  switch (mode) {
    case ORDER_BOOK_VIEW_MODES.buyOnly:
      return { bids: both, asks: 0 };
    case ORDER_BOOK_VIEW_MODES.sellOnly:
      return { bids: 0, asks: both };
    case ORDER_BOOK_VIEW_MODES.leftRight:
      return { bids: both, asks: both };
    default:
      return { bids: rowsPerSide, asks: rowsPerSide };
  }
}
