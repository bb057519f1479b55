import { T0, accepted, setupEngine } from '../testing/engine-fixture';
import type { Engine } from './engine';
import type { EngineEvent, FillEvent, OrderSide } from './types';

function limit(
  engine: Engine,
  userId: string,
  side: OrderSide,
  price: string,
  qty: string,
  symbolId = 'TESTUSDT',
) {
  return engine.placeOrder({ userId, symbolId, side, type: 'LIMIT', price, qty }, T0);
}

function makersFilled(events: readonly EngineEvent[]): string[] {
  return events
    .filter((e): e is FillEvent => e.type === 'fill')
    .map((f) => `${f.maker.userId} ${f.qty}`);
}

describe('modify', () => {
  it('puts an order whose price changed at the back of its new level', () => {
    const { engine } = setupEngine();
    const alice = accepted(limit(engine, 'alice', 'SELL', '101', '1'));
    accepted(limit(engine, 'bob', 'SELL', '101.01', '1'));
    const moved = engine.modifyOrder(
      { userId: 'alice', orderId: alice.orderId, price: '101.01' },
      T0,
    );
    expect(accepted(moved)).toMatchObject({ price: '101.01', status: 'NEW' });
    const taker = limit(engine, 'carol', 'BUY', '101.01', '1');
    expect(makersFilled(taker.events)).toEqual(['bob 1.000']);
  });

  it('keeps the queue position of an order whose quantity went down', () => {
    const { engine, ledger } = setupEngine();
    const alice = accepted(limit(engine, 'alice', 'SELL', '101', '2'));
    accepted(limit(engine, 'bob', 'SELL', '101', '1'));
    accepted(engine.modifyOrder({ userId: 'alice', orderId: alice.orderId, qty: '1' }, T0));
    expect(ledger.balance('alice', 'TEST')).toEqual({ free: '9999', held: '1' });
    const taker = limit(engine, 'carol', 'BUY', '101', '1');
    expect(makersFilled(taker.events)).toEqual(['alice 1.000']);
  });

  it('puts an order whose quantity went up at the back', () => {
    const { engine } = setupEngine();
    const alice = accepted(limit(engine, 'alice', 'SELL', '101', '1'));
    accepted(limit(engine, 'bob', 'SELL', '101', '1'));
    accepted(engine.modifyOrder({ userId: 'alice', orderId: alice.orderId, qty: '2' }, T0));
    const taker = limit(engine, 'carol', 'BUY', '101', '1');
    expect(makersFilled(taker.events)).toEqual(['bob 1.000']);
  });

  it('refuses a quantity below the executed one and completes an order set to it', () => {
    const { engine, ledger } = setupEngine();
    const alice = accepted(limit(engine, 'alice', 'BUY', '100', '2'));
    accepted(limit(engine, 'bob', 'SELL', '100', '1'));
    const below = engine.modifyOrder({ userId: 'alice', orderId: alice.orderId, qty: '0.5' }, T0);
    expect(below).toMatchObject({ kind: 'rejected', reason: 'MODIFY_QTY_BELOW_EXECUTED' });
    expect(engine.order('alice', alice.orderId)).toMatchObject({
      origQty: '2.000',
      status: 'PARTIALLY_FILLED',
    });
    const done = engine.modifyOrder({ userId: 'alice', orderId: alice.orderId, qty: '1' }, T0);
    expect(accepted(done)).toMatchObject({
      status: 'FILLED',
      origQty: '1.000',
      executedQty: '1.000',
    });
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '999900', held: '0' });
  });

  it('trades at once when the new price crosses', () => {
    const { engine } = setupEngine();
    const alice = accepted(limit(engine, 'alice', 'BUY', '99', '1'));
    accepted(limit(engine, 'bob', 'SELL', '100', '1'));
    const crossed = engine.modifyOrder(
      { userId: 'alice', orderId: alice.orderId, price: '100' },
      T0,
    );
    expect(accepted(crossed)).toMatchObject({ status: 'FILLED', executedQty: '1.000' });
    expect(makersFilled(crossed.events)).toEqual(['bob 1.000']);
  });

  it('holds more for a higher buy price and refuses it, unchanged, when funds are short', () => {
    const { engine, ledger } = setupEngine({ fund: false });
    ledger.deposit('dave', 'USDT', '150');
    const order = accepted(
      engine.placeOrder(
        {
          userId: 'dave',
          symbolId: 'TESTUSDT',
          side: 'BUY',
          type: 'LIMIT',
          price: '100',
          qty: '1',
        },
        T0,
      ),
    );
    accepted(engine.modifyOrder({ userId: 'dave', orderId: order.orderId, price: '120' }, T0));
    expect(ledger.balance('dave', 'USDT')).toEqual({ free: '30', held: '120' });
    const short = engine.modifyOrder({ userId: 'dave', orderId: order.orderId, price: '160' }, T0);
    expect(short).toMatchObject({ kind: 'rejected', reason: 'INSUFFICIENT_BALANCE' });
    expect(engine.order('dave', order.orderId)?.price).toBe('120.00');
    expect(ledger.balance('dave', 'USDT')).toEqual({ free: '30', held: '120' });
  });

  it('finds the order by client order id', () => {
    const { engine } = setupEngine();
    accepted(
      engine.placeOrder(
        {
          userId: 'alice',
          symbolId: 'TESTUSDT',
          clientOrderId: 'c-1',
          side: 'BUY',
          type: 'LIMIT',
          price: '99',
          qty: '1',
        },
        T0,
      ),
    );
    const changed = engine.modifyOrder({ userId: 'alice', clientOrderId: 'c-1', price: '98' }, T0);
    expect(accepted(changed)).toMatchObject({ clientOrderId: 'c-1', price: '98.00' });
    expect(
      engine.modifyOrder({ userId: 'bob', clientOrderId: 'c-1', price: '97' }, T0),
    ).toMatchObject({
      kind: 'rejected',
      reason: 'ORDER_NOT_FOUND',
    });
  });
});

