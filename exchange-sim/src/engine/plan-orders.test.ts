import { T0, accepted, printAt, setupEngine } from '../testing/engine-fixture';
import type { Engine } from './engine';
import type { OrderSide, PlaceOcoCommand, PlacePlanOrderCommand } from './types';

type Plan = Omit<PlacePlanOrderCommand, 'symbolId' | 'userId'> & { userId?: string };

function plan(engine: Engine, cmd: Plan) {
  return engine.placePlanOrder({ symbolId: 'TESTUSDT', userId: 'alice', ...cmd }, T0);
}

function oco(engine: Engine, cmd: Omit<PlaceOcoCommand, 'symbolId' | 'userId'>) {
  return engine.placeOcoOrder({ symbolId: 'TESTUSDT', userId: 'alice', ...cmd }, T0);
}

function limit(engine: Engine, userId: string, side: OrderSide, price: string, qty: string) {
  return accepted(
    engine.placeOrder({ userId, symbolId: 'TESTUSDT', side, type: 'LIMIT', price, qty }, T0),
  );
}

function status(engine: Engine, orderId: string): string | undefined {
  return engine.order('alice', orderId)?.status;
}

describe('conditional and stop-limit orders', () => {
  it('fires a conditional buy exactly at its trigger price, not one tick before', () => {
    const { engine, ledger } = setupEngine();
    const order = accepted(
      plan(engine, {
        side: 'BUY',
        kind: 'conditional',
        execution: 'limit',
        triggerPrice: '101',
        price: '101.5',
        qty: '1',
      }),
    );
    expect(order).toMatchObject({
      type: 'CONDITIONAL_LIMIT',
      planType: 1,
      status: 'ORDER_NEW',
      triggerPrice: '101.00',
    });
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '999898.5', held: '101.5' });
    printAt(engine, '100.99');
    expect(status(engine, order.orderId)).toBe('ORDER_NEW');
    printAt(engine, '101');
    expect(status(engine, order.orderId)).toBe('ORDER_FILLED');
    expect(engine.openOrders('alice')).toEqual([
      expect.objectContaining({
        clientOrderId: `trig-${order.orderId}`,
        type: 'LIMIT',
        price: '101.50',
        origQty: '1.000',
        status: 'NEW',
      }),
    ]);
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '999898.5', held: '101.5' });
  });

  it('fires a stop-limit sell when the price falls to its trigger', () => {
    const { engine } = setupEngine();
    const order = accepted(
      plan(engine, {
        side: 'SELL',
        kind: 'stopLimit',
        execution: 'limit',
        triggerPrice: '99',
        price: '98.9',
        qty: '1',
      }),
    );
    expect(order).toMatchObject({ type: 'STOP_LIMIT_LIMIT', planType: 8 });
    printAt(engine, '99.01', 'SELL');
    expect(status(engine, order.orderId)).toBe('ORDER_NEW');
    printAt(engine, '99', 'SELL');
    expect(status(engine, order.orderId)).toBe('ORDER_FILLED');
    expect(engine.openOrders('alice')[0]).toMatchObject({
      side: 'SELL',
      price: '98.90',
      status: 'NEW',
    });
  });

  it('holds a market buy at the trigger plus 5 % and releases what the fill did not use', () => {
    const { engine, ledger } = setupEngine({ fees: { maker: '0', taker: '0' } });
    const order = accepted(
      plan(engine, {
        side: 'BUY',
        kind: 'conditional',
        execution: 'market',
        triggerPrice: '101',
        qty: '1',
      }),
    );
    expect(ledger.balance('alice', 'USDT').held).toBe('106.05');
    limit(engine, 'bob', 'SELL', '102', '1');
    printAt(engine, '101');
    expect(status(engine, order.orderId)).toBe('ORDER_FILLED');
    expect(engine.orderHistory('alice')[0]).toMatchObject({
      type: 'MARKET',
      status: 'FILLED',
      executedQty: '1.000',
    });
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '999898', held: '0' });
    expect(ledger.balance('alice', 'TEST').free).toBe('10001');
  });

  it('moves its trigger on modify and releases its funds on cancel', () => {
    const { engine, ledger } = setupEngine();
    const order = accepted(
      plan(engine, {
        side: 'BUY',
        kind: 'conditional',
        execution: 'limit',
        triggerPrice: '101',
        price: '101',
        qty: '1',
      }),
    );
    const moved = engine.modifyPlanOrder(
      { userId: 'alice', orderId: order.orderId, triggerPrice: '102', qty: '2' },
      T0,
    );
    expect(accepted(moved)).toMatchObject({ triggerPrice: '102.00', origQty: '2.000' });
    expect(ledger.balance('alice', 'USDT').held).toBe('202');
    printAt(engine, '101');
    expect(status(engine, order.orderId)).toBe('ORDER_NEW');
    const cancelled = engine.cancelPlanOrder({ userId: 'alice', orderId: order.orderId }, T0);
    expect(accepted(cancelled).status).toBe('ORDER_CANCELED');
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '1000000', held: '0' });
    printAt(engine, '102');
    expect(engine.openOrders('alice')).toEqual([]);
  });
});

