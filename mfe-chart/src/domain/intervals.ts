import type { CandleInterval } from '@spot/contracts';
import {
  CANDLE_INTERVALS,
  DEFAULT_CHART_INTERVAL,
  TOOLBAR_FAVOURITE_INTERVALS,
} from '@spot/contracts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
/** 1970-01-05, the first Monday of the epoch: weeks start on Monday 00:00 UTC, as the sim's. */
const FIRST_MONDAY = 4 * DAY;

const INTERVAL_SET: ReadonlySet<string> = new Set(CANDLE_INTERVALS);

/** The resolutions of spec 000 §9, in toolbar order; nothing else is accepted (§5). */
export const CHART_INTERVALS: readonly CandleInterval[] = CANDLE_INTERVALS;

/** Default interval: 30 minutes (spec 000 §9). */
export const DEFAULT_INTERVAL: CandleInterval = DEFAULT_CHART_INTERVAL;

/** Pinned intervals before the trader customises them: the toolbar favourites of §9. */
export const DEFAULT_PINNED_INTERVALS: readonly CandleInterval[] = TOOLBAR_FAVOURITE_INTERVALS;

export function isChartInterval(value: unknown): value is CandleInterval {
  return typeof value === 'string' && INTERVAL_SET.has(value);
}

/** Nominal length of one bar in ms (a month counts 30 days; use `barWindow` for boundaries). */
export function intervalMs(interval: CandleInterval): number {
  switch (interval) {
    case '1S':
      return SECOND;
    case '1D':
      return DAY;
    case '1W':
      return WEEK;
    case '1M':
      return 30 * DAY;
    default:
      return Number(interval) * MINUTE;
  }
}

/** The UTC window of the bar of `interval` that holds the instant `t` (the sim's boundaries). */
export function barWindow(
  interval: CandleInterval,
  t: number,
): { readonly start: number; readonly end: number } {
  if (interval === '1M') {
    const date = new Date(t);
    const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    return { start, end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - 1 };
  }
  if (interval === '1W') {
    const start = Math.floor((t - FIRST_MONDAY) / WEEK) * WEEK + FIRST_MONDAY;
    return { start, end: start + WEEK - 1 };
  }
  const length = intervalMs(interval);
  const start = Math.floor(t / length) * length;
  return { start, end: start + length - 1 };
}

/** How the toolbar labels an interval: the unit and count behind an i18n key. */
export function intervalLabel(interval: CandleInterval): {
  readonly unit: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month';
  readonly count: number;
} {
  switch (interval) {
    case '1S':
      return { unit: 'second', count: 1 };
    case '1D':
      return { unit: 'day', count: 1 };
    case '1W':
      return { unit: 'week', count: 1 };
    case '1M':
      return { unit: 'month', count: 1 };
    default: {
      const minutes = Number(interval);
      return minutes >= 60
        ? { unit: 'hour', count: minutes / 60 }
        : { unit: 'minute', count: minutes };
    }
  }
}

/**
 * The pinned intervals as the strip shows them: only listed resolutions, no duplicates, in the
 * resolution order of §9. An empty list falls back to the defaults (a strip needs one entry).
 */
export function normalizePinned(pins: readonly unknown[]): readonly CandleInterval[] {
  const chosen = new Set(pins.filter(isChartInterval));
  const ordered = CHART_INTERVALS.filter((interval) => chosen.has(interval));
  return ordered.length > 0 ? ordered : DEFAULT_PINNED_INTERVALS;
}

/** Pinned intervals inline, the others in the dropdown; the current one is always reachable. */
export function splitIntervals(
  pinned: readonly CandleInterval[],
  current: CandleInterval,
): {
  readonly inline: readonly CandleInterval[];
  readonly more: readonly CandleInterval[];
  /** True when the current interval is not pinned: the dropdown button shows it. */
  readonly currentInMore: boolean;
} {
  const pins = new Set(pinned);
  return {
    inline: CHART_INTERVALS.filter((interval) => pins.has(interval)),
    more: CHART_INTERVALS.filter((interval) => !pins.has(interval)),
    currentInMore: !pins.has(current),
  };
}

/**
 * The interval `step` places from `current` in the toolbar's order (the `[` and `]` hotkeys),
 * staying at the ends.
 */
export function adjacentInterval(current: CandleInterval, step: 1 | -1): CandleInterval {
  const index = CHART_INTERVALS.indexOf(current);
  if (index < 0) return DEFAULT_INTERVAL;
  const next = Math.min(CHART_INTERVALS.length - 1, Math.max(0, index + step));
  return CHART_INTERVALS[next] ?? current;
}
