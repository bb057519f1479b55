import { T0, accepted, printAt, setupEngine } from '../testing/engine-fixture';
import type { EngineSetup } from '../testing/engine-fixture';
import type { Engine } from './engine';
import { engineJournalModule, toJournalRecords } from './journal-records';
import type {
  EngineEvent,
  OcoLegSpec,
  OrderEvent,
  OrderSide,
  PlaceOrderCommand,
  TimeInForce,
} from './types';

const TP: OcoLegSpec = { triggerPrice: '110', execution: 'market' };
const SL: OcoLegSpec = { triggerPrice: '95', execution: 'limit', price: '94.5' };

function order(
  engine: Engine,
  fields: Partial<PlaceOrderCommand> & { side?: OrderSide; timeInForce?: TimeInForce } = {},
) {
  return engine.placeOrder(
    {
      userId: 'alice',
      symbolId: 'TESTUSDT',
      side: 'BUY',
      type: 'LIMIT',
      price: '100',
      qty: '1',
      takeProfit: TP,
      stopLoss: SL,
      ...fields,
    },
    T0,
  );
}

/** Bob's limit order on the other side: it fills alice's resting order (up to `qty`). */
function counter(engine: Engine, side: OrderSide, qty: string, price = '100') {
  return accepted(
    engine.placeOrder({ userId: 'bob', symbolId: 'TESTUSDT', side, type: 'LIMIT', price, qty }, T0),
  );
}

/** The last journaled state of an ordinary order. */
function stateOf(events: readonly EngineEvent[], orderId: string): OrderEvent['state'] | undefined {
  const found = events.filter(
    (e): e is OrderEvent => e.type === 'order' && e.order.orderId === orderId,
  );
  return found.at(-1)?.state;
}

function replay(events: readonly EngineEvent[]): EngineSetup {
  const fresh = setupEngine();
  const module = engineJournalModule(fresh.engine);
  for (const line of toJournalRecords(events, T0)) {
    module.apply(JSON.parse(JSON.stringify(line)) as { t: string });
  }
  fresh.engine.finishRestore();
  return fresh;
}

