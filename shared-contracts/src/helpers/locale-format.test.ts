import { randomDecimal, seededNumbers } from '../testing/numbers';
import {
  formatDateTime,
  formatPercentText,
  localizeDecimalText,
  localizeFigureParams,
  localizeFigureText,
} from './locale-format';
import { Dec } from './decimal';
import { numberFormat, numberLocale, prepareFigures } from './number-formats';

const LRM = '\u200e';

describe('formatPercentText', () => {
  it('writes a signed change in each locale, truncated, never through a float', () => {
    expect(formatPercentText('0.0451', 'en', { signed: true })).toBe('+4.51%');
    expect(formatPercentText('-0.012399', 'en', { signed: true })).toBe('-1.23%');
    expect(formatPercentText('0.0451', 'es', { signed: true })).toBe('+4,51\u00a0%');
    expect(formatPercentText('0.0451', 'ja', { signed: true })).toBe('+4.51%');
    // 0.1 + 0.2 as floats is 0.30000000000000004: the decimal string is exact.
    expect(formatPercentText('0.003', 'en', { signed: true })).toBe('+0.30%');
    expect(formatPercentText('0.999999', 'en')).toBe('99.99%');
  });

  it('keeps "+4.51%" reading left to right in Arabic', () => {
    const text = formatPercentText('0.0451', 'ar', { signed: true });
    // Direction marks around the figure, so the sign is drawn first on a right-to-left page.
    expect(text.replaceAll(LRM, '').replaceAll('\u061c', '')).toBe('+4.51%');
    expect(text.startsWith(LRM)).toBe(true);
    expect(text).not.toMatch(/[٠-٩]/);
  });

  it('shows no sign for a change that truncates to zero, and a dash for no value', () => {
    expect(formatPercentText('-0.000049', 'en', { signed: true })).toBe('0.00%');
    expect(formatPercentText('0', 'en', { signed: true })).toBe('0.00%');
    expect(formatPercentText('abc', 'en')).toBe('--');
    expect(formatPercentText('', 'en')).toBe('--');
  });

  it('honours other decimal counts and large values', () => {
    expect(formatPercentText('0.123456', 'en', { decimals: 3 })).toBe('12.345%');
    expect(formatPercentText('12.3456789', 'en', { signed: true })).toBe('+1,234.56%');
  });

  it('cuts as text to what a decimal.js cut gives, on random fractions in four locales', () => {
    const next = seededNumbers(2024);
    for (let i = 0; i < 2000; i += 1) {
      const value = randomDecimal(next, { wholeDigits: 3 });
      const locale = ['en', 'es', 'ja', 'ar'][next() % 4] as string;
      const decimals = next() % 4;
      const signed = next() % 2 === 0;
      // The cut before text work: a `Dec` to the shown digits, a zero without its sign.
      const cut = new Dec(value).toDecimalPlaces(decimals + 2, Dec.ROUND_DOWN);
      const expected = numberFormat(locale, `pct${decimals}${signed ? 's' : ''}`, {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        signDisplay: signed ? 'exceptZero' : 'auto',
        roundingMode: 'trunc',
      } as Intl.NumberFormatOptions).format(
        (cut.isZero() ? '0' : cut.toFixed()) as unknown as number,
      );
      expect(formatPercentText(value, locale, { signed, decimals })).toBe(expected);
    }
  });
});

