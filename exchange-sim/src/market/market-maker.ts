import type { Random } from '../lib/prng';
import type { BookSide, BookSideName } from './raw-book';
import type { SymbolMarket } from './symbol-market';

/** Levels within this many ticks of the mid form the dense top of the book. */
const NEAR_TICKS = 120;
/** At least this many tick-granularity levels per side near the mid. */
const MIN_NEAR_LEVELS = 60;
const NEAR_DENSITY = 0.6;
/** Sparse levels farther out, so coarse merge steps still show a deep book. */
const FAR_LEVELS = 40;
const DRIFT_CHANCE = 0.3;
const TAKE_CHANCE = 0.15;
const REMOVE_CHANCE = 0.35;
/** A sweep prints at most this many trades; deeper swept levels just vanish. */
const MAX_SWEEP_TRADES = 3;

const SIDES: readonly BookSideName[] = ['bid', 'ask'];

/**
 * Keeps a live raw book for one symbol. Bids sit at or below `anchor` and asks strictly above
 * it, so the book can never cross; the anchor random-walks, and a move sweeps the levels it
 * passes as trades. Every step also edits a few levels and sometimes takes from the top.
 */
export class MarketMaker {
  private anchor: number;
  private readonly farTicks: number;
  private readonly driftMaxTicks: number;
  private seeded = false;

  constructor(
    private readonly market: SymbolMarket,
    private readonly random: Random,
  ) {
    const price = market.startPrice;
    this.anchor = price;
    const far = Math.min(
      Math.max(NEAR_TICKS * 3, Math.round(price * 0.03)),
      Math.floor(price * 0.4),
    );
    this.farTicks = Math.max(far, NEAR_TICKS + 1);
    this.driftMaxTicks = Math.max(1, Math.min(NEAR_TICKS / 4, Math.round(price * 0.00005)));
  }

  /** One change of the book; returns whether the book changed (it almost always does). */
  step(now: number): boolean {
    if (!this.seeded) {
      this.seed();
      return true;
    }
    let changed = false;
    if (this.random.chance(DRIFT_CHANCE)) changed = this.drift(now) || changed;
    if (this.random.chance(TAKE_CHANCE)) changed = this.takeTop(now) || changed;
    const edits = this.random.int(1, 4);
    for (let i = 0; i < edits; i += 1) changed = this.editLevel() || changed;
    for (const side of SIDES) changed = this.refill(side) || changed;
    if (changed) this.market.book.seq += 1;
    return changed;
  }

  private seed(): void {
    this.seeded = true;
    for (const side of SIDES) {
      for (let d = 1; d <= NEAR_TICKS; d += 1) {
        if (d <= 2 || this.random.chance(NEAR_DENSITY)) this.place(side, d);
      }
      for (let i = 0; i < FAR_LEVELS; i += 1) {
        this.place(side, this.random.int(NEAR_TICKS + 1, this.farTicks));
      }
      this.refill(side);
    }
    this.market.book.seq += 1;
  }

  private bookSide(side: BookSideName): BookSide {
    return this.market.book.sideOf(side);
  }

  /** Price in ticks of the level `d` ticks into a side: 1 is the best possible. */
  private priceAt(side: BookSideName, d: number): number {
    return side === 'bid' ? this.anchor - d + 1 : this.anchor + d;
  }

  private distanceOf(side: BookSideName, price: number): number {
    return side === 'bid' ? this.anchor - price + 1 : price - this.anchor;
  }

  private randomLots(): number {
    const r = this.random.next();
    return Math.max(1, Math.round(this.market.levelLots * (0.05 + r * r * r * 3)));
  }

  private place(side: BookSideName, d: number): boolean {
    const price = this.priceAt(side, d);
    if (price < 1) return false;
    this.bookSide(side).set(price, this.randomLots());
    return true;
  }

