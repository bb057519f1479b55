import {
  fitDerivedValue,
  localeRefusal,
  normalizeNumericInput,
  typeNumericInput,
  type TypedNumber,
} from './numeric-input';
import type {
  DerivedValueBounds,
  NumericInputError,
  NumericInputOptions,
  NumericInputResult,
} from './numeric-input';

const P2 = { precision: 2 };

describe('normalizeNumericInput', () => {
  describe('shape of what was typed', () => {
    it.each<[string, string, string]>([
      ['keeps an empty input empty', '', ''],
      ['trims surrounding whitespace to empty', '   ', ''],
      ['keeps an integer', '123', '123'],
      ['keeps zero as typed', '0', '0'],
      ['keeps 0.0 as typed', '0.0', '0.0'],
      ['turns a leading dot into 0.x', '.5', '0.5'],
      ['turns a lone dot into 0. while typing', '.', '0.'],
      ['keeps a trailing dot while typing', '12.', '12.'],
      ['keeps trailing zeros while typing', '1.0', '1.0'],
      ['keeps trailing zeros up to the precision', '1.50', '1.50'],
      ['collapses leading zeros of an integer', '007', '7'],
      ['collapses leading zeros to a single zero', '000', '0'],
      ['collapses leading zeros before the point', '00.5', '0.5'],
      ['collapses leading zeros before a trailing dot', '00.', '0.'],
      ['keeps zeros inside the integer', '1000', '1000'],
      ['keeps a value far above any maximum', '123456789012345678', '123456789012345678'],
    ])('%s', (_name, raw, value) => {
      expect(normalizeNumericInput(raw, P2)).toEqual({ ok: true, value });
    });
  });

  describe('decimal separators and digits of other keyboards', () => {
    it.each<[string, string, string]>([
      ['reads a decimal comma as the point', '1,5', '1.5'],
      ['reads a leading comma as 0.', ',5', '0.5'],
      ['keeps a trailing comma as a trailing point', '12,', '12.'],
      ['truncates after a decimal comma', '1,9999', '1.99'],
      ['reads a comma after a leading 0 as decimal', '0,125', '0.12'],
      ['reads a comma before two or four digits as decimal', '12,3456', '12.34'],
      ['reads the Arabic decimal separator', '3\u066B25', '3.25'],
      ['reads a full-width point', '1\uFF0E5', '1.5'],
      ['reads a full-width comma', '1\uFF0C5', '1.5'],
      ['reads full-width digits', '\uFF11\uFF12', '12'],
      ['reads Arabic-Indic digits', '\u0661\u0662\u066B\u0665', '12.5'],
      ['reads Persian digits', '\u06F4\u06F2', '42'],
    ])('%s', (_name, raw, value) => {
      expect(normalizeNumericInput(raw, P2)).toEqual({ ok: true, value });
    });
  });

  describe('precision', () => {
    it.each<[string, string, number, string]>([
      ['keeps decimals just inside the precision', '1.23', 2, '1.23'],
      ['truncates decimals just beyond the precision', '1.234', 2, '1.23'],
      ['truncates instead of rounding up', '1.999', 2, '1.99'],
      ['truncates a long tail without rounding', '0.123456789', 8, '0.12345678'],
      [
        'keeps 13 decimals for the unknown-symbol price precision',
        '0.1234567890123',
        13,
        '0.1234567890123',
      ],
      ['truncates the 14th decimal at precision 13', '0.12345678901239', 13, '0.1234567890123'],
      ['keeps a value below a minimum, cut only to the precision', '0.00001', 6, '0.00001'],
      ['cuts the decimals and keeps the point at precision 0', '12.9', 0, '12.'],
      ['keeps a trailing dot at precision 0 while typing', '12.', 0, '12.'],
      ['turns a leading dot into 0. at precision 0', '.5', 0, '0.'],
      ['turns a lone dot into 0. at precision 0', '.', 0, '0.'],
      ['keeps one decimal at precision 1', '3.14', 1, '3.1'],
      ['treats a negative precision as 0', '1.5', -1, '1.'],
      ['treats a fractional precision as 0', '1.5', 1.5, '1.'],
      ['treats a NaN precision as 0', '1.5', Number.NaN, '1.'],
      ['keeps an integer without a point at precision 0', '15', 0, '15'],
    ])('%s', (_name, raw, precision, value) => {
      expect(normalizeNumericInput(raw, { precision })).toEqual({ ok: true, value });
    });

    it('keeps digits beyond the precision of a float', () => {
      expect(normalizeNumericInput('123456789012345678.12345678', { precision: 8 })).toEqual({
        ok: true,
        value: '123456789012345678.12345678',
      });
    });
  });

  describe('refusal, with the reason for the hint', () => {
    it.each<[string, string, NumericInputError]>([
      ['an exponent', '1e5', 'exponent'],
      ['an upper-case exponent', '1E5', 'exponent'],
      ['an exponent with a sign', '1.5e-3', 'exponent'],
      ['an exponent in progress', '1e', 'exponent'],
      ['an exponent after a decimal comma', '1,5e3', 'exponent'],
      ['two dots', '1.2.3', 'separators'],
      ['two dots in a row', '1..2', 'separators'],
      ['a thousands comma before a decimal point', '1,000.5', 'separators'],
      ['two commas', '1,000,000', 'separators'],
      ['a comma that may group thousands', '1,000', 'ambiguous'],
      ['a comma that may group thousands after three digits', '999,999', 'ambiguous'],
      ['a full-width comma that may group thousands', '5\uFF0C000', 'ambiguous'],
      ['a minus sign', '-1', 'sign'],
      ['a lone minus sign', '-', 'sign'],
      ['a plus sign', '+1', 'sign'],
      ['letters', 'abc', 'characters'],
      ['a number followed by letters', '12abc', 'characters'],
      ['NaN', 'NaN', 'characters'],
      ['Infinity', 'Infinity', 'characters'],
      ['hex', '0x1A', 'characters'],
      ['binary', '0b101', 'characters'],
      ['inner whitespace', '1 2', 'characters'],
      ['a trailing space', '12 ', 'characters'],
      ['surrounding whitespace', ' \t12.5\n', 'characters'],
      ['a no-break space as thousands separator', '1\u00A0000', 'characters'],
      ['the Arabic thousands separator', '1\u066C000', 'characters'],
      ['an underscore separator', '1_000', 'characters'],
      ['a minus inside the number', '1-2', 'characters'],
    ])('refuses %s', (_name, raw, reason) => {
      expect(normalizeNumericInput(raw, P2)).toEqual({ ok: false, reason });
    });

    it('refuses a value that is not a string at run time', () => {
      expect(normalizeNumericInput(12 as unknown as string, P2)).toEqual({
        ok: false,
        reason: 'characters',
      });
    });
  });
});

