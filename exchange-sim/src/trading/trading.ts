import { ACCOUNT_ERROR_CODES, strategyOfOrder, type Order } from '@spot/contracts';
import type { Accounts } from '../accounts/accounts';
import type { Engine } from '../engine/engine';
import { toJournalRecords } from '../engine/journal-records';
import type {
  BulkResult,
  CancelAllCommand,
  CancelAllPlanCommand,
  CommandResult,
  EngineEvent,
  ModifyOrderCommand,
  ModifyPlanOrderCommand,
  OrderRef,
  PlaceOcoCommand,
  PlaceOrderCommand,
  PlacePlanOrderCommand,
} from '../engine/types';
import type { Journal } from '../journal/journal';
import type { Dec } from '../lib/decimal';
import { isToolChildId } from '../strategy/child-ids';
import { marginNeed } from './margin-need';

/** Spec 000 §8: an account in liquidation cannot trade or cancel (liquidationErrorInfo). */
export const LIQUIDATION_CODE = 81001;
const LIQUIDATION_STATE = 4;

export type TradingRefusal = {
  readonly kind: 'refused';
  readonly code: number;
  readonly message: string;
};

/** Told after events reach the disk, in operation order: the private topics push from here. */
export type DurableEventsListener = (events: readonly EngineEvent[]) => void;

/**
 * The engine behind the HTTP layer. Every engine operation's events go to the journal in
 * order (group-committed); a command's reply waits until its own records are on disk, so
 * nothing acknowledged is lost (issue 3 §7), and listeners hear of events only once they are.
 */
export class Trading {
  private lastAppend: Promise<void> = Promise.resolve();
  private readonly durable = new Set<DurableEventsListener>();

  constructor(
    readonly engine: Engine,
    private readonly journal: Journal,
    private readonly accounts: Accounts,
    private readonly now: () => number = Date.now,
  ) {
    engine.onEvents((events) => {
      const records = toJournalRecords(events, this.now());
      const written = records.length === 0 ? this.lastAppend : this.journal.append(records);
      // The chain keeps appends and notifications in operation order.
      this.lastAppend = written.then(
        () => this.notify(events),
        (error: unknown) => {
          console.error('[exchange-sim] journal append failed; replies will fail', error);
          throw error;
        },
      );
      this.lastAppend.catch(() => undefined);
    });
  }

  onDurableEvents(listener: DurableEventsListener): () => void {
    this.durable.add(listener);
    return () => this.durable.delete(listener);
  }

  /**
   * Places an order. A spot-margin order (`isLeverage`) first borrows what the free balance
   * lacks for it (`marginNeed`), within the account's margin limit, so the order holds
   * borrowed funds; a refused order gives the loan straight back.
   */
  async placeOrder(command: PlaceOrderCommand): Promise<CommandResult | TradingRefusal> {
    const borrowed = command.isLeverage === true ? this.borrowFor(command) : null;
    if (borrowed?.kind === 'refused') return borrowed;
    const result = await this.run(command.userId, () => this.engine.placeOrder(command));
    if (borrowed?.kind === 'borrowed' && result.kind !== 'accepted') {
      await this.accounts.margin.repay(command.userId, borrowed.token, borrowed.amount);
    }
    return result;
  }

  /** The loan a margin order needs, taken now; null when the free balance covers it. */
  private borrowFor(
    command: PlaceOrderCommand,
  ): { kind: 'borrowed'; token: string; amount: Dec } | TradingRefusal | null {
    const pair = this.engine.quote(command.symbolId);
    const need = pair ? marginNeed(command, pair) : null;
    if (!need) return null;
    const free = this.accounts.ledger.free(command.userId, need.token);
    if (free.gte(need.amount)) return null;
    const amount = need.amount.minus(free);
    const loan = this.accounts.margin.borrow(command.userId, need.token, amount);
    if (!loan.ok) return { kind: 'refused', code: loan.code, message: loan.message };
    // A journal that fails refuses the order that follows too; nothing to do here.
    loan.value.catch(() => undefined);
    return { kind: 'borrowed', token: need.token, amount };
  }

