import { Dec } from '../helpers/decimal';
import type { DecimalString } from './decimal-string';
import type { OrderSide } from './order';
import type { SymbolInfo } from './symbol';
import { MAX_GRID_LINES, gridLevels } from './strategy';

/**
 * The checks and plans of the trading tools (spec 001 §1–§3: grid bot, iceberg, TWAP, scaled
 * order), for the tools' forms (which check and preview before they send) and the exchange
 * (which checks again and runs the plan). One copy: both read these rules. Since 1.5.0.
 */

/** Message keys of the tools' refusals (namespace `tools`), by check. */
export const TOOL_MESSAGE_KEYS = {
  priceRequired: 'tool_price_required',
  priceAboveMax: 'tool_price_above_max',
  gridMinBelowMax: 'tool_grid_min_below_max',
  gridNumberRange: 'tool_grid_number_range',
  gridTooNarrow: 'tool_grid_too_narrow',
  gridStopLoss: 'tool_grid_stop_loss',
  gridTakeProfit: 'tool_grid_take_profit',
  investmentRequired: 'tool_investment_required',
  gridPerGridMin: 'tool_grid_per_grid_min',
  quantityRequired: 'tool_quantity_required',
  visibleRequired: 'tool_visible_required',
  icebergVisibleAboveTotal: 'tool_iceberg_visible_above_total',
  icebergSlices: 'tool_iceberg_slices',
  twapDuration: 'tool_twap_duration',
  twapInterval: 'tool_twap_interval',
  scaledCount: 'tool_scaled_count',
  scaledPricesEqual: 'tool_scaled_prices_equal',
  minQuantity: 'tool_min_quantity',
  maxQuantity: 'tool_max_quantity',
  minAmount: 'tool_min_amount',
  balance: 'tool_balance_not_enough',
} as const;
export type ToolCheckName = keyof typeof TOOL_MESSAGE_KEYS;
export type ToolMessageKey = (typeof TOOL_MESSAGE_KEYS)[ToolCheckName];

/** Bounds of the tools' settings. */
export const TOOL_LIMITS = {
  /** Grid lines (spec 000 §3 `grid_number`): a line each end and at least one between. */
  gridNumber: { min: 3, max: MAX_GRID_LINES },
  /** Slices of an iceberg order. */
  icebergSlices: { min: 2, max: 100 },
  /** A TWAP's running time, seconds: 5 minutes to 24 hours. */
  twapDurationSec: { min: 300, max: 86_400 },
  /** Seconds between a TWAP's child orders. */
  twapIntervalSec: { min: 5, max: 120 },
  /** Orders of a scaled order. */
  scaledCount: { min: 2, max: 20 },
  /**
   * Share of the grid's sell-side base bought at the start that is kept for the spread and
   * the book's depth: the base is costed at the last price times 1.01.
   */
  gridBuyHeadroom: '1.01',
  /** A TWAP without a price limit costs its buys at the last price times 1.05 (market). */
  twapMarketHeadroom: '1.05',
} as const;

/** The symbol's fields the tools read (spec 001 §3), precisions filled in. */
export interface ToolSymbolRules {
  readonly baseTokenName: string;
  readonly quoteTokenName: string;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  readonly minTradeQuantity: DecimalString;
  readonly maxTradeQuantity: DecimalString;
  readonly minTradeAmount: DecimalString;
  /** The highest price an order may have, when the symbol names one. */
  readonly maxPrice?: DecimalString;
}

/** A symbol's rules for the tools: a precision the symbol lacks is 0 (spec 001 §3). */
export function toolSymbolRules(symbol: SymbolInfo): ToolSymbolRules {
  return {
    baseTokenName: symbol.baseTokenName,
    quoteTokenName: symbol.quoteTokenName,
    pricePrecision: symbol.pricePrecision ?? 0,
    quantityPrecision: symbol.quantityPrecision ?? 0,
    minTradeQuantity: symbol.minTradeQuantity,
    maxTradeQuantity: symbol.maxTradeQuantity,
    minTradeAmount: symbol.minTradeAmount,
    ...(symbol.maxPrice === undefined ? {} : { maxPrice: symbol.maxPrice }),
  };
}

