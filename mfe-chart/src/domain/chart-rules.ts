import { Dec } from '@spot/contracts';

/**
 * Server-status gap that rebuilds the chart (spec 000 §4): the realtime link was not live for
 * at least the check interval, one minute by default; a configuration that names no interval
 * (null or not a positive number) means 15 minutes.
 */
export const REBUILD_GAP = { defaultMs: 60_000, unsetMs: 15 * 60_000 } as const;

export function rebuildGapThreshold(configured?: number | null): number {
  if (configured === undefined) return REBUILD_GAP.defaultMs;
  return typeof configured === 'number' && Number.isFinite(configured) && configured > 0
    ? configured
    : REBUILD_GAP.unsetMs;
}

/** True when a gap of `gapMs` without a live link rebuilds the chart. */
export function shouldRebuildAfterGap(gapMs: number, thresholdMs: number): boolean {
  return Number.isFinite(gapMs) && gapMs >= thresholdMs;
}

/** Toolbar overflow (spec 000 §9): the scroll arrow shows past 10 px, checked 100 ms after. */
export const TOOLBAR_OVERFLOW = { thresholdPx: 10, debounceMs: 100 } as const;

export function toolbarOverflows(scrollWidth: number, clientWidth: number): boolean {
  return scrollWidth - clientWidth > TOOLBAR_OVERFLOW.thresholdPx;
}

/**
 * A plotted number as the chart's axes and labels show it: exactly `precision` decimals, in
 * plain notation at any magnitude (never `1e-7`), no minus sign on zero.
 */
export function formatPlotPrice(value: number, precision: number): string {
  if (!Number.isFinite(value)) return '';
  const digits = Number.isSafeInteger(precision) && precision >= 0 ? Math.min(precision, 20) : 2;
  const text = new Dec(value).toFixed(digits, Dec.ROUND_HALF_UP);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** Compact units of an axis (spec 000 §9): K, M, B, T from 4, 7, 10 and 13 integer digits. */
const AXIS_UNITS = [
  { suffix: 'T', scale: 1e12 },
  { suffix: 'B', scale: 1e9 },
  { suffix: 'M', scale: 1e6 },
  { suffix: 'K', scale: 1e3 },
] as const;

/**
 * A plotted size or volume as an axis label: compact units with up to two decimals ("346.71B"
 * for PEPE's volume, "1.5K"), plain below a thousand with up to `smallDecimals` decimals, never
 * exponent notation, never negative zero. Labels a reader compares at a glance, so the number of
 * characters stays small whatever the magnitude.
 */
export function formatAxisAmount(value: number, smallDecimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const magnitude = Math.abs(value);
  const unit = AXIS_UNITS.find((u) => magnitude >= u.scale);
  const digits = Number.isSafeInteger(smallDecimals) && smallDecimals >= 0 ? smallDecimals : 2;
  const text = unit
    ? `${trimZeros((value / unit.scale).toFixed(2))}${unit.suffix}`
    : trimZeros(formatPlotPrice(value, Math.min(digits, 20)));
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Whether the time axis shows seconds: only at the 1-second interval, where a minute holds
 * sixty bars and `HH:mm` would repeat (issue 18).
 */
export function showsSeconds(interval: string): boolean {
  return interval === '1S';
}

/** The decimal string of a price picked on the chart, at the symbol's precision. */
export function pickedPrice(value: number, precision: number): string | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const text = formatPlotPrice(value, precision);
  return new Dec(text).gt(0) ? text : null;
}

/** Chart errors of spec 000 §8, handled as views, never thrown. */
export const CHART_ERRORS = {
  noDatafeed: 'Datafeed is not defined',
  noSymbol: 'Symbol is not defined',
  noElement: 'There is no such element',
} as const;
export type ChartErrorCode = keyof typeof CHART_ERRORS;

/** The §8 error an exception of the chart engine stands for, if it is one of them. */
export function classifyChartError(error: unknown): ChartErrorCode | null {
  const message = error instanceof Error ? error.message : String(error);
  for (const [code, text] of Object.entries(CHART_ERRORS)) {
    if (message.includes(text)) return code as ChartErrorCode;
  }
  return null;
}
