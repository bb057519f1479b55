import type { WireLevel } from '@spot/contracts';
import { formatUnits } from '../lib/decimal';

export type BookSideName = 'bid' | 'ask';

/**
 * One side of a raw book at tick granularity: price in whole ticks → size in whole lots.
 * Prices are also kept sorted best first (bids high to low, asks low to high) so the top of
 * the book and a window around it are cheap to read.
 */
export class BookSide {
  private readonly sizes = new Map<number, number>();
  private readonly prices: number[] = [];

  constructor(readonly side: BookSideName) {}

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

  get(price: number): number | undefined {
    return this.sizes.get(price);
  }

  /** Sets a level's size in lots; a new price is inserted in order. */
  set(price: number, lots: number): void {
    if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError(`bad price ${price}`);
    if (!Number.isSafeInteger(lots) || lots <= 0) throw new RangeError(`bad size ${lots}`);
    if (!this.sizes.has(price)) this.prices.splice(this.insertionIndex(price), 0, price);
    this.sizes.set(price, lots);
  }

  remove(price: number): boolean {
    if (!this.sizes.delete(price)) return false;
    this.prices.splice(this.insertionIndex(price), 1);
    return true;
  }

  /** Prices best first (a live view: do not keep it across changes). */
  levels(): readonly number[] {
    return this.prices;
  }

  /** How many levels are priced at `bound` or better. */
  countAtOrBetter(bound: number): number {
    return this.insertionIndex(bound) + (this.sizes.has(bound) ? 1 : 0);
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
      const lots = this.sizes.get(price) ?? 0;
      out.push([formatUnits(price, pricePrecision), formatUnits(lots, quantityPrecision)]);
    }
    return out;
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

/** A raw two-sided book with a change sequence (`seq` of the wire's book data). */
export class RawBook {
  readonly bids = new BookSide('bid');
  readonly asks = new BookSide('ask');
  /** Incremented once per market-maker change that touched the book. */
  seq = 0;

  sideOf(side: BookSideName): BookSide {
    return side === 'bid' ? this.bids : this.asks;
  }

  /** True while the best bid is strictly below the best ask (or a side is empty). */
  isUncrossed(): boolean {
    const bid = this.bids.best();
    const ask = this.asks.best();
    return bid === undefined || ask === undefined || bid < ask;
  }
}
