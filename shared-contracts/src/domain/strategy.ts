import { Dec } from '../helpers/decimal';
import { isDecimalString, type DecimalString } from './decimal-string';
import type { OrderSide } from './order';

/**
 * Grid-bot settings of a symbol, read for the chart's grid lines (spec 000 §3, §2): up to
 * `grid_number` lines between `min_price` and `max_price`.
 */
export interface GridSettings {
  /** True when the symbol supports a grid bot. */
  readonly support: boolean;
  readonly min_price: DecimalString;
  readonly max_price: DecimalString;
  readonly grid_number: number;
  /** `'grade'` is arithmetic spacing; any other value is geometric. */
  readonly type: string;
}

export type GridSpacing = 'arithmetic' | 'geometric';

/** The spacing of a grid: `'grade'` is arithmetic, anything else geometric (spec 000 §3). */
export function gridSpacing(type: GridSettings['type']): GridSpacing {
  return type === 'grade' ? 'arithmetic' : 'geometric';
}

/** Grid strategy states, as the strategy service names them (spec 000 §4). */
export const GRID_STRATEGY_STATES = [
  'RAW',
  'REJECTED',
  'NEW',
  'INITIALIZING',
  'RUNNING',
  'CANCELLING',
  'COMPLETED',
  'AWAIT_ACTIVATION',
] as const;
export type GridStrategyState = (typeof GRID_STRATEGY_STATES)[number];

/** Why a grid strategy closed (spec 000 §4). */
export const GRID_CLOSE_REASONS = [
  'UNKNOWN',
  'MANUAL',
  'FAILED_INITIATION',
  'SYMBOL_DELISTED',
  'STOP_LOSS',
  'TAKE_PROFIT',
  'USER_BAN',
] as const;
export type GridCloseReason = (typeof GRID_CLOSE_REASONS)[number];

/**
 * List-status codes of grid and strategy orders (spec 000 §4): the running list holds 2 and
 * also 5, which counts as 2; the history list holds 3.
 */
export const GRID_LIST_STATUS = { running: 2, runningAlias: 5, history: 3 } as const;
export type GridListStatus = (typeof GRID_LIST_STATUS)[keyof typeof GRID_LIST_STATUS];

/** Which grid-bot tab a status belongs to, or null for neither. */
export function gridListOf(status: number): 'running' | 'history' | null {
  if (status === GRID_LIST_STATUS.running || status === GRID_LIST_STATUS.runningAlias) {
    return 'running';
  }
  return status === GRID_LIST_STATUS.history ? 'history' : null;
}

/** The status a row is filed under: 5 counts as 2 (spec 000 §4). */
export function normalizeGridListStatus(status: number): number {
  return status === GRID_LIST_STATUS.runningAlias ? GRID_LIST_STATUS.running : status;
}

/** A grid or strategy order of the grid-bot panel (spec 000 §3). */
export interface GridStrategyOrder {
  readonly strategyId: string;
  readonly strategyType: string;
  /** Symbol name. */
  readonly symbol: string;
  readonly category: string;
  /** A `GRID_LIST_STATUS` code; see `gridListOf`. */
  readonly status: number;
  /** The strategy service's state name, when the row carries it. */
  readonly state?: GridStrategyState;
  /** Set on history rows. */
  readonly closeReason?: GridCloseReason;
  /** The grid's settings (spec 000 §3), on a running bot's row (since 1.3.0). */
  readonly grid?: GridSettings;
  /** Since 1.5.0, on a bot started from the tools: quote put in. */
  readonly investment?: DecimalString;
  /** Since 1.5.0: profit of the grid's completed round trips, in quote, after fees. */
  readonly gridProfit?: DecimalString;
  /** Since 1.5.0: the base size on every line. */
  readonly qtyPerGrid?: DecimalString;
  /** Since 1.5.0: completed round trips (a sell filled after its buy). */
  readonly roundTrips?: number;
  readonly stopLossPrice?: DecimalString;
  readonly takeProfitPrice?: DecimalString;
  /** Since 1.5.0: ms since the epoch. */
  readonly createdTime?: number;
}

/** Most grid lines drawn (a grid number above it is clamped). */
export const MAX_GRID_LINES = 200;

/**
 * The prices of a grid's lines (spec 000 §2): `grid_number` lines from `min_price` to
 * `max_price` inclusive, arithmetic for 'grade', else geometric, at `decimals` (rounded to the
 * nearest tick). Empty for settings that draw nothing (a bound not positive, min not below
 * max, fewer than 2 lines).
 */
export function gridLevels(
  grid: Pick<GridSettings, 'min_price' | 'max_price' | 'grid_number' | 'type'>,
  decimals: number,
): DecimalString[] {
  if (!isDecimalString(grid.min_price) || !isDecimalString(grid.max_price)) return [];
  const min = new Dec(grid.min_price);
  const max = new Dec(grid.max_price);
  const count = Math.min(Math.floor(grid.grid_number), MAX_GRID_LINES);
  if (!Number.isFinite(count) || count < 2 || min.lte(0) || max.lte(min)) return [];
  const steps = count - 1;
  const levels: DecimalString[] = [];
  const arithmetic = gridSpacing(grid.type) === 'arithmetic';
  // Geometric lines: one root, then one product per line (a power per line cost about 5 ms for
  // 200 lines, and the tools' form plans a grid on every price tick).
  const ratio = arithmetic ? null : max.div(min).pow(new Dec(1).div(steps));
  let geometric = min;
  for (let i = 0; i <= steps; i += 1) {
    if (ratio && i > 0) geometric = geometric.mul(ratio);
    const price = ratio ? geometric : min.plus(max.minus(min).mul(i).div(steps));
    levels.push(price.toFixed(decimals, Dec.ROUND_HALF_UP));
  }
  return levels;
}

