import { NETWORK_TIMING, type MonitoringReport } from '@spot/contracts';
import { FakeClock } from '../testing/fake-clock';
import {
  MAX_QUEUED_REPORTS,
  MAX_REPORTS_PER_UPLOAD,
  createMonitor,
  isErrorStatus,
} from './monitoring';

function setup(options: { canSend?: () => boolean; accept?: () => boolean } = {}) {
  const clock = new FakeClock();
  clock.advance(1_700_000_000_000);
  const batches: (readonly MonitoringReport[])[] = [];
  const monitor = createMonitor({
    clock,
    canSend: options.canSend ?? (() => true),
    send: async (reports) => {
      batches.push(reports);
      return options.accept?.() ?? true;
    },
  });
  return { clock, monitor, batches };
}
const flush = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const types = (reports: readonly MonitoringReport[]) => reports.map((r) => r.type);

describe('isErrorStatus', () => {
  it.each([
    [199, true],
    [200, false],
    [304, false],
    [399, false],
    [400, true],
    [503, true],
  ])('%i is an error: %s', (status, error) => expect(isErrorStatus(status)).toBe(error));
});

describe('monitor', () => {
  it('keeps one quality record per second: sends, answers, errors, aborts and counted costs', () => {
    const { clock, monitor } = setup();
    monitor.begin('/a')({ kind: 'answered', status: 200 }, 120);
    monitor.begin('/a')({ kind: 'answered', status: 200 }, 0);
    monitor.begin('/a')({ kind: 'answered', status: 200 }, NETWORK_TIMING.maxCountedCostMs);
    monitor.begin('/a')({ kind: 'answered', status: 200 }, NETWORK_TIMING.maxCountedCostMs - 1);
    monitor.begin('/b')({ kind: 'answered', status: 500 }, 30);
    monitor.begin('/c')({ kind: 'abort' }, 3_000);
    monitor.begin('/d')({ kind: 'neterror', message: 'Failed to fetch' }, 5);
    clock.advance(1_000);
    monitor.begin('/a')({ kind: 'answered', status: 200 }, 10);
    expect(monitor.quality()).toEqual([
      {
        second: 1_700_000_000_000,
        send: 7,
        receive: 4,
        timeout: 1,
        error: 2,
        cost: 120 + NETWORK_TIMING.maxCountedCostMs - 1,
        bad: 0,
      },
      { second: 1_700_000_001_000, send: 1, receive: 1, timeout: 0, error: 0, cost: 10, bad: 0 },
    ]);
    expect(monitor.queued().map((r) => r.data)).toEqual([
      { path: '/b', kind: 'error', status: 500 },
      { path: '/c', kind: 'abort', cost: 3_000 },
      { path: '/d', kind: 'neterror', message: 'Failed to fetch' },
    ]);
    expect(types(monitor.queued())).toEqual(['httpException', 'httpException', 'httpException']);
  });

  it('counts a request still running at 3 000 ms as a bad experience, not at 2 999', () => {
    const { clock, monitor } = setup();
    const slow = monitor.begin('/slow');
    const quick = monitor.begin('/quick');
    clock.advance(NETWORK_TIMING.badExperienceMs - 1);
    quick({ kind: 'answered', status: 200 }, 2_999);
    expect(monitor.quality()[0]?.bad).toBe(0);
    clock.advance(1);
    slow({ kind: 'answered', status: 200 }, 3_000);
    expect(monitor.quality()[0]?.bad).toBe(1);
  });

  it('uploads first at 10 000 ms, not 9 999, then every 30 000 ms, with finished seconds as httpQuality', async () => {
    const { clock, monitor, batches } = setup();
    monitor.start();
    monitor.begin('/a')({ kind: 'answered', status: 200 }, 50);
    clock.advance(NETWORK_TIMING.qualityFirstUploadMs - 1);
    await flush();
    expect(batches).toEqual([]);
    clock.advance(1);
    await flush();
    expect(batches.map(types)).toEqual([['httpQuality']]);
    monitor.report('connect', { state: 'live' });
    clock.advance(NETWORK_TIMING.qualityUploadMs - 1);
    await flush();
    expect(batches).toHaveLength(1);
    clock.advance(1);
    await flush();
    expect(batches.map(types)).toEqual([['httpQuality'], ['connect']]);
    expect(monitor.queued()).toEqual([]);
    monitor.stop();
  });

  it('goes back to 10 s when the visibility changes', async () => {
    const { clock, monitor, batches } = setup();
    monitor.start();
    clock.advance(NETWORK_TIMING.qualityFirstUploadMs);
    await flush();
    monitor.report('connect', {});
    clock.advance(5_000);
    monitor.visibilityChanged();
    clock.advance(NETWORK_TIMING.qualityFirstUploadMs);
    await flush();
    expect(batches.map(types)).toEqual([['connect']]);
    monitor.stop();
  });

  it('keeps the reports while the page may not send (offline or hidden) or the sink refuses', async () => {
    let can = false;
    let accept = false;
    const { monitor, batches } = setup({ canSend: () => can, accept: () => accept });
    monitor.report('netstatus', { route: 'route-1' });
    expect(await monitor.flush()).toBe(0);
    expect(batches).toEqual([]);
    can = true;
    expect(await monitor.flush()).toBe(0);
    expect(monitor.queued()).toHaveLength(1);
    accept = true;
    expect(await monitor.flush()).toBe(1);
    expect(monitor.queued()).toEqual([]);
  });

  it(`sends at most ${MAX_REPORTS_PER_UPLOAD} a time and keeps the newest ${MAX_QUEUED_REPORTS}`, async () => {
    const { monitor, batches } = setup();
    for (let i = 0; i < MAX_QUEUED_REPORTS + 5; i += 1) monitor.report('connect', { i });
    expect(monitor.queued()).toHaveLength(MAX_QUEUED_REPORTS);
    expect(monitor.queued()[0]?.data).toEqual({ i: 5 });
    await monitor.flush();
    expect(batches[0]).toHaveLength(MAX_REPORTS_PER_UPLOAD);
    expect(monitor.queued()).toHaveLength(MAX_QUEUED_REPORTS - MAX_REPORTS_PER_UPLOAD);
  });
});
