import type { HostApi, LtNavInfo, LtSymbolInfo } from '@spot/contracts';

export type LtInfoState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly info: LtSymbolInfo; readonly nav: LtNavInfo };

/** Loads an LT symbol's limits and net value together. */
export async function loadLtInfo(
  host: HostApi,
  symbolName: string,
  signal: AbortSignal,
): Promise<LtInfoState> {
  const [info, nav] = await Promise.all([
    host.api.call('ltSymbolInfo', { symbol: symbolName }, { signal }),
    host.api.call('ltNavInfo', { symbol: symbolName }, { signal }),
  ]);
  if (!info.ok) return { kind: 'failed', message: info.message };
  if (!nav.ok) return { kind: 'failed', message: nav.message };
  return { kind: 'ready', info: info.result, nav: nav.result };
}
