import { parseClientMessage, parseServerMessage } from './protocol';

const json = (value: unknown): string => JSON.stringify(value);

describe('parseServerMessage', () => {
  it.each<[string, unknown, unknown]>([
    [
      'reads a pong',
      { op: 'pong', id: 'p1', ts: 1700000000000 },
      { op: 'pong', id: 'p1', ts: 1700000000000 },
    ],
    [
      'reads a successful subscribe ack with its key',
      { op: 'subscribe', id: 's1', success: true, key: 'orderBook.40.0.01.BTCUSDT' },
      { op: 'subscribe', id: 's1', success: true, key: 'orderBook.40.0.01.BTCUSDT' },
    ],
    [
      'reads a refused subscribe ack with code and message',
      { op: 'subscribe', id: 's2', success: false, code: 10002, message: 'unknown topic' },
      { op: 'subscribe', id: 's2', success: false, code: 10002, message: 'unknown topic' },
    ],
    [
      'reads an unsubscribe ack',
      { op: 'unsubscribe', id: 'u1', success: true },
      { op: 'unsubscribe', id: 'u1', success: true },
    ],
    [
      'drops optional ack fields of the wrong type',
      { op: 'subscribe', id: 's3', success: false, code: '10002', message: 5, key: null },
      { op: 'subscribe', id: 's3', success: false },
    ],
    [
      'reads a snapshot',
      {
        topic: 'orderBook',
        key: 'orderBook.40.0.01.BTCUSDT',
        type: 'snapshot',
        ts: 1,
        data: { s: 'BTCUSDT' },
      },
      {
        topic: 'orderBook',
        key: 'orderBook.40.0.01.BTCUSDT',
        type: 'snapshot',
        ts: 1,
        data: { s: 'BTCUSDT' },
      },
    ],
    [
      'reads a delta with null data for the guard to judge',
      { topic: 'notice', key: 'notice', type: 'delta', ts: 2, data: null },
      { topic: 'notice', key: 'notice', type: 'delta', ts: 2, data: null },
    ],
    [
      'keeps only the known fields of a data frame',
      { topic: 'notice', key: 'notice', type: 'snapshot', ts: 3, data: [], extra: 'x' },
      { topic: 'notice', key: 'notice', type: 'snapshot', ts: 3, data: [] },
    ],
  ])('%s', (_name, frame, expected) => {
    expect(parseServerMessage(json(frame))).toEqual(expected);
  });

  it.each<[string, string]>([
    ['non-JSON', 'not json'],
    ['truncated JSON', '{"op":"pong"'],
    ['an empty string', ''],
    ['an array', json([{ op: 'pong', id: 'p1', ts: 1 }])],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', json('pong')],
    ['a pong without id', json({ op: 'pong', ts: 1 })],
    ['a pong with a numeric id', json({ op: 'pong', id: 1, ts: 1 })],
    ['a pong with a string ts', json({ op: 'pong', id: 'p1', ts: '1' })],
    ['an ack without success', json({ op: 'subscribe', id: 's1' })],
    ['an ack with a string success', json({ op: 'subscribe', id: 's1', success: 'true' })],
    ['an ack without id', json({ op: 'unsubscribe', success: true })],
    ['an unknown op', json({ op: 'hello', id: 'x' })],
    [
      'a data frame without data',
      json({ topic: 'notice', key: 'notice', type: 'snapshot', ts: 1 }),
    ],
    [
      'a data frame with an unknown type',
      json({ topic: 'notice', key: 'notice', type: 'full', ts: 1, data: [] }),
    ],
    [
      'a data frame with a string ts',
      json({ topic: 'notice', key: 'notice', type: 'delta', ts: '1', data: [] }),
    ],
    ['a data frame without key', json({ topic: 'notice', type: 'delta', ts: 1, data: [] })],
    [
      'a data frame with a numeric topic',
      json({ topic: 1, key: 'notice', type: 'delta', ts: 1, data: [] }),
    ],
  ])('gives null for %s', (_name, raw) => {
    expect(parseServerMessage(raw)).toBeNull();
  });
});

describe('parseClientMessage', () => {
  it.each<[string, unknown, unknown]>([
    ['reads a ping', { op: 'ping', id: 'p1' }, { op: 'ping', id: 'p1' }],
    [
      'reads a subscribe with params',
      {
        op: 'subscribe',
        id: 's1',
        topic: 'orderBook',
        params: { limit: 40, dumpScale: '0.01', symbol: 'BTCUSDT' },
      },
      {
        op: 'subscribe',
        id: 's1',
        topic: 'orderBook',
        params: { limit: 40, dumpScale: '0.01', symbol: 'BTCUSDT' },
      },
    ],
    [
      'reads a subscribe without params as empty params',
      { op: 'subscribe', id: 's2', topic: 'notice' },
      { op: 'subscribe', id: 's2', topic: 'notice', params: {} },
    ],
    [
      'reads an unsubscribe',
      { op: 'unsubscribe', id: 'u1', topic: 'instrument_info', params: { symbol: 'BTCUSDT' } },
      { op: 'unsubscribe', id: 'u1', topic: 'instrument_info', params: { symbol: 'BTCUSDT' } },
    ],
    [
      'accepts an id of exactly 64 characters',
      { op: 'ping', id: 'x'.repeat(64) },
      { op: 'ping', id: 'x'.repeat(64) },
    ],
  ])('%s', (_name, frame, expected) => {
    expect(parseClientMessage(json(frame))).toEqual(expected);
  });

  it.each<[string, string]>([
    ['non-JSON', '{op:ping}'],
    ['an array', json([{ op: 'ping', id: 'p1' }])],
    ['null', 'null'],
    ['a number', '1'],
    ['an id of 65 characters', json({ op: 'ping', id: 'x'.repeat(65) })],
    ['a missing id', json({ op: 'ping' })],
    ['a numeric id', json({ op: 'ping', id: 7 })],
    ['an unknown op', json({ op: 'pong', id: 'p1' })],
    ['a subscribe without topic', json({ op: 'subscribe', id: 's1', params: {} })],
    ['a subscribe with a numeric topic', json({ op: 'subscribe', id: 's1', topic: 3 })],
    ['params as an array', json({ op: 'subscribe', id: 's1', topic: 'notice', params: [] })],
    ['params as null', json({ op: 'subscribe', id: 's1', topic: 'notice', params: null })],
    ['params as a string', json({ op: 'subscribe', id: 's1', topic: 'notice', params: 'x' })],
  ])('gives null for %s', (_name, raw) => {
    expect(parseClientMessage(raw)).toBeNull();
  });
});
