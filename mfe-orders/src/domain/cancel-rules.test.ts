import { UTA_PLAN_TYPES, type Order } from '@spot/contracts';
import { orderOf } from '../testing/orders';
import { LIQUIDATION_CODE, canCancelAll, cancelToast, ordersOfSubTab } from './cancel-rules';
import { cancelAllCall, cancelCall, subTabOf, visibleSubTabs } from './sub-tabs';
import { sessionOf } from '../testing/fake-host';

const btc = orderOf({ symbolId: 'BTCUSDT' });
const eth = orderOf({ symbolId: 'ETHUSDT' });
const stop = orderOf({
  symbolId: 'BTCUSDT',
  planType: UTA_PLAN_TYPES.stopLimit,
  status: 'ORDER_NEW',
});

describe('cancel-all is enabled only if the current sub-tab has open orders (spec 000 §5)', () => {
  const rows: [string, readonly Order[], Parameters<typeof canCancelAll>[1], boolean, boolean][] = [
    ['no orders', [], 'limitMarket', true, false],
    ['an order of this pair', [btc], 'limitMarket', false, true],
    ['only another pair, not all pairs', [eth], 'limitMarket', false, false],
    ['only another pair, all pairs', [eth], 'limitMarket', true, true],
    ['only a stop-limit order, on limit & market', [stop], 'limitMarket', true, false],
    ['a stop-limit order, on stop limit', [stop], 'stopLimit', false, true],
  ];
  it.each(rows)('%s → %s', (_name, orders, subTab, allPairs, enabled) => {
    expect(canCancelAll(orders, subTab, 'BTCUSDT', allPairs)).toBe(enabled);
  });

  it('keeps only the current symbol when not showing all pairs', () => {
    expect(ordersOfSubTab([btc, eth], 'limitMarket', 'BTCUSDT', false)).toEqual([btc]);
    expect(ordersOfSubTab([btc, eth], 'limitMarket', 'BTCUSDT', true)).toEqual([btc, eth]);
  });
});

describe('cancel-all calls (spec 000 §7)', () => {
  it('sends symbol_ids for normal orders only when not showing all pairs', () => {
    expect(cancelAllCall('limitMarket', 'BTCUSDT')).toEqual({
      name: 'cancelAllOrders',
      request: { symbol_ids: 'BTCUSDT' },
    });
    expect(cancelAllCall('limitMarket', null)).toEqual({ name: 'cancelAllOrders', request: {} });
  });

  it.each([
    ['conditional', 0],
    ['stopLimit', 1],
    ['oco', 10],
    ['trailingStop', 4],
  ] as const)('sends plan_type %s → %i, the symbol omitted for all pairs', (subTab, planType) => {
    expect(cancelAllCall(subTab, 'ETHUSDT')).toEqual({
      name: 'cancelAllPlanOrders',
      request: { plan_type: planType, symbol_id: 'ETHUSDT' },
    });
    expect(cancelAllCall(subTab, null).request).toEqual({ plan_type: planType });
  });
});

describe('cancelling one order (spec 000 §7)', () => {
  it('cancels an ordinary order with cancelOrder', () => {
    expect(cancelCall(btc)).toEqual({
      name: 'cancelOrder',
      request: { order_id: btc.orderId, client_order_id: btc.clientOrderId },
    });
  });

  it.each([
    [UTA_PLAN_TYPES.conditional, 0],
    [UTA_PLAN_TYPES.tpsl, 0],
    [UTA_PLAN_TYPES.stopLimit, 1],
    [UTA_PLAN_TYPES.oco, 10],
    [UTA_PLAN_TYPES.trailingStop, 4],
    [UTA_PLAN_TYPES.trailingProfit, 4],
  ])('cancels plan type %i with cancelPlanOrder plan_type %i', (planType, classic) => {
    const o = orderOf({ planType, status: 'ORDER_NEW' });
    expect(cancelCall(o)).toEqual({
      name: 'cancelPlanOrder',
      request: { order_id: o.orderId, client_order_id: o.clientOrderId, plan_type: classic },
    });
  });

  it('files every plan type under its sub-tab', () => {
    expect([undefined, 1, 11, 8, 10, 4, 5].map((planType) => subTabOf({ planType }))).toEqual([
      'limitMarket',
      'conditional',
      'conditional',
      'stopLimit',
      'oco',
      'trailingStop',
      'trailingStop',
    ]);
  });
});

describe('cancel toasts (spec 000 §8)', () => {
  /** The host's error-code texts, knowing one code. */
  const texts = {
    exists: (key: string) => key === 'error-code:170146',
    t: (key: string) => (key === 'error-code:170146' ? 'La orden no existe.' : key),
  };

  it('says cancelSuccess for one order and operationSuccess for cancel-all', () => {
    expect(cancelToast({ ok: true, result: null }, 'one', texts).key).toBe('orders:cancelSuccess');
    expect(cancelToast({ ok: true, result: null }, 'all', texts).key).toBe(
      'orders:operationSuccess',
    );
  });

  it('shows operationFail with the server message, kept in its own direction', () => {
    const toast = cancelToast(
      { ok: false, kind: 'business', code: 32004, message: 'order not found' },
      'one',
      texts,
    );
    expect(toast).toEqual({
      kind: 'error',
      key: 'orders:operationFail',
      params: { message: '\u2068order not found\u2069' },
    });
  });

  it("names a refusal the host's error-code texts know in the page's language", () => {
    const toast = cancelToast(
      { ok: false, kind: 'business', code: 170146, message: 'Order does not exist' },
      'one',
      texts,
    );
    expect(toast.params).toEqual({ message: 'La orden no existe.' });
  });

  it.each(['one', 'all'] as const)('shows liquidationErrorInfo on code 81001 (%s)', (scope) => {
    const toast = cancelToast(
      { ok: false, kind: 'business', code: LIQUIDATION_CODE, message: 'x' },
      scope,
      texts,
    );
    expect(toast.key).toBe('orders:liquidationErrorInfo');
  });
});

describe('sub-tabs a session sees (spec 000 §1, §6)', () => {
  it('shows OCO where the compliance config allows it', () => {
    expect(visibleSubTabs(sessionOf())).toContain('oco');
  });

  it('hides OCO when the compliance config turns its tabs off', () => {
    expect(visibleSubTabs(sessionOf({ compliance: { ocoTabs: false } }))).not.toContain('oco');
  });

  it('hides OCO on a demo account', () => {
    expect(visibleSubTabs(sessionOf({ roles: { demo: true } }))).not.toContain('oco');
  });
});
