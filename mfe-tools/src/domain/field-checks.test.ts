import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NUMERIC_INPUT_HINT_KEYS } from '@spot/contracts';
import { makeSymbol } from '@spot/contracts/testing';
import {
  FIELD_RULES,
  fieldLimitsOf,
  fieldProblem,
  fieldProblems,
  readTyped,
  type FieldRule,
} from './field-checks';
import { EMPTY_FORMS } from './tool-forms';

// BTCUSDT as the exchange lists it: tick 0.01, lot 0.000001, least size 0.000048, least value 1.
const limits = fieldLimitsOf(makeSymbol('BTC', 'USDT'));
const { count } = FIELD_RULES.scaledOrder;
const price: FieldRule = FIELD_RULES.scaledOrder.priceFrom;
const qty: FieldRule = FIELD_RULES.scaledOrder.totalQty;
const amount: FieldRule = FIELD_RULES.gridBot.investment;

const COUNT = { key: 'tool_scaled_count', params: { min: '2', max: '20' } };
const PRICE_LOW = { key: 'orderPriceLowerLimit', params: { min: '0.01' } };
const QTY_LOW = { key: 'orderQtyLowerLimit', params: { min: '0.000048', token: 'BTC' } };

describe('fieldProblem', () => {
  it.each([
    ['leaves an empty price to the form (it asks for one)', price, '', null],
    ['leaves only spaces to the form', price, '   ', null],
    ['accepts a price', price, '64000.5', null],
    ['reads a decimal comma as a point', price, '1,5', null],
    ['accepts a price while its point is typed', price, '12.', null],
    ['refuses a zero price with the least price', price, '0', PRICE_LOW],
    ['refuses 0.00 as zero', price, '0.00', PRICE_LOW],
    ['refuses a lone point (zero)', price, '.', PRICE_LOW],
    ['refuses a negative price by its sign', price, '-5', { key: 'numberHint.sign', params: {} }],
    ['refuses letters in a price', price, 'abc', { key: 'numberHint.characters', params: {} }],
    ['refuses an exponent', price, '1e5', { key: 'numberHint.exponent', params: {} }],
    ['refuses two separators', price, '1.2.3', { key: 'numberHint.separators', params: {} }],
    [
      'refuses a comma that may group thousands',
      price,
      '1,000',
      { key: 'numberHint.ambiguous', params: {} },
    ],
    [
      'refuses a price with more decimals than the tick (never rounds it)',
      price,
      '100.123',
      { key: 'tool_too_many_decimals', params: { digits: '2' } },
    ],
    ['accepts trailing zeros past the digits', price, '100.1000', null],
    ['refuses a zero quantity with the least size', qty, '0', QTY_LOW],
    ['refuses a quantity below the least size', qty, '0.00001', QTY_LOW],
    ['accepts the least size', qty, '0.000048', null],
    [
      'refuses a quantity past the lot',
      qty,
      '1.0000001',
      { key: 'tool_too_many_decimals', params: { digits: '6' } },
    ],
    [
      'refuses a zero investment with the least value',
      amount,
      '0',
      { key: 'tool_investment_lower_limit', params: { min: '1', token: 'USDT' } },
    ],
    ['accepts an investment', amount, '1000', null],
    ['accepts a count', count, '5', null],
    ['accepts a count while its point is typed', count, '5.', null],
    ['leaves an empty count to the form', count, '', null],
    ['refuses letters in a count by its range', count, 'abc', COUNT],
    ['refuses a fractional count (never cuts it)', count, '2.5', COUNT],
    ['refuses a fractional count typed with a comma', count, '2,5', COUNT],
    ['refuses a negative count', count, '-3', COUNT],
    ['refuses a zero count', count, '0', COUNT],
    ['refuses a count of one', count, '1', COUNT],
    ['refuses a count above the most', count, '21', COUNT],
    ['refuses a count past the safe integers', count, '99999999999999999999', COUNT],
    ['refuses a count with an exponent', count, '1e1', COUNT],
  ] as const)('%s', (_name, rule, text, expected) => {
    expect(fieldProblem(rule, text, limits)).toEqual(expected);
  });

  it('names a fractional running time in whole minutes, its bounds as the check gives them', () => {
    expect(fieldProblem(FIELD_RULES.twap.durationMin, '10.5', limits)).toEqual({
      key: 'tool_twap_duration',
      params: { min: '5', max: '24' },
    });
    expect(fieldProblem(FIELD_RULES.twap.durationMin, '1440', limits)).toBeNull();
    expect(fieldProblem(FIELD_RULES.twap.durationMin, '1441', limits)?.key).toBe(
      'tool_twap_duration',
    );
  });

  it('names the interval and grid lines by their own ranges', () => {
    expect(fieldProblem(FIELD_RULES.twap.intervalSec, '7.5', limits)).toEqual({
      key: 'tool_twap_interval',
      params: { min: '5', max: '120' },
    });
    expect(fieldProblem(FIELD_RULES.gridBot.gridNumber, 'x', limits)?.key).toBe(
      'tool_grid_number_range',
    );
  });

  it('names only what the text says while the symbol is unknown', () => {
    expect(fieldProblem(price, '0', null)).toBeNull();
    expect(fieldProblem(price, 'abc', null)?.key).toBe('numberHint.characters');
    expect(fieldProblem(count, '2.5', null)).toEqual(COUNT);
  });

  it('refuses zero even where the symbol names no least value', () => {
    const bare = fieldLimitsOf(
      makeSymbol('BTC', 'USDT', { minPricePrecision: '0', minTradeQuantity: '0' }),
    );
    expect(fieldProblem(price, '0', bare)).toEqual(PRICE_LOW);
    expect(fieldProblem(qty, '0', bare)).toEqual({
      key: 'orderQtyLowerLimit',
      params: { min: '0.000001', token: 'BTC' },
    });
  });

  it('reads a symbol without a price precision as the checks do (no decimals)', () => {
    const { pricePrecision: _omitted, ...rest } = makeSymbol('BTC', 'USDT');
    const whole = fieldLimitsOf({ ...rest, minPricePrecision: '1' });
    expect(fieldProblem(price, '1.5', whole)).toEqual({
      key: 'tool_too_many_decimals',
      params: { digits: '0' },
    });
  });
});

