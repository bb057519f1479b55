import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { SymbolInfo } from '@spot/contracts';
import type { ChartSettingsOptions, ChartStyle } from '../domain/chart-layout';
import { CHART_STYLES, MAX_COMPARE } from '../domain/chart-layout';
import type { DrawingTool } from '../domain/drawings';
import { DRAWING_TOOLS } from '../domain/drawings';
import type { IndicatorId } from '../domain/indicators';
import { INDICATORS } from '../domain/indicators';
import {
  AVG_DAY_CHOICES,
  DISPLAY_FLAGS,
  LOGGED_IN_FLAGS,
  dayRangeLabel,
  isAvgDays,
  type DisplayOptions,
} from '../domain/display-options';
import { Icon } from './icons';
import { Popover } from './popover';

export function ChartStyleMenu({
  t,
  style,
  onStyle,
}: {
  readonly t: TFunction;
  readonly style: ChartStyle;
  readonly onStyle: (style: ChartStyle) => void;
}) {
  return (
    <Popover
      title={`${t('chartType')}: ${t(`style.${style}`)}`}
      testId="chart-style"
      label={
        <>
          {t(`style.${style}`)} <span aria-hidden="true">▾</span>
        </>
      }
    >
      {(close) =>
        CHART_STYLES.map((value) => (
          <button
            key={value}
            type="button"
            role="menuitemradio"
            aria-checked={value === style}
            onClick={() => {
              onStyle(value);
              close();
            }}
          >
            {t(`style.${value}`)}
          </button>
        ))
      }
    </Popover>
  );
}

export function IndicatorsMenu({
  t,
  active,
  onToggle,
}: {
  readonly t: TFunction;
  readonly active: readonly IndicatorId[];
  readonly onToggle: (id: IndicatorId) => void;
}) {
  return (
    <Popover title={t('indicators')} testId="chart-indicators" label={t('indicators')}>
      {() =>
        INDICATORS.map((id) => (
          <button
            key={id}
            type="button"
            role="menuitemcheckbox"
            aria-checked={active.includes(id)}
            onClick={() => onToggle(id)}
          >
            {t(`indicator.${id}`)}
          </button>
        ))
      }
    </Popover>
  );
}

