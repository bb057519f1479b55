import type { ApiResult, CandleData } from '@spot/contracts';
import {
  applyLiveCandle,
  barsFromRows,
  defaultRequestedStart,
  loadKlineRange,
  loadOlderPage,
  mergeBars,
  needsAnotherPage,
  type FetchKlinePage,
} from './kline-paging';

const MIN = 60_000;

/** A server holding one bar a minute from `first` to `last`, answering like the sim. */
function server(first: number, last: number) {
  const calls: { to: number; limit: number }[] = [];
  const fetchPage: FetchKlinePage = async ({ to, limit }) => {
    calls.push({ to, limit });
    const rows: string[][] = [];
    const newest = Math.min(last, Math.ceil(to / MIN) * MIN - MIN);
    for (let t = newest; t >= first && rows.length < limit; t -= MIN) {
      rows.push([String(t), '1', '2', '0.5', '1.5', '10']);
    }
    return { ok: true, result: { list: rows.reverse() } };
  };
  return { fetchPage, calls };
}

const failure: ApiResult<never> = { ok: false, kind: 'network', message: 'offline' };

describe('kline paging', () => {
  it('asks 500 bars back from `to` and stops when they reach the requested start', async () => {
    const end = 10_000 * MIN;
    const { fetchPage, calls } = server(0, end);
    const range = await loadKlineRange('BTCUSDT', fetchPage, {
      to: end + MIN,
      requestedStart: end - 499 * MIN,
    });
    expect(calls).toEqual([{ to: end + MIN, limit: 500 }]);
    expect(range.bars).toHaveLength(500);
    expect(range.exhausted).toBe(false);
  });

  it('makes at most 3 extra pages, each ending at the oldest bar so far', async () => {
    const end = 10_000 * MIN;
    const { fetchPage, calls } = server(0, end);
    const range = await loadKlineRange('BTCUSDT', fetchPage, {
      to: end + MIN,
      requestedStart: end - 5_000 * MIN,
    });
    expect(calls).toHaveLength(4);
    expect(calls[1]).toEqual({ to: end - 499 * MIN, limit: 500 });
    expect(range.bars).toHaveLength(2_000);
    expect(range.bars[0]!.time).toBe(end - 1_999 * MIN);
    const times = range.bars.map((b) => b.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('stops paging when a page comes back short: the history is exhausted', async () => {
    const end = 700 * MIN;
    const { fetchPage, calls } = server(0, end);
    const range = await loadKlineRange('BTCUSDT', fetchPage, {
      to: end + MIN,
      requestedStart: 0 - 10_000 * MIN,
    });
    expect(calls).toHaveLength(2);
    expect(range.bars).toHaveLength(701);
    expect(range.exhausted).toBe(true);
  });

  it('yields no bars and the error when the first page fails', async () => {
    const range = await loadKlineRange('BTCUSDT', async () => failure, {
      to: 1,
      requestedStart: 0,
    });
    expect(range).toMatchObject({ bars: [], error: { kind: 'network', message: 'offline' } });
  });

  it('keeps what came when a later page fails', async () => {
    const end = 10_000 * MIN;
    const { fetchPage } = server(0, end);
    let call = 0;
    const range = await loadKlineRange(
      'BTCUSDT',
      (request) => (++call === 2 ? Promise.resolve(failure) : fetchPage(request)),
      { to: end + MIN, requestedStart: 0 },
    );
    expect(range.bars).toHaveLength(500);
    expect(range.error).toBeNull();
  });

  it('drops malformed rows', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bars = barsFromRows('X', [
      ['60000', '1', '2', '0.5', '1.5', '10'],
      ['bad', '1', '2', '0.5', '1.5', '10'],
      ['120000', '1e3', '2', '0.5', '1.5', '10'],
      null,
    ]);
    expect(bars.map((b) => b.time)).toEqual([60_000]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('merges by open time with the newer bar winning', () => {
    const [a, b] = barsFromRows('X', [
      ['60000', '1', '2', '0.5', '1.5', '10'],
      ['120000', '1', '2', '0.5', '1.5', '10'],
    ]);
    const [b2] = barsFromRows('X', [['120000', '1', '3', '0.5', '2.5', '11']]);
    expect(mergeBars([a!, b!], [b2!]).map((x) => x.close)).toEqual(['1.5', '2.5']);
  });

  it('needs another page only while full pages stay newer than the start', () => {
    const base = { oldest: 100, requestedStart: 50, extraPages: 0, lastPageSize: 500 };
    expect(needsAnotherPage(base)).toBe(true);
    expect(needsAnotherPage({ ...base, extraPages: 2 })).toBe(true);
    expect(needsAnotherPage({ ...base, extraPages: 3 })).toBe(false);
    expect(needsAnotherPage({ ...base, oldest: 50 })).toBe(false);
    expect(needsAnotherPage({ ...base, lastPageSize: 499 })).toBe(false);
    expect(needsAnotherPage({ ...base, oldest: undefined })).toBe(false);
  });

  it('starts one page of bars back without a time frame, so one full page reaches it', async () => {
    const current = 1_000_000 * MIN;
    const now = current + 7_000;
    const start = defaultRequestedStart('1', now);
    expect(start).toBe(current - 499 * MIN);
    const { fetchPage, calls } = server(0, current);
    const range = await loadKlineRange('X', fetchPage, { to: now + 1, requestedStart: start });
    expect(calls).toHaveLength(1);
    expect(range.bars[0]!.time).toBe(start);
  });

  it('loads one older page for scrolling left and keeps only older bars', async () => {
    const { fetchPage, calls } = server(0, 2_000 * MIN);
    const page = await loadOlderPage('X', fetchPage, 1_000 * MIN);
    expect(calls).toEqual([{ to: 1_000 * MIN, limit: 500 }]);
    expect(page.bars).toHaveLength(500);
    expect(page.bars.every((b) => b.time < 1_000 * MIN)).toBe(true);
    expect(await loadOlderPage('X', async () => failure, 5)).toEqual({
      bars: [],
      exhausted: false,
      failed: true,
    });
  });
});

describe('live candles', () => {
  const candle = (start: number, close: string): CandleData => ({
    start,
    end: start + MIN - 1,
    open: '1',
    high: '3',
    low: '0.5',
    close,
    volume: '2',
    turnover: '4',
    confirm: false,
  });
  const [last] = barsFromRows('X', [[String(10 * MIN), '1', '2', '0.5', '1.5', '10']]);

  it('replaces the last bar in its window, keeping its open and widening its range', () => {
    expect(applyLiveCandle('X', last, candle(10 * MIN, '2'))).toEqual({
      kind: 'replace',
      bar: {
        symbol: 'X',
        time: 10 * MIN,
        timestamp: 10 * MIN,
        open: '1',
        high: '3',
        low: '0.5',
        close: '2',
        volume: '2',
      },
    });
    const [wide] = barsFromRows('X', [[String(10 * MIN), '1.2', '9', '0.1', '1.5', '10']]);
    expect(applyLiveCandle('X', wide, candle(10 * MIN, '2'))).toMatchObject({
      bar: { open: '1.2', high: '9', low: '0.1', close: '2' },
    });
  });

  it('appends a bar for a later window', () => {
    expect(applyLiveCandle('X', last, candle(11 * MIN, '2')).kind).toBe('append');
    expect(applyLiveCandle('X', undefined, candle(11 * MIN, '2')).kind).toBe('append');
  });

  it('ignores late, empty and malformed candles', () => {
    expect(applyLiveCandle('X', last, candle(9 * MIN, '2')).kind).toBe('ignore');
    expect(applyLiveCandle('X', last, null).kind).toBe('ignore');
    expect(applyLiveCandle('X', last, candle(11 * MIN, '-2')).kind).toBe('ignore');
  });
});
