import type { AutoscaleInfo, IChartApiBase, ISeriesApi } from 'lightweight-charts';
import { AreaSeries, createOptionsChart } from 'lightweight-charts';
import {
  localizeDecimalText,
  localizeFigureText,
  type BookLevel,
  type ThemeName,
} from '@spot/contracts';
import { CHART_ERRORS, formatAxisAmount, formatPlotPrice } from '../../domain/chart-rules';
import { depthRange, depthSeries } from '../../domain/depth-series';
import { localizeTickMarks } from './localized-ticks';
import { PALETTES } from './palette';

const fromZero = (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
  const info = original();
  return info && { ...info, priceRange: depthRange(info.priceRange) };
};

/**
 * The depth chart: cumulative bids and asks of the host's book stream on a price axis
 * (lightweight-charts' options chart), bids green on the left, asks red on the right.
 */
export class DepthEngine {
  private readonly chart: IChartApiBase<number>;
  private readonly bids: ISeriesApi<'Area', number>;
  private readonly asks: ISeriesApi<'Area', number>;
  private levels = { bids: 0, asks: 0 };

  constructor(
    container: HTMLElement,
    private readonly options: {
      readonly theme: ThemeName;
      readonly precision: number;
      readonly quantityPrecision: number;
      /** The page's locale: the axes' figures are written for it. */
      readonly locale: string;
    },
  ) {
    if (!container || !container.isConnected) throw new Error(CHART_ERRORS.noElement);
    // The horizontal scale is the price: its crosshair label and tick marks are written for
    // the locale.
    const priceText = (price: number) =>
      localizeDecimalText(formatPlotPrice(price, options.precision), options.locale);
    this.chart = createOptionsChart(container, {
      autoSize: true,
      localization: {
        precision: options.precision,
        // Cumulative sizes: compact units (PEPE's depth runs to billions), never below zero.
        priceFormatter: (v: number) =>
          localizeFigureText(
            formatAxisAmount(Math.max(0, v), options.quantityPrecision),
            options.locale,
          ),
        timeFormatter: priceText,
      },
      rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0 } },
      handleScroll: false,
      handleScale: false,
      grid: { vertLines: { visible: false } },
    });
    localizeTickMarks(this.chart.horzBehaviour(), (text) =>
      localizeDecimalText(text, options.locale),
    );
    const palette = PALETTES[options.theme];
    this.bids = this.chart.addSeries(AreaSeries, {
      lineColor: palette.up,
      topColor: palette.upAlpha,
      bottomColor: 'rgba(32, 178, 108, 0.05)',
      lineWidth: 2,
      priceLineVisible: false,
      lineType: 1,
      autoscaleInfoProvider: fromZero,
    });
    this.asks = this.chart.addSeries(AreaSeries, {
      lineColor: palette.down,
      topColor: palette.downAlpha,
      bottomColor: 'rgba(239, 69, 74, 0.05)',
      lineWidth: 2,
      priceLineVisible: false,
      lineType: 1,
      autoscaleInfoProvider: fromZero,
    });
    this.setTheme(options.theme);
  }

  setBook(bids: readonly BookLevel[], asks: readonly BookLevel[]): void {
    const depth = depthSeries(bids, asks);
    this.levels = { bids: depth.bids.length, asks: depth.asks.length };
    this.bids.setData(depth.bids.map((p) => ({ time: p.price, value: p.total })));
    this.asks.setData(depth.asks.map((p) => ({ time: p.price, value: p.total })));
    this.chart.timeScale().fitContent();
  }

  setTheme(theme: ThemeName): void {
    const p = PALETTES[theme];
    this.chart.applyOptions({
      layout: { background: { color: p.background }, textColor: p.text },
      grid: { horzLines: { color: p.grid } },
      timeScale: { borderColor: p.border },
    });
  }

  summary(): { readonly bids: number; readonly asks: number } {
    return this.levels;
  }

  destroy(): void {
    this.chart.remove();
  }
}
