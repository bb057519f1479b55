import type { NoticeBarValue, NoticeInfo, SymbolInfo } from '@spot/contracts';
import { NOTICE_BAR_ITEMS } from '../market/symbol-catalogue';

/** Countdown notice (spec 000 §3: noticeType 1 and 2 count down, 3 is an icon only). */
const COUNTDOWN = 1;
const FALLBACK_URL = 'https://www.example.com/en/announcements';

/** The notice-bar item naming `symbolName` (not ALL), whose link is the learn-more link. */
function noticeBarUrl(symbolName: string): string | undefined {
  for (const item of NOTICE_BAR_ITEMS) {
    const value = JSON.parse(item.value) as NoticeBarValue;
    if (value.symbolName.split(',').includes(symbolName)) return value.url;
  }
  return undefined;
}

function utcText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The opening notice of a symbol announced before it opens (spec 000 §3, §4), or undefined
 * for a symbol without one. It stays after the opening, when `onlineTime` is in the past.
 */
export function symbolNotice(info: SymbolInfo, now: number): NoticeInfo | undefined {
  if (!info.noticeVisible) return undefined;
  const pair = `${info.baseTokenName}/${info.quoteTokenName}`;
  return {
    symbolId: info.symbolId,
    noticeType: COUNTDOWN,
    noticeContent: `${pair} spot trading opens at ${utcText(info.onlineTime)}.`,
    noticeLinkUrl: noticeBarUrl(info.symbolName) ?? FALLBACK_URL,
    onlineTime: info.onlineTime,
    nowTime: now,
    serverTimestamp: now,
  };
}
