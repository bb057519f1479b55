import type { Random } from '../lib/prng';
import { createRandom, deriveSeed } from '../lib/prng';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Node lengths of the generator's tree: days → hours → minutes → seconds. */
export const LEVEL_MS = [DAY, HOUR, MINUTE, SECOND] as const;
export type Level = 0 | 1 | 2 | 3;

/** Days of generated history before the sim's start: 5 years (one leap day included). */
export const HISTORY_DAYS = 5 * 365 + 1;

/** Mean reversion of the daily log-price walk: keeps 5 years within a plausible band. */
const REVERSION = 0.004;
/** The walk's log price stays within ±this of the opening price (×0.08 … ×12). */
const MAX_LOG_MOVE = 2.5;
const MINUTES_PER_DAY = 1_440;
/** Integer volume arithmetic (lots × weight) stays exact below 2^53 with this cap. */
const MAX_DAILY_LOTS = 4e12;
const MAX_WEIGHT = 1_200;

/** One generated bar: prices in whole ticks, volume in whole lots; `end` is exclusive. */
export interface GenBar {
  readonly start: number;
  readonly end: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** A child being made: its high and low are set before the volume is split. */
type DraftBar = { -readonly [K in Exclude<keyof GenBar, 'volume'>]: GenBar[K] };

export interface GeneratorParams {
  /** The run's seed. */
  readonly seed: number;
  readonly symbol: string;
  /**
   * Names the daily walk: symbols sharing it move alike day by day (BTCUSDT and BTCUSDC),
   * each from its own opening price. Default: the symbol.
   */
  readonly walk?: string;
  /** ms, a whole second: the path ends here at `openTicks`. */
  readonly anchor: number;
  /** The symbol's opening price in ticks: the close of the last generated second. */
  readonly openTicks: number;
  /**
   * Typical volume of one minute in lots: the live market's own rate (measured on the market
   * maker's warm-up), so live candles continue the history at its scale.
   */
  readonly minuteLots: number;
  /** Daily volatility of the log price (0.03 = 3 %). */
  readonly dailyVolatility: number;
}

function gauss(random: Random): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** `floor(a * b / c)` in exact integer arithmetic (every product below 2^53). */
function mulDiv(a: number, b: number, c: number): number {
  const product = a * b;
  let q = Math.floor(product / c);
  if (q * c > product) q -= 1;
  else if ((q + 1) * c <= product) q += 1;
  return q;
}

/** Child lists kept per symbol (at most ~5 MB); a page of 1000 bars needs at most ~520. */
const CACHE_LIMIT = 1_024;

/**
 * The seeded price history of one symbol before the sim's start, as a tree of nodes: days,
 * each split into hours, minutes and seconds. Every node is a pure function of the seed, the
 * symbol, the anchor and its own start, so any bar of any resolution can be made without the
 * ones around it.
 *
 * Daily closes are a mean-reverting log-price walk generated backwards from the anchor, where
 * the last (partial) day closes at the opening price; a day's high and low add seeded wicks.
 * A node's children are a Brownian bridge from its open to its close, scaled to fit its high
 * and low, with the child nearest the high taking the high and the child nearest the low taking
 * the low; its volume is split among them by seeded weights (every second at least 1 lot). So
 * a node is exactly the aggregate of its children: a day's open, high, low, close and volume
 * equal those of its hours, minutes and seconds. The node holding the anchor is cut there.
 */
export class KlineGenerator {
  /** Start of the oldest day served. */
  readonly horizon: number;
  private readonly lastDayStart: number;
  private days: GenBar[] | null = null;
  private readonly cache = new Map<string, readonly GenBar[]>();

  constructor(private readonly params: GeneratorParams) {
    if (params.anchor % SECOND !== 0) throw new RangeError('the anchor must be a whole second');
    this.lastDayStart = Math.floor((params.anchor - 1) / DAY) * DAY;
    this.horizon = this.lastDayStart - (HISTORY_DAYS - 1) * DAY;
  }

  get anchor(): number {
    return this.params.anchor;
  }

