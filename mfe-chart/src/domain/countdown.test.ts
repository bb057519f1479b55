import {
  COUNTDOWN_TIMING,
  countdownAt,
  pad2,
  readNotice,
  serverOffset,
  shouldRefetchNotice,
  utcOpenTime,
} from './countdown';

const HOUR = 3_600_000;

describe('countdown', () => {
  const source = { onlineTime: 10 * HOUR, offsetMs: 0, noticeAt: 0 };

  it('shows hours, minutes and seconds left, hours not wrapped at a day', () => {
    expect(countdownAt({ ...source, onlineTime: 30 * HOUR + 61_000 }, 0)).toMatchObject({
      phase: 'counting',
      hours: 30,
      minutes: 1,
      seconds: 1,
    });
  });

  it('rounds up to the second so 0:00:00 never shows while time remains', () => {
    expect(countdownAt(source, 10 * HOUR - 1)).toMatchObject({
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it('counts on server time: the offset moves the end', () => {
    const ahead = { ...source, offsetMs: 5_000 };
    expect(countdownAt(ahead, 10 * HOUR - 6_000)).toMatchObject({ seconds: 1 });
    expect(countdownAt(ahead, 10 * HOUR - 5_000).phase).not.toBe('counting');
  });

  it('opens at the end when the last notice is under 20 s old', () => {
    const fresh = { ...source, noticeAt: 10 * HOUR - COUNTDOWN_TIMING.staleNoticeMs + 1 };
    expect(countdownAt(fresh, 10 * HOUR)).toEqual({ phase: 'open' });
  });

  it('shows the error view at the end when the last notice is 20 s old or more', () => {
    const stale = { ...source, noticeAt: 10 * HOUR - COUNTDOWN_TIMING.staleNoticeMs };
    expect(countdownAt(stale, 10 * HOUR)).toEqual({ phase: 'error' });
  });

  it('re-fetches after a gap over 60 s between ticks', () => {
    const s = { ...source, noticeAt: 100 };
    expect(shouldRefetchNotice(s, 100, 100 + 60_000)).toBe(false);
    expect(shouldRefetchNotice(s, 100, 100 + 60_001)).toBe(true);
  });

  it('re-reads the notice in the last 10 s when the one held is older', () => {
    const at = 10 * HOUR - 9_000;
    expect(shouldRefetchNotice({ ...source, noticeAt: at - 10_001 }, at - 100, at)).toBe(true);
    expect(shouldRefetchNotice({ ...source, noticeAt: at - 5_000 }, at - 100, at)).toBe(false);
    expect(shouldRefetchNotice({ ...source, noticeAt: 0 }, 100, 200)).toBe(false);
  });

  it('takes the server offset from the notice', () => {
    expect(serverOffset({ serverTimestamp: 1_500, nowTime: 1_400 }, 1_000)).toBe(500);
    expect(serverOffset({ serverTimestamp: Number.NaN, nowTime: 1_400 }, 1_000)).toBe(400);
  });

  it('prints the UTC open time and two-digit fields', () => {
    expect(utcOpenTime(Date.UTC(2025, 0, 31, 8, 0, 5))).toBe('2025-01-31 08:00:05 UTC');
    expect(pad2(7)).toBe('07');
    expect(pad2(123)).toBe('123');
  });

  it('checks a notice reply at the boundary', () => {
    const good = {
      symbolId: 'NOVAUSDT',
      noticeType: 1,
      noticeContent: 'x',
      noticeLinkUrl: 'https://example.com/a',
      onlineTime: 5,
      nowTime: 1,
      serverTimestamp: 1,
    };
    expect(readNotice(good)).toMatchObject({
      onlineTime: 5,
      noticeLinkUrl: 'https://example.com/a',
    });
    expect(readNotice({ ...good, noticeLinkUrl: 'javascript:alert(1)' })?.noticeLinkUrl).toBe('');
    expect(readNotice({ ...good, onlineTime: '5' })).toBeNull();
    expect(readNotice({ ...good, noticeType: 4 })).toBeNull();
    expect(readNotice(null)).toBeNull();
  });
});
