import type { CandleInterval } from '../wire/topics';
import { CANDLE_INTERVALS } from '../wire/topics';

/**
 * A saved chart setting (spec 000 §3): `version` is the save time as a string of ms since the
 * epoch, `saveData` the charting widget's own saved state, kept opaque.
 */
export interface SavedChartSetting {
  readonly version: string;
  readonly saveData: Readonly<Record<string, unknown>>;
}

/** GET get-kline-config result (spec 000 §7): `kline` is JSON of a `SavedChartSetting`. */
export interface KlineConfigResult {
  readonly kline: string;
}

/** POST set-kline-config payload (spec 000 §7): `kline` is JSON of a `SavedChartSetting`. */
export interface SetKlineConfigRequest {
  readonly kline: string;
}

/**
 * The saved setting in a get-kline-config reply, or null when it is empty or malformed (a bad
 * payload is dropped, never thrown).
 */
export function parseSavedChartSetting(kline: unknown): SavedChartSetting | null {
  if (typeof kline !== 'string' || kline === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(kline);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, saveData } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !/^\d+$/.test(version)) return null;
  if (typeof saveData !== 'object' || saveData === null || Array.isArray(saveData)) return null;
  return { version, saveData: saveData as Readonly<Record<string, unknown>> };
}

/** Chart settings autosave: 5 s after a change, 5 s at least between versions (spec 000 §4). */
export const CHART_SETTINGS_AUTOSAVE = { delayMs: 5000, minVersionGapMs: 5000 } as const;

/**
 * True when a new version may replace the saved one: at least 5 s newer (spec 000 §4). With
 * nothing saved, or a saved version that is not a number, it may.
 */
export function isChartSettingSaveDue(savedVersion: string | null, newVersion: string): boolean {
  const next = Number(newVersion);
  if (!Number.isSafeInteger(next)) return false;
  const saved = savedVersion === null ? Number.NaN : Number(savedVersion);
  if (!Number.isSafeInteger(saved)) return true;
  return next - saved >= CHART_SETTINGS_AUTOSAVE.minVersionGapMs;
}

/** Average-line day choices (spec 000 §9); the classic call caps the span at 90. */
export const AVG_LINE_DAY_CHOICES = [7, 30, 60, 90, 180, 365, 730, 1095] as const;
export type AvgLineDays = (typeof AVG_LINE_DAY_CHOICES)[number];
export const DEFAULT_AVG_LINE_DAYS: AvgLineDays = 7;
/** The classic average-price call never spans more than this many days (spec 000 §7). */
export const CLASSIC_AVG_DAY_SPAN_CAP = 90;

/** How a day range is labelled: 365 days or more as whole years, others as days (spec 000 §2). */
export function avgLineDaysLabel(days: number): {
  readonly unit: 'day' | 'year';
  readonly count: number;
} {
  return days >= 365
    ? { unit: 'year', count: Math.floor(days / 365) }
    : { unit: 'day', count: days };
}

/** Chart display options (spec 000 §3); the day ranges are `AVG_LINE_DAY_CHOICES`. */
export interface ChartDisplaySettings {
  /** Quick market trade (the hover plus button). */
  readonly trade: boolean;
  readonly position: boolean;
  readonly limitTrade: boolean;
  /** Open-order lines. */
  readonly entrust: boolean;
  /** Trade-history markers. */
  readonly dealHistory: boolean;
  readonly avgBuyLine: boolean;
  readonly avgSellLine: boolean;
  readonly avgBuyLineDays: AvgLineDays;
  readonly avgSellLineDays: AvgLineDays;
  /** Grid-bot lines. */
  readonly grid: boolean;
}

/** Chart kinds of the chart-type switch; the last one other than depth is remembered. */
export const KLINE_TYPES = ['simple', 'tradingview', 'depth'] as const;
export type KlineType = (typeof KLINE_TYPES)[number];
export const DEFAULT_KLINE_TYPE: KlineType = 'tradingview';

/** Default chart interval: 30 minutes (spec 000 §9). */
export const DEFAULT_CHART_INTERVAL: CandleInterval = '30';

/** Intervals shown on the toolbar strip (spec 000 §9). */
export const TOOLBAR_FAVOURITE_INTERVALS = [
  '1',
  '5',
  '15',
  '30',
  '60',
  '240',
  '1D',
  '1W',
  '1M',
] as const satisfies readonly CandleInterval[];

/** Persisted chart preferences (spec 000 §3): the current interval and the pinned ones. */
export interface PersistedChartPreferences {
  readonly interval: CandleInterval;
  readonly pinnedIntervals: readonly CandleInterval[];
}

const INTERVAL_SET: ReadonlySet<string> = new Set(CANDLE_INTERVALS);

/**
 * Stored chart preferences read back, keeping only listed resolutions (spec 000 §5): a bad
 * interval falls back to the default, bad pins are dropped and duplicates removed.
 */
export function readChartPreferences(value: unknown): PersistedChartPreferences {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const isInterval = (v: unknown): v is CandleInterval =>
    typeof v === 'string' && INTERVAL_SET.has(v);
  const pins = Array.isArray(record.pinnedIntervals)
    ? record.pinnedIntervals.filter(isInterval)
    : [];
  return {
    interval: isInterval(record.interval) ? record.interval : DEFAULT_CHART_INTERVAL,
    pinnedIntervals: [...new Set(pins)],
  };
}
