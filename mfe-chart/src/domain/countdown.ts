import type { NoticeInfo } from '@spot/contracts';

/** Symbol-opening countdown timing (spec 000 §4, §9). */
export const COUNTDOWN_TIMING = {
  /** The countdown ticks every 100 ms. */
  tickMs: 100,
  /** The countdown ending with a notice older than this shows the error view. */
  staleNoticeMs: 20_000,
  /** A gap between ticks above this (a sleeping tab) re-fetches the notice. */
  refetchGapMs: 60_000,
  /** So the notice is fresh when the countdown ends, it is re-read this long before. */
  refreshBeforeOpenMs: 10_000,
} as const;

/** What the countdown knows from the last notice it read. */
export interface CountdownSource {
  /** Opening time, server ms. */
  readonly onlineTime: number;
  /** Server time minus local time, ms, at the notice's arrival. */
  readonly offsetMs: number;
  /** Local ms at which the last notice arrived. */
  readonly noticeAt: number;
}

export type CountdownState =
  | {
      readonly phase: 'counting';
      readonly hours: number;
      readonly minutes: number;
      readonly seconds: number;
      readonly remainingMs: number;
    }
  | { readonly phase: 'open' }
  | { readonly phase: 'error' };

/** The server-time offset of a notice received at local time `receivedAt`. */
export function serverOffset(
  notice: Pick<NoticeInfo, 'serverTimestamp' | 'nowTime'>,
  receivedAt: number,
): number {
  const server = Number.isSafeInteger(notice.serverTimestamp)
    ? notice.serverTimestamp
    : notice.nowTime;
  return Number.isSafeInteger(server) ? server - receivedAt : 0;
}

/**
 * The countdown at local time `now`: hours (not wrapped at a day), minutes and seconds left,
 * rounded up to the second so the view never shows 0:00:00 while time remains. When it ends,
 * the symbol is open if the last notice is less than 20 s old, else the error view shows.
 */
export function countdownAt(source: CountdownSource, now: number): CountdownState {
  const remainingMs = source.onlineTime - (now + source.offsetMs);
  if (remainingMs > 0) {
    const totalSeconds = Math.ceil(remainingMs / 1_000);
    return {
      phase: 'counting',
      hours: Math.floor(totalSeconds / 3_600),
      minutes: Math.floor((totalSeconds % 3_600) / 60),
      seconds: totalSeconds % 60,
      remainingMs,
    };
  }
  return now - source.noticeAt >= COUNTDOWN_TIMING.staleNoticeMs
    ? { phase: 'error' }
    : { phase: 'open' };
}

/**
 * Whether the notice is read again on this tick: after a gap over 60 s since the last tick,
 * or in the last 10 s before the opening when the notice held is older than that.
 */
export function shouldRefetchNotice(
  source: CountdownSource,
  lastTick: number,
  now: number,
): boolean {
  if (now - lastTick > COUNTDOWN_TIMING.refetchGapMs) return true;
  const remainingMs = source.onlineTime - (now + source.offsetMs);
  return (
    remainingMs <= COUNTDOWN_TIMING.refreshBeforeOpenMs &&
    now - source.noticeAt > COUNTDOWN_TIMING.refreshBeforeOpenMs
  );
}

/** The UTC open time as the view shows it: `2025-01-31 08:00:00 UTC`. */
export function utcOpenTime(onlineTime: number): string {
  if (!Number.isFinite(onlineTime)) return '--';
  return `${new Date(onlineTime).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Two-digit clock field. */
export function pad2(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(2, '0');
}

/** A notice reply checked at the boundary, or null. */
export function readNotice(value: unknown): NoticeInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!Number.isSafeInteger(v.onlineTime) || typeof v.symbolId !== 'string') return null;
  if (v.noticeType !== 1 && v.noticeType !== 2 && v.noticeType !== 3) return null;
  return {
    symbolId: v.symbolId,
    noticeType: v.noticeType,
    noticeContent: typeof v.noticeContent === 'string' ? v.noticeContent : '',
    noticeLinkUrl:
      typeof v.noticeLinkUrl === 'string' && /^https?:\/\//.test(v.noticeLinkUrl)
        ? v.noticeLinkUrl
        : '',
    onlineTime: v.onlineTime as number,
    nowTime: Number.isSafeInteger(v.nowTime) ? (v.nowTime as number) : Number.NaN,
    serverTimestamp: Number.isSafeInteger(v.serverTimestamp)
      ? (v.serverTimestamp as number)
      : Number.NaN,
  };
}

/** Notice types 1 and 2 count down; 3 is an icon only (spec 000 §3). */
export function isCountdownNotice(notice: NoticeInfo): boolean {
  return notice.noticeType === 1 || notice.noticeType === 2;
}
