import { isDecimalString, type DecimalString } from '../domain/decimal-string';
import { NOT_A_VALUE, formatDecimal } from './price-display';
import { marksOf, numberFormat, numberLocale } from './number-formats';

/*
 * Figures in the page's language (issue 24): separators, the percent sign and where the sign
 * goes come from `Intl` for the locale; digits stay Latin in every locale, as the trader types
 * them in the order form and as the book shows them. Values are passed to `Intl` as decimal
 * strings (exact, never through a float) and truncated, never rounded up.
 */

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
  // Truncated first, as text (no `Dec`: the header and footer write one per ticker), so that
  // -0.00004 shows 0.00 % and not -0.00 % (a truncated zero carries no sign).
  return format.format(exact(formatDecimal(fraction, decimals + 2)));
}

/**
 * A decimal text already at its precision (`65003.27`, as `formatPrice` gives it) as `Intl`
 * writes it for the locale, every digit kept, no grouping: `65003,27` in Spanish, a loss with
 * its direction mark in Arabic so it reads `-1.5` on a right-to-left page. Anything else (a
 * dash) is returned as it is. Cheap enough for every painted figure: the locale's marks are
 * read from `Intl` once, then the text is only rewritten where the locale differs.
 */
export function localizeDecimalText(text: string, locale: string): string {
  const marks = marksOf(locale);
  if (marks.asSent || !isDecimalString(text)) return text;
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const written = marks.decimal === '.' ? body : body.replace('.', marks.decimal);
  return negative ? marks.negative + written : written;
}

const LEADING_FIGURE = /^-?\d+(?:\.\d+)?/;

/**
 * A figure followed by a unit or a scale (`1.23K`, `0.5 BTC`) with its figure written as
 * `localizeDecimalText` writes it (`1,23K` in Spanish), and a percentage (`56.5%`) as the
 * locale writes one: `56,5 %` in Spanish, `56.5%` between direction marks in Arabic. Text that
 * does not start with a figure is returned as it is.
 */
export function localizeFigureText(text: string, locale: string): string {
  const marks = marksOf(locale);
  if (marks.asSent) return text;
  const figure = LEADING_FIGURE.exec(text)?.[0];
  if (figure === undefined) return text;
  const rest = text.slice(figure.length);
  return localizeDecimalText(figure, locale) + (rest === '%' ? marks.percent : rest);
}

/**
 * A message's parameters with each text written by `localizeFigureText` (a minimum, a price,
 * `0.5 BTC`); numbers and texts that are not figures are kept as they are.
 */
export function localizeFigureParams<V extends string | number>(
  params: Readonly<Record<string, V>>,
  locale: string,
): Record<string, V | string> {
  const out: Record<string, V | string> = {};
  for (const [name, value] of Object.entries(params)) {
    out[name] = typeof value === 'string' ? localizeFigureText(value, locale) : value;
  }
  return out;
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
