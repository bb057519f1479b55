import { Dec, type SymbolInfo } from '@spot/contracts';
import {
  fieldError,
  isInnovationSymbol,
  usesAmount,
  usesPrice,
  usesTpsl,
  usesTrigger,
  wireDecimal,
  type OcoLegDraft,
  type OrderDraft,
} from './order-draft';

/**
 * Message keys of the pre-checks (spec 001 §5), in the `order-entry` namespace. Where the spec
 * writes `{hash}` the key is this app's own choice (marked below).
 */
export const PRE_CHECK_KEYS = [
  /** Own key: a field holds text that is not a number (its hint says why). */
  'invalidNumber',
  'missingTriggerPrice',
  'missingBuyingPrice',
  'missingSellingPrice',
  'missingBuyingQuantity',
  'missingSellingQuantity',
  'missingBuyingValue',
  /** Own key: the spec names only the buying one; a market sell can be sized by amount too. */
  'missingSellingValue',
  'orderPriceLowerLimit',
  /** Own key: above the symbol's maximum price (`SymbolInfo.maxPrice`). */
  'orderPriceUpperLimit',
  'planTradingTriggerPriceLowerLimit',
  /** Own key: a trigger or activation price above the symbol's maximum price. */
  'planTradingTriggerPriceUpperLimit',
  'orderQtyLowerLimit',
  'orderQtyUpperLimit',
  'maxAmountCoinTip',
  'buyAmountLowerLimit',
  'sellAmountLowerLimit',
  'balanceNotEnough',
  'innovateTradeFail',
  /** Own keys for the spec's `{hash}` of the conditional bands. */
  'conditionalSellPriceBelow90',
  'conditionalBuyPriceAbove110',
  'order_buy_not_greater_than_110',
  'order_sell_not_less_than_90',
  'ocoMissingTpTriggerPrice',
  'ocoMissingSlTriggerPrice',
  'ocoMissingTpOrderPrice',
  'ocoMissingSlOrderPrice',
  /** Own key: the trigger side cannot be judged without a last price. */
  'ocoMissingLastPrice',
  'ocoNeedHighTpTriggerPrice',
  'ocoNeedLowSlTriggerPrice',
  'ocoNeedLowTpTriggerPrice',
  'ocoNeedHighSlTriggerPrice',
  /** Own keys for the spec's four OCO band `{hash}`es. */
  'ocoTpPriceBelow90',
  'ocoTpPriceAbove110',
  'ocoSlPriceBelow90',
  'ocoSlPriceAbove110',
  /** Own keys of the trailing stop, which the spec's list does not cover. */
  'missingTrailingValue',
  'trailingPercentageRange',
  'trailingValueLowerLimit',
  /** Own keys of the TP/SL attached to a limit order (spec 001 §3 `showTpSl`). */
  'tpslMissingTriggerPrice',
  'tpslNeedHighTpTriggerPrice',
  'tpslNeedLowSlTriggerPrice',
  'tpslNeedLowTpTriggerPrice',
  'tpslNeedHighSlTriggerPrice',
] as const;
export type PreCheckKey = (typeof PRE_CHECK_KEYS)[number];

export interface PreCheckFailure {
  readonly key: PreCheckKey;
  readonly params?: Readonly<Record<string, string>>;
}

export interface PreCheckContext {
  readonly symbol: SymbolInfo;
  /** UTA accounts skip the balance and innovation-quota checks (spec 001 §5). */
  readonly isUta: boolean;
  /** Last traded price, used for OCO trigger sides and market estimates. */
  readonly lastPrice: string | null;
  /** Free balances of the pair's tokens; null when unknown (the exchange still checks). */
  readonly balances: { readonly base: string; readonly quote: string } | null;
  /** A classic account's remaining innovation quota in quote; null when none applies. */
  readonly quotaRemaining: string | null;
}

/** Price bands of plan orders: 90 % and 110 % of the trigger (spec 001 §9). */
export const PRICE_BAND = { low: '0.9', high: '1.1' } as const;

const fail = (key: PreCheckKey, params?: Record<string, string>): PreCheckFailure =>
  params ? { key, params } : { key };

const dec = (text: string): Dec | null => {
  const wire = wireDecimal(text);
  return wire === '' ? null : new Dec(wire);
};

