import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { HostApi, SymbolInfo, ThemeName } from '@spot/contracts';
import { finestMergeStep, resolvePrecision } from '@spot/contracts';
import { classifyChartError } from '../domain/chart-rules';
import type { DepthEngine } from './engine/depth-engine';
import { ChartErrorView, Spinner } from './status-views';

const loadDepthEngine = () =>
  import(/* webpackChunkName: "chart-engine" */ './engine/depth-engine');

/** The depth chart from the host's book stream, painted at most once a frame. */
export function DepthPanel({
  host,
  info,
  theme,
  locale,
  t,
}: {
  readonly host: HostApi;
  readonly info: SymbolInfo;
  readonly theme: ThemeName;
  /** The page's locale: the axes' figures are written for it. */
  readonly locale: string;
  readonly t: TFunction;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<DepthEngine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [ready, setReady] = useState(false);
  const precision = resolvePrecision(info, 'price');
  const quantityPrecision = resolvePrecision(info, 'quantity');

  useEffect(() => {
    let cancelled = false;
    let mounted: DepthEngine | null = null;
    loadDepthEngine().then(
      ({ DepthEngine: Engine }) => {
        if (cancelled) return;
        try {
          if (!container.current) throw new Error('There is no such element');
          mounted = new Engine(container.current, {
            theme,
            precision,
            quantityPrecision,
            locale,
          });
          setEngine(mounted);
        } catch (caught) {
          console.error('[chart] depth chart failed to start', caught);
          setError(classifyChartError(caught) ?? 'generic');
        }
      },
      (caught: unknown) => !cancelled && setLoadError(caught),
    );
    return () => {
      cancelled = true;
      mounted?.destroy();
      setEngine(null);
    };
    // The theme is applied live below; the engine is not rebuilt for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [precision, quantityPrecision, locale]);

  useEffect(() => engine?.setTheme(theme), [engine, theme]);

  useEffect(() => {
    if (!engine) return undefined;
    const stream = host.market.orderBook(info.symbolName, finestMergeStep(info));
    const paint = () => {
      const book = stream.get();
      if (book.symbolName !== info.symbolName || book.status !== 'ready') return;
      engine.setBook(book.bids, book.asks);
      setReady(true);
    };
    paint();
    return stream.subscribe(paint);
  }, [engine, host, info]);

  if (loadError) throw loadError;
  return (
    <div className="chart-depth" data-testid="chart-depth">
      <div className="chart-canvas-wrap">
        <div className="chart-canvas" ref={container} />
        {(error || !ready) && (
          <div className="chart-overlay">
            {error ? (
              <ChartErrorView t={t} messageKey={`chartError.${error}`} />
            ) : (
              <Spinner t={t} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
