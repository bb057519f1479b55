import { UTA_PLAN_TYPES, type Order } from '@spot/contracts';
import { orderOf } from '../testing/orders';
import { orderKind, orderRows } from './order-rows';

describe('orderKind: each kind named as the order entry names it', () => {
  it.each<[string, Partial<Order>, string, string | null, boolean]>([
    ['a limit order', { type: 'LIMIT' }, 'limit', null, false],
    ['a market order', { type: 'MARKET' }, 'market', null, false],
    ['a liquidation', { type: 'MARKET_IOC_LIQUIDATE' }, 'market', null, true],
    [
      'a conditional market order',
      { type: 'CONDITIONAL_MARKET', planType: UTA_PLAN_TYPES.conditional },
      'conditional',
      'market',
      false,
    ],
    [
      'a stop-limit order',
      { type: 'STOP_LIMIT_LIMIT', planType: UTA_PLAN_TYPES.stopLimit },
      'stopLimit',
      'limit',
      false,
    ],
    // The type field of these reads "conditional": the plan type says what they are.
    [
      'an OCO leg',
      { type: 'CONDITIONAL_LIMIT', planType: UTA_PLAN_TYPES.oco },
      'oco',
      'limit',
      false,
    ],
    [
      'a trailing stop',
      { type: 'CONDITIONAL_MARKET', planType: UTA_PLAN_TYPES.trailingStop },
      'trailing',
      null,
      false,
    ],
    [
      'a trailing profit',
      { type: 'CONDITIONAL_MARKET', planType: UTA_PLAN_TYPES.trailingProfit },
      'trailing',
      null,
      false,
    ],
    [
      'a TP/SL leg',
      { type: 'CONDITIONAL_MARKET', planType: UTA_PLAN_TYPES.tpsl },
      'tpsl',
      'market',
      false,
    ],
  ])('names %s', (_name, fields, kind, execution, liquidation) => {
    expect(orderKind(orderOf(fields))).toEqual({ kind, execution, liquidation });
  });
});

describe('orderRows: one row per order, an OCO with its legs under it', () => {
  const leg = (orderId: string, ocoLeg: 'TP' | 'SL', ocoSiblingId: string) =>
    orderOf({
      orderId,
      ocoLeg,
      ocoSiblingId,
      planType: UTA_PLAN_TYPES.oco,
      type: 'CONDITIONAL_LIMIT',
    });

  it('makes two OCO orders two rows, take-profit leg first', () => {
    const rows = orderRows([
      leg('2', 'SL', '1'),
      leg('1', 'TP', '2'),
      leg('4', 'SL', '3'),
      leg('3', 'TP', '4'),
    ]);
    expect(rows.map((r) => [r.key, r.order.orderId, r.legs.map((l) => l.ocoLeg)])).toEqual([
      ['1+2', '1', ['TP', 'SL']],
      ['3+4', '3', ['TP', 'SL']],
    ]);
  });

  it('keeps a leg whose sibling is not listed as a row of its own', () => {
    const rows = orderRows([leg('1', 'TP', '2'), orderOf({ orderId: '9' })]);
    expect(rows.map((r) => [r.key, r.legs.length])).toEqual([
      ['1', 0],
      ['9', 0],
    ]);
  });

  it('leaves ordinary orders one row each, in order', () => {
    const rows = orderRows([orderOf({ orderId: 'a' }), orderOf({ orderId: 'b' })]);
    expect(rows.map((r) => r.key)).toEqual(['a', 'b']);
  });
});
