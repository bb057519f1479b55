import { useStore } from 'zustand';
import type { TFunction } from 'i18next';
import type { SymbolInfo } from '@spot/contracts';
import { DEFAULT_TIME_FRAMES } from '../domain/time-frames';
import type { ChartStore } from '../state/chart-store';
import { selectDrawings } from '../state/chart-store';
import { ChartToolbar } from './chart-toolbar';
import { Icon } from './icons';
import { IntervalStrip } from './interval-strip';
import {
  ChartStyleMenu,
  CompareMenu,
  DrawingTools,
  IndicatorsMenu,
  DisplayMenu,
  SettingsMenu,
} from './toolbar-menus';

interface ToolbarProps {
  readonly t: TFunction;
  readonly store: ChartStore;
  readonly onScreenshot: () => void;
  readonly onFullscreen: () => void;
  readonly fullscreen: boolean;
}

function FullscreenButton({
  t,
  onFullscreen,
  fullscreen,
}: Pick<ToolbarProps, 't' | 'onFullscreen' | 'fullscreen'>) {
  return (
    <button
      type="button"
      className="chart-tool"
      aria-pressed={fullscreen}
      aria-label={t(fullscreen ? 'exitFullscreen' : 'fullscreen')}
      title={t(fullscreen ? 'exitFullscreen' : 'fullscreen')}
      data-testid="chart-fullscreen"
      onClick={onFullscreen}
    >
      <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
    </button>
  );
}

/** The simple chart's minimal toolbar: the interval strip and fullscreen. */
export function SimpleToolbar({ t, store, onFullscreen, fullscreen }: ToolbarProps) {
  const interval = useStore(store, (s) => s.interval);
  const pinned = useStore(store, (s) => s.pinned);
  const { setInterval, setPinned } = store.getState();
  return (
    <ChartToolbar
      t={t}
      left={
        <IntervalStrip
          t={t}
          interval={interval}
          pinned={pinned}
          onInterval={setInterval}
          onPinned={setPinned}
          customizable={false}
        />
      }
      right={<FullscreenButton t={t} onFullscreen={onFullscreen} fullscreen={fullscreen} />}
    />
  );
}

/** The pro chart's full toolbar (spec 000 §2). */
export function ProToolbar({
  t,
  store,
  onScreenshot,
  onFullscreen,
  fullscreen,
  symbols,
  symbolName,
  loggedIn,
  chartOption,
}: ToolbarProps & {
  readonly symbols: readonly SymbolInfo[];
  readonly symbolName: string;
  /** The session: trades, lines and averages are for a logged-in trader. */
  readonly loggedIn: boolean;
  /** Compliance allows the display-options dropdown (spec 000 §1). */
  readonly chartOption: boolean;
}) {
  const interval = useStore(store, (s) => s.interval);
  const pinned = useStore(store, (s) => s.pinned);
  const layout = useStore(store, (s) => s.layout);
  const tool = useStore(store, (s) => s.drawingTool);
  const selected = useStore(store, (s) => s.selectedDrawing);
  const drawings = useStore(store, (s) => selectDrawings(s, symbolName));
  const actions = store.getState();
  return (
    <ChartToolbar
      t={t}
      left={
        <>
          <IntervalStrip
            t={t}
            interval={interval}
            pinned={pinned}
            onInterval={actions.setInterval}
            onPinned={actions.setPinned}
            customizable
          />
          <span className="chart-toolbar-sep" aria-hidden="true" />
          <DrawingTools
            t={t}
            tool={tool}
            selected={selected}
            count={drawings.length}
            onTool={actions.setDrawingTool}
            onDeleteSelected={() => selected && actions.deleteDrawing(selected)}
            onClear={actions.clearDrawings}
          />
          <span className="chart-toolbar-sep" aria-hidden="true" />
          <ChartStyleMenu t={t} style={layout.style} onStyle={actions.setStyle} />
          <CompareMenu
            t={t}
            symbols={symbols}
            current={symbolName}
            compared={layout.compare}
            onAdd={actions.addCompare}
            onRemove={actions.removeCompare}
          />
          <IndicatorsMenu t={t} active={layout.indicators} onToggle={actions.toggleIndicator} />
          {chartOption && (
            <DisplayMenu
              t={t}
              display={layout.display}
              loggedIn={loggedIn}
              onDisplay={actions.setDisplay}
            />
          )}
        </>
      }
      right={
        <>
          <button
            type="button"
            className="chart-tool"
            aria-label={t('screenshot')}
            title={t('screenshot')}
            data-testid="chart-screenshot"
            onClick={onScreenshot}
          >
            <Icon name="camera" />
          </button>
          <SettingsMenu t={t} settings={layout.settings} onSetting={actions.setSetting} />
          <FullscreenButton t={t} onFullscreen={onFullscreen} fullscreen={fullscreen} />
        </>
      }
    />
  );
}

/** Time-frame buttons under the pro chart (spec 000 §9 default time frames). */
export function TimeFrameBar({ t, store }: { readonly t: TFunction; readonly store: ChartStore }) {
  const frame = useStore(store, (s) => s.timeFrame);
  return (
    <div className="chart-time-frames" role="group" aria-label={t('timeFrames')}>
      {DEFAULT_TIME_FRAMES.map((value) => (
        <button
          key={value.id}
          type="button"
          className="chart-tool"
          aria-pressed={frame?.id === value.id}
          onClick={() => store.getState().applyTimeFrame(value)}
        >
          {t(`timeFrame.${value.id}`)}
        </button>
      ))}
    </div>
  );
}
