import { T0, accepted, setupEngine } from '../testing/engine-fixture';
import type { PlaceOrderCommand } from './types';

const slice = (over: Partial<PlaceOrderCommand> = {}): PlaceOrderCommand => ({
  userId: 'alice',
  symbolId: 'TESTUSDT',
  side: 'BUY',
  type: 'LIMIT',
  price: '90',
  qty: '1',
  ...over,
});

describe('createType (the tool that placed an order)', () => {
  it('is recorded on the order, shown in its record and kept across a restore', () => {
    const { engine, events } = setupEngine();
    const order = accepted(
      engine.placeOrder(slice({ clientOrderId: 'ice-S1', createType: 'CreateByIceBerg' }), T0),
    );
    expect(order.createType).toBe('CreateByIceBerg');
    const plain = accepted(engine.placeOrder(slice({ price: '91' }), T0));
    expect(plain).not.toHaveProperty('createType');

    const again = setupEngine();
    again.engine.restore(events);
    expect(again.engine.orderByClientId('alice', 'ice-S1')?.createType).toBe('CreateByIceBerg');
  });

  it('refuses a value that is not a tool', () => {
    const { engine } = setupEngine();
    const result = engine.placeOrder(slice({ createType: 'ByHand' as never }), T0);
    expect(result).toMatchObject({ kind: 'rejected', reason: 'INVALID_PARAMETER' });
  });
});

describe('checkOrder (a create checked without placing it)', () => {
  it('passes a good order and places nothing', () => {
    const { engine, events } = setupEngine();
    expect(engine.checkOrder(slice(), T0)).toBeNull();
    expect(events).toEqual([]);
    expect(engine.openOrders('alice')).toEqual([]);
  });

  it.each([
    ['price precision', slice({ price: '90.001' }), 'PRICE_PRECISION'],
    ['quantity precision', slice({ qty: '0.0001' }), 'QTY_PRECISION'],
    ['too small a value', slice({ price: '0.5', qty: '1' }), 'AMOUNT_TOO_SMALL'],
    ['a banned side', slice({ symbolId: 'BANUSDT' }), 'SIDE_BANNED'],
    ['a halted symbol', slice({ symbolId: 'HALTUSDT' }), 'SYMBOL_NOT_TRADING'],
    ['an unknown symbol', slice({ symbolId: 'NOPEUSDT' }), 'UNKNOWN_SYMBOL'],
    ['a malformed client id', slice({ clientOrderId: 'a b' }), 'CLIENT_ORDER_ID_INVALID'],
  ])('refuses %s', (_label, cmd, reason) => {
    const { engine } = setupEngine();
    expect(engine.checkOrder(cmd, T0)).toMatchObject({ reason });
  });

  it('does not check funds, nor refuse a client order id already used', () => {
    const { engine } = setupEngine();
    expect(engine.checkOrder(slice({ userId: 'dave' }), T0)).toBeNull();
    accepted(engine.placeOrder(slice({ clientOrderId: 'used' }), T0));
    expect(engine.checkOrder(slice({ clientOrderId: 'used' }), T0)).toBeNull();
  });
});
