import {
  Dec,
  RECENT_TRADES_LIMIT,
  compareDecimalStrings,
  formatDecimal,
  isDecimalString,
  isNonNegativeDecimalString,
  type RecentTrade,
} from '@spot/contracts';
import type { BookPrecision } from './book-view';

export type PriceDirection = 'up' | 'down' | 'none';

/** One painted row of the latest trades (spec 000 §3: p, q, t and the buy flag m). */
export interface TradeRow {
  readonly id: string;
  readonly price: string;
  readonly quantity: string;
  readonly time: string;
  readonly buy: boolean;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `HH:mm:ss` in UTC, the page's timezone (spec 000 §9); `--:--:--` for a bad time. */
export function formatTradeTime(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '--:--:--';
  const d = new Date(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function tradeRow(trade: RecentTrade, precision: BookPrecision): TradeRow {
  return {
    id: trade.execId,
    price: formatDecimal(trade.execPrice, precision.price),
    quantity: formatDecimal(trade.execQty, precision.quantity),
    time: formatTradeTime(trade.execTime),
    buy: trade.side === 'Buy',
  };
}

/** The trades kept for the list: newest first, at most 100 (spec 001 §7). */
export function keptTrades(trades: readonly RecentTrade[]): readonly RecentTrade[] {
  return trades.length > RECENT_TRADES_LIMIT ? trades.slice(0, RECENT_TRADES_LIMIT) : trades;
}

/**
 * How many trades at the head of `next` are new since `previousHeadId` was the newest; `null`
 * when the old head is gone (a snapshot replaced the list), so everything is repainted.
 */
export function newTradeCount(
  next: readonly RecentTrade[],
  previousHeadId: string | null,
): number | null {
  if (previousHeadId === null) return null;
  const index = next.findIndex((t) => t.execId === previousHeadId);
  return index < 0 ? null : index;
}

/**
 * Direction of the last price against the one shown before it: the arrow of the spread line.
 * An unchanged price keeps the previous direction; a first or unreadable price has none.
 */
export function priceDirection(
  next: string | null | undefined,
  previous: string | null | undefined,
  previousDirection: PriceDirection,
): PriceDirection {
  if (!isDecimalString(next) || !isDecimalString(previous)) return 'none';
  // A price is never negative: compared as text, without a `Dec` for every trade.
  const cmp =
    isNonNegativeDecimalString(next) && isNonNegativeDecimalString(previous)
      ? compareDecimalStrings(next, previous)
      : new Dec(next).cmp(previous);
  if (cmp === 0) return previousDirection;
  return cmp > 0 ? 'up' : 'down';
}
