import type { CandleInterval, KlineListRow } from '@spot/contracts';
import { CANDLE_INTERVALS } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import { candleWindow } from './candles';
import { HISTORY_DAYS } from './kline-generator';
import { dayStart } from './day-window';
import { KlineHistory } from './kline-history';
import { Market } from './market';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The sim's start: 2024-05-15 10:30:12.345 UTC, so the anchor is 10:30:12. */
const START = Date.UTC(2024, 4, 15, 10, 30, 12, 345);
const ANCHOR = START - 345;

interface Setup {
  readonly market: Market;
  readonly history: KlineHistory;
  /** Moves the clock, stepping `symbol`'s market maker and rolling candles every second. */
  run(symbol: string, from: number, seconds: number): void;
  setClock(t: number): void;
}

function setup(seed: number): Setup {
  let clock = START;
  const market = new Market({ seed, bookRate: 0, startedAt: START, warmupSteps: 5 });
  const history = new KlineHistory(market, seed, () => clock);
  return {
    market,
    history,
    run(symbol, from, seconds) {
      for (let i = 1; i <= seconds; i += 1) {
        clock = from + i * 1_000;
        market.stepSymbol(symbol, clock);
        market.rollCandles(clock);
      }
    },
    setClock(t) {
      clock = t;
    },
  };
}

const shared = setup(7);
// Three and a half minutes of live trading after the start.
shared.run('BTCUSDT', START, 210);

function klines(
  interval: CandleInterval,
  query: { to?: number; limit: number },
  history = shared.history,
  symbol = 'BTCUSDT',
): KlineListRow[] {
  const rows = history.klines(symbol, interval, query);
  if (!rows) throw new Error(`unknown symbol ${symbol}`);
  return rows;
}

const start = (row: KlineListRow | undefined): number => Number(row?.[0]);

describe('generated history', () => {
  it('is the same for the same seed and start, and differs for another seed', () => {
    const again = setup(7);
    const other = setup(8);
    for (const interval of ['1S', '5', '240', '1D', '1M'] as const) {
      const to = again.history.joinStart(interval);
      const bars = klines(interval, { to, limit: 50 }, again.history);
      expect(bars).toHaveLength(50);
      expect(klines(interval, { to, limit: 50 })).toEqual(bars);
      expect(klines(interval, { to, limit: 50 }, other.history)).not.toEqual(bars);
    }
  });

  it("moves a base token's USDT and USDC pairs alike, day by day", () => {
    const to = shared.history.joinStart('1D');
    const usdt = klines('1D', { to, limit: 100 });
    const usdc = klines('1D', { to, limit: 100 }, undefined, 'BTCUSDC');
    const ratios = usdt.map((row, i) => new Dec(usdc[i]?.[4] ?? 0).div(row[4]).toNumber());
    for (const ratio of ratios) expect(ratio).toBeCloseTo(65_010 / 65_000, 6);
    expect(usdc[0]?.[2]).not.toBe(usdt[0]?.[2]);
  });

  it('writes prices at the symbol precision and positive volumes, never in exponent form', () => {
    const cases = [
      ['BTCUSDT', /^\d+\.\d{2}$/],
      ['PEPEUSDT', /^0\.\d{10}$/],
      ['ETHBTC', /^0\.\d{5}$/],
    ] as const;
    for (const [symbol, price] of cases) {
      for (const row of klines('60', { to: ANCHOR - 30 * DAY, limit: 200 }, undefined, symbol)) {
        expect(row).toHaveLength(6);
        expect(row[0]).toMatch(/^\d+$/);
        for (const cell of row.slice(1, 5)) expect(cell).toMatch(price);
        expect(row[5]).toMatch(/^\d+(\.\d+)?$/);
        expect(new Dec(row[5]).gt(0)).toBe(true);
        const [, open, high, low, close] = row.map((cell) => new Dec(cell));
        expect(high?.gte(Dec.max(open ?? 0, close ?? 0))).toBe(true);
        expect(low?.lte(Dec.min(open ?? 0, close ?? 0))).toBe(true);
      }
    }
  });

  it('bounds each 1D bar by its hours: exactly their aggregate before the start', () => {
    const days = klines('1D', { limit: 6 });
    const hours = klines('60', { limit: 6 * 24 });
    for (const day of days) {
      const own = hours.filter((h) => start(h) >= start(day) && start(h) < start(day) + DAY);
      const highs = own.map((h) => new Dec(h[2]));
      const lows = own.map((h) => new Dec(h[3]));
      expect(new Dec(day[2]).gte(Dec.max(...highs))).toBe(true);
      expect(new Dec(day[3]).lte(Dec.min(...lows))).toBe(true);
      if (start(day) + DAY <= ANCHOR) {
        expect(own).toHaveLength(24);
        const volume = own.reduce((sum, h) => sum.plus(h[5]), new Dec(0));
        expect([day[1], day[2], day[3], day[4], new Dec(day[5]).toFixed()]).toEqual([
          own[0]?.[1],
          Dec.max(...highs).toFixed(2),
          Dec.min(...lows).toFixed(2),
          own.at(-1)?.[4],
          volume.toFixed(),
        ]);
      }
    }
  });

  it.each([
    ['1W', '1D', 7],
    ['240', '60', 4],
    ['15', '1', 15],
  ] as const)('makes %s bars of its %s bars before the start', (coarse, fine, parts) => {
    const to = shared.history.joinStart(coarse);
    const big = klines(coarse, { to, limit: 3 });
    const small = klines(fine, { to, limit: 3 * parts });
    big.forEach((bar, i) => {
      const own = small.slice(i * parts, (i + 1) * parts);
      expect(start(own[0])).toBe(start(bar));
      expect(bar[1]).toBe(own[0]?.[1]);
      expect(bar[4]).toBe(own.at(-1)?.[4]);
      expect(bar[2]).toBe(Dec.max(...own.map((r) => new Dec(r[2]))).toFixed(2));
      expect(bar[3]).toBe(Dec.min(...own.map((r) => new Dec(r[3]))).toFixed(2));
    });
  });
});

