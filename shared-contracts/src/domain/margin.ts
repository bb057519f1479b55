import type { DecimalString } from './decimal-string';

/**
 * A unified account's margin (the integrated area's MMR tab), in USDT: equity, what the
 * wallet holds and owes, the maintenance margin and its rate to the equity (`mmr`, "0.0125"
 * is 1.25 %; 1 or more means liquidation), the actual and the largest leverage, and the value
 * that may still be borrowed.
 */
export interface MarginInfo {
  readonly equity: DecimalString;
  readonly assets: DecimalString;
  readonly liabilities: DecimalString;
  readonly maintenanceMargin: DecimalString;
  readonly mmr: DecimalString;
  readonly actualLeverageRatio: DecimalString;
  readonly maxLeverage: DecimalString;
  readonly borrowableValue: DecimalString;
}

/** Which borrow records to list: still owed (Repayment › Unpaid) or paid off. */
export const BORROW_RECORD_STATUSES = ['unpaid', 'paidOff'] as const;
export type BorrowRecordStatus = (typeof BORROW_RECORD_STATUSES)[number];

/**
 * One spot-margin borrow (spec 000 §2 Repayment tab): what was borrowed, what is still owed
 * (principal and interest accrued hourly), the hourly rate, and when it was paid off.
 */
export interface BorrowRecord {
  readonly borrowId: string;
  readonly coin: string;
  readonly borrowed: DecimalString;
  readonly principal: DecimalString;
  readonly interest: DecimalString;
  readonly interestPaid: DecimalString;
  readonly hourlyRate: DecimalString;
  /** ms since the epoch. */
  readonly borrowTime: number;
  /** ms since the epoch; null while owed. */
  readonly paidOffTime: number | null;
}

/** One repayment: its amount, split into interest and principal (oldest borrow first). */
export interface RepayRecord {
  readonly repayId: string;
  readonly coin: string;
  readonly amount: DecimalString;
  readonly interest: DecimalString;
  readonly principal: DecimalString;
  readonly time: number;
}

/** Repays `amount` of `coin` (all that is owed when absent) from its free balance. */
export interface RepayRequest {
  readonly coin: string;
  readonly amount?: DecimalString;
}

/**
 * What one coin owes, on the `user.unify.usdc.borrowInfo` topic (spec 001 §7): the principal
 * borrowed, the interest accrued, and the hourly rate it accrues at.
 */
export interface BorrowInfo {
  readonly coin: string;
  readonly borrowSize: DecimalString;
  readonly interest: DecimalString;
  readonly hourlyRate: DecimalString;
}