describe('fieldProblems', () => {
  it('names nothing in an empty form', () => {
    expect(fieldProblems('scaledOrder', EMPTY_FORMS.scaledOrder, limits)).toEqual({});
    expect(fieldProblems('gridBot', EMPTY_FORMS.gridBot, limits)).toEqual({});
  });

  it('names each field that holds something wrong', () => {
    const form = { ...EMPTY_FORMS.scaledOrder, priceFrom: '0', priceTo: '110', count: '2.5' };
    expect(fieldProblems('scaledOrder', form, limits)).toEqual({
      priceFrom: PRICE_LOW,
      count: COUNT,
    });
  });

  it('names a zero stop loss, take profit and price limit as prices', () => {
    const grid = { ...EMPTY_FORMS.gridBot, stopLossPrice: '0', takeProfitPrice: '0,00' };
    expect(fieldProblems('gridBot', grid, limits)).toEqual({
      stopLossPrice: PRICE_LOW,
      takeProfitPrice: PRICE_LOW,
    });
    expect(fieldProblems('twap', { ...EMPTY_FORMS.twap, priceLimit: '0' }, limits)).toEqual({
      priceLimit: PRICE_LOW,
    });
  });
});

describe('field messages', () => {
  it('has an English text for every message a field may give', () => {
    // Read as the remote ships it; the other languages are held to English by the parity test.
    const en = JSON.parse(
      readFileSync(join(__dirname, '../../locales/en/tools.json'), 'utf8'),
    ) as Record<string, unknown>;
    const text = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
    const keys = [
      ...Object.values(FIELD_RULES).flatMap((rules) =>
        Object.values(rules as Record<string, FieldRule>).flatMap((rule) =>
          rule.kind === 'whole' ? [rule.problem.key] : [],
        ),
      ),
      ...Object.values(NUMERIC_INPUT_HINT_KEYS),
      'orderPriceLowerLimit',
      'orderQtyLowerLimit',
      'tool_investment_lower_limit',
      'tool_too_many_decimals',
    ];
    expect(keys.filter((key) => typeof text(key) !== 'string')).toEqual([]);
  });
});

describe('a point that may group thousands where the page locale says so', () => {
  it.each<[string, string, string, number, Omit<ReturnType<typeof readTyped>, 'typed'>]>([
    [
      'refuses 1.500 in Spanish, kept as typed',
      '1.500',
      'es',
      8,
      { text: '1.500', refusal: { text: '1.500', reason: 'ambiguous' } },
    ],
    ['reads 1,5 in Spanish', '1,5', 'es', 8, { text: '1.5', refusal: null }],
    ['reads 1,234 in Spanish', '1,234', 'es', 3, { text: '1.234', refusal: null }],
    ['reads 1.500 in English', '1.500', 'en', 8, { text: '1.500', refusal: null }],
    [
      'reads 1,500 in Spanish, its decimal comma',
      '1,500',
      'es',
      8,
      { text: '1.500', refusal: null },
    ],
    [
      'leaves 1,500 in English to the text alone',
      '1,500',
      'en',
      8,
      { text: '1,500', refusal: null },
    ],
  ])('%s', (_name, raw, locale, precision, expected) => {
    const { text, refusal } = readTyped(raw, precision, locale);
    expect({ text, refusal }).toEqual(expected);
  });

  it('reads the separator typed at an earlier key: 66,000 typed key by key is refused in English', () => {
    const typeKeys = (keys: string, locale: string) => {
      let field: ReturnType<typeof readTyped> | null = null;
      for (const key of keys) {
        field = readTyped((field?.text ?? '') + key, 2, locale, field?.typed ?? null);
      }
      return field;
    };
    expect(typeKeys('66,000', 'en')).toMatchObject({ text: '66,000', refusal: null });
    expect(typeKeys('66,000', 'en')?.typed.read).toEqual({ ok: false, reason: 'ambiguous' });
    // In Spanish the same keys are their decimal comma, not a point grouping thousands.
    expect(typeKeys('66,000', 'es')).toMatchObject({ text: '66.00', refusal: null });
    // A comma that drops a digit a field of no decimals would keep is refused beside the text.
    expect(readTyped('1,5', 0, 'en')).toMatchObject({
      text: '1,5',
      refusal: { text: '1,5', reason: 'ambiguous' },
    });
  });

  it('names a field by its refusal while it shows the refused text, and reads it after', () => {
    const form = { ...EMPTY_FORMS.iceberg, price: '100', totalQty: '1.500', visibleQty: '0.1' };
    const refused = { totalQty: { text: '1.500', reason: 'ambiguous' } } as const;
    expect(fieldProblems('iceberg', form, limits, refused)).toEqual({
      totalQty: { key: 'numberHint.ambiguous', params: {} },
    });
    expect(fieldProblems('iceberg', { ...form, totalQty: '1.5' }, limits, refused)).toEqual({});
    expect(fieldProblems('iceberg', form, limits)).toEqual({});
  });
});
