import type { ApiResult, CandleData, CandleInterval, KlineBar } from '@spot/contracts';
import { Dec, KLINE_DEFAULT_LIMIT, klineBarFromRow } from '@spot/contracts';
import { barWindow, intervalMs } from './intervals';

/** Kline paging of spec 000 §9: 500 bars a call, at most 3 extra pages for one range. */
export const KLINE_PAGING = { limit: KLINE_DEFAULT_LIMIT, maxExtraPages: 3 } as const;

/** One kline call: the bars before `to` (exclusive), oldest first. */
export type FetchKlinePage = (request: {
  readonly to: number;
  readonly limit: number;
}) => Promise<ApiResult<{ readonly list: readonly unknown[] }>>;

export interface KlineRange {
  /** Oldest first, one bar per open time. */
  readonly bars: readonly KlineBar[];
  /** True when the server has nothing older (a page came back short). */
  readonly exhausted: boolean;
  /** The failure of the first page; a later page failing keeps what came before. */
  readonly error: { readonly kind: string; readonly message: string } | null;
  /** Calls made (1 + extra pages). */
  readonly pages: number;
}

/**
 * The start the chart asks for without a time frame: one page of bars back from `now`, the
 * current bar included, so a full first page already reaches it.
 */
export function defaultRequestedStart(interval: CandleInterval, now: number): number {
  return barWindow(interval, now).start - (KLINE_PAGING.limit - 1) * intervalMs(interval);
}

/** Bars of one reply, malformed rows dropped (never thrown into a component). */
export function barsFromRows(symbol: string, rows: readonly unknown[]): KlineBar[] {
  const bars: KlineBar[] = [];
  for (const row of rows) {
    const bar = klineBarFromRow(symbol, row);
    if (bar) bars.push(bar);
    else console.warn('[chart] dropped a malformed kline row', row);
  }
  return bars;
}

/** Two bar lists merged by open time, oldest first; on the same time `newer` wins. */
export function mergeBars(older: readonly KlineBar[], newer: readonly KlineBar[]): KlineBar[] {
  const byTime = new Map<number, KlineBar>();
  for (const bar of older) byTime.set(bar.time, bar);
  for (const bar of newer) byTime.set(bar.time, bar);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * Whether one more page is due: the last page was full (the server may hold older bars), the
 * oldest bar is still after the requested start, and fewer than 3 extra pages were made.
 */
export function needsAnotherPage(state: {
  readonly oldest: number | undefined;
  readonly requestedStart: number;
  readonly extraPages: number;
  readonly lastPageSize: number;
}): boolean {
  return (
    state.oldest !== undefined &&
    state.lastPageSize >= KLINE_PAGING.limit &&
    state.oldest > state.requestedStart &&
    state.extraPages < KLINE_PAGING.maxExtraPages
  );
}

/**
 * Loads the bars of `[requestedStart, to)`: one page of 500 ending at `to`, then up to 3 more
 * pages, each ending at the oldest bar so far, while the data is still newer than the start.
 * A failed first page gives no bars and the error; a failed later page keeps what came.
 */
export async function loadKlineRange(
  symbol: string,
  fetchPage: FetchKlinePage,
  range: { readonly to: number; readonly requestedStart: number },
): Promise<KlineRange> {
  let bars: KlineBar[] = [];
  let to = range.to;
  let pages = 0;
  for (;;) {
    const reply = await fetchPage({ to, limit: KLINE_PAGING.limit });
    pages += 1;
    if (!reply.ok) {
      if (pages === 1) {
        return {
          bars: [],
          exhausted: false,
          error: { kind: reply.kind, message: reply.message },
          pages,
        };
      }
      return { bars, exhausted: false, error: null, pages };
    }
    const rows = Array.isArray(reply.result.list) ? reply.result.list : [];
    const page = barsFromRows(symbol, rows);
    bars = mergeBars(page, bars);
    const oldest = bars[0]?.time;
    const exhausted = rows.length < KLINE_PAGING.limit;
    if (
      !needsAnotherPage({
        oldest,
        requestedStart: range.requestedStart,
        extraPages: pages - 1,
        lastPageSize: rows.length,
      })
    ) {
      return { bars, exhausted, error: null, pages };
    }
    // `to` is exclusive on a bar's start: the next page ends right before the oldest bar.
    to = oldest as number;
  }
}

/** One page older than the oldest bar held, for scrolling left. */
export async function loadOlderPage(
  symbol: string,
  fetchPage: FetchKlinePage,
  oldest: number,
): Promise<{
  readonly bars: readonly KlineBar[];
  readonly exhausted: boolean;
  readonly failed: boolean;
}> {
  const reply = await fetchPage({ to: oldest, limit: KLINE_PAGING.limit });
  if (!reply.ok) return { bars: [], exhausted: false, failed: true };
  const rows = Array.isArray(reply.result.list) ? reply.result.list : [];
  return {
    bars: barsFromRows(symbol, rows).filter((bar) => bar.time < oldest),
    exhausted: rows.length < KLINE_PAGING.limit,
    failed: false,
  };
}

/** What a live candle does to the series: replace the last bar, add one, or nothing. */
export type LiveCandleEffect =
  | { readonly kind: 'replace'; readonly bar: KlineBar }
  | { readonly kind: 'append'; readonly bar: KlineBar }
  | { readonly kind: 'ignore' };

/**
 * The effect of a live candle on bars held oldest first: the last bar's window replaces it
 * (keeping the bar's open, widening its high and low; close and volume from the candle), a
 * later window appends; an older one (late message) or a malformed one is ignored.
 */
export function applyLiveCandle(
  symbol: string,
  last: KlineBar | undefined,
  candle: CandleData | null,
): LiveCandleEffect {
  if (!candle || !Number.isSafeInteger(candle.start)) return { kind: 'ignore' };
  const bar = klineBarFromRow(symbol, [
    String(candle.start),
    candle.open,
    candle.high,
    candle.low,
    candle.close,
    candle.volume,
  ]);
  if (!bar) return { kind: 'ignore' };
  if (!last || bar.time > last.time) return { kind: 'append', bar };
  if (bar.time !== last.time) return { kind: 'ignore' };
  // One window, two sources: its open is fixed once known and its range only widens.
  return {
    kind: 'replace',
    bar: {
      ...bar,
      open: last.open,
      high: new Dec(last.high).gt(bar.high) ? last.high : bar.high,
      low: new Dec(last.low).lt(bar.low) ? last.low : bar.low,
    },
  };
}