describe('TP/SL attached to a limit order', () => {
  it('waits while the order works: no plan order, the attachment pending', () => {
    const { engine, events } = setupEngine();
    const parent = accepted(order(engine));
    expect(parent).toMatchObject({ type: 'LIMIT', status: 'NEW' });
    expect(engine.openPlanOrders('alice')).toEqual([]);
    expect(stateOf(events, parent.orderId)?.tpsl).toEqual({
      takeProfit: { triggerPrice: '110.00', execution: 'market' },
      stopLoss: { triggerPrice: '95.00', execution: 'limit', price: '94.50' },
      status: 'pending',
    });
  });

  it('places a TPSL pair (plan type 11) on the other side once the order fills', () => {
    const { engine, events, ledger } = setupEngine();
    const parent = accepted(order(engine));
    counter(engine, 'SELL', '1');
    expect(engine.order('alice', parent.orderId)?.status).toBe('FILLED');
    const legs = engine.openPlanOrders('alice');
    expect(legs).toEqual([
      expect.objectContaining({
        clientOrderId: `tpsl-sl-${parent.orderId}`,
        side: 'SELL',
        planType: 11,
        type: 'CONDITIONAL_LIMIT',
        triggerPrice: '95.00',
        price: '94.50',
        // The 1 TEST bought less its maker fee (0.001): what arrived.
        origQty: '0.999',
        status: 'ORDER_NEW',
      }),
      expect.objectContaining({
        clientOrderId: `tpsl-tp-${parent.orderId}`,
        side: 'SELL',
        planType: 11,
        type: 'CONDITIONAL_MARKET',
        triggerPrice: '110.00',
        origQty: '0.999',
      }),
    ]);
    expect(engine.openPlanOrders('alice', 'TESTUSDT', 11)).toHaveLength(2);
    expect(stateOf(events, parent.orderId)?.tpsl).toMatchObject({
      status: 'placed',
      legIds: legs.map((l) => l.orderId).reverse(),
    });
    // One hold for both legs: the base they sell.
    expect(ledger.balance('alice', 'TEST').held).toBe('0.999');
  });

  it('fires one leg on the last price and cancels the other', () => {
    const { engine } = setupEngine();
    const parent = accepted(order(engine));
    counter(engine, 'SELL', '1');
    const [sl, tp] = engine.openPlanOrders('alice');
    printAt(engine, '109.99');
    expect(engine.order('alice', tp?.orderId ?? '')?.status).toBe('ORDER_NEW');
    printAt(engine, '110');
    expect(engine.order('alice', tp?.orderId ?? '')?.status).toBe('ORDER_FILLED');
    expect(engine.order('alice', sl?.orderId ?? '')?.status).toBe('ORDER_CANCELED');
    expect(engine.openPlanOrders('alice')).toEqual([]);
    const child = engine.orderByClientId('alice', `trig-${tp?.orderId ?? ''}`);
    expect(child).toMatchObject({ type: 'MARKET', side: 'SELL', origQty: '0.999' });
    expect(engine.order('alice', parent.orderId)?.status).toBe('FILLED');
  });

  it('fires the stop-loss on a fall, placing its limit sell', () => {
    const { engine } = setupEngine();
    accepted(order(engine));
    counter(engine, 'SELL', '1');
    const [sl, tp] = engine.openPlanOrders('alice');
    printAt(engine, '95', 'SELL');
    expect(engine.order('alice', sl?.orderId ?? '')?.status).toBe('ORDER_FILLED');
    expect(engine.order('alice', tp?.orderId ?? '')?.status).toBe('ORDER_CANCELED');
    expect(engine.openOrders('alice')).toEqual([
      expect.objectContaining({ side: 'SELL', type: 'LIMIT', price: '94.50' }),
    ]);
  });

  it('fires a leg at once when the fill already passed its trigger, each leg its own way', () => {
    // A buy at 100 that takes an ask at 93: the last price (93) is already below the stop-loss
    // trigger (95), so the stop-loss sells at once; it must not wait for a rise to 95.
    const buy = setupEngine();
    counter(buy.engine, 'SELL', '1', '93');
    accepted(order(buy.engine));
    const sold = buy.engine.planOrderHistory('alice');
    expect(sold.map((l) => [l.clientOrderId.slice(0, 7), l.status])).toEqual([
      ['tpsl-sl', 'ORDER_FILLED'],
      ['tpsl-tp', 'ORDER_CANCELED'],
    ]);
    expect(buy.engine.openOrders('alice')).toEqual([
      expect.objectContaining({ side: 'SELL', type: 'LIMIT', price: '94.50' }),
    ]);
    // A sell at 100 that takes a bid at 108: already above the buy-back stop-loss (105).
    const sell = setupEngine();
    counter(sell.engine, 'BUY', '1', '108');
    accepted(order(sell.engine, { side: 'SELL', takeProfit: TP90, stopLoss: SL105 }));
    expect(sell.engine.openPlanOrders('alice')).toEqual([]);
    const bought = sell.engine.planOrderHistory('alice');
    expect(bought.map((l) => [l.clientOrderId.slice(0, 7), l.status])).toEqual([
      ['tpsl-sl', 'ORDER_FILLED'],
      ['tpsl-tp', 'ORDER_CANCELED'],
    ]);
    // A leg not yet passed waits for its own direction: the buy's take-profit for a rise.
    const waits = setupEngine();
    counter(waits.engine, 'SELL', '1', '96');
    accepted(order(waits.engine));
    const [sl, tp] = waits.engine.openPlanOrders('alice');
    printAt(waits.engine, '95.01', 'SELL');
    expect(waits.engine.order('alice', sl?.orderId ?? '')?.status).toBe('ORDER_NEW');
    printAt(waits.engine, '95', 'SELL');
    expect(waits.engine.order('alice', sl?.orderId ?? '')?.status).toBe('ORDER_FILLED');
    expect(waits.engine.order('alice', tp?.orderId ?? '')?.status).toBe('ORDER_CANCELED');
  });

  it('drops the attachment when the order is cancelled before any fill', () => {
    const { engine, events, ledger } = setupEngine();
    const parent = accepted(order(engine));
    accepted(engine.cancelOrder({ userId: 'alice', orderId: parent.orderId }, T0));
    expect(engine.openPlanOrders('alice')).toEqual([]);
    expect(engine.planOrderHistory('alice')).toEqual([]);
    expect(stateOf(events, parent.orderId)?.tpsl?.status).toBe('canceled');
    counter(engine, 'SELL', '1');
    expect(engine.openPlanOrders('alice')).toEqual([]);
    expect(ledger.balance('alice', 'TEST').held).toBe('0');
  });

  it('places the legs on the filled part when a partly filled order is cancelled', () => {
    const { engine } = setupEngine();
    const parent = accepted(order(engine, { qty: '2' }));
    counter(engine, 'SELL', '0.5');
    expect(engine.openPlanOrders('alice')).toEqual([]);
    accepted(engine.cancelOrder({ userId: 'alice', orderId: parent.orderId }, T0));
    expect(engine.order('alice', parent.orderId)?.status).toBe('PARTIALLY_FILLED_CANCELED');
    // 0.5 less its maker fee (0.0005), cut to the lot.
    expect(engine.openPlanOrders('alice').map((l) => l.origQty)).toEqual(['0.499', '0.499']);
  });

  it('places the legs of an IOC order that fills at once, in the same operation', () => {
    const { engine } = setupEngine();
    counter(engine, 'SELL', '0.25', '99');
    const result = order(engine, { timeInForce: 'IOC' });
    expect(result.kind).toBe('accepted');
    if (result.kind !== 'accepted') return;
    expect(result.order.status).toBe('PARTIALLY_FILLED_CANCELED');
    const legs = result.events.filter((e) => e.type === 'planOrder');
    expect(legs).toHaveLength(2);
    // 0.25 less its taker fee (0.0005), cut to the lot.
    expect(engine.openPlanOrders('alice').map((l) => l.origQty)).toEqual(['0.249', '0.249']);
  });

  it('sizes a buy’s legs by the base it received when it has no other', () => {
    const { engine, ledger } = setupEngine();
    ledger.deposit('dave', 'USDT', '1000');
    accepted(order(engine, { userId: 'dave' }));
    counter(engine, 'SELL', '1');
    // Maker fee 0.001 of the 1 TEST bought: 0.999 arrived.
    expect(engine.openPlanOrders('dave').map((l) => l.origQty)).toEqual(['0.999', '0.999']);
    expect(ledger.balance('dave', 'TEST')).toEqual({ free: '0', held: '0.999' });
  });

  it('sizes a buy’s legs by the base it received even when other base is free', () => {
    // Alice holds 10,000 TEST besides: the legs still sell only what this buy brought in, the
    // fees of its fills taken off (maker 0.001 on 0.5, taker 0.002 on 0.5: 0.9985, cut to lots).
    const live = setupEngine();
    const parent = accepted(order(live.engine));
    counter(live.engine, 'SELL', '0.5');
    // Replayed here, the fee of the first fill must survive a restart.
    const restored = replay(live.events);
    for (const { engine } of [live, restored]) {
      // Bob's ask at 101 rests; repriced to 101, alice's rest takes it.
      counter(engine, 'SELL', '0.5', '101');
      accepted(engine.modifyOrder({ userId: 'alice', orderId: parent.orderId, price: '101' }, T0));
      expect(engine.order('alice', parent.orderId)?.status).toBe('FILLED');
      expect(engine.openPlanOrders('alice').map((l) => l.origQty)).toEqual(['0.998', '0.998']);
    }
    expect(restored.engine.snapshot()).toEqual(live.engine.snapshot());
  });

  it('gives a sell buy-back legs that hold quote: the larger need of the two', () => {
    const { engine, ledger } = setupEngine();
    accepted(order(engine, { side: 'SELL', takeProfit: TP90, stopLoss: SL105 }));
    counter(engine, 'BUY', '1');
    const legs = engine.openPlanOrders('alice');
    expect(legs.map((l) => [l.side, l.triggerPrice, l.origQty])).toEqual([
      ['BUY', '105.00', '1.000'],
      ['BUY', '90.00', '1.000'],
    ]);
    // The market stop-loss needs more: 1 × 105 × 1.05.
    expect(ledger.balance('alice', 'USDT').held).toBe('110.25');
  });

  it('cuts a sell’s legs to what the quote it received covers, or records a failure', () => {
    const { engine, events, ledger } = setupEngine();
    ledger.deposit('erin', 'TEST', '1.001');
    const cut = accepted(
      order(engine, { userId: 'erin', side: 'SELL', takeProfit: TP90, stopLoss: SL105 }),
    );
    counter(engine, 'BUY', '1');
    // Erin received 99.9 USDT; 0.906 × 105 × 1.05 = 99.8865 fits, 0.907 would not.
    expect(engine.openPlanOrders('erin').map((l) => l.origQty)).toEqual(['0.906', '0.906']);
    expect(stateOf(events, cut.orderId)?.tpsl?.status).toBe('placed');
    // 0.999 USDT more arrives for the next sale; a lot of its stop-loss needs 1.155.
    const none = accepted(
      order(engine, {
        userId: 'erin',
        side: 'SELL',
        price: '1000',
        qty: '0.001',
        takeProfit: undefined,
        stopLoss: { triggerPrice: '1100', execution: 'market' },
      }),
    );
    counter(engine, 'BUY', '0.001', '1000');
    expect(engine.order('erin', none.orderId)?.status).toBe('FILLED');
    expect(stateOf(events, none.orderId)?.tpsl?.status).toBe('failed');
    // The trade at 1000 fired the first pair's stop-loss (105); the second pair never came.
    expect(engine.openPlanOrders('erin')).toEqual([]);
  });

  it('drops the attachment of a post-only order rejected for taking', () => {
    const { engine } = setupEngine();
    counter(engine, 'SELL', '1');
    const result = order(engine, { timeInForce: 'POST_ONLY' });
    expect(result).toMatchObject({ kind: 'rejected', reason: 'POST_ONLY_WOULD_TAKE' });
    expect(engine.openPlanOrders('alice')).toEqual([]);
  });

  it('refuses bad attachments with a clear reason', () => {
    const { engine } = setupEngine();
    const cases: [Partial<PlaceOrderCommand>, string, string][] = [
      [{ type: 'MARKET', price: undefined }, 'ORDER_TYPE_UNSUPPORTED', 'limit order only'],
      [
        { takeProfit: { triggerPrice: '99', execution: 'market' } },
        'TPSL_TP_TRIGGER_SIDE',
        '99.00',
      ],
      [
        { stopLoss: { triggerPrice: '101', execution: 'market' } },
        'TPSL_SL_TRIGGER_SIDE',
        '101.00',
      ],
      [
        { side: 'SELL', takeProfit: { triggerPrice: '101', execution: 'market' } },
        'TPSL_TP_TRIGGER_SIDE',
        'sell at 100.00',
      ],
      [
        { takeProfit: { triggerPrice: '110.001', execution: 'market' } },
        'TRIGGER_PRICE_PRECISION',
        'triggerPrice',
      ],
      [
        { stopLoss: { triggerPrice: '95', execution: 'limit', price: '85.49' } },
        'PLAN_PRICE_OUT_OF_BAND',
        'sell at 85.49 with trigger 95.00',
      ],
      [{ stopLoss: { triggerPrice: '95', execution: 'limit' } }, 'PRICE_INVALID', 'stopLoss price'],
      [
        { takeProfit: { triggerPrice: '110', execution: 'stop' as 'market' } },
        'INVALID_PARAMETER',
        'takeProfit leg',
      ],
    ];
    for (const [fields, reason, detail] of cases) {
      const result = order(engine, fields);
      expect(result).toMatchObject({ kind: 'rejected', reason });
      if (result.kind === 'rejected') expect(result.message).toContain(detail);
    }
    expect(engine.orderHistory('alice')).toEqual([]);
  });

  it('refuses a new limit price that puts a pending leg on the wrong side', () => {
    const { engine } = setupEngine();
    const parent = accepted(order(engine));
    const moved = engine.modifyOrder(
      { userId: 'alice', orderId: parent.orderId, price: '110' },
      T0,
    );
    expect(moved).toMatchObject({ kind: 'rejected', reason: 'TPSL_TP_TRIGGER_SIDE' });
    accepted(engine.modifyOrder({ userId: 'alice', orderId: parent.orderId, price: '101' }, T0));
  });

  it('comes back after a restart: pending attachments still place, placed legs still fire', () => {
    const live = setupEngine();
    const placed = accepted(order(live.engine));
    counter(live.engine, 'SELL', '1');
    const pending = accepted(order(live.engine, { price: '98', qty: '2' }));
    const restored = replay(live.events);
    expect(restored.engine.snapshot()).toEqual(live.engine.snapshot());
    for (const setup of [live, restored]) counter(setup.engine, 'SELL', '2', '98');
    expect(restored.engine.snapshot()).toEqual(live.engine.snapshot());
    const legsOf = (engine: Engine, parentId: string) =>
      engine.openPlanOrders('alice').filter((l) => l.clientOrderId.endsWith(`-${parentId}`));
    expect(legsOf(restored.engine, pending.orderId)).toHaveLength(2);
    expect(legsOf(restored.engine, placed.orderId)).toHaveLength(2);
    for (const setup of [live, restored]) printAt(setup.engine, '110');
    expect(restored.engine.snapshot()).toEqual(live.engine.snapshot());
    expect(restored.ledger.balance('alice', 'TEST')).toEqual(live.ledger.balance('alice', 'TEST'));
    expect(restored.engine.openPlanOrders('alice')).toEqual([]);
  });
});

describe('spot-margin orders', () => {
  it('records isLeverage on the order and keeps it across a restart', () => {
    const live = setupEngine();
    const margin = accepted(order(live.engine, { isLeverage: true, takeProfit: undefined }));
    const spot = accepted(order(live.engine, { takeProfit: undefined, stopLoss: undefined }));
    expect(margin.isLeverage).toBe(true);
    expect(spot.isLeverage).toBeUndefined();
    const restored = replay(live.events);
    expect(restored.engine.order('alice', margin.orderId)?.isLeverage).toBe(true);
    expect(restored.engine.openOrders('alice')).toEqual(live.engine.openOrders('alice'));
  });

  it('refuses a flag that is not a boolean', () => {
    const { engine } = setupEngine();
    const result = order(engine, { isLeverage: 'yes' as unknown as boolean });
    expect(result).toMatchObject({ kind: 'rejected', reason: 'INVALID_PARAMETER' });
  });
});

const TP90: OcoLegSpec = { triggerPrice: '90', execution: 'limit', price: '90' };
const SL105: OcoLegSpec = { triggerPrice: '105', execution: 'market' };
