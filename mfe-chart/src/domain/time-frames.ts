import type { CandleInterval } from '@spot/contracts';

/** A time-frame button: a span back from now and the resolution it shows (spec 000 §9). */
export interface TimeFrame {
  readonly id: '5y' | '1y' | '6m' | '3m' | '1m' | '5d' | '1d';
  readonly interval: CandleInterval;
  readonly span: { readonly unit: 'year' | 'month' | 'day'; readonly count: number };
}

/** Default time frames: 5y to 1W, 1y to 1W, 6m to 120, 3m to 60, 1m to 30, 5d to 5, 1d to 1. */
export const DEFAULT_TIME_FRAMES: readonly TimeFrame[] = [
  { id: '5y', interval: '1W', span: { unit: 'year', count: 5 } },
  { id: '1y', interval: '1W', span: { unit: 'year', count: 1 } },
  { id: '6m', interval: '120', span: { unit: 'month', count: 6 } },
  { id: '3m', interval: '60', span: { unit: 'month', count: 3 } },
  { id: '1m', interval: '30', span: { unit: 'month', count: 1 } },
  { id: '5d', interval: '5', span: { unit: 'day', count: 5 } },
  { id: '1d', interval: '1', span: { unit: 'day', count: 1 } },
];

export function findTimeFrame(id: string): TimeFrame | undefined {
  return DEFAULT_TIME_FRAMES.find((frame) => frame.id === id);
}

/**
 * Start of a time frame ending at `now`, in UTC calendar terms: a month back from 31 March is
 * the last day of February (the day is clamped, never rolled into the next month).
 */
export function timeFrameStart(frame: TimeFrame, now: number): number {
  const date = new Date(now);
  const { unit, count } = frame.span;
  if (unit === 'day') return now - count * 24 * 60 * 60 * 1_000;
  const months = unit === 'year' ? count * 12 : count;
  const totalMonths = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}
