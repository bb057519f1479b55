import type { OrderSide } from '@spot/contracts';
import type { Engine } from '../engine/engine';
import type { MakerDesk } from '../engine/maker-desk';
import type { BookSide } from '../engine/order-book';
import type { Random } from '../lib/prng';
import type { SymbolMarket } from './symbol-market';

type BookSideName = 'bid' | 'ask';

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
/** A sweep prints the first this many levels; the maker's quotes deeper in it are pulled. */
const MAX_SWEEP_TRADES = 3;
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

const SIDES: readonly BookSideName[] = ['bid', 'ask'];

/**
 * Keeps a live book for one symbol through the matching engine. Its liquidity is resting
 * quotes of the market-maker account, queued with users' orders in price-time priority (a
 * changed quote goes to the back of its level); its trades are taker orders, so they fill
 * users' orders too. Its quotes sit at or below `anchor` for bids and above it for asks; the
 * anchor random-walks, and a move sweeps the levels it passes. Every step also edits a few
 * quotes and sometimes takes from the top.
 */
export class MarketMaker {
  private anchor: number;
  private readonly farTicks: number;
  private readonly driftMaxTicks: number;
  private seeded = false;
  private current: MakerDesk | null = null;
  /**
   * Whether book steps print trades (a drift's sweep, a take from the top). Off while the
   * test-mode trade clock runs, so that every trade is the clock's and a benchmark gets the
   * trade rate it asked for; a drift then pulls the maker's own quotes it passes and trades
   * only users' orders in its way.
   */
  stepsTrade = true;

  constructor(
    private readonly market: SymbolMarket,
    private readonly engine: Engine,
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

  /** One change of the book, as one engine operation. */
  step(now: number): void {
    this.engine.makerStep(this.market.name, now, (desk) => {
      this.current = desk;
      try {
        this.run();
      } finally {
        this.current = null;
      }
    });
  }

  /**
   * One taker trade at the top of a random side, then the book's invariants restored: the
   * test-mode trade clock (`/__sim/trade-rate`) drives it, on top of the book steps.
   */
  trade(now: number): void {
    if (!this.seeded) return;
    this.engine.makerStep(this.market.name, now, (desk) => {
      this.current = desk;
      try {
        this.takeTop();
        for (const side of SIDES) this.refill(side);
      } finally {
        this.current = null;
      }
    });
  }

  private get desk(): MakerDesk {
    if (this.current === null) throw new Error('the market maker acts only inside a step');
    return this.current;
  }

  private run(): void {
    if (!this.seeded) {
      this.seed();
      return;
    }
    if (this.random.chance(DRIFT_CHANCE)) this.drift();
    if (this.random.chance(TAKE_CHANCE) && this.stepsTrade) this.takeTop();
    const edits = this.random.int(1, 4);
    for (let i = 0; i < edits; i += 1) this.editLevel();
    for (const side of SIDES) this.refill(side);
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
  }

  private bookSide(side: BookSideName): BookSide<unknown> {
    return this.desk.book.sideOf(side);
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
    this.desk.quote(side, price, this.randomLots());
    return true;
  }

  /** Moves the anchor; the levels it passes are taken (the first few print, user orders too). */
  private drift(): void {
    const size = this.random.int(1, this.driftMaxTicks);
    let move = this.random.chance(0.5) ? size : -size;
    if (this.anchor + move - this.farTicks < 2) move = size;
    const target = this.anchor + move;
    const taker: OrderSide = move > 0 ? 'BUY' : 'SELL';
    const sweptSide: BookSideName = move > 0 ? 'ask' : 'bid';
    // Bids above the new anchor and asks at or below it go.
    const limit = move > 0 ? target : target + 1;
    const inSweep = (price: number): boolean => (move > 0 ? price <= limit : price >= limit);
    const levels = this.bookSide(sweptSide).levels();
    let inRange = 0;
    while (inRange < levels.length && inSweep(levels[inRange] ?? 0)) inRange += 1;
    const printed = this.stepsTrade ? MAX_SWEEP_TRADES : 0;
    for (const price of levels.slice(printed, inRange)) this.desk.pull(sweptSide, price);
    this.desk.take(taker, UNBOUNDED, limit);
    this.anchor = target;
  }

  private takeTop(): void {
    const side: BookSideName = this.random.chance(0.5) ? 'ask' : 'bid';
    const book = this.bookSide(side);
    const best = book.best();
    const lots = best === undefined ? undefined : book.get(best);
    if (best === undefined || lots === undefined) return;
    const r = this.random.next();
    const take = Math.max(1, Math.min(lots, Math.round(lots * r * r)));
    this.desk.take(side === 'ask' ? 'BUY' : 'SELL', take, best);
  }

  private editLevel(): void {
    const side: BookSideName = this.random.chance(0.5) ? 'bid' : 'ask';
    const book = this.bookSide(side);
    const r = this.random.next();
    const near = this.random.chance(0.85);
    const d = near
      ? 1 + Math.floor(r * r * NEAR_TICKS)
      : NEAR_TICKS + 1 + Math.floor(r * (this.farTicks - NEAR_TICKS));
    const price = this.priceAt(side, d);
    if (price < 1) return;
    const exists = this.desk.quoteLots(side, price) !== undefined;
    if (!near && !exists && this.farCount(side) >= FAR_LEVELS * 1.5) {
      const nearCount = book.count - this.farCount(side);
      const victim = book.levels()[this.random.int(nearCount, book.count - 1)];
      if (victim !== undefined) this.desk.pull(side, victim);
      return;
    }
    if (exists && this.random.chance(near ? REMOVE_CHANCE : 0.5)) {
      this.desk.pull(side, price);
      return;
    }
    this.desk.quote(side, price, this.randomLots());
  }

  private farCount(side: BookSideName): number {
    const book = this.bookSide(side);
    return book.count - book.countAtOrBetter(this.priceAt(side, NEAR_TICKS));
  }

  /** Restores the invariants: a tight top, enough near levels, some far ones, no stragglers. */
  private refill(side: BookSideName): void {
    const book = this.bookSide(side);
    const best = book.best();
    if (best === undefined || this.distanceOf(side, best) > 3) {
      this.place(side, this.random.int(1, 2));
    }
    let nearCount = book.countAtOrBetter(this.priceAt(side, NEAR_TICKS));
    for (let tries = 0; nearCount < MIN_NEAR_LEVELS && tries < NEAR_TICKS * 8; tries += 1) {
      const d = this.random.int(1, NEAR_TICKS);
      if (book.get(this.priceAt(side, d)) === undefined && this.place(side, d)) {
        nearCount = book.countAtOrBetter(this.priceAt(side, NEAR_TICKS));
      }
    }
    for (let tries = 0; this.farCount(side) < FAR_LEVELS / 2 && tries < FAR_LEVELS; tries += 1) {
      this.place(side, this.random.int(NEAR_TICKS + 1, this.farTicks));
    }
    // A drift strands former near levels in the far zone; thin them out at random.
    for (let far = this.farCount(side); far > FAR_LEVELS * 2; far -= 1) {
      const victim = book.levels()[this.random.int(book.count - far, book.count - 1)];
      if (victim === undefined || !this.desk.pull(side, victim)) break;
    }
    // Stragglers beyond the far zone: the maker's own quotes there go (users' stay).
    const levels = book.levels();
    for (let i = levels.length - 1; i >= 0; i -= 1) {
      const price = levels[i];
      if (price === undefined || this.distanceOf(side, price) <= this.farTicks * 1.25) break;
      this.desk.pull(side, price);
    }
  }
}