/** The reference price of an OCO leg: its limit price, else its trigger. */
const legPrice = (leg: OcoLegDraft): Dec | null =>
  leg.execution === 'limit' ? (dec(leg.price) ?? dec(leg.trigger)) : dec(leg.trigger);

/**
 * The order's value in quote. `exact` when it follows from what was typed (a limit price, a
 * trigger, an amount); otherwise it is an estimate at the last price, used only for balances.
 */
export function orderValue(
  draft: OrderDraft,
  lastPrice: string | null,
): { readonly value: Dec; readonly exact: boolean } | null {
  if (usesAmount(draft)) {
    const amount = dec(draft.amount);
    return amount ? { value: amount, exact: true } : null;
  }
  const qty = dec(draft.quantity);
  if (!qty) return null;
  const last = lastPrice ? dec(lastPrice) : null;
  let price: Dec | null = null;
  let exact = true;
  if (usesPrice(draft)) price = dec(draft.price);
  else if (usesTrigger(draft)) price = dec(draft.triggerPrice);
  else if (draft.kind === 'oco') {
    const tp = legPrice(draft.tp);
    const sl = legPrice(draft.sl);
    price = tp && sl ? Dec.max(tp, sl) : (tp ?? sl);
    exact = false;
  } else {
    price = draft.kind === 'trailing' ? (dec(draft.activationPrice) ?? last) : last;
    exact = false;
  }
  return price ? { value: price.mul(qty), exact } : null;
}

/** Every numeric field the draft uses: its name (as the form names it) and its text. */
export function fieldsInUse(draft: OrderDraft): (readonly [string, string])[] {
  const fields: (readonly [string, string])[] = [];
  if (usesTrigger(draft)) fields.push(['triggerPrice', draft.triggerPrice]);
  if (usesPrice(draft)) fields.push(['price', draft.price]);
  fields.push(usesAmount(draft) ? ['amount', draft.amount] : ['quantity', draft.quantity]);
  if (draft.kind === 'oco') {
    for (const [name, leg] of [
      ['tp', draft.tp],
      ['sl', draft.sl],
    ] as const) {
      fields.push([`${name}-trigger`, leg.trigger]);
      if (leg.execution === 'limit') fields.push([`${name}-price`, leg.price]);
    }
  }
  if (draft.kind === 'trailing') {
    fields.push(['trailValue', draft.trailValue], ['activationPrice', draft.activationPrice]);
  }
  if (usesTpsl(draft)) {
    fields.push(['tpTrigger', draft.tpTrigger], ['slTrigger', draft.slTrigger]);
  }
  return fields;
}

/**
 * Text that is not a number, kept as typed in its field, is refused before anything else; so
 * is text the page's locale refused as typed (`1.500` in Spanish), though it reads as a number.
 */
function checkFormat(draft: OrderDraft): PreCheckFailure | null {
  return hasUnreadableField(draft) ? fail('invalidNumber') : null;
}

/**
 * Whether a field the draft uses shows text that is not a number, or that the page's locale
 * refused as typed: the form then shows no value for the order, as it would send none.
 */
export function hasUnreadableField(draft: OrderDraft): boolean {
  return fieldsInUse(draft).some(
    ([name, text]) => fieldError(text, draft.refused?.[name]) !== null,
  );
}

/** A price, trigger or activation price above the symbol's maximum, when it has one. */
function aboveMaxPrice(value: Dec | null, symbol: SymbolInfo): boolean {
  return value !== null && symbol.maxPrice !== undefined && value.gt(symbol.maxPrice);
}

function checkMissing(draft: OrderDraft): PreCheckFailure | null {
  const buy = draft.side === 'BUY';
  if (usesTrigger(draft) && !dec(draft.triggerPrice)) return fail('missingTriggerPrice');
  if (usesPrice(draft) && !dec(draft.price)) {
    return fail(buy ? 'missingBuyingPrice' : 'missingSellingPrice');
  }
  if (!usesAmount(draft) && !dec(draft.quantity)) {
    return fail(buy ? 'missingBuyingQuantity' : 'missingSellingQuantity');
  }
  if (usesAmount(draft) && !dec(draft.amount)) {
    return fail(buy ? 'missingBuyingValue' : 'missingSellingValue');
  }
  return null;
}

