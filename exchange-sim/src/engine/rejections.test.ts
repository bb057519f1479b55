import { T0, accepted, setupEngine } from '../testing/engine-fixture';
import type { Engine } from './engine';
import type { RejectReason } from './reject-codes';
import { ENGINE_REJECTIONS, REJECT_REASONS } from './reject-codes';
import type { CommandResult, PlaceOrderCommand, PlacePlanOrderCommand } from './types';

const buy = (fields: Partial<PlaceOrderCommand> = {}): PlaceOrderCommand => ({
  userId: 'alice',
  symbolId: 'TESTUSDT',
  side: 'BUY',
  type: 'LIMIT',
  price: '100',
  qty: '1',
  ...fields,
});

const conditional = (fields: Partial<PlacePlanOrderCommand> = {}): PlacePlanOrderCommand => ({
  userId: 'alice',
  symbolId: 'TESTUSDT',
  side: 'BUY',
  kind: 'conditional',
  execution: 'limit',
  triggerPrice: '101',
  price: '101',
  qty: '1',
  ...fields,
});

const trailing = (fields: Partial<PlacePlanOrderCommand> = {}): PlacePlanOrderCommand => ({
  userId: 'alice',
  symbolId: 'TESTUSDT',
  side: 'SELL',
  kind: 'trailing',
  execution: 'market',
  qty: '1',
  trailingValue: '1',
  ...fields,
});

const ocoSell = (tp: string, sl: string) => ({
  userId: 'alice',
  symbolId: 'TESTUSDT',
  side: 'SELL' as const,
  qty: '1',
  takeProfit: { triggerPrice: tp, execution: 'market' as const },
  stopLoss: { triggerPrice: sl, execution: 'market' as const },
});

