import { draftOf, symbolOf } from '../testing/fixtures';
import { fieldError, localeRefusal, withRefusal, type TypedRefusal } from './order-draft';
import {
  commitField,
  derivedSize,
  estimateOrder,
  orderValue,
  pickTarget,
  pickedPrice,
  typeField,
  type FieldKind,
} from './order-form';

const btc = symbolOf();

describe('typeField', () => {
  it.each<[string, FieldKind, string, string]>([
    ['cuts a price to the price precision', 'price', '65000.129', '65000.12'],
    ['turns a leading dot into 0.x', 'quantity', '.5', '0.5'],
    ['reads a decimal comma as the point', 'quantity', '1,5', '1.5'],
    ['keeps a quantity below the minimum as typed', 'quantity', '0.00001', '0.00001'],
    ['keeps zero as typed', 'quantity', '0', '0'],
    ['keeps a quantity above the maximum as typed', 'quantity', '100.000001', '100.000001'],
    ['keeps an amount below the minimum as typed', 'amount', '0.5', '0.5'],
    ['keeps an amount above the maximum as typed', 'amount', '4000000.5', '4000000.5'],
    ['keeps a price above the maximum as typed', 'price', '99999999', '99999999'],
    ['keeps a percentage above 100 as typed', 'percentage', '150', '150'],
    ['keeps an exponent as typed', 'price', '1e5', '1e5'],
    ['keeps letters as typed', 'price', '12a', '12a'],
    ['keeps two separators as typed', 'quantity', '1,000.5', '1,000.5'],
  ])('%s', (_name, kind, raw, expected) => {
    expect(typeField(kind, raw, btc)).toBe(expected);
  });

  it('keeps a point that may group thousands as typed in Spanish, and reads it in English', () => {
    expect(typeField('quantity', '1.500', btc, 'es')).toBe('1.500');
    expect(localeRefusal('1.500', 'es')).toBe('ambiguous');
    expect(typeField('quantity', '1.500', btc, 'en')).toBe('1.500');
    expect(localeRefusal('1.500', 'en')).toBeNull();
    expect(typeField('quantity', '1,5', btc, 'es')).toBe('1.5');
    expect(localeRefusal('1,5', 'es')).toBeNull();
  });

  it('leaves to the text what its text alone refuses, whatever the locale', () => {
    expect(localeRefusal('1,500', 'es')).toBeNull();
    expect(localeRefusal('1e5', 'es')).toBeNull();
    expect(fieldError('1,500')).toBe('ambiguous');
  });

  it('uses 13 price decimals for an unknown symbol', () => {
    expect(typeField('price', '0.12345678901234', undefined)).toBe('0.1234567890123');
  });

  it('keeps the point of a whole-number field, so 1 . 5 never reads 15', () => {
    const pepe = symbolOf({ quantityPrecision: 0 });
    const typed = ['1', '.', '5'].reduce(
      (text, key) => typeField('quantity', text + key, pepe),
      '',
    );
    expect(typed).toBe('1.');
    expect(commitField(typed)).toBe('1');
  });
});

describe('commitField', () => {
  it.each([
    ['drops a trailing point', '65000.', '65000'],
    ['keeps a value below the minimum', '0.00001', '0.00001'],
    ['keeps an empty field empty', '', ''],
    ['keeps refused text as typed', '1.5.', '1.5.'],
  ])('%s', (_name, text, expected) => {
    expect(commitField(text)).toBe(expected);
  });
});

describe('derived values', () => {
  it.each([
    ['clamps a picked price to the tick', '0.001', '0.01'],
    ['clamps a picked price to the maximum price', '7000000', '6500000.00'],
    ['writes a picked price as the book shows it', '64998.9', '64998.90'],
    ['cuts a picked price to the precision', '65000.129', '65000.12'],
  ])('%s', (_name, price, expected) => {
    expect(pickedPrice(price, btc)).toBe(expected);
  });

  it.each<[string, 'quantity' | 'amount', string, string, string]>([
    ['raises a slider quantity below the minimum to it', 'quantity', '0.00001', '1', '0.000048'],
    ['keeps a slider quantity within the bounds', 'quantity', '0.5', '1', '0.5'],
    ['never exceeds what the balance allows', 'quantity', '0.00001', '0.00002', '0.00002'],
    ['caps a slider quantity at the symbol maximum', 'quantity', '80', '80', '71.739562'],
    ['raises a slider amount below the minimum to it', 'amount', '0.5', '100', '1'],
  ])('%s', (_name, kind, value, max, expected) => {
    expect(derivedSize(kind, value, max, btc)).toBe(expected);
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
      feeBelowUnit: false,
      feeToken: 'BTC',
    });
  });
  it('cuts a buy fee to the base precision, never past it', () => {
    expect(estimateOrder(draftOf({ price: '65000', quantity: '0.123456' }), btc, null).fee).toBe(
      '0.000123',
    );
  });
  it('shows one unit, flagged, for a positive fee under one unit', () => {
    expect(
      estimateOrder(draftOf({ price: '65000', quantity: '0.000048' }), btc, null),
    ).toMatchObject({ fee: '0.000001', feeBelowUnit: true });
  });
  it('tells no value while a field shows text refused as typed', () => {
    // `1.500` in Spanish may be 1500 or 1.5: refused, so no 75000 from reading it as 1.5.
    const quantity = '1.500';
    const refused = { text: quantity, reason: 'ambiguous' } as const;
    const draft = draftOf({ price: '50000', quantity, refused: { quantity: refused } });
    expect(estimateOrder(draft, btc, null)).toMatchObject({ value: '', fee: '' });
    // Text that is no number at all gives none either.
    expect(estimateOrder(draftOf({ price: '50000', quantity: '1e5' }), btc, null).value).toBe('');
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

describe('fieldError with what the locale refused as typed', () => {
  const refusal: TypedRefusal = { text: '1.500', reason: 'ambiguous' };

  it.each<[string, string, TypedRefusal | undefined, ReturnType<typeof fieldError>]>([
    ['names the refusal while the field shows its text', '1.500', refusal, 'ambiguous'],
    ['reads the same text the form wrote itself as a number', '1.500', undefined, null],
    ['ends the refusal when the text changes', '1.5', refusal, null],
    ['never refuses an empty field', '', { text: '', reason: 'ambiguous' }, null],
    ['names what the text refuses first', '1e5', refusal, 'exponent'],
  ])('%s', (_name, text, refused, expected) => {
    expect(fieldError(text, refused)).toBe(expected);
  });

  it('sets and drops one field of the refusals', () => {
    const set = withRefusal(undefined, 'price', refusal);
    expect(set).toEqual({ price: refusal });
    expect(withRefusal(set, 'quantity', refusal)).toEqual({ price: refusal, quantity: refusal });
    expect(withRefusal(set, 'price', null)).toEqual({});
  });
});
