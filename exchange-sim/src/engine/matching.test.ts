import { T0, accepted, maker, setupEngine, ticks } from '../testing/engine-fixture';
import type { Engine } from './engine';
import type { EngineEvent, FillEvent, PlaceOrderCommand } from './types';

type Limit = Omit<PlaceOrderCommand, 'type' | 'symbolId'> & { symbolId?: string };

function limit(engine: Engine, cmd: Limit) {
  return engine.placeOrder({ symbolId: 'TESTUSDT', type: 'LIMIT', ...cmd }, T0);
}

function market(engine: Engine, cmd: Omit<Limit, 'price'>) {
  return engine.placeOrder({ symbolId: 'TESTUSDT', type: 'MARKET', ...cmd }, T0);
}

function fills(events: readonly EngineEvent[]): FillEvent[] {
  return events.filter((e): e is FillEvent => e.type === 'fill');
}

describe('price-time priority', () => {
  it('fills two orders at one price in arrival order', () => {
    const { engine } = setupEngine();
    const first = accepted(
      limit(engine, { userId: 'alice', side: 'SELL', price: '101', qty: '1' }),
    );
    const second = accepted(limit(engine, { userId: 'bob', side: 'SELL', price: '101', qty: '1' }));
    const taker = limit(engine, { userId: 'carol', side: 'BUY', price: '101', qty: '1.5' });
    expect(fills(taker.events).map((f) => [f.maker.orderId, f.qty])).toEqual([
      [first.orderId, '1.000'],
      [second.orderId, '0.500'],
    ]);
    expect(engine.order('alice', first.orderId)?.status).toBe('FILLED');
    expect(engine.order('bob', second.orderId)).toMatchObject({
      status: 'PARTIALLY_FILLED',
      executedQty: '0.500',
    });
  });

  it('fills a better price first, whatever arrived earlier', () => {
    const { engine } = setupEngine();
    accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '101', qty: '1' }));
    const better = accepted(
      limit(engine, { userId: 'bob', side: 'SELL', price: '100.5', qty: '1' }),
    );
    const taker = limit(engine, { userId: 'carol', side: 'BUY', price: '101', qty: '1' });
    expect(fills(taker.events).map((f) => [f.maker.orderId, f.price])).toEqual([
      [better.orderId, '100.50'],
    ]);
  });

  it('queues a user order behind the market maker quote already at its price', () => {
    const { engine } = setupEngine();
    maker(engine, (desk) => desk.quote('ask', ticks('101'), 1000));
    const user = accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '101', qty: '1' }));
    const taker = limit(engine, { userId: 'carol', side: 'BUY', price: '101', qty: '1.5' });
    expect(fills(taker.events).map((f) => [f.maker.userId, f.qty])).toEqual([
      ['mm', '1.000'],
      ['alice', '0.500'],
    ]);
    expect(engine.order('alice', user.orderId)?.executedQty).toBe('0.500');
  });
});

