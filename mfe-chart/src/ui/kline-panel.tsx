import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { TFunction } from 'i18next';
import type { HostApi, KlineBar, SymbolInfo, ThemeName } from '@spot/contracts';
import { resolvePrecision } from '@spot/contracts';
import type { DrawingDraft, DrawingPoint } from '../domain/drawings';
import { placePoint } from '../domain/drawings';
import { defaultRequestedStart } from '../domain/kline-paging';
import { timeFrameStart } from '../domain/time-frames';
import type { ChartStore } from '../state/chart-store';
import { selectDrawings } from '../state/chart-store';
import type { KlineFeed } from '../state/kline-feed';
import { createKlineFeed } from '../state/kline-feed';
import { ProToolbar, SimpleToolbar, TimeFrameBar } from './kline-toolbars';
import { ChartErrorView, Spinner } from './status-views';
import { useChartEngine, useFeedStatus } from './use-chart-engine';
import { pickChartPrice } from '../state/price-pick';
import { createChartTrading, type ChartTrading } from '../state/chart-trading';
import { TradingOverlay } from './trading-overlay';
import { QuickOrder, type HoverListener } from './quick-order';
import { useSubscribable } from '@spot/contracts/react';

let drawingIds = 0;
const newDrawingId = () => `d${Date.now().toString(36)}${(drawingIds++).toString(36)}`;

/**
 * The simple or pro kline chart of one symbol: kline data (v5 pages, older pages on scroll,
 * live candles), the lazily loaded engine, the toolbar, and the loading and failed-fetch
 * overlays (a failed fetch shows no data and a retry, never a broken chart).
 */