describe('normalizeNumericInput with the page locale', () => {
  const read = (raw: string, locale?: string) =>
    normalizeNumericInput(raw, locale === undefined ? P2 : { ...P2, locale });
  const AMBIGUOUS: NumericInputResult = { ok: false, reason: 'ambiguous' };

  // es and de group thousands with a point; en, ja and ar (Latin digits, as the page writes
  // them) with a comma; a tag Intl refuses reads as no locale.
  it.each<[string, string | undefined, string, NumericInputResult]>([
    ['a point before three digits in Spanish', 'es', '1.500', AMBIGUOUS],
    ['a point after three digits in Spanish', 'es', '999.999', AMBIGUOUS],
    ['a full-width point before three digits in Spanish', 'es', '1\uFF0E500', AMBIGUOUS],
    ['a point before three digits in a Spanish region', 'es-ES', '1.500', AMBIGUOUS],
    ['a point before three digits in German', 'de', '12.345', AMBIGUOUS],
    [
      'a comma before three digits in Spanish (its decimal mark)',
      'es',
      '1,500',
      { ok: true, value: '1.50' },
    ],
    [
      'a comma after three digits in German (its decimal mark)',
      'de',
      '999,999',
      { ok: true, value: '999.99' },
    ],
    [
      'a full-width comma before three digits in Spanish',
      'es',
      '1\uFF0C234',
      { ok: true, value: '1.23' },
    ],
    ['a decimal comma in Spanish', 'es', '1,5', { ok: true, value: '1.5' }],
    ['a point before one digit in Spanish', 'es', '1.5', { ok: true, value: '1.5' }],
    ['a point before four digits in Spanish', 'es', '1.5000', { ok: true, value: '1.50' }],
    ['a point after a leading 0 in Spanish', 'es', '0.500', { ok: true, value: '0.50' }],
    ['a point after four digits in Spanish', 'es', '1234.567', { ok: true, value: '1234.56' }],
    ['a leading point in Spanish', 'es', '.500', { ok: true, value: '0.50' }],
    ['a point with no digits after it in Spanish', 'es', '1.', { ok: true, value: '1.' }],
    ['an integer in Spanish', 'es', '1500', { ok: true, value: '1500' }],
    ['the Arabic decimal separator in Spanish', 'es', '1\u066B500', { ok: true, value: '1.50' }],
    ['a point before three digits in English', 'en', '1.500', { ok: true, value: '1.50' }],
    ['a comma before three digits in English', 'en', '1,500', AMBIGUOUS],
    ['a point before three digits in Japanese', 'ja', '1.500', { ok: true, value: '1.50' }],
    ['a comma before three digits in Japanese', 'ja', '1,500', AMBIGUOUS],
    ['a point before three digits in Arabic', 'ar', '1.500', { ok: true, value: '1.50' }],
    ['a comma before three digits in Arabic', 'ar', '1,500', AMBIGUOUS],
    [
      'a point before three digits with a bad locale',
      'not a locale!',
      '1.500',
      { ok: true, value: '1.50' },
    ],
    ['a point before three digits with an empty locale', '', '1.500', { ok: true, value: '1.50' }],
    ['a comma before three digits with a bad locale', 'not a locale!', '1,500', AMBIGUOUS],
    [
      'a point before three digits without a locale',
      undefined,
      '1.500',
      { ok: true, value: '1.50' },
    ],
    ['a comma before three digits without a locale', undefined, '1,500', AMBIGUOUS],
  ])('reads %s (%s)', (_name, locale, raw, expected) => {
    expect(read(raw, locale)).toEqual(expected);
  });

  it('names the other refusals before the point in Spanish', () => {
    expect(read('1.500.000', 'es')).toEqual({ ok: false, reason: 'separators' });
    expect(read('1.000,5', 'es')).toEqual({ ok: false, reason: 'separators' });
    expect(read('1.5e3', 'es')).toEqual({ ok: false, reason: 'exponent' });
    expect(read('-1.500', 'es')).toEqual({ ok: false, reason: 'sign' });
  });

  it('never throws on a locale that is not a string at run time', () => {
    const options = { precision: 2, locale: 42 } as unknown as NumericInputOptions;
    expect(normalizeNumericInput('1.500', options)).toEqual({ ok: true, value: '1.50' });
  });

  it('gives the same answer when a locale is asked again (read once, then kept)', () => {
    expect(read('2.500', 'es')).toEqual(AMBIGUOUS);
    expect(read('2.500', 'es')).toEqual(AMBIGUOUS);
    expect(read('2.500', 'en')).toEqual({ ok: true, value: '2.50' });
  });
});

