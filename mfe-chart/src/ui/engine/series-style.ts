import type {
  BarData,
  IChartApi,
  ISeriesApi,
  LineData,
  SeriesType,
  UTCTimestamp,
} from 'lightweight-charts';
import {
  AreaSeries,
  BarSeries,
  BaselineSeries,
  CandlestickSeries,
  LineSeries,
} from 'lightweight-charts';
import type { ChartStyle } from '../../domain/chart-layout';
import { heikinAshi, nextHeikinAshi } from '../../domain/heikin-ashi';
import type { PlotBar } from '../../domain/plot-bars';
import type { ChartPalette } from './palette';

type PriceFormat = { type: 'custom'; formatter: (p: number) => string; minMove: number };

/** The main series of a chart type (spec 000 §2 chart-type dropdown). */
export function addMainSeries(
  chart: IChartApi,
  style: ChartStyle,
  palette: ChartPalette,
  priceFormat: PriceFormat,
  bars: readonly PlotBar[],
): ISeriesApi<SeriesType> {
  const common = { priceFormat };
  const candle = {
    upColor: palette.up,
    downColor: palette.down,
    borderUpColor: palette.up,
    borderDownColor: palette.down,
    wickUpColor: palette.up,
    wickDownColor: palette.down,
  };
  switch (style) {
    case 'bar':
      return chart.addSeries(BarSeries, {
        ...common,
        upColor: palette.up,
        downColor: palette.down,
      });
    case 'candle':
    case 'heikinAshi':
      return chart.addSeries(CandlestickSeries, { ...common, ...candle });
    case 'hollowCandle':
      return chart.addSeries(CandlestickSeries, {
        ...common,
        ...candle,
        upColor: 'rgba(0, 0, 0, 0)',
      });
    case 'line':
      return chart.addSeries(LineSeries, { ...common, color: palette.line, lineWidth: 2 });
    case 'area':
      return chart.addSeries(AreaSeries, {
        ...common,
        lineColor: palette.line,
        topColor: palette.areaTop,
        bottomColor: palette.areaBottom,
        lineWidth: 2,
      });
    case 'baseline': {
      const closes = bars.map((b) => b.close);
      const base = closes.length > 0 ? (Math.min(...closes) + Math.max(...closes)) / 2 : 0;
      return chart.addSeries(BaselineSeries, {
        ...common,
        baseValue: { type: 'price', price: base },
        topLineColor: palette.up,
        bottomLineColor: palette.down,
        topFillColor1: palette.upAlpha,
        topFillColor2: 'rgba(32, 178, 108, 0.05)',
        bottomFillColor1: 'rgba(239, 69, 74, 0.05)',
        bottomFillColor2: palette.downAlpha,
      });
    }
  }
}

/** True for styles plotting one value (the close) instead of OHLC. */
export function isSingleValue(style: ChartStyle): boolean {
  return style === 'line' || style === 'area' || style === 'baseline';
}

/** The series data of a style: OHLC bars, Heikin-Ashi bars, or closes. */
export function seriesData(style: ChartStyle, bars: readonly PlotBar[]): (BarData | LineData)[] {
  if (isSingleValue(style)) {
    return bars.map((b) => ({ time: b.time as UTCTimestamp, value: b.close }));
  }
  const source = style === 'heikinAshi' ? heikinAshi(bars) : bars;
  return source.map((b) => ({
    time: b.time as UTCTimestamp,
    open: b.open,
    high: b.high,
    low: b.low,
    close: b.close,
  }));
}

/** The series point of the last bar (given the bar before it for Heikin-Ashi). */
export function lastPoint(
  style: ChartStyle,
  bars: readonly PlotBar[],
  heikinPrev: PlotBar | undefined,
): BarData | LineData | null {
  const bar = bars.at(-1);
  if (!bar) return null;
  const time = bar.time as UTCTimestamp;
  if (isSingleValue(style)) return { time, value: bar.close };
  const b = style === 'heikinAshi' ? nextHeikinAshi(heikinPrev, bar) : bar;
  return { time, open: b.open, high: b.high, low: b.low, close: b.close };
}
