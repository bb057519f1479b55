import { API_ERROR_CODES, ENDPOINTS, isDecimalString } from '@spot/contracts';
import type { SymbolInfo } from '@spot/contracts';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { cookieValue, httpRequest } from '../testing/http-test-client';
import { apiRoutes } from './api-routes';
import { envelopeOf } from './request-io';

const ALLOWED = 'http://localhost:8080';

let sim: RunningSim;
let port: number;

beforeAll(async () => {
  sim = await startSim({
    port: 0,
    port2: 0,
    route2LatencyMs: 40,
    testMode: false,
    warmupSteps: 10,
    bookRate: 0,
  });
  port = sim.ports.route1;
});

afterAll(async () => {
  await sim.close();
});

describe('endpoints', () => {
  it('lists symbols in a success envelope, one for each rule of the spec', async () => {
    const res = await httpRequest(port, ENDPOINTS.symbols.path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ code: 0, success: true, message: '' });
    const symbols = res.body?.result as SymbolInfo[];
    const names = symbols.map((s) => s.symbolName);
    expect(names).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHBTC', 'MNTUSDT', 'SUIUSDT']));
    expect(names.some((n) => n.includes('ST'))).toBe(true);
    expect(symbols.find((s) => s.ltDirection === 'long')).toBeDefined();
    expect(symbols.find((s) => s.mark === 'innovation')).toBeDefined();
    expect(symbols.find((s) => s.mark === 'adventure')).toBeDefined();
    const later = symbols.find((s) => s.noticeVisible);
    expect(later?.onlineTime).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
    expect(symbols.find((s) => s.tradeStatus === 4 && s.isBanBuy)).toBeDefined();
    const btc = symbols.find((s) => s.symbolName === 'BTCUSDT');
    expect(btc).toMatchObject({ minPricePrecision: '0.01', digitMerge: '0.01,0.1,1,10,100' });
  });

  it('serves tickers, a null user, the compliance config and the probe', async () => {
    const tickers = await httpRequest(port, ENDPOINTS.tickers.path);
    const list = tickers.body?.result as { lastPrice: string }[];
    expect(list.every((t) => isDecimalString(t.lastPrice))).toBe(true);
    expect((await httpRequest(port, ENDPOINTS.userInfo.path)).body).toMatchObject({ result: null });
    const compliance = await httpRequest(port, ENDPOINTS.complianceConfig.path);
    expect(compliance.body?.result).toMatchObject({ chartOption: true, hiddenTools: [] });
    const probe = await httpRequest(port, '/t1');
    expect(probe.status).toBe(200);
    expect(probe.headers['cache-control']).toBe('no-store');
  });

  it('answers LT info for an LT symbol and a business code for any other', async () => {
    const post = (body: string) =>
      httpRequest(port, ENDPOINTS.ltSymbolInfo.path, { method: 'POST', body });
    const lt = await post('{"symbol":"BTC3LUSDT"}');
    expect(lt.body).toMatchObject({ code: 0, result: { leverage: '3', ltDirection: 'long' } });
    const plain = await post('{"symbol":"BTCUSDT"}');
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ code: API_ERROR_CODES.unknownSymbol, success: false });
    const nav = await httpRequest(port, `${ENDPOINTS.ltNavInfo.path}?symbol=BTC3LUSDT`);
    expect(nav.body).toMatchObject({ code: 0, result: { symbolName: 'BTC3LUSDT', st: 1 } });
    const missing = await httpRequest(port, ENDPOINTS.ltNavInfo.path);
    expect(missing.status).toBe(400);
  });

  it.each([
    ['malformed JSON', '{"symbol":'],
    ['a wrong-typed field', '{"symbol":5}'],
    ['a body that is not an object', '["BTC3LUSDT"]'],
  ])('refuses %s with 400 and code 10001', async (_name, body) => {
    const res = await httpRequest(port, ENDPOINTS.ltSymbolInfo.path, { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: API_ERROR_CODES.badRequest, success: false });
    expect(res.body?.message).toEqual(expect.any(String));
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const body = JSON.stringify({ symbol: 'x'.repeat(70 * 1024) });
    const res = await httpRequest(port, ENDPOINTS.ltSymbolInfo.path, { method: 'POST', body });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: API_ERROR_CODES.bodyTooLarge });
  });

  it('answers an unknown path with 404 and a wrong method with 405', async () => {
    const unknown = await httpRequest(port, '/no/such/path');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: API_ERROR_CODES.notFound, success: false });
    const wrong = await httpRequest(port, ENDPOINTS.symbols.path, { method: 'POST' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toContain('GET');
  });

  it('answers an endpoint it does not serve yet with an honest 501 envelope of its kind', async () => {
    // The sim serves h3Switch now; the market's own table, without the handler groups, lacks it.
    const route = apiRoutes(sim.market).get(ENDPOINTS.h3Switch.path);
    const outcome = await route?.handle({
      query: new URLSearchParams(),
      body: undefined,
      cookies: new Map(),
    });
    expect(outcome).toMatchObject({ ok: false, status: 501 });
    expect(outcome && envelopeOf(outcome, route?.envelope)).toEqual({
      err_code: API_ERROR_CODES.notImplemented,
      err_msg: 'h3Switch is not implemented by exchange-sim yet',
      result: null,
    });
  });

  it('hides every /__sim path outside test mode', async () => {
    expect((await httpRequest(port, '/__sim/health')).status).toBe(404);
    const pause = await httpRequest(port, '/__sim/market-maker/pause', { method: 'POST' });
    expect(pause.status).toBe(404);
  });
});

