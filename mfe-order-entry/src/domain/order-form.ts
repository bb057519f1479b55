import { Dec, normalizeNumericInput, resolvePrecision, type SymbolInfo } from '@spot/contracts';
import { executesAtMarket, isComplete, usesAmount, type OrderDraft } from './order-draft';
import { orderValue as draftValue } from './pre-check-order';

/** What a field holds: it decides the precision and the bounds (spec 000 §5, 001 §5). */
export type FieldKind = 'price' | 'quantity' | 'amount' | 'percentage';

function optionsOf(kind: FieldKind, symbol: SymbolInfo | undefined, commit: boolean) {
  switch (kind) {
    case 'price':
      return {
        precision: resolvePrecision(symbol, 'price'),
        ...(commit && symbol ? { min: symbol.minPricePrecision } : {}),
      };
    case 'quantity':
      return {
        precision: resolvePrecision(symbol, 'quantity'),
        ...(symbol ? { max: symbol.maxTradeQuantity } : {}),
        ...(commit && symbol ? { min: symbol.minTradeQuantity } : {}),
      };
    case 'amount':
      return {
        precision: resolvePrecision(symbol, 'amount'),
        ...(symbol ? { max: symbol.maxTradeAmount } : {}),
        ...(commit && symbol ? { min: symbol.minTradeAmount } : {}),
      };
    case 'percentage':
      return { precision: 2, max: '99.99' };
  }
}

/**
 * Applies a keystroke to a field (spec 001 §5 numeric input): decimals truncated to the
 * precision, a leading dot becomes 0.x, the maximum clamps at once; anything that is not a
 * number keeps the previous text.
 */
export function typeField(
  kind: FieldKind,
  previous: string,
  raw: string,
  symbol: SymbolInfo | undefined,
): string {
  const result = normalizeNumericInput(raw, optionsOf(kind, symbol, false));
  return result.ok ? result.value : previous;
}

/**
 * Commits a field when it loses focus: the minimum applies now too (typing it digit by digit
 * would otherwise be impossible), and a trailing point is dropped.
 */
export function commitField(kind: FieldKind, text: string, symbol: SymbolInfo | undefined): string {
  const trimmed = text.endsWith('.') ? text.slice(0, -1) : text;
  if (trimmed === '') return '';
  const result = normalizeNumericInput(trimmed, optionsOf(kind, symbol, true));
  return result.ok ? result.value : '';
}

/** Applies a typed price. */
export function typePrice(previous: string, raw: string, symbol: SymbolInfo | undefined): string {
  return typeField('price', previous, raw, symbol);
}

/** Applies a typed quantity, clamped to the symbol's maximum while typing. */
export function typeQuantity(
  previous: string,
  raw: string,
  symbol: SymbolInfo | undefined,
): string {
  return typeField('quantity', previous, raw, symbol);
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
  /** Fee in the token the side receives: base for a buy, quote for a sell. */
  readonly fee: string;
  readonly feeToken: string;
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
  const value = draftValue(draft, lastPrice);
  if (!value) return { value: '', approximate: false, fee: '', feeToken };
  const approximate = !value.exact || (executesAtMarket(draft) && !usesAmount(draft));
  let fee = '';
  if (buy) {
    const received = usesAmount(draft)
      ? lastPrice && isComplete(lastPrice) && new Dec(lastPrice).gt(0)
        ? value.value.div(lastPrice)
        : null
      : isComplete(draft.quantity)
        ? new Dec(draft.quantity)
        : null;
    // The rate has three decimals, so three more than the quantity's keep the fee exact.
    fee = received ? received.mul(ESTIMATE_FEE_RATE).toFixed(qtyPrecision + 3, Dec.ROUND_DOWN) : '';
  } else {
    fee = value.value.mul(ESTIMATE_FEE_RATE).toFixed(amountPrecision, Dec.ROUND_DOWN);
  }
  return {
    value: value.value.toFixed(amountPrecision, Dec.ROUND_DOWN),
    approximate,
    fee: trimZeros(fee),
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
