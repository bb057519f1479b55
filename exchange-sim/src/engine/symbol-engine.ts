import type { OrderSide } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { Batch, Funds } from './batch';
import { slippageLimit } from './market-rules';
import type { TakeLimits, TakeResult, Taker } from './matching';
import { oppositeOf, take, walk } from './matching';
import type { BookEntry } from './order-book';
import { OrderBook } from './order-book';
import { PlanBook } from './plan-book';
import { triggerPlan } from './plan-orders';
import type { PlanHost } from './plan-orders';
import type { PlanOrder, WorkingOrder } from './records';
import { isOpen, remainingLots } from './records';
import { placeAttachedTpsl } from './attached-tpsl';
import type { Rejection } from './reject-codes';
import { rejection } from './reject-codes';
import type { SymbolSpec } from './symbol-spec';
import type { BookSideName } from './types';

const ZERO = new Dec(0);
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** What a symbol's engine needs from the engine that holds every symbol. */
export interface EngineHost extends PlanHost {
  readonly funds: Funds;
  /** A fresh id for a market-maker quote or taker order. */
  nextMakerId(): string;
  planById(orderId: string): PlanOrder | undefined;
}

function bookSideOf(side: OrderSide): BookSideName {
  return side === 'BUY' ? 'bid' : 'ask';
}

/**
 * The engine of one symbol: its book, last price and plan orders. Places, cancels and
 * modifies ordinary orders (validated and recorded by `Engine`), runs the market maker's
 * quotes and takes, and after every operation fires the plan orders the last price reached.
 */
export class SymbolEngine {
  readonly book = new OrderBook<WorkingOrder>();
  readonly plans = new PlanBook();
  /** Working limit orders with an attached TP/SL still pending (see `attached-tpsl.ts`). */
  readonly attached = new Set<WorkingOrder>();
  execCount = 0;
  private priceMoved = false;

  constructor(
    readonly spec: SymbolSpec,
    readonly host: EngineHost,
    /** Last traded price in ticks. */
    public lastTicks: number,
    private readonly execIdBase: number,
  ) {}

  get funds(): Funds {
    return this.host.funds;
  }

  nextExecId(): string {
    this.execCount += 1;
    return String(this.execIdBase + this.execCount);
  }

  onTrade(ticks: number): void {
    this.lastTicks = ticks;
    this.priceMoved = true;
  }

  /** Makes the next `settle` check the plan orders even if no trade printed. */
  checkTriggers(): void {
    this.priceMoved = true;
  }

  /**
   * Places a validated new order: holds its funds, then matches it. A post-only order that
   * would take is recorded as REJECTED; a short balance rejects it with nothing recorded.
   */
  place(o: WorkingOrder, batch: Batch): Rejection | null {
    if (o.type === 'MARKET') return this.placeMarket(o, batch);
    const need =
      o.side === 'BUY' ? this.spec.amount(o.priceTicks, o.qtyLots) : this.spec.qtyDec(o.qtyLots);
    if (!this.hold(o, need, batch)) return this.shortOf(o, need);
    if (o.timeInForce === 'POST_ONLY' && this.wouldTake(o.side, o.priceTicks)) {
      o.status = 'REJECTED';
      o.rejectReason = 'POST_ONLY_WOULD_TAKE';
      this.releaseRest(o, batch);
      batch.touch(o);
      return this.postOnlyRejection(o.side, o.priceTicks);
    }
    this.execute(o, batch);
    return null;
  }

  /** Runs an order whose funds are held: matches, then rests or ends it. */
  execute(o: WorkingOrder, batch: Batch): void {
    if (o.type === 'MARKET') this.runMarket(o, batch);
    else this.runLimit(o, batch);
    batch.touch(o);
  }

  cancel(o: WorkingOrder, batch: Batch): void {
    this.takeOut(o);
    o.status = o.executedLots > 0 ? 'PARTIALLY_FILLED_CANCELED' : 'CANCELED';
    this.releaseRest(o, batch);
    batch.touch(o);
  }

