import { bollinger, ema, isIndicatorId, macd, rsi, sma } from './indicators';

describe('indicators', () => {
  it('averages the last n values, null until n are there', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(sma([1, 2], 0)).toEqual([null, null]);
  });

  it('seeds the EMA with the simple average, then smooths by 2/(n+1)', () => {
    const out = ema([2, 4, 6, 8], 3);
    expect(out.slice(0, 2)).toEqual([null, null]);
    expect(out[2]).toBe(4);
    expect(out[3]).toBe(8 * 0.5 + 4 * 0.5);
    expect(ema([1], 3)).toEqual([null]);
  });

  it('puts Bollinger bands two population deviations around the SMA', () => {
    const { middle, upper, lower } = bollinger([2, 4, 4, 4, 5, 5, 7, 9], 8, 2);
    expect(middle[7]).toBe(5);
    expect(upper[7]).toBe(9);
    expect(lower[7]).toBe(1);
    expect(upper[6]).toBeNull();
  });

  it('gives MACD as fast minus slow EMA, its signal and the histogram', () => {
    const values = Array.from({ length: 40 }, (_, i) => 100 + i);
    const out = macd(values, 12, 26, 9);
    expect(out.macd[24]).toBeNull();
    // A straight line: both EMAs lag by (n−1)/2 steps, so MACD settles at (26−12)/2 = 7.
    expect(out.macd[39]).toBeCloseTo(7, 0);
    expect(out.signal[25 + 7]).toBeNull();
    expect(out.signal[25 + 8]).not.toBeNull();
    expect(out.histogram[39]).toBeCloseTo(out.macd[39]! - out.signal[39]!);
  });

  it('gives RSI 100 with gains only, 50 when flat, and a Wilder average otherwise', () => {
    expect(rsi([1, 2, 3, 4], 3)[3]).toBe(100);
    expect(rsi([5, 5, 5, 5], 3)[3]).toBe(50);
    const out = rsi([1, 2, 1, 2, 1], 2);
    expect(out[2]).toBe(50);
    // gain (0.5·1+1)/2 = 0.75, loss (0.5·1+0)/2 = 0.25 → 100 − 100/(1+3) = 75
    expect(out[3]).toBe(75);
    expect(out[1]).toBeNull();
  });

  it('knows the toolbar indicators only', () => {
    expect(isIndicatorId('MACD')).toBe(true);
    expect(isIndicatorId('KDJ')).toBe(false);
  });
});