describe('route 2', () => {
  it('serves the same state as route 1, each reply delayed', async () => {
    const route2 = sim.ports.route2 ?? 0;
    const start = Date.now();
    const probe = await httpRequest(route2, '/t1');
    expect(probe.status).toBe(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(39);
    const [one, two] = await Promise.all([
      httpRequest(port, ENDPOINTS.tickers.path),
      httpRequest(route2, ENDPOINTS.tickers.path),
    ]);
    expect(two.body).toEqual(one.body);
  });
});

describe('CSRF', () => {
  it('sets a readable csrf_token cookie for a client without one, and only then', async () => {
    const first = await httpRequest(port, ENDPOINTS.symbols.path);
    const line = first.cookies.get('csrf_token');
    expect(line).toMatch(/^csrf_token=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    const token = cookieValue(line);
    const again = await httpRequest(port, ENDPOINTS.symbols.path, {
      headers: { Cookie: `csrf_token=${token}` },
    });
    expect(again.cookies.has('csrf_token')).toBe(false);
  });

  it('refuses logout without the header (10008) and accepts it with the header', async () => {
    const token = cookieValue((await httpRequest(port, '/t1')).cookies.get('csrf_token')) ?? '';
    const cookie = `csrf_token=${token}; session=abc`;
    const refused = await httpRequest(port, ENDPOINTS.logout.path, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: API_ERROR_CODES.csrf, success: false });
    const wrong = await httpRequest(port, ENDPOINTS.logout.path, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': `${token.slice(1)}0` },
    });
    expect(wrong.status).toBe(403);
    const done = await httpRequest(port, ENDPOINTS.logout.path, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': token },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ code: 0, success: true, result: null });
    expect(done.cookies.get('session')).toMatch(/^session=; .*Max-Age=0/);
  });
});

describe('CORS', () => {
  it('allows a listed origin with credentials', async () => {
    const res = await httpRequest(port, ENDPOINTS.symbols.path, { headers: { Origin: ALLOWED } });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toContain('Origin');
  });

  it('gives an unlisted origin no CORS headers', async () => {
    const headers = { Origin: 'https://evil.example' };
    const res = await httpRequest(port, ENDPOINTS.symbols.path, { headers });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a preflight from a listed origin and refuses one from another', async () => {
    const preflight = (origin: string) =>
      httpRequest(port, ENDPOINTS.logout.path, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, x-csrf-token',
        },
      });
    const ok = await preflight('http://127.0.0.1:8083');
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8083');
    expect(ok.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(ok.headers['access-control-allow-headers']).toBe(
      'content-type, x-csrf-token, traceparent',
    );
    expect(ok.headers['access-control-max-age']).toBe('600');
    const refused = await preflight('http://127.0.0.1:9999');
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
