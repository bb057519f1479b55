import {
  CANDLE_INTERVALS,
  PUBLIC_TOPICS,
  PUBLIC_TOPIC_PARAMS,
  isPublicTopic,
  topicKey,
} from './topics';
import type { PublicTopicParams } from './topics';

describe('topicKey', () => {
  it('gives the key of the design example', () => {
    expect(topicKey('orderBook', { limit: 40, dumpScale: '0.01', symbol: 'BTCUSDT' })).toBe(
      'orderBook.40.0.01.BTCUSDT',
    );
  });

  it('follows the table order, not the object order', () => {
    const params = { symbol: 'BTCUSDT', dumpScale: '0.01', limit: 40 } as const;
    expect(Object.keys(params)).toEqual(['symbol', 'dumpScale', 'limit']);
    expect(topicKey('orderBook', params)).toBe('orderBook.40.0.01.BTCUSDT');
  });

  it.each<[string, () => string, string]>([
    [
      'gives the candles key',
      () => topicKey('candles', { interval: '1', symbol: 'BTCUSDT' }),
      'candles.1.BTCUSDT',
    ],
    [
      'gives the candles key of a daily interval',
      () => topicKey('candles', { symbol: 'ETHUSDT', interval: '1D' }),
      'candles.1D.ETHUSDT',
    ],
    [
      'gives the recent-trades key',
      () => topicKey('recently_trade', { symbol: 'BTCUSDT', limit: 100 }),
      'recently_trade.100.BTCUSDT',
    ],
    [
      'gives the ticker key',
      () => topicKey('instrument_info', { symbol: 'BTCUSDT' }),
      'instrument_info.BTCUSDT',
    ],
    ['gives the notice key without params', () => topicKey('notice', {}), 'notice'],
    [
      'writes an integer merge step without decimals',
      () => topicKey('orderBook', { limit: 40, dumpScale: '10', symbol: 'BTCUSDT' }),
      'orderBook.40.10.BTCUSDT',
    ],
  ])('%s', (_name, key, expected) => {
    expect(key()).toBe(expected);
  });

  it('gives different keys for different params of one topic', () => {
    const base: PublicTopicParams['orderBook'] = {
      limit: 40,
      dumpScale: '0.01',
      symbol: 'BTCUSDT',
    };
    expect(topicKey('orderBook', base)).not.toBe(
      topicKey('orderBook', { ...base, dumpScale: '0.1' }),
    );
  });

  it('ignores params that are not in the table', () => {
    const params = {
      symbol: 'BTCUSDT',
      extra: 'x',
    } as unknown as PublicTopicParams['instrument_info'];
    expect(topicKey('instrument_info', params)).toBe('instrument_info.BTCUSDT');
  });
});

describe('isPublicTopic', () => {
  it.each(PUBLIC_TOPICS)('accepts %p', (topic) => {
    expect(isPublicTopic(topic)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['__proto__', '__proto__'],
    ['toString', 'toString'],
    ['constructor', 'constructor'],
    ['hasOwnProperty', 'hasOwnProperty'],
    ['an unknown name', 'kline'],
    ['a name in another case', 'OrderBook'],
    ['an empty string', ''],
    ['a number', 1],
    ['null', null],
  ])('rejects %s', (_name, topic) => {
    expect(isPublicTopic(topic)).toBe(false);
  });
});

describe('topic tables', () => {
  it('lists every topic of the params table', () => {
    expect([...PUBLIC_TOPICS].sort()).toEqual(Object.keys(PUBLIC_TOPIC_PARAMS).sort());
    expect(PUBLIC_TOPICS).toHaveLength(5);
  });

  it('lists the 14 kline resolutions of spec 000 §9', () => {
    expect(CANDLE_INTERVALS).toEqual([
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
    ]);
  });
});