/** A grid line's colour against the market (spec 000 §2): above, below, or the nearest. */
export function gridTones(
  levels: readonly DecimalString[],
  lastPrice: DecimalString | null,
): ('up' | 'down' | 'middle')[] {
  if (lastPrice === null || !isDecimalString(lastPrice)) return levels.map(() => 'middle');
  const last = new Dec(lastPrice);
  let nearest = -1;
  let best: Dec | null = null;
  levels.forEach((level, i) => {
    const distance = new Dec(level).minus(last).abs();
    if (best === null || distance.lt(best)) {
      best = distance;
      nearest = i;
    }
  });
  return levels.map((level, i) =>
    i === nearest ? 'middle' : new Dec(level).gt(last) ? 'up' : 'down',
  );
}

/** Grid orders refresh period (spec 000 §9). */
export const GRID_ORDERS_REFRESH_MS = 3000;

/** Strategy types of the tools' strategy orders (spec 001 §3). */
export const STRATEGY_TYPES = ['iceberg', 'twap', 'chase', 'webhook'] as const;
export type StrategyType = (typeof STRATEGY_TYPES)[number];

/**
 * A strategy order of the integrated orders area (spec 001 §3); its list is shown when the
 * order status is 3 (spec 001 §2).
 */
export interface StrategyOrder {
  /** Row key (spec 000 §3 names it for every strategy order). */
  readonly strategyId: string;
  readonly category: string;
  readonly strategyType: StrategyType;
  readonly status: number;
  /** Symbol name. */
  readonly symbol: string;
  /** Total size, in base token. */
  readonly size: DecimalString;
  readonly executedSize: DecimalString;
  /** Since 1.5.0, on an iceberg or TWAP started from the tools. */
  readonly side?: OrderSide;
  /** The iceberg's limit price, or the TWAP's price limit. */
  readonly price?: DecimalString;
  /** The iceberg's visible size. */
  readonly visibleSize?: DecimalString;
  /** The TWAP's running time and interval, seconds. */
  readonly durationSec?: number;
  readonly intervalSec?: number;
  /** Average price of what was executed, '' before the first fill. */
  readonly avgPrice?: DecimalString | '';
  /** The strategy service's state (spec 000 §4 names), on rows since 1.5.0. */
  readonly state?: GridStrategyState;
  /** Why it ended early: MANUAL when the trader cancelled it (since 1.5.0). */
  readonly closeReason?: GridCloseReason;
  /** ms since the epoch. */
  readonly createdTime?: number;
}

/** Strategy list query payload (spec 000 §7). */
export interface StrategyListRequest {
  readonly status: number;
  /** Comma list. */
  readonly category: string;
  /** Comma list. */
  readonly strategyType: string;
  readonly pageSize: number;
  readonly symbol?: string;
}

/** Page sizes of the strategy list query (spec 000 §7). */
export const STRATEGY_PAGE_SIZE = { open: 80, history: 20 } as const;

/** Strategy topic and list statuses of a tool's strategy order: running, then done. */
export const STRATEGY_ORDER_STATUS = { running: 2, finished: 3 } as const;

/**
 * Starts a grid bot (since 1.5.0). `client_strategy_id` is unique per user: a repeat returns
 * the bot it started.
 */
export interface GridCreateRequest {
  readonly symbol_id: string;
  readonly min_price: DecimalString;
  readonly max_price: DecimalString;
  readonly grid_number: number;
  readonly type: 'grade' | 'geometric';
  /** Quote put in. */
  readonly investment: DecimalString;
  readonly stop_loss_price?: DecimalString;
  readonly take_profit_price?: DecimalString;
  readonly client_strategy_id: string;
}

/** Starts an iceberg order (since 1.5.0). */
export interface IcebergCreateRequest {
  readonly symbol_id: string;
  readonly side: OrderSide;
  readonly price: DecimalString;
  readonly quantity: DecimalString;
  readonly visible_quantity: DecimalString;
  readonly client_strategy_id: string;
}

/** Starts a TWAP (since 1.5.0). */
export interface TwapCreateRequest {
  readonly symbol_id: string;
  readonly side: OrderSide;
  readonly quantity: DecimalString;
  readonly duration_sec: number;
  readonly interval_sec: number;
  readonly price_limit?: DecimalString;
  readonly client_strategy_id: string;
}

/** Stops a running grid bot (close reason MANUAL) or cancels an iceberg or TWAP. */
export interface StrategyStopRequest {
  readonly strategy_id: string;
}

/**
 * Places a scaled order's limit orders as one batch (since 1.5.0): all accepted or none. Each
 * order has its own `client_order_id`; a batch whose ids were all used already returns those
 * orders.
 */
export interface BatchOrderCreateRequest {
  readonly symbol_id: string;
  readonly side: OrderSide;
  readonly orders: readonly {
    readonly price: DecimalString;
    readonly quantity: DecimalString;
    readonly client_order_id: string;
  }[];
}

const TOOL_ORDER = /^((?:grid|iceberg|twap)-[1-9]\d{0,9})-/;

/**
 * The strategy that placed an order, read from its client order id (`grid-4-L2-1` → `grid-4`),
 * or null for a trader's own order. Client order ids of this form are the tools' (a trader's
 * order may not take one); their orders are cancelled by stopping the strategy. Since 1.5.0.
 */
export function strategyOfOrder(clientOrderId: string): string | null {
  return TOOL_ORDER.exec(clientOrderId)?.[1] ?? null;
}