describe('limit orders', () => {
  it('fills partially, rests the rest and reports the level', () => {
    const { engine } = setupEngine();
    const sell = accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '101', qty: '2' }));
    const buy = limit(engine, { userId: 'bob', side: 'BUY', price: '101', qty: '0.5' });
    expect(accepted(buy)).toMatchObject({ status: 'FILLED', executedQty: '0.500' });
    expect(engine.order('alice', sell.orderId)).toMatchObject({
      status: 'PARTIALLY_FILLED',
      executedQty: '0.500',
      origQty: '2.000',
    });
    expect(buy.events).toContainEqual({
      type: 'bookLevel',
      symbolId: 'TESTUSDT',
      side: 'ask',
      price: '101.00',
      size: '1.500',
    });
    expect(engine.book('TESTUSDT')?.asks.get(ticks('101'))).toBe(1500);
  });

  it('holds price × quantity for a buy and the quantity for a sell', () => {
    const { engine, ledger } = setupEngine();
    accepted(limit(engine, { userId: 'alice', side: 'BUY', price: '99.5', qty: '2' }));
    accepted(limit(engine, { userId: 'bob', side: 'SELL', price: '101', qty: '3' }));
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '999801', held: '199' });
    expect(ledger.balance('bob', 'TEST')).toEqual({ free: '9997', held: '3' });
  });

  it('gives a buy that fills below its price the difference back and takes fees from what each side receives', () => {
    const { engine, ledger } = setupEngine();
    accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '101', qty: '1' }));
    const buy = limit(engine, { userId: 'bob', side: 'BUY', price: '102', qty: '1' });
    const [fill] = fills(buy.events);
    expect(fill).toMatchObject({
      price: '101.00',
      qty: '1.000',
      amount: '101',
      taker: { userId: 'bob', side: 'BUY', isMaker: false, fee: '0.002', feeToken: 'TEST' },
      maker: { userId: 'alice', side: 'SELL', isMaker: true, fee: '0.101', feeToken: 'USDT' },
    });
    expect(ledger.callsOf('bob')).toEqual([
      'hold USDT 102',
      'spendHeld USDT 101',
      'release USDT 1',
      'credit TEST 0.998',
    ]);
    expect(ledger.balance('bob', 'USDT')).toEqual({ free: '999899', held: '0' });
    expect(ledger.balance('bob', 'TEST')).toEqual({ free: '10000.998', held: '0' });
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '1000100.899', held: '0' });
    expect(ledger.balance('alice', 'TEST')).toEqual({ free: '9999', held: '0' });
  });

  it('adds 0.1 and 0.2 exactly', () => {
    const { engine, ledger } = setupEngine();
    const cmd = { userId: 'alice', symbolId: 'ETCUSDT', side: 'SELL' as const, price: '1' };
    accepted(limit(engine, { ...cmd, qty: '0.1' }));
    accepted(limit(engine, { ...cmd, qty: '0.2' }));
    accepted(
      limit(engine, { userId: 'bob', symbolId: 'ETCUSDT', side: 'BUY', price: '1', qty: '0.3' }),
    );
    expect(ledger.balance('bob', 'USDT')).toEqual({ free: '999999.7', held: '0' });
    expect(ledger.balance('bob', 'ETC')).toEqual({ free: '10000.2994', held: '0' });
    expect(ledger.balance('alice', 'USDT')).toEqual({ free: '1000000.2997', held: '0' });
  });

  it('cancels the rest of an IOC order and releases its funds', () => {
    const { engine, ledger } = setupEngine();
    accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '101', qty: '0.4' }));
    const ioc = limit(engine, {
      userId: 'bob',
      side: 'BUY',
      price: '101',
      qty: '1',
      timeInForce: 'IOC',
    });
    expect(accepted(ioc)).toMatchObject({
      status: 'PARTIALLY_FILLED_CANCELED',
      executedQty: '0.400',
    });
    expect(ledger.balance('bob', 'USDT')).toEqual({ free: '999959.6', held: '0' });
    expect(engine.book('TESTUSDT')?.bids.count).toBe(0);
    const none = limit(engine, {
      userId: 'bob',
      side: 'BUY',
      price: '100',
      qty: '1',
      timeInForce: 'IOC',
    });
    expect(accepted(none)).toMatchObject({ status: 'CANCELED', executedQty: '0.000' });
  });

  it('rejects a post-only order that would take, and rests one that would not', () => {
    const { engine, ledger } = setupEngine();
    accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '101', qty: '1' }));
    const taking = limit(engine, {
      userId: 'bob',
      side: 'BUY',
      price: '101',
      qty: '1',
      timeInForce: 'POST_ONLY',
    });
    expect(taking).toMatchObject({
      kind: 'rejected',
      reason: 'POST_ONLY_WOULD_TAKE',
      code: 170150,
      order: { status: 'REJECTED', executedQty: '0.000' },
    });
    expect(fills(taking.events)).toEqual([]);
    expect(ledger.balance('bob', 'USDT')).toEqual({ free: '1000000', held: '0' });
    const resting = limit(engine, {
      userId: 'bob',
      side: 'BUY',
      price: '100.99',
      qty: '1',
      timeInForce: 'POST_ONLY',
    });
    expect(accepted(resting).status).toBe('NEW');
    expect(engine.book('TESTUSDT')?.bids.best()).toBe(ticks('100.99'));
  });
});

