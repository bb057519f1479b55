import type {
  GridCloseReason,
  GridPlan,
  GridStrategyState,
  GridType,
  OrderSide,
} from '@spot/contracts';
import { GRID_LIST_STATUS } from '@spot/contracts';
import type { Dec } from '../lib/decimal';
import type { ToolKind } from './child-ids';

/** What every running tool carries: who, what, when, and where it stands. */
interface RunCommon {
  readonly strategyId: string;
  readonly userId: string;
  readonly clientStrategyId: string;
  readonly symbol: string;
  /** ms: the `strategy.create` record's time. */
  readonly createdTime: number;
  state: GridStrategyState;
  closeReason: GridCloseReason | null;
}

/** A grid bot's settings as the trader sent them (decimals as strings). */
export interface GridSettingsRecord {
  readonly minPrice: string;
  readonly maxPrice: string;
  readonly gridNumber: number;
  readonly gridType: GridType;
  readonly investment: string;
  readonly stopLossPrice: string | null;
  readonly takeProfitPrice: string | null;
}

/** The order working a gap of the grid (see `child-ids.ts`): not journaled, found again. */
export interface GapOrder {
  readonly orderId: string;
  readonly level: number;
  readonly gen: number;
  readonly side: OrderSide;
}

export interface GridRun extends RunCommon {
  readonly kind: 'grid';
  readonly settings: GridSettingsRecord;
  readonly plan: GridPlan;
  /** Profit of the completed round trips, quote, after both fees. */
  gridProfit: Dec;
  roundTrips: number;
  /** Base the bot bought and still holds (its buys net of base fees, less its sells). */
  baseBought: Dec;
  /** Child orders whose fills are counted (`strategy.fill`), so none is counted twice. */
  readonly counted: Set<string>;
  /** Gap → the filled buy waiting for its sell: average price and fees in quote. */
  readonly lastBuy: Map<number, { readonly price: Dec; readonly fee: Dec }>;
  /** Gap → its current order (live state, rebuilt from the engine's orders on restart). */
  readonly gaps: Map<number, GapOrder>;
}

/** An iceberg's or a TWAP's settings as checked; sizes at the symbol's lots. */
export interface SlicedSettings {
  readonly side: OrderSide;
  /** Total size, base. */
  readonly size: string;
  /** The iceberg's limit price, or the TWAP's price limit (absent: at the market). */
  readonly price?: string;
  readonly visibleSize?: string;
  readonly durationSec?: number;
  readonly intervalSec?: number;
}

export interface SlicedRun extends RunCommon {
  readonly kind: 'iceberg' | 'twap';
  readonly settings: SlicedSettings;
  /** The children's planned sizes, in order (`checkIceberg` / `checkTwap`). */
  readonly slices: readonly string[];
  /** Children placed so far: the highest n of `-S<n>` / `-C<n>` (live, found again). */
  placed: number;
  /** The open child's order id, if one works. */
  current: string | null;
  /** Executed size and value of the children that are done (live, found again). */
  doneQty: Dec;
  doneValue: Dec;
  /** Children already added into `doneQty`. */
  readonly finished: Set<string>;
}

export type StrategyRun = GridRun | SlicedRun;

export const isGrid = (run: StrategyRun): run is GridRun => run.kind === 'grid';

/** The list status of a state (spec 000 §4): 5 while the ladder is placed, 3 once done. */
export function statusOf(run: StrategyRun): number {
  if (run.state === 'INITIALIZING') return GRID_LIST_STATUS.runningAlias;
  return run.state === 'COMPLETED' ? GRID_LIST_STATUS.history : GRID_LIST_STATUS.running;
}

export const isLive = (run: StrategyRun): boolean => run.state !== 'COMPLETED';

export type { ToolKind };
