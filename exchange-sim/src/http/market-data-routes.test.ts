import type { AnnouncementHit, KlineListRow, NoticeInfo } from '@spot/contracts';
import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_TIMING,
  API_ERROR_CODES,
  CANDLE_INTERVALS,
  KLINE_DEFAULT_LIMIT,
  readH3Switch,
} from '@spot/contracts';
import { parseTimeZone, localDayStart } from '../market/day-open-price';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { httpRequest } from '../testing/http-test-client';
import { MARKET_DATA_ERROR_CODES } from './market-data-routes';

let sim: RunningSim;
let client: ApiTestClient;

const H3_QUERY = { seq_id: '1', device_id: 'd-1', app: 'web', os: 'linux', bu: 'spot', v: '1' };

const admin = (path: string, body?: unknown) =>
  httpRequest(sim.ports.route1, `/__sim/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, testMode: true, warmupSteps: 5, bookRate: 0 });
  client = await new ApiTestClient(sim.ports.route1).start();
});

afterAll(async () => {
  await sim.close();
});

const listOf = (body: Record<string, unknown> | undefined): KlineListRow[] =>
  (body?.result as { list: KlineListRow[] }).list;

describe('klines', () => {
  it('answers every resolution in a ret_code envelope, 500 bars by default', async () => {
    for (const interval of CANDLE_INTERVALS) {
      const res = await client.call('klines', { symbol: 'BTCUSDT', interval });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body ?? {}).sort()).toEqual(['result', 'ret_code', 'ret_msg']);
      expect(res.body).toMatchObject({ ret_code: 0, ret_msg: '' });
      const list = listOf(res.body);
      const expected = interval === '1M' ? 60 : interval === '1W' ? 260 : KLINE_DEFAULT_LIMIT;
      expect([interval, list.length >= expected]).toEqual([interval, true]);
      expect(list.length).toBeLessThanOrEqual(KLINE_DEFAULT_LIMIT);
      expect(list.every((row) => row.length === 6 && row.every((c) => typeof c === 'string'))).toBe(
        true,
      );
    }
  });

  it('pages back with to and limit (at most 1000)', async () => {
    const first = listOf(
      (await client.call('klines', { symbol: 'ETHUSDT', interval: '60', limit: 1000 })).body,
    );
    expect(first).toHaveLength(1000);
    const to = Number(first[0]?.[0]);
    const res = await client.call('klines', { symbol: 'ETHUSDT', interval: '60', limit: 3, to });
    const page = listOf(res.body);
    expect(page.map((row) => Number(row[0]))).toEqual([3, 2, 1].map((i) => to - i * 3_600_000));
    expect(page.at(-1)?.[4]).toBe(first[0]?.[1]);
  });

  it.each([
    ['an unknown interval', { symbol: 'BTCUSDT', interval: '2' }, /interval must be one of 1S, 1/],
    ['an hour written 1H', { symbol: 'BTCUSDT', interval: '1H' }, /interval/],
    ['no interval', { symbol: 'BTCUSDT' }, /interval/],
    ['an unknown symbol', { symbol: 'NOSUCHUSDT', interval: '1' }, /unknown symbol NOSUCHUSDT/],
    ['no symbol', { interval: '1' }, /symbol is required/],
    ['limit 0', { symbol: 'BTCUSDT', interval: '1', limit: 0 }, /limit must be .* 1 to 1000/],
    ['limit 1001', { symbol: 'BTCUSDT', interval: '1', limit: 1001 }, /limit/],
    ['a decimal to', { symbol: 'BTCUSDT', interval: '1', to: '1.5' }, /to must be/],
  ])('refuses %s with 400 and ret_code 10001', async (_label, query, message) => {
    const res = await client.call('klines', query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ret_code: API_ERROR_CODES.badRequest, result: null });
    expect(res.body?.ret_msg).toMatch(message);
  });

  it('returns no bars for a symbol that has not opened', async () => {
    const res = await client.call('klines', { symbol: 'NOVAUSDT', interval: '1D' });
    expect(res.body).toMatchObject({ ret_code: 0, result: { list: [] } });
  });
});

describe('symbolNotice', () => {
  it('gives the countdown notice of a symbol opening later', async () => {
    const before = Date.now();
    const res = await client.call('symbolNotice', { symbol_id: 'NOVAUSDT' });
    expect(Object.keys(res.body ?? {}).sort()).toEqual(['code', 'message', 'result', 'success']);
    const notice = res.body?.result as NoticeInfo;
    const info = sim.market.get('NOVAUSDT')?.info;
    expect(notice).toMatchObject({
      symbolId: 'NOVAUSDT',
      noticeType: 1,
      onlineTime: info?.onlineTime,
      noticeLinkUrl: 'https://www.example.com/announcements/nova-listing',
    });
    expect(notice.noticeContent).toContain('NOVA/USDT');
    expect(notice.nowTime).toBe(notice.serverTimestamp);
    expect(notice.serverTimestamp).toBeGreaterThanOrEqual(before);
    expect(notice.serverTimestamp).toBeLessThanOrEqual(Date.now());
    expect(notice.onlineTime).toBeGreaterThan(notice.nowTime);
  });

  it('answers a business code for a symbol without a notice or an unknown one', async () => {
    const none = await client.call('symbolNotice', { symbol_id: 'BTCUSDT' });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ code: MARKET_DATA_ERROR_CODES.noNotice, success: false });
    const unknown = await client.call('symbolNotice', { symbol_id: 'NOSUCHUSDT' });
    expect(unknown.body).toMatchObject({ code: API_ERROR_CODES.unknownSymbol, result: null });
    const missing = await client.call('symbolNotice', {});
    expect(missing.status).toBe(400);
  });
});

describe('announcements', () => {
  const search = async (): Promise<AnnouncementHit[]> =>
    (
      (await client.call('announcements', { topics: 'Spot' })).body?.result as {
        hits: AnnouncementHit[];
      }
    ).hits;

  it('lists seeded items of every category, newest first, some older than 7 days', async () => {
    const hits = await search();
    expect(new Set(hits.map((h) => h.category.key))).toEqual(new Set(ANNOUNCEMENT_CATEGORIES));
    const times = hits.map((h) => h.date_timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const weekAgo = sim.market.startedAt - ANNOUNCEMENT_TIMING.windowMs;
    expect(times.some((t) => t < weekAgo)).toBe(true);
    expect(times.some((t) => t > weekAgo)).toBe(true);
    for (const hit of hits) {
      expect(Object.keys(hit).sort()).toEqual(
        ['category', 'date_timestamp', 'description', 'objectID', 'title', 'url'].sort(),
      );
      // A page of the main site, as a root-relative URL.
      expect(hit.url).toMatch(/^\/en\/announcements\/sim-ann-\d+$/);
    }
    expect(new Set(hits.map((h) => h.objectID)).size).toBe(hits.length);
  });

  it('has nothing for another topic and refuses a query without topics', async () => {
    const other = await client.call('announcements', { topics: 'Derivatives' });
    expect(other.body).toMatchObject({ code: 0, result: { hits: [] } });
    expect((await client.call('announcements', {})).status).toBe(400);
  });

  it('shows an item pushed in test mode first, until reset', async () => {
    const pushed = await admin('announcements', {
      category: 'delisting',
      title: 'Delisting of TEST/USDT',
      description: 'pushed by a test',
    });
    expect(pushed.body).toMatchObject({ code: 0, result: { category: { key: 'delisting' } } });
    const hits = await search();
    expect(hits[0]).toEqual(pushed.body?.result);
    expect(hits[0]?.date_timestamp).toBeGreaterThan(sim.market.startedAt);
    const bad = await admin('announcements', { category: 'gossip', title: 'x' });
    expect(bad.status).toBe(400);
    // A page of the main site or an http(s) URL; never another host through `//`.
    for (const url of ['//evil.example/a', 'javascript:alert(1)', 'ftp://x']) {
      expect(
        (await admin('announcements', { category: 'delisting', title: 't', url })).status,
      ).toBe(400);
    }
    const relative = await admin('announcements', {
      category: 'delisting',
      title: 't',
      url: '/en/x',
    });
    expect(relative.body).toMatchObject({ code: 0, result: { url: '/en/x' } });
    await admin('announcements/reset', {});
    expect((await search()).some((h) => h.title === 'Delisting of TEST/USDT')).toBe(false);
  });
});