function checkLimits(draft: OrderDraft, ctx: PreCheckContext): PreCheckFailure | null {
  const { symbol } = ctx;
  const tick = new Dec(symbol.minPricePrecision);
  const price = usesPrice(draft) ? dec(draft.price) : null;
  if (price && price.lt(tick)) {
    return fail('orderPriceLowerLimit', { min: symbol.minPricePrecision });
  }
  if (aboveMaxPrice(price, symbol)) {
    return fail('orderPriceUpperLimit', {
      max: symbol.maxPrice ?? '',
      token: symbol.quoteTokenName,
    });
  }
  const trigger = usesTrigger(draft) ? dec(draft.triggerPrice) : null;
  if (trigger && trigger.lt(tick)) {
    return fail('planTradingTriggerPriceLowerLimit', { min: symbol.minPricePrecision });
  }
  if (aboveMaxPrice(trigger, symbol)) {
    return fail('planTradingTriggerPriceUpperLimit', {
      max: symbol.maxPrice ?? '',
      token: symbol.quoteTokenName,
    });
  }
  const qty = usesAmount(draft) ? null : dec(draft.quantity);
  if (qty && qty.lt(symbol.minTradeQuantity)) {
    return fail('orderQtyLowerLimit', {
      min: symbol.minTradeQuantity,
      token: symbol.baseTokenName,
    });
  }
  if (qty && qty.gt(symbol.maxTradeQuantity)) {
    return fail('orderQtyUpperLimit', {
      max: symbol.maxTradeQuantity,
      token: symbol.baseTokenName,
    });
  }
  const value = orderValue(draft, ctx.lastPrice);
  if (value?.exact) {
    if (value.value.gt(symbol.maxTradeAmount)) {
      return fail('maxAmountCoinTip', { max: symbol.maxTradeAmount, token: symbol.quoteTokenName });
    }
    if (value.value.lt(symbol.minTradeAmount)) {
      return fail(draft.side === 'BUY' ? 'buyAmountLowerLimit' : 'sellAmountLowerLimit', {
        min: symbol.minTradeAmount,
        token: symbol.quoteTokenName,
      });
    }
  }
  return null;
}

function checkFunds(draft: OrderDraft, ctx: PreCheckContext): PreCheckFailure | null {
  if (ctx.isUta) return null;
  const value = orderValue(draft, ctx.lastPrice);
  if (ctx.balances) {
    if (draft.side === 'BUY' && value && value.value.gt(ctx.balances.quote)) {
      return fail('balanceNotEnough');
    }
    if (draft.side === 'SELL') {
      const qty = usesAmount(draft) ? null : dec(draft.quantity);
      const last = ctx.lastPrice ? dec(ctx.lastPrice) : null;
      const need = qty ?? (value && last && last.gt(0) ? value.value.div(last) : null);
      if (need && need.gt(ctx.balances.base)) return fail('balanceNotEnough');
    }
  }
  if (
    draft.side === 'BUY' &&
    isInnovationSymbol(ctx.symbol) &&
    ctx.quotaRemaining !== null &&
    value &&
    value.value.gt(ctx.quotaRemaining)
  ) {
    return fail('innovateTradeFail', {
      remain: ctx.quotaRemaining,
      token: ctx.symbol.quoteTokenName,
    });
  }
  return null;
}

function checkBands(draft: OrderDraft): PreCheckFailure | null {
  if (!usesTrigger(draft) || draft.execution !== 'limit') return null;
  const price = dec(draft.price);
  const trigger = dec(draft.triggerPrice);
  if (!price || !trigger) return null;
  const conditional = draft.kind === 'conditional';
  if (draft.side === 'SELL' && price.lt(trigger.mul(PRICE_BAND.low))) {
    return fail(conditional ? 'conditionalSellPriceBelow90' : 'order_sell_not_less_than_90');
  }
  if (draft.side === 'BUY' && price.gt(trigger.mul(PRICE_BAND.high))) {
    return fail(conditional ? 'conditionalBuyPriceAbove110' : 'order_buy_not_greater_than_110');
  }
  return null;
}

