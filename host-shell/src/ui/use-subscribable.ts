import { useCallback, useSyncExternalStore } from 'react';
import type { Subscribable } from '@spot/contracts';

/** Reads a host `Subscribable` (session, page, account) and re-renders on change. */
export function useSubscribable<T>(source: Subscribable<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => source.subscribe(() => onChange()),
    [source],
  );
  return useSyncExternalStore(subscribe, () => source.get());
}
