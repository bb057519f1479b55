/**
 * Client order ids of the orders the tools place. Each is derived from the strategy id and the
 * order's place in the plan, so the engine's per-user dedup of client order ids makes every
 * placement idempotent (a restart that places "again" gets the order it placed before), and a
 * restart maps the engine's restored orders back to their strategies by id alone.
 *
 * - grid: `<id>-L<level>-<gen>`: a ladder order on line `level`; `gen` counts the orders of
 *   its gap (the lines `g` and `g + 1`, which always hold one order between them: a buy on `g`
 *   or a sell on `g + 1`), 1 for the ladder's, each counter order one more; `<id>-B` the initial
 *   market buy, `<id>-X` the market sell of a stop-loss or take-profit;
 * - iceberg: `<id>-S<n>`, the n-th slice; TWAP: `<id>-C<n>`, the n-th child.
 */

export type ToolKind = 'grid' | 'iceberg' | 'twap';

export type ChildRef =
  | {
      readonly strategyId: string;
      readonly tag: 'level';
      readonly level: number;
      readonly gen: number;
    }
  | { readonly strategyId: string; readonly tag: 'buy' | 'sell' }
  | { readonly strategyId: string; readonly tag: 'slice' | 'child'; readonly n: number };

const STRATEGY_ID = /^(grid|iceberg|twap)-([1-9]\d{0,9})$/;
const CHILD_ID =
  /^((?:grid|iceberg|twap)-[1-9]\d{0,9})-(?:L(\d{1,3})-([1-9]\d{0,8})|S(\d{1,3})|C(\d{1,5})|(B)|(X))$/;

export function strategyIdOf(kind: ToolKind, n: number): string {
  return `${kind}-${n}`;
}

/** The number of a strategy id (`grid-12` → 12), or null when it is not one of the tools'. */
export function strategyNumber(strategyId: string): number | null {
  const match = STRATEGY_ID.exec(strategyId);
  return match ? Number(match[2]) : null;
}

export const levelId = (strategyId: string, level: number, gen: number): string =>
  `${strategyId}-L${level}-${gen}`;
export const initialBuyId = (strategyId: string): string => `${strategyId}-B`;
export const sellOffId = (strategyId: string): string => `${strategyId}-X`;
export const sliceId = (strategyId: string, n: number): string => `${strategyId}-S${n}`;
export const childId = (strategyId: string, n: number): string => `${strategyId}-C${n}`;

/** What a client order id says of its strategy, or null when no tool placed it. */
export function parseChildId(clientOrderId: string): ChildRef | null {
  const m = CHILD_ID.exec(clientOrderId);
  if (!m) return null;
  const strategyId = m[1] ?? '';
  if (m[2] !== undefined) {
    return { strategyId, tag: 'level', level: Number(m[2]), gen: Number(m[3]) };
  }
  if (m[4] !== undefined) return { strategyId, tag: 'slice', n: Number(m[4]) };
  if (m[5] !== undefined) return { strategyId, tag: 'child', n: Number(m[5]) };
  return { strategyId, tag: m[6] !== undefined ? 'buy' : 'sell' };
}

/** True for an id of the tools' form: a trader's own order may not take one (it is reserved). */
export function isToolChildId(clientOrderId: string): boolean {
  return /^(?:grid|iceberg|twap)-\d/.test(clientOrderId);
}

/**
 * The gap of a grid order: a buy on line `level` works the gap `level`, a sell on `level` the
 * gap `level - 1`.
 */
export function gapOf(level: number, side: 'BUY' | 'SELL'): number {
  return side === 'BUY' ? level : level - 1;
}