function checkOco(draft: OrderDraft, ctx: PreCheckContext): PreCheckFailure | null {
  if (draft.kind !== 'oco') return null;
  const { tp, sl } = draft;
  const tpTrigger = dec(tp.trigger);
  const slTrigger = dec(sl.trigger);
  if (!tpTrigger) return fail('ocoMissingTpTriggerPrice');
  if (!slTrigger) return fail('ocoMissingSlTriggerPrice');
  const tpPrice = tp.execution === 'limit' ? dec(tp.price) : null;
  const slPrice = sl.execution === 'limit' ? dec(sl.price) : null;
  if (tp.execution === 'limit' && !tpPrice) return fail('ocoMissingTpOrderPrice');
  if (sl.execution === 'limit' && !slPrice) return fail('ocoMissingSlOrderPrice');
  const last = ctx.lastPrice ? dec(ctx.lastPrice) : null;
  if (!last) return fail('ocoMissingLastPrice');
  if (draft.side === 'SELL') {
    if (!tpTrigger.gt(last)) return fail('ocoNeedHighTpTriggerPrice', { last: last.toFixed() });
    if (!slTrigger.lt(last)) return fail('ocoNeedLowSlTriggerPrice', { last: last.toFixed() });
  } else {
    if (!tpTrigger.lt(last)) return fail('ocoNeedLowTpTriggerPrice', { last: last.toFixed() });
    if (!slTrigger.gt(last)) return fail('ocoNeedHighSlTriggerPrice', { last: last.toFixed() });
  }
  if (tpPrice && tpPrice.lt(tpTrigger.mul(PRICE_BAND.low))) return fail('ocoTpPriceBelow90');
  if (tpPrice && tpPrice.gt(tpTrigger.mul(PRICE_BAND.high))) return fail('ocoTpPriceAbove110');
  if (slPrice && slPrice.lt(slTrigger.mul(PRICE_BAND.low))) return fail('ocoSlPriceBelow90');
  if (slPrice && slPrice.gt(slTrigger.mul(PRICE_BAND.high))) return fail('ocoSlPriceAbove110');
  const min = ctx.symbol.minPricePrecision;
  if (tpTrigger.lt(min) || slTrigger.lt(min)) {
    return fail('planTradingTriggerPriceLowerLimit', { min });
  }
  if ((tpPrice && tpPrice.lt(min)) || (slPrice && slPrice.lt(min))) {
    return fail('orderPriceLowerLimit', { min });
  }
  return checkUpperPrices(ctx.symbol, [tpTrigger, slTrigger], [tpPrice, slPrice]);
}

/** Triggers (or activation prices) and limit prices against the symbol's maximum price. */
function checkUpperPrices(
  symbol: SymbolInfo,
  triggers: readonly (Dec | null)[],
  prices: readonly (Dec | null)[] = [],
): PreCheckFailure | null {
  const params = { max: symbol.maxPrice ?? '', token: symbol.quoteTokenName };
  if (triggers.some((t) => aboveMaxPrice(t, symbol))) {
    return fail('planTradingTriggerPriceUpperLimit', params);
  }
  if (prices.some((p) => aboveMaxPrice(p, symbol))) return fail('orderPriceUpperLimit', params);
  return null;
}

function checkTrailing(draft: OrderDraft, ctx: PreCheckContext): PreCheckFailure | null {
  if (draft.kind !== 'trailing') return null;
  const trail = dec(draft.trailValue);
  if (!trail) return fail('missingTrailingValue');
  const min = ctx.symbol.minPricePrecision;
  if (draft.trailBy === 'percentage' && !(trail.gt(0) && trail.lt(100))) {
    return fail('trailingPercentageRange');
  }
  if (draft.trailBy === 'value' && trail.lt(min)) return fail('trailingValueLowerLimit', { min });
  const activation = dec(draft.activationPrice);
  if (activation && activation.lt(min)) return fail('planTradingTriggerPriceLowerLimit', { min });
  return checkUpperPrices(ctx.symbol, [activation]);
}

/**
 * TP/SL on a limit order: at least one trigger; each at least the tick; for a buy the
 * take-profit above the order price and the stop-loss below it, for a sell the reverse (the
 * exchange's rule: the legs sell what the buy bought, or buy back what the sell sold). The
 * legs execute at market, so the 90 % / 110 % bands of limit legs do not apply.
 */
