import { useCallback, useSyncExternalStore } from 'react';
import type { MarketStream } from '@spot/contracts';

/** Re-renders at most once per frame with a market stream's latest state (low-rate views only). */
export function useStream<T>(stream: MarketStream<T>): T {
  const subscribe = useCallback((onChange: () => void) => stream.subscribe(onChange), [stream]);
  return useSyncExternalStore(subscribe, () => stream.get());
}
