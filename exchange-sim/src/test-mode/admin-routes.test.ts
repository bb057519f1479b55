import { API_ERROR_CODES, CLOSE_CODES } from '@spot/contracts';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { httpRequest } from '../testing/http-test-client';
import { TestSocket } from '../testing/ws-test-client';

let sim: RunningSim;
let port: number;

const post = (path: string, body?: unknown) =>
  httpRequest(port, path, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, testMode: true, warmupSteps: 20, bookRate: 40 });
  port = sim.ports.route1;
});

afterAll(async () => {
  await sim.close();
});

afterEach(async () => {
  await post('/__sim/market-maker/resume');
});

describe('test-mode calls', () => {
  it('reports health with the fixed seed, needing no CSRF token', async () => {
    const res = await httpRequest(port, '/__sim/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, result: { status: 'ok', seed: 1, paused: false } });
  });

  it('pauses and resumes the market maker', async () => {
    expect((await post('/__sim/market-maker/pause')).body).toMatchObject({
      result: { paused: true },
    });
    const path = '/__sim/book?symbol=BTCUSDT&dumpScale=0.1';
    const first = await httpRequest(port, path);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await httpRequest(port, path)).body).toEqual(first.body);
    expect((await post('/__sim/market-maker/resume')).body).toMatchObject({
      result: { paused: false },
    });
  });

  it('shows the book exactly as a subscribed socket has it, with its u', async () => {
    const url = `ws://127.0.0.1:${port}/realtime_w`;
    const ws = await TestSocket.open(url);
    try {
      await post('/__sim/market-maker/pause');
      const params = { limit: 40, dumpScale: '1', symbol: 'ETHUSDT' };
      ws.send({ op: 'subscribe', id: 's', topic: 'orderBook', params });
      const snapshot = await ws.data('orderBook.40.1.ETHUSDT', 'snapshot');
      const book = await httpRequest(port, '/__sim/book?symbol=ETHUSDT&dumpScale=1');
      expect(book.body?.result).toEqual(snapshot.data);
    } finally {
      await ws.close();
    }
  });

  it('refuses a book of an unknown symbol or an unoffered step', async () => {
    const unknown = await httpRequest(port, '/__sim/book?symbol=NOPE&dumpScale=1');
    expect(unknown.body).toMatchObject({ success: false, code: 10002 });
    const step = await httpRequest(port, '/__sim/book?symbol=BTCUSDT&dumpScale=1000');
    expect(step.status).toBe(400);
  });

  it('changes the book rate and refuses a rate out of range', async () => {
    expect((await post('/__sim/book-rate', { rate: -1 })).status).toBe(400);
    expect((await post('/__sim/book-rate', { rate: 5000 })).status).toBe(400);
    expect((await post('/__sim/book-rate', { rate: '10' })).status).toBe(400);
    const ok = await post('/__sim/book-rate', { rate: 100 });
    expect(ok.body).toMatchObject({ code: 0, result: { bookRate: 100 } });
    expect(sim.market.bookRate).toBe(100);
  });

  it('changes the extra trade rate and refuses a rate out of range', async () => {
    for (const rate of [-1, 5000, '10', Number.NaN]) {
      expect((await post('/__sim/trade-rate', { rate })).status).toBe(400);
    }
    const ok = await post('/__sim/trade-rate', { rate: 50 });
    expect(ok.body).toMatchObject({ code: 0, result: { tradeRate: 50 } });
    expect(sim.market.tradeRate).toBe(50);
    const health = await httpRequest(port, '/__sim/health');
    expect(health.body).toMatchObject({ result: { tradeRate: 50 } });
    expect((await post('/__sim/trade-rate', { rate: 0 })).body).toMatchObject({
      result: { tradeRate: 0 },
    });
  });

  it('gives one symbol its own book and trade rates, and reset puts it back on the shared ones', async () => {
    const book = await post('/__sim/book-rate', { rate: 300, symbol: 'BTCUSDT' });
    expect(book.body).toMatchObject({
      code: 0,
      result: { symbolRates: { BTCUSDT: { bookRate: 300 } } },
    });
    const trade = await post('/__sim/trade-rate', { rate: 40, symbol: 'BTCUSDT' });
    expect(trade.body).toMatchObject({
      result: { tradeRate: 0, symbolRates: { BTCUSDT: { bookRate: 300, tradeRate: 40 } } },
    });
    expect(sim.market.bookRate).not.toBe(300);
    const unknown = await post('/__sim/book-rate', { rate: 10, symbol: 'NOPEUSDT' });
    expect(unknown.body).toMatchObject({ code: API_ERROR_CODES.unknownSymbol });
    expect((await post('/__sim/book-rate', { rate: 10, symbol: 7 })).body).toMatchObject({
      code: API_ERROR_CODES.unknownSymbol,
    });
    await post('/__sim/reset', {});
    expect(sim.market.ownRates()).toEqual({});
  });

  it('closes every socket with 4005', async () => {
    const ws = await TestSocket.open(`ws://127.0.0.1:${port}/realtime_w`);
    const res = await post('/__sim/close-sockets');
    expect(res.body).toMatchObject({ code: 0, result: { closed: 1 } });
    expect(await ws.closed).toBe(CLOSE_CODES.serverRestart);
  });
});
