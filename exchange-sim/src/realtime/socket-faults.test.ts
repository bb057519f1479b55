import { CLOSE_CODES, isPrivateTopicData } from '@spot/contracts';
import { WebSocket } from 'ws';
import { SEED_PASSWORD } from '../accounts/seed-accounts';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { httpRequest } from '../testing/http-test-client';
import { TestSocket } from '../testing/ws-test-client';

const BOOK_KEY = 'orderBook.40.0.01.BTCUSDT';
const BOOK_SUB = {
  op: 'subscribe',
  topic: 'orderBook',
  params: { limit: 40, dumpScale: '0.01', symbol: 'BTCUSDT' },
} as const;
const FAULT_CALLS = [
  '/__sim/sockets/delay',
  '/__sim/sockets/drop',
  '/__sim/sockets/stall',
  '/__sim/sockets/reset',
  '/__sim/book/gap',
  '/__sim/upgrade-message',
  '/__sim/close-sockets',
];

let sim: RunningSim;
let port: number;
const sockets: TestSocket[] = [];

const post = (path: string, body?: unknown) =>
  httpRequest(port, path, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function connect(headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = await TestSocket.open(`ws://127.0.0.1:${port}/realtime_w`, headers);
  sockets.push(socket);
  return socket;
}

/** Whether a frame matching `match` arrives within `ms` (a late one is left untaken). */
async function arrives(ws: TestSocket, match: Parameters<TestSocket['next']>[0], ms: number) {
  let waiting = true;
  const seen = await ws
    .next((f) => waiting && match(f), ms)
    .then(
      () => true,
      () => false,
    );
  waiting = false;
  return seen;
}

/** Book changes until the socket has seen `count` deltas of the key; returns their `u`. */
async function bookDeltas(ws: TestSocket, count: number): Promise<number[]> {
  const us: number[] = [];
  while (us.length < count) {
    sim.market.stepSymbol('BTCUSDT');
    await ws.flush();
    const deltas = ws.all().filter((f) => f.key === BOOK_KEY && f.type === 'delta');
    us.splice(0, us.length, ...deltas.map((f) => (f.data as { u: number }).u));
  }
  return us;
}

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, testMode: true, warmupSteps: 30, bookRate: 0 });
  port = sim.ports.route1;
});

