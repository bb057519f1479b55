import { API_ERROR_CODES, type Order } from '@spot/contracts';
import { SEED_PASSWORD } from '../accounts/seed-accounts';
import { startSim, type RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { httpRequest } from '../testing/http-test-client';
import { parseFaultSpec } from './fault-injection';

let sim: RunningSim;
let port: number;

const post = (path: string, body?: unknown) =>
  httpRequest(port, path, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, testMode: true, warmupSteps: 20, bookRate: 0 });
  port = sim.ports.route1;
});

afterAll(async () => {
  await sim.close();
});

afterEach(async () => {
  await post('/__sim/fail/clear');
});

async function client(email?: string): Promise<ApiTestClient> {
  const c = await new ApiTestClient(port).start();
  if (email !== undefined) {
    expect((await c.call('login', { email, password: SEED_PASSWORD })).body?.code).toBe(0);
  }
  return c;
}

describe('POST /__sim/fail', () => {
  it('fails the next N calls of an endpoint with an HTTP status, then serves it again', async () => {
    const c = await client();
    const set = await post('/__sim/fail', { endpoint: 'symbols', times: 2, status: 503 });
    expect(set.body).toMatchObject({ code: 0, result: { faults: [{ endpoint: 'symbols' }] } });
    for (let i = 0; i < 2; i += 1) {
      const failed = await c.call('symbols');
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({
        code: 10503,
        success: false,
        message: 'injected by /__sim/fail (503)',
        result: null,
      });
    }
    const served = await c.call('symbols');
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({ code: 0, success: true });
  });

  it("answers in the endpoint's envelope kind: ret_code for klines, err_code for h3Switch", async () => {
    const c = await client();
    await post('/__sim/fail', { endpoint: 'klines', times: 1, status: 500, message: 'boom' });
    await post('/__sim/fail', { endpoint: 'h3Switch', times: 1, code: 30001, message: 'busy' });
    const klines = await c.call('klines', { symbol: 'BTCUSDT', interval: '1' });
    expect(klines.status).toBe(500);
    expect(klines.body).toEqual({ ret_code: 10500, ret_msg: 'boom', result: null });
    const h3 = await c.call('h3Switch', { seq_id: '1' });
    expect(h3.status).toBe(200);
    expect(h3.body).toEqual({ err_code: 30001, err_msg: 'busy', result: null });
  });

  it('rejects an order with a business code without placing it', async () => {
    const c = await client('classic@sim.test');
    const userId = sim.accounts.userIdByEmail('classic@sim.test') ?? '';
    await post('/__sim/fail', { endpoint: 'orderCreate', times: 1, code: 170131, message: 'no' });
    const order = {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      type: 'limit',
      price: '1000',
      quantity: '0.01',
      client_order_id: 'fault-1',
    };
    const refused = await c.call('orderCreate', order);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ code: 170131, success: false, message: 'no' });
    expect(sim.trading.engine.openOrders(userId)).toEqual([]);
    const placed = await c.call('orderCreate', order);
    expect(placed.body?.code).toBe(0);
    const cancelled = await c.call('cancelOrder', {
      order_id: (placed.body?.result as Order).orderId,
      client_order_id: 'fault-1',
    });
    expect(cancelled.body?.code).toBe(0);
  });

  it('delays calls with delayMs, then answers them as usual', async () => {
    const c = await client();
    await post('/__sim/fail', { endpoint: 'tickers', times: 1, delayMs: 300 });
    const started = Date.now();
    const slow = await c.call('tickers');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.body).toMatchObject({ code: 0 });
    const again = Date.now();
    await c.call('tickers');
    expect(Date.now() - again).toBeLessThan(250);
  });

  it('delays a failure when given delayMs with a status', async () => {
    const c = await client();
    await post('/__sim/fail', { endpoint: 'tickers', times: 1, status: 502, delayMs: 200 });
    const started = Date.now();
    const res = await c.call('tickers');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(res.status).toBe(502);
  });

  it('takes faults of one endpoint in the order they were set', async () => {
    const c = await client();
    await post('/__sim/fail', { endpoint: 'legalInfo', times: 1, status: 500 });
    await post('/__sim/fail', { endpoint: 'legalInfo', times: 1, code: 42, message: 'second' });
    expect((await c.call('legalInfo')).status).toBe(500);
    expect((await c.call('legalInfo')).body).toMatchObject({ code: 42, message: 'second' });
    expect((await c.call('legalInfo')).body).toMatchObject({ code: 0 });
  });

  it('leaves the other method of a shared path alone', async () => {
    const c = await client('uta1@sim.test');
    await post('/__sim/fail', { endpoint: 'setPreferences', times: 1, status: 500 });
    expect((await c.call('preferences')).status).toBe(200);
    expect((await c.call('setPreferences', { upsert_keys: { a: '1' } })).status).toBe(500);
  });

  it('lists pending faults and clears one endpoint or all', async () => {
    await post('/__sim/fail', { endpoint: 'symbols', times: 3, status: 500 });
    await post('/__sim/fail', { endpoint: 'tickers', times: 1, status: 500 });
    await (await client()).call('symbols');
    const listed = await httpRequest(port, '/__sim/fail');
    expect(listed.body?.result).toEqual({
      faults: [
        { endpoint: 'symbols', times: 3, status: 500, remaining: 2 },
        { endpoint: 'tickers', times: 1, status: 500, remaining: 1 },
      ],
    });
    expect((await post('/__sim/fail/clear', { endpoint: 'symbols' })).body).toMatchObject({
      result: { cleared: 1 },
    });
    expect((await (await client()).call('symbols')).status).toBe(200);
    expect((await post('/__sim/fail/clear')).body).toMatchObject({ result: { cleared: 1 } });
    expect((await (await client()).call('tickers')).status).toBe(200);
  });

  it.each([
    ['an unknown endpoint', { endpoint: 'nope', times: 1, status: 500 }],
    ['times 0', { endpoint: 'symbols', times: 0, status: 500 }],
    ['fractional times', { endpoint: 'symbols', times: 1.5, status: 500 }],
    ['a redirect status', { endpoint: 'symbols', times: 1, status: 302 }],
    ['status 200 without a code', { endpoint: 'symbols', times: 1, status: 200 }],
    ['code 0', { endpoint: 'symbols', times: 1, code: 0 }],
    ['a string code', { endpoint: 'symbols', times: 1, code: '500' }],
    ['an empty message', { endpoint: 'symbols', times: 1, status: 500, message: '' }],
    ['a negative delay', { endpoint: 'symbols', times: 1, delayMs: -1 }],
    ['no status, code or delay', { endpoint: 'symbols', times: 1 }],
    ['an array', [{ endpoint: 'symbols', times: 1, status: 500 }]],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await post('/__sim/fail', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: API_ERROR_CODES.badRequest, success: false });
    expect(String(res.body?.message)).not.toBe('');
    expect((await httpRequest(port, '/__sim/fail')).body?.result).toEqual({ faults: [] });
  });

  it('refuses to clear an unknown endpoint', async () => {
    expect((await post('/__sim/fail/clear', { endpoint: 'nope' })).status).toBe(400);
  });
});

describe('parseFaultSpec', () => {
  it('keeps only the fields given', () => {
    expect(parseFaultSpec({ endpoint: 'login', times: 2, code: 20001, extra: true })).toEqual({
      endpoint: 'login',
      times: 2,
      code: 20001,
    });
  });
});

describe('outside test mode', () => {
  it('has no /__sim/fail and injects nothing', async () => {
    const plain = await startSim({ port: 0, port2: null, warmupSteps: 0, bookRate: 0 });
    try {
      const res = await httpRequest(plain.ports.route1, '/__sim/fail', {
        method: 'POST',
        body: JSON.stringify({ endpoint: 'symbols', times: 1, status: 500 }),
      });
      expect(res.status).toBe(404);
      expect((await httpRequest(plain.ports.route1, '/spot/api/basic/symbol_list')).status).toBe(
        200,
      );
    } finally {
      await plain.close();
    }
  });
});
