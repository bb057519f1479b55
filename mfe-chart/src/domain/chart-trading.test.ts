import { makeOrder } from '@spot/contracts/testing';
import type { TradeFill } from '@spot/contracts';
import { averagePrice } from './avg-price';
import {
  AVG_DAY_CHOICES,
  DEFAULT_DISPLAY_OPTIONS,
  avgDaySpan,
  dayRangeLabel,
  readDisplayOptions,
} from './display-options';
import { groupFills } from './fill-markers';
import { verifyEdit, type EditInput } from './order-edit';
import { draggedModification, orderLinesOf } from './order-lines';

describe('display options (spec 000 §3, §9)', () => {
  it('reads back what was saved and replaces anything else by the default', () => {
    expect(readDisplayOptions(undefined)).toEqual(DEFAULT_DISPLAY_OPTIONS);
    expect(
      readDisplayOptions({
        avgBuyLine: true,
        avgBuyLineDays: 365,
        avgSellLineDays: 8,
        dealHistory: 'yes',
      }),
    ).toEqual({ ...DEFAULT_DISPLAY_OPTIONS, avgBuyLine: true, avgBuyLineDays: 365 });
  });
  it.each([
    [7, 'days', 7],
    [180, 'days', 180],
    [365, 'years', 1],
    [730, 'years', 2],
    [1095, 'years', 3],
  ] as const)('labels %s as %s %s', (days, unit, count) => {
    expect(dayRangeLabel(days)).toEqual({ unit, count });
  });
  it('caps the classic day span at 90 and leaves the UTA one', () => {
    expect(AVG_DAY_CHOICES.map((d) => avgDaySpan(d, false))).toEqual([
      7, 30, 60, 90, 90, 90, 90, 90,
    ]);
    expect(avgDaySpan(1095, true)).toBe(1095);
  });
});

const fill = (tradeId: string, seconds: number, side: 'Buy' | 'Sell' = 'Buy'): TradeFill => ({
  tradeId,
  tradeTime: seconds * 1_000 + 123,
  side,
  execPrice: '100',
  execValue: '100',
  execQty: '1',
  execFee: '0.1',
  orderType: 'LIMIT',
});

describe('fill markers grouped to the resolution (spec 000 §9)', () => {
  const bars = [600, 1200, 1800];
  it('puts each fill in the bar it happened in, one marker per bar and side', () => {
    const markers = groupFills(
      [fill('a', 650), fill('b', 1199), fill('c', 1200), fill('d', 1250, 'Sell'), fill('e', 5000)],
      bars,
    );
    expect(markers.map((m) => [m.id, m.fills.map((f) => f.tradeId)])).toEqual([
      ['B:600', ['b', 'a']],
      ['B:1200', ['c']],
      ['S:1200', ['d']],
      ['B:1800', ['e']],
    ]);
  });
  it('drops fills before the first bar and counts a repeated fill once', () => {
    expect(groupFills([fill('a', 10), fill('b', 700), fill('b', 700)], bars)).toEqual([
      expect.objectContaining({ id: 'B:600', fills: [expect.objectContaining({ tradeId: 'b' })] }),
    ]);
    expect(groupFills([fill('a', 700)], [])).toEqual([]);
  });
});

