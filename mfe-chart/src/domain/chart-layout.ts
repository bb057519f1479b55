import {
  DEFAULT_DISPLAY_OPTIONS,
  readDisplayOptions,
  type DisplayOptions,
} from './display-options';
import type { Drawing } from './drawings';
import { readDrawing } from './drawings';
import type { IndicatorId } from './indicators';
import { isIndicatorId } from './indicators';

/** Chart types of the chart-type dropdown; `heikinAshi` is the "average candle". */
export const CHART_STYLES = [
  'bar',
  'candle',
  'hollowCandle',
  'heikinAshi',
  'line',
  'area',
  'baseline',
] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

export interface ChartSettingsOptions {
  readonly grid: boolean;
  readonly logScale: boolean;
  /** The crosshair snaps to the close. */
  readonly magnet: boolean;
}

/**
 * What the pro chart saves (`saveData` of a saved chart setting, spec 000 §3): its type,
 * studies, compared symbols, drawings per symbol and settings. Versioned, with a migration.
 */
export interface ChartLayout {
  readonly version: typeof CHART_LAYOUT_VERSION;
  readonly style: ChartStyle;
  readonly indicators: readonly IndicatorId[];
  /** Symbol names drawn as percent lines. */
  readonly compare: readonly string[];
  /** Drawings by symbol name. */
  readonly drawings: Readonly<Record<string, readonly Drawing[]>>;
  readonly settings: ChartSettingsOptions;
  /** The display-options dropdown (spec 000 §3 chart display settings). */
  readonly display: DisplayOptions;
}

export const CHART_LAYOUT_VERSION = 1;
/** Most symbols compared at once. */
export const MAX_COMPARE = 3;

export const DEFAULT_CHART_LAYOUT: ChartLayout = {
  version: CHART_LAYOUT_VERSION,
  style: 'candle',
  indicators: ['MA', 'VOL'],
  compare: [],
  drawings: {},
  settings: { grid: true, logScale: false, magnet: false },
  display: DEFAULT_DISPLAY_OPTIONS,
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Version 0 (before versions) kept `type` for the style and a flat `drawings` list of the
 * current symbol only; it moves to `style` and drawings under `symbolName`.
 */
function migrate(value: Record<string, unknown>, symbolName: string): Record<string, unknown> {
  if (value.version === undefined && ('type' in value || Array.isArray(value.drawings))) {
    return {
      ...value,
      version: 1,
      style: value.style ?? value.type,
      drawings: Array.isArray(value.drawings) ? { [symbolName]: value.drawings } : value.drawings,
    };
  }
  return value;
}

/**
 * A stored layout read back: every field checked, bad parts replaced by defaults, never
 * thrown. `symbolName` places version-0 drawings.
 */
export function readChartLayout(value: unknown, symbolName: string): ChartLayout {
  const v = migrate(record(value), symbolName);
  if (v.version !== CHART_LAYOUT_VERSION) return DEFAULT_CHART_LAYOUT;
  const style = (CHART_STYLES as readonly unknown[]).includes(v.style)
    ? (v.style as ChartStyle)
    : DEFAULT_CHART_LAYOUT.style;
  const indicators = Array.isArray(v.indicators)
    ? [...new Set(v.indicators.filter(isIndicatorId))]
    : DEFAULT_CHART_LAYOUT.indicators;
  const compare = Array.isArray(v.compare)
    ? [
        ...new Set(
          v.compare.filter((s): s is string => typeof s === 'string' && /^[A-Z0-9]{2,30}$/.test(s)),
        ),
      ].slice(0, MAX_COMPARE)
    : [];
  const drawings: Record<string, Drawing[]> = {};
  for (const [symbol, list] of Object.entries(record(v.drawings))) {
    if (!Array.isArray(list)) continue;
    const kept = list.map(readDrawing).filter((d): d is Drawing => d !== null);
    if (kept.length > 0) drawings[symbol] = kept;
  }
  const s = record(v.settings);
  const flag = (name: keyof ChartSettingsOptions): boolean =>
    typeof s[name] === 'boolean' ? (s[name] as boolean) : DEFAULT_CHART_LAYOUT.settings[name];
  return {
    version: CHART_LAYOUT_VERSION,
    style,
    indicators,
    compare,
    drawings,
    settings: { grid: flag('grid'), logScale: flag('logScale'), magnet: flag('magnet') },
    display: readDisplayOptions(v.display),
  };
}
