import { Dec } from '../lib/decimal';

export const MINUTE_MS = 60_000;
/** Minute bars in a rolling day: the current minute and the 1,439 before it. */
export const DAY_MINUTES = 1_440;

/** One minute of a symbol's history: prices in whole ticks, sizes as decimals. */
export interface MinuteBar {
  /** ms, a whole minute. */
  readonly start: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: Dec;
  readonly turnover: Dec;
}

/** The 24-hour figures of a symbol: prices in ticks, sizes as decimals. */
export interface DayFigures {
  /** The open of the oldest minute in the day: the price 24 hours ago. */
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly volume: Dec;
  readonly turnover: Dec;
}

/** The first minute start of the day that ends with the minute holding `now`. */
export function dayStart(now: number): number {
  return Math.floor(now / MINUTE_MS) * MINUTE_MS - (DAY_MINUTES - 1) * MINUTE_MS;
}

/**
 * A rolling day of closed minute bars (the 24-hour ticker of spec 001 §3): bars are pushed in
 * time order as their minute closes and leave when they fall out of the day. High and low come
 * from monotonic queues and volume and turnover from running sums, so a push, an expiry and a
 * read each cost O(1) amortised, however many trades a minute holds.
 */
export class DayWindow {
  private readonly bars: MinuteBar[] = [];
  private head = 0;
  /** Positions in `bars` of decreasing highs and increasing lows. */
  private readonly highs: number[] = [];
  private readonly lows: number[] = [];
  private volume = new Dec(0);
  private turnover = new Dec(0);

  /** Adds a closed minute; one older than the newest held is ignored (it is already in). */
  push(bar: MinuteBar): void {
    const newest = this.bars.at(-1);
    if (newest && bar.start <= newest.start) return;
    const index = this.bars.length;
    this.bars.push(bar);
    while (this.highs.length > 0 && this.barAt(this.highs.at(-1)).high <= bar.high)
      this.highs.pop();
    this.highs.push(index);
    while (this.lows.length > 0 && this.barAt(this.lows.at(-1)).low >= bar.low) this.lows.pop();
    this.lows.push(index);
    this.volume = this.volume.plus(bar.volume);
    this.turnover = this.turnover.plus(bar.turnover);
  }

  /** Drops the minutes that start before `from`. */
  expire(from: number): void {
    while (this.head < this.bars.length && this.barAt(this.head).start < from) {
      const bar = this.barAt(this.head);
      this.volume = this.volume.minus(bar.volume);
      this.turnover = this.turnover.minus(bar.turnover);
      if (this.highs[0] === this.head) this.highs.shift();
      if (this.lows[0] === this.head) this.lows.shift();
      this.head += 1;
    }
    // Compact now and then so the array does not grow with the sim's uptime.
    if (this.head > DAY_MINUTES) {
      this.bars.splice(0, this.head);
      for (const queue of [this.highs, this.lows]) {
        for (let i = 0; i < queue.length; i += 1) queue[i] = (queue[i] as number) - this.head;
      }
      this.head = 0;
    }
  }

  /** Start of the newest closed minute held, or undefined. */
  get newestStart(): number | undefined {
    return this.head < this.bars.length ? this.bars.at(-1)?.start : undefined;
  }

  /**
   * The figures of the day ending at `now`: the closed minutes still in it and `current`, the
   * minute in progress (when it has a bar). Null when the day holds no bar at all.
   */
  figures(now: number, current: MinuteBar | null): DayFigures | null {
    this.expire(dayStart(now));
    const live = current && current.start >= dayStart(now) ? current : null;
    const first = this.head < this.bars.length ? this.barAt(this.head) : null;
    if (!first && !live) return null;
    let high = this.highs.length > 0 ? this.barAt(this.highs[0]).high : -Infinity;
    let low = this.lows.length > 0 ? this.barAt(this.lows[0]).low : Infinity;
    let volume = this.volume;
    let turnover = this.turnover;
    if (live && live.start > (this.newestStart ?? -Infinity)) {
      high = Math.max(high, live.high);
      low = Math.min(low, live.low);
      volume = volume.plus(live.volume);
      turnover = turnover.plus(live.turnover);
    }
    return { open: (first ?? live)?.open ?? 0, high, low, volume, turnover };
  }

  private barAt(index: number | undefined): MinuteBar {
    return this.bars[index ?? -1] as MinuteBar;
  }
}
