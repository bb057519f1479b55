import { Dec, isDecimalString, numberLocale, type DecimalString } from '@spot/contracts';

export type LegalRates = Readonly<Record<string, Readonly<Record<string, DecimalString>>>>;

/** Legal-currency display defaults to 2 decimals (spec 000 §9). */
export const LEGAL_DECIMALS = 2;
export const DEFAULT_FIAT = 'USD';

/** Significant digits kept for a legal value under one cent (a PEPE-sized price). */
export const LEGAL_SMALL_DIGITS = 4;

const formats = new Map<string, Intl.NumberFormat>();

/** The fiat amount `text` (exact, at its digits) as `Intl` writes money in the locale. */
function writeMoney(text: string, fiat: string, locale: string): string {
  const point = text.indexOf('.');
  const digits = point < 0 ? 0 : text.length - point - 1;
  const id = `${locale}|${fiat}|${digits}`;
  let format = formats.get(id);
  if (!format) {
    const options = {
      style: 'currency',
      currency: fiat,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions;
    try {
      format = new Intl.NumberFormat(numberLocale(locale), options);
    } catch {
      format = new Intl.NumberFormat('en-u-nu-latn', options);
    }
    formats.set(id, format);
  }
  // `Intl` takes the decimal string exactly (ES2023); the types still say number. A sign of
  // letters and a symbol (Arabic's `US$`) is isolated, so a right-to-left page keeps its order
  // (it read `$US`).
  return format
    .formatToParts(text as unknown as number)
    .map((part) =>
      part.type === 'currency' && part.value.length > 1 ? `\u2068${part.value}\u2069` : part.value,
    )
    .join('');
}

/**
 * The legal-currency value of a price quoted in `quote`: price × the quote token's rate, with
 * the locale's separators and currency sign (`$65,001.51` in English, `65.001,51 $` in
 * Spanish); `null` without a rate or for a fiat `Intl` does not know. At a cent or more it
 * shows 2 decimals (spec 000 §9), cut; under a cent it keeps 4 significant digits, cut
 * ("$0.00001237" for PEPE, which read "$0.00"), so a non-zero price never shows as zero.
 */
export function legalValue(
  price: DecimalString,
  quote: string,
  rates: LegalRates,
  fiat: string = DEFAULT_FIAT,
  locale = 'en',
): string | null {
  const rate = rates[quote]?.[fiat];
  if (!isDecimalString(price) || !isDecimalString(rate) || !/^[A-Z]{3}$/.test(fiat)) return null;
  const exact = new Dec(price).mul(rate);
  const cut =
    exact.gt(0) && exact.lt('0.01')
      ? exact.toSignificantDigits(LEGAL_SMALL_DIGITS, Dec.ROUND_DOWN).toFixed()
      : exact.toDecimalPlaces(LEGAL_DECIMALS, Dec.ROUND_DOWN).toFixed(LEGAL_DECIMALS);
  return writeMoney(cut, fiat, locale);
}
