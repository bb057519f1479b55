import { Dec } from '../helpers/decimal';
import {
  TOOL_LIMITS,
  checkGrid,
  checkIceberg,
  checkScaled,
  checkTwap,
  gridCounterOrder,
  sliceSizes,
  toolMessageKeyOf,
  type GridInput,
  type IcebergInput,
  type ScaledInput,
  type ToolCheck,
  type TwapInput,
} from './tool-checks';

const rules = {
  baseTokenName: 'BTC',
  quoteTokenName: 'USDT',
  pricePrecision: 2,
  quantityPrecision: 4,
  minTradeQuantity: '0.001',
  maxTradeQuantity: '100',
  minTradeAmount: '5',
  maxPrice: '6500000',
};
const rich = { base: new Dec(1000), quote: new Dec(10_000_000) };
const d = (v: string | null) => (v === null ? null : new Dec(v));

function refusal<P>(check: ToolCheck<P>): string | null {
  return check.ok ? null : check.name;
}

describe('checkGrid', () => {
  const grid = (over: Partial<GridInput> = {}): GridInput => ({
    minPrice: d('90'),
    maxPrice: d('110'),
    gridNumber: 5,
    gridType: 'grade',
    investment: d('1000'),
    lastPrice: new Dec('100'),
    balances: rich,
    rules,
    ...over,
  });

  it.each<[string, Partial<GridInput>, string | null]>([
    ['a good grid', {}, null],
    ['no min price', { minPrice: null }, 'priceRequired'],
    ['a zero max price', { maxPrice: d('0') }, 'priceRequired'],
    ['min equal to max', { minPrice: d('110') }, 'gridMinBelowMax'],
    ['min above max', { minPrice: d('111') }, 'gridMinBelowMax'],
    ['a highest price above the maximum', { maxPrice: d('99999999999999999999') }, 'priceAboveMax'],
    ['grid number just below the least', { gridNumber: 2 }, 'gridNumberRange'],
    ['grid number at the least', { gridNumber: 3 }, null],
    ['grid number at the most', { gridNumber: 200, investment: d('100000') }, null],
    ['grid number just above the most', { gridNumber: 201 }, 'gridNumberRange'],
    ['a fractional grid number', { gridNumber: 4.5 }, 'gridNumberRange'],
    [
      'lines closer than a tick',
      { minPrice: d('100'), maxPrice: d('100.03'), gridNumber: 5 },
      'gridTooNarrow',
    ],
    ['stop loss inside the range', { stopLossPrice: d('90') }, 'gridStopLoss'],
    ['stop loss below the range', { stopLossPrice: d('89.99') }, null],
    ['take profit inside the range', { takeProfitPrice: d('110') }, 'gridTakeProfit'],
    ['take profit above the range', { takeProfitPrice: d('110.01') }, null],
    ['no investment', { investment: null }, 'investmentRequired'],
    [
      'investment above the balance',
      { balances: { base: new Dec(0), quote: new Dec('999.99') } },
      'balance',
    ],
    [
      'investment equal to the balance',
      { balances: { base: new Dec(0), quote: new Dec('1000') } },
      null,
    ],
    ['too little for a line each', { investment: d('10') }, 'gridPerGridMin'],
  ])('%s → %s', (_, over, expected) => {
    expect(refusal(checkGrid(grid(over)))).toBe(expected);
  });

  it('places buys below the line nearest the market and sells above, the same size each', () => {
    const check = checkGrid(grid());
    if (!check.ok) throw new Error(check.key);
    const { plan } = check;
    expect(plan.levels).toEqual(['90.00', '95.00', '100.00', '105.00', '110.00']);
    expect(plan.emptyLevel).toBe(2);
    expect(plan.slots.map((s) => `${s.side}@${s.price}`)).toEqual([
      'BUY@90.00',
      'BUY@95.00',
      'SELL@105.00',
      'SELL@110.00',
    ]);
    // 1000 / (90 + 95 + 2 × 100 × 1.01) = 2.58397… → 2.5839 at 4 decimals.
    expect(plan.qtyPerGrid).toBe('2.5839');
    expect(plan.initialBuyQty).toBe('5.1678');
    expect(new Dec(plan.cost).lte(1000)).toBe(true);
  });

  it('spaces geometric lines by one ratio', () => {
    const check = checkGrid(
      grid({
        minPrice: d('100'),
        maxPrice: d('400'),
        gridNumber: 3,
        gridType: 'geometric',
        lastPrice: new Dec('160'),
      }),
    );
    if (!check.ok) throw new Error(check.key);
    expect(check.plan.levels).toEqual(['100.00', '200.00', '400.00']);
    expect(check.plan.slots.map((s) => s.side)).toEqual(['BUY', 'SELL']);
  });

  it('puts every line on one side when the market is outside the range', () => {
    const check = checkGrid(grid({ lastPrice: new Dec('200') }));
    if (!check.ok) throw new Error(check.key);
    expect(check.plan.emptyLevel).toBe(4);
    expect(check.plan.slots.every((s) => s.side === 'BUY')).toBe(true);
    expect(check.plan.initialBuyQty).toBe('0');
  });

  it('names the least size per line when the investment is short', () => {
    const check = checkGrid(grid({ investment: d('10') }));
    expect(check).toMatchObject({ ok: false, params: { min: '0.0556', currency: 'BTC' } });
  });
});