  /** The node of `level` containing `t`, or undefined outside [horizon, anchor). */
  node(level: Level, t: number): GenBar | undefined {
    if (t < this.horizon || t >= this.params.anchor) return undefined;
    const days = this.dayNodes();
    let node = days[(this.lastDayStart - Math.floor(t / DAY) * DAY) / DAY];
    for (let l = 1; l <= level && node; l += 1) {
      const children = this.children(node, l as Level);
      node = children[Math.floor((t - node.start) / LEVEL_MS[l as Level])];
    }
    return node;
  }

  /**
   * The aggregate of the `level` nodes in [from, to) cut at the anchor, or undefined when
   * none is there. `from` and `to` are multiples of the level's length.
   */
  aggregate(level: Level, from: number, to: number): GenBar | undefined {
    let bar: GenBar | undefined;
    for (const node of this.nodesIn(level, Math.max(from, this.horizon), to)) {
      bar = bar
        ? {
            start: bar.start,
            end: node.end,
            open: bar.open,
            high: Math.max(bar.high, node.high),
            low: Math.min(bar.low, node.low),
            close: node.close,
            volume: bar.volume + node.volume,
          }
        : node;
    }
    return bar;
  }

  /** The `level` nodes from the one holding `from` up to `to` (exclusive), in time order. */
  private *nodesIn(level: Level, from: number, to: number): Generator<GenBar> {
    let t = from;
    while (t < to) {
      if (level === 0) {
        const day = this.node(0, t);
        if (!day) return;
        yield day;
        t = day.start + DAY;
        continue;
      }
      const up = (level - 1) as Level;
      const parent = this.node(up, t);
      if (!parent) return;
      const children = this.children(parent, level);
      for (let i = Math.floor((t - parent.start) / LEVEL_MS[level]); i < children.length; i += 1) {
        const child = children[i];
        if (!child || child.start >= to) return;
        yield child;
      }
      t = parent.start + LEVEL_MS[up];
    }
  }

  /** Day nodes, newest (the partial day of the anchor) first. */
  private dayNodes(): GenBar[] {
    if (this.days) return this.days;
    const { seed, symbol, walk, anchor, openTicks, minuteLots, dailyVolatility } = this.params;
    // Closes back from the anchor; one more than the days served, for the oldest day's open.
    const closes: number[] = [openTicks];
    let x = 0;
    for (let k = 1; k <= HISTORY_DAYS; k += 1) {
      const random = createRandom(
        deriveSeed(seed, `${walk ?? symbol}|walk|${this.lastDayStart - k * DAY}`),
      );
      x = (1 - REVERSION) * x + dailyVolatility * gauss(random);
      x = Math.max(-MAX_LOG_MOVE, Math.min(MAX_LOG_MOVE, x));
      closes.push(Math.max(1, Math.round(openTicks * Math.exp(x))));
    }
    const days: GenBar[] = [];
    for (let k = 0; k < HISTORY_DAYS; k += 1) {
      const start = this.lastDayStart - k * DAY;
      const end = Math.min(start + DAY, anchor);
      const fraction = (end - start) / DAY;
      const random = createRandom(deriveSeed(seed, `${symbol}|0|${start}`));
      const open = closes[k + 1] ?? openTicks;
      const close = closes[k] ?? openTicks;
      const wick = dailyVolatility * 0.6 * Math.sqrt(fraction);
      const top = Math.max(open, close);
      const bottom = Math.min(open, close);
      const high = top + Math.round(top * wick * Math.abs(gauss(random)));
      const low = Math.max(1, bottom - Math.round(bottom * wick * Math.abs(gauss(random))));
      const seconds = (end - start) / SECOND;
      const typical = minuteLots * MINUTES_PER_DAY * fraction * Math.exp(0.35 * gauss(random));
      const volume = Math.min(MAX_DAILY_LOTS, Math.max(2 * seconds, Math.round(typical)));
      days.push({ start, end, open, high, low, close, volume });
    }
    this.days = days;
    return days;
  }

  /** The children (nodes of `level`) of `parent`, a node of `level - 1`. */
  private children(parent: GenBar, level: Level): readonly GenBar[] {
    const id = nodeKey(level, parent.start);
    const cached = this.cache.get(id);
    if (cached) return cached;
    const made = this.split(parent, level);
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(id, made);
    return made;
  }

