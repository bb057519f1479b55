import { ENDPOINTS, NETWORK_TIMING } from '@spot/contracts';
import { FakeClock } from '../testing/fake-clock';
import {
  ACCELERATED_PATHS,
  H3_CACHE_KEY,
  SDK_LEVEL_KEY,
  createNetworkLayer,
  parseH3Reply,
} from './network-layer';

const ROUTE = 'http://h:8091';
const ACCEL = 'http://h:8090';
const SYMBOLS = ENDPOINTS.symbols.path;
const HISTORY = ENDPOINTS.orderHistory.path;

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

function setup(
  options: {
    reply?: unknown;
    stored?: Record<string, string>;
    probeOk?: boolean;
    clock?: FakeClock;
  } = {},
) {
  const clock = options.clock ?? new FakeClock();
  clock.advance(1_700_000_000_000);
  const calls: string[] = [];
  let probeOk = options.probeOk ?? true;
  const nativeFetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (url.includes(ENDPOINTS.h3Switch.path)) {
      return { ok: true, status: 200, json: async () => options.reply } as Response;
    }
    if (url.endsWith('/t1')) return { ok: probeOk, status: probeOk ? 200 : 503 } as Response;
    if (url.endsWith('/fail')) throw new TypeError('Failed to fetch');
    return { ok: true, status: 200 } as Response;
  });
  const storage = memory(options.stored);
  const failures = jest.fn();
  const layer = createNetworkLayer({
    accelerationBase: ACCEL,
    monitoringUrl: `${ACCEL}${ENDPOINTS.monitoringReport.path}`,
    nativeFetch: nativeFetch as unknown as typeof fetch,
    storage,
    clock,
    elapsed: () => clock.now(),
    cookies: () => 'csrf_token=abc',
    canSend: () => true,
    appVersion: '1.0.0',
    onFailure: failures,
  });
  return {
    clock,
    layer,
    calls,
    storage,
    failures,
    setProbe: (ok: boolean) => {
      probeOk = ok;
    },
  };
}

const white = { err_code: 0, result: { res_code: 1, monitor_switch: 0 } };
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('parseH3Reply', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['no err_code', { result: { res_code: 1, monitor_switch: 1 } }],
    ['a string res_code', { err_code: 0, result: { res_code: '1', monitor_switch: 1 } }],
    ['a result that is a list', { err_code: 0, result: [] }],
  ])('refuses %s', (_name, body) => {
    expect(parseH3Reply(body)).toBeNull();
  });
  it('reads a failed query with a null result', () => {
    expect(parseH3Reply({ err_code: 5, result: null })).toEqual({ err_code: 5, result: null });
  });
});

