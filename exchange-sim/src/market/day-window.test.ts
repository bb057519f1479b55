import { Dec } from '../lib/decimal';
import { createRandom } from '../lib/prng';
import type { MinuteBar } from './day-window';
import { DAY_MINUTES, DayWindow, MINUTE_MS, dayStart } from './day-window';

const T0 = Date.UTC(2026, 0, 1);

function bar(minute: number, open: number, high: number, low: number, volume = '1'): MinuteBar {
  return {
    start: T0 + minute * MINUTE_MS,
    open,
    high,
    low,
    close: open,
    volume: new Dec(volume),
    turnover: new Dec(volume).mul(open),
  };
}

describe('DayWindow', () => {
  it('is empty without bars', () => {
    expect(new DayWindow().figures(T0, null)).toBeNull();
  });

  it('gives the open of the oldest minute and the extremes and sums of the day', () => {
    const day = new DayWindow();
    day.push(bar(0, 100, 110, 95, '2'));
    day.push(bar(1, 105, 120, 100, '3'));
    const figures = day.figures(T0 + 2 * MINUTE_MS, bar(2, 118, 119, 90, '1'));
    expect(figures).toMatchObject({ open: 100, high: 120, low: 90 });
    expect(figures?.volume.toFixed()).toBe('6');
  });

  it('lets a minute leave the day exactly 24 hours after it started', () => {
    const day = new DayWindow();
    day.push(bar(0, 100, 200, 50));
    day.push(bar(1, 100, 110, 90));
    // At minute 1439 the day is minutes 0 … 1439: minute 0 is still in.
    expect(day.figures(T0 + 1_439 * MINUTE_MS, null)).toMatchObject({ open: 100, high: 200 });
    // At minute 1440 it is minutes 1 … 1440.
    expect(day.figures(T0 + DAY_MINUTES * MINUTE_MS, null)).toMatchObject({ high: 110, low: 90 });
    expect(dayStart(T0 + DAY_MINUTES * MINUTE_MS)).toBe(T0 + MINUTE_MS);
  });

  it('ignores a minute pushed twice, and a current minute already closed', () => {
    const day = new DayWindow();
    day.push(bar(0, 100, 110, 90, '2'));
    day.push(bar(0, 100, 500, 1, '9'));
    const figures = day.figures(T0 + MINUTE_MS, bar(0, 100, 500, 1, '9'));
    expect(figures).toMatchObject({ high: 110, low: 90 });
    expect(figures?.volume.toFixed()).toBe('2');
  });

  it('agrees with a scan of the day over four days of random minutes', () => {
    const random = createRandom(18);
    const day = new DayWindow();
    const all: MinuteBar[] = [];
    for (let m = 0; m < 4 * DAY_MINUTES; m += 1) {
      const open = 1_000 + Math.floor(random.next() * 500);
      const b = bar(m, open, open + Math.floor(random.next() * 50), open - 30, String(m % 7));
      day.push(b);
      all.push(b);
      if (m % 97 !== 0) continue;
      const now = b.start + 30_000;
      const inDay = all.filter((x) => x.start >= dayStart(now));
      const figures = day.figures(now, null);
      expect(figures).toMatchObject({
        open: inDay[0]?.open,
        high: Math.max(...inDay.map((x) => x.high)),
        low: Math.min(...inDay.map((x) => x.low)),
      });
      expect(figures?.volume.toFixed()).toBe(
        inDay.reduce((sum, x) => sum.plus(x.volume), new Dec(0)).toFixed(),
      );
    }
  });
});