  /**
   * Changes a resting limit order. A smaller quantity keeps its queue position; a new price
   * or a larger quantity puts it at the back (and a price that crosses trades at once). The
   * held funds follow the new remainder; a quantity equal to the executed one completes it.
   */
  modify(o: WorkingOrder, priceTicks: number, qtyLots: number, batch: Batch): Rejection | null {
    const entry = o.entry;
    if (entry === null) return rejection('ORDER_NOT_ACTIVE', `order ${o.orderId} is not resting`);
    if (qtyLots < o.executedLots) {
      return rejection(
        'MODIFY_QTY_BELOW_EXECUTED',
        `${this.spec.qtyText(qtyLots)} < executed ${this.spec.qtyText(o.executedLots)}`,
      );
    }
    const repriced = priceTicks !== o.priceTicks;
    if (!repriced && qtyLots === o.qtyLots) return null;
    if (repriced && o.timeInForce === 'POST_ONLY' && this.wouldTake(o.side, priceTicks)) {
      return this.postOnlyRejection(o.side, priceTicks);
    }
    const rest = qtyLots - o.executedLots;
    const need = o.side === 'BUY' ? this.spec.amount(priceTicks, rest) : this.spec.qtyDec(rest);
    if (need.gt(o.held)) {
      const more = need.minus(o.held);
      if (!this.funds.hold(batch, o.userId, o.heldToken, more)) return this.shortOf(o, more);
    } else {
      this.funds.release(batch, o.userId, o.heldToken, o.held.minus(need));
    }
    o.held = need;
    o.qtyLots = qtyLots;
    batch.touch(o);
    if (rest === 0) {
      this.takeOut(o);
      o.status = 'FILLED';
    } else if (!repriced && rest < entry.lots) {
      this.book.sideOf(entry.side).resize(entry, rest);
    } else {
      this.takeOut(o);
      o.priceTicks = priceTicks;
      this.runLimit(o, batch);
    }
    return null;
  }

  // The market maker: one quote per price level, outside the ledger's holds.

  /** Size of the maker's quote at a price, or `undefined` when it has none there. */
  makerQuoteLots(side: BookSideName, price: number): number | undefined {
    return this.book.sideOf(side).level(price)?.maker?.lots;
  }

  /**
   * Sets the maker's quote at a price: the old quote leaves the queue and the new one joins
   * at the back. A quote that crosses the other side trades first, like any order.
   */
  makerQuote(side: BookSideName, price: number, lots: number, batch: Batch): void {
    this.makerPull(side, price);
    let rest = lots;
    const takerSide: OrderSide = side === 'bid' ? 'BUY' : 'SELL';
    if (rest > 0 && this.wouldTake(takerSide, price)) {
      rest -= this.makerTake(takerSide, rest, price, batch);
    }
    if (rest <= 0) return;
    const bookSide = this.book.sideOf(side);
    const entry = this.entry(
      this.host.nextMakerId(),
      this.funds.makerUserId,
      side,
      price,
      rest,
      null,
    );
    bookSide.append(entry);
    const level = bookSide.level(price);
    if (level) level.maker = entry;
  }

  /** Takes the maker's quote off a price; false when it has none there. */
  makerPull(side: BookSideName, price: number): boolean {
    const bookSide = this.book.sideOf(side);
    const quote = bookSide.level(price)?.maker;
    if (!quote) return false;
    bookSide.remove(quote);
    return true;
  }

  /** The maker takes up to `lots` at prices up to `limitTicks`; returns the lots taken. */
  makerTake(side: OrderSide, lots: number, limitTicks: number, batch: Batch): number {
    const taker: Taker = {
      userId: this.funds.makerUserId,
      orderId: this.host.nextMakerId(),
      side,
      order: null,
    };
    return take(this, batch, taker, { limitTicks, maxLots: lots, budget: null }).lots;
  }

