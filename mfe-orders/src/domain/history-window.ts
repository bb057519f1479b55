/** The history reaches back at most 90 days per request (spec 000 §9). */
export const HISTORY_WINDOW_DAYS = 90;
/** The history time ranges (spec 000 §9). */
export const HISTORY_RANGES = [7, 30, 180] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
/** Page size of the order lists (spec 000 §9). */
export const PAGE_SIZE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the next page of a history list starts. The 180-day range is longer than the 90-day
 * window one request may span, so it is walked as consecutive windows of at most 90 days,
 * newest first; within a window, pages continue below the last row.
 */
export interface HistoryCursor {
  /** ms, inclusive: the newest time the next page may hold. */
  readonly end: number;
  /** The id of the last row already held, when the next page continues inside a window. */
  readonly afterId: string | null;
  /** ms: the oldest time of the range. */
  readonly rangeStart: number;
}

export function firstCursor(range: HistoryRange, now: number): HistoryCursor {
  return { end: now, afterId: null, rangeStart: now - range * DAY_MS };
}

/** The request window of a cursor: never longer than 90 days, never before the range. */
export function windowOf(cursor: HistoryCursor): { start_time: number; end_time: number } {
  return {
    start_time: Math.max(cursor.rangeStart, cursor.end - HISTORY_WINDOW_DAYS * DAY_MS),
    end_time: cursor.end,
  };
}

/**
 * The cursor after a page, or null when the range is exhausted. A full page continues at the
 * last row's time (rows of that same millisecond are told apart by id); a short page ends its
 * window, and the range continues with the window before it. A full page that brought nothing
 * new (more rows of one millisecond than a page) steps past that millisecond.
 */
export function nextCursor(
  cursor: HistoryCursor,
  page: readonly { readonly id: string; readonly time: number }[],
  newRows: number,
): HistoryCursor | null {
  const { start_time } = windowOf(cursor);
  const last = page[page.length - 1];
  if (page.length >= PAGE_SIZE && last) {
    if (newRows > 0) return { ...cursor, end: last.time, afterId: last.id };
    return last.time - 1 >= start_time ? { ...cursor, end: last.time - 1, afterId: null } : null;
  }
  if (start_time <= cursor.rangeStart) return null;
  return { ...cursor, end: start_time - 1, afterId: null };
}