/** The free balances that pay for a tool: the base to sell, the quote to buy. */
export interface ToolBalances {
  readonly base: Dec;
  readonly quote: Dec;
}

export type ToolCheckParams = Readonly<Record<string, string>>;
export type ToolRefusal = {
  readonly ok: false;
  readonly name: ToolCheckName;
  readonly key: ToolMessageKey;
  readonly params: ToolCheckParams;
};
export type ToolCheck<P> = { readonly ok: true; readonly plan: P } | ToolRefusal;

const refuse = (name: ToolCheckName, params: ToolCheckParams = {}): ToolRefusal => ({
  ok: false,
  name,
  key: TOOL_MESSAGE_KEYS[name],
  params,
});

const lots = (rules: ToolSymbolRules, value: Dec) =>
  value.toDecimalPlaces(rules.quantityPrecision, Dec.ROUND_DOWN);
const positive = (value: Dec | null): value is Dec => value !== null && value.gt(0);

/** A price above the symbol's maximum (an order could not take it), or null. */
function aboveMax(
  rules: ToolSymbolRules,
  ...prices: (Dec | null | undefined)[]
): ToolRefusal | null {
  if (rules.maxPrice === undefined) return null;
  const max = new Dec(rules.maxPrice);
  return prices.some((p) => p && p.gt(max))
    ? refuse('priceAboveMax', { price: max.toFixed() })
    : null;
}
const inRange = (value: number | null, range: { min: number; max: number }): value is number =>
  value !== null && Number.isInteger(value) && value >= range.min && value <= range.max;
const rangeParams = (range: { min: number; max: number }) => ({
  min: String(range.min),
  max: String(range.max),
});

/** Each child order's size against the symbol's limits: at least the minimum size and value. */
function childSizeCheck(rules: ToolSymbolRules, qty: Dec, price: Dec): ToolRefusal | null {
  if (qty.lt(rules.minTradeQuantity)) {
    return refuse('minQuantity', {
      quantity: new Dec(rules.minTradeQuantity).toFixed(),
      currency: rules.baseTokenName,
    });
  }
  if (qty.gt(rules.maxTradeQuantity)) {
    return refuse('maxQuantity', {
      quantity: new Dec(rules.maxTradeQuantity).toFixed(),
      currency: rules.baseTokenName,
    });
  }
  if (qty.mul(price).lt(rules.minTradeAmount)) {
    return refuse('minAmount', {
      amount: new Dec(rules.minTradeAmount).toFixed(),
      currency: rules.quoteTokenName,
    });
  }
  return null;
}

function balanceCheck(available: Dec, need: Dec, currency: string): ToolRefusal | null {
  return need.gt(available)
    ? refuse('balance', { currency, balance: available.toFixed(), need: need.toFixed() })
    : null;
}

// ---------------------------------------------------------------------------------------------
// Grid bot

export type GridType = 'grade' | 'geometric';

export interface GridInput {
  readonly minPrice: Dec | null;
  readonly maxPrice: Dec | null;
  readonly gridNumber: number | null;
  readonly gridType: GridType;
  /** Quote the trader puts in. */
  readonly investment: Dec | null;
  readonly stopLossPrice?: Dec | null;
  readonly takeProfitPrice?: Dec | null;
  readonly lastPrice: Dec;
  readonly balances: ToolBalances;
  readonly rules: ToolSymbolRules;
}

/** One order of a grid's ladder: its line's index, price and side. */
export interface GridSlot {
  readonly level: number;
  readonly price: DecimalString;
  readonly side: OrderSide;
}

