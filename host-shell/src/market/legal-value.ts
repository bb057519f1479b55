import { Dec, isDecimalString, type DecimalString } from '@spot/contracts';

export type LegalRates = Readonly<Record<string, Readonly<Record<string, DecimalString>>>>;

/** Legal-currency display defaults to 2 decimals (spec 000 §9). */
export const LEGAL_DECIMALS = 2;
export const DEFAULT_FIAT = 'USD';
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', JPY: '¥' };

/**
 * The legal-currency value of a price quoted in `quote`: price × the quote token's rate, at 2
 * decimals rounded down, with thousands separators; `null` without a rate.
 */
export function legalValue(
  price: DecimalString,
  quote: string,
  rates: LegalRates,
  fiat: string = DEFAULT_FIAT,
): string | null {
  const rate = rates[quote]?.[fiat];
  if (!isDecimalString(price) || !isDecimalString(rate)) return null;
  const value = new Dec(price).mul(rate).toDecimalPlaces(LEGAL_DECIMALS, Dec.ROUND_DOWN);
  const [int = '0', frac = ''] = value.toFixed(LEGAL_DECIMALS).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${SYMBOLS[fiat] ?? `${fiat} `}${grouped}.${frac}`;
}
