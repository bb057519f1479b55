import type { EngineRecord } from './records';
import { isOpen } from './records';
import type { OrderRef } from './types';

interface UserRecords {
  /** Every record of the user, in creation order. */
  readonly all: EngineRecord[];
  readonly byClientId: Map<string, EngineRecord>;
  /** Open orders and waiting plan orders. */
  readonly open: Set<EngineRecord>;
}

/** Newest first: later time, then the larger id (ids are increasing numbers). */
function newestFirst(a: EngineRecord, b: EngineRecord): number {
  return b.time - a.time || Number(b.orderId) - Number(a.orderId);
}

/**
 * Every user order and plan order the engine knows, with lookups by order id, by (user,
 * clientOrderId) and by user, and each user's open set kept in step with record changes.
 */
export class OrderStore {
  private readonly byId = new Map<string, EngineRecord>();
  private readonly users = new Map<string, UserRecords>();

  get(orderId: string): EngineRecord | undefined {
    return this.byId.get(orderId);
  }

  /** A user's record by order id, else by client order id. */
  find(ref: OrderRef): EngineRecord | undefined {
    if (ref.orderId !== undefined && ref.orderId !== '') {
      const record = this.byId.get(ref.orderId);
      return record?.userId === ref.userId ? record : undefined;
    }
    if (ref.clientOrderId === undefined) return undefined;
    return this.users.get(ref.userId)?.byClientId.get(ref.clientOrderId);
  }

  byClientId(userId: string, clientOrderId: string): EngineRecord | undefined {
    return this.users.get(userId)?.byClientId.get(clientOrderId);
  }

  /** A record followed by its OCO sibling, if it has one. */
  legsOf(record: EngineRecord): EngineRecord[] {
    const sibling =
      record.kind === 'plan' && record.ocoSiblingId !== null
        ? this.byId.get(record.ocoSiblingId)
        : undefined;
    return sibling ? [record, sibling] : [record];
  }

  /** Files a new record; its client order id points at it unless already taken. */
  add(record: EngineRecord): void {
    const user = this.userOf(record.userId);
    const previous = this.byId.get(record.orderId);
    this.byId.set(record.orderId, record);
    if (previous) {
      const index = user.all.indexOf(previous);
      if (index >= 0) user.all[index] = record;
      user.open.delete(previous);
      if (user.byClientId.get(record.clientOrderId) === previous) {
        user.byClientId.set(record.clientOrderId, record);
      }
    } else {
      user.all.push(record);
      if (!user.byClientId.has(record.clientOrderId)) {
        user.byClientId.set(record.clientOrderId, record);
      }
    }
    this.update(record);
  }

  /** Brings the user's open set in line with the record's status. */
  update(record: EngineRecord): void {
    const user = this.userOf(record.userId);
    if (isOpen(record)) user.open.add(record);
    else user.open.delete(record);
  }

  /** Open orders and waiting plan orders of a user, newest first. */
  open(userId: string): EngineRecord[] {
    return [...(this.users.get(userId)?.open ?? [])].sort(newestFirst);
  }

  /** Every record of a user, newest first. */
  all(userId: string): EngineRecord[] {
    return [...(this.users.get(userId)?.all ?? [])].sort(newestFirst);
  }

  /** Every record, in order id order. */
  records(): EngineRecord[] {
    return [...this.byId.values()].sort((a, b) => Number(a.orderId) - Number(b.orderId));
  }

  private userOf(userId: string): UserRecords {
    let user = this.users.get(userId);
    if (!user) {
      user = { all: [], byClientId: new Map(), open: new Set() };
      this.users.set(userId, user);
    }
    return user;
  }
}
