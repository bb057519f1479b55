import type { JournalRecord } from '../journal/journal';

/** Journal prefix of the leveraged-token module. */
export const LT_PREFIX = 'lt';

/** Record types of the LT module and what each carries besides `t` and `ts`. */
export const LT_RECORD = {
  /**
   * `{ orderId, userId, symbol, orderType, orderQuantity, holdToken, hold }`: an accepted
   * subscription (holds the quote amount) or redemption (holds the LT quantity); status 2.
   */
  orderNew: 'lt.order.new',
  /** `{ orderId, nav, creditToken, credit }`: done at `nav`; spends the hold, credits; status 1. */
  orderDone: 'lt.order.done',
  /** `{ orderId, reason }`: failed; the hold goes back; status 3. */
  orderFail: 'lt.order.fail',
  /** `{ symbol, st, nav }` (each a value or null = none): test-mode status and NAV override. */
  override: 'lt.override',
} as const;

/** Reads typed fields of an LT record; a missing or wrong-typed field throws, naming it. */
export class LtFields {
  constructor(private readonly record: JournalRecord) {}

  private fail(field: string, expected: string): never {
    throw new Error(`record ${this.record.t}: field "${field}" must be ${expected}`);
  }

  string(field: string): string {
    const value = this.record[field];
    return typeof value === 'string' && value !== '' ? value : this.fail(field, 'a string');
  }

  number(field: string): number {
    const value = this.record[field];
    return typeof value === 'number' && Number.isFinite(value)
      ? value
      : this.fail(field, 'a number');
  }

  nullableNumber(field: string): number | null {
    return this.record[field] === null ? null : this.number(field);
  }

  nullableString(field: string): string | null {
    return this.record[field] === null ? null : this.string(field);
  }
}
