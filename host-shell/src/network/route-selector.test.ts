import { NETWORK_TIMING } from '@spot/contracts';
import { FakeClock } from '../testing/fake-clock';
import {
  AUTO,
  PROBE_FAILED_MS,
  ROUTE_CHOICE_KEY,
  createRouteSelector,
  fastestRoute,
  formatLatency,
  latencyLevel,
  resourceDuration,
  type RouteEntry,
} from './route-selector';

const ROUTES: RouteEntry[] = [
  { name: 'route-1', baseUrl: 'http://h:8090' },
  { name: 'route-2', baseUrl: 'http://h:8091' },
];

describe('latencyLevel', () => {
  it.each([
    [0, 'success'],
    [499, 'success'],
    [500, 'warn'],
    [1_000, 'warn'],
    [1_001, 'danger'],
    [PROBE_FAILED_MS, 'danger'],
  ])('%i ms is %s', (ms, level) => {
    expect(latencyLevel(ms)).toBe(level);
  });
});

describe('formatLatency', () => {
  it.each([
    [0, '0.01 s'],
    [9.99, '0.01 s'],
    [10, '0.01 s'],
    [14, '0.01 s'],
    [16, '0.02 s'],
    [120, '0.12 s'],
    [1_000, '1.00 s'],
    [PROBE_FAILED_MS, '15.00 s'],
  ])('%d ms shows %s', (ms, text) => {
    expect(formatLatency(ms)).toBe(text);
  });
});

describe('fastestRoute', () => {
  it('takes the fastest measured route', () => {
    expect(fastestRoute(ROUTES, { 'route-1': 200, 'route-2': 100 }, 'route-1')).toBe('route-2');
  });
  it('keeps the current one on a tie and ignores unmeasured routes', () => {
    expect(fastestRoute(ROUTES, { 'route-1': 100, 'route-2': 100 }, 'route-2')).toBe('route-2');
    expect(fastestRoute(ROUTES, { 'route-2': 100 }, 'route-1')).toBe('route-2');
    expect(fastestRoute(ROUTES, {}, 'route-1')).toBe('route-1');
  });
});

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