describe('order edit rules (spec 000 §5)', () => {
  const base: EditInput = {
    order: {
      side: 'BUY',
      executedQty: '0',
      price: '100',
      triggerPrice: undefined,
      isLeverage: false,
    },
    field: 'price',
    newPrice: '95',
    newQuantity: '1',
    lastPrice: '100',
    uta: true,
  };
  const verdict = (patch: Partial<EditInput>, order: Partial<EditInput['order']> = {}) =>
    verifyEdit({ ...base, ...patch, order: { ...base.order, ...order } });

  it.each([
    ['a buy below the market', {}, {}, { kind: 'ok' }],
    [
      'a buy above the market fills at once',
      { newPrice: '101' },
      {},
      { kind: 'confirm', key: 'modifyImmediateFillTips' },
    ],
    [
      'a sell below the market fills at once',
      { newPrice: '99' },
      { side: 'SELL' as const },
      { kind: 'confirm', key: 'modifyImmediateFillTips' },
    ],
    ['a sell above the market', { newPrice: '101' }, { side: 'SELL' as const }, { kind: 'ok' }],
    [
      'a margin order on a classic account',
      { uta: false },
      { isLeverage: true },
      { kind: 'block', key: 'modifyLeverageErrorTips' },
    ],
    ['a margin order on UTA', {}, { isLeverage: true }, { kind: 'ok' }],
    [
      'less than executed',
      { newQuantity: '0.5' },
      { executedQty: '0.6' },
      { kind: 'block', key: 'modifyQtyLessTips' },
    ],
    [
      'equal to executed',
      { newQuantity: '0.6' },
      { executedQty: '0.6' },
      { kind: 'confirm', key: 'modifyQtyEqualTips' },
    ],
    ['a price of zero', { newPrice: '0' }, {}, { kind: 'block', key: 'modifyPriceInvalid' }],
    ['no market price known', { newPrice: '120', lastPrice: null }, {}, { kind: 'ok' }],
  ] as const)('%s', (_name, patch, order, expected) => {
    expect(verdict(patch, order)).toEqual(expected);
  });

  it.each([
    ['a trigger kept above the market', '110', '105', 'ok'],
    ['a trigger kept below the market', '90', '95', 'ok'],
    ['a trigger moved from above to below the market', '110', '95', 'confirm'],
    ['a trigger moved from below to above the market', '90', '101', 'confirm'],
    ['a trigger moved onto the market', '90', '100', 'confirm'],
  ] as const)('%s', (_name, before, after, kind) => {
    expect(verdict({ field: 'trigger', newPrice: after }, { triggerPrice: before }).kind).toBe(
      kind,
    );
  });
});

describe('order lines (spec 000 §4)', () => {
  it('draws a limit order at its price and a plan order at its trigger, for the symbol only', () => {
    const orders = [
      makeOrder({ orderId: 'l', price: '100', origQty: '2' }),
      makeOrder({ orderId: 'c', planType: 1, price: '95', triggerPrice: '97' }),
      makeOrder({ orderId: 's', planType: 8, price: '95', triggerPrice: '96' }),
      makeOrder({ orderId: 't', planType: 4, price: '0', triggerPrice: '90' }),
      makeOrder({ orderId: 'tp', planType: 10, price: '120', ocoLeg: 'TP' }),
      makeOrder({ orderId: 'sl', planType: 10, price: '80', triggerPrice: '81', ocoLeg: 'SL' }),
      makeOrder({ orderId: 'x', symbolId: 'ETHUSDT', price: '100' }),
      makeOrder({ orderId: 'm', price: '0' }),
    ];
    expect(orderLinesOf(orders, 'BTCUSDT').map((l) => [l.orderId, l.price, l.field])).toEqual([
      ['l', '100', 'price'],
      ['c', '97', 'trigger'],
      ['s', '96', 'trigger'],
      ['t', '90', null],
      ['tp', '120', null],
      ['sl', '81', null],
    ]);
  });
  it('moves the price or the trigger and keeps the quantity', () => {
    const order = makeOrder({ price: '95', origQty: '3', triggerPrice: '97' });
    expect(draggedModification(order, 'price', '96')).toEqual({ price: '96', quantity: '3' });
    expect(draggedModification(order, 'trigger', '98')).toEqual({
      price: '95',
      quantity: '3',
      triggerPrice: '98',
    });
  });
});

describe('average price (spec 000 §3)', () => {
  it('is value over quantity, truncated, from either shape', () => {
    expect(averagePrice({ lastTradeId: '1', priceTotal: '200', quantitySum: '3' }, 2)).toBe(
      '66.66',
    );
    expect(averagePrice({ maxMarginVersion: '1', sumExecValue: '10', sumExecQty: '4' }, 4)).toBe(
      '2.5',
    );
  });
  it('is null with nothing traded', () => {
    expect(averagePrice({ lastTradeId: '0', priceTotal: '0', quantitySum: '0' }, 2)).toBeNull();
  });
});
