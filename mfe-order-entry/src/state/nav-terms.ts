import type { DecimalString, HostApi } from '@spot/contracts';

/** What the net-value risk hint compares the last price with (spec 000 §5). */
export interface NavTerms {
  readonly nav: DecimalString;
  readonly diffNvRate: DecimalString | undefined;
}

export const NAV_TERMS_REFRESH_MS = 10_000;

/**
 * Follows a leveraged token's net value and its allowed deviation: the LT info once, the net
 * value at once and then every `refreshMs` while the page is visible. `onTerms` hears null
 * until both are read, and keeps the last terms when a refresh fails. Returns the stop.
 */
export function watchNavTerms(
  host: HostApi,
  symbolName: string,
  onTerms: (terms: NavTerms | null) => void,
  refreshMs = NAV_TERMS_REFRESH_MS,
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let rate: DecimalString | undefined | null = null;
  const readNav = async () => {
    if (!host.page.get().visible && rate !== null) return;
    const [info, nav] = await Promise.all([
      rate === null
        ? host.api.call('ltSymbolInfo', { symbol: symbolName }, { signal })
        : Promise.resolve(null),
      host.api.call('ltNavInfo', { symbol: symbolName }, { signal }),
    ]);
    if (signal.aborted) return;
    if (info?.ok) rate = info.result.diffNvRate;
    if (rate === null || !nav.ok) return;
    onTerms({ nav: nav.result.nav, diffNvRate: rate });
  };
  onTerms(null);
  void readNav();
  const timer = setInterval(() => void readNav(), refreshMs);
  return () => {
    controller.abort();
    clearInterval(timer);
  };
}
