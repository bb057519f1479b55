import en from '../../locales/en/order-entry.json';
import { draftOf, pair, symbolOf } from '../testing/fixtures';
import type { OrderDraft } from './order-draft';
import {
  PRE_CHECK_KEYS,
  preCheckField,
  preCheckOrder,
  type PreCheckContext,
  type PreCheckKey,
} from './pre-check-order';

const BTC = symbolOf();
const CTX: PreCheckContext = {
  symbol: BTC,
  isUta: false,
  lastPrice: '65000',
  balances: { base: '2.5', quote: '100000' },
  quotaRemaining: null,
};

const limitBuy = (o: Partial<OrderDraft> = {}) =>
  draftOf({ kind: 'limit', side: 'BUY', price: '65000', quantity: '1', ...o });
const plan = (kind: 'conditional' | 'stopLimit', o: Partial<OrderDraft> = {}) =>
  draftOf({ kind, execution: 'limit', triggerPrice: '100', price: '100', quantity: '0.1', ...o });
const oco = (o: Partial<OrderDraft> = {}) =>
  draftOf({
    kind: 'oco',
    side: 'SELL',
    quantity: '0.1',
    tp: { trigger: '70000', execution: 'limit', price: '70000' },
    sl: { trigger: '60000', execution: 'limit', price: '60000' },
    ...o,
  });

const tpsl = (o: Partial<OrderDraft> = {}) =>
  limitBuy({ quantity: '0.1', tpsl: true, tpTrigger: '70000', slTrigger: '60000', ...o });

type Row = [
  name: string,
  draft: OrderDraft,
  key: PreCheckKey | null,
  ctx?: Partial<PreCheckContext>,
];

