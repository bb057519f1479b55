import { makeOrder as orderOf, utaOf, withStatus } from '../testing/builders';
import type { Order, OrderStatus } from './order';
import { UTA_PLAN_TYPES, type UtaOrderStatus } from './uta-order';
import {
  OPEN_LIST_ACTION,
  applyOrderEvents,
  fromUtaOrder,
  sortedOrders,
  toOrderMap,
  type OpenOrderMap,
} from './open-orders';

const empty: OpenOrderMap = new Map();
const ids = (map: OpenOrderMap) => sortedOrders(map).map((o) => o.orderId);

describe('the ordinary order feed (spec 000 §4)', () => {
  const placed = orderOf({ orderId: 'a' });
  const listed = toOrderMap([placed]);

  it('adds a NEW order, once however often it comes', () => {
    const once = applyOrderEvents(empty, [placed]);
    expect(ids(applyOrderEvents(once, [placed]))).toEqual(['a']);
  });

  it('replaces a PARTIALLY_FILLED order already listed', () => {
    const part = withStatus(placed, 'PARTIALLY_FILLED', { executedQty: '0.004000' });
    const next = applyOrderEvents(listed, [part]);
    expect(next.get('a')).toEqual(part);
  });

  it('adds a PARTIALLY_FILLED order not listed yet', () => {
    const part = withStatus(placed, 'PARTIALLY_FILLED', { executedQty: '0.004000' });
    expect(ids(applyOrderEvents(empty, [part]))).toEqual(['a']);
  });

  it.each<OrderStatus>(['PARTIALLY_FILLED_CANCELED', 'FILLED', 'CANCELED', 'REJECTED'])(
    'removes a %s order',
    (status) => {
      expect(ids(applyOrderEvents(listed, [withStatus(placed, status)]))).toEqual([]);
    },
  );

  it('never winds a fill back when an older event arrives late', () => {
    const more = withStatus(placed, 'PARTIALLY_FILLED', { executedQty: '0.008000' });
    const less = withStatus(placed, 'PARTIALLY_FILLED', { executedQty: '0.002000' });
    const next = applyOrderEvents(listed, [more, less]);
    expect(next.get('a')?.executedQty).toBe('0.008000');
  });

  it('keeps the same map when nothing changed, so the store skips an update', () => {
    const unknown = withStatus(orderOf(), 'CANCELED');
    expect(applyOrderEvents(listed, [unknown])).toBe(listed);
  });

  it('refreshes a listed order on a pending status and ignores an unlisted one', () => {
    const pending = withStatus(placed, 'PENDING_CANCEL');
    expect(applyOrderEvents(listed, [pending]).get('a')?.status).toBe('PENDING_CANCEL');
    expect(applyOrderEvents(empty, [pending]).size).toBe(0);
  });

  it('drops the orders the list does not keep', () => {
    const eth = orderOf({ orderId: 'e', symbolId: 'ETHUSDT' });
    const next = applyOrderEvents(empty, [eth, placed], (o) => o.symbolId === 'BTCUSDT');
    expect(ids(next)).toEqual(['a']);
  });
});

describe.each([
  ['conditional', UTA_PLAN_TYPES.conditional],
  ['stop-limit', UTA_PLAN_TYPES.stopLimit],
  ['OCO', UTA_PLAN_TYPES.oco],
  ['TPSL', UTA_PLAN_TYPES.tpsl],
  ['trailing stop', UTA_PLAN_TYPES.trailingStop],
  ['trailing profit', UTA_PLAN_TYPES.trailingProfit],
])('the %s plan feed (spec 000 §4)', (_name, planType) => {
  const waiting = orderOf({ orderId: 'p', planType, status: 'ORDER_NEW', triggerPrice: '21000' });

  it('adds ORDER_NEW, and replaces it when the trigger moves', () => {
    const moved = { ...waiting, triggerPrice: '21500' };
    const next = applyOrderEvents(applyOrderEvents(empty, [waiting]), [moved]);
    expect(sortedOrders(next)).toEqual([moved]);
  });

  it.each<OrderStatus>(['ORDER_FILLED', 'ORDER_CANCELED', 'ORDER_REJECTED'])(
    'removes %s',
    (status) => {
      const next = applyOrderEvents(toOrderMap([waiting]), [withStatus(waiting, status)]);
      expect(next.size).toBe(0);
    },
  );
});

describe('the UTA feed mapped to internal statuses (spec 000 §4)', () => {
  // [UTA status, ordinary order, plan order]
  const table: [UtaOrderStatus, OrderStatus, OrderStatus][] = [
    ['Filled', 'FILLED', 'FILLED'],
    ['PartiallyFilledCanceled', 'PARTIALLY_FILLED_CANCELED', 'PARTIALLY_FILLED_CANCELED'],
    ['PartiallyFilled', 'PARTIALLY_FILLED', 'PARTIALLY_FILLED'],
    ['Deactivated', 'ORDER_CANCELED', 'ORDER_CANCELED'],
    ['Cancelled', 'CANCELED', 'ORDER_CANCELED'],
    ['Triggered', 'ORDER_FILLED', 'ORDER_FILLED'],
    ['Rejected', 'REJECTED', 'ORDER_REJECTED'],
    ['Untriggered', 'ORDER_NEW', 'ORDER_NEW'],
    ['New', 'NEW', 'NEW'],
  ];

  it.each(table)(
    '%s is %s for an ordinary order and %s for a plan order',
    (uta, ordinary, plan) => {
      expect(fromUtaOrder(utaOf(orderOf(), uta)).status).toBe(ordinary);
      for (const planType of Object.values(UTA_PLAN_TYPES)) {
        expect(fromUtaOrder(utaOf(orderOf({ planType }), uta)).status).toBe(plan);
      }
    },
  );

  it('lists a New order, then removes it when Cancelled', () => {
    const o = orderOf({ orderId: 'u' });
    const listed = applyOrderEvents(empty, [fromUtaOrder(utaOf(o, 'New'))]);
    expect(ids(listed)).toEqual(['u']);
    expect(applyOrderEvents(listed, [fromUtaOrder(utaOf(o, 'Cancelled'))]).size).toBe(0);
  });

  it('removes an OCO leg its triggered sibling deactivated', () => {
    const leg = orderOf({ orderId: 'leg', planType: UTA_PLAN_TYPES.oco, status: 'ORDER_NEW' });
    const next = applyOrderEvents(toOrderMap([leg]), [fromUtaOrder(utaOf(leg, 'Deactivated'))]);
    expect(next.size).toBe(0);
  });
});

describe('every internal status has a rule', () => {
  it('maps each status to an action', () => {
    const statuses = Object.keys(OPEN_LIST_ACTION) as OrderStatus[];
    expect(statuses).toHaveLength(13);
  });

  it('a fetched list keeps open orders only, newest first, each once', () => {
    const old = orderOf({ orderId: 'old', time: 1 });
    const fresh = orderOf({ orderId: 'fresh', time: 2 });
    const done: Order = withStatus(orderOf({ orderId: 'done' }), 'FILLED');
    expect(ids(toOrderMap([old, fresh, done, old]))).toEqual(['fresh', 'old']);
  });
});
