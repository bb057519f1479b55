import {
  Dec,
  fitDerivedValue,
  isDecimalString,
  resolvePrecision,
  type SymbolInfo,
  typeNumericInput,
  type TypedNumber,
} from '@spot/contracts';
import {
  executesAtMarket,
  fieldError,
  isComplete,
  usesAmount,
  type OrderDraft,
} from './order-draft';
import { hasUnreadableField, orderValue as draftValue } from './pre-check-order';

/** What a field holds: it decides the precision (spec 000 §5, 001 §5). */
export type FieldKind = 'price' | 'quantity' | 'amount' | 'percentage';

function precisionOf(kind: FieldKind, symbol: SymbolInfo | undefined): number {
  return kind === 'percentage' ? 2 : resolvePrecision(symbol, kind);
}

/**
 * Applies what the trader typed to a field (DESIGN §8): a number is kept as typed, with its
 * decimals cut to the precision, a leading dot as `0.` and a decimal comma as a point; no bound
 * is applied (the pre-checks name a value out of bounds). Text that is not a number (an
 * exponent, a second separator, a sign, letters) is kept exactly as typed, never mangled: the
 * field shows its hint (`fieldError`) and the pre-check refuses it. With the page's `locale`, a
 * point that may group thousands there is refused too (`1.500` in Spanish): the field keeps the
 * refusal beside its text (`localeRefusal`, `OrderDraft.refused`). `before` is what this gave
 * for the field's text at the last keystroke (null when the text was set another way): the
 * separator typed then is the one read now, so `66,000` typed a key at a time is refused as
 * pasted `66,000` is, not read as 66.00 from the `66.` its comma was shown as
 * (`typeNumericInput`).
 */
export function typeFieldKey(
  kind: FieldKind,
  raw: string,
  symbol: SymbolInfo | undefined,
  locale: string | undefined,
  before: TypedNumber | null,
): TypedNumber {
  return typeNumericInput(raw, before, {
    precision: precisionOf(kind, symbol),
    ...(locale === undefined ? {} : { locale }),
  });
}

/** `typeFieldKey` for text set at once (pasted, or typed with nothing before it). */
export function typeField(
  kind: FieldKind,
  raw: string,
  symbol: SymbolInfo | undefined,
  locale?: string,
): string {
  return typeFieldKey(kind, raw, symbol, locale, null).text;
}

/** Leaving a field drops a trailing point (`12.` → `12`); nothing else changes. */
export function commitField(text: string): string {
  return fieldError(text) === null && text.endsWith('.') ? text.slice(0, -1) : text;
}

/**
 * A price the form picks itself (from the book or the chart) for a field: cut to the price
 * precision and clamped to the tick and the symbol's maximum price, written at the full precision
 * as the book and the chart show it.
 */
export function pickedPrice(price: string, symbol: SymbolInfo | undefined): string {
  return fitDerivedValue(price, {
    precision: precisionOf('price', symbol),
    padded: true,
    ...(symbol ? { min: symbol.minPricePrecision } : {}),
    ...(symbol?.maxPrice ? { max: symbol.maxPrice } : {}),
  });
}

/**
 * A quantity or amount the form derives (the percentage slider): cut to the precision and
 * clamped to the symbol's minimum and to `max`, the largest size the balance allows; when the
 * balance allows less than the minimum, the value is what it allows and the pre-check names the
 * minimum.
 */
export function derivedSize(
  kind: 'quantity' | 'amount',
  value: string,
  max: string,
  symbol: SymbolInfo | undefined,
): string {
  const min = kind === 'quantity' ? symbol?.minTradeQuantity : symbol?.minTradeAmount;
  const limit = kind === 'quantity' ? symbol?.maxTradeQuantity : symbol?.maxTradeAmount;
  const upper =
    isDecimalString(limit) && isDecimalString(max) && new Dec(limit).lt(max) ? limit : max;
  return fitDerivedValue(value, {
    precision: precisionOf(kind, symbol),
    ...(min !== undefined ? { min } : {}),
    ...(upper ? { max: upper } : {}),
  });
}

