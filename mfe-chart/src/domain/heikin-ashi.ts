import type { PlotBar } from './plot-bars';

/**
 * The Heikin-Ashi bar of `bar` given the Heikin-Ashi bar before it: close is the mean of the
 * bar's four prices; open is the mean of the previous Heikin-Ashi open and close (the first
 * bar: the mean of its own open and close); high and low also cover that open and close.
 */
export function nextHeikinAshi(prev: PlotBar | undefined, bar: PlotBar): PlotBar {
  const close = (bar.open + bar.high + bar.low + bar.close) / 4;
  const open = prev ? (prev.open + prev.close) / 2 : (bar.open + bar.close) / 2;
  return {
    time: bar.time,
    open,
    high: Math.max(bar.high, open, close),
    low: Math.min(bar.low, open, close),
    close,
    volume: bar.volume,
  };
}

/** Heikin-Ashi bars (the "average candle" chart type) of bars held oldest first. */
export function heikinAshi(bars: readonly PlotBar[]): PlotBar[] {
  const out: PlotBar[] = [];
  let prev: PlotBar | undefined;
  for (const bar of bars) {
    prev = nextHeikinAshi(prev, bar);
    out.push(prev);
  }
  return out;
}
