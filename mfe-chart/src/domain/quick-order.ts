import {
  Dec,
  TRADE_STATUS,
  isDecimalString,
  type DecimalString,
  type OrderSide,
  type SymbolInfo,
} from '@spot/contracts';

/** The side of a quick limit order at `price` (spec 000 §5): Sell above the market, else Buy. */
export function quickOrderSide(price: DecimalString, lastPrice: DecimalString | null): OrderSide {
  if (lastPrice === null || !isDecimalString(lastPrice) || !isDecimalString(price)) return 'BUY';
  return new Dec(price).gt(lastPrice) ? 'SELL' : 'BUY';
}

/**
 * The quantity step of a symbol: one unit of its quantity precision, except for a symbol
 * traded in whole units whose minimum is a power of ten above 1 (PEPE's 100,000): its lots are
 * that minimum. The spec's "tick step above 1" (spec 000 §5) is read as such a lot.
 */
export function quantityStep(
  symbol: Pick<SymbolInfo, 'quantityPrecision' | 'minTradeQuantity'>,
): Dec {
  const precision = symbol.quantityPrecision ?? 8;
  if (precision === 0 && /^10*$/.test(symbol.minTradeQuantity) && symbol.minTradeQuantity !== '1') {
    return new Dec(symbol.minTradeQuantity);
  }
  return new Dec(10).pow(-precision);
}

/**
 * The quick limit order checks of spec 000 §5, in order: an empty or zero quantity
 * (quick_order_0_tip), a price of zero or less (quickLimitOrderPriceError), a banned side
 * (tradingRestricted), and with a step above 1 a quantity that is not a multiple of it
 * (qtyErrorTickTip); then the symbol's minimum quantity and order value, as the order form
 * checks them (quickOrderQtyLowerLimit, quickOrderValueLowerLimit), so that the exchange is
 * not asked for an order it refuses. Null when the order may go.
 */
export function checkQuickOrder(input: {
  readonly quantity: string;
  readonly price: DecimalString;
  readonly side: OrderSide;
  readonly symbol: SymbolInfo;
}): { readonly key: string; readonly params?: Record<string, string> } | null {
  const { quantity, price, side, symbol } = input;
  if (!isDecimalString(quantity) || new Dec(quantity).lte(0)) return { key: 'quick_order_0_tip' };
  if (!isDecimalString(price) || new Dec(price).lte(0)) return { key: 'quickLimitOrderPriceError' };
  const banned = side === 'BUY' ? symbol.isBanBuy : symbol.isBanSell;
  if (symbol.tradeStatus === TRADE_STATUS.restricted && banned) return { key: 'tradingRestricted' };
  const step = quantityStep(symbol);
  if (step.gt(1) && !new Dec(quantity).mod(step).isZero()) {
    return { key: 'qtyErrorTickTip', params: { step: step.toFixed() } };
  }
  const { minTradeQuantity: minQty, minTradeAmount: minValue } = symbol;
  if (isDecimalString(minQty) && new Dec(quantity).lt(minQty)) {
    return { key: 'quickOrderQtyLowerLimit', params: { min: minQty, token: symbol.baseTokenName } };
  }
  if (isDecimalString(minValue) && new Dec(quantity).mul(price).lt(minValue)) {
    return {
      key: 'quickOrderValueLowerLimit',
      params: { min: minValue, token: symbol.quoteTokenName },
    };
  }
  return null;
}