describe('OCO orders', () => {
  const sellOco = {
    side: 'SELL' as const,
    qty: '1',
    takeProfit: { triggerPrice: '110', execution: 'limit' as const, price: '109.5' },
    stopLoss: { triggerPrice: '90', execution: 'market' as const },
  };

  it('holds once for both legs and cancels the stop-loss when the take-profit fires', () => {
    const { engine, ledger } = setupEngine();
    const result = oco(engine, sellOco);
    const [tp, sl] = result.kind === 'accepted' ? result.orders : [];
    expect(tp).toMatchObject({ planType: 10, triggerPrice: '110.00', price: '109.50' });
    expect(sl).toMatchObject({ planType: 10, triggerPrice: '90.00', type: 'CONDITIONAL_MARKET' });
    expect(ledger.balance('alice', 'TEST')).toEqual({ free: '9999', held: '1' });
    printAt(engine, '110');
    expect(status(engine, tp?.orderId ?? '')).toBe('ORDER_FILLED');
    expect(status(engine, sl?.orderId ?? '')).toBe('ORDER_CANCELED');
    expect(engine.openPlanOrders('alice')).toEqual([]);
    expect(engine.openOrders('alice')[0]).toMatchObject({
      side: 'SELL',
      price: '109.50',
      status: 'NEW',
    });
    expect(ledger.balance('alice', 'TEST')).toEqual({ free: '9999', held: '1' });
  });

  it('cancels the take-profit when the stop-loss fires and sells at market', () => {
    const { engine, ledger } = setupEngine({ fees: { maker: '0', taker: '0' } });
    const result = oco(engine, sellOco);
    const [tp, sl] = result.kind === 'accepted' ? result.orders : [];
    limit(engine, 'carol', 'BUY', '89', '1');
    printAt(engine, '90', 'SELL');
    expect(status(engine, sl?.orderId ?? '')).toBe('ORDER_FILLED');
    expect(status(engine, tp?.orderId ?? '')).toBe('ORDER_CANCELED');
    expect(engine.orderHistory('alice')[0]).toMatchObject({ type: 'MARKET', status: 'FILLED' });
    expect(ledger.balance('alice', 'TEST')).toEqual({ free: '9999', held: '0' });
    expect(ledger.balance('alice', 'USDT').free).toBe('1000089');
  });

  it('holds the larger need of a buy’s legs and releases the excess when one fires', () => {
    const { engine, ledger } = setupEngine();
    accepted(
      oco(engine, {
        side: 'BUY',
        qty: '1',
        takeProfit: { triggerPrice: '90', execution: 'limit', price: '90.5' },
        stopLoss: { triggerPrice: '110', execution: 'market' },
      }),
    );
    expect(ledger.balance('alice', 'USDT').held).toBe('115.5');
    printAt(engine, '90', 'SELL');
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '999909.5', held: '90.5' });
  });

  it('cancels both legs when one is cancelled', () => {
    const { engine, ledger } = setupEngine();
    const result = oco(engine, sellOco);
    const [, sl] = result.kind === 'accepted' ? result.orders : [];
    const cancelled = engine.cancelPlanOrder({ userId: 'alice', orderId: sl?.orderId ?? '' }, T0);
    expect(cancelled.kind === 'accepted' && cancelled.orders.map((o) => o.status)).toEqual([
      'ORDER_CANCELED',
      'ORDER_CANCELED',
    ]);
    expect(ledger.balance('alice', 'TEST')).toEqual({ free: '10000', held: '0' });
  });
});

