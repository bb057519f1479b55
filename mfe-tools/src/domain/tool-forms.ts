import {
  Dec,
  checkGrid,
  checkIceberg,
  checkScaled,
  checkTwap,
  normalizeNumericInput,
  type BatchOrderCreateRequest,
  type GridCreateRequest,
  type GridPlan,
  type GridType,
  type IcebergCreateRequest,
  type OrderSide,
  type ScaledDistribution,
  type ScaledPlan,
  type SlicedPlan,
  type ToolBalances,
  type ToolCheck,
  type ToolSymbolRules,
  type TwapCreateRequest,
  type TwapPlan,
} from '@spot/contracts';

/**
 * The tools' forms as the trader typed them (text, as the order entry keeps it) and what they
 * mean: the contract's checks run on the parsed values, and a form that passes becomes its
 * request. The same checks run again on the exchange.
 */

export interface GridForm {
  readonly minPrice: string;
  readonly maxPrice: string;
  readonly gridNumber: string;
  readonly gridType: GridType;
  readonly investment: string;
  readonly stopLossPrice: string;
  readonly takeProfitPrice: string;
}

export interface IcebergForm {
  readonly side: OrderSide;
  readonly price: string;
  readonly totalQty: string;
  readonly visibleQty: string;
}

export interface TwapForm {
  readonly side: OrderSide;
  readonly totalQty: string;
  /** Minutes. */
  readonly durationMin: string;
  /** Seconds. */
  readonly intervalSec: string;
  readonly priceLimit: string;
}

export interface ScaledForm {
  readonly side: OrderSide;
  readonly priceFrom: string;
  readonly priceTo: string;
  readonly count: string;
  readonly totalQty: string;
  readonly distribution: ScaledDistribution;
}

/**
 * What every check reads besides the form: the symbol, its last price, the balances (null for
 * a visitor, who is asked to log in rather than told about money).
 */
export interface ToolContext {
  readonly symbolId: string;
  readonly rules: ToolSymbolRules;
  readonly lastPrice: Dec;
  readonly balances: ToolBalances | null;
}

/** A visitor's forms are checked as if any amount were there: the balance is not theirs yet. */
const UNCOUNTED: ToolBalances = { base: new Dec('1e30'), quote: new Dec('1e30') };
const balancesOf = (ctx: ToolContext): ToolBalances => ctx.balances ?? UNCOUNTED;

export const EMPTY_FORMS = {
  gridBot: {
    minPrice: '',
    maxPrice: '',
    gridNumber: '',
    gridType: 'grade',
    investment: '',
    stopLossPrice: '',
    takeProfitPrice: '',
  } satisfies GridForm,
  iceberg: { side: 'BUY', price: '', totalQty: '', visibleQty: '' } satisfies IcebergForm,
  twap: {
    side: 'BUY',
    totalQty: '',
    durationMin: '',
    intervalSec: '',
    priceLimit: '',
  } satisfies TwapForm,
  scaledOrder: {
    side: 'BUY',
    priceFrom: '',
    priceTo: '',
    count: '',
    totalQty: '',
    distribution: 'even',
  } satisfies ScaledForm,
} as const;

/**
 * Text as a decimal: null when empty or not a complete number (the field shows why). Read as
 * the form keeps it, without the page's locale: what the locale refused as typed is kept beside
 * the text (`ToolsState.refused`) and blocks the review.
 */
export function decimalOf(text: string): Dec | null {
  const read = normalizeNumericInput(text, { precision: Number.MAX_SAFE_INTEGER });
  if (!read.ok || !/^\d+(\.\d+)?$/.test(read.value)) return null;
  return new Dec(read.value);
}

/** Text as a whole number: null when empty, fractional or not a number. */
export function wholeOf(text: string): number | null {
  const value = decimalOf(text);
  if (value === null || !value.isInteger() || value.gt(Number.MAX_SAFE_INTEGER)) return null;
  return value.toNumber();
}

/** An optional price: empty is "not set" (undefined), text that is no number is null. */
function optionalPrice(text: string): Dec | null | undefined {
  return text.trim() === '' ? undefined : decimalOf(text);
}

export function checkGridForm(form: GridForm, ctx: ToolContext): ToolCheck<GridPlan> {
  const stopLoss = optionalPrice(form.stopLossPrice);
  const takeProfit = optionalPrice(form.takeProfitPrice);
  return checkGrid({
    minPrice: decimalOf(form.minPrice),
    maxPrice: decimalOf(form.maxPrice),
    gridNumber: wholeOf(form.gridNumber),
    gridType: form.gridType,
    investment: decimalOf(form.investment),
    // A stop loss or take profit typed but unreadable is refused as out of place (0).
    ...(stopLoss === undefined ? {} : { stopLossPrice: stopLoss ?? new Dec(0) }),
    ...(takeProfit === undefined ? {} : { takeProfitPrice: takeProfit ?? new Dec(0) }),
    lastPrice: ctx.lastPrice,
    balances: balancesOf(ctx),
    rules: ctx.rules,
  });
}

