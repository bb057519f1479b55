import { heikinAshi, nextHeikinAshi } from './heikin-ashi';
import type { PlotBar } from './plot-bars';

const bar = (time: number, open: number, high: number, low: number, close: number): PlotBar => ({
  time,
  open,
  high,
  low,
  close,
  volume: 1,
});

describe('Heikin-Ashi', () => {
  it('opens the first bar at the mean of its open and close', () => {
    const [first] = heikinAshi([bar(1, 10, 14, 8, 12)]);
    expect(first).toEqual({ time: 1, open: 11, high: 14, low: 8, close: 11, volume: 1 });
  });

  it('opens each next bar at the mean of the previous Heikin-Ashi open and close', () => {
    const out = heikinAshi([bar(1, 10, 14, 8, 12), bar(2, 12, 13, 11, 12)]);
    expect(out[1]!.open).toBe(11);
    expect(out[1]!.close).toBe(12);
    expect(out[1]!.high).toBe(13);
    expect(out[1]!.low).toBe(11);
  });

  it('stretches high and low to cover the synthetic open', () => {
    const out = heikinAshi([bar(1, 100, 110, 90, 105), bar(2, 50, 52, 48, 51)]);
    expect(out[1]!.open).toBeCloseTo(101.875);
    expect(out[1]!.high).toBeCloseTo(101.875);
    expect(out[1]!.low).toBe(48);
  });

  it('updates one bar live the same way as the whole series', () => {
    const bars = [bar(1, 10, 14, 8, 12), bar(2, 12, 13, 11, 12), bar(3, 12, 16, 12, 15)];
    const all = heikinAshi(bars);
    expect(nextHeikinAshi(all[1], bars[2]!)).toEqual(all[2]);
  });
});