describe('gridCounterOrder', () => {
  const levels = ['90', '95', '100', '105'];
  it('follows a buy with a sell one line up, a sell with a buy one line down', () => {
    expect(gridCounterOrder(levels, { level: 1, side: 'BUY' })).toEqual({
      level: 2,
      price: '100',
      side: 'SELL',
    });
    expect(gridCounterOrder(levels, { level: 3, side: 'SELL' })).toEqual({
      level: 2,
      price: '100',
      side: 'BUY',
    });
  });
  it('has nothing past either end', () => {
    expect(gridCounterOrder(levels, { level: 3, side: 'BUY' })).toBeNull();
    expect(gridCounterOrder(levels, { level: 0, side: 'SELL' })).toBeNull();
  });
});

describe('sliceSizes', () => {
  it('adds a remainder under the minimum to the slice before it', () => {
    expect(sliceSizes(new Dec('1.0005'), new Dec('0.25'), rules)).toEqual([
      '0.25',
      '0.25',
      '0.25',
      '0.2505',
    ]);
  });
  it('keeps a remainder at the minimum as a slice of its own', () => {
    expect(sliceSizes(new Dec('0.501'), new Dec('0.25'), rules)).toEqual(['0.25', '0.25', '0.001']);
  });
});

describe('checkIceberg', () => {
  const iceberg = (over: Partial<IcebergInput> = {}): IcebergInput => ({
    side: 'BUY',
    price: d('100'),
    totalQty: d('1'),
    visibleQty: d('0.1'),
    balances: rich,
    rules,
    ...over,
  });
  it.each<[string, Partial<IcebergInput>, string | null]>([
    ['a good iceberg', {}, null],
    ['no price', { price: null }, 'priceRequired'],
    ['no total', { totalQty: d('0') }, 'quantityRequired'],
    ['no visible size', { visibleQty: null }, 'visibleRequired'],
    ['visible above total', { visibleQty: d('1.0001') }, 'icebergVisibleAboveTotal'],
    ['visible equal to total: one slice', { visibleQty: d('1') }, 'icebergSlices'],
    ['a visible slice under the minimum value', { visibleQty: d('0.0499') }, 'minAmount'],
    ['a visible slice at the minimum value', { visibleQty: d('0.05') }, null],
    ['101 slices', { totalQty: d('5.05'), visibleQty: d('0.05') }, 'icebergSlices'],
    [
      'a billion slices (refused before any is made)',
      { totalQty: d('1000000000') },
      'icebergSlices',
    ],
    ['a price above the maximum', { price: d('6500000.01') }, 'priceAboveMax'],
    ['100 slices', { totalQty: d('5'), visibleQty: d('0.05') }, null],
    [
      'a buy the quote cannot pay',
      { balances: { base: new Dec(0), quote: new Dec('99.99') } },
      'balance',
    ],
    [
      'a sell the base cannot pay',
      { side: 'SELL', balances: { base: new Dec('0.9999'), quote: new Dec(0) } },
      'balance',
    ],
  ])('%s → %s', (_, over, expected) => {
    expect(refusal(checkIceberg(iceberg(over)))).toBe(expected);
  });

  it('slices the total at the visible size', () => {
    const check = checkIceberg(iceberg({ totalQty: d('0.35') }));
    expect(check).toEqual({ ok: true, plan: { slices: ['0.1', '0.1', '0.1', '0.05'] } });
  });
});