  private split(parent: GenBar, level: Level): GenBar[] {
    const length = LEVEL_MS[level];
    const n = Math.ceil((parent.end - parent.start) / length);
    const random = createRandom(
      deriveSeed(this.params.seed, `${this.params.symbol}|${nodeKey(level, parent.start)}`),
    );
    const { open, high, low, close } = parent;
    const closes = bridge(random, n, open, close, high, low);
    const weights: number[] = [];
    const bars: DraftBar[] = [];
    for (let i = 0; i < n; i += 1) {
      const start = parent.start + i * length;
      const o = i === 0 ? open : (closes[i - 1] ?? open);
      const c = closes[i] ?? close;
      const top = Math.max(o, c);
      const bottom = Math.min(o, c);
      const up = Math.round((high - top) * 0.6 * random.next() ** 3);
      const down = Math.round((bottom - low) * 0.6 * random.next() ** 3);
      bars.push({
        start,
        end: Math.min(start + length, parent.end),
        open: o,
        close: c,
        high: top + up,
        low: bottom - down,
      });
      weights.push(200 + Math.floor(random.next() * (MAX_WEIGHT - 200)));
    }
    // The child nearest the parent's high takes it, and likewise the low: exact aggregation.
    let iHigh = 0;
    let iLow = 0;
    bars.forEach((bar, i) => {
      if (bar.high > (bars[iHigh]?.high ?? 0)) iHigh = i;
      if (bar.low < (bars[iLow]?.low ?? Infinity)) iLow = i;
    });
    const highBar = bars[iHigh];
    const lowBar = bars[iLow];
    if (highBar) highBar.high = high;
    if (lowBar) lowBar.low = low;
    const volumes = splitVolume(parent.volume, bars, weights);
    return bars.map((bar, i) => ({ ...bar, volume: volumes[i] ?? 0 }));
  }
}

/** A node's name: its level and start (the cache key, and the salt of its children's seed). */
function nodeKey(level: Level, start: number): string {
  return `${level}|${start}`;
}

/**
 * `n` closes from `open` to `close` (the last is `close`): a Brownian bridge whose rises and
 * falls are scaled to reach a seeded share of the room up to `high` and down to `low`.
 */
function bridge(
  random: Random,
  n: number,
  open: number,
  close: number,
  high: number,
  low: number,
): number[] {
  const walk = [0];
  for (let i = 1; i <= n; i += 1) walk.push((walk[i - 1] ?? 0) + gauss(random));
  const last = walk[n] ?? 0;
  const line = (i: number): number => open + ((close - open) * i) / n;
  const deviation = (i: number): number => (walk[i] ?? 0) - (last * i) / n;
  let up = Infinity;
  let down = Infinity;
  for (let i = 1; i < n; i += 1) {
    const d = deviation(i);
    if (d > 0) up = Math.min(up, (high - line(i)) / d);
    if (d < 0) down = Math.min(down, (line(i) - low) / -d);
  }
  const upScale = Number.isFinite(up) ? up * (0.5 + 0.45 * random.next()) : 0;
  const downScale = Number.isFinite(down) ? down * (0.5 + 0.45 * random.next()) : 0;
  const closes: number[] = [];
  for (let i = 1; i < n; i += 1) {
    const d = deviation(i);
    const value = Math.round(line(i) + d * (d > 0 ? upScale : downScale));
    closes.push(Math.min(high, Math.max(low, value)));
  }
  closes.push(close);
  return closes;
}

/** Splits `total` lots: each child first gets 1 lot per second it spans, the rest by weight. */
function splitVolume(
  total: number,
  bars: readonly { readonly start: number; readonly end: number }[],
  weights: readonly number[],
): number[] {
  const floors = bars.map((bar) => (bar.end - bar.start) / SECOND);
  const rest = Math.max(0, total - floors.reduce((a, b) => a + b, 0));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const volumes = floors.map((floor, i) => floor + mulDiv(rest, weights[i] ?? 0, weightSum));
  let left = total - volumes.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % volumes.length, left -= 1) {
    volumes[i] = (volumes[i] ?? 0) + 1;
  }
  return volumes;
}
