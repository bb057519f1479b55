import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CandleInterval, HostPrefs, KlineType } from '@spot/contracts';
import { DEFAULT_KLINE_TYPE, KLINE_TYPES, readChartPreferences } from '@spot/contracts';
import type { ChartLayout, ChartSettingsOptions, ChartStyle } from '../domain/chart-layout';
import type { DisplayOptions } from '../domain/display-options';
import { DEFAULT_CHART_LAYOUT, MAX_COMPARE, readChartLayout } from '../domain/chart-layout';
import type { Drawing, DrawingTool } from '../domain/drawings';
import { addDrawing, removeDrawing } from '../domain/drawings';
import type { IndicatorId } from '../domain/indicators';
import {
  DEFAULT_INTERVAL,
  DEFAULT_PINNED_INTERVALS,
  isChartInterval,
  normalizePinned,
} from '../domain/intervals';
import type { TimeFrame } from '../domain/time-frames';

/** Local storage of the chart (spec 000 §3): kline type, interval and chart settings. */
export const LOCAL_STORAGE_KEY = 'mfe-chart.local';
export const LOCAL_STORAGE_VERSION = 1;
/** Host preference (server when logged in): the current interval and the pinned ones. */
export const PREFS_KEY = 'chart.preferences';

export type ChartTab = 'chart' | 'analysis';

export interface ChartState {
  readonly tab: ChartTab;
  /** Simple, pro (`tradingview`) or depth chart. */
  readonly kind: KlineType;
  readonly interval: CandleInterval;
  readonly pinned: readonly CandleInterval[];
  /** The time-frame button last used, until the interval changes by other means. */
  readonly timeFrame: TimeFrame | null;
  readonly layout: ChartLayout;
  /** ms of the last change of `layout` by the trader (0: none since loading). */
  readonly layoutChangedAt: number;
  readonly drawingTool: DrawingTool | null;
  readonly selectedDrawing: string | null;
}

export interface ChartActions {
  setTab(tab: ChartTab): void;
  setKind(kind: KlineType): void;
  setInterval(interval: CandleInterval): void;
  applyTimeFrame(frame: TimeFrame): void;
  setPinned(pins: readonly CandleInterval[]): void;
  setStyle(style: ChartStyle): void;
  toggleIndicator(id: IndicatorId): void;
  addCompare(symbolName: string): void;
  removeCompare(symbolName: string): void;
  setSetting(name: keyof ChartSettingsOptions, on: boolean): void;
  /** A display option changed (the display-options dropdown); saved with the layout. */
  setDisplay(patch: Partial<DisplayOptions>): void;
  setDrawingTool(tool: DrawingTool | null): void;
  selectDrawing(id: string | null): void;
  addDrawing(drawing: Drawing): void;
  deleteDrawing(id: string): void;
  clearDrawings(): void;
  /** A layout loaded from the server: applied without counting as a change. */
  loadLayout(layout: ChartLayout): void;
}

export type ChartStore = StoreApi<ChartState & ChartActions>;

/** What local storage holds: version, migrate (none yet), each field checked. */
interface LocalChartData {
  readonly version: number;
  /** The last kind other than depth (spec 000 §2). */
  readonly klineType: KlineType;
  readonly interval: CandleInterval;
  readonly layout: unknown;
}

