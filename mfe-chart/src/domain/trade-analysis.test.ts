import { Dec, type RecentTrade } from '@spot/contracts';
import {
  TRADE_ANALYSIS,
  analyseTrades,
  barPercent,
  mergeTrades,
  niceCeiling,
  volumeAxes,
} from './trade-analysis';

const trade = (
  id: number,
  side: 'Buy' | 'Sell',
  qty: string,
  time: number,
  price = '100',
): RecentTrade => ({ execId: `t${id}`, execPrice: price, execQty: qty, execTime: time, side });

describe('trade analysis', () => {
  it('keeps each trade once, oldest first, and drops malformed ones', () => {
    const seen = new Set<string>();
    let log = mergeTrades([], [trade(2, 'Buy', '1', 20), trade(1, 'Sell', '1', 10)], seen);
    log = mergeTrades(
      log,
      [trade(3, 'Buy', '1', 30), trade(2, 'Buy', '1', 20), { execId: 'x' }],
      seen,
    );
    expect(log.map((t) => t.execId)).toEqual(['t1', 't2', 't3']);
  });

  it('keeps at most the newest maxTrades trades', () => {
    const seen = new Set<string>();
    const many = Array.from({ length: TRADE_ANALYSIS.maxTrades + 5 }, (_, i) =>
      trade(i, 'Buy', '1', i),
    );
    const log = mergeTrades([], many, seen);
    expect(log).toHaveLength(TRADE_ANALYSIS.maxTrades);
    expect(log[0]!.execId).toBe('t5');
    expect(seen.has('t0')).toBe(false);
  });

  it('sums taker buy and sell volume per minute in decimals', () => {
    const now = 10 * 60_000 + 30_000;
    const log = [
      trade(1, 'Buy', '0.1', now - 1_000),
      trade(2, 'Buy', '0.2', now - 2_000),
      trade(3, 'Sell', '0.3', now - 61_000),
    ];
    const analysis = analyseTrades(log, now);
    const last = analysis.buckets.at(-1)!;
    const before = analysis.buckets.at(-2)!;
    expect(last).toMatchObject({ buy: '0.3', sell: '0' });
    expect(before).toMatchObject({ buy: '0', sell: '0.3' });
    expect(analysis.totalBuy).toBe('0.3');
    expect(analysis.buyPercent).toBe('50.00');
  });

  it('lists trades worth 5 times the median or more, newest first, once 20 are seen', () => {
    const now = 1_000_000;
    const small = Array.from({ length: 19 }, (_, i) => trade(i, 'Sell', '1', now - 1_000 + i));
    expect(
      analyseTrades([...small, trade(99, 'Buy', '10', now)], now).large.map((t) => t.execId),
    ).toEqual(['t99']);
    expect(analyseTrades([...small.slice(1), trade(99, 'Buy', '10', now)], now).large).toEqual([]);
    const edge = analyseTrades([...small, trade(98, 'Buy', '4.99', now)], now);
    expect(edge.large).toEqual([]);
    expect(edge.largeThreshold).toBe('500');
  });

  it('has no buy share without volume', () => {
    expect(analyseTrades([], 0).buyPercent).toBeNull();
  });
});

describe('volume plot axes', () => {
  const bucket = (start: number, buy: string, sell: string) => ({ start, buy, sell });

  it.each([
    ['0.7', '1'],
    ['1', '1'],
    ['1.2', '2'],
    ['2.1', '2.5'],
    ['3', '5'],
    ['7', '10'],
    ['346712528850', '500000000000'],
    ['0.0042', '0.005'],
    ['0', '1'],
  ])('rounds a largest bar of %s up to %s', (max, top) => {
    expect(niceCeiling(new Dec(max)).toFixed()).toBe(top);
  });

  it('labels 0, half and the top in compact units, and the first, middle and last minutes', () => {
    const axes = volumeAxes([
      bucket(0, '1200', '300'),
      bucket(60_000, '10', '2900'),
      bucket(120_000, '0', '0'),
    ]);
    expect(axes.top).toBe('5000');
    expect(axes.values).toEqual([
      { label: '0', percent: 0 },
      { label: '2.5K', percent: 50 },
      { label: '5K', percent: 100 },
    ]);
    expect(axes.times).toEqual([0, 60_000, 120_000]);
  });

  it('sizes bars against the axis top, never past it', () => {
    expect(barPercent('2500', '5000')).toBe('50.00');
    expect(barPercent('6000', '5000')).toBe('100.00');
    expect(barPercent('x', '5000')).toBe('0');
  });
});
