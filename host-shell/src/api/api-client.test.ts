import { CSRF_HEADER, ENDPOINTS, LATENCY_PROBE_PATH, type ApiResult } from '@spot/contracts';
import { makeSymbol } from '@spot/contracts/testing';
import {
  createApiClient,
  READ_RETRY_DELAYS_MS,
  readCookie,
  traceparent,
  type ApiClientOptions,
} from './api-client';

const BASE = 'http://127.0.0.1:8090';

interface Call {
  readonly url: string;
  readonly init: RequestInit;
}

/** A reply as fetch would give it; `body` undefined means a body that is not JSON. */
function reply(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () =>
      body === undefined
        ? Promise.reject(new SyntaxError('Unexpected token <'))
        : Promise.resolve(body),
  } as unknown as Response;
}

/** A fetch that never answers but, like the real one, rejects when its signal aborts. */
function hangingUntilAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const fail = (): void => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) fail();
    signal?.addEventListener('abort', fail);
  });
}

/** A fake fetch answering each call with the next of `replies` (the last one repeats). */
function fakeFetch(...replies: ((call: Call) => Promise<Response>)[]) {
  const calls: Call[] = [];
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    const next = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (!next) throw new Error('no reply configured');
    return next(call);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const ok = (result: unknown) => () =>
  Promise.resolve(reply(200, { code: 0, success: true, message: '', result }));
const networkDown = () => () => Promise.reject(new TypeError('Failed to fetch'));

const BTC = makeSymbol('BTC', 'USDT');

function client(fetch: typeof globalThis.fetch, extra: Partial<ApiClientOptions> = {}) {
  const sleep = jest.fn((_ms: number) => Promise.resolve());
  const api = createApiClient({
    baseUrl: () => BASE,
    fetch,
    cookies: () => 'csrf_token=tok-123',
    sleep,
    ...extra,
  });
  return { api, sleep };
}

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

describe('createApiClient', () => {
  it('resolves a success envelope to its result', async () => {
    const { fetch, calls } = fakeFetch(ok([BTC]));
    const result = await client(fetch).api.call('symbols', {});
    expect(result).toEqual({ ok: true, result: [BTC] });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${BASE}${ENDPOINTS.symbols.path}`);
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('refuses a result of the wrong shape as a malformed envelope, naming the endpoint', async () => {
    const heard: string[] = [];
    const { fetch, calls } = fakeFetch(ok([{ ...BTC, tradeStatus: '1' }]));
    const result = await client(fetch, { onMalformed: (name) => heard.push(name) }).api.call(
      'symbols',
      {},
    );
    expect(result).toEqual({
      ok: false,
      kind: 'http',
      code: 200,
      message: 'symbols: reply of the wrong shape',
    });
    expect(heard).toEqual(['symbols']);
    // Not a transient failure: a read of the wrong shape is not asked again.
    expect(calls).toHaveLength(1);
  });

  it('reads the base URL at every call so a route switch applies at once', async () => {
    const { fetch, calls } = fakeFetch(ok([]));
    let base = BASE;
    const { api } = client(fetch, { baseUrl: () => base });
    await api.call('symbols', {});
    base = 'http://127.0.0.1:8091';
    await api.call('symbols', {});
    expect(calls.map((c) => new URL(c.url).origin)).toEqual([BASE, 'http://127.0.0.1:8091']);
  });

  it('turns the request of a GET into the query string', async () => {
    const { fetch, calls } = fakeFetch(ok({ nav: '1.2' }));
    await client(fetch).api.call('ltNavInfo', { symbol: 'BTC3LUSDT' });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe(ENDPOINTS.ltNavInfo.path);
    expect(url.searchParams.get('symbol')).toBe('BTC3LUSDT');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends no query string for an empty GET request', async () => {
    const { fetch, calls } = fakeFetch(ok([]));
    await client(fetch).api.call('tickers', {});
    expect(calls[0]?.url).toBe(`${BASE}${ENDPOINTS.tickers.path}`);
  });

  it('sends the request of a POST as a JSON body', async () => {
    const { fetch, calls } = fakeFetch(ok({}));
    await client(fetch).api.call('ltSymbolInfo', { symbol: 'BTC3LUSDT' });
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ symbol: 'BTC3LUSDT' });
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
  });

  it('reports a business rejection with its code and message', async () => {
    const { fetch } = fakeFetch(() =>
      Promise.resolve(
        reply(200, { code: 10002, success: false, message: 'unknown symbol', result: null }),
      ),
    );
    expect(await client(fetch).api.call('symbols', {})).toEqual({
      ok: false,
      kind: 'business',
      code: 10002,
      message: 'unknown symbol',
    });
  });

  it('reports a 4xx with an envelope as http with the envelope code and message', async () => {
    const { fetch } = fakeFetch(() =>
      Promise.resolve(
        reply(400, { code: 10001, success: false, message: 'bad request', result: null }),
      ),
    );
    expect(await client(fetch).api.call('symbols', {})).toEqual({
      ok: false,
      kind: 'http',
      code: 10001,
      message: 'bad request',
    });
  });

  it('reports a 4xx without an envelope as http with the status', async () => {
    const { fetch } = fakeFetch(() => Promise.resolve(reply(404)));
    expect(await client(fetch).api.call('symbols', {})).toEqual({
      ok: false,
      kind: 'http',
      code: 404,
      message: 'HTTP 404',
    });
  });

  it.each<[string, unknown]>([
    ['a body that is not JSON', undefined],
    ['a JSON array', [1, 2]],
    ['an object without a code', { success: true, result: [] }],
    ['a string code', { code: '0', result: [] }],
  ])('reports a 200 with %s as http', async (_name, body) => {
    const { fetch } = fakeFetch(() => Promise.resolve(reply(200, body)));
    expect(await client(fetch).api.call('symbols', {})).toEqual({
      ok: false,
      kind: 'http',
      code: 200,
      message: 'reply without an envelope',
    });
  });

  it('reports a fetch that throws as network', async () => {
    const { fetch } = fakeFetch(networkDown());
    const result = await client(fetch).api.call('logout', {});
    expect(result).toEqual({ ok: false, kind: 'network', message: 'Failed to fetch' });
  });

  it('reports a call with no reply within timeoutMs as timeout', async () => {
    const { fetch } = fakeFetch((call) => hangingUntilAborted(call.init.signal));
    const result = await client(fetch).api.call('logout', {}, { timeoutMs: 5 });
    expect(result).toEqual({ ok: false, kind: 'timeout', message: 'no reply within 5 ms' });
  });

  it('reports a body that stops arriving before the timeout as timeout', async () => {
    const { fetch } = fakeFetch((call) =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => hangingUntilAborted(call.init.signal),
      } as unknown as Response),
    );
    expect(await client(fetch).api.call('logout', {}, { timeoutMs: 5 })).toMatchObject({
      ok: false,
      kind: 'timeout',
    });
  });

  it('times out a mutation whose CSRF probe never answers', async () => {
    const { fetch, calls } = fakeFetch((call) => hangingUntilAborted(call.init.signal));
    const result = await client(fetch, { cookies: () => '' }).api.call(
      'logout',
      {},
      { timeoutMs: 5 },
    );
    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([LATENCY_PROBE_PATH]);
  });

  it('uses a timeout of 10 s by default', async () => {
    jest.useFakeTimers();
    try {
      const { fetch } = fakeFetch((call) => hangingUntilAborted(call.init.signal));
      let settled: ApiResult<unknown> | null = null;
      void client(fetch)
        .api.call('logout', {})
        .then((r) => {
          settled = r;
        });
      await jest.advanceTimersByTimeAsync(9_999);
      expect(settled).toBeNull();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ ok: false, kind: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a call the caller aborts as aborted', async () => {
    const { fetch } = fakeFetch((call) => hangingUntilAborted(call.init.signal));
    const controller = new AbortController();
    const pending = client(fetch).api.call('symbols', {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, kind: 'aborted', message: 'aborted' });
  });

  it('does not fetch at all when the caller signal is already aborted', async () => {
    const { fetch, calls } = fakeFetch(ok([]));
    const controller = new AbortController();
    controller.abort();
    const result = await client(fetch).api.call('symbols', {}, { signal: controller.signal });
    expect(result).toMatchObject({ ok: false, kind: 'aborted' });
    expect(calls).toHaveLength(0);
  });

  it('does not retry a read the caller aborted', async () => {
    const { fetch, calls } = fakeFetch((call) => hangingUntilAborted(call.init.signal));
    const controller = new AbortController();
    const pending = client(fetch).api.call('symbols', {}, { signal: controller.signal });
    controller.abort();
    await pending;
    expect(calls).toHaveLength(1);
  });

  describe('retries', () => {
    it('retries an idempotent GET on network errors up to 2 times with the back-off delays', async () => {
      const { fetch, calls } = fakeFetch(networkDown());
      const { api, sleep } = client(fetch);
      expect(await api.call('symbols', {})).toMatchObject({ ok: false, kind: 'network' });
      expect(calls).toHaveLength(3);
      expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([...READ_RETRY_DELAYS_MS]);
    });

    it('stops retrying once a read succeeds', async () => {
      const { fetch, calls } = fakeFetch(networkDown(), ok([]));
      expect(await client(fetch).api.call('symbols', {})).toEqual({ ok: true, result: [] });
      expect(calls).toHaveLength(2);
    });

    it.each<[string, number, () => Promise<Response>]>([
      ['a 503', 3, () => Promise.resolve(reply(503))],
      [
        'a 500 with an envelope',
        3,
        () => Promise.resolve(reply(500, { code: 10500, message: 'internal' })),
      ],
      [
        'a business rejection',
        1,
        () => Promise.resolve(reply(200, { code: 10002, message: 'unknown symbol' })),
      ],
      [
        'a 400 with an envelope code above 500',
        1,
        () => Promise.resolve(reply(400, { code: 10001, message: 'bad request' })),
      ],
      ['a 404', 1, () => Promise.resolve(reply(404))],
    ])('after %s, makes %i call(s) of an idempotent read', async (_name, expected, answer) => {
      const { fetch, calls } = fakeFetch(answer);
      await client(fetch).api.call('symbols', {});
      expect(calls).toHaveLength(expected);
    });

    it('retries an idempotent POST read', async () => {
      const { fetch, calls } = fakeFetch(networkDown());
      await client(fetch).api.call('ltSymbolInfo', { symbol: 'BTC3LUSDT' });
      expect(calls).toHaveLength(3);
    });

    it('never retries a mutating POST', async () => {
      const { fetch, calls } = fakeFetch(networkDown());
      const { api, sleep } = client(fetch);
      expect(await api.call('logout', {})).toMatchObject({ ok: false, kind: 'network' });
      expect(calls).toHaveLength(1);
      expect(sleep).not.toHaveBeenCalled();
    });
  });

  describe('CSRF', () => {
    it('sends X-CSRF-Token from the csrf_token cookie on a mutating call', async () => {
      const { fetch, calls } = fakeFetch(ok(null));
      await client(fetch, { cookies: () => 'theme=dark; csrf_token=tok-123; lang=en' }).api.call(
        'logout',
        {},
      );
      expect(calls).toHaveLength(1);
      expect(calls[0]?.init.method).toBe('POST');
      expect(headersOf(calls[0])[CSRF_HEADER]).toBe('tok-123');
    });

    it('fetches /t1 first when the cookie is missing, then sends the cookie it set', async () => {
      let jar = '';
      const { fetch, calls } = fakeFetch((call) => {
        if (call.url.endsWith(LATENCY_PROBE_PATH)) jar = 'csrf_token=fresh-1';
        return Promise.resolve(reply(200, { code: 0, message: '', result: null }));
      });
      const result = await client(fetch, { cookies: () => jar }).api.call('logout', {});
      expect(result).toEqual({ ok: true, result: null });
      expect(calls.map((c) => c.url)).toEqual([
        `${BASE}${LATENCY_PROBE_PATH}`,
        `${BASE}${ENDPOINTS.logout.path}`,
      ]);
      expect(calls[0]?.init.credentials).toBe('include');
      expect(headersOf(calls[1])[CSRF_HEADER]).toBe('fresh-1');
    });

    it('still makes the call without the header when the probe fails', async () => {
      const { fetch, calls } = fakeFetch(networkDown(), ok(null));
      const result = await client(fetch, { cookies: () => '' }).api.call('logout', {});
      expect(result).toEqual({ ok: true, result: null });
      expect(calls).toHaveLength(2);
      expect(headersOf(calls[1])).not.toHaveProperty(CSRF_HEADER);
    });

    it('sends no CSRF header on a read', async () => {
      const { fetch, calls } = fakeFetch(ok([]));
      await client(fetch).api.call('symbols', {});
      expect(headersOf(calls[0])).not.toHaveProperty(CSRF_HEADER);
      expect(calls).toHaveLength(1);
    });
  });

  it.each<[string, Partial<ApiClientOptions>, () => Promise<Response>]>([
    [
      'fetch throws synchronously',
      {},
      () => {
        throw new TypeError('bad init');
      },
    ],
    [
      'reading the cookies throws',
      {
        cookies: () => {
          throw new Error('SecurityError');
        },
      },
      ok(null),
    ],
    [
      'the CSRF cookie is not valid percent-encoding',
      { cookies: () => 'csrf_token=%zz' },
      ok(null),
    ],
  ])('never rejects when %s', async (_name, extra, answer) => {
    const { fetch } = fakeFetch(answer);
    await expect(client(fetch, extra).api.call('logout', {})).resolves.toHaveProperty('ok');
  });
});

describe('readCookie', () => {
  it.each<[string, string, string | null]>([
    ['csrf_token=abc', 'csrf_token', 'abc'],
    ['a=1; csrf_token=abc; b=2', 'csrf_token', 'abc'],
    ['a=1;csrf_token=abc', 'csrf_token', 'abc'],
    ['csrf_token=a%20b%3D', 'csrf_token', 'a b='],
    ['csrf_token=abc==', 'csrf_token', 'abc=='],
    ['csrf_token=', 'csrf_token', ''],
    ['xcsrf_token=abc', 'csrf_token', null],
    ['csrf_token_old=abc', 'csrf_token', null],
    ['a=1; b=2', 'csrf_token', null],
    ['', 'csrf_token', null],
    ['csrf_token=%zz', 'csrf_token', '%zz'],
  ])('reads %j for %s as %j', (cookies, name, expected) => {
    expect(readCookie(cookies, name)).toBe(expected);
  });
});

describe('traceparent', () => {
  it('has the W3C format 00-<32 hex>-<16 hex>-01', () => {
    expect(traceparent()).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('gives a new trace id each time', () => {
    const ids = new Set(Array.from({ length: 20 }, () => traceparent().slice(3, 35)));
    expect(ids.size).toBe(20);
  });
});
