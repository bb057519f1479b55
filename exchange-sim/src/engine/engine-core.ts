import type { Order, SymbolInfo } from '@spot/contracts';
import { parseUnits } from '../lib/decimal';
import { Batch, Funds } from './batch';
import { checkClientOrderId } from './checks';
import type { Ledger } from './ledger';
import { OrderStore } from './order-store';
import { cancelPlan } from './plan-orders';
import type { EngineRecord, PlanOrder } from './records';
import { isOpen, viewOf } from './records';
import type { Rejection } from './reject-codes';
import { rejection } from './reject-codes';
import type { EngineHost } from './symbol-engine';
import { SymbolEngine } from './symbol-engine';
import { SymbolSpec } from './symbol-spec';
import type {
  BulkResult,
  CancelAllCommand,
  CommandResult,
  EngineEvent,
  EngineListener,
  OrderRef,
} from './types';

/** The market maker's account: unlimited, its quotes hold nothing, nothing of it journaled. */
export const MARKET_MAKER_USER_ID = 'mm';
/** Order ids are this base plus a counter: 13-digit numeric strings. */
const ORDER_ID_BASE = 1_000_000_000_000;

export interface EngineSymbolConfig {
  readonly info: SymbolInfo;
  /** The last price to start from (the market's opening price). */
  readonly lastPrice: string;
  /** The symbol's exec ids are this base plus a counter. */
  readonly execIdBase: number;
}

export interface EngineOptions {
  readonly symbols: readonly EngineSymbolConfig[];
  readonly ledger: Ledger;
  /** Default `MARKET_MAKER_USER_ID`. */
  readonly makerUserId?: string;
}

/** A command's own outcome: null when it went through, else why not. */
export type Outcome = Rejection | null;

/**
 * The engine's state and the machinery every command runs through: the symbols' engines, the
 * order records, the id counters, and `operate`, which makes one command one operation (run,
 * settle the symbols, refresh the indexes, publish the events).
 */
export class EngineCore implements EngineHost {
  readonly funds: Funds;
  readonly symbols = new Map<string, SymbolEngine>();
  readonly store = new OrderStore();
  readonly listeners = new Set<EngineListener>();
  private orderCount = 0;
  private makerCount = 0;
  private seqCount = 0;

  constructor(options: EngineOptions) {
    this.funds = new Funds(options.ledger, options.makerUserId ?? MARKET_MAKER_USER_ID);
    for (const config of options.symbols) {
      const spec = new SymbolSpec(config.info);
      const last = parseUnits(config.lastPrice, spec.pricePrecision);
      this.symbols.set(spec.symbolId, new SymbolEngine(spec, this, last, config.execIdBase));
    }
  }

  // EngineHost.

  nextOrderId(): string {
    this.orderCount += 1;
    return String(ORDER_ID_BASE + this.orderCount);
  }

  nextMakerId(): string {
    this.makerCount += 1;
    return `mm-${this.makerCount}`;
  }

  nextSeq(): number {
    this.seqCount += 1;
    return this.seqCount;
  }

  planById(orderId: string): PlanOrder | undefined {
    const record = this.store.get(orderId);
    return record?.kind === 'plan' ? record : undefined;
  }

  adopt(record: EngineRecord): void {
    this.store.add(record);
  }

  // Internals.

  /** Keeps the counters above ids that journaled events used. */
  noteIds(orderId: string, seq: number | null): void {
    const n = Number(orderId) - ORDER_ID_BASE;
    if (Number.isSafeInteger(n) && n > this.orderCount) this.orderCount = n;
    if (seq !== null && seq > this.seqCount) this.seqCount = seq;
  }

  refuse(r: Rejection): CommandResult {
    return { kind: 'rejected', ...r, events: [] };
  }

  /** Common checks of a create: the user, the symbol, the client order id, a duplicate. */
  precheck(cmd: {
    userId: string;
    symbolId: string;
    clientOrderId?: string;
  }): SymbolEngine | CommandResult {
    if (
      typeof cmd.userId !== 'string' ||
      cmd.userId === '' ||
      cmd.userId === this.funds.makerUserId
    ) {
      return this.refuse(rejection('INVALID_PARAMETER', `userId ${JSON.stringify(cmd.userId)}`));
    }
    const badId = checkClientOrderId(cmd.clientOrderId);
    if (badId) return this.refuse(badId);
    if (cmd.clientOrderId !== undefined) {
      const existing = this.store.byClientId(cmd.userId, cmd.clientOrderId);
      if (existing) return this.duplicate(existing);
    }
    const sym = this.symbols.get(cmd.symbolId);
    return sym ?? this.refuse(rejection('UNKNOWN_SYMBOL', JSON.stringify(cmd.symbolId)));
  }

