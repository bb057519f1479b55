import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { CandleInterval } from '@spot/contracts';
import {
  CHART_INTERVALS,
  DEFAULT_PINNED_INTERVALS,
  intervalLabel,
  splitIntervals,
} from '../domain/intervals';
import { Icon } from './icons';
import { Popover } from './popover';

export function intervalText(t: TFunction, interval: CandleInterval): string {
  const { unit, count } = intervalLabel(interval);
  return t(`intervalShort.${unit}`, { count });
}

/**
 * The interval strip (spec 000 §2): pinned intervals inline, the others in a dropdown, and
 * the customize-pinned-intervals panel with reset and confirm.
 */
export function IntervalStrip({
  t,
  interval,
  pinned,
  onInterval,
  onPinned,
  customizable,
}: {
  readonly t: TFunction;
  readonly interval: CandleInterval;
  readonly pinned: readonly CandleInterval[];
  readonly onInterval: (interval: CandleInterval) => void;
  readonly onPinned: (pins: readonly CandleInterval[]) => void;
  readonly customizable: boolean;
}) {
  const { inline, more, currentInMore } = splitIntervals(pinned, interval);
  return (
    <div className="chart-intervals" role="group" aria-label={t('interval')}>
      {inline.map((value) => (
        <button
          key={value}
          type="button"
          className="chart-tool chart-interval"
          aria-pressed={value === interval}
          data-interval={value}
          onClick={() => onInterval(value)}
        >
          {intervalText(t, value)}
        </button>
      ))}
      {more.length > 0 && (
        <Popover
          title={t('moreIntervals')}
          testId="chart-more-intervals"
          className={currentInMore ? 'is-active' : ''}
          label={<>{currentInMore ? intervalText(t, interval) : t('more')} ▾</>}
        >
          {(close) =>
            more.map((value) => (
              <button
                key={value}
                type="button"
                role="menuitemradio"
                aria-checked={value === interval}
                data-interval={value}
                onClick={() => {
                  onInterval(value);
                  close();
                }}
              >
                {intervalText(t, value)}
              </button>
            ))
          }
        </Popover>
      )}
      {customizable && (
        <Popover
          title={t('customizeIntervals')}
          testId="chart-customize-intervals"
          label={<Icon name="gear" />}
          role="dialog"
        >
          {(close) => (
            <PinnedPanel
              t={t}
              pinned={pinned}
              onConfirm={(pins) => {
                onPinned(pins);
                close();
              }}
            />
          )}
        </Popover>
      )}
    </div>
  );
}

function PinnedPanel({
  t,
  pinned,
  onConfirm,
}: {
  readonly t: TFunction;
  readonly pinned: readonly CandleInterval[];
  readonly onConfirm: (pins: readonly CandleInterval[]) => void;
}) {
  const [draft, setDraft] = useState<ReadonlySet<CandleInterval>>(() => new Set(pinned));
  const toggle = (value: CandleInterval) =>
    setDraft((current) => {
      const next = new Set(current);
      if (next.has(value)) next.delete(value);
      else next.add(value);
      return next;
    });
  return (
    <div className="chart-pinned-panel">
      <p className="chart-popup-title">{t('customizeIntervals')}</p>
      <div className="chart-pinned-grid">
        {CHART_INTERVALS.map((value) => (
          <label key={value}>
            <input type="checkbox" checked={draft.has(value)} onChange={() => toggle(value)} />
            {intervalText(t, value)}
          </label>
        ))}
      </div>
      {draft.size === 0 && <p className="chart-hint">{t('pinAtLeastOne')}</p>}
      <div className="chart-popup-actions">
        <button type="button" onClick={() => setDraft(new Set(DEFAULT_PINNED_INTERVALS))}>
          {t('reset')}
        </button>
        <button
          type="button"
          className="is-primary"
          disabled={draft.size === 0}
          onClick={() => onConfirm(CHART_INTERVALS.filter((v) => draft.has(v)))}
        >
          {t('confirm')}
        </button>
      </div>
    </div>
  );
}
