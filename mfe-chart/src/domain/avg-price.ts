import { Dec, isDecimalString, type AvgPriceResult, type DecimalString } from '@spot/contracts';

/**
 * The average price of an average-price result (spec 000 §3): the value over the quantity
 * (`priceTotal ÷ quantitySum`, or `sumExecValue ÷ sumExecQty`), at `decimals`, truncated; null
 * when nothing was traded in the range.
 */
export function averagePrice(result: AvgPriceResult, decimals: number): DecimalString | null {
  const [value, quantity] =
    'lastTradeId' in result
      ? [result.priceTotal, result.quantitySum]
      : [result.sumExecValue, result.sumExecQty];
  if (!isDecimalString(value) || !isDecimalString(quantity)) return null;
  const qty = new Dec(quantity);
  if (qty.lte(0)) return null;
  return new Dec(value).div(qty).toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed();
}
