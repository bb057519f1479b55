import type { KlineBar } from '@spot/contracts';

/**
 * A bar as the chart plots it: seconds and plain numbers. Prices stay decimal strings
 * everywhere else; this is the chart adapter's edge (STYLE: "conversion to `number` only at
 * the chart adapter's edge"), and the studies below compute on what is plotted.
 */
export interface PlotBar {
  /** Open time, whole seconds since the epoch (the chart's `UTCTimestamp`). */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

export function toPlotBar(bar: KlineBar): PlotBar {
  return {
    time: Math.floor(bar.time / 1_000),
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
    volume: Number(bar.volume),
  };
}

export function toPlotBars(bars: readonly KlineBar[]): PlotBar[] {
  const out = new Array<PlotBar>(bars.length);
  for (let i = 0; i < bars.length; i += 1) out[i] = toPlotBar(bars[i] as KlineBar);
  return out;
}