/** Types `keys` one at a time into a field that shows what `typeNumericInput` returns. */
function typeKeys(keys: string, precision: number, locale?: string): TypedNumber {
  let field: TypedNumber = {
    text: '',
    read: { ok: true, value: '' },
    typedMark: null,
    refusal: null,
  };
  for (const key of keys) {
    field = typeNumericInput(field.text + key, field, {
      precision,
      ...(locale === undefined ? {} : { locale }),
    });
  }
  return field;
}

describe('typeNumericInput, a key at a time', () => {
  it.each(['en', 'ja', 'ar', undefined])(
    'refuses a thousands comma typed in a price (%s): 66,000 is not 66.00',
    (locale) => {
      const field = typeKeys('66,000', 2, locale);
      expect(field.text).toBe('66,000');
      expect(field.read).toEqual({ ok: false, reason: 'ambiguous' });
    },
  );

  it('refuses 1,000 in a quantity of six decimals, as pasted text is', () => {
    expect(typeKeys('1,000', 6, 'en')).toMatchObject({ text: '1,000', read: { ok: false } });
    expect(typeNumericInput('1,000', null, { precision: 6, locale: 'en' }).text).toBe('1,000');
  });

  it('reads a decimal comma that cannot be a thousands group as the field shows it', () => {
    expect(typeKeys('66,5', 2, 'en')).toMatchObject({ text: '66.5', typedMark: ',' });
    expect(typeKeys('66,05', 2, 'en')).toMatchObject({ text: '66.05', read: { ok: true } });
    expect(typeKeys('0,125', 6, 'en').text).toBe('0.125');
    expect(typeKeys('1234,567', 6, 'en').text).toBe('1234.567');
    expect(typeKeys('1,0005', 6, 'en').text).toBe('1.0005');
  });

  it('refuses digits after a comma that a field of fewer decimals would drop', () => {
    // Precision 0: `1,5` would read 1 and `1,000` one; either way the comma is not a decimal mark.
    expect(typeKeys('1,5', 0, 'en')).toMatchObject({ text: '1,5', read: { ok: false } });
    expect(typeKeys('1,000', 0, 'en')).toMatchObject({ text: '1,000', read: { ok: false } });
  });

  it('keeps the refusal while the trader types on: a fourth digit does not make it a decimal comma', () => {
    for (const keys of ['66,0000', '66,0005', '1,2345', '1234,567', '65,00000']) {
      expect(typeKeys(keys, 2, 'en')).toMatchObject({
        text: keys,
        read: { ok: false, reason: 'ambiguous' },
      });
    }
    // Pasted, the same.
    expect(typeNumericInput('66,0000', null, { precision: 2, locale: 'en' }).read.ok).toBe(false);
    // As many digits as the field keeps: the comma can only be a decimal mark.
    expect(typeNumericInput('66,00', null, { precision: 2, locale: 'en' }).text).toBe('66.00');
    expect(typeKeys('1234,5', 2, 'en').text).toBe('1234.5');
  });

  it("cuts the locale's own decimal mark to the field's decimals, and refuses a grouping point", () => {
    expect(typeKeys('66.0000', 2, 'en')).toMatchObject({ text: '66.00', read: { ok: true } });
    expect(typeKeys('66,0000', 2, 'es')).toMatchObject({ text: '66.00', read: { ok: true } });
    expect(typeKeys('66.0000', 2, 'es')).toMatchObject({
      text: '66.0000',
      read: { ok: false, reason: 'ambiguous' },
    });
  });

  it('reads a point typed as a point as before, whatever came before it', () => {
    expect(typeKeys('66.000', 2, 'en')).toMatchObject({ text: '66.00', read: { ok: true } });
    // The comma's point was deleted and a point typed: the digits before it are the same, but
    // the field's point is the one typed now.
    const afterComma = typeKeys('66,', 2, 'en');
    const deleted = typeNumericInput('66', afterComma, { precision: 2, locale: 'en' });
    expect(deleted.typedMark).toBeNull();
    let field = deleted;
    for (const key of '.000') field = typeNumericInput(field.text + key, field, { precision: 2 });
    expect(field).toMatchObject({ text: '66.00', read: { ok: true } });
  });

  it('forgets the comma when the field was set another way (no `before`)', () => {
    expect(typeNumericInput('66.000', null, { precision: 2, locale: 'en' }).text).toBe('66.00');
  });

  it('reads Spanish keys as typed: a decimal comma, and a point that may group thousands', () => {
    // Typed a key at a time, the comma shown as a point was read as a grouping point.
    expect(typeKeys('66,000', 2, 'es')).toMatchObject({ text: '66.00', read: { ok: true } });
    expect(typeKeys('1,5', 0, 'es')).toMatchObject({ text: '1.', read: { ok: true } });
    expect(typeKeys('1.500', 2, 'es')).toMatchObject({
      text: '1.500',
      read: { ok: false, reason: 'ambiguous' },
    });
  });

  it('gives the refusal a form must keep beside a text that alone reads as a number', () => {
    expect(typeKeys('1.500', 2, 'es').refusal).toEqual({ text: '1.500', reason: 'ambiguous' });
    expect(typeKeys('1,5', 0, 'en').refusal).toEqual({ text: '1,5', reason: 'ambiguous' });
    // Text refused either way carries its refusal; a number has none.
    expect(typeKeys('66,000', 2, 'en').refusal).toBeNull();
    expect(typeKeys('1e5', 2, 'en').refusal).toBeNull();
    expect(typeKeys('66,5', 2, 'en').refusal).toBeNull();
  });

  it('reads an Arabic decimal separator as the decimal mark it only is', () => {
    expect(typeKeys('66\u066B000', 2, 'ar')).toMatchObject({ text: '66.00', read: { ok: true } });
  });
});

