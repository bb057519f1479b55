import {
  ORDER_BOOK_TOTAL_TYPES,
  ORDER_BOOK_VIEW_MODES,
  isMergeStep,
  type OrderBookTotalType,
  type OrderBookViewMode,
} from '@spot/contracts';

/** The prefs key of the order book's settings (prefixed by the app). */
export const SETTINGS_KEY = 'orderbook.settings';
export const SETTINGS_VERSION = 1;

/** What the trader chooses in the order book, kept in the host's preferences. */
export interface BookSettings {
  readonly version: typeof SETTINGS_VERSION;
  readonly viewMode: OrderBookViewMode;
  readonly totalType: OrderBookTotalType;
  /** The saved merge step per symbol name; used only if still offered (spec 000 §5). */
  readonly mergeSteps: Readonly<Record<string, string>>;
}

export const DEFAULT_SETTINGS: BookSettings = {
  version: SETTINGS_VERSION,
  viewMode: ORDER_BOOK_VIEW_MODES.bothSides,
  totalType: 'baseToken',
  mergeSteps: {},
};

const VIEW_MODES: readonly number[] = Object.values(ORDER_BOOK_VIEW_MODES);
const MAX_SAVED_STEPS = 200;

export function isViewMode(value: unknown): value is OrderBookViewMode {
  return typeof value === 'number' && VIEW_MODES.includes(value);
}

export function isTotalType(value: unknown): value is OrderBookTotalType {
  return typeof value === 'string' && (ORDER_BOOK_TOTAL_TYPES as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads saved settings field by field: anything unreadable (another version, a bad field, a
 * step that is not a merge step) falls back to its default, so a bad pref never breaks the book.
 * Version 1 is the first; a later bump adds its migration here, with a test.
 */
export function readSettings(raw: unknown): BookSettings {
  if (!isRecord(raw) || raw.version !== SETTINGS_VERSION) return DEFAULT_SETTINGS;
  const mergeSteps: Record<string, string> = {};
  if (isRecord(raw.mergeSteps)) {
    for (const [symbol, step] of Object.entries(raw.mergeSteps).slice(0, MAX_SAVED_STEPS)) {
      if (isMergeStep(step)) mergeSteps[symbol] = step;
    }
  }
  return {
    version: SETTINGS_VERSION,
    viewMode: isViewMode(raw.viewMode) ? raw.viewMode : DEFAULT_SETTINGS.viewMode,
    totalType: isTotalType(raw.totalType) ? raw.totalType : DEFAULT_SETTINGS.totalType,
    mergeSteps,
  };
}