  /**
   * Ends an operation on this symbol: fires the plan orders the last price reached (whose
   * orders may trade and fire more), then reports the book levels that changed.
   */
  settle(batch: Batch): void {
    for (;;) {
      this.placeAttached(batch);
      if (!this.priceMoved) break;
      this.priceMoved = false;
      const fired = this.plans.fired(this.lastTicks, (plan) => batch.touch(plan));
      for (const plan of fired) triggerPlan(this, plan, batch);
    }
    let changed = false;
    for (const side of [this.book.bids, this.book.asks]) {
      for (const price of side.touched) {
        changed = true;
        batch.level({
          type: 'bookLevel',
          symbolId: this.spec.symbolId,
          side: side.side,
          price: this.spec.priceText(price),
          size: this.spec.qtyText(side.get(price) ?? 0),
        });
      }
      side.touched.clear();
    }
    if (changed) this.book.seq += 1;
  }

  /** Watches a working order's attached TP/SL until the order is done. */
  watchAttached(o: WorkingOrder): void {
    if (o.tpsl?.status === 'pending' && isOpen(o)) this.attached.add(o);
  }

  /** Places the TPSL legs of the orders with an attachment that are done now. */
  private placeAttached(batch: Batch): void {
    for (const o of this.attached) {
      if (isOpen(o)) continue;
      this.attached.delete(o);
      placeAttachedTpsl(this, o, batch);
    }
  }

  /** Puts a user order into the book where its queue number belongs (rebuilding state). */
  restoreEntry(o: WorkingOrder, queue: number): void {
    this.takeOut(o);
    const side = bookSideOf(o.side);
    const entry = this.entry(o.orderId, o.userId, side, o.priceTicks, remainingLots(o), o, queue);
    this.book.sideOf(side).insertByQueue(entry);
    o.entry = entry;
  }

  /** Releases what an order that no longer works still holds. */
  releaseRest(o: WorkingOrder, batch: Batch): void {
    this.funds.release(batch, o.userId, o.heldToken, o.held);
    o.held = ZERO;
  }

  /** True when an order of `side` at `priceTicks` would trade at once. */
  wouldTake(side: OrderSide, priceTicks: number): boolean {
    const best = oppositeOf(this.book, side).best();
    return best !== undefined && (side === 'BUY' ? priceTicks >= best : priceTicks <= best);
  }

  private runLimit(o: WorkingOrder, batch: Batch): void {
    const limits = { limitTicks: o.priceTicks, maxLots: remainingLots(o), budget: null };
    take(this, batch, this.takerOf(o), limits);
    const rest = remainingLots(o);
    const traded = o.executedLots > 0;
    if (rest === 0) {
      o.status = 'FILLED';
      this.releaseRest(o, batch);
    } else if (o.timeInForce === 'IOC') {
      o.status = traded ? 'PARTIALLY_FILLED_CANCELED' : 'CANCELED';
      this.releaseRest(o, batch);
    } else {
      const entry = this.entry(o.orderId, o.userId, bookSideOf(o.side), o.priceTicks, rest, o);
      this.book.sideOf(entry.side).append(entry);
      o.entry = entry;
      o.status = traded ? 'PARTIALLY_FILLED' : 'NEW';
    }
  }

  /**
   * Holds a new market order's funds, then runs it. A buy by quote amount holds the amount; a
   * buy by base quantity holds what the asks within the slippage limit cost for it now (the
   * engine is synchronous, so that is exactly what it spends); a sell by base holds the
   * quantity; a sell by quote amount holds the base the bids within the limit need for it.
   */
  private placeMarket(o: WorkingOrder, batch: Batch): Rejection | null {
    const best = oppositeOf(this.book, o.side).best();
    if (best === undefined) {
      o.status = 'CANCELED';
      batch.touch(o);
      return null;
    }
    const limitTicks = slippageLimit(o.side, best);
    const opposite = oppositeOf(this.book, o.side);
    let need: Dec;
    if (o.marketUnit === 'quoteCoin') {
      const amount = o.amount ?? ZERO;
      need =
        o.side === 'BUY'
          ? amount
          : this.spec.qtyDec(
              walk(this.spec, opposite, 'SELL', { limitTicks, maxLots: UNBOUNDED, budget: amount })
                .lots,
            );
    } else {
      need =
        o.side === 'BUY'
          ? walk(this.spec, opposite, 'BUY', { limitTicks, maxLots: o.qtyLots, budget: null }).quote
          : this.spec.qtyDec(o.qtyLots);
    }
    if (!this.hold(o, need, batch)) return this.shortOf(o, need);
    this.execute(o, batch);
    return null;
  }

