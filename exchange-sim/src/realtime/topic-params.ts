import type { PublicTopic, PublicTopicParams, SymbolInfo } from '@spot/contracts';
import {
  CANDLE_INTERVALS,
  ORDER_BOOK_LIMIT,
  RECENT_TRADES_LIMIT,
  WIRE_ERROR_CODES,
  isMergeStep,
  topicKey,
} from '@spot/contracts';

/** A validated subscription: a public topic with params of its own shape. */
export type Subscription = {
  [T in PublicTopic]: { readonly topic: T; readonly params: PublicTopicParams[T] };
}[PublicTopic];

export type SubscriptionResult =
  | { readonly ok: true; readonly sub: Subscription; readonly key: string }
  | { readonly ok: false; readonly code: number; readonly message: string };

export type SymbolLookup = (name: string) => SymbolInfo | undefined;

type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

function symbolParam(
  params: Readonly<Record<string, unknown>>,
  lookup: SymbolLookup,
): Checked<SymbolInfo> {
  const name = params.symbol;
  if (typeof name !== 'string') return { ok: false, message: 'params.symbol must be a string' };
  const info = lookup(name);
  return info ? { ok: true, value: info } : { ok: false, message: `unknown symbol "${name}"` };
}

function badParams(message: string): SubscriptionResult {
  return { ok: false, code: WIRE_ERROR_CODES.badParams, message };
}

function accepted(sub: Subscription): SubscriptionResult {
  // The switch keeps topicKey's param type tied to the topic.
  switch (sub.topic) {
    case 'orderBook':
      return { ok: true, sub, key: topicKey(sub.topic, sub.params) };
    case 'recently_trade':
      return { ok: true, sub, key: topicKey(sub.topic, sub.params) };
    case 'candles':
      return { ok: true, sub, key: topicKey(sub.topic, sub.params) };
    case 'instrument_info':
      return { ok: true, sub, key: topicKey(sub.topic, sub.params) };
    case 'notice':
      return { ok: true, sub, key: topicKey(sub.topic, sub.params) };
  }
}

/**
 * Validates the params of a public topic (unknown extra params are ignored) and gives the
 * subscription with its canonical key, or a `badParams` failure with a readable message.
 */
export function parseSubscription(
  topic: PublicTopic,
  params: Readonly<Record<string, unknown>>,
  lookup: SymbolLookup,
): SubscriptionResult {
  if (topic === 'notice') return accepted({ topic, params: {} });
  const symbol = symbolParam(params, lookup);
  if (!symbol.ok) return badParams(symbol.message);
  const name = symbol.value.symbolName;
  switch (topic) {
    case 'orderBook': {
      const { limit, dumpScale } = params;
      if (limit !== ORDER_BOOK_LIMIT) return badParams(`params.limit must be ${ORDER_BOOK_LIMIT}`);
      if (!isMergeStep(dumpScale)) return badParams('params.dumpScale must be a merge step');
      if (!symbol.value.digitMerge.split(',').includes(dumpScale)) {
        return badParams(`dumpScale ${dumpScale} is not offered for ${name}`);
      }
      return accepted({ topic, params: { limit, dumpScale, symbol: name } });
    }
    case 'recently_trade': {
      const { limit } = params;
      if (typeof limit !== 'number' || !Number.isInteger(limit)) {
        return badParams('params.limit must be an integer');
      }
      if (limit < 1 || limit > RECENT_TRADES_LIMIT) {
        return badParams(`params.limit must be between 1 and ${RECENT_TRADES_LIMIT}`);
      }
      return accepted({ topic, params: { limit, symbol: name } });
    }
    case 'candles': {
      const interval = CANDLE_INTERVALS.find((value) => value === params.interval);
      if (interval === undefined) {
        return badParams(`params.interval must be one of ${CANDLE_INTERVALS.join(', ')}`);
      }
      return accepted({ topic, params: { interval, symbol: name } });
    }
    case 'instrument_info':
      return accepted({ topic, params: { symbol: name } });
  }
}
