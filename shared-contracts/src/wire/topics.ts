import type { DecimalString } from '../domain/decimal-string';
import type { NoticeBarItem, Ticker } from '../domain/symbol';

/**
 * Public topics and the order of their params in a subscription key (DESIGN §5). The key of
 * `orderBook` with `{ limit: 40, dumpScale: '0.01', symbol: 'BTCUSDT' }` is
 * `orderBook.40.0.01.BTCUSDT`.
 */
export const PUBLIC_TOPIC_PARAMS = {
  orderBook: ['limit', 'dumpScale', 'symbol'],
  recently_trade: ['limit', 'symbol'],
  candles: ['interval', 'symbol'],
  instrument_info: ['symbol'],
  notice: [],
} as const;

export type PublicTopic = keyof typeof PUBLIC_TOPIC_PARAMS;

export const PUBLIC_TOPICS = Object.keys(PUBLIC_TOPIC_PARAMS) as readonly PublicTopic[];

/** Book depth served by the `orderBook` topic. */
export const ORDER_BOOK_LIMIT = 40;
/** Recent trades kept by every consumer (spec 001 §7). */
export const RECENT_TRADES_LIMIT = 100;

/** Kline resolutions of spec 000 §9; nothing else is accepted. */
export const CANDLE_INTERVALS = [
  '1S',
  '1',
  '3',
  '5',
  '15',
  '30',
  '60',
  '120',
  '240',
  '360',
  '720',
  '1D',
  '1W',
  '1M',
] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

export interface PublicTopicParams {
  readonly orderBook: {
    readonly limit: number;
    readonly dumpScale: DecimalString;
    readonly symbol: string;
  };
  readonly recently_trade: { readonly limit: number; readonly symbol: string };
  readonly candles: { readonly interval: CandleInterval; readonly symbol: string };
  readonly instrument_info: { readonly symbol: string };
  readonly notice: Record<string, never>;
}

/** One price level on the wire: `[price, size]`. Size "0" in a delta removes the level. */
export type WireLevel = readonly [DecimalString, DecimalString];

export interface OrderBookData {
  readonly s: string;
  /** Bids, best (highest) first. */
  readonly b: readonly WireLevel[];
  /** Asks, best (lowest) first. */
  readonly a: readonly WireLevel[];
  /** Update id per subscription key; a delta carries the previous `u` + 1. */
  readonly u: number;
  /** Matching-engine sequence of the last change included. */
  readonly seq: number;
}

export interface RecentTrade {
  readonly execId: string;
  readonly execPrice: DecimalString;
  readonly execQty: DecimalString;
  readonly execTime: number;
  readonly side: 'Buy' | 'Sell';
}

export interface CandleData {
  readonly start: number;
  readonly end: number;
  readonly open: DecimalString;
  readonly high: DecimalString;
  readonly low: DecimalString;
  readonly close: DecimalString;
  readonly volume: DecimalString;
  readonly turnover: DecimalString;
  readonly confirm: boolean;
}

export interface PublicTopicData {
  readonly orderBook: OrderBookData;
  readonly recently_trade: readonly RecentTrade[];
  readonly candles: CandleData;
  readonly instrument_info: Ticker;
  readonly notice: readonly NoticeBarItem[];
}

export function isPublicTopic(topic: unknown): topic is PublicTopic {
  return typeof topic === 'string' && Object.hasOwn(PUBLIC_TOPIC_PARAMS, topic);
}

/**
 * The canonical key of a subscription: the topic, then each param in table order, joined by
 * dots. Two subscriptions of one topic with different params have different keys.
 */
export function topicKey<T extends PublicTopic>(topic: T, params: PublicTopicParams[T]): string {
  const order: readonly string[] = PUBLIC_TOPIC_PARAMS[topic];
  const values = order.map((name) => String((params as Record<string, unknown>)[name]));
  return [topic, ...values].join('.');
}
