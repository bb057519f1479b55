import { isDecimalString, type HostApiClient, type SymbolInfo } from '@spot/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optionalPrecision = (v: unknown): boolean =>
  v === undefined || (Number.isInteger(v) && (v as number) >= 0);

/** Boundary guard for one symbol of the symbol list. */
export function isSymbolInfo(value: unknown): value is SymbolInfo {
  return (
    isRecord(value) &&
    typeof value.symbolId === 'string' &&
    typeof value.symbolName === 'string' &&
    typeof value.baseTokenName === 'string' &&
    typeof value.quoteTokenName === 'string' &&
    optionalPrecision(value.pricePrecision) &&
    optionalPrecision(value.quantityPrecision) &&
    optionalPrecision(value.amountPrecision) &&
    isDecimalString(value.minPricePrecision) &&
    (value.maxPrice === undefined || isDecimalString(value.maxPrice)) &&
    (value.liquidityShield === undefined || typeof value.liquidityShield === 'boolean') &&
    typeof value.tradeStatus === 'number' &&
    typeof value.digitMerge === 'string' &&
    typeof value.mark === 'string'
  );
}

/** Loads the symbol list; malformed entries are logged and dropped. */
export async function loadSymbols(
  api: HostApiClient,
): Promise<{ symbols: SymbolInfo[]; error: string | null }> {
  const reply = await api.call('symbols', {});
  if (!reply.ok) return { symbols: [], error: reply.message };
  const list: unknown = reply.result;
  if (!Array.isArray(list)) return { symbols: [], error: 'symbol list is not a list' };
  const symbols = list.filter((item): item is SymbolInfo => {
    const ok = isSymbolInfo(item);
    if (!ok) console.warn('[market] dropped a malformed symbol', item);
    return ok;
  });
  return { symbols, error: null };
}