describe('localizeDecimalText', () => {
  it('keeps every digit and swaps only the separator', () => {
    expect(localizeDecimalText('65003.27', 'en')).toBe('65003.27');
    expect(localizeDecimalText('65003.27', 'es')).toBe('65003,27');
    expect(localizeDecimalText('0.00001234', 'es')).toBe('0,00001234');
    expect(localizeDecimalText('12345678901234.99', 'es')).toBe('12345678901234,99');
    expect(localizeDecimalText('100', 'es')).toBe('100');
    expect(localizeDecimalText('65003.27', 'ar')).toBe('65003.27');
  });

  it('leaves what is not a decimal as it is', () => {
    expect(localizeDecimalText('--', 'es')).toBe('--');
    expect(localizeDecimalText('1e5', 'es')).toBe('1e5');
    expect(localizeDecimalText('', 'es')).toBe('');
  });

  it('writes a loss with the direction mark that keeps it reading -1.5 in Arabic', () => {
    expect(localizeDecimalText('-1.50', 'ar')).toBe(`${LRM}-1.50`);
    expect(localizeDecimalText('-1.50', 'es')).toBe('-1,50');
    expect(localizeDecimalText('-1.50', 'en')).toBe('-1.50');
  });

  it('writes exactly what Intl writes, for every locale and any figure', () => {
    const texts = ['0', '7', '-7', '0.5', '-0.00000001', '65003.27', '-65003.27', '123456789.1234'];
    for (let i = 0; i < 200; i += 1) {
      const digits = String((i * 7919) % 1000003);
      const places = i % 9;
      const text =
        places === 0
          ? digits
          : `${digits.slice(0, -1) || '0'}.${digits.padEnd(places, '3').slice(0, places)}`;
      texts.push(i % 3 === 0 ? `-${text}` : text);
    }
    for (const locale of ['en', 'es', 'ja', 'ar', 'de', 'fr']) {
      for (const text of texts) {
        const point = text.indexOf('.');
        const decimals = point < 0 ? 0 : text.length - point - 1;
        const intl = new Intl.NumberFormat(numberLocale(locale), {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: false,
        }).format(text as unknown as number);
        expect(localizeDecimalText(text, locale)).toBe(intl);
      }
    }
  });
});

describe('prepareFigures', () => {
  it("makes the locale's number format ahead, so the first figure written makes none", () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      // A locale no other test uses, so its format is not made yet.
      prepareFigures('pt');
      // The figure's marks and the percent sign's.
      expect(made).toHaveBeenCalledTimes(2);
      expect(localizeDecimalText('-65003.27', 'pt')).toBe('-65003,27');
      expect(localizeFigureText('56%', 'pt')).toBe('56%');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });
});

describe('localizeFigureText', () => {
  it('writes the leading figure for the locale and keeps its unit', () => {
    expect(localizeFigureText('1.23K', 'es')).toBe('1,23K');
    expect(localizeFigureText('0.5 BTC', 'es')).toBe('0,5 BTC');
    expect(localizeFigureText('-0.5 BTC', 'ar')).toBe(`${LRM}-0.5 BTC`);
    expect(localizeFigureText('1.23K', 'en')).toBe('1.23K');
    expect(localizeFigureText('--', 'es')).toBe('--');
    expect(localizeFigureText('BTC 0.5', 'es')).toBe('BTC 0.5');
  });

  it('writes a percentage as the locale does, its sign included', () => {
    expect(localizeFigureText('56.5%', 'es')).toBe('56,5\u00a0%');
    expect(localizeFigureText('56%', 'ar')).toBe(`56${LRM}%${LRM}`);
    expect(localizeFigureText('56.5%', 'en')).toBe('56.5%');
    expect(localizeFigureText('56%', 'ja')).toBe('56%');
    // Only a bare percent sign is the locale's: another unit after it is kept as written.
    expect(localizeFigureText('5% APR', 'es')).toBe('5% APR');
  });
});

describe('localizeFigureParams', () => {
  it("writes a message's figures for the locale and keeps the rest", () => {
    expect(
      localizeFigureParams({ min: '0.000048', token: 'BTC', size: '0.5 BTC', count: 3 }, 'es'),
    ).toEqual({ min: '0,000048', token: 'BTC', size: '0,5 BTC', count: 3 });
  });
});

describe('formatDateTime', () => {
  it('writes the moment in the locale, with Latin digits, and a dash when missing', () => {
    const t = Date.UTC(2026, 10, 26, 9, 5, 7);
    expect(formatDateTime(t, 'en')).toMatch(/\d{1,2}\/\d{1,2}\/26/);
    expect(formatDateTime(t, 'ja')).toMatch(/^2026\/11\/26/);
    expect(formatDateTime(t, 'ar')).not.toMatch(/[٠-٩]/);
    expect(formatDateTime(0, 'en')).toBe('--');
    expect(formatDateTime(null, 'en')).toBe('--');
    expect(formatDateTime(Number.NaN, 'en')).toBe('--');
  });

  it('falls back to English figures for a tag Intl cannot read', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 2), 'not a locale!')).toMatch(/2026|26/);
    expect(numberLocale('es')).toBe('es-u-nu-latn');
    expect(formatPercentText('0.5', 'not a locale!')).toBe('50.00%');
  });
});
