import type {
  IChartApi,
  ISeriesApi,
  LogicalRange,
  MouseEventParams,
  SeriesType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { CrosshairMode, LineSeries, PriceScaleMode, createChart } from 'lightweight-charts';
import { localizeDecimalText, type KlineBar, type ThemeName } from '@spot/contracts';
import type { ChartLayout, ChartSettingsOptions, ChartStyle } from '../../domain/chart-layout';
import { CHART_ERRORS, formatPlotPrice, pickedPrice, showsSeconds } from '../../domain/chart-rules';
import type { Drawing, DrawingDraft, DrawingPoint } from '../../domain/drawings';
import { heikinAshi } from '../../domain/heikin-ashi';
import type { IndicatorId } from '../../domain/indicators';
import type { PlotBar } from '../../domain/plot-bars';
import { toPlotBar, toPlotBars } from '../../domain/plot-bars';
import { DrawingsPrimitive } from './drawings-primitive';
import type { ChartPalette } from './palette';
import { PALETTES } from './palette';
import { addMainSeries, lastPoint, seriesData } from './series-style';
import { StudiesLayer } from './studies-layer';
import { TradingLayer, type PriceLineSpec, type TradeMarkerSpec } from './trading-layer';

function rowToBar(row: readonly string[]): KlineBar {
  const [t = '0', open = '0', high = '0', low = '0', close = '0', volume = '0'] = row;
  return { symbol: 'bench', time: Number(t), timestamp: Number(t), open, high, low, close, volume };
}

/** Bars from the left edge at which older history is asked for. */
const LOAD_OLDER_MARGIN = 20;

export interface ChartEngineOptions {
  readonly theme: ThemeName;
  /** Chart locale (dates, and the figures of the axes and labels). */
  readonly locale: string;
  /** Price digits (`pricePrecision`). */
  readonly precision: number;
  readonly layout: ChartLayout;
  /** Simple chart: candles and volume only, no drawings or compare. */
  readonly simple: boolean;
}

export interface ChartEngineCallbacks {
  /** The trader scrolled near the oldest bar. */
  onNeedOlder(): void;
  /** Alt+click on the price pane: the price under the pointer (decimal string). */
  onPricePicked(price: string): void;
  /** A click while a drawing tool is active. */
  onDrawingPoint(point: DrawingPoint): void;
  /** A click on a drawing (its id) or elsewhere (null). */
  onDrawingSelected(id: string | null): void;
  /** A click on a fill marker: its id (`B:<time>` or `S:<time>`). */
  onMarkerClicked?(id: string): void;
  /** The price under the pointer on the price pane and its y, or null when it left. */
  onHoverPrice?(hover: { readonly price: string; readonly y: number } | null): void;
}

/** What e2e tests and benches read of a mounted chart (the canvas itself says nothing). */
export interface ChartProbe {
  summary(): {
    readonly bars: number;
    readonly firstTime: number | null;
    readonly last: PlotBar | null;
    readonly style: ChartStyle;
    readonly seriesType: string;
    readonly panes: number;
    readonly indicators: readonly IndicatorId[];
    readonly compare: readonly string[];
    readonly drawings: number;
    readonly priceScaleMode: number;
    readonly markers: number;
    readonly markerFills: number;
    readonly lines: Readonly<Record<string, string>>;
  };
  /** The newest `count` bars as plotted (seconds and numbers), oldest first. */
  tail(count: number): readonly PlotBar[];
  /** The y of a price on the price pane (CSS px from the chart's top), or null. */
  priceToY(price: number): number | null;
  /** The x of the bar at `index` from the oldest (CSS px), or null. */
  barToX(index: number): number | null;
  /** Bench only: replaces the bars with rows `[timeMs, o, h, l, c, v]` as the data path does. */
  replaceBars(rows: readonly (readonly string[])[]): void;
  /** Bench only: one live candle as the candles stream delivers it (same or next bar). */
  liveBar(row: readonly string[]): void;
  /** Bench only: `count` fill markers on every `every`-th bar from the newest, sides alternating. */
  benchMarkers(count: number, every: number): void;
}

/**
 * The chart engine: lightweight-charts v5 behind the one facade the UI uses. Loaded lazily
 * (this module and the library form their own chunk), so the remote's first paint does not
 * wait for it. Prices reach it as decimal strings and leave it as decimal strings; numbers
 * exist only inside.
 */
export class ChartEngine {
  private readonly chart: IChartApi;
  private main: ISeriesApi<SeriesType>;
  private readonly studies: StudiesLayer;
  private readonly drawings: DrawingsPrimitive;
  private readonly trading: TradingLayer;
  private readonly compare = new Map<string, { series: ISeriesApi<'Line'>; bars: PlotBar[] }>();
  private bars: PlotBar[] = [];
  private heikin: PlotBar[] = [];
  private style: ChartStyle;
  private palette: ChartPalette;
  private drawingTool = false;
  private settings: ChartSettingsOptions = { grid: true, logScale: false, magnet: false };
  private drawingCount = 0;
  private destroyed = false;
  private readonly priceFormat: {
    type: 'custom';
    formatter: (p: number) => string;
    minMove: number;
  };

  constructor(
    private readonly container: HTMLElement,
    private readonly options: ChartEngineOptions,
    private readonly callbacks: ChartEngineCallbacks,
  ) {
    if (!container || !container.isConnected) throw new Error(CHART_ERRORS.noElement);
    this.palette = PALETTES[options.theme];
    this.style = options.simple ? 'candle' : options.layout.style;
    const precision = options.precision;
    const format = (p: number) =>
      localizeDecimalText(formatPlotPrice(p, precision), options.locale);
    this.priceFormat = { type: 'custom', formatter: format, minMove: 10 ** -precision };
    this.chart = createChart(container, {
      autoSize: true,
      // No chart-wide priceFormatter: it would override every scale, the volume pane's too
      // (PEPE's volume read 346712528850.0000000000). Each series carries its own format.
      localization: { locale: options.locale },
      timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 6 },
      rightPriceScale: { borderVisible: false },
      crosshair: { mode: CrosshairMode.Normal },
    });
    this.applyTheme();
    this.main = addMainSeries(this.chart, this.style, this.palette, this.priceFormat, []);
    this.drawings = new DrawingsPrimitive(this.palette, (time) => this.xOfTime(time));
    this.main.attachPrimitive(this.drawings);
    this.trading = new TradingLayer(this.palette);
    this.trading.attach(this.main);
    this.studies = new StudiesLayer(this.chart, this.palette, this.priceFormat, options.locale);
    this.studies.set(options.simple ? ['MA', 'VOL'] : options.layout.indicators, []);
    this.applySettings(
      options.simple ? { grid: true, logScale: false, magnet: false } : options.layout.settings,
    );
    this.chart.timeScale().subscribeVisibleLogicalRangeChange(this.onRange);
    this.chart.subscribeClick(this.onClick);
    this.chart.subscribeCrosshairMove(this.onCrosshair);
  }

  // ---- data ---------------------------------------------------------------------------

  setBars(bars: readonly KlineBar[]): void {
    this.bars = toPlotBars(bars);
    this.heikin = this.style === 'heikinAshi' ? heikinAshi(this.bars) : [];
    this.main.setData(seriesData(this.style, this.bars));
    this.studies.setData(this.bars);
    this.alignCompare();
  }

  /** Older bars were added in front: the view stays where it was. */
  prependBars(bars: readonly KlineBar[], count: number): void {
    const range = this.chart.timeScale().getVisibleLogicalRange();
    this.setBars(bars);
    if (range) {
      this.chart
        .timeScale()
        .setVisibleLogicalRange({ from: range.from + count, to: range.to + count });
    }
  }

  /** A live candle: replaces the last bar (same open time) or adds one; older is dropped. */
  liveBar(bar: KlineBar): void {
    const plot = toPlotBar(bar);
    const lastTime = this.bars.at(-1)?.time;
    // The series only moves forward: a bar older than the last one is dropped, never thrown.
    if (lastTime !== undefined && plot.time < lastTime) return;
    const kind = lastTime === plot.time ? 'replace' : 'append';
    if (kind === 'replace') this.bars[this.bars.length - 1] = plot;
    else this.bars.push(plot);
    let heikinPrev: PlotBar | undefined;
    if (this.style === 'heikinAshi') {
      if (kind === 'replace') this.heikin.pop();
      heikinPrev = this.heikin.at(-1);
    }
    const point = lastPoint(this.style, this.bars, heikinPrev);
    if (!point) return;
    this.main.update(point);
    if (this.style === 'heikinAshi' && 'open' in point)
      this.heikin.push({ ...point, time: plot.time, volume: plot.volume });
    this.studies.updateLast(this.bars);
  }

  /** A bar before the last corrected: every series is set again (rare, once a bar). */
  patchBar(bar: KlineBar): void {
    const plot = toPlotBar(bar);
    const index = this.bars.findIndex((b) => b.time === plot.time);
    if (index < 0) return;
    this.bars[index] = plot;
    this.heikin = this.style === 'heikinAshi' ? heikinAshi(this.bars) : [];
    this.main.setData(seriesData(this.style, this.bars));
    this.studies.setData(this.bars);
  }

  /** Compared symbols and their bars (percent lines on the same scale). */
  setCompare(
    list: readonly { readonly symbol: string; readonly bars: readonly KlineBar[] }[],
  ): void {
    const wanted = new Set(list.map((c) => c.symbol));
    for (const [symbol, entry] of this.compare) {
      if (!wanted.has(symbol)) {
        this.chart.removeSeries(entry.series);
        this.compare.delete(symbol);
      }
    }
    list.forEach(({ symbol, bars }, i) => {
      let entry = this.compare.get(symbol);
      if (!entry) {
        const color = this.palette.studies[(i + 2) % this.palette.studies.length] as string;
        const series = this.chart.addSeries(LineSeries, {
          color,
          lineWidth: 2,
          title: symbol,
          priceLineVisible: false,
        });
        entry = { series, bars: [] };
        this.compare.set(symbol, entry);
      }
      entry.bars = toPlotBars(bars);
    });
    this.alignCompare();
    this.main.priceScale().applyOptions({
      mode: this.compare.size > 0 ? PriceScaleMode.Percentage : this.scaleMode(),
    });
  }

  // ---- appearance ---------------------------------------------------------------------

  setStyle(style: ChartStyle): void {
    if (this.options.simple || style === this.style) return;
    this.style = style;
    this.rebuildMain();
  }

  setIndicators(indicators: readonly IndicatorId[]): void {
    if (this.options.simple) return;
    this.studies.set(indicators, this.bars);
  }

  /** The interval shown: the time axis shows seconds at 1S only (`showsSeconds`). */
  setInterval(interval: string): void {
    this.chart.applyOptions({ timeScale: { secondsVisible: showsSeconds(interval) } });
  }

  setTheme(theme: ThemeName): void {
    this.palette = PALETTES[theme];
    this.applyTheme();
    this.rebuildMain();
    this.applySettings(this.settings);
    this.studies.setPalette(this.palette, this.bars);
    this.drawings.setPalette(this.palette);
    this.trading.setPalette(this.palette);
  }

  /** The trader's fills as markers, one per bar and side (spec 000 §1). */
  setTradeMarkers(markers: readonly TradeMarkerSpec[]): void {
    this.trading.setMarkers(markers);
  }

  /** One group of lines: `orders` (open orders and averages) or `grid` (spec 000 §1, §2, §4). */
  setPriceLines(lines: readonly PriceLineSpec[], group: 'orders' | 'grid' = 'orders'): void {
    this.trading.setGroup(group, lines);
  }

  /** The y of a price on the price pane, CSS px from the chart's top; null off the scale. */
  priceToY(price: string): number | null {
    const value = Number(price);
    return Number.isFinite(value) ? this.main.priceToCoordinate(value) : null;
  }

  /** The price at a y of the price pane, at the symbol's precision; null outside it. */
  yToPrice(y: number): string | null {
    const value = this.main.coordinateToPrice(y);
    return value === null ? null : pickedPrice(value, this.options.precision);
  }

  /** Open times (seconds) of the bars plotted, oldest first: the buckets of the fill markers. */
  barTimes(): readonly number[] {
    return this.bars.map((b) => b.time);
  }

  /** Width of the right price axis in CSS px (the quick-order button sits left of it). */
  priceAxisWidth(): number {
    return this.chart.priceScale('right').width();
  }

  /** Height of the price pane in CSS px (lines below it are hidden). */
  pricePaneHeight(): number {
    return this.chart.panes()[0]?.getHeight() ?? 0;
  }

  applySettings(settings: ChartSettingsOptions): void {
    this.settings = settings;
    this.chart.applyOptions({
      grid: {
        vertLines: { visible: settings.grid, color: this.palette.grid },
        horzLines: { visible: settings.grid, color: this.palette.grid },
      },
      crosshair: { mode: settings.magnet ? CrosshairMode.Magnet : CrosshairMode.Normal },
    });
    this.main.priceScale().applyOptions({
      mode: this.compare.size > 0 ? PriceScaleMode.Percentage : this.scaleMode(),
    });
  }

  setDrawings(
    drawings: readonly Drawing[],
    selected: string | null,
    draft: DrawingDraft | null,
  ): void {
    this.drawingCount = drawings.length;
    this.drawingTool = draft !== null;
    this.drawings.set(drawings, selected, draft);
  }

  /** Shows the time range `[fromMs, toMs]` (a time-frame button). */
  showRange(fromMs: number, toMs: number): void {
    const first = this.bars[0];
    if (!first) return;
    const from = Math.max(Math.floor(fromMs / 1_000), first.time) as UTCTimestamp;
    this.chart.timeScale().setVisibleRange({ from, to: Math.floor(toMs / 1_000) as UTCTimestamp });
  }

  /** A PNG of the chart with drawings (spec 000 §2 screenshot control). */
  screenshot(): Promise<Blob | null> {
    const canvas = this.chart.takeScreenshot(true);
    return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
  }

  probe(): ChartProbe {
    return {
      summary: () => {
        const last = this.bars.at(-1);
        return {
          bars: this.bars.length,
          firstTime: this.bars[0]?.time ?? null,
          last: last ? { ...last } : null,
          style: this.style,
          seriesType: this.main.seriesType(),
          panes: this.chart.panes().length,
          indicators: this.studies.indicators(),
          compare: [...this.compare.keys()],
          drawings: this.drawingCount,
          priceScaleMode: this.main.priceScale().options().mode,
          markers: this.trading.markerCount(),
          markerFills: this.trading.markerFills(),
          lines: this.trading.linePrices(),
        };
      },
      tail: (count) => this.bars.slice(-Math.max(0, Math.floor(count))).map((bar) => ({ ...bar })),
      priceToY: (price) => this.main.priceToCoordinate(price),
      barToX: (index) => this.chart.timeScale().logicalToCoordinate(index as never),
      replaceBars: (rows) => {
        this.setBars(rows.map(rowToBar));
        this.chart.timeScale().scrollToRealTime();
      },
      liveBar: (row) => this.liveBar(rowToBar(row)),
      benchMarkers: (count, every) => {
        const markers: TradeMarkerSpec[] = [];
        for (let i = this.bars.length - 1; i >= 0 && markers.length < count; i -= every) {
          const side = markers.length % 2 === 0 ? 'Buy' : 'Sell';
          const time = (this.bars[i] as PlotBar).time;
          markers.unshift({ id: `${side[0]}:${time}`, time, side, count: 1 });
        }
        this.trading.setMarkers(markers);
      },
    };
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.chart.timeScale().unsubscribeVisibleLogicalRangeChange(this.onRange);
    this.chart.unsubscribeClick(this.onClick);
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    this.main.detachPrimitive(this.drawings);
    this.trading.detach();
    this.chart.remove();
  }

  // ---- internals ----------------------------------------------------------------------

  private scaleMode(): PriceScaleMode {
    return this.settings.logScale ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal;
  }

  /** The main series again (a new type or palette), keeping its data, drawings and scale. */
  private rebuildMain(): void {
    this.chart.removeSeries(this.main);
    this.main = addMainSeries(this.chart, this.style, this.palette, this.priceFormat, this.bars);
    this.main.attachPrimitive(this.drawings);
    this.trading.attach(this.main);
    this.main.setSeriesOrder(0);
    this.heikin = this.style === 'heikinAshi' ? heikinAshi(this.bars) : [];
    this.main.setData(seriesData(this.style, this.bars));
    this.main.priceScale().applyOptions({
      mode: this.compare.size > 0 ? PriceScaleMode.Percentage : this.scaleMode(),
    });
  }

  private applyTheme(): void {
    const p = this.palette;
    this.chart.applyOptions({
      layout: {
        background: { color: p.background },
        textColor: p.text,
        panes: { separatorColor: p.border },
      },
      grid: { vertLines: { color: p.grid }, horzLines: { color: p.grid } },
      crosshair: { vertLine: { color: p.crosshair }, horzLine: { color: p.crosshair } },
      timeScale: { borderColor: p.border },
    });
  }

  /** Compare lines hold one point per main bar time they have, from their own bars. */
  private alignCompare(): void {
    for (const { series, bars } of this.compare.values()) {
      series.setData(bars.map((b) => ({ time: b.time as UTCTimestamp, value: b.close })));
    }
  }

  /** x of a stored time: the nearest bar, or extrapolated past the last one. */
  private xOfTime(time: number): number | null {
    const bars = this.bars;
    if (bars.length === 0) return null;
    let lo = 0;
    let hi = bars.length - 1;
    const last = bars[hi] as PlotBar;
    let logical: number;
    if (time > last.time && bars.length > 1) {
      const step = last.time - (bars[hi - 1] as PlotBar).time;
      logical = hi + (time - last.time) / (step || 1);
    } else {
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((bars[mid] as PlotBar).time < time) lo = mid + 1;
        else hi = mid;
      }
      logical = lo;
    }
    return this.chart.timeScale().logicalToCoordinate(logical as never);
  }

  private pointAt(x: number, y: number): DrawingPoint | null {
    const logical = this.chart.timeScale().coordinateToLogical(x);
    const price = this.main.coordinateToPrice(y);
    if (logical === null || price === null || this.bars.length === 0) return null;
    const index = Math.round(logical);
    const last = this.bars.length - 1;
    const lastBar = this.bars[last] as PlotBar;
    let time: number;
    if (index <= last) time = (this.bars[Math.max(0, index)] as PlotBar).time;
    else {
      const step = last > 0 ? lastBar.time - (this.bars[last - 1] as PlotBar).time : 60;
      time = lastBar.time + (index - last) * step;
    }
    const text = pickedPrice(price, this.options.precision);
    return text === null ? null : { time, price: text };
  }

  private readonly onRange = (range: LogicalRange | null): void => {
    if (range && range.from < LOAD_OLDER_MARGIN && this.bars.length > 0)
      this.callbacks.onNeedOlder();
  };

  private readonly onClick = (param: MouseEventParams<Time>): void => {
    if (!param.point || (param.paneIndex ?? 0) !== 0) return;
    if (this.drawingTool) {
      const point = this.pointAt(param.point.x, param.point.y);
      if (point) this.callbacks.onDrawingPoint(point);
      return;
    }
    if (param.sourceEvent?.altKey) {
      const price = this.main.coordinateToPrice(param.point.y);
      const text = price === null ? null : pickedPrice(price, this.options.precision);
      if (text) this.callbacks.onPricePicked(text);
      return;
    }
    const id = param.hoveredInfo?.objectId ?? param.hoveredObjectId;
    if (typeof id === 'string' && /^[BS]:\d+$/.test(id)) {
      this.callbacks.onMarkerClicked?.(id);
      return;
    }
    this.callbacks.onDrawingSelected(typeof id === 'string' ? id : null);
  };

  private readonly onCrosshair = (param: MouseEventParams<Time>): void => {
    if (this.drawingTool) {
      if (param.point) this.drawings.setCursor(this.pointAt(param.point.x, param.point.y));
      return;
    }
    if (!this.callbacks.onHoverPrice) return;
    const point = param.point;
    const price =
      point && (param.paneIndex ?? 0) === 0 ? this.main.coordinateToPrice(point.y) : null;
    const text = price === null ? null : pickedPrice(price, this.options.precision);
    this.callbacks.onHoverPrice(point && text ? { price: text, y: point.y } : null);
  };
}
