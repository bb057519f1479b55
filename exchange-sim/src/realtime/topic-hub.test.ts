import type { CandleData, PublicTopic } from '@spot/contracts';
import { Market } from '../market/market';
import type { Connection } from './connection';
import { PACED_PUSH_MS } from './channels';
import { TopicHub } from './topic-hub';
import { parseSubscription } from './topic-params';

const START = Date.UTC(2026, 0, 5, 10, 0, 0);

interface Sent {
  readonly key: string;
  readonly type: string;
  readonly data: unknown;
}

function fakeConnection(sent: Sent[]): Connection {
  return {
    keys: new Set<string>(),
    sendData: (text: string) => {
      const { key, type, data } = JSON.parse(text) as Sent;
      sent.push({ key, type, data });
    },
  } as unknown as Connection;
}

function setUp() {
  const market = new Market({ seed: 3, bookRate: 0, startedAt: START, warmupSteps: 20 });
  const hub = new TopicHub(market);
  const sent: Sent[] = [];
  const conn = fakeConnection(sent);
  const subscribe = (topic: PublicTopic, params: Record<string, unknown>): string => {
    const result = parseSubscription(topic, params, (name) => market.get(name)?.info);
    if (!result.ok) throw new Error(result.message);
    hub.subscribe(conn, result.sub, result.key);
    return result.key;
  };
  const deltas = (key: string) => sent.filter((m) => m.key === key && m.type === 'delta');
  return { market, hub, conn, subscribe, deltas };
}

describe('TopicHub pacing', () => {
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());

  it('sends every book change and every trade, but the ticker at most once per 100 ms', () => {
    const { market, hub, subscribe, deltas } = setUp();
    const book = subscribe('orderBook', { symbol: 'BTCUSDT', limit: 40, dumpScale: '0.01' });
    const trades = subscribe('recently_trade', { symbol: 'BTCUSDT', limit: 100 });
    const ticker = subscribe('instrument_info', { symbol: 'BTCUSDT' });

    // Twenty trades within 50 ms: the first ticker goes at once, the rest wait for the clock.
    for (let i = 0; i < 20; i += 1) {
      market.tradeAll(Date.now());
      jest.advanceTimersByTime(2);
    }
    expect(deltas(trades).length).toBe(20);
    expect(deltas(book).length).toBeGreaterThanOrEqual(20);
    expect(deltas(ticker).length).toBe(1);

    jest.advanceTimersByTime(PACED_PUSH_MS);
    expect(deltas(ticker).length).toBe(2);
    // The paced push carries the latest state: the last trade's price.
    const lastTrade = (deltas(trades).at(-1)?.data as { execPrice: string }[])[0]?.execPrice;
    expect((deltas(ticker).at(-1)?.data as { lastPrice: string }).lastPrice).toBe(lastTrade);

    // Nothing changed since: nothing more is sent.
    jest.advanceTimersByTime(PACED_PUSH_MS * 5);
    expect(deltas(ticker).length).toBe(2);
    hub.dispose();
  });

  it('sends a candle that closed between two pushes, closed, before the one that opened', () => {
    const { market, hub, subscribe, deltas } = setUp();
    const key = subscribe('candles', { symbol: 'BTCUSDT', interval: '1' });
    // A trade just before the minute's end goes at once; the next ones wait for the clock.
    const end = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
    jest.setSystemTime(end - 60);
    market.tradeAll(end - 60);
    const first = deltas(key).length;
    // Trades on both sides of the minute's end within one pacing window.
    jest.setSystemTime(end - 30);
    market.tradeAll(end - 30);
    jest.setSystemTime(end + 10);
    market.tradeAll(end + 10);
    market.tradeAll(end + 20);
    jest.advanceTimersByTime(PACED_PUSH_MS);
    const sent = deltas(key)
      .slice(first)
      .map((m) => m.data as CandleData);
    const starts = sent.map((c) => c.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
    const closed = sent.find((c) => c.start === end - 60_000);
    const opened = sent.find((c) => c.start === end);
    expect(closed?.confirm).toBe(true);
    expect(opened?.confirm).toBe(false);
    hub.dispose();
  });

  it('sends nothing for a channel dropped before its push', () => {
    const { market, hub, conn, subscribe, deltas } = setUp();
    const ticker = subscribe('instrument_info', { symbol: 'BTCUSDT' });
    market.tradeAll(Date.now());
    market.tradeAll(Date.now());
    const before = deltas(ticker).length;
    expect(hub.channelCount).toBe(1);
    hub.unregister(conn);
    expect(hub.channelCount).toBe(0);
    jest.advanceTimersByTime(PACED_PUSH_MS);
    expect(deltas(ticker).length).toBe(before);
    hub.dispose();
  });
});
