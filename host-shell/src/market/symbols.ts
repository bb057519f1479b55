import { isSymbolInfo, type HostApiClient, type SymbolInfo } from '@spot/contracts';

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