/** Order value = price × quantity at the amount precision, or '' while either is incomplete. */
export function orderValue(
  values: { readonly price: string; readonly quantity: string },
  symbol: SymbolInfo | undefined,
): string {
  if (!isComplete(values.price) || !isComplete(values.quantity)) return '';
  return new Dec(values.price)
    .mul(values.quantity)
    .toFixed(resolvePrecision(symbol, 'amount'), Dec.ROUND_DOWN);
}

/**
 * The taker fee rate used for the estimate. The endpoint map has no fee-rate call; this is the
 * exchange's published rate for every account (maker and taker 0.1 %).
 */
export const ESTIMATE_FEE_RATE = '0.001';

export interface OrderEstimate {
  /** Value in quote; '' when it cannot be told. */
  readonly value: string;
  /** `~` when the value is an estimate at the last price (a market order by quantity). */
  readonly approximate: boolean;
  /**
   * Fee in the token the side receives (base for a buy, quote for a sell), truncated to that
   * token's precision on the symbol; when a positive fee is smaller than one unit of it, the
   * unit itself and `feeBelowUnit` (the view shows "< 0.000001").
   */
  readonly fee: string;
  readonly feeBelowUnit: boolean;
  readonly feeToken: string;
}

/** A fee at `precision`, truncated; a positive fee under one unit is that unit, flagged. */
function feeAt(fee: Dec, precision: number): { fee: string; feeBelowUnit: boolean } {
  const cut = fee.toDecimalPlaces(precision, Dec.ROUND_DOWN);
  if (cut.isZero() && fee.gt(0)) {
    return { fee: new Dec(1).div(new Dec(10).pow(precision)).toFixed(), feeBelowUnit: true };
  }
  return { fee: trimZeros(cut.toFixed(precision)), feeBelowUnit: false };
}

/** Estimated value and fee of a draft. */
export function estimateOrder(
  draft: OrderDraft,
  symbol: SymbolInfo | undefined,
  lastPrice: string | null,
): OrderEstimate {
  const amountPrecision = resolvePrecision(symbol, 'amount');
  const qtyPrecision = resolvePrecision(symbol, 'quantity');
  const buy = draft.side === 'BUY';
  const feeToken = (buy ? symbol?.baseTokenName : symbol?.quoteTokenName) ?? '';
  const none = { value: '', approximate: false, fee: '', feeBelowUnit: false, feeToken };
  // A field refused as typed (`1.500` in Spanish) gives no value: it would be read as 1.5.
  if (hasUnreadableField(draft)) return none;
  const value = draftValue(draft, lastPrice);
  if (!value) return none;
  const approximate = !value.exact || (executesAtMarket(draft) && !usesAmount(draft));
  let fee: Dec | null;
  if (buy) {
    const received = usesAmount(draft)
      ? lastPrice && isComplete(lastPrice) && new Dec(lastPrice).gt(0)
        ? value.value.div(lastPrice)
        : null
      : isComplete(draft.quantity)
        ? new Dec(draft.quantity)
        : null;
    fee = received ? received.mul(ESTIMATE_FEE_RATE) : null;
  } else {
    fee = value.value.mul(ESTIMATE_FEE_RATE);
  }
  return {
    value: value.value.toFixed(amountPrecision, Dec.ROUND_DOWN),
    approximate,
    ...(fee ? feeAt(fee, buy ? qtyPrecision : amountPrecision) : { fee: '', feeBelowUnit: false }),
    feeToken,
  };
}

/** "0.00120000" → "0.0012", "5.000" → "5"; never exponent notation. */
export function trimZeros(text: string): string {
  if (!text.includes('.')) return text;
  return text.replace(/\.?0+$/, '');
}

/** The field a picked price fills; the form keeps its own side. */
export type PickTarget = 'price' | 'triggerPrice' | null;

/** Where a price picked on the book or the chart goes for this draft. */
export function pickTarget(draft: OrderDraft): PickTarget {
  if (draft.kind === 'limit') return 'price';
  if (draft.kind === 'conditional' || draft.kind === 'stopLimit') {
    return draft.execution === 'limit' ? 'price' : 'triggerPrice';
  }
  return null;
}
