import type { CandleInterval, DecimalString } from '@spot/contracts';
import type { KlineHistory } from './kline-history';
import type { Market } from './market';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Offset of a time zone from UTC at an instant, ms (UTC+8 → 8 h). */
export type ZoneOffset = (t: number) => number;

const FIXED_OFFSET = /^(?:UTC|GMT)?([+-])(\d{1,2})(?::?(\d{2}))?$/i;

/**
 * A time zone as the page sends it: an IANA name (`Asia/Singapore`, `UTC`) or a fixed offset
 * (`UTC+8`, `GMT-05:30`, `+0800`). Undefined for anything else.
 */
export function parseTimeZone(text: string): ZoneOffset | undefined {
  const trimmed = text.trim();
  if (/^(?:UTC|GMT|Z)$/i.test(trimmed)) return () => 0;
  const fixed = FIXED_OFFSET.exec(trimmed);
  if (fixed) {
    const hours = Number(fixed[2]);
    const minutes = Number(fixed[3] ?? '0');
    if (hours > 14 || minutes > 59) return undefined;
    const offset = (fixed[1] === '-' ? -1 : 1) * (hours * 60 + minutes) * MINUTE;
    return () => offset;
  }
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(trimmed)) return undefined;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: trimmed,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
  return (t) => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(t)) parts[part.type] = Number(part.value);
    const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
    const wholeSecond = Math.floor(t / 1_000) * 1_000;
    return Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond;
  };
}

/** The instant the local day holding `t` began (local 00:00; DST-aware for IANA zones). */
export function localDayStart(offset: ZoneOffset, t: number): number {
  const localDay = Math.floor((t + offset(t)) / DAY) * DAY;
  const guess = localDay - offset(t);
  return localDay - offset(guess);
}

/** Resolutions tried for the price at an instant, finest first. */
const PRICE_INTERVALS: readonly CandleInterval[] = ['1', '60', '1D'];

/**
 * Open price of every symbol for the local day holding `timestamp` (spec 001 §7, the user's
 * time-zone open price): the open of the finest kline bar (1-minute, else 1-hour, else 1-day)
 * holding local 00:00. A symbol that opened later that day gives the open of the bar holding
 * its opening; one not open yet, or a day that has not begun, gives nothing.
 */
export function dayOpenPrices(
  market: Market,
  history: KlineHistory,
  offset: ZoneOffset,
  timestamp: number,
  now: number,
): Record<string, DecimalString> {
  const dayStart = localDayStart(offset, timestamp);
  const data: Record<string, DecimalString> = {};
  if (dayStart > now) return data;
  for (const { symbolName, onlineTime } of market.symbolInfos()) {
    const at = Math.max(dayStart, onlineTime);
    if (at > now) continue;
    for (const interval of PRICE_INTERVALS) {
      const bar = history.barAt(symbolName, interval, at);
      if (bar) {
        data[symbolName] = bar[1];
        break;
      }
    }
  }
  return data;
}