describe('joining the live candles', () => {
  it.each(['1S', '1', '60', '1D', '1M'] as const)(
    'opens each %s bar at the previous close across the join',
    (interval) => {
      const join = shared.history.joinStart(interval);
      const rows = klines(interval, { limit: 300 });
      expect(rows.findIndex((row) => start(row) === join)).toBeGreaterThan(0);
      rows.slice(1).forEach((row, i) => {
        expect([start(row), row[1]]).toEqual([start(row), rows[i]?.[4]]);
      });
    },
  );

  it('makes the join bar of the generated part and the live candle', () => {
    const sm = shared.market.get('BTCUSDT');
    const rows = klines('1D', { limit: 2 });
    const [before, join] = rows;
    expect(start(join)).toBe(Date.UTC(2024, 4, 15));
    expect(join?.[1]).toBe(before?.[4]);
    // The live series' day candle: its close and high are the join bar's.
    const live = sm?.candle('1D');
    expect(join?.[4]).toBe(live?.close);
    expect(new Dec(join?.[2] ?? 0).gte(live?.high ?? 0)).toBe(true);
    expect(new Dec(join?.[3] ?? 0).lte(live?.low ?? 0)).toBe(true);
    // The 1S history ends at the opening price; the live seconds follow the join second.
    const seconds = klines('1S', { to: ANCHOR + 1_000, limit: 2 });
    expect(seconds.map(start)).toEqual([ANCHOR - 1_000, ANCHOR]);
    expect(seconds[0]?.[4]).toBe('65000.00');
    expect(seconds[1]?.[1]).toBe('65000.00');
  });

  it('sends the join bar on the candles topic, as klines serve it, and later candles as they are', () => {
    const sm = shared.market.get('BTCUSDT');
    const live = sm?.candle('1D');
    if (!live) throw new Error('no day candle');
    const [, join] = klines('1D', { limit: 2 });
    const sent = shared.history.topicCandle('BTCUSDT', '1D', live);
    expect([String(sent.start), sent.open, sent.high, sent.low, sent.close, sent.volume]).toEqual(
      join,
    );
    expect(sent.volume).not.toBe(live.volume);
    const minute = sm?.candle('1');
    if (!minute) throw new Error('no minute candle');
    expect(shared.history.topicCandle('BTCUSDT', '1', minute)).toBe(minute);
  });

  it('serves the live bars after the join, the current one last', () => {
    // 210 s after 10:30:12: the join minute 10:30, closed 10:31 and 10:32, current 10:33.
    const rows = klines('1', { limit: 4 });
    expect(rows.map(start)).toEqual([0, 1, 2, 3].map((i) => Date.UTC(2024, 4, 15, 10, 30 + i)));
    const current = shared.market.get('BTCUSDT')?.candle('1');
    expect(rows.at(-1)).toEqual([
      String(current?.start),
      current?.open,
      current?.high,
      current?.low,
      current?.close,
      current?.volume,
    ]);
  });
});