  private drift(now: number): boolean {
    const size = this.random.int(1, this.driftMaxTicks);
    let move = this.random.chance(0.5) ? size : -size;
    if (this.anchor + move - this.farTicks < 2) move = size;
    const target = this.anchor + move;
    const taker = move > 0 ? 'Buy' : 'Sell';
    const swept = this.bookSide(move > 0 ? 'ask' : 'bid');
    let printed = 0;
    for (let best = swept.best(); best !== undefined; best = swept.best()) {
      if (move > 0 ? best > target : best <= target) break;
      if (printed < MAX_SWEEP_TRADES)
        this.market.recordTrade(taker, best, swept.get(best) ?? 1, now);
      printed += 1;
      swept.remove(best);
    }
    this.anchor = target;
    return true;
  }

  private takeTop(now: number): boolean {
    const side: BookSideName = this.random.chance(0.5) ? 'ask' : 'bid';
    const book = this.bookSide(side);
    const best = book.best();
    const lots = best === undefined ? undefined : book.get(best);
    if (best === undefined || lots === undefined) return false;
    const r = this.random.next();
    const take = Math.max(1, Math.min(lots, Math.round(lots * r * r)));
    if (take === lots) book.remove(best);
    else book.set(best, lots - take);
    this.market.recordTrade(side === 'ask' ? 'Buy' : 'Sell', best, take, now);
    return true;
  }

  private editLevel(): boolean {
    const side: BookSideName = this.random.chance(0.5) ? 'bid' : 'ask';
    const book = this.bookSide(side);
    const r = this.random.next();
    const near = this.random.chance(0.85);
    const d = near
      ? 1 + Math.floor(r * r * NEAR_TICKS)
      : NEAR_TICKS + 1 + Math.floor(r * (this.farTicks - NEAR_TICKS));
    const price = this.priceAt(side, d);
    if (price < 1) return false;
    const exists = book.get(price) !== undefined;
    if (!near && !exists && this.farCount(side) >= FAR_LEVELS * 1.5) {
      const nearCount = book.count - this.farCount(side);
      const victim = book.levels()[this.random.int(nearCount, book.count - 1)];
      return victim !== undefined && book.remove(victim);
    }
    if (exists && this.random.chance(near ? REMOVE_CHANCE : 0.5)) return book.remove(price);
    book.set(price, this.randomLots());
    return true;
  }

  private farCount(side: BookSideName): number {
    const book = this.bookSide(side);
    return book.count - book.countAtOrBetter(this.priceAt(side, NEAR_TICKS));
  }

  /** Restores the invariants: a tight top, enough near levels, some far ones, no stragglers. */
  private refill(side: BookSideName): boolean {
    const book = this.bookSide(side);
    let changed = false;
    const best = book.best();
    if (best === undefined || this.distanceOf(side, best) > 3) {
      changed = this.place(side, this.random.int(1, 2)) || changed;
    }
    let nearCount = book.countAtOrBetter(this.priceAt(side, NEAR_TICKS));
    for (let tries = 0; nearCount < MIN_NEAR_LEVELS && tries < NEAR_TICKS * 8; tries += 1) {
      const d = this.random.int(1, NEAR_TICKS);
      if (book.get(this.priceAt(side, d)) === undefined && this.place(side, d)) {
        nearCount += 1;
        changed = true;
      }
    }
    for (let tries = 0; this.farCount(side) < FAR_LEVELS / 2 && tries < FAR_LEVELS; tries += 1) {
      changed = this.place(side, this.random.int(NEAR_TICKS + 1, this.farTicks)) || changed;
    }
    // A drift strands former near levels in the far zone; thin them out at random.
    for (let far = this.farCount(side); far > FAR_LEVELS * 2; far -= 1) {
      const victim = book.levels()[this.random.int(book.count - far, book.count - 1)];
      if (victim === undefined || !book.remove(victim)) break;
      changed = true;
    }
    for (let worst = book.worst(); worst !== undefined; worst = book.worst()) {
      if (this.distanceOf(side, worst) <= this.farTicks * 1.25) break;
      book.remove(worst);
      changed = true;
    }
    return changed;
  }
}