describe('localeRefusal', () => {
  it.each<[string, string, string, ReturnType<typeof localeRefusal>]>([
    ['a point that groups thousands in Spanish', '1.500', 'es', 'ambiguous'],
    ['the same text in English, read alike', '1.500', 'en', null],
    ['a decimal comma in Spanish, read alike', '1,5', 'es', null],
    ['text refused either way (the text names it)', '1e5', 'es', null],
    ['a comma refused either way in English', '1,500', 'en', null],
  ])('%s: %s in %s', (_name, raw, locale, expected) => {
    expect(localeRefusal(raw, locale)).toBe(expected);
  });
});

describe('fitDerivedValue', () => {
  const BOUNDS: DerivedValueBounds = { precision: 2, min: '0.01', max: '100' };

  it.each<[string, string, DerivedValueBounds, string]>([
    ['keeps a value inside the bounds', '42.5', BOUNDS, '42.5'],
    ['truncates to the precision', '42.559', BOUNDS, '42.55'],
    ['drops trailing zeros', '42.50', BOUNDS, '42.5'],
    ['writes every decimal when padded', '42.5', { ...BOUNDS, padded: true }, '42.50'],
    ['pads a clamped value', '100.01', { ...BOUNDS, padded: true }, '100.00'],
    ['keeps the maximum', '100', BOUNDS, '100'],
    ['clamps a value just above the maximum', '100.01', BOUNDS, '100'],
    ['clamps a value just below the minimum', '0.009', BOUNDS, '0.01'],
    ['clamps zero up to the minimum', '0', BOUNDS, '0.01'],
    ['cuts a maximum finer than the precision down', '9', { precision: 1, max: '1.99' }, '1.9'],
    ['rounds a minimum finer than the precision up', '0', { precision: 2, min: '0.001' }, '0.01'],
    [
      'lets the maximum win when it is below the minimum',
      '50',
      { precision: 2, min: '20', max: '10' },
      '10',
    ],
    [
      'ignores bounds that are not decimal strings',
      '500',
      { precision: 2, min: 'x', max: '' },
      '500',
    ],
    [
      'compares beyond float precision',
      '0.30000000000000001',
      { precision: 20, max: '0.3' },
      '0.3',
    ],
    ['writes a tiny value in plain notation', '0.00000001', { precision: 10 }, '0.00000001'],
  ])('%s', (_name, value, bounds, expected) => {
    expect(fitDerivedValue(value, bounds)).toBe(expected);
  });

  it.each([['-1'], ['1e5'], ['abc'], ['']])('gives no value for %p', (value) => {
    expect(fitDerivedValue(value, BOUNDS)).toBe('');
  });
});