describe('paging', () => {
  it.each([
    ['1S', 1_000, 90],
    ['1', 60_000, 120],
    ['1D', DAY, 400],
  ] as const)(
    'walks %s back with to and limit without gaps or overlaps',
    (interval, step, limit) => {
      const whole = klines(interval, { limit: 4 * limit });
      const pages: KlineListRow[] = [];
      let to: number | undefined;
      for (let page = 0; page < 4; page += 1) {
        const rows = klines(interval, { limit, ...(to === undefined ? {} : { to }) });
        expect(rows).toHaveLength(limit);
        pages.unshift(...rows);
        to = start(rows[0]);
      }
      expect(pages).toEqual(whole);
      pages.slice(1).forEach((row, i) => expect(start(row) - start(pages[i])).toBe(step));
    },
  );

  it('walks calendar months back to the 5-year bound, then returns nothing', () => {
    const oldest = shared.history.oldest('BTCUSDT') ?? 0;
    expect(oldest).toBe(Date.UTC(2024, 4, 15) - (HISTORY_DAYS - 1) * DAY);
    const months = klines('1M', { limit: 1000 });
    expect(months.length).toBeGreaterThanOrEqual(60);
    expect(start(months[0])).toBeGreaterThanOrEqual(oldest);
    months.slice(1).forEach((row, i) => {
      expect(start(row)).toBe(candleWindow('1M', start(months[i])).end + 1);
    });
    const days = klines('1D', { to: start(months[0]), limit: 1000 });
    expect(start(days[0])).toBe(oldest);
    expect(klines('1D', { to: oldest, limit: 10 })).toEqual([]);
    expect(klines('60', { to: oldest - 5 * DAY, limit: 10 })).toEqual([]);
  });

  it('serves every resolution with the newest bar last', () => {
    for (const interval of CANDLE_INTERVALS) {
      const rows = klines(interval, { limit: 20 });
      expect(rows.length).toBeGreaterThan(0);
      const times = rows.map(start);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times.at(-1)).toBe(shared.market.get('BTCUSDT')?.candle(interval)?.start);
    }
  });
});

describe('a symbol that opens later', () => {
  it('has no bars before its opening, then only live ones from the opening window on', () => {
    const later = setup(7);
    const opening = later.market.get('NOVAUSDT')?.info.onlineTime ?? 0;
    expect(opening).toBe(START + 2 * HOUR);
    expect(later.history.klines('NOVAUSDT', '1', { limit: 10 })).toEqual([]);
    expect(later.history.klines('NOVAUSDT', '1D', { to: opening, limit: 10 })).toEqual([]);
    later.run('NOVAUSDT', opening, 130);
    for (const interval of ['1', '60', '1D'] as const) {
      const rows = later.history.klines('NOVAUSDT', interval, { limit: 1000 }) ?? [];
      expect(rows.length).toBeGreaterThan(0);
      expect(start(rows[0])).toBe(candleWindow(interval, opening).start);
    }
    const openingMinute = candleWindow('1', opening).start;
    expect(later.history.klines('NOVAUSDT', '1', { to: openingMinute, limit: 10 })).toEqual([]);
  });

  it('answers undefined for an unknown symbol', () => {
    expect(shared.history.klines('NOSUCHUSDT', '1', { limit: 1 })).toBeUndefined();
  });
});