  private runMarket(o: WorkingOrder, batch: Batch): void {
    const best = oppositeOf(this.book, o.side).best();
    const result =
      best === undefined
        ? null
        : take(this, batch, this.takerOf(o), this.marketLimits(o, slippageLimit(o.side, best)));
    const byQuote = o.marketUnit === 'quoteCoin';
    if (byQuote) o.qtyLots = o.executedLots;
    if (result === null || o.executedLots === 0) {
      o.status = 'CANCELED';
    } else {
      o.status = this.marketDone(o, result) ? 'FILLED' : 'PARTIALLY_FILLED_CANCELED';
    }
    this.releaseRest(o, batch);
  }

  /** A market order by quote is done when what is left buys less than a lot at the last fill. */
  private marketDone(o: WorkingOrder, result: TakeResult): boolean {
    if (o.marketUnit !== 'quoteCoin') return o.executedLots >= o.qtyLots;
    const left = (o.amount ?? ZERO).minus(result.quote);
    return result.stop === 'budget' || this.spec.lotsFor(left, this.lastTicks) === 0;
  }

  private marketLimits(o: WorkingOrder, limitTicks: number): TakeLimits {
    if (o.marketUnit === 'quoteCoin') {
      const maxLots = o.side === 'BUY' ? UNBOUNDED : this.spec.lotsOf(o.held);
      return { limitTicks, maxLots, budget: o.amount };
    }
    return { limitTicks, maxLots: o.qtyLots, budget: o.side === 'BUY' ? o.held : null };
  }

  private hold(o: WorkingOrder, need: Dec, batch: Batch): boolean {
    if (!this.funds.hold(batch, o.userId, o.heldToken, need)) return false;
    o.held = o.held.plus(need);
    return true;
  }

  private shortOf(o: WorkingOrder, need: Dec): Rejection {
    const free = this.funds.ledger.free(o.userId, o.heldToken);
    return rejection(
      'INSUFFICIENT_BALANCE',
      `needs ${need.toFixed()} ${o.heldToken}, ${free.toFixed()} free`,
    );
  }

  private postOnlyRejection(side: OrderSide, priceTicks: number): Rejection {
    const best = oppositeOf(this.book, side).best() ?? 0;
    return rejection(
      'POST_ONLY_WOULD_TAKE',
      `${side === 'BUY' ? 'buy' : 'sell'} at ${this.spec.priceText(priceTicks)} meets the best ` +
        `${side === 'BUY' ? 'ask' : 'bid'} ${this.spec.priceText(best)}`,
    );
  }

  /** Takes a user order's entry out of the book. */
  takeOut(o: WorkingOrder): void {
    if (o.entry === null) return;
    this.book.sideOf(o.entry.side).remove(o.entry);
    o.entry = null;
  }

  /** Keeps the exec-id counter above an id the journal shows. */
  noteExecId(execId: string): void {
    const n = Number(execId) - this.execIdBase;
    if (Number.isSafeInteger(n) && n > this.execCount) this.execCount = n;
  }

  private takerOf(o: WorkingOrder): Taker {
    return { userId: o.userId, orderId: o.orderId, side: o.side, order: o };
  }

  private entry(
    id: string,
    userId: string,
    side: BookSideName,
    price: number,
    lots: number,
    owner: WorkingOrder | null,
    queue: number = this.host.nextSeq(),
  ): BookEntry<WorkingOrder> {
    return { id, userId, side, price, lots, queue, owner, level: null, prev: null, next: null };
  }
}