export interface GridPlan {
  /** Every line, lowest first. */
  readonly levels: readonly DecimalString[];
  /** The line nearest the last price: it holds no order at the start. */
  readonly emptyLevel: number;
  /** The orders placed at the start: buys below the last price, sells above. */
  readonly slots: readonly GridSlot[];
  /** The same base size on every line. */
  readonly qtyPerGrid: DecimalString;
  /** Base bought at the market at the start, for the sells: `qtyPerGrid` × sell slots. */
  readonly initialBuyQty: DecimalString;
  /** What the start is costed at, in quote: the buys plus the initial buy with headroom. */
  readonly cost: DecimalString;
}

/**
 * A grid bot's settings checked in order, the first failure wins; on success, its plan: the
 * lines (`gridLevels`), one order per line but the one nearest the market (buys below it, sells
 * above), the same base size on each, as much as the investment pays for with the sells' base
 * bought at the last price plus `gridBuyHeadroom`.
 */
export function checkGrid(input: GridInput): ToolCheck<GridPlan> {
  const { minPrice, maxPrice, rules, lastPrice } = input;
  if (!positive(minPrice) || !positive(maxPrice)) return refuse('priceRequired');
  if (!minPrice.lt(maxPrice)) return refuse('gridMinBelowMax');
  const tooHigh = aboveMax(rules, maxPrice, input.takeProfitPrice);
  if (tooHigh) return tooHigh;
  if (!inRange(input.gridNumber, TOOL_LIMITS.gridNumber)) {
    return refuse('gridNumberRange', rangeParams(TOOL_LIMITS.gridNumber));
  }
  const levels = gridLevels(
    {
      min_price: minPrice.toFixed(),
      max_price: maxPrice.toFixed(),
      grid_number: input.gridNumber,
      type: input.gridType,
    },
    rules.pricePrecision,
  );
  const distinct = levels.every((level, i) => i === 0 || new Dec(level).gt(levels[i - 1] ?? '0'));
  if (levels.length !== input.gridNumber || !distinct || new Dec(levels[0] ?? '0').lte(0)) {
    return refuse('gridTooNarrow');
  }
  const stopLoss = input.stopLossPrice ?? null;
  if (stopLoss !== null && (!stopLoss.gt(0) || !stopLoss.lt(minPrice) || !stopLoss.lt(lastPrice))) {
    return refuse('gridStopLoss', { price: minPrice.toFixed() });
  }
  const takeProfit = input.takeProfitPrice ?? null;
  if (takeProfit !== null && (!takeProfit.gt(maxPrice) || !takeProfit.gt(lastPrice))) {
    return refuse('gridTakeProfit', { price: maxPrice.toFixed() });
  }
  if (!positive(input.investment)) return refuse('investmentRequired');
  const investment = input.investment;
  const low = balanceCheck(input.balances.quote, investment, rules.quoteTokenName);
  if (low) return low;

  let emptyLevel = 0;
  levels.forEach((level, i) => {
    const here = new Dec(level).minus(lastPrice).abs();
    const best = new Dec(levels[emptyLevel] ?? '0').minus(lastPrice).abs();
    if (here.lt(best)) emptyLevel = i;
  });
  const slots: GridSlot[] = [];
  levels.forEach((price, level) => {
    if (level === emptyLevel) return;
    slots.push({ level, price, side: level < emptyLevel ? 'BUY' : 'SELL' });
  });
  const sells = slots.filter((s) => s.side === 'SELL').length;
  const buyCost = slots
    .filter((s) => s.side === 'BUY')
    .reduce((sum, s) => sum.plus(s.price), new Dec(0));
  const sellBase = lastPrice.mul(TOOL_LIMITS.gridBuyHeadroom).mul(sells);
  const qty = lots(rules, investment.div(buyCost.plus(sellBase)));
  const lowest = new Dec(slots[0]?.price ?? levels[0] ?? '0');
  const sized = childSizeCheck(rules, qty, lowest);
  if (sized?.name === 'maxQuantity') return sized;
  if (sized) {
    // The least size per line that meets both the minimum size and the minimum value.
    const byValue = new Dec(rules.minTradeAmount)
      .div(lowest)
      .toDecimalPlaces(rules.quantityPrecision, Dec.ROUND_UP);
    const least = Dec.max(rules.minTradeQuantity, byValue);
    return refuse('gridPerGridMin', {
      size: qty.toFixed(),
      min: least.toFixed(),
      currency: rules.baseTokenName,
    });
  }
  const cost = qty.mul(buyCost.plus(sellBase)).toDecimalPlaces(8, Dec.ROUND_UP);
  return {
    ok: true,
    plan: {
      levels,
      emptyLevel,
      slots,
      qtyPerGrid: qty.toFixed(),
      initialBuyQty: qty.mul(sells).toFixed(),
      cost: cost.toFixed(),
    },
  };
}