/** A fetch whose answer per base URL the test sets: a latency in ms, or a failure. */
function setup(
  options: {
    stored?: Record<string, string>;
    visible?: boolean;
    timing?: (url: string, since: number) => number | null;
  } = {},
) {
  const clock = new FakeClock();
  clock.advance(1_000_000);
  const answers = new Map<string, number | 'fail' | 'http-500'>([
    ['http://h:8090', 20],
    ['http://h:8091', 140],
  ]);
  const calls: string[] = [];
  const reply = (status: number) => ({
    ok: status < 400,
    status,
    arrayBuffer: async () => new ArrayBuffer(0),
  });
  // Each answer arrives after its latency on the fake clock.
  const fetchFake = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const answer = answers.get(url.replace('/t1', ''));
    if (answer === 'fail') throw new TypeError('Failed to fetch');
    if (answer === 'http-500') return reply(500);
    await new Promise((resolve) => clock.setTimeout(() => resolve(null), answer ?? 0));
    return reply(200);
  });
  const storage = memory(options.stored);
  const selected: string[] = [];
  const selector = createRouteSelector({
    routes: ROUTES,
    fetch: fetchFake as unknown as typeof fetch,
    storage,
    clock,
    elapsed: () => clock.now(),
    timing: options.timing ?? (() => null),
    isVisible: () => options.visible ?? true,
  });
  selector.onSelected((route) => selected.push(route.name));
  /** Runs a refresh to its end, moving the clock 10 ms at a time. */
  async function settle(run: Promise<void>) {
    let done = false;
    void run.then(() => {
      done = true;
    });
    for (let i = 0; i < 100 && !done; i += 1) {
      await flush();
      clock.advance(10);
    }
    await run;
  }
  return { clock, answers, calls, selector, storage, selected, settle };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('route selector', () => {
  it('probes GET {route}/t1 on every route and Auto keeps the fastest', async () => {
    const env = setup();
    await env.settle(env.selector.refresh({ force: true }));
    expect(env.calls.sort()).toEqual(['http://h:8090/t1', 'http://h:8091/t1']);
    expect(env.selector.store.getState()).toMatchObject({
      choice: AUTO,
      selected: 'route-1',
      latencies: { 'route-1': 20, 'route-2': 140 },
    });
    expect(env.selector.baseUrl()).toBe('http://h:8090');
    expect(env.selected).toEqual([]);
  });

  it.each(['fail', 'http-500'] as const)(
    'counts a probe that ends in %s as 15 000 ms, and Auto moves to the other route',
    async (failure) => {
      const env = setup();
      env.answers.set('http://h:8090', failure);
      await env.settle(env.selector.refresh({ force: true }));
      expect(env.selector.store.getState().latencies['route-1']).toBe(PROBE_FAILED_MS);
      expect(env.selected).toEqual(['route-2']);
      expect(env.selector.baseUrl()).toBe('http://h:8091');
    },
  );

  it('times a probe by its Resource Timing entry, so a stalled main thread is not latency', async () => {
    // Route 1 answered in 20 ms, but the page read the answer 300 ms later (a long task).
    const since: number[] = [];
    const env = setup({
      timing: (url, started) => {
        since.push(started);
        return url === 'http://h:8090/t1' ? 20 : null;
      },
    });
    env.answers.set('http://h:8090', 300);
    await env.settle(env.selector.refresh({ force: true }));
    expect(env.selector.store.getState()).toMatchObject({
      selected: 'route-1',
      latencies: { 'route-1': 20, 'route-2': 140 },
    });
    // Asked with the time the probe started, so an older request's entry is not taken.
    expect(since).toEqual([1_000_000, 1_000_000]);
  });

  it('counts a probe unanswered for 3 000 ms as failed', async () => {
    const env = setup();
    const never = jest.fn(
      (_input: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const selector = createRouteSelector({
      routes: ROUTES.slice(0, 1),
      fetch: never as unknown as typeof fetch,
      storage: null,
      clock: env.clock,
      isVisible: () => true,
    });
    const done = selector.refresh({ force: true });
    env.clock.advance(NETWORK_TIMING.fetchTimeoutMs - 1);
    await flush();
    expect(selector.store.getState().latencies).toEqual({});
    env.clock.advance(1);
    await done;
    expect(selector.store.getState().latencies['route-1']).toBe(PROBE_FAILED_MS);
  });

  it('keeps a chosen route even when another is faster, and remembers the choice', async () => {
    const env = setup();
    env.selector.choose('route-2');
    expect(env.selected).toEqual(['route-2']);
    expect(env.storage.data.get(ROUTE_CHOICE_KEY)).toBe('route-2');
    await env.settle(env.selector.refresh({ force: true }));
    expect(env.selector.baseUrl()).toBe('http://h:8091');
    env.selector.choose(AUTO);
    expect(env.selected).toEqual(['route-2', 'route-1']);
  });

  it('starts on a remembered route and ignores a remembered route that no longer exists', () => {
    expect(setup({ stored: { [ROUTE_CHOICE_KEY]: 'route-2' } }).selector.baseUrl()).toBe(
      'http://h:8091',
    );
    const gone = setup({ stored: { [ROUTE_CHOICE_KEY]: 'route-9' } });
    expect(gone.selector.store.getState().choice).toBe(AUTO);
  });

  it('refuses an unknown route', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = setup();
    env.selector.choose('elsewhere');
    expect(env.selector.store.getState().choice).toBe(AUTO);
    jest.restoreAllMocks();
  });

  it('refreshes on a failure at most once per 10 000 ms', async () => {
    const env = setup();
    const startedAt = env.clock.now();
    await env.settle(env.selector.refresh({ force: true }));
    env.calls.length = 0;
    env.clock.advance(startedAt + NETWORK_TIMING.refreshMinMs - 1 - env.clock.now());
    env.selector.reportFailure();
    await flush();
    expect(env.calls).toEqual([]);
    env.clock.advance(1);
    env.selector.reportFailure();
    await flush();
    expect(env.calls).toHaveLength(2);
  });

  it('re-probes the selected route every 10 s and every route every 30 s while visible', async () => {
    const env = setup();
    env.selector.start();
    await flush();
    env.calls.length = 0;
    env.clock.advance(NETWORK_TIMING.refreshCurrentDefaultMs - 1);
    await flush();
    expect(env.calls).toEqual([]);
    env.clock.advance(1);
    await flush();
    expect(env.calls).toEqual(['http://h:8090/t1']);
    env.calls.length = 0;
    env.clock.advance(NETWORK_TIMING.refreshDefaultMs - NETWORK_TIMING.refreshCurrentDefaultMs);
    await flush();
    // 20 s: the selected route; 30 s: the selected route and every route.
    expect(env.calls.sort()).toEqual([
      'http://h:8090/t1',
      'http://h:8090/t1',
      'http://h:8090/t1',
      'http://h:8091/t1',
    ]);
    env.selector.stop();
  });

  it('does not probe on its timers while the page is hidden', async () => {
    const env = setup({ visible: false });
    env.selector.start();
    await flush();
    env.calls.length = 0;
    env.clock.advance(NETWORK_TIMING.refreshDefaultMs * 2);
    await flush();
    expect(env.calls).toEqual([]);
    env.selector.stop();
  });
});

describe('resourceDuration', () => {
  const entry = (startTime: number, duration: number) =>
    ({ startTime, duration }) as PerformanceEntry;
  const source = (entries: PerformanceEntry[]) => ({
    getEntriesByName: jest.fn((name: string, type?: string) =>
      name === 'http://h:8090/t1' && type === 'resource' ? entries : [],
    ),
  });

  it('takes the latest entry of the URL that started with the probe', () => {
    const perf = source([entry(100, 30), entry(500, 12.5), entry(900, 7)]);
    expect(resourceDuration('http://h:8090/t1', 900, perf)).toBe(7);
    expect(resourceDuration('http://h:8090/t1', 450, perf)).toBe(7);
  });

  it('has no answer without an entry started since, or without a duration', () => {
    expect(resourceDuration('http://h:8090/t1', 1000, source([entry(500, 12)]))).toBeNull();
    expect(resourceDuration('http://h:8091/t1', 0, source([entry(500, 12)]))).toBeNull();
    expect(resourceDuration('http://h:8090/t1', 0, source([entry(500, 0)]))).toBeNull();
    expect(resourceDuration('http://h:8090/t1', 0, undefined)).toBeNull();
  });
});
