import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import type { ThemeName } from '@spot/contracts';
import type { ChartErrorCode } from '../domain/chart-rules';
import { classifyChartError } from '../domain/chart-rules';
import type { ChartLayout } from '../domain/chart-layout';
import type { KlineFeed } from '../state/kline-feed';
import type { ChartEngine, ChartEngineCallbacks } from './engine/chart-engine';

/** The engine chunk (lightweight-charts and the facade), loaded once on first use. */
export const loadChartEngine = () =>
  import(/* webpackChunkName: "chart-engine" */ './engine/chart-engine');

/** Where e2e tests and benches find a mounted chart's probe. */
export const PROBE_PROPERTY = 'chartProbe';

export interface EngineSetup {
  readonly simple: boolean;
  readonly precision: number;
  readonly locale: string;
  readonly theme: ThemeName;
  readonly layout: ChartLayout;
}

/**
 * Mounts a chart engine into `container` once its chunk has loaded, and removes it (canvas,
 * listeners, observers) on unmount or when `key` changes. A §8 chart error becomes `error`;
 * a chunk that fails to load is thrown into render, for the host's reload-once guard.
 */
export function useChartEngine(
  container: RefObject<HTMLDivElement | null>,
  setup: EngineSetup,
  callbacks: ChartEngineCallbacks,
  key: string,
): { readonly engine: ChartEngine | null; readonly error: ChartErrorCode | 'generic' | null } {
  const [engine, setEngine] = useState<ChartEngine | null>(null);
  const [error, setError] = useState<ChartErrorCode | 'generic' | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const setupRef = useRef(setup);
  setupRef.current = setup;
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  useEffect(() => {
    let cancelled = false;
    let mounted: ChartEngine | null = null;
    setError(null);
    loadChartEngine().then(
      ({ ChartEngine: Engine }) => {
        if (cancelled) return;
        const element = container.current;
        try {
          if (!element) throw new Error('There is no such element');
          const s = setupRef.current;
          mounted = new Engine(element, s, {
            onNeedOlder: () => callbacksRef.current.onNeedOlder(),
            onPricePicked: (price) => callbacksRef.current.onPricePicked(price),
            onDrawingPoint: (point) => callbacksRef.current.onDrawingPoint(point),
            onDrawingSelected: (id) => callbacksRef.current.onDrawingSelected(id),
            onMarkerClicked: (id) => callbacksRef.current.onMarkerClicked?.(id),
            onHoverPrice: (hover) => callbacksRef.current.onHoverPrice?.(hover),
          });
          Object.defineProperty(element, PROBE_PROPERTY, {
            value: mounted.probe(),
            configurable: true,
          });
          setEngine(mounted);
        } catch (caught) {
          console.error('[chart] engine failed to start', caught);
          setError(classifyChartError(caught) ?? 'generic');
        }
      },
      (caught: unknown) => {
        if (!cancelled) setLoadError(caught);
      },
    );
    const element = container.current;
    return () => {
      cancelled = true;
      if (element) delete (element as unknown as Record<string, unknown>)[PROBE_PROPERTY];
      mounted?.destroy();
      setEngine(null);
    };
  }, [container, key]);

  if (loadError) throw loadError;
  return { engine, error };
}

/** The feed's status and error, re-rendering only when they change (not per candle). */
export function useFeedStatus(feed: KlineFeed | null): { status: string; error: string | null } {
  const subscribe = useCallback(
    (onChange: () => void) =>
      feed ? feed.subscribe((event) => event.type === 'status' && onChange()) : () => undefined,
    [feed],
  );
  const status = useSyncExternalStore(subscribe, () => feed?.getState().status ?? 'loading');
  const error = useSyncExternalStore(subscribe, () => feed?.getState().error ?? null);
  return { status, error };
}
