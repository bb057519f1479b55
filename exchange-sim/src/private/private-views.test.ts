import type { Order, OrderStatus } from '@spot/contracts';
import { UTA_PLAN_TYPES, isUtaPlanType, mapUtaOrderStatus } from '@spot/contracts';
import { OpenOrders } from './open-orders';
import { classicTopicOf, utaOrderOf } from './private-views';

const order = (status: OrderStatus, extra: Partial<Order> = {}): Order => ({
  orderId: '1',
  clientOrderId: 'c1',
  symbolId: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  price: '100',
  origQty: '1',
  executedQty: '0',
  status,
  time: 1,
  ...extra,
});

describe('utaOrderOf', () => {
  it.each([
    ['NEW', undefined, 'New'],
    ['PARTIALLY_FILLED', undefined, 'PartiallyFilled'],
    ['FILLED', undefined, 'Filled'],
    ['CANCELED', undefined, 'Cancelled'],
    ['PARTIALLY_FILLED_CANCELED', undefined, 'PartiallyFilledCanceled'],
    ['REJECTED', undefined, 'Rejected'],
    ['ORDER_NEW', UTA_PLAN_TYPES.conditional, 'Untriggered'],
    ['ORDER_FILLED', UTA_PLAN_TYPES.stopLimit, 'Triggered'],
    ['ORDER_CANCELED', UTA_PLAN_TYPES.oco, 'Cancelled'],
    ['ORDER_REJECTED', UTA_PLAN_TYPES.trailingStop, 'Rejected'],
  ] as const)('maps %s (planType %s) to %s, which maps back', (status, planType, uta) => {
    const mapped = utaOrderOf(order(status, planType === undefined ? {} : { planType }));
    expect(mapped?.status).toBe(uta);
    expect(mapUtaOrderStatus(uta, isUtaPlanType(planType))).toBe(status);
  });

  it('gives Deactivated for an OCO leg its sibling cancelled, and keeps planType', () => {
    const leg = order('ORDER_CANCELED', { planType: UTA_PLAN_TYPES.oco });
    expect(utaOrderOf(leg, true)).toMatchObject({ status: 'Deactivated', planType: 10 });
    expect(mapUtaOrderStatus('Deactivated', true)).toBe('ORDER_CANCELED');
  });

  it('has no UTA status for a status the engine never gives', () => {
    expect(utaOrderOf(order('PENDING_CANCEL'))).toBeNull();
  });
});

describe('classicTopicOf', () => {
  it.each([
    [undefined, 'order_new'],
    [UTA_PLAN_TYPES.conditional, 'plan_order'],
    [UTA_PLAN_TYPES.trailingStop, 'plan_order'],
    [UTA_PLAN_TYPES.trailingProfit, 'plan_order'],
    [UTA_PLAN_TYPES.stopLimit, 'stop_limit_order'],
    [UTA_PLAN_TYPES.oco, 'oco_order'],
  ] as const)('sends planType %s to %s', (planType, topic) => {
    expect(classicTopicOf(order('NEW', planType === undefined ? {} : { planType }))).toBe(topic);
  });
});

describe('OpenOrders', () => {
  it('keeps open orders newest first and drops them once done', () => {
    const open = new OpenOrders();
    open.seed('u', [order('NEW', { orderId: 'a', time: 1 })]);
    open.apply('u', order('PARTIALLY_FILLED', { orderId: 'b', time: 2 }));
    open.apply('u', order('ORDER_NEW', { orderId: 'c', time: 3, planType: 1 }));
    expect(open.of('u').map((o) => o.orderId)).toEqual(['c', 'b', 'a']);
    open.apply('u', order('FILLED', { orderId: 'b', time: 2 }));
    open.apply('u', order('ORDER_FILLED', { orderId: 'c', time: 3, planType: 1 }));
    expect(open.of('u').map((o) => o.orderId)).toEqual(['a']);
    expect(open.of('other')).toEqual([]);
  });
});