describe('futuresOpenPrice', () => {
  it("gives every open symbol's price at the user's local midnight", async () => {
    for (const timeZone of ['UTC', 'Asia/Singapore', 'UTC-5']) {
      const now = Date.now();
      const res = await client.call('futuresOpenPrice', {
        timeZone,
        category: 'spot',
        business: 'spot',
        format: 'json',
        timestamp: now,
      });
      const data = (res.body?.result as { data: Record<string, string> }).data;
      const offset = parseTimeZone(timeZone);
      if (!offset) throw new Error(`bad zone ${timeZone}`);
      const midnight = localDayStart(offset, now);
      const bar = listOf(
        (
          await client.call('klines', {
            symbol: 'BTCUSDT',
            interval: '1',
            to: midnight + 1,
            limit: 1,
          })
        ).body,
      )[0];
      expect(Number(bar?.[0])).toBe(midnight);
      expect(data.BTCUSDT).toBe(bar?.[1]);
      expect(data.NOVAUSDT).toBeUndefined();
      expect(Object.keys(data)).toHaveLength(sim.market.symbolInfos().length - 1);
    }
  });

  it('refuses an unknown time zone or a bad timestamp', async () => {
    const zone = await client.call('futuresOpenPrice', { timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    const ts = await client.call('futuresOpenPrice', { timeZone: 'UTC', timestamp: 'soon' });
    expect(ts.status).toBe(400);
  });
});

describe('h3Switch', () => {
  afterEach(async () => {
    await admin('h3-switch', { res_code: 1, monitor_switch: 1, err_code: 0 });
  });

  it('answers white user with monitoring on by default, in an err_code envelope', async () => {
    const res = await client.call('h3Switch', H3_QUERY);
    expect(res.body).toEqual({
      err_code: 0,
      err_msg: '',
      result: { res_code: 1, monitor_switch: 1 },
    });
    const state = readH3Switch(res.body as never);
    expect(state).toEqual({ h3WhiteUser: true, accelerationOff: false, monitoring: true });
  });

  it('answers what test mode sets: 0, 8, monitoring off, an error code', async () => {
    await admin('h3-switch', { res_code: 8, monitor_switch: 0 });
    const off = await client.call('h3Switch', H3_QUERY);
    expect(off.body?.result).toEqual({ res_code: 8, monitor_switch: 0 });
    await admin('h3-switch', { res_code: 0 });
    expect((await client.call('h3Switch', H3_QUERY)).body?.result).toEqual({
      res_code: 0,
      monitor_switch: 0,
    });
    await admin('h3-switch', { err_code: 5 });
    const failed = await client.call('h3Switch', H3_QUERY);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ err_code: 5, result: null });
  });

  it('refuses a query missing a parameter, and a bad test-mode value', async () => {
    const { device_id: _dropped, ...partial } = H3_QUERY;
    const res = await client.call('h3Switch', partial);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ err_code: API_ERROR_CODES.badRequest });
    expect(res.body?.err_msg).toMatch(/device_id/);
    expect((await admin('h3-switch', { res_code: 3 })).status).toBe(400);
  });
});