/** One command per reason that breaks exactly that rule, and the detail its message names. */
const CASES: readonly [RejectReason, (engine: Engine) => CommandResult, string][] = [
  ['INVALID_PARAMETER', (e) => e.placeOrder(buy({ side: 'HOLD' as 'BUY' }), T0), 'side "HOLD"'],
  [
    'INSUFFICIENT_BALANCE',
    (e) => e.placeOrder(buy({ userId: 'dave' }), T0),
    'needs 100 USDT, 0 free',
  ],
  ['UNKNOWN_SYMBOL', (e) => e.placeOrder(buy({ symbolId: 'NOPEUSDT' }), T0), 'NOPEUSDT'],
  ['PRICE_INVALID', (e) => e.placeOrder(buy({ price: '0' }), T0), 'price 0'],
  [
    'PRICE_TOO_HIGH',
    (e) => e.placeOrder(buy({ price: '10000.01', qty: '0.001' }), T0),
    'price 10000.01 above 10000',
  ],
  ['PRICE_PRECISION', (e) => e.placeOrder(buy({ price: '100.001' }), T0), 'more than 2 decimals'],
  ['QTY_TOO_LARGE', (e) => e.placeOrder(buy({ price: '1', qty: '1000.001' }), T0), '> 1000'],
  [
    'QTY_TOO_SMALL',
    (e) => e.placeOrder(buy({ symbolId: 'ETCUSDT', qty: '0.005' }), T0),
    '0.005 < 0.01',
  ],
  ['QTY_PRECISION', (e) => e.placeOrder(buy({ qty: '0.0001' }), T0), 'more than 3 decimals'],
  ['QTY_INVALID', (e) => e.placeOrder(buy({ qty: '-1' }), T0), 'quantity "-1"'],
  [
    'AMOUNT_INVALID',
    (e) => e.placeOrder(buy({ type: 'MARKET', marketUnit: 'quoteCoin', amount: '0' }), T0),
    'amount 0',
  ],
  ['AMOUNT_TOO_SMALL', (e) => e.placeOrder(buy({ qty: '0.001' }), T0), '0.1 < 1'],
  [
    'AMOUNT_TOO_LARGE',
    (e) => e.placeOrder(buy({ price: '1001', qty: '1000' }), T0),
    '1001000 > 1000000',
  ],
  [
    'AMOUNT_PRECISION',
    (e) => e.placeOrder(buy({ type: 'MARKET', marketUnit: 'quoteCoin', amount: '5.0000001' }), T0),
    'more than 6 decimals',
  ],
  [
    'SYMBOL_NOT_OPEN',
    (e) => e.placeOrder(buy({ symbolId: 'LATERUSDT' }), T0),
    'opens at 2030-01-01T13:00:00.000Z',
  ],
  ['SYMBOL_NOT_TRADING', (e) => e.placeOrder(buy({ symbolId: 'HALTUSDT' }), T0), 'status 2'],
  ['SIDE_BANNED', (e) => e.placeOrder(buy({ symbolId: 'BANUSDT' }), T0), 'buying BANUSDT'],
  ['ORDER_NOT_FOUND', (e) => e.cancelOrder({ userId: 'alice', orderId: '42' }, T0), 'order 42'],
  [
    'ORDER_NOT_ACTIVE',
    (e) => {
      const order = accepted(e.placeOrder(buy(), T0));
      e.cancelOrder({ userId: 'alice', orderId: order.orderId }, T0);
      return e.cancelOrder({ userId: 'alice', orderId: order.orderId }, T0);
    },
    'is CANCELED',
  ],
  [
    'MODIFY_QTY_BELOW_EXECUTED',
    (e) => {
      const order = accepted(e.placeOrder(buy({ qty: '2' }), T0));
      e.placeOrder(buy({ userId: 'bob', side: 'SELL' }), T0);
      return e.modifyOrder({ userId: 'alice', orderId: order.orderId, qty: '0.5' }, T0);
    },
    '0.500 < executed 1.000',
  ],
  [
    'MODIFY_NOT_SUPPORTED',
    (e) => {
      const order = accepted(e.placePlanOrder(trailing(), T0));
      return e.modifyPlanOrder({ userId: 'alice', orderId: order.orderId, triggerPrice: '90' }, T0);
    },
    'changes its trail',
  ],
  [
    'POST_ONLY_WOULD_TAKE',
    (e) => {
      e.placeOrder(buy({ userId: 'bob', side: 'SELL' }), T0);
      return e.placeOrder(buy({ timeInForce: 'POST_ONLY' }), T0);
    },
    'meets the best ask 100.00',
  ],
  [
    'TRIGGER_PRICE_INVALID',
    (e) => e.placePlanOrder(conditional({ triggerPrice: '0' }), T0),
    'triggerPrice 0',
  ],
  [
    'TRIGGER_PRICE_PRECISION',
    (e) => e.placePlanOrder(conditional({ triggerPrice: '101.001' }), T0),
    'more than 2 decimals',
  ],
  [
    'PLAN_PRICE_OUT_OF_BAND',
    (e) => e.placePlanOrder(conditional({ triggerPrice: '100', price: '110.01' }), T0),
    'buy at 110.01 with trigger 100.00',
  ],
  [
    'OCO_TP_TRIGGER_SIDE',
    (e) => e.placeOcoOrder(ocoSell('99', '90'), T0),
    'trigger 99.00, last price 100.00',
  ],
  [
    'OCO_SL_TRIGGER_SIDE',
    (e) => e.placeOcoOrder(ocoSell('110', '101'), T0),
    'trigger 101.00, last price 100.00',
  ],
  [
    'TRAILING_INVALID',
    (e) => e.placePlanOrder(trailing({ trailingPercentage: '1' }), T0),
    'not both',
  ],
  [
    'ACTIVATION_PRICE_INVALID',
    (e) => e.placePlanOrder(trailing({ activationPrice: '101.001' }), T0),
    'activationPrice 101.001',
  ],
  [
    'CLIENT_ORDER_ID_INVALID',
    (e) => e.placeOrder(buy({ clientOrderId: 'no spaces!' }), T0),
    '"no spaces!"',
  ],
  ['ORDER_TYPE_UNSUPPORTED', (e) => e.placeOrder(buy({ type: 'STOP' as 'LIMIT' }), T0), 'STOP'],
  [
    'TPSL_TP_TRIGGER_SIDE',
    (e) => e.placeOrder(buy({ takeProfit: { triggerPrice: '100', execution: 'market' } }), T0),
    'buy at 100.00, trigger 100.00',
  ],
  [
    'TPSL_SL_TRIGGER_SIDE',
    (e) => e.placeOrder(buy({ stopLoss: { triggerPrice: '100.01', execution: 'market' } }), T0),
    'buy at 100.00, trigger 100.01',
  ],
];

