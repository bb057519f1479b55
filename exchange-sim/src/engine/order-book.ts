import type { WireLevel } from '@spot/contracts';
import { formatUnits } from '../lib/decimal';
import type { BookSideName } from './types';

/**
 * One resting order in a price level's queue. `owner` is the engine's record of a user order;
 * market-maker quotes have none. Price in ticks, size in lots.
 */
export interface BookEntry<Owner = unknown> {
  readonly id: string;
  readonly userId: string;
  readonly side: BookSideName;
  readonly price: number;
  /** Remaining size in lots. */
  lots: number;
  /** Arrival order: lower is earlier in the queue. */
  readonly queue: number;
  readonly owner: Owner | null;
  level: Level<Owner> | null;
  prev: BookEntry<Owner> | null;
  next: BookEntry<Owner> | null;
}

/** A price level: a FIFO queue of entries (a doubly linked list) and their total size. */
export class Level<Owner = unknown> {
  lots = 0;
  size = 0;
  head: BookEntry<Owner> | null = null;
  tail: BookEntry<Owner> | null = null;
  /** The market maker's one quote at this price, if any. */
  maker: BookEntry<Owner> | null = null;

  constructor(readonly price: number) {}

  /** Entries in queue order. */
  *entries(): IterableIterator<BookEntry<Owner>> {
    for (let e = this.head; e !== null; e = e.next) yield e;
  }
}

/**
 * One side of the book. Levels are kept by price and their prices sorted best first (bids high
 * to low, asks low to high), so the top and a window around it are cheap to read. Every level
 * an operation changes is remembered in `touched` until the engine reports it.
 */
export class BookSide<Owner = unknown> {
  private readonly byPrice = new Map<number, Level<Owner>>();
  private readonly prices: number[] = [];
  /** Prices whose level changed since the last `takeTouched`. */
  readonly touched = new Set<number>();

  constructor(readonly side: BookSideName) {}

  /** Number of price levels. */
  get count(): number {
    return this.prices.length;
  }

  /** Best price in ticks, or `undefined` for an empty side. */
  best(): number | undefined {
    return this.prices[0];
  }

  /** Worst (farthest) price in ticks, or `undefined` for an empty side. */
  worst(): number | undefined {
    return this.prices[this.prices.length - 1];
  }

  /** Total size of the level at `price` in lots, or `undefined` when there is none. */
  get(price: number): number | undefined {
    return this.byPrice.get(price)?.lots;
  }

  level(price: number): Level<Owner> | undefined {
    return this.byPrice.get(price);
  }

  bestLevel(): Level<Owner> | undefined {
    const best = this.prices[0];
    return best === undefined ? undefined : this.byPrice.get(best);
  }

  /** Prices best first (a live view: do not keep it across changes). */
  levels(): readonly number[] {
    return this.prices;
  }

  /** How many levels are priced at `bound` or better. */
  countAtOrBetter(bound: number): number {
    return this.insertionIndex(bound) + (this.byPrice.has(bound) ? 1 : 0);
  }

  /** True when `price` is at least as good for this side as `other` (bids: higher). */
  isAtOrBetter(price: number, other: number): boolean {
    return this.side === 'bid' ? price >= other : price <= other;
  }

  /** Puts an entry at the back of its level's queue. */
  append(entry: BookEntry<Owner>): void {
    const level = this.levelFor(entry.price);
    entry.level = level;
    entry.prev = level.tail;
    entry.next = null;
    if (level.tail) level.tail.next = entry;
    else level.head = entry;
    level.tail = entry;
    this.grow(level, entry);
  }

  /** Puts an entry where its `queue` number places it (rebuilding a book from records). */
  insertByQueue(entry: BookEntry<Owner>): void {
    const level = this.levelFor(entry.price);
    let after = level.tail;
    while (after !== null && after.queue > entry.queue) after = after.prev;
    entry.level = level;
    entry.prev = after;
    entry.next = after === null ? level.head : after.next;
    if (entry.next) entry.next.prev = entry;
    else level.tail = entry;
    if (after) after.next = entry;
    else level.head = entry;
    this.grow(level, entry);
  }

