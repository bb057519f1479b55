import { makeOrder } from '../testing/builders';
import { cancelCall, modifyCall, orderFamilyOf } from './order-calls';

describe('order calls (spec 000 §7)', () => {
  it('files TPSL with the conditional orders and trailing profit with trailing stops', () => {
    expect(orderFamilyOf({ planType: 11 })).toBe('conditional');
    expect(orderFamilyOf({ planType: 5 })).toBe('trailingStop');
    expect(orderFamilyOf({})).toBe('limitMarket');
  });

  it('cancels a plan order with its classic plan type', () => {
    expect(cancelCall(makeOrder({ planType: 8 }))).toMatchObject({
      name: 'cancelPlanOrder',
      request: { plan_type: 1 },
    });
    expect(cancelCall(makeOrder({})).name).toBe('cancelOrder');
  });

  it('modifies an ordinary order with orderModify', () => {
    const order = makeOrder({ orderId: 'o1', clientOrderId: 'c1', symbolId: 'BTCUSDT' });
    expect(modifyCall(order, { price: '101', quantity: '2' })).toEqual({
      name: 'orderModify',
      request: {
        order_id: 'o1',
        client_order_id: 'c1',
        symbol_id: 'BTCUSDT',
        price: '101',
        quantity: '2',
      },
    });
  });

  it('modifies a plan order with its trigger, and a trailing order with its trailing fields', () => {
    const conditional = makeOrder({ planType: 1, triggerPrice: '90' });
    expect(
      modifyCall(conditional, { price: '95', quantity: '1', triggerPrice: '91' }),
    ).toMatchObject({
      name: 'planOrderModify',
      request: { trigger_price: '91', plan_type: 0, price: '95' },
    });
    const stopLimit = makeOrder({ planType: 8, triggerPrice: '90' });
    expect(modifyCall(stopLimit, { price: '95', quantity: '1' })).toMatchObject({
      request: { trigger_price: '90', plan_type: 1 },
    });
    const trailing = makeOrder({
      planType: 4,
      triggerPrice: '90',
      activationPrice: '100',
      trailingPercentage: '0.5',
    });
    expect(modifyCall(trailing, { price: '0', quantity: '1' })?.request).toMatchObject({
      plan_type: 4,
      activation_price: '100',
      trailing_percentage: '0.5',
    });
    expect(modifyCall(trailing, { price: '0', quantity: '1' })?.request).not.toHaveProperty(
      'trailing_value',
    );
  });

  it('has no modify call for an OCO leg', () => {
    expect(modifyCall(makeOrder({ planType: 10 }), { price: '1', quantity: '1' })).toBeNull();
  });
});
