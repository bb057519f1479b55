import { Dec, isDecimalString, type DecimalString } from '@spot/contracts';

/** An arrow key moves a line by about this share of the price pane's visible range (~5 px). */
const VIEW_SHARE = new Dec('0.01');
/** Without a view to measure: this share of the line's price (0.05%). */
const PRICE_SHARE = new Dec('0.0005');
/** Shift and an arrow key: this many steps. */
export const SHIFT_STEPS = 10;

/** The largest 1, 2 or 5 × 10^k not above `value` (> 0). */
function roundStep(value: Dec): Dec {
  const magnitude = new Dec(10).pow(value.log(10).floor());
  const mantissa = value.div(magnitude);
  const pick = mantissa.gte(5) ? 5 : mantissa.gte(2) ? 2 : 1;
  return magnitude.mul(pick);
}

/**
 * How far an arrow key moves an order line: about 1% of the price range the pane shows
 * (`top` − `bottom`, about 5 px of a 500 px pane, so a press is seen at every zoom), rounded
 * down to 1, 2 or 5 × 10^k and never below the tick (10^−`decimals`), so it is a whole number
 * of ticks; Shift ten times that. Without a view to measure, 0.05% of the line's price, rounded
 * the same way: BTC at 65,000 moves by 20 (Shift 200), never by the tick of 0.01.
 */
export function lineKeyStep(
  view: { readonly top: DecimalString; readonly bottom: DecimalString } | null,
  price: DecimalString,
  decimals: number,
  shift: boolean,
): Dec {
  const tick = new Dec(10).pow(-decimals);
  const span =
    view && isDecimalString(view.top) && isDecimalString(view.bottom)
      ? new Dec(view.top).minus(view.bottom).abs()
      : null;
  const raw =
    span !== null && span.gt(0)
      ? span.mul(VIEW_SHARE)
      : isDecimalString(price)
        ? new Dec(price).abs().mul(PRICE_SHARE)
        : tick;
  const step = raw.gt(tick) ? Dec.max(roundStep(raw), tick) : tick;
  return shift ? step.mul(SHIFT_STEPS) : step;
}

/**
 * The price an arrow key moves a line to: the next multiple of `step` above (`up`) or below
 * the price, so a line lands on round prices (65,012.37 with a step of 20 goes to 65,020 or
 * 65,000), at `decimals`; null when that is not above 0.
 */
export function steppedPrice(
  price: DecimalString,
  step: Dec,
  up: boolean,
  decimals: number,
): DecimalString | null {
  const held = new Dec(price);
  const next = up
    ? held.div(step).floor().plus(1).mul(step)
    : held.div(step).ceil().minus(1).mul(step);
  return next.gt(0) ? next.toFixed(decimals) : null;
}