function checkTpsl(draft: OrderDraft, ctx: PreCheckContext): PreCheckFailure | null {
  if (!usesTpsl(draft)) return null;
  const tp = dec(draft.tpTrigger);
  const sl = dec(draft.slTrigger);
  if (!tp && !sl) return fail('tpslMissingTriggerPrice');
  const min = ctx.symbol.minPricePrecision;
  if ((tp && tp.lt(min)) || (sl && sl.lt(min))) {
    return fail('planTradingTriggerPriceLowerLimit', { min });
  }
  const upper = checkUpperPrices(ctx.symbol, [tp, sl]);
  if (upper) return upper;
  const price = dec(draft.price);
  if (!price) return null;
  const params = { price: price.toFixed() };
  if (draft.side === 'BUY') {
    if (tp && !tp.gt(price)) return fail('tpslNeedHighTpTriggerPrice', params);
    if (sl && !sl.lt(price)) return fail('tpslNeedLowSlTriggerPrice', params);
  } else {
    if (tp && !tp.lt(price)) return fail('tpslNeedLowTpTriggerPrice', params);
    if (sl && !sl.gt(price)) return fail('tpslNeedHighSlTriggerPrice', params);
  }
  return null;
}

/**
 * The pre-checks of spec 001 §5 in their order; the first that fails is returned with its
 * message key, or null when the draft may go on to the pre-submit gates.
 */
export function preCheckOrder(draft: OrderDraft, ctx: PreCheckContext): PreCheckFailure | null {
  return (
    checkFormat(draft) ??
    checkMissing(draft) ??
    checkLimits(draft, ctx) ??
    checkFunds(draft, ctx) ??
    checkBands(draft) ??
    checkOco(draft, ctx) ??
    checkTrailing(draft, ctx) ??
    checkTpsl(draft, ctx)
  );
}

/** The field each pre-check names, as the form names it; a check of the whole order names none. */
const PRE_CHECK_FIELDS: Partial<Record<PreCheckKey, string>> = {
  missingTriggerPrice: 'triggerPrice',
  planTradingTriggerPriceLowerLimit: 'triggerPrice',
  missingBuyingPrice: 'price',
  missingSellingPrice: 'price',
  orderPriceLowerLimit: 'price',
  orderPriceUpperLimit: 'price',
  conditionalSellPriceBelow90: 'price',
  conditionalBuyPriceAbove110: 'price',
  order_buy_not_greater_than_110: 'price',
  order_sell_not_less_than_90: 'price',
  missingBuyingQuantity: 'quantity',
  missingSellingQuantity: 'quantity',
  orderQtyLowerLimit: 'quantity',
  orderQtyUpperLimit: 'quantity',
  missingBuyingValue: 'amount',
  missingSellingValue: 'amount',
  ocoMissingTpTriggerPrice: 'tp-trigger',
  ocoNeedHighTpTriggerPrice: 'tp-trigger',
  ocoNeedLowTpTriggerPrice: 'tp-trigger',
  ocoMissingSlTriggerPrice: 'sl-trigger',
  ocoNeedLowSlTriggerPrice: 'sl-trigger',
  ocoNeedHighSlTriggerPrice: 'sl-trigger',
  ocoMissingTpOrderPrice: 'tp-price',
  ocoTpPriceBelow90: 'tp-price',
  ocoTpPriceAbove110: 'tp-price',
  ocoMissingSlOrderPrice: 'sl-price',
  ocoSlPriceBelow90: 'sl-price',
  ocoSlPriceAbove110: 'sl-price',
  missingTrailingValue: 'trailValue',
  trailingPercentageRange: 'trailValue',
  trailingValueLowerLimit: 'trailValue',
  tpslNeedHighTpTriggerPrice: 'tpTrigger',
  tpslNeedLowTpTriggerPrice: 'tpTrigger',
  tpslNeedLowSlTriggerPrice: 'slTrigger',
  tpslNeedHighSlTriggerPrice: 'slTrigger',
};

/**
 * The field a pre-check's message is about, with the text it refused, when the draft uses
 * that field: the form marks it while it still shows that text. Null for a check of the whole
 * order (the balance, the value) or a key that is no pre-check.
 */
export function preCheckField(
  key: string,
  draft: OrderDraft,
): { readonly name: string; readonly text: string } | null {
  const name = PRE_CHECK_FIELDS[key as PreCheckKey];
  if (name === undefined) return null;
  const field = fieldsInUse(draft).find(([used]) => used === name);
  return field ? { name, text: field[1] } : null;
}