describe('monitoringReport', () => {
  beforeEach(async () => {
    await admin('monitoring/reset', {});
  });

  it('accepts reports of the spec types and shows them to tests', async () => {
    const reports = [
      { type: 'netstatus', ts: 1_700_000_000_000, data: { online: true } },
      { type: 'httpQuality', ts: 1_700_000_000_500, data: { cost: 120 } },
    ];
    const res = await client.call('monitoringReport', { reports });
    expect(res.body).toMatchObject({ code: 0, result: { accepted: 2 } });
    const kept = await admin('monitoring');
    const result = kept.body?.result as { reports: { receivedAt: number }[]; total: number };
    expect(result.total).toBe(2);
    expect(result.reports).toEqual(reports.map((r) => ({ ...r, receivedAt: expect.any(Number) })));
    const filtered = await admin('monitoring?type=netstatus');
    expect((filtered.body?.result as { reports: unknown[] }).reports).toHaveLength(1);
  });

  it.each([
    [
      'an unknown type',
      { reports: [{ type: 'clicks', ts: 1, data: {} }] },
      /not a monitoring report type/,
    ],
    ['a missing ts', { reports: [{ type: 'http', data: {} }] }, /ts must be/],
    ['data that is not an object', { reports: [{ type: 'http', ts: 1, data: [] }] }, /data/],
    ['no reports array', { report: [] }, /reports/],
    [
      'too many reports',
      { reports: Array(201).fill({ type: 'http', ts: 1, data: {} }) },
      /at most 200/,
    ],
  ])('refuses %s with 400 and keeps nothing', async (_label, body, message) => {
    const res = await client.call('monitoringReport', body);
    expect(res.status).toBe(400);
    expect(res.body?.message).toMatch(message);
    expect((await admin('monitoring')).body?.result).toMatchObject({ total: 0, reports: [] });
  });

  it('needs the CSRF header', async () => {
    const res = await client.call('monitoringReport', { reports: [] }, { csrf: null });
    expect(res.status).toBe(403);
  });
});

describe('outside test mode', () => {
  it('hides the market-data test calls', async () => {
    const plain = await startSim({ port: 0, port2: null, warmupSteps: 1, bookRate: 0 });
    try {
      for (const path of ['monitoring', 'h3-switch', 'announcements']) {
        const res = await httpRequest(plain.ports.route1, `/__sim/${path}`, { method: 'POST' });
        expect(res.status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});
