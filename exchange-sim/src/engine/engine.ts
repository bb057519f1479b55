import type { Dec } from '../lib/decimal';
import type { Order, SymbolInfo } from '@spot/contracts';
import { failed } from './checks';
import {
  checkAttachedSides,
  checkOcoCommand,
  checkOrderCommand,
  checkOrderModify,
  checkPlanCommand,
  checkPlanModify,
} from './command-checks';
import { EngineCore } from './engine-core';
import type { EngineOptions } from './engine-core';
import type { Ledger } from './ledger';
import { MakerDesk } from './maker-desk';
import { newOcoLegs, newOrder, newPlan } from './new-records';
import type { OrderBook } from './order-book';
import { cancelPlan, modifyPlan, placePlans } from './plan-orders';
import { planTypeOf, viewOf } from './records';
import { rejection } from './reject-codes';
import type { Rejection } from './reject-codes';
import { EngineRestorer } from './restore';
import type { EngineSnapshot } from './restore';
import { SymbolEngine } from './symbol-engine';
import type {
  BulkResult,
  CancelAllCommand,
  CancelAllPlanCommand,
  CommandResult,
  EngineEvent,
  EngineListener,
  ModifyOrderCommand,
  ModifyPlanOrderCommand,
  OrderRef,
  PlaceOcoCommand,
  PlaceOrderCommand,
  PlacePlanOrderCommand,
} from './types';

export { MARKET_MAKER_USER_ID } from './engine-core';
export type { EngineOptions, EngineSymbolConfig } from './engine-core';

/**
 * The matching engine of every symbol: pure TypeScript, synchronous, no I/O and no timers
 * (every command takes `now`). Each command returns the events it caused, after telling every
 * `onEvents` listener, so the caller can journal them before acknowledging.
 */
export class Engine {
  private readonly core: EngineCore;
  private readonly restorer: EngineRestorer;

  constructor(options: EngineOptions) {
    this.core = new EngineCore(options);
    this.restorer = new EngineRestorer({
      symbols: this.core.symbols,
      store: this.core.store,
      ledger: () => this.core.funds.ledger,
      noteIds: (orderId, seq) => this.core.noteIds(orderId, seq),
    });
  }

  /** The market maker's user id. */
  get makerUserId(): string {
    return this.core.funds.makerUserId;
  }

  /**
   * Replaces the ledger (start-up wiring, when the accounts' ledger is built after the market).
   * Only before the first user order: funds held under the old ledger would be lost.
   */
  useLedger(ledger: Ledger): void {
    if (this.core.store.records().length > 0) {
      throw new Error('the ledger can only be replaced before the first user order');
    }
    this.core.funds.ledger = ledger;
  }

  // Commands of users.

  /** Creates a limit or market order. */
  placeOrder(cmd: PlaceOrderCommand, now: number = Date.now()): CommandResult {
    const pre = this.core.precheck(cmd);
    if (!(pre instanceof SymbolEngine)) return pre;
    const parsed = checkOrderCommand(pre.spec, cmd, now);
    if (failed(parsed)) return { kind: 'rejected', ...parsed, events: [] };
    const order = newOrder(pre.spec, cmd, parsed, this.core.nextOrderId(), now);
    return this.core.create([order], now, pre, (batch) => {
      const outcome = pre.place(order, batch);
      // Settling places the legs of an order done at once, or drops those of one rejected as
      // post-only; an order refused before it was recorded has nothing attached.
      const recorded = outcome === null || outcome.reason === 'POST_ONLY_WOULD_TAKE';
      if (order.tpsl !== null && recorded) pre.attached.add(order);
      return outcome;
    });
  }

  /**
   * What a create would be refused for now, without placing it: the user, the symbol, the
   * client order id's form and the order's own rules (precision, size and value, trading
   * status, banned side). Null when those pass. Funds are not checked (a batch sums its own
   * need) and a client order id already used is not a refusal (the create returns that order).
   * A scaled order's batch runs it on every order before it places any.
   */
  checkOrder(cmd: PlaceOrderCommand, now: number = Date.now()): Rejection | null {
    const pre = this.core.precheck(cmd);
    if (!(pre instanceof SymbolEngine)) {
      return pre.kind === 'rejected'
        ? { code: pre.code, reason: pre.reason, message: pre.message }
        : null;
    }
    const parsed = checkOrderCommand(pre.spec, cmd, now);
    return failed(parsed) ? parsed : null;
  }

