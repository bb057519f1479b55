import { isDecimalString, isNonNegativeDecimalString } from '../domain/decimal-string';
import type { NoticeBarItem, Ticker } from '../domain/symbol';
import type {
  CandleData,
  OrderBookData,
  PublicTopic,
  PublicTopicData,
  RecentTrade,
  WireLevel,
} from './topics';

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLevel(value: unknown): value is WireLevel {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    isNonNegativeDecimalString(value[0]) &&
    isNonNegativeDecimalString(value[1])
  );
}

const isOrderBookData: Guard<OrderBookData> = (v): v is OrderBookData =>
  isRecord(v) &&
  typeof v.s === 'string' &&
  Array.isArray(v.b) &&
  v.b.every(isLevel) &&
  Array.isArray(v.a) &&
  v.a.every(isLevel) &&
  Number.isSafeInteger(v.u) &&
  Number.isSafeInteger(v.seq);

function isRecentTrade(v: unknown): v is RecentTrade {
  return (
    isRecord(v) &&
    typeof v.execId === 'string' &&
    isNonNegativeDecimalString(v.execPrice) &&
    isNonNegativeDecimalString(v.execQty) &&
    typeof v.execTime === 'number' &&
    (v.side === 'Buy' || v.side === 'Sell')
  );
}

const isRecentTrades: Guard<readonly RecentTrade[]> = (v): v is readonly RecentTrade[] =>
  Array.isArray(v) && v.every(isRecentTrade);

const isCandle: Guard<CandleData> = (v): v is CandleData =>
  isRecord(v) &&
  typeof v.start === 'number' &&
  typeof v.end === 'number' &&
  ['open', 'high', 'low', 'close', 'volume', 'turnover'].every((k) =>
    isNonNegativeDecimalString(v[k]),
  ) &&
  typeof v.confirm === 'boolean';

const isTicker: Guard<Ticker> = (v): v is Ticker =>
  isRecord(v) &&
  typeof v.symbol === 'string' &&
  [
    'lastPrice',
    'prevPrice24h',
    'highPrice24h',
    'lowPrice24h',
    'volume24h',
    'turnover24h',
    'bid1Price',
    'ask1Price',
  ].every((k) => isNonNegativeDecimalString(v[k])) &&
  isDecimalString(v.price24hPcntE6) &&
  // Optional members must be absent or well-formed, or the guard would vouch for a number.
  ['markPrice', 'indexPrice', 'openInterest'].every(
    (k) => v[k] === undefined || isNonNegativeDecimalString(v[k]),
  ) &&
  (v.fundingRateE6 === undefined || isDecimalString(v.fundingRateE6));

const isNotices: Guard<readonly NoticeBarItem[]> = (v): v is readonly NoticeBarItem[] =>
  Array.isArray(v) &&
  v.every(
    (item) => isRecord(item) && typeof item.id === 'string' && typeof item.value === 'string',
  );

const TOPIC_GUARDS: { readonly [T in PublicTopic]: Guard<PublicTopicData[T]> } = {
  orderBook: isOrderBookData,
  recently_trade: isRecentTrades,
  candles: isCandle,
  instrument_info: isTicker,
  notice: isNotices,
};

/** Runtime guard for the data of a public topic; a payload that fails it is dropped. */
export function isTopicData<T extends PublicTopic>(
  topic: T,
  data: unknown,
): data is PublicTopicData[T] {
  return TOPIC_GUARDS[topic](data);
}
