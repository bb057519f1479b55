import {
  averageFillPrice,
  formatDecimal,
  ltOrderOutcome,
  type LtTokenOrder,
  type Order,
  type ToastRequest,
} from '@spot/contracts';

/**
 * Notification preferences read from `double_confirm` (spec 000 §3, §6), a comma list:
 * `notifyClose` turns order-event toasts and notices off, `tradeNotifyClose` turns the fill
 * notices off (the toasts stay), `successAudio` turns the voice on fills on.
 */
export interface NotificationPrefs {
  readonly toasts: boolean;
  readonly notices: boolean;
  readonly voice: boolean;
}

export function readNotificationPrefs(doubleConfirm: string | undefined | null): NotificationPrefs {
  const flags = new Set(
    (doubleConfirm ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  );
  const toasts = !flags.has('notifyClose');
  return {
    toasts,
    notices: toasts && !flags.has('tradeNotifyClose'),
    voice: flags.has('successAudio'),
  };
}

/** Events in one message beyond which a burst is shown only under the open-order cap. */
export const BURST_OPEN_ORDER_CAP = 400;

/**
 * A burst (more than one event in a message) notifies only while fewer than 400 orders are open
 * (spec 000 §4); a single event always may.
 */
export function burstMayNotify(eventCount: number, openOrderCount: number): boolean {
  return eventCount <= 1 || openOrderCount < BURST_OPEN_ORDER_CAP;
}

/** How a symbol's figures are written: its pair label and precisions. */
export interface SymbolDisplay {
  /** `BTC/USDT`, as the rest of the page writes the pair. */
  readonly pair: string;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
}

/**
 * What one order event tells the user: at most one announcement, a toast or a notice (a toast
 * with a detail text, `ToastRequest.detail`), and the voice.
 */
export interface OrderNotification {
  readonly toast: ToastRequest | null;
  readonly voice: boolean;
}

const NONE: OrderNotification = { toast: null, voice: false };

/**
 * The figures an announcement quotes: the pair, the side, the ordered and filled quantities,
 * and the price the fills averaged (`executedValue ÷ executedQty`), never the limit price: a
 * buy at 3442.70 that filled at 3408.61 is announced at 3408.61. Without a fill value (an old
 * record) the limit price stands in; a market order without one has no price to quote.
 */
export function notificationParams(order: Order, display: SymbolDisplay): Record<string, string> {
  const average = averageFillPrice(order, display.pricePrecision);
  const limit = isMarket(order) ? null : formatDecimal(order.price, display.pricePrecision);
  return {
    symbol: display.pair,
    side: order.side === 'BUY' ? 'buy' : 'sell',
    qty: formatDecimal(order.origQty, display.quantityPrecision),
    filled: formatDecimal(order.executedQty, display.quantityPrecision),
    price: average ?? limit ?? '--',
  };
}

const isMarket = (order: Order): boolean => /MARKET/.test(order.type);

/**
 * What one order event tells the user (spec 000 §4, §8), announced once: partially filled is
 * ignored; partially filled then cancelled is a partial toast; a filled order is a notice
 * (`orderCompleted` with the fill's average price and quantity) with the voice, or, for a
 * market order or with the fill notices switched off, a toast quoting the same figures (the
 * spec's "a toast plus a notice" showed the same fill twice; issue 18 asks for one
 * announcement); cancelled is a toast without voice; iceberg and TWAP child orders are
 * ignored. A market order cancelled without any fill is the spec's market-order failure; a
 * rejection is an error toast. `prefs` switch the parts off.
 */
export function orderNotification(
  order: Order,
  prefs: NotificationPrefs,
  display: SymbolDisplay,
): OrderNotification {
  if (order.createType === 'CreateByIceBerg' || order.createType === 'CreateByTWAP') return NONE;
  if (!prefs.toasts) return NONE;
  const params = notificationParams(order, display);
  const toast = (kind: ToastRequest['kind'], key: string): ToastRequest => ({
    kind,
    key: `orders:${key}`,
    params,
  });
  switch (order.status) {
    case 'FILLED':
      return {
        toast:
          prefs.notices && !isMarket(order)
            ? { ...toast('success', 'orderCompleted'), detail: 'orders:orderCompletedDetail' }
            : toast('success', 'orderFilledToast'),
        voice: prefs.voice,
      };
    case 'PARTIALLY_FILLED_CANCELED':
      return { toast: toast('info', 'orderPartialCompleted'), voice: false };
    case 'CANCELED':
      return {
        toast:
          isMarket(order) && isZero(order.executedQty)
            ? toast('error', 'marketOrderNoLiquidity')
            : toast('info', 'orderCancelledToast'),
        voice: false,
      };
    case 'ORDER_CANCELED':
      return { toast: toast('info', 'orderCancelledToast'), voice: false };
    case 'ORDER_FILLED':
      return { toast: toast('info', 'planOrderTriggered'), voice: false };
    case 'REJECTED':
    case 'ORDER_REJECTED':
      return { toast: toast('error', 'orderRejectedToast'), voice: false };
    default:
      return NONE;
  }
}

function isZero(value: string): boolean {
  return /^0(\.0*)?$/.test(value);
}

/**
 * A leveraged-token order result (spec 000 §4): status 1 a success toast, status 3 a failure
 * toast (the operation-fail toast of §8); anything else is still in progress.
 */
export function ltOrderToast(order: LtTokenOrder): ToastRequest | null {
  const outcome = ltOrderOutcome(order.status);
  if (outcome === 'pending') return null;
  const kind = order.orderType === 1 ? 'subscription' : 'redemption';
  const params = { symbol: order.symbol ?? '', quantity: order.orderQuantity };
  return outcome === 'success'
    ? { kind: 'success', key: `orders:lt_${kind}_success`, params }
    : { kind: 'error', key: `orders:lt_${kind}_failed`, params };
}
