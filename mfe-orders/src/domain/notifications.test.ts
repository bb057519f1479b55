import type { LtTokenOrder, OrderStatus } from '@spot/contracts';
import { orderOf } from '../testing/orders';
import {
  BURST_OPEN_ORDER_CAP,
  burstMayNotify,
  ltOrderToast,
  orderNotification,
  readNotificationPrefs,
} from './notifications';

const on = readNotificationPrefs('successAudio');

describe('order notifications (spec 000 §4, §8)', () => {
  // [status, type, toast key, notice?, voice?]
  const rules: [OrderStatus, string, string | null, boolean, boolean][] = [
    ['NEW', 'LIMIT', null, false, false],
    ['PARTIALLY_FILLED', 'LIMIT', null, false, false],
    ['PARTIALLY_FILLED_CANCELED', 'LIMIT', 'orders:orderPartialCompleted', false, false],
    ['FILLED', 'LIMIT', 'orders:orderFilledToast', true, true],
    ['FILLED', 'MARKET', 'orders:orderFilledToast', false, true],
    ['CANCELED', 'LIMIT', 'orders:orderCancelledToast', false, false],
    ['ORDER_CANCELED', 'CONDITIONAL_LIMIT', 'orders:orderCancelledToast', false, false],
    ['ORDER_FILLED', 'CONDITIONAL_LIMIT', 'orders:planOrderTriggered', false, false],
    ['REJECTED', 'LIMIT', 'orders:orderRejectedToast', false, false],
    ['ORDER_REJECTED', 'STOP_LIMIT_LIMIT', 'orders:orderRejectedToast', false, false],
  ];

  it.each(rules)(
    '%s %s gives toast %s, notice %s, voice %s',
    (status, type, key, notice, voice) => {
      const n = orderNotification(orderOf({ status, type, executedQty: '0.01' }), on);
      expect(n.toast?.key ?? null).toBe(key);
      expect(n.notice !== null).toBe(notice);
      expect(n.voice).toBe(voice);
    },
  );

  it('names a market order that filled nothing before it was cancelled', () => {
    const n = orderNotification(orderOf({ status: 'CANCELED', type: 'MARKET' }), on);
    expect(n.toast).toMatchObject({ kind: 'error', key: 'orders:marketOrderNoLiquidity' });
  });

  it.each(['CreateByIceBerg', 'CreateByTWAP'] as const)('ignores %s child orders', (createType) => {
    const n = orderNotification(orderOf({ status: 'FILLED', createType }), on);
    expect(n).toEqual({ toast: null, notice: null, voice: false });
  });

  it('carries the order figures for the texts', () => {
    const n = orderNotification(
      orderOf({ status: 'FILLED', side: 'SELL', executedQty: '0.5', symbolId: 'ETHUSDT' }),
      on,
    );
    expect(n.toast?.params).toMatchObject({ side: 'sell', filled: '0.5', symbol: 'ETHUSDT' });
  });
});

describe('notification preferences from double_confirm (spec 000 §3, §6)', () => {
  it('shows toasts and notices without voice by default', () => {
    expect(readNotificationPrefs('')).toEqual({ toasts: true, notices: true, voice: false });
  });

  it('turns everything off with notifyClose', () => {
    const prefs = readNotificationPrefs('notifyClose');
    expect(orderNotification(orderOf({ status: 'FILLED' }), prefs).toast).toBeNull();
  });

  it('keeps the toast but drops the fill notice with tradeNotifyClose', () => {
    const n = orderNotification(
      orderOf({ status: 'FILLED' }),
      readNotificationPrefs('tradeNotifyClose'),
    );
    expect(n.toast).not.toBeNull();
    expect(n.notice).toBeNull();
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
