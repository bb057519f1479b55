import { Dec, resolvePrecision, type OrderSide, type SymbolInfo } from '@spot/contracts';
import { isInnovationSymbol } from './order-draft';

export interface MaxOrderSizeInput {
  readonly side: OrderSide;
  /** Unknown symbol: the fallback precisions (13 price, 8 quantity and amount) apply. */
  readonly symbol: SymbolInfo | undefined;
  /** The price a buy is sized at (limit price, trigger or last price); none: no quantity. */
  readonly price: string | null;
  /** Free balances of the pair's tokens. */
  readonly baseAvailable: string;
  readonly quoteAvailable: string;
  /** Remaining innovation quota in quote for innovation and adventure symbols; null: none. */
  readonly quotaRemaining: string | null;
}

export interface MaxOrderSize {
  /** Largest quantity in base at the symbol's quantity precision; '' when it cannot be told. */
  readonly quantity: string;
  /** Largest buy amount in quote at the amount precision ('' for a sell). */
  readonly amount: string;
}

const positive = (text: string | null): Dec | null => {
  if (text === null || !/^\d+(\.\d+)?$/.test(text)) return null;
  const value = new Dec(text);
  return value.gt(0) ? value : new Dec(0);
};

/**
 * Max order size (spec 000 §5): a buy spends the smaller of the available quote balance and
 * the max buy — the symbol's largest order value, `maxTradeAmount` — also capped by the
 * remaining quota on innovation or adventure symbols; its quantity is that amount at the price,
 * cut to the quantity precision and to `maxTradeQuantity`. A sell uses the base balance, cut to
 * `maxTradeQuantity`. Amounts and quantities are truncated, never rounded up.
 */
export function maxOrderSize(input: MaxOrderSizeInput): MaxOrderSize {
  const { symbol } = input;
  const qtyPrecision = resolvePrecision(symbol, 'quantity');
  const amountPrecision = resolvePrecision(symbol, 'amount');
  const maxQty = symbol ? positive(symbol.maxTradeQuantity) : null;
  const capQty = (qty: Dec) => (maxQty && qty.gt(maxQty) ? maxQty : qty);

  if (input.side === 'SELL') {
    const base = positive(input.baseAvailable) ?? new Dec(0);
    return { quantity: capQty(base).toFixed(qtyPrecision, Dec.ROUND_DOWN), amount: '' };
  }

  let amount = positive(input.quoteAvailable) ?? new Dec(0);
  const maxBuy = symbol ? positive(symbol.maxTradeAmount) : null;
  if (maxBuy && amount.gt(maxBuy)) amount = maxBuy;
  const quota = isInnovationSymbol(symbol) ? positive(input.quotaRemaining) : null;
  if (quota && amount.gt(quota)) amount = quota;
  const price = positive(input.price);
  const quantity =
    price && price.gt(0) ? capQty(amount.div(price)).toFixed(qtyPrecision, Dec.ROUND_DOWN) : '';
  return { quantity, amount: amount.toFixed(amountPrecision, Dec.ROUND_DOWN) };
}

/** A share of a maximum for the percentage slider, truncated to `precision` decimals. */
export function shareOf(max: string, percent: number, precision: number): string {
  if (!/^\d+(\.\d+)?$/.test(max) || !Number.isFinite(percent)) return '';
  const pct = Math.min(100, Math.max(0, Math.round(percent)));
  return new Dec(max).mul(pct).div(100).toFixed(precision, Dec.ROUND_DOWN);
}
