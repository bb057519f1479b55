import { Dec, type BorrowRecord } from '@spot/contracts';

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