afterEach(async () => {
  expect((await post('/__sim/sockets/reset')).body).toMatchObject({
    result: { delayMs: 0, dropRatio: 0, stalled: false },
  });
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

afterAll(async () => {
  await sim.close();
});

describe('socket faults (test mode)', () => {
  it('stalls: no pong, no protocol pong, frames sent meanwhile are lost', async () => {
    const ws = await connect();
    const raw = new WebSocket(`ws://127.0.0.1:${port}/realtime_w`);
    await new Promise((resolve) => raw.once('open', resolve));
    let protocolPongs = 0;
    raw.on('pong', () => (protocolPongs += 1));

    expect((await post('/__sim/sockets/stall', { on: true })).body).toMatchObject({
      result: { stalled: true },
    });
    ws.send({ op: 'ping', id: 'stalled' });
    raw.ping();
    expect(await arrives(ws, (f) => f.op === 'pong', 300)).toBe(false);
    expect(protocolPongs).toBe(0);

    await post('/__sim/sockets/stall', { on: false });
    ws.send({ op: 'ping', id: 'back' });
    expect(await ws.next((f) => f.op === 'pong')).toMatchObject({ id: 'back' });
    raw.ping();
    await new Promise((resolve) => raw.once('pong', resolve));
    raw.close();
    await new Promise((resolve) => raw.once('close', resolve));
  });

  it('makes the next book delta of a symbol skip one u', async () => {
    const ws = await connect();
    ws.send({ ...BOOK_SUB, id: 'b' });
    await ws.data(BOOK_KEY, 'snapshot');
    const [first = 0] = await bookDeltas(ws, 1);
    expect((await post('/__sim/book/gap', { symbol: 'BTCUSDT' })).body).toMatchObject({
      result: { symbol: 'BTCUSDT', keys: [BOOK_KEY] },
    });
    const us = await bookDeltas(ws, 3);
    expect(us).toEqual([first, first + 2, first + 3]);
  });

  it('delays every outgoing message, in order', async () => {
    const ws = await connect();
    expect((await post('/__sim/sockets/delay', { ms: 150 })).body).toMatchObject({
      result: { delayMs: 150 },
    });
    const start = Date.now();
    ws.send({ op: 'ping', id: 'd1' });
    ws.send({ op: 'ping', id: 'd2' });
    await ws.next((f) => f.op === 'pong' && f.id === 'd2');
    expect(Date.now() - start).toBeGreaterThanOrEqual(145);
    const ids = ws.all().map((f) => f.id);
    expect(ids).toEqual(['d1', 'd2']);
  });

  it('drops data messages at the given ratio, never acks or pongs', async () => {
    const ws = await connect();
    await post('/__sim/sockets/drop', { ratio: 1 });
    ws.send({ ...BOOK_SUB, id: 'lost' });
    expect(await ws.ack('lost')).toMatchObject({ success: true });
    for (let i = 0; i < 5; i += 1) sim.market.stepSymbol('BTCUSDT');
    await ws.flush();
    expect(ws.all().filter((f) => 'data' in f)).toEqual([]);

    await post('/__sim/sockets/drop', { ratio: 0 });
    ws.send({ ...BOOK_SUB, id: 'kept' });
    await ws.data(BOOK_KEY, 'snapshot');
  });

  it('refuses bad fault bodies with 400', async () => {
    for (const [path, body] of [
      ['/__sim/sockets/delay', { ms: -1 }],
      ['/__sim/sockets/drop', { ratio: 2 }],
      ['/__sim/sockets/stall', { on: 'yes' }],
      ['/__sim/book/gap', {}],
      ['/__sim/upgrade-message', { email: 'uta1@sim.test', code: 200 }],
    ] as const) {
      expect((await post(path, body)).status).toBe(400);
    }
    expect((await post('/__sim/book/gap', { symbol: 'NOPE' })).body?.code).not.toBe(0);
  });

  it('closes every socket with 4005', async () => {
    const ws = await connect();
    const reply = await post('/__sim/close-sockets');
    expect(reply.body?.result).toEqual({ closed: expect.any(Number) });
    expect((reply.body?.result as { closed: number }).closed).toBeGreaterThanOrEqual(1);
    expect(await ws.closed).toBe(CLOSE_CODES.serverRestart);
  });

  it('pushes an upgrade message to the sockets of that user only', async () => {
    const client = await new ApiTestClient(port).start();
    await client.call('login', { email: 'upgrade@sim.test', password: SEED_PASSWORD });
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const ws = await connect({ Cookie: cookie });
    ws.send({ op: 'subscribe', id: 'u', topic: 'user.uta.upgrade', params: {} });
    expect(await ws.ack('u')).toMatchObject({ success: true, key: 'user.uta.upgrade' });

    const other = await post('/__sim/upgrade-message', {
      email: 'classic@sim.test',
      code: 200,
      data: '0',
    });
    expect(other.body).toMatchObject({ result: { sockets: 0 } });
    const sent = await post('/__sim/upgrade-message', {
      email: 'upgrade@sim.test',
      code: 200,
      data: '3400324',
    });
    expect(sent.body).toMatchObject({ result: { sockets: 1 } });
    const frame = await ws.data('user.uta.upgrade', 'delta');
    expect(frame.data).toEqual({ code: 200, data: '3400324' });
    expect(isPrivateTopicData('user.uta.upgrade', frame.data)).toBe(true);
    expect(ws.all().filter((f) => f.key === 'user.uta.upgrade' && 'data' in f)).toHaveLength(1);
  });
});

describe('outside test mode', () => {
  it('answers 404 to every socket fault call', async () => {
    const plain = await startSim({ port: 0, port2: null, warmupSteps: 5, bookRate: 0 });
    try {
      for (const path of FAULT_CALLS) {
        const res = await httpRequest(plain.ports.route1, path, { method: 'POST', body: '{}' });
        expect(res.status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});
