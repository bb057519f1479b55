import type { LtTokenOrder, OrderStatus } from '@spot/contracts';
import { orderOf } from '../testing/orders';
import {
  BURST_OPEN_ORDER_CAP,
  burstMayNotify,
  ltOrderToast,
  notificationParams,
  orderNotification,
  readNotificationPrefs,
} from './notifications';

const on = readNotificationPrefs('successAudio');
const ETH = { pair: 'ETH/USDT', pricePrecision: 2, quantityPrecision: 5 };

describe('order notifications (spec 000 §4, §8)', () => {
  // [status, type, announcement key, as a notice?, voice?]
  const rules: [OrderStatus, string, string | null, boolean, boolean][] = [
    ['NEW', 'LIMIT', null, false, false],
    ['PARTIALLY_FILLED', 'LIMIT', null, false, false],
    ['PARTIALLY_FILLED_CANCELED', 'LIMIT', 'orders:orderPartialCompleted', false, false],
    ['FILLED', 'LIMIT', 'orders:orderCompleted', true, true],
    ['FILLED', 'MARKET', 'orders:orderFilledToast', false, true],
    ['CANCELED', 'LIMIT', 'orders:orderCancelledToast', false, false],
    ['ORDER_CANCELED', 'CONDITIONAL_LIMIT', 'orders:orderCancelledToast', false, false],
    ['ORDER_FILLED', 'CONDITIONAL_LIMIT', 'orders:planOrderTriggered', false, false],
    ['REJECTED', 'LIMIT', 'orders:orderRejectedToast', false, false],
    ['ORDER_REJECTED', 'STOP_LIMIT_LIMIT', 'orders:orderRejectedToast', false, false],
  ];

  it.each(rules)(
    '%s %s is announced once as %s (a notice: %s), voice %s',
    (status, type, key, notice, voice) => {
      const n = orderNotification(orderOf({ status, type, executedQty: '0.01' }), on, ETH);
      expect(n.toast?.key ?? null).toBe(key);
      expect(n.toast?.detail !== undefined).toBe(notice);
      expect(n.voice).toBe(voice);
    },
  );

  it('names a market order that filled nothing before it was cancelled', () => {
    const n = orderNotification(orderOf({ status: 'CANCELED', type: 'MARKET' }), on, ETH);
    expect(n.toast).toMatchObject({ kind: 'error', key: 'orders:marketOrderNoLiquidity' });
  });

  it.each(['CreateByIceBerg', 'CreateByTWAP'] as const)('ignores %s child orders', (createType) => {
    const n = orderNotification(orderOf({ status: 'FILLED', createType }), on, ETH);
    expect(n).toEqual({ toast: null, voice: false });
  });

  it('quotes the average fill price, not the limit price, and the pair as the page writes it', () => {
    // A buy at limit 3442.70 that filled 0.3 at 3408.61 and 0.2 at 3410.00.
    const filled = orderOf({
      status: 'FILLED',
      side: 'BUY',
      symbolId: 'ETHUSDT',
      price: '3442.70',
      origQty: '0.5',
      executedQty: '0.5',
      executedValue: '1704.583', // 0.3 × 3408.61 + 0.2 × 3410.00
    });
    const n = orderNotification(filled, on, ETH);
    expect(n.toast).toEqual({
      kind: 'success',
      key: 'orders:orderCompleted',
      detail: 'orders:orderCompletedDetail',
      params: {
        symbol: 'ETH/USDT',
        side: 'buy',
        qty: '0.50000',
        filled: '0.50000',
        price: '3409.16',
      },
    });
  });

  it('quotes the limit price of a record without a fill value, and none for such a market order', () => {
    const limit = orderOf({ status: 'FILLED', price: '3442.7', executedQty: '1' });
    expect(notificationParams(limit, ETH).price).toBe('3442.70');
    const market = orderOf({ status: 'FILLED', type: 'MARKET', price: '0', executedQty: '1' });
    expect(notificationParams(market, ETH).price).toBe('--');
  });
});

describe('notification preferences from double_confirm (spec 000 §3, §6)', () => {
  it('shows toasts and notices without voice by default', () => {
    expect(readNotificationPrefs('')).toEqual({ toasts: true, notices: true, voice: false });
  });

  it('turns everything off with notifyClose', () => {
    const prefs = readNotificationPrefs('notifyClose');
    expect(orderNotification(orderOf({ status: 'FILLED' }), prefs, ETH).toast).toBeNull();
  });

  it('announces a fill as a toast instead of a notice with tradeNotifyClose', () => {
    const n = orderNotification(
      orderOf({ status: 'FILLED' }),
      readNotificationPrefs('tradeNotifyClose'),
      ETH,
    );
    expect(n.toast?.key).toBe('orders:orderFilledToast');
    expect(n.toast?.detail).toBeUndefined();
  });

  it('reads a comma list with spaces', () => {
    expect(readNotificationPrefs(' tradeNotifyClose , successAudio')).toEqual({
      toasts: true,
      notices: false,
      voice: true,
    });
  });
});

describe('bursts (spec 000 §4)', () => {
  it.each([
    [1, 5000, true],
    [2, BURST_OPEN_ORDER_CAP - 1, true],
    [2, BURST_OPEN_ORDER_CAP, false],
    [50, BURST_OPEN_ORDER_CAP + 1, false],
  ])('%i events with %i open orders may notify: %s', (events, open, may) => {
    expect(burstMayNotify(events, open)).toBe(may);
  });
});

describe('leveraged-token results (spec 000 §4)', () => {
  const lt = (status: number, orderType: 1 | 2 = 1): LtTokenOrder => ({
    orderId: 'lt1',
    orderType,
    orderQuantity: '100',
    status,
    symbol: 'BTC3LUSDT',
  });

  it('gives a success toast on status 1', () => {
    expect(ltOrderToast(lt(1))).toMatchObject({
      kind: 'success',
      key: 'orders:lt_subscription_success',
    });
  });

  it('gives a failure toast on status 3', () => {
    expect(ltOrderToast(lt(3, 2))).toMatchObject({
      kind: 'error',
      key: 'orders:lt_redemption_failed',
    });
  });

  it('stays silent while processing', () => {
    expect(ltOrderToast(lt(2))).toBeNull();
  });
});