/** Reasons only the HTTP layer gives (it knows the account): tested in `order-routes.test.ts`. */
const HTTP_ONLY: readonly RejectReason[] = ['MARGIN_NOT_ALLOWED'];

describe('rejections', () => {
  it.each(CASES)('refuses with %s and its code', (reason, run, detail) => {
    const { engine, ledger } = setupEngine();
    const before = ledger.balance('alice', 'USDT');
    const result = run(engine);
    expect(result).toMatchObject({
      kind: 'rejected',
      reason,
      code: ENGINE_REJECTIONS[reason].code,
    });
    if (result.kind !== 'rejected') return;
    expect(result.message.startsWith(`${ENGINE_REJECTIONS[reason].message}: `)).toBe(true);
    expect(result.message).toContain(detail);
    if (reason !== 'MODIFY_QTY_BELOW_EXECUTED' && reason !== 'MODIFY_NOT_SUPPORTED') {
      expect(ledger.balance('alice', 'USDT')).toEqual(before);
    }
  });

  it('tests every reason of the table, each with its own code', () => {
    expect([...CASES.map(([reason]) => reason), ...HTTP_ONLY].sort()).toEqual(
      [...REJECT_REASONS].sort(),
    );
    const codes = REJECT_REASONS.map((r) => ENGINE_REJECTIONS[r].code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('leaves no record behind a refusal, so the client order id can be used again', () => {
    const { engine } = setupEngine();
    const refused = engine.placeOrder(buy({ clientOrderId: 'again', price: '100.001' }), T0);
    expect(refused.kind).toBe('rejected');
    expect(engine.orderByClientId('alice', 'again')).toBeUndefined();
    expect(accepted(engine.placeOrder(buy({ clientOrderId: 'again' }), T0)).clientOrderId).toBe(
      'again',
    );
  });
});

describe('the maximum price', () => {
  it.each<[string, (engine: Engine) => CommandResult, string]>([
    [
      'a trigger price',
      (e) => e.placePlanOrder(conditional({ triggerPrice: '10000.01' }), T0),
      'triggerPrice 10000.01',
    ],
    [
      'an activation price',
      (e) => e.placePlanOrder(trailing({ activationPrice: '10000.01' }), T0),
      'activationPrice 10000.01',
    ],
    [
      'a modified price',
      (e) => {
        const order = accepted(e.placeOrder(buy(), T0));
        return e.modifyOrder({ userId: 'alice', orderId: order.orderId, price: '10000.01' }, T0);
      },
      'price 10000.01',
    ],
  ])('refuses %s above it', (_name, run, detail) => {
    const { engine } = setupEngine();
    const result = run(engine);
    expect(result).toMatchObject({ kind: 'rejected', reason: 'PRICE_TOO_HIGH' });
    if (result.kind === 'rejected') expect(result.message).toContain(detail);
  });

  it('takes a price equal to it', () => {
    const { engine } = setupEngine();
    expect(engine.placeOrder(buy({ price: '10000', qty: '0.001' }), T0).kind).toBe('accepted');
  });
});