  /** Takes an entry out of its level; an emptied level is dropped. */
  remove(entry: BookEntry<Owner>): void {
    const level = entry.level;
    if (level === null) return;
    if (entry.prev) entry.prev.next = entry.next;
    else level.head = entry.next;
    if (entry.next) entry.next.prev = entry.prev;
    else level.tail = entry.prev;
    entry.prev = entry.next = entry.level = null;
    level.lots -= entry.lots;
    level.size -= 1;
    if (level.maker === entry) level.maker = null;
    this.touched.add(level.price);
    if (level.size === 0) {
      this.byPrice.delete(level.price);
      this.prices.splice(this.insertionIndex(level.price), 1);
    }
  }

  /** Changes an entry's size in place (it keeps its queue position); 0 removes it. */
  resize(entry: BookEntry<Owner>, lots: number): void {
    const level = entry.level;
    if (level === null) return;
    if (lots <= 0) {
      this.remove(entry);
      entry.lots = 0;
      return;
    }
    level.lots += lots - entry.lots;
    entry.lots = lots;
    this.touched.add(level.price);
  }

  /**
   * Levels as decimal strings, best first. With a merge step of `stepTicks` ticks, only the
   * levels of the first `buckets` buckets (bids round down, asks up), which is all that
   * grouping to `buckets` rows can use; with `null`, every level.
   */
  toWire(
    pricePrecision: number,
    quantityPrecision: number,
    stepTicks: number | null = null,
    buckets: number = Number.POSITIVE_INFINITY,
  ): WireLevel[] {
    const out: WireLevel[] = [];
    let seen = 0;
    let lastBucket = Number.NaN;
    for (const price of this.prices) {
      if (stepTicks !== null) {
        const rest = price % stepTicks;
        const bucket = (price - rest) / stepTicks + (this.side === 'ask' && rest > 0 ? 1 : 0);
        if (bucket !== lastBucket) {
          seen += 1;
          if (seen > buckets) break;
          lastBucket = bucket;
        }
      }
      const lots = this.byPrice.get(price)?.lots ?? 0;
      out.push([formatUnits(price, pricePrecision), formatUnits(lots, quantityPrecision)]);
    }
    return out;
  }

  private levelFor(price: number): Level<Owner> {
    let level = this.byPrice.get(price);
    if (!level) {
      if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError(`bad price ${price}`);
      level = new Level<Owner>(price);
      this.byPrice.set(price, level);
      this.prices.splice(this.insertionIndex(price), 0, price);
    }
    return level;
  }

  private grow(level: Level<Owner>, entry: BookEntry<Owner>): void {
    if (!Number.isSafeInteger(entry.lots) || entry.lots <= 0) {
      throw new RangeError(`bad size ${entry.lots}`);
    }
    level.lots += entry.lots;
    level.size += 1;
    this.touched.add(level.price);
  }

  /** Index of the first price not better than `price` (binary search). */
  private insertionIndex(price: number): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.prices[mid] ?? 0;
      const better = this.side === 'bid' ? at > price : at < price;
      if (better) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** A symbol's two-sided book with a change sequence (`seq` of the wire's book data). */
export class OrderBook<Owner = unknown> {
  readonly bids = new BookSide<Owner>('bid');
  readonly asks = new BookSide<Owner>('ask');
  /** Incremented once per operation that changed the book. */
  seq = 0;

  sideOf(side: BookSideName): BookSide<Owner> {
    return side === 'bid' ? this.bids : this.asks;
  }

  /** True while the best bid is strictly below the best ask (or a side is empty). */
  isUncrossed(): boolean {
    const bid = this.bids.best();
    const ask = this.asks.best();
    return bid === undefined || ask === undefined || bid < ask;
  }
}
