import {
  HISTORY_WINDOW_DAYS,
  PAGE_SIZE,
  firstCursor,
  nextCursor,
  windowOf,
} from './history-window';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_700_000_000_000;
const page = (n: number, lastTime: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i}`, time: lastTime + (n - 1 - i) }));

describe('history windows (spec 000 §9)', () => {
  it.each([7, 30] as const)('reads the %i-day range in one window', (days) => {
    expect(windowOf(firstCursor(days, NOW))).toEqual({
      start_time: NOW - days * DAY,
      end_time: NOW,
    });
  });

  it('never asks more than 90 days at once: 180 days is two windows', () => {
    const first = firstCursor(180, NOW);
    expect(windowOf(first)).toEqual({ start_time: NOW - HISTORY_WINDOW_DAYS * DAY, end_time: NOW });
    const second = nextCursor(first, page(3, NOW - DAY), 3);
    expect(second).not.toBeNull();
    const w = windowOf(second!);
    expect(w.end_time).toBe(NOW - 90 * DAY - 1);
    expect(w.start_time).toBe(NOW - 180 * DAY);
    expect(nextCursor(second!, [], 0)).toBeNull();
  });

  it('continues a full page below its last row', () => {
    const first = firstCursor(7, NOW);
    const full = page(PAGE_SIZE, NOW - 5000);
    expect(nextCursor(first, full, PAGE_SIZE)).toEqual({
      ...first,
      end: NOW - 5000,
      afterId: `r${PAGE_SIZE - 1}`,
    });
  });

  it('ends a short page of the last window', () => {
    expect(nextCursor(firstCursor(30, NOW), page(12, NOW - 1000), 12)).toBeNull();
  });

  it('steps past a millisecond holding more rows than a page', () => {
    const first = firstCursor(7, NOW);
    const stuck = Array.from({ length: PAGE_SIZE }, (_, i) => ({ id: `s${i}`, time: NOW - 10 }));
    expect(nextCursor(first, stuck, 0)).toEqual({ ...first, end: NOW - 11, afterId: null });
  });
});
