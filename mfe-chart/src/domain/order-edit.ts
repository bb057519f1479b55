import { Dec, isDecimalString, type DecimalString, type Order } from '@spot/contracts';

/** What the edit rules say of a modification (spec 000 §5). */
export type EditVerdict =
  | { readonly kind: 'ok' }
  | { readonly kind: 'block'; readonly key: string }
  | { readonly kind: 'confirm'; readonly key: string };

export interface EditInput {
  readonly order: Pick<Order, 'side' | 'executedQty' | 'price' | 'triggerPrice' | 'isLeverage'>;
  /** Which price the edit moves. */
  readonly field: 'price' | 'trigger';
  readonly newPrice: DecimalString;
  readonly newQuantity: DecimalString;
  /** The market's last price, when known. */
  readonly lastPrice: DecimalString | null;
  readonly uta: boolean;
}

const OK: EditVerdict = { kind: 'ok' };

function dec(value: DecimalString | undefined | null): Dec | null {
  return value !== undefined && value !== null && isDecimalString(value) ? new Dec(value) : null;
}

/**
 * The order edit rules of spec 000 §5, in order: a margin order on a non-UTA account cannot be
 * edited (modifyLeverageErrorTips); a quantity below the executed one is refused
 * (modifyQtyLessTips), equal to it asks; a limit price that would fill at once (a buy above the
 * market, a sell below) asks; a trigger moved across the market asks. A price that is not a
 * positive decimal is refused.
 */
export function verifyEdit(input: EditInput): EditVerdict {
  const { order, field, uta } = input;
  if (order.isLeverage && !uta) return { kind: 'block', key: 'modifyLeverageErrorTips' };
  const price = dec(input.newPrice);
  if (price === null || price.lte(0)) return { kind: 'block', key: 'modifyPriceInvalid' };
  const quantity = dec(input.newQuantity);
  const executed = dec(order.executedQty) ?? new Dec(0);
  if (quantity === null || quantity.lt(executed))
    return { kind: 'block', key: 'modifyQtyLessTips' };
  if (quantity.eq(executed)) return { kind: 'confirm', key: 'modifyQtyEqualTips' };
  const last = dec(input.lastPrice);
  if (last === null) return OK;
  if (field === 'price') {
    const crosses = order.side === 'BUY' ? price.gt(last) : price.lt(last);
    return crosses ? { kind: 'confirm', key: 'modifyImmediateFillTips' } : OK;
  }
  const before = dec(order.triggerPrice);
  if (before === null) return OK;
  const crossed = before.gt(last) !== price.gt(last) || price.eq(last);
  return crossed ? { kind: 'confirm', key: 'modifyTriggerCrossTips' } : OK;
}