describe('trailing stops', () => {
  it('tracks the highest price and fires a sell on a retrace by the trailing value', () => {
    const { engine } = setupEngine();
    const order = accepted(
      plan(engine, {
        side: 'SELL',
        kind: 'trailing',
        execution: 'market',
        qty: '1',
        trailingValue: '2',
      }),
    );
    expect(order).toMatchObject({
      planType: 4,
      stopOrderType: 'TrailingStop',
      trailingValue: '2.00',
    });
    expect(engine.order('alice', order.orderId)?.triggerPrice).toBe('98.00');
    printAt(engine, '105');
    expect(engine.order('alice', order.orderId)?.triggerPrice).toBe('103.00');
    limit(engine, 'carol', 'BUY', '102.5', '1');
    printAt(engine, '103.01', 'SELL');
    expect(status(engine, order.orderId)).toBe('ORDER_NEW');
    printAt(engine, '103', 'SELL');
    expect(status(engine, order.orderId)).toBe('ORDER_FILLED');
    expect(engine.orderHistory('alice')[0]).toMatchObject({
      type: 'MARKET',
      status: 'FILLED',
      executedQty: '1.000',
    });
  });

  it('waits for its activation price, then fires on a retrace by the percentage', () => {
    const { engine } = setupEngine();
    const order = accepted(
      plan(engine, {
        side: 'SELL',
        kind: 'trailing',
        execution: 'market',
        qty: '1',
        activationPrice: '105',
        trailingPercentage: '5',
      }),
    );
    expect(order).toMatchObject({
      planType: 5,
      stopOrderType: 'TrailingProfit',
      activationPrice: '105.00',
    });
    printAt(engine, '104');
    expect(engine.order('alice', order.orderId)?.triggerPrice).toBeUndefined();
    printAt(engine, '105');
    expect(engine.order('alice', order.orderId)?.triggerPrice).toBe('99.75');
    printAt(engine, '110');
    expect(engine.order('alice', order.orderId)?.triggerPrice).toBe('104.50');
    printAt(engine, '104.51', 'SELL');
    expect(status(engine, order.orderId)).toBe('ORDER_NEW');
    printAt(engine, '104.5', 'SELL');
    expect(status(engine, order.orderId)).toBe('ORDER_FILLED');
  });

  it('tracks the lowest price for a buy, holding for the highest trigger it can reach', () => {
    const { engine, ledger } = setupEngine({ fees: { maker: '0', taker: '0' } });
    const order = accepted(
      plan(engine, {
        side: 'BUY',
        kind: 'trailing',
        execution: 'market',
        qty: '1',
        trailingPercentage: '10',
      }),
    );
    expect(ledger.balance('alice', 'USDT').held).toBe('115.5');
    printAt(engine, '90', 'SELL');
    expect(engine.order('alice', order.orderId)?.triggerPrice).toBe('99.00');
    limit(engine, 'bob', 'SELL', '99.5', '1');
    printAt(engine, '98.99');
    expect(status(engine, order.orderId)).toBe('ORDER_NEW');
    printAt(engine, '99');
    expect(status(engine, order.orderId)).toBe('ORDER_FILLED');
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '999900.5', held: '0' });
  });

  it('changes its trail on modify', () => {
    const { engine } = setupEngine();
    const order = accepted(
      plan(engine, {
        side: 'SELL',
        kind: 'trailing',
        execution: 'market',
        qty: '1',
        trailingValue: '2',
      }),
    );
    const changed = engine.modifyPlanOrder(
      { userId: 'alice', orderId: order.orderId, trailingValue: '5' },
      T0,
    );
    expect(accepted(changed)).toMatchObject({ trailingValue: '5.00', triggerPrice: '95.00' });
  });
});

describe('cancel-all of plan orders', () => {
  it('cancels only the asked plan types of the asked symbols', () => {
    const { engine } = setupEngine();
    const conditional = accepted(
      plan(engine, {
        side: 'BUY',
        kind: 'conditional',
        execution: 'limit',
        triggerPrice: '101',
        price: '101',
        qty: '1',
      }),
    );
    const stop = accepted(
      plan(engine, {
        side: 'SELL',
        kind: 'stopLimit',
        execution: 'limit',
        triggerPrice: '99',
        price: '99',
        qty: '1',
      }),
    );
    const result = engine.cancelAllPlanOrders(
      { userId: 'alice', symbolIds: ['TESTUSDT'], planTypes: [8] },
      T0,
    );
    expect(result.orders.map((o) => o.orderId)).toEqual([stop.orderId]);
    expect(engine.openPlanOrders('alice').map((o) => o.orderId)).toEqual([conditional.orderId]);
    engine.cancelAllPlanOrders({ userId: 'alice' }, T0);
    expect(engine.openPlanOrders('alice')).toEqual([]);
  });
});