/**
 * The order a grid places when one of its orders fills: a buy on line i is followed by a sell
 * on line i + 1, a sell on line i by a buy on line i − 1 (spec 000 §3 grid settings).
 */
export function gridCounterOrder(
  levels: readonly DecimalString[],
  filled: { readonly level: number; readonly side: OrderSide },
): GridSlot | null {
  const level = filled.side === 'BUY' ? filled.level + 1 : filled.level - 1;
  const price = levels[level];
  if (price === undefined) return null;
  return { level, price, side: filled.side === 'BUY' ? 'SELL' : 'BUY' };
}

// ---------------------------------------------------------------------------------------------
// Iceberg

export interface IcebergInput {
  readonly side: OrderSide;
  readonly price: Dec | null;
  readonly totalQty: Dec | null;
  readonly visibleQty: Dec | null;
  readonly balances: ToolBalances;
  readonly rules: ToolSymbolRules;
}

export interface SlicedPlan {
  /** The child orders' sizes, in order; they add up to the total. */
  readonly slices: readonly DecimalString[];
}

/** The most slices `sliceSizes` builds (a TWAP's 24 hours at 5 s). */
const MAX_SLICES = TOOL_LIMITS.twapDurationSec.max / TOOL_LIMITS.twapIntervalSec.min;

/**
 * Splits `total` into slices of `size`: the last one is the remainder, and a remainder under
 * the symbol's minimum size is added to the slice before it.
 */
export function sliceSizes(total: Dec, size: Dec, rules: ToolSymbolRules): DecimalString[] {
  if (!size.gt(0)) return [];
  // More slices than any tool allows is not a plan: nothing is built for it.
  if (total.div(size).gt(MAX_SLICES)) return [];
  const count = total.div(size).floor().toNumber();
  const slices: Dec[] = Array.from({ length: count }, () => size);
  const rest = total.minus(size.mul(count));
  if (rest.gt(0)) {
    const last = slices.length - 1;
    if (rest.lt(rules.minTradeQuantity) && last >= 0) {
      slices[last] = (slices[last] ?? size).plus(rest);
    } else slices.push(rest);
  }
  return slices.map((s) => s.toFixed());
}

/** An iceberg order's settings in order; its plan is its slices (each one the visible size). */
export function checkIceberg(input: IcebergInput): ToolCheck<SlicedPlan> {
  const { rules } = input;
  if (!positive(input.price)) return refuse('priceRequired');
  const tooHigh = aboveMax(rules, input.price);
  if (tooHigh) return tooHigh;
  if (!positive(input.totalQty)) return refuse('quantityRequired');
  if (!positive(input.visibleQty)) return refuse('visibleRequired');
  const price = input.price;
  const total = lots(rules, input.totalQty);
  const visible = lots(rules, input.visibleQty);
  if (visible.gt(total)) return refuse('icebergVisibleAboveTotal');
  const sized = childSizeCheck(rules, visible, price);
  if (sized) return sized;
  // Counted before any slice is made: a huge total must not build a huge list.
  const range = TOOL_LIMITS.icebergSlices;
  if (total.div(visible).floor().gt(range.max)) return refuse('icebergSlices', rangeParams(range));
  const slices = sliceSizes(total, visible, rules);
  if (slices.length < range.min || slices.length > range.max) {
    return refuse('icebergSlices', rangeParams(range));
  }
  const low =
    input.side === 'BUY'
      ? balanceCheck(input.balances.quote, total.mul(price), rules.quoteTokenName)
      : balanceCheck(input.balances.base, total, rules.baseTokenName);
  if (low) return low;
  return { ok: true, plan: { slices } };
}