  /** Creates a conditional, stop-limit or trailing-stop order. */
  placePlanOrder(cmd: PlacePlanOrderCommand, now: number = Date.now()): CommandResult {
    const pre = this.core.precheck(cmd);
    if (!(pre instanceof SymbolEngine)) return pre;
    const parsed = checkPlanCommand(pre.spec, cmd, now);
    if (failed(parsed)) return { kind: 'rejected', ...parsed, events: [] };
    const ids = { orderId: this.core.nextOrderId(), seq: this.core.nextSeq() };
    const plan = newPlan(pre.spec, pre.lastTicks, cmd, ids, now, parsed);
    return this.core.create([plan], now, pre, (batch) => placePlans(pre, [plan], batch));
  }

  /** Creates an OCO order: two legs with one hold; the reply's `order` is the take-profit. */
  placeOcoOrder(cmd: PlaceOcoCommand, now: number = Date.now()): CommandResult {
    const pre = this.core.precheck(cmd);
    if (!(pre instanceof SymbolEngine)) return pre;
    const parsed = checkOcoCommand(pre.spec, cmd, pre.lastTicks, now);
    if (failed(parsed)) return { kind: 'rejected', ...parsed, events: [] };
    const ids = [
      { orderId: this.core.nextOrderId(), seq: this.core.nextSeq() },
      { orderId: this.core.nextOrderId(), seq: this.core.nextSeq() },
    ] as const;
    const legs = newOcoLegs(pre.spec, pre.lastTicks, cmd, ids, now, parsed);
    return this.core.create(legs, now, pre, (batch) => placePlans(pre, legs, batch));
  }

  /**
   * Cancels an open limit order (a market order never rests). An attached TP/SL goes with it,
   * or, after a partial fill, is placed on the filled quantity.
   */
  cancelOrder(ref: OrderRef, now: number = Date.now()): CommandResult {
    return this.core.change(ref, 'order', now, (record, sym, batch) => {
      if (record.kind !== 'order') return null;
      sym.cancel(record, batch);
      return null;
    });
  }

  /** Cancels a waiting plan order; an OCO leg cancels both legs. */
  cancelPlanOrder(ref: OrderRef, now: number = Date.now()): CommandResult {
    return this.core.change(ref, 'plan', now, (record, sym, batch) => {
      if (record.kind === 'plan') cancelPlan(sym, record, batch);
      return null;
    });
  }

  /** Cancels a user's open orders of the listed symbols, or of every pair. */
  cancelAllOrders(cmd: CancelAllCommand, now: number = Date.now()): BulkResult {
    return this.core.cancelAll(cmd, now, (r) => r.kind === 'order');
  }

  /** Cancels a user's waiting plan orders, optionally only of the given UTA plan types. */
  cancelAllPlanOrders(cmd: CancelAllPlanCommand, now: number = Date.now()): BulkResult {
    const types = cmd.planTypes === undefined ? null : new Set(cmd.planTypes);
    return this.core.cancelAll(
      cmd,
      now,
      (r) => r.kind === 'plan' && (types === null || types.has(planTypeOf(r))),
    );
  }

  /** Changes a resting limit order's price and/or quantity. */
  modifyOrder(cmd: ModifyOrderCommand, now: number = Date.now()): CommandResult {
    if (cmd.price === undefined && cmd.qty === undefined) {
      return this.core.refuse(rejection('INVALID_PARAMETER', 'give a price or a quantity'));
    }
    return this.core.change(cmd, 'order', now, (record, sym, batch) => {
      if (record.kind !== 'order') return null;
      if (record.type !== 'LIMIT' || record.entry === null) {
        return rejection(
          'MODIFY_NOT_SUPPORTED',
          `order ${record.orderId} does not rest in the book`,
        );
      }
      const next = checkOrderModify(sym.spec, record, cmd);
      if (failed(next)) return next;
      const sides = checkAttachedSides(sym.spec, record, next.priceTicks);
      if (sides) return sides;
      return sym.modify(record, next.priceTicks, next.qtyLots, batch);
    });
  }

  /** Changes a waiting plan order's trigger, price, quantity or trail. */
  modifyPlanOrder(cmd: ModifyPlanOrderCommand, now: number = Date.now()): CommandResult {
    return this.core.change(cmd, 'plan', now, (record, sym, batch) => {
      if (record.kind !== 'plan') return null;
      const next = checkPlanModify(sym.spec, record, cmd, sym.lastTicks);
      if (failed(next)) return next;
      return modifyPlan(sym, record, next, batch);
    });
  }

