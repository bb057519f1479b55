import { normalizeNumericInput } from './numeric-input';
import type { NumericInputOptions } from './numeric-input';

const P2: NumericInputOptions = { precision: 2 };
const NOT_A_NUMBER = { ok: false, reason: 'not-a-number' } as const;

describe('normalizeNumericInput', () => {
  describe('shape of what was typed', () => {
    it.each<[string, string, NumericInputOptions, string]>([
      ['keeps an empty input empty', '', P2, ''],
      ['trims surrounding whitespace to empty', '   ', P2, ''],
      ['trims surrounding whitespace around a number', ' \t12.5\n', P2, '12.5'],
      ['keeps an integer', '123', P2, '123'],
      ['keeps zero', '0', P2, '0'],
      ['turns a leading dot into 0.x', '.5', P2, '0.5'],
      ['turns a lone dot into 0. while typing', '.', P2, '0.'],
      ['keeps a trailing dot while typing', '12.', P2, '12.'],
      ['keeps trailing zeros while typing', '1.0', P2, '1.0'],
      ['keeps trailing zeros up to the precision', '1.50', P2, '1.50'],
      ['collapses leading zeros of an integer', '007', P2, '7'],
      ['collapses leading zeros to a single zero', '000', P2, '0'],
      ['collapses leading zeros before the point', '00.5', P2, '0.5'],
      ['collapses leading zeros before a trailing dot', '00.', P2, '0.'],
      ['keeps zeros inside the integer', '1000', P2, '1000'],
    ])('%s', (_name, raw, options, value) => {
      expect(normalizeNumericInput(raw, options)).toEqual({ ok: true, value });
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
      ['drops the point and decimals at precision 0', '12.9', 0, '12'],
      ['drops a trailing dot at precision 0', '12.', 0, '12'],
      ['turns a leading dot into 0 at precision 0', '.5', 0, '0'],
      ['turns a lone dot into 0 at precision 0', '.', 0, '0'],
      ['keeps one decimal at precision 1', '3.14', 1, '3.1'],
      ['treats a negative precision as 0', '1.5', -1, '1'],
      ['treats a fractional precision as 0', '1.5', 1.5, '1'],
      ['treats a NaN precision as 0', '1.5', Number.NaN, '1'],
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

  describe('rejection', () => {
    it.each([
      ['letters', 'abc'],
      ['a number followed by letters', '12abc'],
      ['a minus sign', '-1'],
      ['a lone minus sign', '-'],
      ['a plus sign', '+1'],
      ['an exponent', '1e5'],
      ['an upper-case exponent', '1E5'],
      ['two dots', '1.2.3'],
      ['two dots in a row', '1..2'],
      ['a comma as the decimal separator', '1,5'],
      ['a thousands separator', '1,000'],
      ['NaN', 'NaN'],
      ['Infinity', 'Infinity'],
      ['hex', '0x1A'],
      ['binary', '0b101'],
      ['inner whitespace', '1 2'],
      ['full-width digits', '１２'],
      ['an underscore separator', '1_000'],
    ])('rejects %s', (_name, raw) => {
      expect(normalizeNumericInput(raw, P2)).toEqual(NOT_A_NUMBER);
    });

    it('rejects a value that is not a string at run time', () => {
      expect(normalizeNumericInput(12 as unknown as string, P2)).toEqual(NOT_A_NUMBER);
    });
  });

  describe('clamping', () => {
    const BOUNDS: NumericInputOptions = { precision: 2, min: '0.01', max: '100' };

    it.each<[string, string, NumericInputOptions, string]>([
      ['keeps a value just inside the maximum', '99.99', BOUNDS, '99.99'],
      ['keeps a value equal to the maximum as typed', '100.00', BOUNDS, '100.00'],
      ['clamps a value just above the maximum', '100.01', BOUNDS, '100'],
      ['clamps a large value to the maximum', '123456', BOUNDS, '100'],
      ['clamps after truncation, not before', '100.009', BOUNDS, '100.00'],
      ['clamps a trailing-dot value above the maximum', '101.', BOUNDS, '100'],
      ['keeps a trailing-dot value equal to the maximum', '100.', BOUNDS, '100.'],
      ['keeps a value equal to the minimum', '0.01', BOUNDS, '0.01'],
      ['keeps a value just above the minimum', '0.02', BOUNDS, '0.02'],
      ['clamps a complete zero below the minimum', '0', BOUNDS, '0.01'],
      ['clamps a complete 0.0 below the minimum', '0.0', BOUNDS, '0.01'],
      ['clamps a value that truncates below the minimum', '0.009', BOUNDS, '0.01'],
      ['clamps leading zeros below the minimum', '000', BOUNDS, '0.01'],
      ['does not clamp a bare 0. in progress', '0.', BOUNDS, '0.'],
      ['does not clamp a lone dot in progress', '.', BOUNDS, '0.'],
      ['does not clamp an empty input', '', BOUNDS, ''],
      [
        'does not clamp a trailing-dot value below the minimum',
        '4.',
        { precision: 2, min: '5' },
        '4.',
      ],
      [
        'clamps a trailing-dot value below the minimum at precision 0',
        '4.',
        { precision: 0, min: '5' },
        '5',
      ],
      [
        'writes the maximum as given when it fits the precision',
        '5',
        { precision: 2, max: '1.50' },
        '1.50',
      ],
      ['writes the minimum exactly as given', '0', { precision: 8, min: '0.00010' }, '0.00010'],
      [
        'cuts a maximum finer than the precision down to it',
        '5',
        { precision: 0, max: '1.50' },
        '1',
      ],
      [
        'cuts a maximum finer than the precision down, never up',
        '9',
        { precision: 1, max: '1.99' },
        '1.9',
      ],
      [
        'rounds a minimum finer than the precision up to it',
        '0',
        { precision: 2, min: '0.001' },
        '0.01',
      ],
      [
        'rounds a minimum finer than the precision up at precision 0',
        '0',
        { precision: 0, min: '0.5' },
        '1',
      ],
      [
        'compares decimals exactly beyond float precision',
        '0.30000000000000001',
        { precision: 20, max: '0.3' },
        '0.3',
      ],
      [
        'keeps a value just below a maximum beyond float precision',
        '0.29999999999999999',
        { precision: 20, max: '0.3' },
        '0.29999999999999999',
      ],
      ['applies only the maximum when no minimum is given', '0', { precision: 2, max: '10' }, '0'],
      [
        'applies no maximum when only a minimum is given',
        '1000000',
        { precision: 2, min: '1' },
        '1000000',
      ],
      [
        'lets the minimum win when it exceeds the maximum',
        '50',
        { precision: 2, min: '20', max: '10' },
        '20',
      ],
      ['ignores a maximum that is not a decimal string', '500', { precision: 2, max: '' }, '500'],
      ['ignores a minimum that is not a decimal string', '0', { precision: 2, min: 'abc' }, '0'],
    ])('%s', (_name, raw, options, value) => {
      expect(normalizeNumericInput(raw, options)).toEqual({ ok: true, value });
    });
  });
});