export function readLocalChartData(
  storage: Pick<Storage, 'getItem'> | null,
): Partial<LocalChartData> {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(LOCAL_STORAGE_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const v = raw as Record<string, unknown>;
  if (v.version !== LOCAL_STORAGE_VERSION) return {};
  const kind = (KLINE_TYPES as readonly unknown[]).includes(v.klineType)
    ? (v.klineType as KlineType)
    : undefined;
  return {
    ...(kind && kind !== 'depth' ? { klineType: kind } : {}),
    ...(isChartInterval(v.interval) ? { interval: v.interval } : {}),
    ...(v.layout !== undefined ? { layout: v.layout } : {}),
  };
}

function writeLocal(
  storage: Pick<Storage, 'setItem'> | null,
  data: Omit<LocalChartData, 'version'>,
): void {
  try {
    storage?.setItem(
      LOCAL_STORAGE_KEY,
      JSON.stringify({ version: LOCAL_STORAGE_VERSION, ...data }),
    );
  } catch {
    // Storage full or disabled: the choice still holds for this page.
  }
}

export interface ChartStoreDeps {
  readonly symbolName: string;
  readonly prefs: HostPrefs;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly now?: () => number;
}

/**
 * The chart's choices. The kind other than depth, the interval and the layout go to local
 * storage; the interval and pins also to the host's preferences (the server's when logged in),
 * which win when they hold a value.
 */
export function createChartStore({
  symbolName,
  prefs,
  storage,
  now = Date.now,
}: ChartStoreDeps): ChartStore {
  const local = readLocalChartData(storage);
  const stored = prefs.get<unknown>(PREFS_KEY);
  const fromPrefs = stored === undefined ? null : readChartPreferences(stored);
  const store = createStore<ChartState & ChartActions>()((set, get) => {
    const persistPrefs = (): void => {
      const { interval, pinned } = get();
      prefs.set(PREFS_KEY, { interval, pinnedIntervals: pinned });
    };
    const persistLocal = (): void => {
      const { kind, interval, layout } = get();
      const previous = readLocalChartData(storage).klineType ?? DEFAULT_KLINE_TYPE;
      writeLocal(storage, { klineType: kind === 'depth' ? previous : kind, interval, layout });
    };
    const changeLayout = (layout: ChartLayout): void => {
      set({ layout, layoutChangedAt: now() });
      persistLocal();
    };
    return {
      tab: 'chart',
      kind: local.klineType ?? DEFAULT_KLINE_TYPE,
      interval: fromPrefs?.interval ?? local.interval ?? DEFAULT_INTERVAL,
      pinned:
        fromPrefs && fromPrefs.pinnedIntervals.length > 0
          ? normalizePinned(fromPrefs.pinnedIntervals)
          : DEFAULT_PINNED_INTERVALS,
      timeFrame: null,
      layout: readChartLayout(local.layout ?? DEFAULT_CHART_LAYOUT, symbolName),
      layoutChangedAt: 0,
      drawingTool: null,
      selectedDrawing: null,

      setTab: (tab) => set({ tab }),
      setKind: (kind) => {
        set({ kind, drawingTool: null });
        persistLocal();
      },
      setInterval: (interval) => {
        if (!isChartInterval(interval) || interval === get().interval) return;
        set({ interval, timeFrame: null });
        persistPrefs();
        persistLocal();
      },
      applyTimeFrame: (frame) => {
        set({ interval: frame.interval, timeFrame: frame });
        persistPrefs();
        persistLocal();
      },
      setPinned: (pins) => {
        set({ pinned: normalizePinned(pins) });
        persistPrefs();
      },
      setStyle: (style) => changeLayout({ ...get().layout, style }),
      toggleIndicator: (id) => {
        const { layout } = get();
        const indicators = layout.indicators.includes(id)
          ? layout.indicators.filter((x) => x !== id)
          : [...layout.indicators, id];
        changeLayout({ ...layout, indicators });
      },
      addCompare: (name) => {
        const { layout } = get();
        if (name === symbolName || layout.compare.includes(name)) return;
        changeLayout({ ...layout, compare: [...layout.compare, name].slice(-MAX_COMPARE) });
      },
      removeCompare: (name) => {
        const { layout } = get();
        changeLayout({ ...layout, compare: layout.compare.filter((x) => x !== name) });
      },
      setSetting: (name, on) => {
        const { layout } = get();
        changeLayout({ ...layout, settings: { ...layout.settings, [name]: on } });
      },
      setDisplay: (patch) => {
        const { layout } = get();
        changeLayout({ ...layout, display: { ...layout.display, ...patch } });
      },
      setDrawingTool: (drawingTool) => set({ drawingTool, selectedDrawing: null }),
      selectDrawing: (selectedDrawing) => set({ selectedDrawing }),
      addDrawing: (drawing) => {
        const { layout } = get();
        const list = addDrawing(layout.drawings[symbolName] ?? [], drawing);
        set({ drawingTool: null });
        changeLayout({ ...layout, drawings: { ...layout.drawings, [symbolName]: list } });
      },
      deleteDrawing: (id) => {
        const { layout } = get();
        const list = removeDrawing(layout.drawings[symbolName] ?? [], id);
        set({ selectedDrawing: null });
        changeLayout({ ...layout, drawings: { ...layout.drawings, [symbolName]: list } });
      },
      clearDrawings: () => {
        const { layout } = get();
        const drawings = { ...layout.drawings };
        delete drawings[symbolName];
        set({ selectedDrawing: null });
        changeLayout({ ...layout, drawings });
      },
      loadLayout: (layout) => {
        set({ layout, layoutChangedAt: 0 });
        persistLocal();
      },
    };
  });
  return store;
}

const NO_DRAWINGS: readonly Drawing[] = [];

/** The drawings of the current symbol (one stable empty list when there are none). */
export function selectDrawings(state: ChartState, symbolName: string): readonly Drawing[] {
  return state.layout.drawings[symbolName] ?? NO_DRAWINGS;
}
