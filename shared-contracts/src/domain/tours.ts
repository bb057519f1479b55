/**
 * Tours (spec 000 §2, §4, §9; issue 23): the host draws them over the whole page; their steps
 * point at elements of the remotes through these anchors, which a remote marks with
 * `data-tour-anchor`. A step whose anchor is not on the page is skipped. Since 1.4.0.
 */
export const TOUR_ANCHORS = {
  chart: 'chart',
  orderBook: 'order-book',
  orderForm: 'order-form',
  orders: 'orders',
  ocoTakeProfit: 'oco-take-profit',
  ocoStopLoss: 'oco-stop-loss',
  trailingActivation: 'trailing-activation',
  trailingValue: 'trailing-value',
  submitOrder: 'submit-order',
} as const;

export type TourAnchor = (typeof TOUR_ANCHORS)[keyof typeof TOUR_ANCHORS];

/** The attribute a remote puts on an anchored element. */
export const TOUR_ANCHOR_ATTRIBUTE = 'data-tour-anchor';

/** The CSS selector of an anchor. */
export function tourAnchorSelector(anchor: TourAnchor): string {
  return `[${TOUR_ANCHOR_ATTRIBUTE}="${anchor}"]`;
}

/** Tour constants (spec 000 §9). */
export const TOUR_TIMING = {
  /** Moving from one step to the next. */
  animationMs: 400,
  /** The overlay over the rest of the page. */
  overlayOpacity: 0.7,
  /** Room around the highlighted element, px. */
  stagePadding: 10,
} as const;

/** The step guides a remote may ask for (the first time a trader picks the order kind). */
export const STEP_GUIDES = ['oco', 'trailingStop'] as const;
export type StepGuide = (typeof STEP_GUIDES)[number];
