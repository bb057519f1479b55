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
