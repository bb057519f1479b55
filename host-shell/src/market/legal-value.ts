import { Dec, isDecimalString, type DecimalString } from '@spot/contracts';

export type LegalRates = Readonly<Record<string, Readonly<Record<string, DecimalString>>>>;

/** Legal-currency display defaults to 2 decimals (spec 000 §9). */
export const LEGAL_DECIMALS = 2;
export const DEFAULT_FIAT = 'USD';
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', JPY: '¥' };

/** Significant digits kept for a legal value under one cent (a PEPE-sized price). */
export const LEGAL_SMALL_DIGITS = 4;

/**
 * The legal-currency value of a price quoted in `quote`: price × the quote token's rate, with
 * thousands separators; `null` without a rate. At a cent or more it shows 2 decimals (spec 000
 * §9), cut; under a cent it keeps 4 significant digits, cut ("$0.00001237" for PEPE, which
 * read "$0.00"), so a non-zero price never shows as zero.
 */
export function legalValue(
  price: DecimalString,
  quote: string,
  rates: LegalRates,
  fiat: string = DEFAULT_FIAT,
): string | null {
  const rate = rates[quote]?.[fiat];
  if (!isDecimalString(price) || !isDecimalString(rate)) return null;
  const exact = new Dec(price).mul(rate);
  const symbol = SYMBOLS[fiat] ?? `${fiat} `;
  if (exact.gt(0) && exact.lt('0.01')) {
    return `${symbol}${exact.toSignificantDigits(LEGAL_SMALL_DIGITS, Dec.ROUND_DOWN).toFixed()}`;
  }
  const value = exact.toDecimalPlaces(LEGAL_DECIMALS, Dec.ROUND_DOWN);
  const [int = '0', frac = ''] = value.toFixed(LEGAL_DECIMALS).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${symbol}${grouped}.${frac}`;
}
