import type { WireLevel } from '@spot/contracts';
import { WIRE_ERROR_CODES, isTopicData } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { TestSocket } from '../testing/ws-test-client';
import type { Frame } from '../testing/ws-test-client';

const BOOK_KEY = 'orderBook.40.0.01.BTCUSDT';
const BOOK_SUB = {
  op: 'subscribe',
  topic: 'orderBook',
  params: { limit: 40, dumpScale: '0.01', symbol: 'BTCUSDT' },
} as const;

let sim: RunningSim;
const sockets: TestSocket[] = [];

async function connect(route: 1 | 2 = 1): Promise<TestSocket> {
  const port = route === 1 ? sim.ports.route1 : sim.ports.route2;
  const socket = await TestSocket.open(`ws://127.0.0.1:${port}/realtime_w`);
  sockets.push(socket);
  return socket;
}

function bookOf(frame: Frame): { b: WireLevel[]; a: WireLevel[]; u: number; seq: number } {
  expect(isTopicData('orderBook', frame.data)).toBe(true);
  return frame.data as { b: WireLevel[]; a: WireLevel[]; u: number; seq: number };
}

function isSortedBestFirst(levels: readonly WireLevel[], side: 'bid' | 'ask'): boolean {
  return levels.every(([price], i) => {
    const prev = levels[i - 1];
    if (!prev) return true;
    const cmp = new Dec(prev[0]).cmp(price);
    return side === 'bid' ? cmp > 0 : cmp < 0;
  });
}