export function KlinePanel({
  host,
  info,
  store,
  theme,
  locale,
  simple,
  rebuildKey,
  t,
  onFullscreen,
  fullscreen,
}: {
  readonly host: HostApi;
  readonly info: SymbolInfo;
  readonly store: ChartStore;
  readonly theme: ThemeName;
  readonly locale: string;
  readonly simple: boolean;
  readonly rebuildKey: number;
  readonly t: TFunction;
  readonly onFullscreen: () => void;
  readonly fullscreen: boolean;
}) {
  const symbolName = info.symbolName;
  const interval = useStore(store, (s) => s.interval);
  const timeFrame = useStore(store, (s) => s.timeFrame);
  const layout = useStore(store, (s) => s.layout);
  const drawingTool = useStore(store, (s) => s.drawingTool);
  const selected = useStore(store, (s) => s.selectedDrawing);
  const drawings = useStore(store, (s) => selectDrawings(s, symbolName));
  const [draft, setDraft] = useState<DrawingDraft | null>(null);
  const [feed, setFeed] = useState<KlineFeed | null>(null);
  const [barsVersion, setBarsVersion] = useState(0);
  const [markerClicked, setMarkerClicked] = useState<string | null>(null);
  const session = useSubscribable(host.session);
  const userKey = session.isLogin ? (session.user?.id ?? '') : '';
  const container = useRef<HTMLDivElement>(null);
  const hover = useRef<HoverListener | null>(null);
  const precision = resolvePrecision(info, 'price');

  // ---- data: one feed per symbol, interval, time frame and rebuild ----------------------
  useEffect(() => {
    const now = Date.now();
    const next = createKlineFeed({
      api: host.api,
      market: host.market,
      symbol: symbolName,
      interval,
      requestedStart: timeFrame
        ? timeFrameStart(timeFrame, now)
        : defaultRequestedStart(interval, now),
    });
    setFeed(next);
    return () => next.dispose();
  }, [host, symbolName, interval, timeFrame, rebuildKey]);
  const { status, error: fetchError } = useFeedStatus(feed);
  // Nothing live is drawn while the chart is out of sight (a phone section not shown).
  useEffect(() => {
    const element = container.current;
    if (!feed || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) feed.setPaused(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [feed]);

  // ---- engine ---------------------------------------------------------------------------
  const draftRef = useRef<DrawingDraft | null>(null);
  const onDrawingPoint = useCallback(
    (point: DrawingPoint) => {
      const tool = store.getState().drawingTool;
      if (!tool) return;
      const placed = placePoint(draftRef.current ?? { tool, points: [] }, point, newDrawingId);
      draftRef.current = placed.draft;
      setDraft(placed.draft);
      if (placed.done) store.getState().addDrawing(placed.done);
    },
    [store],
  );
  const { engine, error: engineError } = useChartEngine(
    container,
    { simple, precision, locale, theme, layout },
    {
      onNeedOlder: () => feed?.loadOlder(),
      onPricePicked: (price) => pickChartPrice(host, price),
      onDrawingPoint,
      onDrawingSelected: (id) => store.getState().selectDrawing(id),
      onMarkerClicked: (id) => setMarkerClicked(id),
      onHoverPrice: (h) => hover.current?.(h),
    },
    `${simple}:${precision}:${locale}:${rebuildKey}`,
  );

  // ---- the trader's orders, fills and averages (logged in only) ------------------------
  // Made in an effect, not during render: it subscribes and calls at once. A login, logout
  // or account switch reads the account's data afresh.
  const [trading, setTrading] = useState<ChartTrading | null>(null);
  useEffect(() => {
    const next = createChartTrading(host, symbolName);
    setTrading(next);
    return () => next.dispose();
  }, [host, symbolName, userKey]);

  useEffect(() => {
    if (!engine || !feed) return undefined;
    let lastTime = feed.getState().bars.at(-1)?.time;
    const regroup = () => setBarsVersion((v) => v + 1);
    const apply = () => {
      const state = feed.getState();
      engine.setBars(state.status === 'ready' ? state.bars : []);
      const frame = store.getState().timeFrame;
      if (frame && state.status === 'ready')
        engine.showRange(timeFrameStart(frame, Date.now()), Date.now());
    };
    apply();
    return feed.subscribe((event) => {
      switch (event.type) {
        case 'reset':
          apply();
          regroup();
          break;
        case 'prepend':
          engine.prependBars(feed.getState().bars, event.count);
          regroup();
          break;
        case 'live':
          engine.liveBar(event.bar);
          // A new bar: a fill in it now has a bar of its own.
          if (event.bar.time !== lastTime) {
            lastTime = event.bar.time;
            regroup();
          }
          break;
        case 'patch':
          engine.patchBar(event.bar);
          break;
        case 'status':
          if (feed.getState().status !== 'ready') engine.setBars([]);
          break;
      }
    });
  }, [engine, feed, store]);

  useEffect(() => engine?.setInterval(interval), [engine, interval]);
  useEffect(() => engine?.setTheme(theme), [engine, theme]);
  useEffect(() => engine?.setStyle(layout.style), [engine, layout.style]);
  useEffect(() => engine?.setIndicators(layout.indicators), [engine, layout.indicators]);
  useEffect(
    () =>
      engine?.applySettings(
        simple ? { grid: true, logScale: false, magnet: false } : layout.settings,
      ),
    [engine, layout.settings, simple],
  );
  useEffect(() => {
    draftRef.current = null;
    setDraft(null);
  }, [drawingTool]);
  useEffect(() => {
    engine?.setDrawings(
      simple ? [] : drawings,
      selected,
      drawingTool ? (draft ?? { tool: drawingTool, points: [] }) : null,
    );
  }, [engine, drawings, selected, draft, drawingTool, simple]);

  // ---- compared symbols: their own feeds on the same interval and range ---------------
  const compareKey = simple ? '' : layout.compare.join(',');
  useEffect(() => {
    if (!engine) return undefined;
    const names = compareKey === '' ? [] : compareKey.split(',');
    const now = Date.now();
    const feeds = names.map((name) => ({
      name,
      feed: createKlineFeed({
        api: host.api,
        market: host.market,
        symbol: name,
        interval,
        requestedStart: timeFrame
          ? timeFrameStart(timeFrame, now)
          : defaultRequestedStart(interval, now),
      }),
    }));
    const push = () =>
      engine.setCompare(
        feeds.map(({ name, feed: f }) => ({ symbol: name, bars: f.getState().bars as KlineBar[] })),
      );
    push();
    const offs = feeds.map(({ feed: f }) =>
      f.subscribe((event) => event.type !== 'status' && push()),
    );
    return () => {
      offs.forEach((off) => off());
      feeds.forEach(({ feed: f }) => f.dispose());
    };
  }, [engine, host, compareKey, interval, timeFrame]);

  // ---- keyboard: Delete removes the selected drawing, Escape ends a tool ---------------
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      const state = store.getState();
      if ((event.key === 'Delete' || event.key === 'Backspace') && state.selectedDrawing) {
        state.deleteDrawing(state.selectedDrawing);
      } else if (event.key === 'Escape' && state.drawingTool) {
        state.setDrawingTool(null);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store]);

  const screenshot = useCallback(() => {
    void engine?.screenshot().then((blob) => {
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${symbolName}-${store.getState().interval}.png`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    });
  }, [engine, store, symbolName]);

  const overlay = engineError ? (
    <ChartErrorView t={t} messageKey={`chartError.${engineError}`} />
  ) : status === 'error' ? (
    <ChartErrorView
      t={t}
      messageKey={
        fetchError === 'network' || fetchError === 'timeout' ? 'klineNetworkError' : 'klineError'
      }
      onRetry={() => feed?.reload()}
    />
  ) : status === 'loading' || !engine ? (
    <Spinner t={t} />
  ) : null;

  const toolbarProps = { t, store, onScreenshot: screenshot, onFullscreen, fullscreen };
  return (
    <div className="chart-kline" data-kind={simple ? 'simple' : 'pro'} data-status={status}>
      {simple ? (
        <SimpleToolbar {...toolbarProps} />
      ) : (
        <ProToolbar
          {...toolbarProps}
          symbols={host.market.symbols()}
          symbolName={symbolName}
          loggedIn={session.isLogin}
          chartOption={session.compliance.chartOption}
        />
      )}
      <div className="chart-canvas-wrap">
        <div
          className={`chart-canvas ${drawingTool ? 'is-drawing' : ''}`}
          ref={container}
          // Focus lands here when nothing else of the chart can take it (the last order line
          // cancelled from its ×); not a tab stop.
          tabIndex={-1}
          data-testid="chart-canvas"
          data-interval={interval}
        />
        {engine && trading && session.isLogin && !overlay && (
          <TradingOverlay
            host={host}
            engine={engine}
            trading={trading}
            display={layout.display}
            info={info}
            barsVersion={barsVersion}
            markerClicked={markerClicked}
            onMarker={setMarkerClicked}
            onMarkerHandled={() => setMarkerClicked(null)}
            onFocusChart={() => container.current?.focus()}
            t={t}
          />
        )}
        {engine && !overlay && !drawingTool && layout.display.limitTrade && (
          <QuickOrder host={host} engine={engine} info={info} locale={locale} hover={hover} t={t} />
        )}
        {overlay && <div className="chart-overlay">{overlay}</div>}
      </div>
      {!simple && <TimeFrameBar t={t} store={store} />}
    </div>
  );
}