  // Queries.

  /** A user's order or plan order by id. */
  order(userId: string, orderId: string): Order | undefined {
    const record = this.core.store.find({ userId, orderId });
    return record && viewOf(record);
  }

  orderByClientId(userId: string, clientOrderId: string): Order | undefined {
    const record = this.core.store.byClientId(userId, clientOrderId);
    return record && viewOf(record);
  }

  /** Open (NEW, PARTIALLY_FILLED) limit orders of a user, newest first. */
  openOrders(userId: string, symbolId?: string): Order[] {
    return this.core.viewsOf(this.core.store.open(userId), 'order', symbolId);
  }

  /** Waiting plan orders of a user, newest first, optionally of one UTA plan type. */
  openPlanOrders(userId: string, symbolId?: string, planType?: number): Order[] {
    const plans = this.core.store
      .open(userId)
      .filter((r) => r.kind === 'plan' && (planType === undefined || planTypeOf(r) === planType));
    return this.core.viewsOf(plans, 'plan', symbolId);
  }

  /** Every order of a user (open, done, cancelled), newest first. */
  orderHistory(userId: string, symbolId?: string): Order[] {
    return this.core.viewsOf(this.core.store.all(userId), 'order', symbolId);
  }

  /** Every plan order of a user, newest first. */
  planOrderHistory(userId: string, symbolId?: string): Order[] {
    return this.core.viewsOf(this.core.store.all(userId), 'plan', symbolId);
  }

  lastPrice(symbolId: string): string | undefined {
    const sym = this.core.symbols.get(symbolId);
    return sym && sym.spec.priceText(sym.lastTicks);
  }

  /** A symbol's tokens and best prices now, for estimates made outside the engine. */
  quote(
    symbolId: string,
  ): { base: string; quote: string; bestBid: Dec | null; bestAsk: Dec | null } | undefined {
    const sym = this.core.symbols.get(symbolId);
    if (!sym) return undefined;
    const price = (ticks: number | undefined) =>
      ticks === undefined ? null : sym.spec.priceDec(ticks);
    return {
      base: sym.spec.base,
      quote: sym.spec.quote,
      bestBid: price(sym.book.bids.best()),
      bestAsk: price(sym.book.asks.best()),
    };
  }

  /** A symbol's book, to read (the realtime layer groups it). */
  book(symbolId: string): OrderBook<unknown> | undefined {
    return this.core.symbols.get(symbolId)?.book;
  }

  // The market maker.

  /**
   * One market-maker step on a symbol as one operation: `run` quotes, pulls and takes through
   * the desk; then plan orders fire and the step's events are published together.
   */
  makerStep(symbolId: string, now: number, run: (desk: MakerDesk) => void): readonly EngineEvent[] {
    const sym = this.core.symbols.get(symbolId);
    if (!sym) throw new Error(`unknown symbol ${symbolId}`);
    return this.core.operate(now, [sym], (batch) => run(new MakerDesk(sym, batch))).events;
  }

  /** Test mode: the status orders of a symbol are checked against (see SymbolSpec.setStatus). */
  setSymbolStatus(info: SymbolInfo): void {
    this.core.symbols.get(info.symbolId)?.spec.setStatus(info);
  }

  /** Listens to the events of every operation; returns the removal. */
  onEvents(listener: EngineListener): () => void {
    this.core.listeners.add(listener);
    return () => this.core.listeners.delete(listener);
  }

  // Rebuilding state from journaled events.

  /** Applies one journaled event (see `restore`). */
  applyEvent(event: EngineEvent): void {
    this.restorer.apply(event);
  }

  /** Ends a replay: drops market-maker quotes that cross restored user orders. */
  finishRestore(): void {
    this.restorer.finish();
  }

  /**
   * Rebuilds orders, plan orders, the users' resting entries (in their queue order) and the
   * ledger's balances from the events of earlier operations, in order. Publishes nothing.
   */
  restore(events: Iterable<EngineEvent>): void {
    for (const event of events) this.applyEvent(event);
    this.finishRestore();
  }

  /** Users' records and resting entries as plain data (tests compare engines with it). */
  snapshot(): EngineSnapshot {
    return this.restorer.snapshot();
  }
}