describe('preCheckOrder: one row per rule of spec 001 §5', () => {
  it.each<Row>([
    ['passes a valid limit buy', limitBuy(), null],
    ['asks for a trigger price', plan('conditional', { triggerPrice: '' }), 'missingTriggerPrice'],
    ['asks for a buying price', limitBuy({ price: '' }), 'missingBuyingPrice'],
    ['asks for a selling price', limitBuy({ side: 'SELL', price: '' }), 'missingSellingPrice'],
    ['counts a bare point as no price', limitBuy({ price: '.' }), 'missingBuyingPrice'],
    ['asks for a buying quantity', limitBuy({ quantity: '' }), 'missingBuyingQuantity'],
    [
      'asks for a selling quantity',
      limitBuy({ side: 'SELL', quantity: '' }),
      'missingSellingQuantity',
    ],
    [
      'asks for a buying amount',
      draftOf({ kind: 'market', marketUnit: 'quoteCoin', amount: '' }),
      'missingBuyingValue',
    ],
    [
      'asks for a selling amount',
      draftOf({ kind: 'market', side: 'SELL', marketUnit: 'quoteCoin', amount: '' }),
      'missingSellingValue',
    ],
    [
      'refuses a price just below the tick',
      limitBuy({ price: '0.009', quantity: '70' }),
      'orderPriceLowerLimit',
    ],
    ['refuses a zero price', limitBuy({ price: '0' }), 'orderPriceLowerLimit'],
    ['refuses a quantity that is not a number', limitBuy({ quantity: '1e5' }), 'invalidNumber'],
    [
      'refuses two separators before asking for a price',
      limitBuy({ price: '1.2.3' }),
      'invalidNumber',
    ],
    [
      'refuses an OCO leg price that is not a number',
      oco({ tp: { trigger: '70000', execution: 'limit', price: '-1' } }),
      'invalidNumber',
    ],
    [
      'refuses a quantity the page locale refused as typed while the field shows it',
      limitBuy({
        quantity: '1.500',
        refused: { quantity: { text: '1.500', reason: 'ambiguous' } },
      }),
      'invalidNumber',
    ],
    [
      'refuses an OCO leg trigger the page locale refused as typed',
      oco({
        tp: { trigger: '70.000', execution: 'limit', price: '70000' },
        refused: { 'tp-trigger': { text: '70.000', reason: 'ambiguous' } },
      }),
      'invalidNumber',
    ],
    [
      'reads a field whose text changed since the locale refused it',
      limitBuy({ quantity: '1.5', refused: { quantity: { text: '1.500', reason: 'ambiguous' } } }),
      null,
    ],
    [
      'ignores a refusal of a field the kind does not use',
      limitBuy({ refused: { triggerPrice: { text: '', reason: 'ambiguous' } } }),
      null,
    ],
    [
      'ignores text in a field the kind does not use',
      limitBuy({ triggerPrice: 'abc', amount: '1e5' }),
      null,
    ],
    [
      'keeps a price equal to the maximum',
      limitBuy({ price: '6500000', quantity: '0.5' }),
      null,
      { isUta: true },
    ],
    [
      'refuses a price just above the maximum',
      limitBuy({ price: '6500000.01', quantity: '0.000048' }),
      'orderPriceUpperLimit',
    ],
    [
      'refuses a trigger just above the maximum',
      plan('conditional', { triggerPrice: '6500000.01' }),
      'planTradingTriggerPriceUpperLimit',
    ],
    [
      'refuses an activation price above the maximum',
      draftOf({
        kind: 'trailing',
        side: 'SELL',
        quantity: '0.1',
        trailValue: '1',
        activationPrice: '6500000.01',
      }),
      'planTradingTriggerPriceUpperLimit',
    ],
    [
      'refuses an OCO trigger above the maximum',
      oco({ tp: { trigger: '6500000.01', execution: 'market', price: '' } }),
      'planTradingTriggerPriceUpperLimit',
    ],
    [
      'refuses a TP/SL trigger above the maximum',
      tpsl({ tpTrigger: '6500000.01' }),
      'planTradingTriggerPriceUpperLimit',
    ],
    [
      'sets no upper bound on a symbol without a maximum price',
      limitBuy({ price: '6500000.01', quantity: '0.000048' }),
      null,
      { symbol: symbolOf({ maxPrice: undefined }) },
    ],
    [
      'refuses a trigger just below the tick',
      plan('conditional', { triggerPrice: '0.009' }),
      'planTradingTriggerPriceLowerLimit',
    ],
    ['keeps a quantity equal to the minimum', limitBuy({ quantity: '0.000048' }), null],
    [
      'refuses a quantity just below the minimum',
      limitBuy({ quantity: '0.000047' }),
      'orderQtyLowerLimit',
    ],
    [
      'keeps a quantity equal to the maximum',
      limitBuy({ price: '1', quantity: '71.739562' }),
      null,
    ],
    [
      'refuses a quantity just above the maximum',
      limitBuy({ price: '1', quantity: '71.739563' }),
      'orderQtyUpperLimit',
    ],
    [
      'refuses a value above the maximum amount',
      limitBuy({ price: '4000000.01', quantity: '1' }),
      'maxAmountCoinTip',
      { balances: null },
    ],
    ['keeps a value equal to the minimum amount', limitBuy({ price: '1', quantity: '1' }), null],
    [
      'refuses a buy value below the minimum',
      limitBuy({ price: '0.99', quantity: '1' }),
      'buyAmountLowerLimit',
    ],
    [
      'refuses a sell value below the minimum',
      limitBuy({ side: 'SELL', price: '0.99', quantity: '1' }),
      'sellAmountLowerLimit',
    ],
    [
      'keeps a buy that spends the whole balance',
      limitBuy({ price: '100000', quantity: '1' }),
      null,
    ],
    [
      'refuses a buy beyond the quote balance',
      limitBuy({ price: '100000.01', quantity: '1' }),
      'balanceNotEnough',
    ],
    [
      'refuses a sell beyond the base balance',
      limitBuy({ side: 'SELL', quantity: '2.500001' }),
      'balanceNotEnough',
    ],
    [
      'estimates a market buy by quantity at the last price',
      draftOf({ kind: 'market', quantity: '2' }),
      'balanceNotEnough',
    ],
    [
      'does not check balances for UTA accounts',
      limitBuy({ price: '100000.01', quantity: '1' }),
      null,
      { isUta: true },
    ],
    [
      'refuses a classic buy above the innovation quota',
      limitBuy({ price: '100', quantity: '50.01' }),
      'innovateTradeFail',
      { symbol: pair('PEPE', { mark: 'innovation' }), quotaRemaining: '5000' },
    ],
    [
      'keeps a classic buy equal to the innovation quota',
      limitBuy({ price: '100', quantity: '50' }),
      null,
      { symbol: pair('WIF', { mark: 'adventure' }), quotaRemaining: '5000' },
    ],
    [
      'does not check the innovation quota for UTA accounts',
      limitBuy({ price: '100', quantity: '50.01' }),
      null,
      { symbol: pair('PEPE', { mark: 'innovation' }), quotaRemaining: '5000', isUta: true },
    ],
    [
      'keeps a conditional sell at 90 % of the trigger',
      plan('conditional', { side: 'SELL', price: '90' }),
      null,
    ],
    [
      'refuses a conditional sell just below 90 % of the trigger',
      plan('conditional', { side: 'SELL', price: '89.99', quantity: '0.2' }),
      'conditionalSellPriceBelow90',
    ],
    [
      'keeps a conditional buy at 110 % of the trigger',
      plan('conditional', { price: '110' }),
      null,
    ],
    [
      'refuses a conditional buy just above 110 % of the trigger',
      plan('conditional', { price: '110.01' }),
      'conditionalBuyPriceAbove110',
    ],
    [
      'refuses a stop-limit buy just above 110 %',
      plan('stopLimit', { price: '110.01' }),
      'order_buy_not_greater_than_110',
    ],
    [
      'refuses a stop-limit sell just below 90 %',
      plan('stopLimit', { side: 'SELL', price: '89.99', quantity: '0.2' }),
      'order_sell_not_less_than_90',
    ],
    ['passes a valid OCO sell', oco(), null],
    [
      'asks for the TP trigger',
      oco({ tp: { trigger: '', execution: 'market', price: '' } }),
      'ocoMissingTpTriggerPrice',
    ],
    [
      'asks for the SL trigger',
      oco({ sl: { trigger: '', execution: 'market', price: '' } }),
      'ocoMissingSlTriggerPrice',
    ],
    [
      'asks for the TP limit price',
      oco({ tp: { trigger: '70000', execution: 'limit', price: '' } }),
      'ocoMissingTpOrderPrice',
    ],
    [
      'asks for the SL limit price',
      oco({ sl: { trigger: '60000', execution: 'limit', price: '' } }),
      'ocoMissingSlOrderPrice',
    ],
    ['needs a last price to judge the triggers', oco(), 'ocoMissingLastPrice', { lastPrice: null }],
    [
      'needs a sell TP trigger above the last price',
      oco({ tp: { trigger: '65000', execution: 'market', price: '' } }),
      'ocoNeedHighTpTriggerPrice',
    ],
    [
      'needs a sell SL trigger below the last price',
      oco({ sl: { trigger: '65000', execution: 'market', price: '' } }),
      'ocoNeedLowSlTriggerPrice',
    ],
    [
      'needs a buy TP trigger below the last price',
      oco({
        side: 'BUY',
        tp: { trigger: '65000', execution: 'market', price: '' },
        sl: { trigger: '70000', execution: 'market', price: '' },
      }),
      'ocoNeedLowTpTriggerPrice',
    ],
    [
      'needs a buy SL trigger above the last price',
      oco({
        side: 'BUY',
        tp: { trigger: '60000', execution: 'market', price: '' },
        sl: { trigger: '65000', execution: 'market', price: '' },
      }),
      'ocoNeedHighSlTriggerPrice',
    ],
    [
      'refuses a TP price just below 90 % of its trigger',
      oco({ tp: { trigger: '70000', execution: 'limit', price: '62999.99' } }),
      'ocoTpPriceBelow90',
    ],
    [
      'refuses a TP price just above 110 % of its trigger',
      oco({ tp: { trigger: '70000', execution: 'limit', price: '77000.01' } }),
      'ocoTpPriceAbove110',
    ],
    [
      'refuses an SL price just below 90 % of its trigger',
      oco({ sl: { trigger: '60000', execution: 'limit', price: '53999.99' } }),
      'ocoSlPriceBelow90',
    ],
    [
      'refuses an SL price just above 110 % of its trigger',
      oco({ sl: { trigger: '60000', execution: 'limit', price: '66000.01' } }),
      'ocoSlPriceAbove110',
    ],
    [
      'applies the minimum price to an OCO trigger',
      oco({
        side: 'BUY',
        quantity: '70',
        tp: { trigger: '0.001', execution: 'market', price: '' },
        sl: { trigger: '70000', execution: 'market', price: '' },
      }),
      'planTradingTriggerPriceLowerLimit',
      { lastPrice: '0.5', isUta: true },
    ],
    [
      'asks for a trailing value',
      draftOf({ kind: 'trailing', side: 'SELL', quantity: '0.1', trailValue: '' }),
      'missingTrailingValue',
    ],
    [
      'refuses a trailing percentage of 100',
      draftOf({ kind: 'trailing', side: 'SELL', quantity: '0.1', trailValue: '100' }),
      'trailingPercentageRange',
    ],
    [
      'refuses a trailing distance below the tick',
      draftOf({
        kind: 'trailing',
        side: 'SELL',
        quantity: '0.1',
        trailBy: 'value',
        trailValue: '0.001',
      }),
      'trailingValueLowerLimit',
    ],
    ['passes a limit buy with TP/SL', tpsl(), null],
    ['passes a limit buy with only a take-profit', tpsl({ slTrigger: '' }), null],
    ['passes a limit buy with only a stop-loss', tpsl({ tpTrigger: '' }), null],
    [
      'ignores the triggers while TP/SL is off',
      tpsl({ tpsl: false, tpTrigger: '1', slTrigger: '99999' }),
      null,
    ],
    ['ignores TP/SL on other kinds than limit', tpsl({ kind: 'market', tpTrigger: '1' }), null],
    [
      'asks for a TP/SL trigger',
      tpsl({ tpTrigger: '', slTrigger: '.' }),
      'tpslMissingTriggerPrice',
    ],
    [
      'applies the minimum price to a TP/SL trigger',
      tpsl({ slTrigger: '0.001' }),
      'planTradingTriggerPriceLowerLimit',
    ],
    [
      'needs a buy take-profit above the price',
      tpsl({ tpTrigger: '65000' }),
      'tpslNeedHighTpTriggerPrice',
    ],
    ['keeps a buy take-profit one tick above', tpsl({ tpTrigger: '65000.01' }), null],
    [
      'needs a buy stop-loss below the price',
      tpsl({ slTrigger: '65000' }),
      'tpslNeedLowSlTriggerPrice',
    ],
    [
      'needs a sell take-profit below the price',
      tpsl({ side: 'SELL', tpTrigger: '65000', slTrigger: '70000' }),
      'tpslNeedLowTpTriggerPrice',
    ],
    [
      'needs a sell stop-loss above the price',
      tpsl({ side: 'SELL', tpTrigger: '60000', slTrigger: '65000' }),
      'tpslNeedHighSlTriggerPrice',
    ],
    [
      'passes a sell with TP below and SL above',
      tpsl({ side: 'SELL', tpTrigger: '60000', slTrigger: '70000' }),
      null,
    ],
    // A rest parameter: jest reads a callback's arity to decide whether it takes `done`.
  ])('%s', (...[, draft, key, ctx]: Row) => {
    expect(preCheckOrder(draft, { ...CTX, ...ctx })?.key ?? null).toBe(key);
  });

  it('reports the figures with the key', () => {
    expect(preCheckOrder(limitBuy({ quantity: '0.00001' }), CTX)).toEqual({
      key: 'orderQtyLowerLimit',
      params: { min: '0.000048', token: 'BTC' },
    });
  });

  it('lists a message key for every check, each with an English text', () => {
    expect(new Set(PRE_CHECK_KEYS).size).toBe(PRE_CHECK_KEYS.length);
    const texts: Record<string, unknown> = en;
    expect(PRE_CHECK_KEYS.filter((key) => typeof texts[key] !== 'string')).toEqual([]);
  });

  it('names the order price in a TP/SL side message', () => {
    expect(preCheckOrder(tpsl({ slTrigger: '65000.5' }), CTX)).toEqual({
      key: 'tpslNeedLowSlTriggerPrice',
      params: { price: '65000' },
    });
  });
});

