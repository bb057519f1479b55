import type { Order } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { Ledger } from './ledger';
import type { BookSide } from './order-book';
import type { OrderStore } from './order-store';
import { decodeOrder, decodePlan } from './record-codec';
import type { WorkingOrder } from './records';
import { isOpen, isWaiting, orderState, planState, viewOf } from './records';
import type { SymbolEngine } from './symbol-engine';
import type { EngineEvent, OrderState, PlanState } from './types';

/** A user's resting entries at one price, in queue order: `[orderId, size]`. */
export type SnapshotLevel = readonly [
  price: string,
  entries: readonly (readonly [string, string])[],
];

/** The users' part of an engine as plain data: records and resting entries. */
export interface EngineSnapshot {
  readonly records: readonly {
    readonly userId: string;
    readonly order: Order;
    readonly state: OrderState | PlanState;
  }[];
  readonly books: Readonly<
    Record<
      string,
      {
        readonly bids: readonly SnapshotLevel[];
        readonly asks: readonly SnapshotLevel[];
        readonly plans: number;
      }
    >
  >;
}

export interface RestoreDeps {
  readonly symbols: ReadonlyMap<string, SymbolEngine>;
  readonly store: OrderStore;
  /** The ledger transfers are replayed into (read at each event: it may be replaced). */
  ledger(): Ledger;
  /** Keeps the id and arrival counters above what the events used. */
  noteIds(orderId: string, seq: number | null): void;
}

/**
 * Rebuilds an engine from the events of earlier operations. Each `order` and `planOrder`
 * event carries its record's full state, so the last one of an order wins; a resting order is
 * put back at its queue number; `transfers` are replayed through the ledger, so balances come
 * back with the orders. Market-maker quotes are not journaled: the maker quotes afresh.
 */
export class EngineRestorer {
  constructor(private readonly deps: RestoreDeps) {}

  apply(event: EngineEvent): void {
    switch (event.type) {
      case 'order': {
        const sym = this.symbolOf(event.order.symbolId);
        const existing = this.deps.store.get(event.order.orderId);
        if (existing?.kind === 'order') {
          sym.takeOut(existing);
          sym.attached.delete(existing);
        }
        const record = decodeOrder(sym.spec, event.userId, event.order, event.state);
        this.deps.store.add(record);
        if (event.state.queue !== null && isOpen(record))
          sym.restoreEntry(record, event.state.queue);
        sym.watchAttached(record);
        this.deps.noteIds(record.orderId, event.state.queue);
        return;
      }
      case 'planOrder': {
        const sym = this.symbolOf(event.order.symbolId);
        const existing = this.deps.store.get(event.order.orderId);
        if (existing?.kind === 'plan') sym.plans.remove(existing);
        const record = decodePlan(sym.spec, event.userId, event.order, event.state);
        this.deps.store.add(record);
        if (isWaiting(record)) sym.plans.add(record);
        this.deps.noteIds(record.orderId, event.state.seq);
        return;
      }
      case 'fill':
      case 'trade':
        this.symbolOf(event.symbolId).noteExecId(event.execId);
        return;
      case 'transfers':
        for (const [op, userId, token, amount] of event.transfers) {
          const value = new Dec(amount);
          if (op === 'hold') {
            if (!this.deps.ledger().hold(userId, token, value)) {
              throw new Error(`replayed hold of ${amount} ${token} for ${userId} was refused`);
            }
          } else {
            this.deps.ledger()[op](userId, token, value);
          }
        }
        return;
      case 'bookLevel':
        return;
    }
  }

  /** Drops market-maker quotes that cross restored user orders, so the book is uncrossed. */
  finish(): void {
    for (const sym of this.deps.symbols.values()) {
      const { bids, asks } = sym.book;
      for (;;) {
        const bid = bids.bestLevel();
        const ask = asks.bestLevel();
        if (!bid || !ask || bid.price < ask.price) break;
        if (bid.maker) bids.remove(bid.maker);
        else if (ask.maker) asks.remove(ask.maker);
        else break;
      }
      bids.touched.clear();
      asks.touched.clear();
      sym.book.seq += 1;
    }
  }

  snapshot(): EngineSnapshot {
    const records = this.deps.store.records().map((r) => ({
      userId: r.userId,
      order: viewOf(r),
      state: r.kind === 'order' ? orderState(r) : planState(r),
    }));
    const books: Record<string, EngineSnapshot['books'][string]> = {};
    for (const [id, sym] of this.deps.symbols) {
      const bids = userLevels(sym, sym.book.bids);
      const asks = userLevels(sym, sym.book.asks);
      if (bids.length > 0 || asks.length > 0 || sym.plans.size > 0) {
        books[id] = { bids, asks, plans: sym.plans.size };
      }
    }
    return { records, books };
  }

  private symbolOf(symbolId: string): SymbolEngine {
    const sym = this.deps.symbols.get(symbolId);
    if (!sym) throw new Error(`unknown symbol ${symbolId}`);
    return sym;
  }
}

function userLevels(sym: SymbolEngine, side: BookSide<WorkingOrder>): SnapshotLevel[] {
  const out: SnapshotLevel[] = [];
  for (const price of side.levels()) {
    const level = side.level(price);
    if (!level) continue;
    const entries: (readonly [string, string])[] = [];
    for (const entry of level.entries()) {
      if (entry.owner !== null) entries.push([entry.id, sym.spec.qtyText(entry.lots)]);
    }
    if (entries.length > 0) out.push([sym.spec.priceText(price), entries]);
  }
  return out;
}