describe("the ticker's 24 hours are the one-minute candles' 24 hours", () => {
  /** High, low, open and volume of the one-minute bars of the day ending at `now`. */
  function candlesDay(history: KlineHistory, now: number) {
    const from = dayStart(now);
    const rows = [
      ...klines('1', { to: from + 1_000 * 60_000, limit: 1_000 }, history),
      ...klines('1', { to: now + 1, limit: 1_000 }, history),
    ].filter((row, i, all) => start(row) >= from && all.findIndex((r) => r[0] === row[0]) === i);
    rows.sort((a, b) => start(a) - start(b));
    return {
      rows: rows.length,
      open: rows[0]?.[1],
      high: Dec.max(...rows.map((r) => r[2])).toFixed(2),
      low: Dec.min(...rows.map((r) => r[3])).toFixed(2),
      volume: rows.reduce((sum, r) => sum.plus(r[5]), new Dec(0)).toFixed(6),
    };
  }

  function tickerDay(market: Market) {
    const t = market.get('BTCUSDT')?.ticker();
    if (!t) throw new Error('no ticker');
    return { open: t.prevPrice24h, high: t.highPrice24h, low: t.lowPrice24h, volume: t.volume24h };
  }

  it('agrees at the start, from the seeded minutes and the join minute', () => {
    const { market, history } = setup(11);
    const day = candlesDay(history, START);
    expect(day.rows).toBe(1_440);
    expect(tickerDay(market)).toEqual({
      open: day.open,
      high: day.high,
      low: day.low,
      volume: day.volume,
    });
  });

  it('agrees after live trading, and as the day slides past the seeded minutes', () => {
    const { market, history, run, setClock } = setup(12);
    run('BTCUSDT', START, 200);
    let now = START + 200_000;
    const compare = () => {
      const day = candlesDay(history, now);
      expect(tickerDay(market)).toEqual({
        open: day.open,
        high: day.high,
        low: day.low,
        volume: day.volume,
      });
    };
    compare();
    // Twelve hours on: half the seeded day has left the window.
    now = START + 12 * HOUR;
    setClock(now);
    market.rollCandles(now);
    run('BTCUSDT', now, 90);
    now += 90_000;
    compare();
    // A day and more on: no seeded minute is left.
    now = START + DAY + 2 * HOUR;
    setClock(now);
    market.rollCandles(now);
    run('BTCUSDT', now, 120);
    now += 120_000;
    compare();
  });

  it('continues the seeded volume scale: live minutes trade about what seeded minutes do', () => {
    // The live clock at the warm-up's spacing (10 steps a second), as `npm start` runs it.
    let clock = START;
    const market = new Market({ seed: 13, bookRate: 10, startedAt: START, warmupSteps: 300 });
    const history = new KlineHistory(market, 13, () => clock);
    for (let i = 1; i <= 10 * 60 * 12; i += 1) {
      clock = START + i * 100;
      market.stepSymbol('BTCUSDT', clock);
      if (i % 10 === 0) market.rollCandles(clock);
    }
    const rows = klines('1', { to: clock, limit: 120 }, history);
    const volumes = (keep: (row: KlineListRow) => boolean) =>
      rows.filter(keep).map((r) => Number(r[5]));
    const seeded = volumes((r) => start(r) + 60_000 <= START);
    const live = volumes((r) => start(r) > START && start(r) + 60_000 <= clock);
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(live.length).toBeGreaterThanOrEqual(10);
    // Same scale: the live mean within half and twice the seeded mean (it was 10 to 100 times).
    const ratio = mean(live) / mean(seeded);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
