import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import type { HostApi, SymbolInfo } from '@spot/contracts';
import { pad2, utcOpenTime } from '../domain/countdown';
import type { NoticeViewState } from '../state/notice-countdown';
import { startNoticeCountdown } from '../state/notice-countdown';
import { ChartErrorView, Spinner } from './status-views';

/**
 * The symbol-not-yet-open view (spec 000 §2, §4): hours, minutes and seconds to the opening,
 * the UTC open time and a learn-more link; `onOpen` when the countdown ends with the symbol
 * open.
 */
export function OpeningCountdown({
  host,
  info,
  t,
  onOpen,
}: {
  readonly host: HostApi;
  readonly info: SymbolInfo;
  readonly t: TFunction;
  readonly onOpen: () => void;
}) {
  const [state, setState] = useState<NoticeViewState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(
    () =>
      startNoticeCountdown({
        api: host.api,
        page: host.page,
        symbolId: info.symbolId,
        symbolName: info.symbolName,
        onChange: setState,
      }),
    [host, info.symbolId, info.symbolName, attempt],
  );
  useEffect(() => {
    if (state.phase === 'open') onOpen();
  }, [state.phase, onOpen]);

  if (state.phase === 'loading' || state.phase === 'open') return <Spinner t={t} />;
  if (state.phase === 'error') {
    return (
      <ChartErrorView t={t} messageKey="noticeError" onRetry={() => setAttempt((n) => n + 1)} />
    );
  }
  const notice = state.notice;
  return (
    <div className="chart-state chart-countdown" data-testid="chart-countdown">
      <p className="chart-countdown-title">
        {t('opensIn', { pair: `${info.baseTokenName}/${info.quoteTokenName}` })}
      </p>
      <div className="chart-countdown-clock" role="timer" aria-live="off">
        {(
          [
            ['hours', state.hours],
            ['minutes', state.minutes],
            ['seconds', state.seconds],
          ] as const
        ).map(([unit, value]) => (
          <div key={unit} className="chart-countdown-unit">
            <span className="chart-countdown-value" data-testid={`countdown-${unit}`}>
              {pad2(value)}
            </span>
            <span className="chart-countdown-label">{t(unit)}</span>
          </div>
        ))}
      </div>
      <p className="chart-countdown-time" data-testid="countdown-open-time">
        {t('openTime', { time: utcOpenTime(notice?.onlineTime ?? info.onlineTime) })}
      </p>
      {notice?.noticeLinkUrl && (
        <a href={notice.noticeLinkUrl} target="_blank" rel="noopener noreferrer">
          {t('learnMore')}
        </a>
      )}
    </div>
  );
}
