import { resolvePrecision, Dec } from '@spot/contracts';
import { draftOf, symbolOf } from '../testing/fixtures';
import {
  commitField,
  estimateOrder,
  orderValue,
  pickTarget,
  typeField,
  typePrice,
  typeQuantity,
  type FieldKind,
} from './order-form';

const btc = symbolOf();

describe('order form input', () => {
  it('truncates a price to the price precision', () => {
    expect(typePrice('', '65000.129', btc)).toBe('65000.12');
  });
  it('turns a leading dot into 0.x', () => {
    expect(typeQuantity('', '.5', btc)).toBe('0.5');
  });
  it('keeps the previous text when the input is not a number', () => {
    expect(typePrice('12', '12a', btc)).toBe('12');
    expect(typePrice('12', '1e5', btc)).toBe('12');
  });
  it('clamps a quantity above the maximum while typing', () => {
    expect(typeQuantity('', '100.000001', btc)).toBe('71.739562');
  });
  it('clamps an amount above the maximum while typing', () => {
    expect(typeField('amount', '', '4000000.5', btc)).toBe('4000000');
  });
  it('uses 13 price decimals for an unknown symbol', () => {
    expect(typePrice('', '0.12345678901234', undefined)).toBe('0.1234567890123');
  });
  it('raises a quantity to the minimum when the field is left', () => {
    expect(commitField('quantity', '0.00001', btc)).toBe('0.000048');
  });
  it('drops a trailing point when the field is left', () => {
    expect(commitField('price', '65000.', btc)).toBe('65000');
  });
  it('keeps an empty field empty when it is left', () => {
    expect(commitField('price', '', btc)).toBe('');
  });
});

describe('numeric input, fuzzed', () => {
  // A seeded generator keeps failures reproducible.
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const ALPHABET = [
    '0',
    '1',
    '5',
    '9',
    '.',
    '.',
    'e',
    'E',
    '-',
    '+',
    ' ',
    ',',
    'x',
    'N',
    'a',
    'I',
    '٣',
    '\u00a0',
  ];
  const randomText = () =>
    Array.from(
      { length: Math.floor(next() * 14) },
      () => ALPHABET[Math.floor(next() * ALPHABET.length)],
    ).join('');

  const KINDS: FieldKind[] = ['price', 'quantity', 'amount', 'percentage'];
  const bounds = (kind: FieldKind) =>
    kind === 'quantity'
      ? {
          min: btc.minTradeQuantity,
          max: btc.maxTradeQuantity,
          precision: resolvePrecision(btc, 'quantity'),
        }
      : kind === 'amount'
        ? {
            min: btc.minTradeAmount,
            max: btc.maxTradeAmount,
            precision: resolvePrecision(btc, 'amount'),
          }
        : kind === 'price'
          ? { min: btc.minPricePrecision, max: null, precision: resolvePrecision(btc, 'price') }
          : { min: null, max: '99.99', precision: 2 };

  it('never yields NaN, exponent notation, or a value past precision or bounds', () => {
    for (let i = 0; i < 3000; i += 1) {
      const kind = KINDS[i % KINDS.length] as FieldKind;
      const raw = randomText();
      const typed = typeField(kind, '', raw, btc);
      const committed = commitField(kind, typed, btc);
      const { min, max, precision } = bounds(kind);
      for (const value of [typed, committed]) {
        if (value === '') continue;
        expect(value).toMatch(/^\d+(\.\d*)?$/);
        const decimals = value.split('.')[1] ?? '';
        expect(decimals.length).toBeLessThanOrEqual(precision);
        if (max) expect(new Dec(value.replace(/\.$/, '')).lte(max)).toBe(true);
      }
      if (committed !== '') {
        expect(committed).not.toMatch(/\.$/);
        if (min) expect(new Dec(committed).gte(min)).toBe(true);
      }
    }
  });
});

describe('orderValue', () => {
  it('multiplies exactly in decimals', () => {
    expect(orderValue({ price: '0.1', quantity: '3' }, btc)).toBe('0.30000000');
  });
  it('is empty while an input is incomplete', () => {
    expect(orderValue({ price: '65000.', quantity: '1' }, btc)).toBe('');
  });
});

describe('estimateOrder', () => {
  it('values a limit buy and charges the fee in base', () => {
    expect(estimateOrder(draftOf({ price: '65000', quantity: '0.5' }), btc, '64000')).toEqual({
      value: '32500.00000000',
      approximate: false,
      fee: '0.0005',
      feeToken: 'BTC',
    });
  });
  it('charges a sell fee in quote', () => {
    expect(
      estimateOrder(draftOf({ side: 'SELL', price: '65000', quantity: '0.5' }), btc, null),
    ).toMatchObject({
      fee: '32.5',
      feeToken: 'USDT',
    });
  });
  it('marks a market order by quantity as an estimate at the last price', () => {
    expect(estimateOrder(draftOf({ kind: 'market', quantity: '1' }), btc, '64000')).toMatchObject({
      value: '64000.00000000',
      approximate: true,
    });
  });
  it('tells nothing without a size', () => {
    expect(estimateOrder(draftOf({ price: '1' }), btc, null).value).toBe('');
  });
});

describe('pickTarget', () => {
  it.each<[string, Parameters<typeof draftOf>[0], string | null]>([
    ['a limit price', { kind: 'limit' }, 'price'],
    ['a plan limit price', { kind: 'conditional', execution: 'limit' }, 'price'],
    ['a plan market trigger', { kind: 'stopLimit', execution: 'market' }, 'triggerPrice'],
    ['nothing on a market order', { kind: 'market' }, null],
  ])('fills %s', (_name, draft, target) => {
    expect(pickTarget(draftOf(draft))).toBe(target);
  });
});
