import { memoryPrefs, memoryStorage } from '@spot/contracts/testing';
import { DEFAULT_CHART_LAYOUT } from '../domain/chart-layout';
import { DEFAULT_PINNED_INTERVALS } from '../domain/intervals';
import { findTimeFrame } from '../domain/time-frames';
import {
  LOCAL_STORAGE_KEY,
  PREFS_KEY,
  createChartStore,
  readLocalChartData,
  selectDrawings,
} from './chart-store';

describe('chart store', () => {
  it('starts on the pro chart, 30 minutes, default pins and layout', () => {
    const store = createChartStore({
      symbolName: 'BTCUSDT',
      prefs: memoryPrefs(),
      storage: memoryStorage(),
    });
    const state = store.getState();
    expect(state.kind).toBe('tradingview');
    expect(state.interval).toBe('30');
    expect(state.pinned).toEqual(DEFAULT_PINNED_INTERVALS);
    expect(state.layout).toEqual(DEFAULT_CHART_LAYOUT);
  });

  it('remembers the last kind other than depth', () => {
    const storage = memoryStorage();
    const prefs = memoryPrefs();
    const store = createChartStore({ symbolName: 'X', prefs, storage });
    store.getState().setKind('simple');
    store.getState().setKind('depth');
    expect(readLocalChartData(storage).klineType).toBe('simple');
    expect(createChartStore({ symbolName: 'X', prefs, storage }).getState().kind).toBe('simple');
  });

  it('persists the interval and pins to the host preferences, which win over local storage', () => {
    const prefs = memoryPrefs();
    const storage = memoryStorage();
    const store = createChartStore({ symbolName: 'X', prefs, storage });
    store.getState().setInterval('240');
    store.getState().setPinned(['1D', '5', '5']);
    expect(prefs.values.get(PREFS_KEY)).toEqual({ interval: '240', pinnedIntervals: ['5', '1D'] });
    prefs.values.set(PREFS_KEY, { interval: '60', pinnedIntervals: ['60'] });
    const again = createChartStore({ symbolName: 'X', prefs, storage }).getState();
    expect(again.interval).toBe('60');
    expect(again.pinned).toEqual(['60']);
  });

  it('refuses intervals outside the listed resolutions', () => {
    const store = createChartStore({
      symbolName: 'X',
      prefs: memoryPrefs(),
      storage: memoryStorage(),
    });
    store.getState().setInterval('2' as never);
    expect(store.getState().interval).toBe('30');
  });

  it('applies a time frame as its interval', () => {
    const store = createChartStore({
      symbolName: 'X',
      prefs: memoryPrefs(),
      storage: memoryStorage(),
    });
    store.getState().applyTimeFrame(findTimeFrame('6m')!);
    expect(store.getState()).toMatchObject({ interval: '120', timeFrame: { id: '6m' } });
    store.getState().setInterval('5');
    expect(store.getState().timeFrame).toBeNull();
  });

  it('marks layout changes for autosave, but not a layout loaded from the server', () => {
    let now = 100;
    const store = createChartStore({
      symbolName: 'X',
      prefs: memoryPrefs(),
      storage: memoryStorage(),
      now: () => now,
    });
    store.getState().setStyle('line');
    expect(store.getState().layoutChangedAt).toBe(100);
    now = 200;
    store.getState().loadLayout({ ...DEFAULT_CHART_LAYOUT, style: 'bar' });
    expect(store.getState().layoutChangedAt).toBe(0);
  });

  it('keeps drawings per symbol, deletes and clears them', () => {
    const storage = memoryStorage();
    const store = createChartStore({ symbolName: 'BTCUSDT', prefs: memoryPrefs(), storage });
    const drawing = { id: 'a', tool: 'horizontalLine' as const, points: [{ time: 1, price: '2' }] };
    store.getState().setDrawingTool('horizontalLine');
    store.getState().addDrawing(drawing);
    expect(store.getState().drawingTool).toBeNull();
    expect(selectDrawings(store.getState(), 'BTCUSDT')).toEqual([drawing]);
    expect(selectDrawings(store.getState(), 'ETHUSDT')).toBe(
      selectDrawings(store.getState(), 'SOLUSDT'),
    );
    expect(JSON.parse(storage.getItem(LOCAL_STORAGE_KEY)!).layout.drawings.BTCUSDT).toHaveLength(1);
    store.getState().deleteDrawing('a');
    expect(selectDrawings(store.getState(), 'BTCUSDT')).toEqual([]);
  });

  it('compares other symbols only, each once', () => {
    const store = createChartStore({
      symbolName: 'BTCUSDT',
      prefs: memoryPrefs(),
      storage: memoryStorage(),
    });
    store.getState().addCompare('BTCUSDT');
    store.getState().addCompare('ETHUSDT');
    store.getState().addCompare('ETHUSDT');
    expect(store.getState().layout.compare).toEqual(['ETHUSDT']);
  });

  it('reads garbage from local storage as nothing', () => {
    expect(readLocalChartData(memoryStorage({ [LOCAL_STORAGE_KEY]: '{bad' }))).toEqual({});
    expect(readLocalChartData(memoryStorage({ [LOCAL_STORAGE_KEY]: '{"version":9}' }))).toEqual({});
  });
});