describe('network layer', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks the H3 switch with the spec query on the acceleration route', async () => {
    const env = setup({ reply: white });
    await env.layer.start();
    const query = new URL(env.calls[0] ?? '').searchParams;
    expect(env.calls[0]?.startsWith(`${ACCEL}${ENDPOINTS.h3Switch.path}?`)).toBe(true);
    expect([...query.keys()].sort()).toEqual(['app', 'bu', 'device_id', 'os', 'seq_id', 'v']);
    env.layer.stop();
  });

  it('sends whitelisted paths of a white user to the acceleration route, others to the route', async () => {
    const env = setup({ reply: white });
    await env.layer.start();
    await flush();
    expect(ACCELERATED_PATHS.has(SYMBOLS)).toBe(true);
    expect(ACCELERATED_PATHS.has(HISTORY)).toBe(false);
    expect(env.layer.baseFor(SYMBOLS, ROUTE)).toBe(ACCEL);
    expect(env.layer.baseFor(HISTORY, ROUTE)).toBe(ROUTE);
    env.layer.stop();
  });

  it('probes the acceleration route every 25 s and stops accelerating while the probe fails', async () => {
    const env = setup({ reply: white });
    await env.layer.start();
    await flush();
    const probes = () => env.calls.filter((u) => u === `${ACCEL}/t1`).length;
    expect(probes()).toBe(1);
    const detections = () =>
      env.layer.monitor
        .queued()
        .filter((r) => r.type === 'detectQuality')
        .map((r) => r.data.ok);
    expect(detections()).toEqual([true]);
    env.setProbe(false);
    env.clock.advance(NETWORK_TIMING.h3ProbeMs - 1);
    await flush();
    expect(probes()).toBe(1);
    env.clock.advance(1);
    await flush();
    expect(probes()).toBe(2);
    expect(env.layer.baseFor(SYMBOLS, ROUTE)).toBe(ROUTE);
    expect(env.failures).toHaveBeenCalled();
    // The first report was uploaded at 10 s; the failed one waits for the next upload.
    expect(detections()).toEqual([false]);
    env.layer.stop();
  });

  it.each<[string, unknown]>([
    ['res_code 0', { err_code: 0, result: { res_code: 0, monitor_switch: 0 } }],
    ['an err_code', { err_code: 3, result: { res_code: 1, monitor_switch: 0 } }],
    ['an unreadable reply', { nope: true }],
  ])('accelerates nothing and probes nothing after %s', async (_name, reply) => {
    const env = setup({ reply });
    await env.layer.start();
    await flush();
    expect(env.layer.baseFor(SYMBOLS, ROUTE)).toBe(ROUTE);
    expect(env.calls.filter((u) => u.endsWith('/t1'))).toEqual([]);
    expect(env.layer.state().active).toBe(true);
  });

  it('res_code 8 restores the native fetch: nothing recorded, nothing accelerated, no detection', async () => {
    const env = setup({ reply: { err_code: 0, result: { res_code: 8, monitor_switch: 1 } } });
    await env.layer.start();
    expect(env.layer.state().active).toBe(false);
    await env.layer.fetch(`${ROUTE}${SYMBOLS}`);
    expect(env.layer.monitor.quality()).toEqual([]);
    expect(env.layer.baseFor(SYMBOLS, ROUTE)).toBe(ROUTE);
    env.clock.advance(NETWORK_TIMING.h3ProbeMs * 2);
    await flush();
    expect(env.calls.filter((u) => u.endsWith('/t1'))).toEqual([]);
  });

  it('logs each request when monitor_switch is 1, and never otherwise', async () => {
    const on = setup({ reply: { err_code: 0, result: { res_code: 0, monitor_switch: 1 } } });
    await on.layer.start();
    await on.layer.fetch(`${ROUTE}${HISTORY}`);
    expect(on.layer.monitor.queued().filter((r) => r.type === 'http')).toHaveLength(1);
    const off = setup({ reply: { err_code: 0, result: { res_code: 0, monitor_switch: 0 } } });
    await off.layer.start();
    await off.layer.fetch(`${ROUTE}${HISTORY}`);
    expect(off.layer.monitor.queued().filter((r) => r.type === 'http')).toHaveLength(0);
  });

  it('records a failed call as neterror and an aborted one as abort, and asks for a net-status refresh on failure', async () => {
    const env = setup({ reply: white });
    await env.layer.start();
    await expect(env.layer.fetch(`${ROUTE}/fail`)).rejects.toThrow('Failed to fetch');
    const controller = new AbortController();
    controller.abort();
    const aborting = jest.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const layer2 = createNetworkLayer({
      accelerationBase: null,
      monitoringUrl: null,
      nativeFetch: aborting as unknown as typeof fetch,
      storage: null,
      clock: env.clock,
      cookies: () => '',
      canSend: () => true,
      appVersion: '1',
    });
    await expect(
      layer2.fetch(`${ROUTE}${HISTORY}`, { signal: controller.signal }),
    ).rejects.toThrow();
    const kinds = (l: typeof layer2) =>
      l.monitor
        .queued()
        .filter((r) => r.type === 'httpException')
        .map((r) => r.data.kind);
    expect(kinds(env.layer)).toEqual(['neterror']);
    expect(kinds(layer2)).toEqual(['abort']);
    expect(env.failures).toHaveBeenCalledTimes(1);
  });

  it('uses a reply cached under 24 h and asks again after', async () => {
    const clock = new FakeClock();
    const cached = { at: 1_700_000_000_000 - NETWORK_TIMING.cacheMs + 1, reply: white };
    const fresh = setup({
      clock,
      reply: white,
      stored: { [H3_CACHE_KEY]: JSON.stringify(cached) },
    });
    await fresh.layer.start();
    expect(fresh.calls.some((u) => u.includes(ENDPOINTS.h3Switch.path))).toBe(false);
    const old = { ...cached, at: cached.at - 1 };
    const stale = setup({ reply: white, stored: { [H3_CACHE_KEY]: JSON.stringify(old) } });
    await stale.layer.start();
    expect(stale.calls.some((u) => u.includes(ENDPOINTS.h3Switch.path))).toBe(true);
    fresh.layer.stop();
    stale.layer.stop();
  });

  it('SDK level 2 closes acceleration without asking; level 1 accelerates every path', async () => {
    const closed = setup({ reply: white, stored: { [SDK_LEVEL_KEY]: '2' } });
    await closed.layer.start();
    expect(closed.calls).toEqual([]);
    expect(closed.layer.baseFor(SYMBOLS, ROUTE)).toBe(ROUTE);
    const global = setup({ reply: white, stored: { [SDK_LEVEL_KEY]: '1' } });
    await global.layer.start();
    expect(global.layer.baseFor(HISTORY, ROUTE)).toBe(ACCEL);
    global.layer.stop();
  });

  it('turns itself off when starting throws, and the page goes on with the native fetch', async () => {
    const clock = new FakeClock();
    const throwing = Object.assign(Object.create(clock) as FakeClock, {
      setTimeout: () => {
        throw new Error('timers broken');
      },
    });
    const env = setup({ reply: white, clock: throwing });
    await env.layer.start();
    expect(env.layer.state().active).toBe(false);
    expect(env.layer.monitor.queued().map((r) => r.type)).toEqual(['sdkerror']);
    await env.layer.fetch(`${ROUTE}${HISTORY}`);
    expect(env.calls).toContain(`${ROUTE}${HISTORY}`);
  });
});