// ---------------------------------------------------------------------------------------------
// TWAP

export interface TwapInput {
  readonly side: OrderSide;
  readonly totalQty: Dec | null;
  readonly durationSec: number | null;
  readonly intervalSec: number | null;
  /** A buy pays at most this, a sell takes at least this; null: at the market. */
  readonly priceLimit: Dec | null;
  readonly lastPrice: Dec;
  readonly balances: ToolBalances;
  readonly rules: ToolSymbolRules;
}

export interface TwapPlan extends SlicedPlan {
  /** Seconds between child orders. */
  readonly intervalSec: number;
}

/**
 * A TWAP's settings in order; its plan is one child every interval over the running time, of
 * equal size (the remainder on the last).
 */
export function checkTwap(input: TwapInput): ToolCheck<TwapPlan> {
  const { rules } = input;
  if (!positive(input.totalQty)) return refuse('quantityRequired');
  const total = lots(rules, input.totalQty);
  if (!inRange(input.durationSec, TOOL_LIMITS.twapDurationSec)) {
    return refuse('twapDuration', {
      min: String(TOOL_LIMITS.twapDurationSec.min / 60),
      max: String(TOOL_LIMITS.twapDurationSec.max / 3600),
    });
  }
  if (!inRange(input.intervalSec, TOOL_LIMITS.twapIntervalSec)) {
    return refuse('twapInterval', rangeParams(TOOL_LIMITS.twapIntervalSec));
  }
  const priceLimit = input.priceLimit;
  if (priceLimit !== null && !priceLimit.gt(0)) return refuse('priceRequired');
  const tooHigh = aboveMax(rules, priceLimit);
  if (tooHigh) return tooHigh;
  const count = Math.floor(input.durationSec / input.intervalSec);
  const size = lots(rules, total.div(count));
  const price = priceLimit ?? input.lastPrice;
  const sized = childSizeCheck(rules, size, price);
  if (sized) return sized;
  const buyPrice = priceLimit ?? input.lastPrice.mul(TOOL_LIMITS.twapMarketHeadroom);
  const low =
    input.side === 'BUY'
      ? balanceCheck(input.balances.quote, total.mul(buyPrice), rules.quoteTokenName)
      : balanceCheck(input.balances.base, total, rules.baseTokenName);
  if (low) return low;
  // `count` children of one size; what the rounding left goes on the last.
  const slices = Array.from({ length: count }, () => size);
  slices[count - 1] = size.plus(total.minus(size.mul(count)));
  return {
    ok: true,
    plan: { slices: slices.map((s) => s.toFixed()), intervalSec: input.intervalSec },
  };
}

// ---------------------------------------------------------------------------------------------
// Scaled order

export const SCALED_DISTRIBUTIONS = ['even', 'increasing', 'decreasing'] as const;
export type ScaledDistribution = (typeof SCALED_DISTRIBUTIONS)[number];

export interface ScaledInput {
  readonly side: OrderSide;
  /** The first order's price. */
  readonly priceFrom: Dec | null;
  /** The last order's price. */
  readonly priceTo: Dec | null;
  readonly count: number | null;
  readonly totalQty: Dec | null;
  /** Sizes even, growing from the first order to the last, or shrinking. */
  readonly distribution: ScaledDistribution;
  readonly balances: ToolBalances;
  readonly rules: ToolSymbolRules;
}