  placePlanOrder(command: PlacePlanOrderCommand): Promise<CommandResult | TradingRefusal> {
    return this.run(command.userId, () => this.engine.placePlanOrder(command));
  }

  placeOcoOrder(command: PlaceOcoCommand): Promise<CommandResult | TradingRefusal> {
    return this.run(command.userId, () => this.engine.placeOcoOrder(command));
  }

  modifyOrder(command: ModifyOrderCommand): Promise<CommandResult | TradingRefusal> {
    const tool = this.toolOrderRefusal(command);
    if (tool) return Promise.resolve(tool);
    return this.run(command.userId, () => this.engine.modifyOrder(command));
  }

  modifyPlanOrder(command: ModifyPlanOrderCommand): Promise<CommandResult | TradingRefusal> {
    return this.run(command.userId, () => this.engine.modifyPlanOrder(command));
  }

  cancelOrder(ref: OrderRef): Promise<CommandResult | TradingRefusal> {
    const tool = this.toolOrderRefusal(ref);
    if (tool) return Promise.resolve(tool);
    return this.run(ref.userId, () => this.engine.cancelOrder(ref));
  }

  /**
   * A tool's order is the strategy's to change: the trader's cancel or modify is refused with
   * the strategy named (the strategy engine works the engine directly, not through here).
   */
  private toolOrderRefusal(ref: OrderRef): TradingRefusal | null {
    const order =
      ref.orderId !== undefined
        ? this.engine.order(ref.userId, ref.orderId)
        : ref.clientOrderId !== undefined
          ? this.engine.orderByClientId(ref.userId, ref.clientOrderId)
          : undefined;
    if (!order || !isToolChildId(order.clientOrderId)) return null;
    const strategyId = strategyOfOrder(order.clientOrderId) ?? order.clientOrderId;
    return {
      kind: 'refused',
      code: ACCOUNT_ERROR_CODES.strategyOrder,
      message: `${strategyId} placed this order: stop or cancel ${strategyId} instead`,
    };
  }

  cancelPlanOrder(ref: OrderRef): Promise<CommandResult | TradingRefusal> {
    return this.run(ref.userId, () => this.engine.cancelPlanOrder(ref));
  }

  /** The trader's own orders: a tool's orders keep working (they are the strategy's). */
  cancelAllOrders(command: CancelAllCommand): Promise<BulkResult | TradingRefusal> {
    return this.run(command.userId, () =>
      this.engine.cancelAllOrders({ ...command, keep: isToolChildId }),
    );
  }

  cancelAllPlanOrders(command: CancelAllPlanCommand): Promise<BulkResult | TradingRefusal> {
    return this.run(command.userId, () => this.engine.cancelAllPlanOrders(command));
  }

  /**
   * Runs several engine commands as one request (a scaled order's batch): refused for an
   * account in liquidation, resolved once their records are on disk.
   */
  transact<T>(userId: string, commands: () => T): Promise<T | TradingRefusal> {
    return this.run(userId, commands);
  }

  /** Resolves once every engine record so far is on disk (the strategy engine's replies). */
  flushed(): Promise<void> {
    return this.lastAppend;
  }

  openOrders(userId: string, symbolId?: string): readonly Order[] {
    return this.engine.openOrders(userId, symbolId);
  }

  /** Runs one engine command and resolves once its records are on disk. */
  private async run<T>(userId: string, command: () => T): Promise<T | TradingRefusal> {
    const refusal = this.journal.refusal();
    if (refusal) throw refusal;
    if (this.accounts.accountInfo(userId).riskState === LIQUIDATION_STATE) {
      return {
        kind: 'refused',
        code: LIQUIDATION_CODE,
        message: 'the account is being liquidated',
      };
    }
    const result = command();
    await this.lastAppend;
    return result;
  }

  private notify(events: readonly EngineEvent[]): void {
    for (const listener of this.durable) {
      try {
        listener(events);
      } catch (error) {
        console.error('[exchange-sim] a durable-events listener threw', error);
      }
    }
  }
}