  private duplicate(existing: EngineRecord): CommandResult {
    const orders = this.store.legsOf(existing).map(viewOf);
    const [order = viewOf(existing)] = orders;
    return { kind: 'duplicate', order, orders, events: [] };
  }

  /** Runs a create; the records are filed unless it was refused before it was recorded. */
  create(
    records: readonly EngineRecord[],
    now: number,
    sym: SymbolEngine,
    body: (batch: Batch) => Outcome,
  ): CommandResult {
    const { result, events } = this.operate(now, [sym], (batch) => {
      const outcome = body(batch);
      const recorded = outcome === null || outcome.reason === 'POST_ONLY_WOULD_TAKE';
      if (recorded) for (const record of records) this.store.add(record);
      return outcome;
    });
    const orders = records.map(viewOf);
    const [order] = orders;
    if (!order) throw new Error('a create needs a record');
    if (result === null) return { kind: 'accepted', order, orders, events };
    return result.reason === 'POST_ONLY_WOULD_TAKE'
      ? { kind: 'rejected', ...result, order, events }
      : { kind: 'rejected', ...result, events };
  }

  /** Runs a command on one existing record of the user. */
  change(
    ref: OrderRef,
    kind: EngineRecord['kind'],
    now: number,
    body: (record: EngineRecord, sym: SymbolEngine, batch: Batch) => Outcome,
  ): CommandResult {
    const record = this.store.find(ref);
    if (!record || record.kind !== kind) {
      const id = ref.orderId ?? ref.clientOrderId ?? '';
      return this.refuse(
        rejection('ORDER_NOT_FOUND', `${kind === 'plan' ? 'plan order' : 'order'} ${id}`),
      );
    }
    if (!isOpen(record)) {
      return this.refuse(
        rejection('ORDER_NOT_ACTIVE', `order ${record.orderId} is ${record.status}`),
      );
    }
    const sym = this.symbols.get(record.spec.symbolId);
    if (!sym) throw new Error(`no engine for ${record.spec.symbolId}`);
    const { result, events } = this.operate(now, [sym], (batch) => body(record, sym, batch));
    if (result !== null) return { kind: 'rejected', ...result, events };
    const orders = this.store.legsOf(record).map(viewOf);
    const [order = viewOf(record)] = orders;
    return { kind: 'accepted', order, orders, events };
  }

  cancelAll(
    cmd: CancelAllCommand,
    now: number,
    matches: (record: EngineRecord) => boolean,
  ): BulkResult {
    const only = cmd.symbolIds === undefined ? null : new Set(cmd.symbolIds);
    const targets = this.store
      .open(cmd.userId)
      .filter(
        (r) =>
          matches(r) &&
          (only === null || only.has(r.spec.symbolId)) &&
          !(cmd.keep?.(r.clientOrderId) ?? false),
      );
    const syms = [...new Set(targets.map((r) => r.spec.symbolId))]
      .map((id) => this.symbols.get(id))
      .filter((s): s is SymbolEngine => s !== undefined);
    const { events } = this.operate(now, syms, (batch) => {
      for (const record of targets) {
        const sym = this.symbols.get(record.spec.symbolId);
        if (!sym || !isOpen(record)) continue;
        if (record.kind === 'order') sym.cancel(record, batch);
        else cancelPlan(sym, record, batch);
      }
    });
    return { kind: 'accepted', orders: targets.map(viewOf), events };
  }

  /**
   * One operation: runs `body`, settles each symbol (plan triggers, book levels), refreshes
   * the open-order index, then publishes the events to every listener.
   */
  operate<R>(
    now: number,
    syms: readonly SymbolEngine[],
    body: (batch: Batch) => R,
  ): { result: R; events: readonly EngineEvent[] } {
    const batch = new Batch(now);
    const result = body(batch);
    for (const sym of syms) sym.settle(batch);
    for (const record of batch.touched()) this.store.update(record);
    const events = batch.finish();
    if (events.length > 0) for (const listener of this.listeners) listener(events);
    return { result, events };
  }

  viewsOf(
    records: readonly EngineRecord[],
    kind: EngineRecord['kind'],
    symbolId: string | undefined,
  ): Order[] {
    return records
      .filter((r) => r.kind === kind && (symbolId === undefined || r.spec.symbolId === symbolId))
      .map(viewOf);
  }
}
