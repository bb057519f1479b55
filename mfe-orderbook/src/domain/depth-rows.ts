import { Dec, formatDecimal, type BookLevel } from '@spot/contracts';

export interface DepthRow {
  readonly price: string;
  readonly size: string;
  /** Cumulative size from the best level to this one, as a decimal string. */
  readonly cumulative: string;
  /** Cumulative size relative to the deepest shown row on either side, 0..1. */
  readonly depth: number;
}

/**
 * Rows of one side, best first, with cumulative sizes. `maxCumulative` is shared by both sides
 * so the depth bars compare.
 */
export function depthRows(
  levels: readonly BookLevel[],
  count: number,
): { rows: DepthRow[]; total: Dec } {
  let running = new Dec(0);
  const rows: DepthRow[] = [];
  for (const [price, size] of levels.slice(0, count)) {
    running = running.plus(size);
    rows.push({ price, size, cumulative: running.toFixed(), depth: 0 });
  }
  return { rows, total: running };
}

export function withDepth(rows: readonly DepthRow[], max: Dec): DepthRow[] {
  if (max.isZero()) return rows.slice();
  return rows.map((row) => ({ ...row, depth: new Dec(row.cumulative).div(max).toNumber() }));
}

export function formatSize(size: string, precision: number): string {
  return formatDecimal(size, precision);
}
