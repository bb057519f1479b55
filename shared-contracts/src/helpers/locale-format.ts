import { Dec } from './decimal';
import { isDecimalString, type DecimalString } from '../domain/decimal-string';
import { NOT_A_VALUE } from './price-display';

/*
 * Figures in the page's language (issue 24): separators, the percent sign and where the sign
 * goes come from `Intl` for the locale; digits stay Latin in every locale, as the trader types
 * them in the order form and as the book shows them. Values are passed to `Intl` as decimal
 * strings (exact, never through a float) and truncated, never rounded up.
 */

/** The `Intl` locale of a page locale: its own separators and signs, Latin digits. */
export function numberLocale(locale: string): string {
  return `${locale}-u-nu-latn`;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions) {
  const id = `${locale}|${key}`;
  let format = formats.get(id);
  if (!format) {
    try {
      format = new Intl.NumberFormat(numberLocale(locale), options);
    } catch {
      // An unknown locale tag: English figures rather than none.
      format = new Intl.NumberFormat('en-u-nu-latn', options);
    }
    formats.set(id, format);
  }
  return format;
}

/** `Intl` takes a decimal string exactly (ES2023); the types still say number. */
const exact = (value: string) => value as unknown as number;

/**
 * A fraction as a percentage: `0.0451` → `+4.51%` (en), `+4,51 %` (es), and in Arabic with the
 * direction marks that keep `+4.51%` reading left to right. `signed` shows `+` above zero; a
 * value that truncates to zero shows no sign.
 */
export function formatPercentText(
  fraction: DecimalString,
  locale: string,
  options: { readonly signed?: boolean; readonly decimals?: number } = {},
): string {
  if (!isDecimalString(fraction)) return NOT_A_VALUE;
  const decimals = options.decimals ?? 2;
  const format = numberFormat(locale, `pct${decimals}${options.signed ? 's' : ''}`, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions);
  // Truncated first, so that -0.00004 shows 0.00 % and not -0.00 %.
  const truncated = new Dec(fraction).toDecimalPlaces(decimals + 2, Dec.ROUND_DOWN);
  return format.format(exact(truncated.isZero() ? '0' : truncated.toFixed()));
}

/**
 * A decimal text already at its precision (`65003.27`, as `formatPrice` gives it) with the
 * locale's decimal separator, every digit kept, no grouping: `65003,27` in Spanish. Anything
 * else (a dash) is returned as it is.
 */
export function localizeDecimalText(text: string, locale: string): string {
  if (!isDecimalString(text)) return text;
  const point = text.indexOf('.');
  const decimals = point < 0 ? 0 : text.length - point - 1;
  const format = numberFormat(locale, `dec${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions);
  return format.format(exact(text));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the locale writes a short date and a time with seconds; a dash if missing. */
export function formatDateTime(ms: number | null | undefined, locale: string): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return NOT_A_VALUE;
  let format = dateFormats.get(locale);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };
    try {
      format = new Intl.DateTimeFormat(numberLocale(locale), options);
    } catch {
      format = new Intl.DateTimeFormat('en-u-nu-latn', options);
    }
    dateFormats.set(locale, format);
  }
  return format.format(ms);
}
