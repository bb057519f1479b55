import type { DecimalString } from './decimal-string';
import { isDecimalString, isNonNegativeDecimalString } from './decimal-string';
import type { SymbolInfo } from './symbol';
import type { CandleInterval } from '../wire/topics';
import { resolvePrecision } from '../helpers/precision';

/**
 * A market-list entry as the footer's favourite and recent symbols read it (spec 000 §2, §3).
 * `m` is the change percentage: `"1.25"` is +1.25 %, `"-0.5"` is −0.5 %.
 */
export interface MarketEntry {
  readonly symbolId: string;
  /** `BTCUSDT` */
  readonly symbolName: string;
  /** Change percentage (not a fraction): `"1.25"` means +1.25 %. */
  readonly m: DecimalString;
}

/** One kline bar as the chart datafeed holds it (spec 000 §3). */
export interface KlineBar {
  /** `BTCUSDT` */
  readonly symbol: string;
  readonly open: DecimalString;
  readonly high: DecimalString;
  readonly low: DecimalString;
  readonly close: DecimalString;
  readonly volume: DecimalString;
  /** Bar open time, ms since the epoch. */
  readonly time: number;
  /**
   * ms since the epoch. The spec lists it beside `time` without telling them apart; producers
   * set it to the bar's open time too.
   */
  readonly timestamp: number;
}

/**
 * One row of the kline v5 reply's `result.list`: `[time, open, high, low, close, volume]`
 * (spec 000 §7), every cell a string; `time` is ms since the epoch.
 */
export type KlineListRow = readonly [
  time: string,
  open: DecimalString,
  high: DecimalString,
  low: DecimalString,
  close: DecimalString,
  volume: DecimalString,
];

/** Kline v5 request (spec 000 §7); `limit` defaults to `KLINE_DEFAULT_LIMIT`. */
export interface KlineRequest {
  readonly symbol: string;
  readonly interval: CandleInterval;
  readonly limit?: number;
  /** End of the window, ms since the epoch. */
  readonly to?: number;
}

/** Bars per kline request unless told otherwise (spec 000 §9). */
export const KLINE_DEFAULT_LIMIT = 500;
/**
 * The most bars one kline call returns. Rows come oldest first; `to` is exclusive on a bar's
 * start, so the next page back sends the oldest bar's time.
 */
export const KLINE_MAX_LIMIT = 1000;

/**
 * A `KlineBar` from one v5 row, or `null` when the row is malformed (a bad row is dropped,
 * never thrown into a component).
 */
export function klineBarFromRow(symbol: string, row: unknown): KlineBar | null {
  if (!Array.isArray(row) || row.length < 6) return null;
  const [time, open, high, low, close, volume] = row as readonly unknown[];
  const ms = typeof time === 'string' && /^\d+$/.test(time) ? Number(time) : Number.NaN;
  if (!Number.isSafeInteger(ms)) return null;
  const prices = [open, high, low, close, volume];
  if (!prices.every(isNonNegativeDecimalString)) return null;
  return {
    symbol,
    open: open as DecimalString,
    high: high as DecimalString,
    low: low as DecimalString,
    close: close as DecimalString,
    volume: volume as DecimalString,
    time: ms,
    timestamp: ms,
  };
}

/** Candle push of the private kline feed (spec 000 §3): only these fields are read. */
export interface CandlePush {
  /** Symbol name. */
  readonly s: string;
  /** Open price. */
  readonly o: DecimalString;
  /** Close (last) price. */
  readonly c: DecimalString;
}

/**
 * The symbol entry the pro chart's datafeed resolves (spec 000 §3). Field names follow the
 * third-party charting widget; the fixed values are the spec's.
 */
export interface ChartSymbolEntry {
  readonly ticker: string;
  readonly symbol: string;
  readonly name: string;
  readonly description: 'SPOT';
  readonly session: '24x7';
  readonly timezone: 'UTC';
  readonly minmov: 1;
  /** `10 ** priceFractionDigits`: 100 for a 0.01 tick. */
  readonly pricescale: number;
  readonly has_intraday: true;
  readonly has_weekly_and_monthly: true;
  readonly has_seconds: true;
}

/** `10 ** fractionDigits`, the chart's price scale; a bad digit count counts as 0. */
export function chartPriceScale(fractionDigits: number): number {
  const digits = Number.isSafeInteger(fractionDigits) && fractionDigits > 0 ? fractionDigits : 0;
  return 10 ** digits;
}

/** The chart symbol entry of a symbol; price digits as `resolvePrecision` gives them. */
export function toChartSymbolEntry(
  symbolName: string,
  symbol: Pick<SymbolInfo, 'pricePrecision' | 'quantityPrecision' | 'amountPrecision'> | undefined,
): ChartSymbolEntry {
  return {
    ticker: symbolName,
    symbol: symbolName,
    name: symbolName,
    description: 'SPOT',
    session: '24x7',
    timezone: 'UTC',
    minmov: 1,
    pricescale: chartPriceScale(resolvePrecision(symbol, 'price')),
    has_intraday: true,
    has_weekly_and_monthly: true,
    has_seconds: true,
  };
}

/** A latest-trades row of the classic feed (spec 000 §3). */
export interface LatestTradeRow {
  /** Price. */
  readonly p: DecimalString;
  /** Quantity. */
  readonly q: DecimalString;
  /** Trade time, ms since the epoch. */
  readonly t: number;
  /** Buy flag: true when the trade was a buy. */
  readonly m: boolean;
}

/** True for a well-formed `LatestTradeRow` (a guard for the feed boundary). */
export function isLatestTradeRow(value: unknown): value is LatestTradeRow {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isNonNegativeDecimalString(v.p) &&
    isNonNegativeDecimalString(v.q) &&
    typeof v.t === 'number' &&
    Number.isSafeInteger(v.t) &&
    typeof v.m === 'boolean'
  );
}

/** True for a well-formed `MarketEntry`; `m` may be negative. */
export function isMarketEntry(value: unknown): value is MarketEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.symbolId === 'string' && typeof v.symbolName === 'string' && isDecimalString(v.m);
}
