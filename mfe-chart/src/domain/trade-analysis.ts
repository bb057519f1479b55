import type { RecentTrade } from '@spot/contracts';
import { Dec, formatCompact, isNonNegativeDecimalString } from '@spot/contracts';

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

/** A tick of the volume plot's value axis: its label and its height as a share of the axis. */
export interface AxisTick {
  readonly label: string;
  /** 0 at the bottom, 100 at the top. */
  readonly percent: number;
}

export interface VolumeAxes {
  /** The axis top: the smallest 1, 2, 2.5 or 5 × 10^k at or above the largest bar. */
  readonly top: string;
  /** 0, half and the top, bottom first, in compact units. */
  readonly values: readonly AxisTick[];
  /** Bucket start times (ms) labelled under the first, middle and last bars. */
  readonly times: readonly number[];
}

const NICE_STEPS = ['1', '2', '2.5', '5', '10'] as const;

/** The smallest 1, 2, 2.5 or 5 × 10^k at or above `max` (1 for nothing to show). */
export function niceCeiling(max: Dec): Dec {
  if (max.lte(0)) return new Dec(1);
  const power = new Dec(10).pow(Math.floor(Math.log10(max.toNumber())));
  for (const step of NICE_STEPS) {
    const candidate = power.times(step);
    if (candidate.gte(max)) return candidate;
  }
  return power.times(10);
}

/**
 * The axes of the taker-volume plot (issue 18: the bars had none): a value axis from zero to a
 * round top at or above the largest bar, labelled at 0, half and the top in compact units, and
 * a time axis labelled under the first, middle and last buckets.
 */
export function volumeAxes(buckets: readonly VolumeBucket[]): VolumeAxes {
  let max = new Dec(0);
  for (const b of buckets) max = Dec.max(max, b.buy, b.sell);
  const top = niceCeiling(max);
  const label = (value: Dec) => trimCompact(formatCompact(value.toFixed(), 2));
  const middle = buckets[Math.floor((buckets.length - 1) / 2)];
  const ends = [buckets[0], middle, buckets[buckets.length - 1]];
  return {
    top: top.toFixed(),
    values: [
      { label: '0', percent: 0 },
      { label: label(top.div(2)), percent: 50 },
      { label: label(top), percent: 100 },
    ],
    times: [...new Set(ends.filter((b) => b !== undefined).map((b) => (b as VolumeBucket).start))],
  };
}

/** A bar's height as a share of the axis top, in percent with two decimals. */
export function barPercent(value: string, top: string): string {
  const axis = new Dec(top);
  if (axis.lte(0) || !isNonNegativeDecimalString(value)) return '0';
  return Dec.min(100, new Dec(value).div(axis).times(100)).toFixed(2);
}

function trimCompact(text: string): string {
  return text.replace(/\.?0+(?=[KMBT]?$)/, '');
}