describe('market orders', () => {
  it('buys a base quantity across levels, holding exactly what the asks cost', () => {
    const { engine, ledger } = setupEngine({ fees: { maker: '0', taker: '0' } });
    accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '100.01', qty: '0.3' }));
    accepted(limit(engine, { userId: 'bob', side: 'SELL', price: '100.03', qty: '0.5' }));
    const buy = market(engine, { userId: 'carol', side: 'BUY', qty: '0.6' });
    expect(accepted(buy)).toMatchObject({ status: 'FILLED', executedQty: '0.600', price: '0' });
    expect(ledger.callsOf('carol')).toEqual([
      'hold USDT 60.012',
      'spendHeld USDT 30.003',
      'credit TEST 0.3',
      'spendHeld USDT 30.009',
      'credit TEST 0.3',
    ]);
  });

  it('spends a quote amount that prices do not divide, truncating the quantity and releasing the rest', () => {
    const { engine, ledger } = setupEngine({ fees: { maker: '0', taker: '0' } });
    accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '33.33', qty: '10' }));
    const buy = market(engine, {
      userId: 'carol',
      side: 'BUY',
      marketUnit: 'quoteCoin',
      amount: '100.1',
    });
    expect(accepted(buy)).toMatchObject({
      status: 'FILLED',
      executedQty: '3.003',
      origQty: '3.003',
      amount: '100.1',
      marketUnit: 'quoteCoin',
    });
    expect(ledger.callsOf('carol')).toEqual([
      'hold USDT 100.1',
      'spendHeld USDT 100.08999',
      'credit TEST 3.003',
      'release USDT 0.01001',
    ]);
    expect(ledger.balance('carol', 'USDT')).toEqual({ free: '999899.91001', held: '0' });
  });

  it('sells for a quote amount, holding the base the bids need', () => {
    const { engine, ledger } = setupEngine({ fees: { maker: '0', taker: '0' } });
    accepted(limit(engine, { userId: 'alice', side: 'BUY', price: '100', qty: '0.5' }));
    const sell = market(engine, {
      userId: 'carol',
      side: 'SELL',
      marketUnit: 'quoteCoin',
      amount: '30.05',
    });
    expect(accepted(sell)).toMatchObject({ status: 'FILLED', executedQty: '0.300' });
    expect(ledger.callsOf('carol')).toEqual([
      'hold TEST 0.3',
      'spendHeld TEST 0.3',
      'credit USDT 30',
    ]);
  });

  it('stops at the 5 % slippage limit and cancels the rest', () => {
    const { engine, ledger } = setupEngine({ fees: { maker: '0', taker: '0' } });
    accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '100', qty: '0.1' }));
    accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '105.01', qty: '5' }));
    const buy = market(engine, { userId: 'carol', side: 'BUY', qty: '1' });
    expect(accepted(buy)).toMatchObject({
      status: 'PARTIALLY_FILLED_CANCELED',
      executedQty: '0.100',
    });
    expect(ledger.balance('carol', 'USDT')).toEqual({ free: '999990', held: '0' });
    const sell = market(engine, { userId: 'carol', side: 'SELL', qty: '1' });
    expect(accepted(sell)).toMatchObject({ status: 'CANCELED', executedQty: '0.000' });
    expect(ledger.balance('carol', 'TEST')).toEqual({ free: '10000.1', held: '0' });
  });

  it('cancels a market order that meets an empty book without touching funds', () => {
    const { engine, ledger } = setupEngine();
    const buy = market(engine, { userId: 'carol', side: 'BUY', qty: '1' });
    expect(accepted(buy).status).toBe('CANCELED');
    expect(ledger.callsOf('carol')).toEqual([]);
  });
});

describe('events', () => {
  it('are plain JSON data, the same after a JSON round trip', () => {
    const { engine, events } = setupEngine();
    accepted(limit(engine, { userId: 'alice', side: 'SELL', price: '101', qty: '1' }));
    accepted(limit(engine, { userId: 'bob', side: 'BUY', price: '101', qty: '0.5' }));
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
    expect(events.map((e) => e.type)).toEqual([
      'order',
      'bookLevel',
      'transfers',
      'fill',
      'trade',
      'order',
      'order',
      'bookLevel',
      'transfers',
    ]);
  });

  it('reach every listener with what the command returned', () => {
    const { engine } = setupEngine();
    const seen: (readonly EngineEvent[])[] = [];
    const stop = engine.onEvents((batch) => seen.push(batch));
    const result = limit(engine, { userId: 'alice', side: 'SELL', price: '101', qty: '1' });
    stop();
    limit(engine, { userId: 'alice', side: 'SELL', price: '102', qty: '1' });
    expect(seen).toEqual([result.events]);
  });
});