export interface ScaledPlan {
  readonly orders: readonly { readonly price: DecimalString; readonly qty: DecimalString }[];
  /** Quote the buys hold, or base the sells hold. */
  readonly need: DecimalString;
}

/**
 * A scaled order's settings in order; its plan is `count` limit orders at even steps from the
 * first price to the last, sized by the distribution's weights (1 each, 1…n, or n…1), each
 * rounded down to the lot and the rest added to the largest, so they add up to the total.
 */
export function checkScaled(input: ScaledInput): ToolCheck<ScaledPlan> {
  const { rules } = input;
  if (!positive(input.priceFrom) || !positive(input.priceTo)) return refuse('priceRequired');
  const from = input.priceFrom.toDecimalPlaces(rules.pricePrecision, Dec.ROUND_DOWN);
  const to = input.priceTo.toDecimalPlaces(rules.pricePrecision, Dec.ROUND_DOWN);
  const tooHigh = aboveMax(rules, from, to);
  if (tooHigh) return tooHigh;
  if (from.eq(to)) return refuse('scaledPricesEqual');
  const range = TOOL_LIMITS.scaledCount;
  if (!inRange(input.count, range)) return refuse('scaledCount', rangeParams(range));
  const n = input.count;
  if (!positive(input.totalQty)) return refuse('quantityRequired');
  const total = lots(rules, input.totalQty);
  const weights = Array.from({ length: n }, (_, i) =>
    input.distribution === 'even' ? 1 : input.distribution === 'increasing' ? i + 1 : n - i,
  );
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => lots(rules, total.mul(w).div(weightSum)));
  const rest = total.minus(sizes.reduce((a, b) => a.plus(b), new Dec(0)));
  const largest = weights.indexOf(Math.max(...weights), input.distribution === 'even' ? n - 1 : 0);
  const at = largest < 0 ? n - 1 : largest;
  sizes[at] = (sizes[at] ?? new Dec(0)).plus(rest);
  const step = to.minus(from).div(n - 1);
  const prices = weights.map((_, i) =>
    i === n - 1
      ? to
      : from.plus(step.mul(i)).toDecimalPlaces(rules.pricePrecision, Dec.ROUND_HALF_UP),
  );
  if (prices.some((p, i) => i > 0 && p.eq(prices[i - 1] ?? p))) return refuse('scaledPricesEqual');
  for (let i = 0; i < n; i += 1) {
    const sized = childSizeCheck(rules, sizes[i] ?? new Dec(0), prices[i] ?? from);
    if (sized) return sized;
  }
  const need =
    input.side === 'BUY'
      ? sizes.reduce((sum, q, i) => sum.plus(q.mul(prices[i] ?? from)), new Dec(0))
      : total;
  const low =
    input.side === 'BUY'
      ? balanceCheck(input.balances.quote, need, rules.quoteTokenName)
      : balanceCheck(input.balances.base, need, rules.baseTokenName);
  if (low) return low;
  return {
    ok: true,
    plan: {
      // At the symbol's precisions, as the book and the order form write them.
      orders: prices.map((p, i) => ({
        price: p.toFixed(rules.pricePrecision),
        qty: (sizes[i] ?? new Dec(0)).toFixed(rules.quantityPrecision),
      })),
      need: need.toFixed(),
    },
  };
}

/** The message key a refusal's text starts with (the exchange writes `key: detail`), if any. */
export function toolMessageKeyOf(message: string): ToolMessageKey | null {
  const head = message.split(':', 1)[0]?.trim() ?? '';
  const keys: readonly string[] = Object.values(TOOL_MESSAGE_KEYS);
  return keys.includes(head) ? (head as ToolMessageKey) : null;
}
