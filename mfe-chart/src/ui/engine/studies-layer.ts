import type {
  IChartApi,
  ISeriesApi,
  LineData,
  HistogramData,
  SeriesType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { HistogramSeries, LineSeries } from 'lightweight-charts';
import type { IndicatorId, StudyValue } from '../../domain/indicators';
import {
  INDICATORS,
  PANE_INDICATORS,
  STUDY_PARAMS,
  bollinger,
  ema,
  macd,
  rsi,
  sma,
} from '../../domain/indicators';
import { formatAxisAmount } from '../../domain/chart-rules';
import { localizeFigureText } from '@spot/contracts';
import type { PlotBar } from '../../domain/plot-bars';
import type { ChartPalette } from './palette';

type Point = LineData | HistogramData;

/**
 * The volume pane's labels: compact units (spec 000 §9), so a huge volume (PEPE) stays a few
 * characters wide and does not push the price axis aside.
 */
function volumeFormat(locale: string) {
  return {
    type: 'custom',
    formatter: (value: number) => localizeFigureText(formatAxisAmount(value), locale),
    minMove: 0.01,
  } as const;
}

interface StudySeries {
  readonly series: ISeriesApi<SeriesType>;
  /** Values of this series for the bars, aligned by index. */
  readonly compute: (bars: readonly PlotBar[], closes: readonly number[]) => Point[];
  /** Its value at the last bar only, computed from as little as the study needs. */
  readonly last: (bars: readonly PlotBar[], closes: readonly number[]) => Point | null;
}

/** One computation per closes array, shared by the series of one study. */
function memo<T>(compute: (closes: readonly number[]) => T): (closes: readonly number[]) => T {
  let cache: { closes: readonly number[]; result: T } | null = null;
  return (closes) => {
    if (cache?.closes !== closes) cache = { closes, result: compute(closes) };
    return cache.result;
  };
}

/** The point of the last bar from a study's values (whitespace when it has none yet). */
function lastOf(bars: readonly PlotBar[], values: readonly StudyValue[]): Point | null {
  const bar = bars.at(-1);
  if (!bar) return null;
  const value = values.at(-1);
  const time = bar.time as UTCTimestamp;
  return value === null || value === undefined ? ({ time } as LineData) : { time, value };
}

function line(bars: readonly PlotBar[], values: readonly StudyValue[]): LineData[] {
  const out: LineData[] = [];
  for (let i = 0; i < bars.length; i += 1) {
    const value = values[i];
    const time = (bars[i] as PlotBar).time as UTCTimestamp;
    // Whitespace before the study has data keeps the series aligned with the bars.
    out.push(value === null || value === undefined ? ({ time } as LineData) : { time, value });
  }
  return out;
}

/**
 * The indicator series of a chart: MA, EMA and BOLL on the price pane; VOL, MACD and RSI each
 * in a pane of their own, in that order, under it. Rebuilt when the selection changes;
 * recomputed on new bars (only the last point is pushed for a live update).
 */
export class StudiesLayer {
  private studies: StudySeries[] = [];
  private active: readonly IndicatorId[] = [];

  constructor(
    private readonly chart: IChartApi,
    private palette: ChartPalette,
    private readonly priceFormat: {
      type: 'custom';
      formatter: (p: number) => string;
      minMove: number;
    },
    /** The page's locale: the volume labels' figures are written for it. */
    private readonly locale: string,
  ) {}

  indicators(): readonly IndicatorId[] {
    return this.active;
  }

  set(indicators: readonly IndicatorId[], bars: readonly PlotBar[]): void {
    this.clear();
    this.active = INDICATORS.filter((id) => indicators.includes(id));
    let pane = 1;
    const colors = this.palette.studies;
    const lineOptions = (color: string, extra: object = {}) => ({
      color,
      lineWidth: 1 as const,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
      ...extra,
    });
    const onPrice = (color: string) => lineOptions(color, { priceFormat: this.priceFormat });
    for (const id of this.active) {
      const paneIndex = PANE_INDICATORS.has(id) ? pane++ : 0;
      switch (id) {
        case 'MA':
          // A moving average at the last bar needs only its period of closes.
          this.addLine(
            onPrice(colors[0] as string),
            0,
            (c) => sma(c, STUDY_PARAMS.ma),
            STUDY_PARAMS.ma,
          );
          break;
        case 'EMA':
          this.addLine(onPrice(colors[1] as string), 0, (c) => ema(c, STUDY_PARAMS.ema));
          break;
        case 'BOLL': {
          const { period, deviations } = STUDY_PARAMS.boll;
          const bands = memo((c: readonly number[]) => bollinger(c, period, deviations));
          const opts = onPrice(colors[2] as string);
          this.addLine(opts, 0, (c) => bands(c).upper, period);
          this.addLine(opts, 0, (c) => bands(c).middle, period);
          this.addLine(opts, 0, (c) => bands(c).lower, period);
          break;
        }
        case 'VOL': {
          const point = (bar: PlotBar): HistogramData => ({
            time: bar.time as UTCTimestamp,
            value: bar.volume,
            color: bar.close >= bar.open ? this.palette.upAlpha : this.palette.downAlpha,
          });
          this.add(
            HistogramSeries,
            {
              priceFormat: volumeFormat(this.locale),
              priceLineVisible: false,
              lastValueVisible: true,
            },
            paneIndex,
            (b) => b.map(point),
            (b) => (b.length > 0 ? point(b[b.length - 1] as PlotBar) : null),
          );
          break;
        }
        case 'MACD': {
          const { fast, slow, signal } = STUDY_PARAMS.macd;
          const lines = memo((c: readonly number[]) => macd(c, fast, slow, signal));
          const colour = (p: Point): Point =>
            'value' in p
              ? { ...p, color: p.value >= 0 ? this.palette.upAlpha : this.palette.downAlpha }
              : p;
          this.add(
            HistogramSeries,
            { priceFormat: this.priceFormat, priceLineVisible: false, lastValueVisible: false },
            paneIndex,
            (b, c) => line(b, lines(c).histogram).map(colour),
            (b, c) => {
              const p = lastOf(b, lines(c).histogram);
              return p && colour(p);
            },
          );
          // MACD is in price units: the symbol's precision, as on the price pane.
          this.addLine(onPrice(colors[3] as string), paneIndex, (c) => lines(c).macd);
          this.addLine(onPrice(colors[4] as string), paneIndex, (c) => lines(c).signal);
          break;
        }
        case 'RSI':
          this.addLine(
            lineOptions(colors[1] as string, { lastValueVisible: true }),
            paneIndex,
            (c) => rsi(c, STUDY_PARAMS.rsi),
          );
          break;
      }
    }
    for (const [index, p] of this.chart.panes().entries()) {
      if (index > 0) p.setStretchFactor(0.3);
    }
    this.setData(bars);
  }

  /** All values from the bars. */
  setData(bars: readonly PlotBar[]): void {
    if (this.studies.length === 0) return;
    const closes = bars.map((bar) => bar.close);
    for (const study of this.studies) study.series.setData(study.compute(bars, closes));
  }

  /** The last bar changed or was added: recompute, push the last point only. */
  updateLast(bars: readonly PlotBar[]): void {
    if (this.studies.length === 0 || bars.length === 0) return;
    const closes = bars.map((bar) => bar.close);
    for (const study of this.studies) {
      const last = study.last(bars, closes);
      if (last) study.series.update(last);
    }
  }

  setPalette(palette: ChartPalette, bars: readonly PlotBar[]): void {
    this.palette = palette;
    this.set(this.active, bars);
  }

  clear(): void {
    for (const study of this.studies) this.chart.removeSeries(study.series);
    this.studies = [];
  }

  /**
   * A line study from its values per close. With `window`, the value at the last bar depends
   * on that many closes only, so a live update computes from those alone.
   */
  private addLine(
    options: object,
    paneIndex: number,
    values: (closes: readonly number[]) => readonly StudyValue[],
    window?: number,
  ): void {
    this.add(
      LineSeries,
      options,
      paneIndex,
      (b, c) => line(b, values(c)),
      (b, c) => lastOf(b, values(window === undefined ? c : c.slice(-window))),
    );
  }

  private add(
    definition: typeof LineSeries | typeof HistogramSeries,
    options: object,
    paneIndex: number,
    compute: StudySeries['compute'],
    last: StudySeries['last'],
  ): void {
    const series = this.chart.addSeries(
      definition as typeof LineSeries,
      options,
      paneIndex,
    ) as ISeriesApi<SeriesType, Time>;
    this.studies.push({ series, compute, last });
  }
}
