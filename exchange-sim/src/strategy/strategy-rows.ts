import type { GridStrategyOrder, Order, StrategyOrder } from '@spot/contracts';
import type { Dec } from '../lib/decimal';
import { GRID_STRATEGY_TYPE, STRATEGY_CATEGORY } from './strategy-seed';
import type { GridRun, SlicedRun, StrategyRun } from './strategy-runs';
import { isGrid, statusOf } from './strategy-runs';

/** A row of the strategy list and the `strategy` topic, as the contract's guards accept it. */
export type ToolRow = (GridStrategyOrder | StrategyOrder) & { readonly createdTime: number };

/** Profit and average prices are shown to 8 decimals (the journal keeps them exact). */
const SHOWN_DECIMALS = 8;

const shown = (value: Dec): string => value.toDecimalPlaces(SHOWN_DECIMALS).toFixed();

/**
 * A grid bot's row: its settings (`grid`, for the chart's lines) while it runs, investment,
 * size per line, profit and round trips; the close reason once completed.
 */
export function gridRow(run: GridRun): ToolRow {
  const { settings, plan } = run;
  const row: GridStrategyOrder & { createdTime: number } = {
    strategyId: run.strategyId,
    strategyType: GRID_STRATEGY_TYPE,
    symbol: run.symbol,
    category: STRATEGY_CATEGORY,
    status: statusOf(run),
    state: run.state,
    ...(run.closeReason === null ? {} : { closeReason: run.closeReason }),
    ...(run.state === 'COMPLETED'
      ? {}
      : {
          grid: {
            support: true,
            min_price: settings.minPrice,
            max_price: settings.maxPrice,
            grid_number: settings.gridNumber,
            type: settings.gridType,
          },
        }),
    investment: settings.investment,
    gridProfit: shown(run.gridProfit),
    qtyPerGrid: plan.qtyPerGrid,
    roundTrips: run.roundTrips,
    ...(settings.stopLossPrice === null ? {} : { stopLossPrice: settings.stopLossPrice }),
    ...(settings.takeProfitPrice === null ? {} : { takeProfitPrice: settings.takeProfitPrice }),
    createdTime: run.createdTime,
  };
  return row;
}

/**
 * An iceberg's or a TWAP's row: size, what executed so far (the open child's fills included)
 * and its average price ('' before the first fill).
 */
export function slicedRow(run: SlicedRun, open: Order | undefined): ToolRow {
  const { settings } = run;
  const qty = run.doneQty.plus(open?.executedQty ?? '0');
  const value = run.doneValue.plus(open?.executedValue ?? '0');
  const row: StrategyOrder & { createdTime: number } = {
    strategyId: run.strategyId,
    category: STRATEGY_CATEGORY,
    strategyType: run.kind,
    status: statusOf(run),
    symbol: run.symbol,
    size: settings.size,
    executedSize: qty.toFixed(),
    side: settings.side,
    ...(settings.price === undefined ? {} : { price: settings.price }),
    ...(settings.visibleSize === undefined ? {} : { visibleSize: settings.visibleSize }),
    ...(settings.durationSec === undefined ? {} : { durationSec: settings.durationSec }),
    ...(settings.intervalSec === undefined ? {} : { intervalSec: settings.intervalSec }),
    avgPrice: qty.gt(0) ? shown(value.div(qty)) : '',
    state: run.state,
    ...(run.closeReason === null ? {} : { closeReason: run.closeReason }),
    createdTime: run.createdTime,
  };
  return row;
}

/** The row of any tool; `openOrder` looks up an iceberg's or TWAP's open child. */
export function rowOf(
  run: StrategyRun,
  openOrder: (orderId: string) => Order | undefined,
): ToolRow {
  if (isGrid(run)) return gridRow(run);
  // A child already counted into the totals (done) is not added again.
  const { current } = run;
  const open = current === null || run.finished.has(current) ? undefined : openOrder(current);
  return slicedRow(run, open);
}