describe('cancel', () => {
  it('cancels an open order and releases what it held', () => {
    const { engine, ledger } = setupEngine();
    const order = accepted(limit(engine, 'alice', 'BUY', '99', '1'));
    expect(ledger.balance('alice', 'USDT').held).toBe('99');
    const result = engine.cancelOrder({ userId: 'alice', orderId: order.orderId }, T0);
    expect(accepted(result).status).toBe('CANCELED');
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '1000000', held: '0' });
    expect(engine.book('TESTUSDT')?.bids.count).toBe(0);
    expect(engine.openOrders('alice')).toEqual([]);
    expect(engine.cancelOrder({ userId: 'alice', orderId: order.orderId }, T0)).toMatchObject({
      kind: 'rejected',
      reason: 'ORDER_NOT_ACTIVE',
    });
  });

  it('ends a partly filled order as PARTIALLY_FILLED_CANCELED', () => {
    const { engine, ledger } = setupEngine();
    const order = accepted(limit(engine, 'alice', 'SELL', '101', '2'));
    accepted(limit(engine, 'bob', 'BUY', '101', '0.5'));
    const result = engine.cancelOrder({ userId: 'alice', clientOrderId: order.clientOrderId }, T0);
    expect(accepted(result)).toMatchObject({
      status: 'PARTIALLY_FILLED_CANCELED',
      executedQty: '0.500',
    });
    expect(ledger.balance('alice', 'TEST')).toEqual({ free: '9999.5', held: '0' });
  });

  it('cancels all of a user’s orders of one symbol, then of every pair', () => {
    const { engine, ledger } = setupEngine();
    accepted(limit(engine, 'alice', 'BUY', '99', '1'));
    accepted(limit(engine, 'alice', 'SELL', '101', '1'));
    accepted(limit(engine, 'alice', 'BUY', '99', '1', 'ETCUSDT'));
    const other = accepted(limit(engine, 'bob', 'BUY', '98', '1'));
    const bySymbol = engine.cancelAllOrders({ userId: 'alice', symbolIds: ['TESTUSDT'] }, T0);
    expect(bySymbol.orders.map((o) => [o.symbolId, o.status])).toEqual([
      ['TESTUSDT', 'CANCELED'],
      ['TESTUSDT', 'CANCELED'],
    ]);
    expect(engine.openOrders('alice').map((o) => o.symbolId)).toEqual(['ETCUSDT']);
    const all = engine.cancelAllOrders({ userId: 'alice' }, T0);
    expect(all.orders.map((o) => o.symbolId)).toEqual(['ETCUSDT']);
    expect(engine.openOrders('alice')).toEqual([]);
    expect(engine.openOrders('bob').map((o) => o.orderId)).toEqual([other.orderId]);
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '1000000', held: '0' });
  });
});
