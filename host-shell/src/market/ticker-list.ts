import type { HostApiClient, Ticker } from '@spot/contracts';

/** Every symbol's ticker by symbol name, for the market list; `null` when the call failed. */
export async function loadTickers(api: HostApiClient): Promise<ReadonlyMap<string, Ticker> | null> {
  const reply = await api.call('tickers', {});
  return reply.ok ? new Map(reply.result.map((ticker) => [ticker.symbol, ticker])) : null;
}
