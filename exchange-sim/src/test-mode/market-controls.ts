import type { NoticeBarItem, NoticeBarValue } from '@spot/contracts';
import { TRADE_STATUS } from '@spot/contracts';
import type { SymbolStatus } from '../market/symbol-market';

/**
 * Input of the test-mode calls on symbols and the notice bar (`POST /__sim/symbol`,
 * `POST /__sim/notice`). A string result is what is wrong with the body (a 400).
 */

/** What the realtime hub offers to push a notice-bar item on the public `notice` topic. */
export interface NoticePublisher {
  /**
   * Adds the item to the notice bar: every `notice` subscriber is sent the bar, and later
   * snapshots hold it. Returns how many sockets were sent it.
   */
  publishNotice(item: NoticeBarItem): number;
  /** Back to the seeded items. */
  resetNotices(): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TRADE_STATUSES: readonly number[] = Object.values(TRADE_STATUS);
const SYMBOL_USAGE =
  'body must be {"symbol": string, "tradeStatus"?: 1…4, "isBanBuy"?: boolean, ' +
  '"isBanSell"?: boolean, "onlineTime"?: ms since the epoch (0 = open)} with a change';

/** Body of `POST /__sim/symbol`. */
export function parseSymbolStatus(
  body: unknown,
  isSymbol: (name: string) => boolean,
): { readonly symbol: string; readonly status: Partial<SymbolStatus> } | string {
  if (!isRecord(body) || typeof body.symbol !== 'string') return SYMBOL_USAGE;
  const { symbol, tradeStatus, isBanBuy, isBanSell, onlineTime } = body;
  if (!isSymbol(symbol)) return `unknown symbol "${symbol.slice(0, 40)}"`;
  if (tradeStatus !== undefined && !TRADE_STATUSES.includes(tradeStatus as number)) {
    return `tradeStatus must be one of ${TRADE_STATUSES.join(', ')}`;
  }
  for (const [name, value] of [
    ['isBanBuy', isBanBuy],
    ['isBanSell', isBanSell],
  ] as const) {
    if (value !== undefined && typeof value !== 'boolean') return `${name} must be a boolean`;
  }
  if (
    onlineTime !== undefined &&
    (!Number.isSafeInteger(onlineTime) || (onlineTime as number) < 0)
  ) {
    return 'onlineTime must be a whole number of ms since the epoch, 0 for open';
  }
  const status: Partial<SymbolStatus> = {
    ...(tradeStatus === undefined ? {} : { tradeStatus: tradeStatus as number }),
    ...(isBanBuy === undefined ? {} : { isBanBuy: isBanBuy as boolean }),
    ...(isBanSell === undefined ? {} : { isBanSell: isBanSell as boolean }),
    ...(onlineTime === undefined ? {} : { onlineTime: onlineTime as number }),
  };
  return Object.keys(status).length === 0 ? SYMBOL_USAGE : { symbol, status };
}

const NOTICE_USAGE =
  'body must be {"symbolName": "ALL" or a comma list of symbols, "info": string, "url": http(s) URL}';
const MAX_INFO_LENGTH = 500;
const MAX_URL_LENGTH = 2_000;
const MAX_SYMBOLS = 50;

function isHttpUrl(text: string): boolean {
  if (text.length > MAX_URL_LENGTH || !URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:';
}

/** Body of `POST /__sim/notice`: the value of a notice-bar item (spec 000 §3). */
export function parseNotice(
  body: unknown,
  isSymbol: (name: string) => boolean,
): NoticeBarValue | string {
  if (!isRecord(body)) return NOTICE_USAGE;
  const { symbolName, info, url } = body;
  if (typeof symbolName !== 'string' || typeof info !== 'string' || typeof url !== 'string') {
    return NOTICE_USAGE;
  }
  if (symbolName !== 'ALL') {
    const names = symbolName.split(',');
    if (names.length > MAX_SYMBOLS) return `symbolName lists at most ${MAX_SYMBOLS} symbols`;
    const unknown = names.find((name) => !isSymbol(name));
    if (unknown !== undefined) return `symbolName: unknown symbol "${unknown.slice(0, 40)}"`;
  }
  if (info.trim() === '' || info.length > MAX_INFO_LENGTH) {
    return `info must be 1 to ${MAX_INFO_LENGTH} characters`;
  }
  if (!isHttpUrl(url)) return `url must be an http(s) URL of at most ${MAX_URL_LENGTH} characters`;
  return { symbolName, info, url };
}

/** Ids of pushed items, above the seeded ones. */
const FIRST_PUSHED_NOTICE_ID = 9001;

/** Numbers the items of `POST /__sim/notice`. */
export class NoticeIds {
  private next = FIRST_PUSHED_NOTICE_ID;

  item(value: NoticeBarValue): NoticeBarItem {
    const id = String(this.next);
    this.next += 1;
    return { id, value: JSON.stringify(value) };
  }
}
