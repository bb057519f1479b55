import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { httpRequest } from '../testing/http-test-client';
import { MAX_PROBE_DELAY_MS, parseProbeFault } from './probe-faults';

describe('parseProbeFault', () => {
  it.each<[string, unknown]>([
    ['no body', undefined],
    ['a route not served', { route: 3, fail: true }],
    ['a route as a string', { route: '1', fail: true }],
    ['fail not a boolean', { route: 1, fail: 'yes' }],
    ['a negative delay', { route: 1, delayMs: -1 }],
    ['a delay over the cap', { route: 1, delayMs: MAX_PROBE_DELAY_MS + 1 }],
    ['a fractional delay', { route: 1, delayMs: 1.5 }],
  ])('refuses %s', (_name, body) => {
    expect(typeof parseProbeFault(body, [1, 2])).toBe('string');
  });

  it('reads a fault with defaults', () => {
    expect(parseProbeFault({ route: 2, delayMs: MAX_PROBE_DELAY_MS }, [1, 2])).toEqual({
      route: 2,
      fail: false,
      delayMs: MAX_PROBE_DELAY_MS,
    });
  });
});

describe('/__sim/probe', () => {
  let sim: RunningSim;
  let route1: number;
  let route2: number;
  const post = (path: string, body?: unknown) =>
    httpRequest(route1, path, {
      method: 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    sim = await startSim({
      port: 0,
      port2: 0,
      route2LatencyMs: 0,
      testMode: true,
      warmupSteps: 5,
      bookRate: 0,
    });
    route1 = sim.ports.route1;
    route2 = sim.ports.route2 ?? 0;
  });
  afterAll(async () => {
    await sim.close();
  });

  it("fails one route's /t1 and leaves the other and the API alone, until reset", async () => {
    const set = await post('/__sim/probe', { route: 1, fail: true });
    expect(set.body).toMatchObject({ result: { probes: [{ route: 1, fail: true, delayMs: 0 }] } });
    expect((await httpRequest(route1, '/t1')).status).toBe(503);
    expect((await httpRequest(route2, '/t1')).status).toBe(200);
    expect((await httpRequest(route1, '/spot/api/basic/symbol_list')).status).toBe(200);
    await post('/__sim/reset');
    expect((await httpRequest(route1, '/t1')).status).toBe(200);
  });

  it("slows one route's /t1", async () => {
    await post('/__sim/probe', { route: 2, delayMs: 300 });
    const started = Date.now();
    expect((await httpRequest(route2, '/t1')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await post('/__sim/probe', { route: 2, delayMs: 0 });
    expect((await post('/__sim/probe', { route: 1 })).body).toMatchObject({
      result: { probes: [] },
    });
  });

  it('answers 400 to a bad fault', async () => {
    expect((await post('/__sim/probe', { route: 9, fail: true })).status).toBe(400);
  });
});