beforeAll(async () => {
  sim = await startSim({
    port: 0,
    port2: 0,
    route2LatencyMs: 30,
    testMode: true,
    bookRate: 50,
    warmupSteps: 30,
  });
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

afterAll(async () => {
  await sim.close();
});

describe('orderBook topic', () => {
  it('sends a grouped snapshot best first, then a delta with u + 1', async () => {
    const ws = await connect();
    ws.send({ ...BOOK_SUB, id: 'b1' });
    expect(await ws.ack('b1')).toEqual({ op: 'subscribe', id: 'b1', success: true, key: BOOK_KEY });
    const snapshot = await ws.data(BOOK_KEY, 'snapshot');
    expect(snapshot).toMatchObject({ topic: 'orderBook', key: BOOK_KEY, type: 'snapshot' });
    expect(typeof snapshot.ts).toBe('number');
    const book = bookOf(snapshot);
    expect(book.b).toHaveLength(40);
    expect(book.a).toHaveLength(40);
    expect(isSortedBestFirst(book.b, 'bid')).toBe(true);
    expect(isSortedBestFirst(book.a, 'ask')).toBe(true);
    expect(new Dec(book.b[0]?.[0] ?? '0').lt(book.a[0]?.[0] ?? '0')).toBe(true);

    const delta = bookOf(await ws.data(BOOK_KEY, 'delta'));
    expect(delta.u).toBe(book.u + 1);
    expect(delta.seq).toBeGreaterThan(book.seq);
    expect(delta.b.length + delta.a.length).toBeGreaterThan(0);
  });

  it('gives two sockets on one key the same u sequence', async () => {
    const first = await connect();
    const second = await connect(2);
    first.send({ ...BOOK_SUB, id: 'a' });
    const snapA = bookOf(await first.data(BOOK_KEY, 'snapshot'));
    second.send({ ...BOOK_SUB, id: 'b' });
    const snapB = bookOf(await second.data(BOOK_KEY, 'snapshot'));
    expect(snapB.u).toBeGreaterThanOrEqual(snapA.u);
    const deltasB = [];
    for (let i = 0; i < 3; i += 1) deltasB.push(bookOf(await second.data(BOOK_KEY, 'delta')));
    expect(deltasB.map((d) => d.u)).toEqual([snapB.u + 1, snapB.u + 2, snapB.u + 3]);
    for (const delta of deltasB) {
      const same = await first.next(
        (f) => f.key === BOOK_KEY && f.type === 'delta' && (f.data as { u: number }).u === delta.u,
      );
      expect(same.data).toEqual(delta);
    }
  });

  it('stops sending after unsubscribe', async () => {
    const ws = await connect();
    ws.send({ ...BOOK_SUB, id: 's' });
    await ws.data(BOOK_KEY, 'snapshot');
    ws.send({ ...BOOK_SUB, op: 'unsubscribe', id: 'u' });
    expect(await ws.ack('u')).toMatchObject({ op: 'unsubscribe', success: true, key: BOOK_KEY });
    const before = ws.all().length;
    for (let i = 0; i < 5; i += 1) sim.market.stepSymbol('BTCUSDT');
    await ws.flush();
    const after = ws.all().slice(before);
    expect(after.filter((f) => f.key === BOOK_KEY)).toEqual([]);
  });

  it.each([
    ['a step that is not a merge step', { limit: 40, dumpScale: '0.5', symbol: 'BTCUSDT' }],
    ['a step the symbol does not offer', { limit: 40, dumpScale: '1000', symbol: 'BTCUSDT' }],
    ['a limit other than 40', { limit: 20, dumpScale: '0.01', symbol: 'BTCUSDT' }],
    ['an unknown symbol', { limit: 40, dumpScale: '0.01', symbol: 'NOPEUSDT' }],
  ])('refuses %s with badParams and keeps the socket usable', async (_name, params) => {
    const ws = await connect();
    ws.send({ op: 'subscribe', id: 'bad', topic: 'orderBook', params });
    expect(await ws.ack('bad')).toMatchObject({ success: false, code: WIRE_ERROR_CODES.badParams });
    ws.send({ ...BOOK_SUB, id: 'good' });
    expect(await ws.ack('good')).toMatchObject({ success: true });
  });
});

describe('protocol', () => {
  it('answers a ping with a pong carrying server time', async () => {
    const ws = await connect();
    const before = Date.now();
    ws.send({ op: 'ping', id: 'p1' });
    const pong = await ws.next((f) => f.op === 'pong');
    expect(pong).toEqual({ op: 'pong', id: 'p1', ts: expect.any(Number) });
    expect(pong.ts as number).toBeGreaterThanOrEqual(before);
  });

  it('acks a frame that is not JSON with badFrame and stays usable', async () => {
    const ws = await connect();
    ws.send('{not json');
    expect(await ws.next((f) => f.success === false)).toEqual({
      op: 'subscribe',
      id: '',
      success: false,
      code: WIRE_ERROR_CODES.badFrame,
      message: expect.any(String),
    });
    ws.send({ op: 'ping', id: 'after' });
    expect(await ws.next((f) => f.op === 'pong')).toMatchObject({ id: 'after' });
  });

  it('echoes the op and id of a JSON frame that is malformed', async () => {
    const ws = await connect();
    ws.send({ op: 'unsubscribe', id: 'x', topic: 42 });
    expect(await ws.ack('x')).toMatchObject({ op: 'unsubscribe', code: WIRE_ERROR_CODES.badFrame });
  });

  it('refuses an unknown topic with unknownTopic', async () => {
    const ws = await connect();
    ws.send({ op: 'subscribe', id: 't', topic: 'private.position', params: {} });
    expect(await ws.ack('t')).toMatchObject({
      success: false,
      code: WIRE_ERROR_CODES.unknownTopic,
    });
  });

  it('refuses a candle interval outside the contract list', async () => {
    const ws = await connect();
    ws.send({
      op: 'subscribe',
      id: 'c',
      topic: 'candles',
      params: { interval: '2', symbol: 'BTCUSDT' },
    });
    expect(await ws.ack('c')).toMatchObject({ success: false, code: WIRE_ERROR_CODES.badParams });
  });

  it('caps subscriptions per socket at 200', async () => {
    const ws = await connect();
    const symbols = sim.market.symbolInfos().map((s) => s.symbolName);
    const subs = symbols.flatMap((symbol) =>
      Array.from({ length: 15 }, (_, i) => ({ limit: i + 1, symbol })),
    );
    expect(subs.length).toBeGreaterThan(200);
    subs.slice(0, 201).forEach((params, i) => {
      ws.send({ op: 'subscribe', id: `n${i}`, topic: 'recently_trade', params });
    });
    expect(await ws.ack('n199')).toMatchObject({ success: true });
    expect(await ws.ack('n200')).toMatchObject({
      success: false,
      code: WIRE_ERROR_CODES.tooManySubscriptions,
    });
  });

  it('delays every message on route 2', async () => {
    const ws = await connect(2);
    const start = Date.now();
    ws.send({ op: 'ping', id: 'slow' });
    await ws.next((f) => f.op === 'pong');
    expect(Date.now() - start).toBeGreaterThanOrEqual(29);
  });

  it('refuses an upgrade on another path', async () => {
    await expect(TestSocket.open(`ws://127.0.0.1:${sim.ports.route1}/other`)).rejects.toThrow(
      /404/,
    );
  });

  it('refuses an upgrade from an origin outside the allowlist', async () => {
    const url = `ws://127.0.0.1:${sim.ports.route1}/realtime_w`;
    await expect(TestSocket.open(url, { Origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });
});

describe('market topics', () => {
  it('sends recent trades newest first, at most the limit', async () => {
    const ws = await connect();
    ws.send({
      op: 'subscribe',
      id: 'r',
      topic: 'recently_trade',
      params: { limit: 5, symbol: 'BTCUSDT' },
    });
    const snapshot = await ws.data('recently_trade.5.BTCUSDT', 'snapshot');
    expect(isTopicData('recently_trade', snapshot.data)).toBe(true);
    const trades = snapshot.data as { execTime: number }[];
    expect(trades.length).toBeLessThanOrEqual(5);
    expect(trades.length).toBeGreaterThan(0);
    const times = trades.map((t) => t.execTime);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('sends the ticker, the current candle and the notice bar', async () => {
    const ws = await connect();
    ws.send({ op: 'subscribe', id: 'i', topic: 'instrument_info', params: { symbol: 'ETHBTC' } });
    ws.send({
      op: 'subscribe',
      id: 'k',
      topic: 'candles',
      params: { interval: '1', symbol: 'ETHBTC' },
    });
    ws.send({ op: 'subscribe', id: 'n', topic: 'notice' });
    const ticker = await ws.data('instrument_info.ETHBTC', 'snapshot');
    expect(isTopicData('instrument_info', ticker.data)).toBe(true);
    const candle = await ws.data('candles.1.ETHBTC', 'snapshot');
    expect(isTopicData('candles', candle.data)).toBe(true);
    const notice = await ws.data('notice', 'snapshot');
    expect(isTopicData('notice', notice.data)).toBe(true);
    const first = (notice.data as { value: string }[])[0];
    expect(JSON.parse(first?.value ?? '{}')).toMatchObject({ symbolName: 'ALL' });
    const next = await ws.data('instrument_info.ETHBTC', 'delta');
    expect(isTopicData('instrument_info', next.data)).toBe(true);
  });
});
