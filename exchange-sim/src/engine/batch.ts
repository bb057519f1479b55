import { Dec } from '../lib/decimal';
import type { Ledger } from './ledger';
import type { EngineRecord } from './records';
import { orderState, orderView, planState, planView } from './records';
import type { BookLevelEvent, EngineEvent, Transfer } from './types';

const ZERO = new Dec(0);

/**
 * What one engine operation causes, collected while it runs: fills and trades as they happen,
 * the records it changed (reported once, in their final state), the book levels it changed and
 * the ledger calls it made. `finish` lays them out as the operation's events.
 */
export class Batch {
  private readonly live: EngineEvent[] = [];
  private readonly records = new Set<EngineRecord>();
  private readonly levels: BookLevelEvent[] = [];
  private readonly transfers: Transfer[] = [];

  constructor(readonly now: number) {}

  /** A fill or a trade, in the order it happened. */
  push(event: EngineEvent): void {
    this.live.push(event);
  }

  /** Marks a record changed; it is reported once, as it is when the operation ends. */
  touch(record: EngineRecord): void {
    this.records.add(record);
  }

  /** The records changed so far. */
  touched(): Iterable<EngineRecord> {
    return this.records;
  }

  level(event: BookLevelEvent): void {
    this.levels.push(event);
  }

  transfer(transfer: Transfer): void {
    this.transfers.push(transfer);
  }

  /** The events of the operation: fills and trades, records, book levels, transfers. */
  finish(): EngineEvent[] {
    const events = this.live;
    for (const record of this.records) {
      events.push(
        record.kind === 'order'
          ? {
              type: 'order',
              userId: record.userId,
              order: orderView(record),
              state: orderState(record),
            }
          : {
              type: 'planOrder',
              userId: record.userId,
              order: planView(record),
              state: planState(record),
            },
      );
    }
    for (const level of this.levels) events.push(level);
    if (this.transfers.length > 0) events.push({ type: 'transfers', transfers: this.transfers });
    return events;
  }
}

/**
 * The engine's door to the ledger. Every call a user's funds see is recorded in the batch, so
 * the journal can replay it; zero amounts are skipped. The market maker's account is unlimited:
 * its side of a fill is held and spent at once and never recorded.
 */
export class Funds {
  constructor(
    public ledger: Ledger,
    readonly makerUserId: string,
  ) {}

  hold(batch: Batch, userId: string, token: string, amount: Dec): boolean {
    if (amount.isZero()) return true;
    if (!this.ledger.hold(userId, token, amount)) return false;
    this.record(batch, 'hold', userId, token, amount);
    return true;
  }

  release(batch: Batch, userId: string, token: string, amount: Dec): void {
    if (amount.isZero()) return;
    this.ledger.release(userId, token, amount);
    this.record(batch, 'release', userId, token, amount);
  }

  spendHeld(batch: Batch, userId: string, token: string, amount: Dec): void {
    if (amount.isZero()) return;
    this.ledger.spendHeld(userId, token, amount);
    this.record(batch, 'spendHeld', userId, token, amount);
  }

  credit(batch: Batch, userId: string, token: string, amount: Dec): void {
    if (amount.isZero()) return;
    this.ledger.credit(userId, token, amount);
    this.record(batch, 'credit', userId, token, amount);
  }

  /** The market maker pays from its unlimited account: hold and spend in one go. */
  makerPays(userId: string, token: string, amount: Dec): void {
    if (amount.isZero()) return;
    this.ledger.hold(userId, token, amount);
    this.ledger.spendHeld(userId, token, amount);
  }

  makerReceives(userId: string, token: string, amount: Dec): void {
    if (!amount.isZero()) this.ledger.credit(userId, token, amount);
  }

  feeRate(userId: string, role: 'maker' | 'taker'): Dec {
    return this.ledger.feeRates(userId)[role] ?? ZERO;
  }

  private record(batch: Batch, op: Transfer[0], userId: string, token: string, amount: Dec): void {
    if (userId !== this.makerUserId) batch.transfer([op, userId, token, amount.toFixed()]);
  }
}