export function CompareMenu({
  t,
  symbols,
  current,
  compared,
  onAdd,
  onRemove,
}: {
  readonly t: TFunction;
  readonly symbols: readonly SymbolInfo[];
  readonly current: string;
  readonly compared: readonly string[];
  readonly onAdd: (symbolName: string) => void;
  readonly onRemove: (symbolName: string) => void;
}) {
  const [query, setQuery] = useState('');
  const q = query.trim().toUpperCase();
  const matches = symbols
    .filter((s) => s.symbolName !== current && !compared.includes(s.symbolName) && !s.noticeVisible)
    .filter((s) => q === '' || s.symbolName.includes(q.replace('/', '')))
    .slice(0, 8);
  return (
    <Popover title={t('compare')} testId="chart-compare" label={t('compare')} role="dialog">
      {(close) => (
        <div className="chart-compare">
          <input
            type="search"
            aria-label={t('compareSearch')}
            placeholder={t('compareSearch')}
            value={query}
            maxLength={30}
            onChange={(event) => setQuery(event.target.value)}
          />
          {compared.length >= MAX_COMPARE ? (
            <p className="chart-hint">{t('compareMax', { count: MAX_COMPARE })}</p>
          ) : (
            <ul>
              {matches.map((s) => (
                <li key={s.symbolName}>
                  <button
                    type="button"
                    onClick={() => {
                      onAdd(s.symbolName);
                      close();
                    }}
                  >
                    {s.baseTokenName}/{s.quoteTokenName}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {compared.length > 0 && (
            <ul className="chart-compared">
              {compared.map((name) => (
                <li key={name}>
                  <span>{name}</span>
                  <button
                    type="button"
                    aria-label={t('removeCompare', { symbol: name })}
                    onClick={() => onRemove(name)}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Popover>
  );
}

export function DrawingTools({
  t,
  tool,
  selected,
  count,
  onTool,
  onDeleteSelected,
  onClear,
}: {
  readonly t: TFunction;
  readonly tool: DrawingTool | null;
  readonly selected: string | null;
  readonly count: number;
  readonly onTool: (tool: DrawingTool | null) => void;
  readonly onDeleteSelected: () => void;
  readonly onClear: () => void;
}) {
  return (
    <div className="chart-drawing-tools" role="group" aria-label={t('drawingTools')}>
      {DRAWING_TOOLS.map((value) => (
        <button
          key={value}
          type="button"
          className="chart-tool"
          aria-pressed={tool === value}
          aria-label={t(`drawing.${value}`)}
          title={t(`drawing.${value}`)}
          onClick={() => onTool(tool === value ? null : value)}
        >
          <Icon name={value} />
        </button>
      ))}
      <button
        type="button"
        className="chart-tool"
        aria-label={t('deleteDrawing')}
        title={t('deleteDrawing')}
        disabled={selected === null}
        onClick={onDeleteSelected}
      >
        <Icon name="deleteOne" />
      </button>
      <button
        type="button"
        className="chart-tool"
        aria-label={t('clearDrawings')}
        title={t('clearDrawings')}
        disabled={count === 0}
        onClick={onClear}
      >
        <Icon name="clearAll" />
      </button>
    </div>
  );
}

export function SettingsMenu({
  t,
  settings,
  onSetting,
}: {
  readonly t: TFunction;
  readonly settings: ChartSettingsOptions;
  readonly onSetting: (name: keyof ChartSettingsOptions, on: boolean) => void;
}) {
  return (
    <Popover
      title={t('settings')}
      testId="chart-settings"
      label={<Icon name="gear" />}
      role="dialog"
    >
      {() => (
        <div className="chart-settings">
          {(['grid', 'logScale', 'magnet'] as const).map((name) => (
            <label key={name}>
              <input
                type="checkbox"
                checked={settings[name]}
                onChange={(event) => onSetting(name, event.target.checked)}
              />
              {t(`setting.${name}`)}
            </label>
          ))}
        </div>
      )}
    </Popover>
  );
}

/**
 * The display-options dropdown (spec 000 §2, §3): quick market trade for everyone; trades,
 * open-order lines and the average buy and sell lines (each with its day range) for a
 * logged-in trader. The caller shows it only where compliance allows the chart option.
 */
export function DisplayMenu({
  t,
  display,
  loggedIn,
  onDisplay,
}: {
  readonly t: TFunction;
  readonly display: DisplayOptions;
  readonly loggedIn: boolean;
  readonly onDisplay: (patch: Partial<DisplayOptions>) => void;
}) {
  const flags = DISPLAY_FLAGS.filter((flag) => loggedIn || !LOGGED_IN_FLAGS.has(flag));
  const days = (flag: 'avgBuyLine' | 'avgSellLine') => {
    const key = flag === 'avgBuyLine' ? 'avgBuyLineDays' : 'avgSellLineDays';
    return (
      <select
        aria-label={t(`display.${key}`)}
        value={display[key]}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (isAvgDays(value)) onDisplay({ [key]: value });
        }}
      >
        {AVG_DAY_CHOICES.map((d) => {
          const label = dayRangeLabel(d);
          return (
            <option key={d} value={d}>
              {t(`display.${label.unit}${label.count}`)}
            </option>
          );
        })}
      </select>
    );
  };
  return (
    <Popover title={t('display.title')} testId="chart-display" label={t('display.title')}>
      {() =>
        flags.map((flag) => (
          <div key={flag} className="chart-menu-row">
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={display[flag]}
              onClick={() => onDisplay({ [flag]: !display[flag] })}
            >
              {t(`display.${flag}`)}
            </button>
            {(flag === 'avgBuyLine' || flag === 'avgSellLine') && display[flag] && days(flag)}
          </div>
        ))
      }
    </Popover>
  );
}
