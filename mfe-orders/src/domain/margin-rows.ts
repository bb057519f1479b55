import {
  Dec,
  isNonNegativeDecimalString,
  type BorrowRecord,
  type MarginInfo,
  type RepayRecord,
  type UnifiedOpenOrderRow,
} from '@spot/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const decimals = (v: Record<string, unknown>, keys: readonly string[]): boolean =>
  keys.every((k) => isNonNegativeDecimalString(v[k]));
const time = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

/** A borrow of the Repayment tab, as the list reply gives it. */
export function isBorrowRecord(v: unknown): v is BorrowRecord {
  return (
    isRecord(v) &&
    typeof v.borrowId === 'string' &&
    typeof v.coin === 'string' &&
    decimals(v, ['borrowed', 'principal', 'interest', 'interestPaid', 'hourlyRate']) &&
    time(v.borrowTime) &&
    (v.paidOffTime === null || time(v.paidOffTime))
  );
}

export function isRepayRecord(v: unknown): v is RepayRecord {
  return (
    isRecord(v) &&
    typeof v.repayId === 'string' &&
    typeof v.coin === 'string' &&
    decimals(v, ['amount', 'interest', 'principal']) &&
    time(v.time)
  );
}

/** The account's margin (the MMR tab); the equity may be negative, the rest may not. */
export function isMarginInfo(v: unknown): v is MarginInfo {
  return (
    isRecord(v) &&
    typeof v.equity === 'string' &&
    /^-?\d+(\.\d+)?$/.test(v.equity) &&
    decimals(v, [
      'assets',
      'liabilities',
      'maintenanceMargin',
      'mmr',
      'actualLeverageRatio',
      'maxLeverage',
      'borrowableValue',
    ])
  );
}

/** A row of the unified open-order query: its market type and symbol at least. */
export function isFutureSpreadRow(v: unknown): v is UnifiedOpenOrderRow {
  return (
    isRecord(v) &&
    typeof v.mtp === 'string' &&
    typeof v.syb === 'string' &&
    (v.pltp === undefined || typeof v.pltp === 'number')
  );
}

/** An hourly rate as a percentage, exactly: "0.00001" → "0.001%". */
export function hourlyPercent(rate: string): string {
  return `${new Dec(rate).times(100).toFixed()}%`;
}

/** A ratio as a percentage at two decimals, cut: "0.012345" → "1.23%". */
export function ratioPercent(ratio: string): string {
  return `${new Dec(ratio).times(100).toFixed(2, Dec.ROUND_DOWN)}%`;
}

/** What a borrow still costs to clear: principal and interest. */
export function owedOf(record: Pick<BorrowRecord, 'principal' | 'interest'>): string {
  return new Dec(record.principal).plus(record.interest).toFixed();
}
