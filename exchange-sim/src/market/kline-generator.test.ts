import type { GenBar, GeneratorParams, Level } from './kline-generator';
import { HISTORY_DAYS, KlineGenerator, LEVEL_MS } from './kline-generator';

const DAY = 86_400_000;
/** 2024-05-15 10:30:12 UTC: a partial last day, hour and minute. */
const ANCHOR = Date.UTC(2024, 4, 15, 10, 30, 12);

const params: GeneratorParams = {
  seed: 7,
  symbol: 'ETHUSDT',
  anchor: ANCHOR,
  openTicks: 340_000,
  minuteLots: 1_390_000,
  dailyVolatility: 0.03,
};

/** The nodes of `level` in [from, to): each one, not through `aggregate`. */
function nodes(generator: KlineGenerator, level: Level, from: number, to: number): GenBar[] {
  const out: GenBar[] = [];
  for (let t = from; t < to; t += LEVEL_MS[level]) {
    const node = generator.node(level, t);
    if (node) out.push(node);
  }
  return out;
}

function aggregateOf(bars: readonly GenBar[]): Omit<GenBar, 'start' | 'end'> {
  return {
    open: bars[0]?.open ?? 0,
    high: Math.max(...bars.map((b) => b.high)),
    low: Math.min(...bars.map((b) => b.low)),
    close: bars.at(-1)?.close ?? 0,
    volume: bars.reduce((sum, b) => sum + b.volume, 0),
  };
}

function ohlcv({ open, high, low, close, volume }: GenBar): Omit<GenBar, 'start' | 'end'> {
  return { open, high, low, close, volume };
}

describe('KlineGenerator', () => {
  it('ends at the opening price on the anchor second', () => {
    const generator = new KlineGenerator(params);
    const last = generator.node(3, ANCHOR - 1);
    expect(last).toMatchObject({ start: ANCHOR - 1_000, end: ANCHOR, close: 340_000 });
    expect(generator.node(3, ANCHOR)).toBeUndefined();
    expect(generator.node(0, ANCHOR - 1)?.end).toBe(ANCHOR);
  });

  it('makes every node a pure function of seed, symbol, anchor and start', () => {
    const a = new KlineGenerator(params);
    const b = new KlineGenerator(params);
    const t = ANCHOR - 400 * DAY + 12_345_678;
    // b reaches the node from the other side of its cache: straight to the second.
    expect(b.node(3, t)).toEqual(a.node(3, t));
    expect(a.node(0, t)).toEqual(b.node(0, t));
    expect(new KlineGenerator({ ...params, seed: 8 }).node(3, t)).not.toEqual(a.node(3, t));
    expect(new KlineGenerator({ ...params, symbol: 'BTCUSDT' }).node(0, t)).not.toEqual(
      a.node(0, t),
    );
  });

  it.each([
    ['a day is its hours', 0, 1],
    ['an hour is its minutes', 1, 2],
    ['a minute is its seconds', 2, 3],
  ] as const)('aggregates exactly: %s', (_label, parentLevel, childLevel) => {
    const generator = new KlineGenerator(params);
    // An old node, a mid one, and the partial one cut at the anchor.
    for (const t of [ANCHOR - 1_500 * DAY + 5e6, ANCHOR - 3 * DAY + 4e7, ANCHOR - 1]) {
      const parent = generator.node(parentLevel, t);
      if (!parent) throw new Error('no parent node');
      const children = nodes(generator, childLevel, parent.start, parent.end);
      expect(children.length).toBe(Math.ceil((parent.end - parent.start) / LEVEL_MS[childLevel]));
      expect(aggregateOf(children)).toEqual(ohlcv(parent));
      expect(generator.aggregate(childLevel, parent.start, parent.end)).toEqual(parent);
    }
  });

  it('keeps prices positive and every second traded', () => {
    const generator = new KlineGenerator(params);
    const hour = generator.node(1, ANCHOR - 100 * DAY);
    if (!hour) throw new Error('no hour');
    for (const second of nodes(generator, 3, hour.start, hour.start + 600_000)) {
      expect(second.low).toBeGreaterThan(0);
      expect(second.low).toBeLessThanOrEqual(Math.min(second.open, second.close));
      expect(second.high).toBeGreaterThanOrEqual(Math.max(second.open, second.close));
      expect(second.volume).toBeGreaterThanOrEqual(1);
    }
  });

  it('serves five years of days and nothing before', () => {
    const generator = new KlineGenerator(params);
    expect(generator.horizon).toBe(Date.UTC(2024, 4, 15) - (HISTORY_DAYS - 1) * DAY);
    expect(generator.node(0, generator.horizon)?.start).toBe(generator.horizon);
    expect(generator.node(0, generator.horizon - 1)).toBeUndefined();
    const oldest = generator.node(0, generator.horizon);
    const next = generator.node(0, generator.horizon + DAY);
    expect(oldest?.close).toBe(next?.open);
  });
});