describe('checkTwap', () => {
  const twap = (over: Partial<TwapInput> = {}): TwapInput => ({
    side: 'SELL',
    totalQty: d('1'),
    durationSec: 600,
    intervalSec: 30,
    priceLimit: null,
    lastPrice: new Dec('100'),
    balances: rich,
    rules,
    ...over,
  });
  const { twapDurationSec: dur, twapIntervalSec: gap } = TOOL_LIMITS;
  it.each<[string, Partial<TwapInput>, string | null]>([
    ['a good TWAP', {}, null],
    ['no total', { totalQty: null }, 'quantityRequired'],
    ['duration just under 5 minutes', { durationSec: dur.min - 1 }, 'twapDuration'],
    ['duration of 5 minutes', { durationSec: dur.min }, null],
    ['duration of 24 hours', { durationSec: dur.max, totalQty: d('200') }, null],
    ['duration just over 24 hours', { durationSec: dur.max + 1 }, 'twapDuration'],
    ['interval just under 5 s', { intervalSec: gap.min - 1 }, 'twapInterval'],
    ['interval of 120 s', { intervalSec: gap.max }, null],
    ['interval just over 120 s', { intervalSec: gap.max + 1 }, 'twapInterval'],
    ['a zero price limit', { priceLimit: d('0') }, 'priceRequired'],
    ['children under the minimum value', { totalQty: d('0.99') }, 'minAmount'],
    [
      'a sell the base cannot pay',
      { balances: { base: new Dec('0.5'), quote: new Dec(0) } },
      'balance',
    ],
    [
      'a market buy costed with headroom',
      { side: 'BUY', balances: { base: new Dec(0), quote: new Dec('104.99') } },
      'balance',
    ],
    [
      'a limited buy costed at its limit',
      { side: 'BUY', priceLimit: d('100'), balances: { base: new Dec(0), quote: new Dec('100') } },
      null,
    ],
  ])('%s → %s', (_, over, expected) => {
    expect(refusal(checkTwap(twap(over)))).toBe(expected);
  });

  it('sends one child each interval and puts the rounding on the last', () => {
    const check = checkTwap(twap({ totalQty: d('1.0003'), durationSec: 300, intervalSec: 100 }));
    expect(check).toEqual({
      ok: true,
      plan: { slices: ['0.3334', '0.3334', '0.3335'], intervalSec: 100 },
    });
  });
});

describe('checkScaled', () => {
  const scaled = (over: Partial<ScaledInput> = {}): ScaledInput => ({
    side: 'BUY',
    priceFrom: d('100'),
    priceTo: d('90'),
    count: 5,
    totalQty: d('1'),
    distribution: 'even',
    balances: rich,
    rules,
    ...over,
  });
  it.each<[string, Partial<ScaledInput>, string | null]>([
    ['a good scaled order', {}, null],
    ['no first price', { priceFrom: null }, 'priceRequired'],
    ['equal prices', { priceTo: d('100') }, 'scaledPricesEqual'],
    ['one order', { count: 1 }, 'scaledCount'],
    ['two orders', { count: 2 }, null],
    ['20 orders', { count: 20, totalQty: d('2') }, null],
    ['21 orders', { count: 21 }, 'scaledCount'],
    [
      'more orders than ticks between the prices',
      { priceTo: d('99.97'), count: 5 },
      'scaledPricesEqual',
    ],
    ['no total', { totalQty: d('0') }, 'quantityRequired'],
    ['a last price above the maximum', { priceTo: d('7000000') }, 'priceAboveMax'],
    ['an order under the minimum value', { totalQty: d('0.25') }, 'minAmount'],
    [
      'a buy the quote cannot pay',
      { balances: { base: new Dec(0), quote: new Dec('94.99') } },
      'balance',
    ],
    ['a buy the quote just pays', { balances: { base: new Dec(0), quote: new Dec('95') } }, null],
  ])('%s → %s', (_, over, expected) => {
    expect(refusal(checkScaled(scaled(over)))).toBe(expected);
  });

  it.each([
    ['even', ['0.2000', '0.2000', '0.2000', '0.2000', '0.2000']],
    ['increasing', ['0.0666', '0.1333', '0.2000', '0.2666', '0.3335']],
    ['decreasing', ['0.3335', '0.2666', '0.2000', '0.1333', '0.0666']],
  ] as const)('sizes %s orders that add up to the total', (distribution, sizes) => {
    const check = checkScaled(scaled({ distribution }));
    if (!check.ok) throw new Error(check.key);
    expect(check.plan.orders.map((o) => o.qty)).toEqual(sizes);
    // At the symbol's precisions (2 and 4), whatever was typed.
    expect(check.plan.orders.map((o) => o.price)).toEqual([
      '100.00',
      '97.50',
      '95.00',
      '92.50',
      '90.00',
    ]);
    const sum = check.plan.orders.reduce((s, o) => s.plus(o.qty), new Dec(0));
    expect(sum.toFixed()).toBe('1');
  });
});

describe('toolMessageKeyOf', () => {
  it('reads the key at the head of a refusal', () => {
    expect(toolMessageKeyOf('tool_min_quantity: 0.001 BTC')).toBe('tool_min_quantity');
    expect(toolMessageKeyOf('something else: x')).toBeNull();
  });
});
