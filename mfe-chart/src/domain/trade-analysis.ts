import type { RecentTrade } from '@spot/contracts';
import { Dec, isNonNegativeDecimalString } from '@spot/contracts';

/**
 * Trade analysis (spec 000 §2 "Trade analysis" tab): taker buy and sell volume of the symbol
 * per minute, and its large trades, from the public trades the host streams. A trade's `side`
 * is the taker's.
 */
export const TRADE_ANALYSIS = {
  /** Trades kept per symbol (newest). */
  maxTrades: 5_000,
  /** Bucket length of the volume bars. */
  bucketMs: 60_000,
  /** Buckets shown. */
  buckets: 30,
  /** A trade is large when its value is at least this many times the median value… */
  largeFactor: 5,
  /** …and at least this many trades were seen (a median of three says little). */
  minSample: 20,
  /** Large trades listed. */
  maxLarge: 20,
} as const;

export interface VolumeBucket {
  /** Bucket start, ms. */
  readonly start: number;
  /** Base quantity bought by takers, decimal string. */
  readonly buy: string;
  readonly sell: string;
}

export interface TradeAnalysis {
  readonly buckets: readonly VolumeBucket[];
  readonly totalBuy: string;
  readonly totalSell: string;
  /** Buy share of the taker volume in percent with 2 decimals, or null with no volume. */
  readonly buyPercent: string | null;
  /** Newest first. */
  readonly large: readonly RecentTrade[];
  /** Quote value from which a trade counts as large, or null before `minSample` trades. */
  readonly largeThreshold: string | null;
}

/** A trade checked at the boundary. */
export function isRecentTrade(value: unknown): value is RecentTrade {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.execId === 'string' &&
    isNonNegativeDecimalString(v.execPrice) &&
    isNonNegativeDecimalString(v.execQty) &&
    Number.isSafeInteger(v.execTime) &&
    (v.side === 'Buy' || v.side === 'Sell')
  );
}

/**
 * The trade log after new trades arrived: deduplicated by `execId`, oldest first, at most
 * `maxTrades`. Malformed trades are dropped.
 */
export function mergeTrades(
  log: readonly RecentTrade[],
  incoming: readonly unknown[],
  seen: Set<string>,
): RecentTrade[] {
  const fresh = incoming
    .filter(isRecentTrade)
    .filter((trade) => !seen.has(trade.execId))
    .sort((a, b) => a.execTime - b.execTime);
  if (fresh.length === 0) return log as RecentTrade[];
  for (const trade of fresh) seen.add(trade.execId);
  const next = [...log, ...fresh];
  const overflow = next.length - TRADE_ANALYSIS.maxTrades;
  if (overflow > 0) for (const trade of next.splice(0, overflow)) seen.delete(trade.execId);
  return next;
}

function median(values: readonly Dec[]): Dec {
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid] as Dec;
  return (sorted[mid - 1] as Dec).plus(sorted[mid] as Dec).div(2);
}

/** Buckets, totals and large trades of a trade log at time `now`. */
export function analyseTrades(log: readonly RecentTrade[], now: number): TradeAnalysis {
  const { bucketMs, buckets: count, largeFactor, minSample, maxLarge } = TRADE_ANALYSIS;
  const firstStart = Math.floor(now / bucketMs) * bucketMs - (count - 1) * bucketMs;
  const buy = Array.from({ length: count }, () => new Dec(0));
  const sell = Array.from({ length: count }, () => new Dec(0));
  let totalBuy = new Dec(0);
  let totalSell = new Dec(0);
  const values: Dec[] = [];
  for (const trade of log) {
    const qty = new Dec(trade.execQty);
    values.push(qty.times(trade.execPrice));
    if (trade.side === 'Buy') totalBuy = totalBuy.plus(qty);
    else totalSell = totalSell.plus(qty);
    const index = Math.floor((trade.execTime - firstStart) / bucketMs);
    if (index < 0 || index >= count) continue;
    if (trade.side === 'Buy') buy[index] = (buy[index] as Dec).plus(qty);
    else sell[index] = (sell[index] as Dec).plus(qty);
  }
  const total = totalBuy.plus(totalSell);
  const threshold = values.length >= minSample ? median(values).times(largeFactor) : null;
  const large: RecentTrade[] = [];
  if (threshold && threshold.gt(0)) {
    for (let i = log.length - 1; i >= 0 && large.length < maxLarge; i -= 1) {
      if ((values[i] as Dec).gte(threshold)) large.push(log[i] as RecentTrade);
    }
  }
  return {
    buckets: buy.map((b, i) => ({
      start: firstStart + i * bucketMs,
      buy: b.toFixed(),
      sell: (sell[i] as Dec).toFixed(),
    })),
    totalBuy: totalBuy.toFixed(),
    totalSell: totalSell.toFixed(),
    buyPercent: total.gt(0) ? totalBuy.div(total).times(100).toFixed(2) : null,
    large,
    largeThreshold: threshold ? threshold.toFixed() : null,
  };
}