export function checkIcebergForm(form: IcebergForm, ctx: ToolContext): ToolCheck<SlicedPlan> {
  return checkIceberg({
    side: form.side,
    price: decimalOf(form.price),
    totalQty: decimalOf(form.totalQty),
    visibleQty: decimalOf(form.visibleQty),
    balances: balancesOf(ctx),
    rules: ctx.rules,
  });
}

export function checkTwapForm(form: TwapForm, ctx: ToolContext): ToolCheck<TwapPlan> {
  const minutes = wholeOf(form.durationMin);
  const limit = optionalPrice(form.priceLimit);
  return checkTwap({
    side: form.side,
    totalQty: decimalOf(form.totalQty),
    durationSec: minutes === null ? null : minutes * 60,
    intervalSec: wholeOf(form.intervalSec),
    priceLimit: limit === undefined ? null : (limit ?? new Dec(0)),
    lastPrice: ctx.lastPrice,
    balances: balancesOf(ctx),
    rules: ctx.rules,
  });
}

export function checkScaledForm(form: ScaledForm, ctx: ToolContext): ToolCheck<ScaledPlan> {
  return checkScaled({
    side: form.side,
    priceFrom: decimalOf(form.priceFrom),
    priceTo: decimalOf(form.priceTo),
    count: wholeOf(form.count),
    totalQty: decimalOf(form.totalQty),
    distribution: form.distribution,
    balances: balancesOf(ctx),
    rules: ctx.rules,
  });
}

/** The quantities as the symbol's lots (what the checks sized the plan with). */
const lots = (ctx: ToolContext, text: string) =>
  (decimalOf(text) ?? new Dec(0)).toDecimalPlaces(ctx.rules.quantityPrecision, Dec.ROUND_DOWN);

export function gridRequest(form: GridForm, ctx: ToolContext, id: string): GridCreateRequest {
  const stopLoss = optionalPrice(form.stopLossPrice);
  const takeProfit = optionalPrice(form.takeProfitPrice);
  return {
    symbol_id: ctx.symbolId,
    min_price: (decimalOf(form.minPrice) ?? new Dec(0)).toFixed(),
    max_price: (decimalOf(form.maxPrice) ?? new Dec(0)).toFixed(),
    grid_number: wholeOf(form.gridNumber) ?? 0,
    type: form.gridType,
    investment: (decimalOf(form.investment) ?? new Dec(0)).toFixed(),
    ...(stopLoss ? { stop_loss_price: stopLoss.toFixed() } : {}),
    ...(takeProfit ? { take_profit_price: takeProfit.toFixed() } : {}),
    client_strategy_id: id,
  };
}

export function icebergRequest(
  form: IcebergForm,
  ctx: ToolContext,
  id: string,
): IcebergCreateRequest {
  return {
    symbol_id: ctx.symbolId,
    side: form.side,
    price: (decimalOf(form.price) ?? new Dec(0)).toFixed(),
    quantity: lots(ctx, form.totalQty).toFixed(),
    visible_quantity: lots(ctx, form.visibleQty).toFixed(),
    client_strategy_id: id,
  };
}

export function twapRequest(form: TwapForm, ctx: ToolContext, id: string): TwapCreateRequest {
  const limit = optionalPrice(form.priceLimit);
  return {
    symbol_id: ctx.symbolId,
    side: form.side,
    quantity: lots(ctx, form.totalQty).toFixed(),
    duration_sec: (wholeOf(form.durationMin) ?? 0) * 60,
    interval_sec: wholeOf(form.intervalSec) ?? 0,
    ...(limit ? { price_limit: limit.toFixed() } : {}),
    client_strategy_id: id,
  };
}

/** The scaled order's batch: the plan's orders, each with its own client order id. */
export function scaledRequest(
  form: ScaledForm,
  plan: ScaledPlan,
  ctx: ToolContext,
  id: string,
): BatchOrderCreateRequest {
  return {
    symbol_id: ctx.symbolId,
    side: form.side,
    orders: plan.orders.map((order, i) => ({
      price: order.price,
      quantity: order.qty,
      client_order_id: `${id}-${i + 1}`,
    })),
  };
}
