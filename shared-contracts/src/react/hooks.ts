import { useCallback, useSyncExternalStore } from 'react';
import type { HostApi, MarketStream, Subscribable } from '../remote';
import type { ConnectionState } from '../wire/protocol';

/** Reads a host `Subscribable` (session, page, account) and re-renders on change. */
export function useSubscribable<T>(source: Subscribable<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => source.subscribe(() => onChange()),
    [source],
  );
  return useSyncExternalStore(subscribe, () => source.get());
}

/**
 * Re-renders at most once per frame with a market stream's latest state. For low-rate views;
 * feed-rate views read `stream.get()` in `stream.subscribe` and paint outside React.
 */
export function useMarketStream<T>(stream: MarketStream<T>): T {
  const subscribe = useCallback((onChange: () => void) => stream.subscribe(onChange), [stream]);
  return useSyncExternalStore(subscribe, () => stream.get());
}

/**
 * One value picked from a market stream: re-renders (at most once per frame) only when the
 * picked value changes (`Object.is`), not on every message of the stream. `select` must
 * return a primitive or a value kept by reference (a string field, not a new object).
 */
export function useMarketStreamSelect<T, R>(stream: MarketStream<T>, select: (state: T) => R): R {
  const subscribe = useCallback((onChange: () => void) => stream.subscribe(onChange), [stream]);
  return useSyncExternalStore(subscribe, () => select(stream.get()));
}

/** The realtime connection state; anything but `live` means the data may be stale. */
export function useConnectionState(host: HostApi): ConnectionState {
  const subscribe = useCallback(
    (onChange: () => void) => host.realtime.onState(() => onChange()),
    [host],
  );
  return useSyncExternalStore(subscribe, () => host.realtime.state());
}