describe('preCheckOrder: the order of the checks', () => {
  // Each step fixes what the previous one reported; the next failure must be the next rule.
  const steps: [Partial<OrderDraft>, PreCheckKey | null][] = [
    [{ triggerPrice: '', price: '', quantity: '' }, 'missingTriggerPrice'],
    [{ triggerPrice: '0.001', price: '', quantity: '' }, 'missingBuyingPrice'],
    [{ triggerPrice: '0.001', price: '0.001', quantity: '' }, 'missingBuyingQuantity'],
    [{ triggerPrice: '0.001', price: '0.001', quantity: '0.00001' }, 'orderPriceLowerLimit'],
    [
      { triggerPrice: '0.001', price: '200', quantity: '0.00001' },
      'planTradingTriggerPriceLowerLimit',
    ],
    [{ triggerPrice: '100', price: '200', quantity: '0.00001' }, 'orderQtyLowerLimit'],
    [{ triggerPrice: '100', price: '200', quantity: '0.001' }, 'buyAmountLowerLimit'],
    [{ triggerPrice: '100', price: '200000', quantity: '1' }, 'balanceNotEnough'],
    [{ triggerPrice: '100', price: '200', quantity: '1' }, 'conditionalBuyPriceAbove110'],
    [{ triggerPrice: '100', price: '110', quantity: '1' }, null],
  ];
  it.each(steps)('step %#', (patch, key) => {
    expect(preCheckOrder(plan('conditional', patch), CTX)?.key ?? null).toBe(key);
  });

  it('checks the order itself before its TP/SL', () => {
    expect(preCheckOrder(tpsl({ quantity: '', tpTrigger: '', slTrigger: '' }), CTX)?.key).toBe(
      'missingBuyingQuantity',
    );
    expect(
      preCheckOrder(tpsl({ price: '100000.01', quantity: '1', tpTrigger: '' }), CTX)?.key,
    ).toBe('balanceNotEnough');
  });

  it('checks the quantity before the OCO legs', () => {
    expect(
      preCheckOrder(oco({ quantity: '', tp: { trigger: '', execution: 'market', price: '' } }), CTX)
        ?.key,
    ).toBe('missingSellingQuantity');
  });
});

describe('preCheckField', () => {
  it('names the field a pre-check is about, with its text, where the draft uses it', () => {
    const draft = draftOf({ price: '99999999', quantity: '' });
    expect(preCheckField('orderPriceUpperLimit', draft)).toEqual({
      name: 'price',
      text: '99999999',
    });
    expect(preCheckField('missingBuyingQuantity', draft)).toEqual({ name: 'quantity', text: '' });
  });

  it('names none for a check of the whole order, or a field the draft does not use', () => {
    const limit = draftOf({ price: '65000', quantity: '1' });
    expect(preCheckField('balanceNotEnough', limit)).toBeNull();
    // A market order has no price field.
    expect(
      preCheckField('orderPriceUpperLimit', draftOf({ kind: 'market', quantity: '1' })),
    ).toBeNull();
    expect(preCheckField('not a key', limit)).toBeNull();
  });
});
