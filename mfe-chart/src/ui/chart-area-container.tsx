import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { TFunction } from 'i18next';
import type { KlineType, RemoteProps } from '@spot/contracts';
import { TOUR_ANCHORS } from '@spot/contracts';
import { FigureLocale, TabBar, useSubscribable } from '@spot/contracts/react';
import { chartDirection, chartLocaleOf } from '../domain/chart-locale';
import { rebuildGapThreshold } from '../domain/chart-rules';
import type { ChartTab } from '../state/chart-store';
import { createChartStore } from '../state/chart-store';
import { followIntervalHotkeys } from '../state/interval-hotkeys';
import { hasOpened } from '../state/notice-countdown';
import { watchServerGap } from '../state/server-gap';
import { startSettingsSync } from '../state/settings-sync';
import { ChartSummary } from './chart-summary';
import { DepthPanel } from './depth-panel';
import { KlinePanel } from './kline-panel';
import { OpeningCountdown } from './opening-countdown';
import { ChartErrorView, NetworkErrorView, Spinner } from './status-views';
import { TradeAnalysisPanel } from './trade-analysis-panel';
import { useT } from './use-t';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const KINDS: readonly KlineType[] = ['simple', 'tradingview', 'depth'];
const TABS: readonly ChartTab[] = ['chart', 'analysis'];

/**
 * The chart area (spec 000 §2): Chart and Trade analysis tabs, the simple / pro / depth
 * switch, and the states (loading, not yet open with its countdown, network error, chart
 * errors). Rebuilt on a saved-settings sync event or a server-status gap of at least the
 * check interval; the host remounts it on a symbol change.
 */
export function ChartAreaContainer({ host, symbol, theme, locale }: RemoteProps) {
  const { t, ready } = useT(host);
  const symbolName = symbol.symbolName;
  const info = host.market.symbol(symbolName);
  const page = useSubscribable(host.page);
  const session = useSubscribable(host.session);
  const chartLocale = chartLocaleOf(locale);
  const store = useMemo(
    () => createChartStore({ symbolName, prefs: host.prefs, storage: localStorageOrNull() }),
    [host, symbolName],
  );
  const tab = useStore(store, (s) => s.tab);
  const kind = useStore(store, (s) => s.kind);
  const [rebuildKey, setRebuildKey] = useState(0);
  const [opened, setOpened] = useState(() => !info?.noticeVisible || hasOpened(symbolName));
  const root = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const rebuild = useCallback(() => setRebuildKey((n) => n + 1), []);

  useEffect(
    () =>
      startSettingsSync({
        api: host.api,
        session: host.session,
        store,
        symbolName,
        onSyncEvent: rebuild,
      }),
    [host, store, symbolName, rebuild],
  );
  useEffect(() => followIntervalHotkeys(host, store), [host, store]);
  useEffect(() => watchServerGap(host.realtime, rebuildGapThreshold(), rebuild), [host, rebuild]);
  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement === root.current && root.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFullscreen = useCallback(() => {
    const element = root.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().catch(() => setFullscreen((v) => !v));
    } else setFullscreen((v) => !v);
  }, []);

  const body = ((): React.ReactNode => {
    if (!ready) return <Spinner t={t as TFunction} />;
    if (typeof host.api?.call !== 'function')
      return <ChartErrorView t={t} messageKey="chartError.noDatafeed" />;
    if (!info) return <ChartErrorView t={t} messageKey="chartError.noSymbol" />;
    if (!page.online) return <NetworkErrorView t={t} onReload={() => host.page.reload()} />;
    if (!opened)
      return <OpeningCountdown host={host} info={info} t={t} onOpen={() => setOpened(true)} />;
    if (tab === 'analysis') return <TradeAnalysisPanel host={host} info={info} t={t} />;
    if (kind === 'depth')
      return <DepthPanel host={host} info={info} theme={theme} locale={locale} t={t} />;
    return (
      <KlinePanel
        key={kind}
        host={host}
        info={info}
        store={store}
        theme={theme}
        locale={chartLocale}
        simple={kind === 'simple'}
        rebuildKey={rebuildKey}
        t={t}
        onFullscreen={toggleFullscreen}
        fullscreen={fullscreen}
      />
    );
  })();

  return (
    <div
      ref={root}
      className={`chart-area theme-${theme} ${session.roles.demo ? 'chart-demo' : ''} ${fullscreen ? 'is-fullscreen' : ''}`}
      dir={chartDirection(chartLocale)}
      lang={chartLocale}
      data-testid="chart-area"
      data-tour-anchor={TOUR_ANCHORS.chart}
    >
      <header className="chart-head">
        {info && <ChartSummary host={host} info={info} locale={locale} />}
        <TabBar
          className="chart-tabs"
          tabs={TABS}
          current={tab}
          onSelect={(value) => store.getState().setTab(value)}
          label={(value) => t(`tab.${value}`)}
          ariaLabel={t('chartArea')}
        />
        {tab === 'chart' && (
          <div className="chart-kinds" role="radiogroup" aria-label={t('chartKind')}>
            {KINDS.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={kind === value}
                onClick={() => store.getState().setKind(value)}
              >
                {t(`kind.${value}`)}
              </button>
            ))}
          </div>
        )}
      </header>
      <FigureLocale.Provider value={locale}>
        <div className="chart-body">{body}</div>
      </FigureLocale.Provider>
    </div>
  );
}
