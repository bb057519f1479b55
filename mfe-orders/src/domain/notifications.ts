import { ltOrderOutcome, type LtTokenOrder, type Order, type ToastRequest } from '@spot/contracts';

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

/** A notice card shown in the orders area (spec 000 §8 notices). */
export interface OrderNotice {
  readonly key: 'orderCompleted';
  readonly orderId: string;
  readonly params: Readonly<Record<string, string>>;
}

export interface OrderNotification {
  readonly toast: ToastRequest | null;
  readonly notice: OrderNotice | null;
  readonly voice: boolean;
}

const NONE: OrderNotification = { toast: null, notice: null, voice: false };

function paramsOf(order: Order): Record<string, string> {
  return {
    symbol: order.symbolId,
    side: order.side === 'BUY' ? 'buy' : 'sell',
    qty: order.origQty,
    filled: order.executedQty,
    price: order.price,
  };
}

const isMarket = (order: Order): boolean => /MARKET/.test(order.type);

/**
 * What one order event tells the user (spec 000 §4, §8). Partially filled is ignored;
 * partially filled then cancelled is a partial toast; filled is a toast plus a notice unless
 * the order is a market order, with the voice; cancelled is a toast without voice; iceberg and
 * TWAP child orders are ignored. A market order cancelled without any fill is the spec's
 * market-order failure; a rejection is an error toast. `prefs` switch the parts off.
 */
export function orderNotification(order: Order, prefs: NotificationPrefs): OrderNotification {
  if (order.createType === 'CreateByIceBerg' || order.createType === 'CreateByTWAP') return NONE;
  if (!prefs.toasts) return NONE;
  const params = paramsOf(order);
  const toast = (kind: ToastRequest['kind'], key: string): ToastRequest => ({
    kind,
    key: `orders:${key}`,
    params,
  });
  switch (order.status) {
    case 'FILLED':
      return {
        toast: toast('success', 'orderFilledToast'),
        notice:
          prefs.notices && !isMarket(order)
            ? { key: 'orderCompleted', orderId: order.orderId, params }
            : null,
        voice: prefs.voice,
      };
    case 'PARTIALLY_FILLED_CANCELED':
      return { toast: toast('info', 'orderPartialCompleted'), notice: null, voice: false };
    case 'CANCELED':
      return {
        toast:
          isMarket(order) && isZero(order.executedQty)
            ? toast('error', 'marketOrderNoLiquidity')
            : toast('info', 'orderCancelledToast'),
        notice: null,
        voice: false,
      };
    case 'ORDER_CANCELED':
      return { toast: toast('info', 'orderCancelledToast'), notice: null, voice: false };
    case 'ORDER_FILLED':
      return { toast: toast('info', 'planOrderTriggered'), notice: null, voice: false };
    case 'REJECTED':
    case 'ORDER_REJECTED':
      return { toast: toast('error', 'orderRejectedToast'), notice: null, voice: false };
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
