import {
  LineStyle,
  createSeriesMarkers,
  type IPriceLine,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { ChartPalette } from './palette';

/** A marker of the trader's fills in one bar (the id comes back when it is clicked). */
export interface TradeMarkerSpec {
  readonly id: string;
  /** Bar open time, seconds. */
  readonly time: number;
  readonly side: 'Buy' | 'Sell';
  /** How many fills it stands for. */
  readonly count: number;
}

/** A horizontal line across the price pane: an open order, or an average price. */
export interface PriceLineSpec {
  readonly id: string;
  /** The price as a decimal string; drawn at its number. */
  readonly price: string;
  readonly tone: 'buy' | 'sell' | 'pending';
  readonly dashed: boolean;
  /** Shown on the price axis label. */
  readonly title: string;
  /** Whether the price shows on the axis (grid lines do not: there are many). */
  readonly axisLabel?: boolean;
}

/**
 * The trader's fills and lines on the main series (spec 000 §1, §4): markers through the
 * library's markers plugin, lines as price lines (with their price on the axis). Kept as specs
 * so that a rebuilt main series (a new chart type or theme) gets them back.
 */
export class TradingLayer {
  private series: ISeriesApi<SeriesType> | null = null;
  private markersApi: ISeriesMarkersPluginApi<Time> | null = null;
  private readonly lines = new Map<string, { spec: PriceLineSpec; line: IPriceLine }>();
  private markerSpecs: readonly TradeMarkerSpec[] = [];
  private lineSpecs: readonly PriceLineSpec[] = [];
  /** Lines by the group that set them (orders and averages; grids), drawn together. */
  private readonly groups = new Map<string, readonly PriceLineSpec[]>();

  constructor(private palette: ChartPalette) {}

  /** Draws on `series` from now on (a new main series): markers and lines move over. */
  attach(series: ISeriesApi<SeriesType>): void {
    this.dropMarkers();
    this.lines.clear();
    this.series = series;
    this.setMarkers(this.markerSpecs);
    this.setLines(this.lineSpecs);
  }

  setPalette(palette: ChartPalette): void {
    this.palette = palette;
    const specs = this.lineSpecs;
    this.lineSpecs = [];
    for (const { line } of this.lines.values()) this.series?.removePriceLine(line);
    this.lines.clear();
    this.setLines(specs);
    this.setMarkers(this.markerSpecs);
  }

  /**
   * The library's markers plugin is attached only while there are markers: at every data change
   * it sees, it copies the whole series (`series.data()`), even with no marker to place, and a
   * live candle on 10,000 bars then cost about four times its JS at p95 (chart bench).
   */
  setMarkers(specs: readonly TradeMarkerSpec[]): void {
    this.markerSpecs = specs;
    const series = this.series;
    if (!series) return;
    if (specs.length === 0) {
      this.dropMarkers();
      return;
    }
    const markers: SeriesMarker<Time>[] = specs.map((m) => ({
      id: m.id,
      time: m.time as UTCTimestamp,
      position: m.side === 'Buy' ? 'belowBar' : 'aboveBar',
      shape: m.side === 'Buy' ? 'arrowUp' : 'arrowDown',
      color: m.side === 'Buy' ? this.palette.up : this.palette.down,
      text:
        m.count > 1 ? `${m.side === 'Buy' ? 'B' : 'S'}×${m.count}` : m.side === 'Buy' ? 'B' : 'S',
    }));
    if (this.markersApi) this.markersApi.setMarkers(markers);
    else this.markersApi = createSeriesMarkers(series, markers);
  }

  /** One group's lines (the others stay): orders and averages, or grids. */
  setGroup(group: string, specs: readonly PriceLineSpec[]): void {
    this.groups.set(group, specs);
    this.setLines([...this.groups.values()].flat());
  }

  /** Only the lines that changed are touched: a drag moves one line a frame. */
  setLines(specs: readonly PriceLineSpec[]): void {
    this.lineSpecs = specs;
    const series = this.series;
    if (!series) return;
    const wanted = new Map(specs.map((s) => [s.id, s]));
    for (const [id, entry] of this.lines) {
      if (!wanted.has(id)) {
        series.removePriceLine(entry.line);
        this.lines.delete(id);
      }
    }
    for (const spec of specs) {
      const price = Number(spec.price);
      if (!Number.isFinite(price)) continue;
      const options = {
        price,
        color: this.colorOf(spec.tone),
        lineWidth: 1 as const,
        lineStyle: spec.dashed ? LineStyle.Dashed : LineStyle.Solid,
        axisLabelVisible: spec.axisLabel ?? true,
        title: spec.title,
        // Reported as the hovered object: a click on a line names it.
        id: spec.id,
      };
      const held = this.lines.get(spec.id);
      if (!held) {
        this.lines.set(spec.id, { spec, line: series.createPriceLine(options) });
      } else if (
        held.spec.price !== spec.price ||
        held.spec.tone !== spec.tone ||
        held.spec.title !== spec.title ||
        held.spec.dashed !== spec.dashed ||
        held.spec.axisLabel !== spec.axisLabel
      ) {
        held.line.applyOptions(options);
        held.spec = spec;
      }
    }
  }

  markerCount(): number {
    return this.markerSpecs.length;
  }

  /** The fills the markers stand for. */
  markerFills(): number {
    return this.markerSpecs.reduce((sum, m) => sum + m.count, 0);
  }

  lineIds(): readonly string[] {
    return [...this.lines.keys()];
  }

  /** The price each line is drawn at, by id (what e2e tests compare with the exchange). */
  linePrices(): Readonly<Record<string, string>> {
    return Object.fromEntries([...this.lines].map(([id, { spec }]) => [id, spec.price]));
  }

  detach(): void {
    this.dropMarkers();
    this.series = null;
    this.lines.clear();
  }

  private dropMarkers(): void {
    try {
      this.markersApi?.detach();
    } catch {
      // The old series is already gone with its markers.
    }
    this.markersApi = null;
  }

  private colorOf(tone: PriceLineSpec['tone']): string {
    if (tone === 'buy') return this.palette.up;
    if (tone === 'sell') return this.palette.down;
    return this.palette.line;
  }
}
