import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ListFailure } from './list-failure';

export type ListReply<T> = { ok: true; rows: readonly T[] } | ListFailure;

export interface AsyncListState<T> {
  readonly rows: readonly T[];
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly error: string | null;
  /** The business code of the last failure, if the server gave one. */
  readonly errorCode: number | null;
}

export interface AsyncList<T> {
  readonly store: StoreApi<AsyncListState<T>>;
  /** Reads the list; a refresh keeps the rows on screen until the answer. */
  reload(): void;
  /** Reads now and every `ms` while `active()` holds; returns the stop. */
  poll(ms: number, active?: () => boolean): () => void;
  dispose(): void;
}

/** A list read whole (strategies, holdings, balances, borrowing), optionally refreshed. */
export function createAsyncList<T>(
  fetch: (signal: AbortSignal) => Promise<ListReply<T>>,
): AsyncList<T> {
  const store = createStore<AsyncListState<T>>(() => ({
    rows: [],
    phase: 'loading',
    error: null,
    errorCode: null,
  }));
  let request: AbortController | null = null;
  let disposed = false;
  const stops = new Set<() => void>();
  const reload = () => {
    if (disposed || request) return;
    const controller = new AbortController();
    request = controller;
    void fetch(controller.signal).then((reply) => {
      if (controller.signal.aborted || disposed) return;
      request = null;
      if (reply.ok)
        store.setState({ rows: reply.rows, phase: 'ready', error: null, errorCode: null });
      else {
        store.setState((s) => ({
          phase: s.phase === 'ready' ? 'ready' : 'failed',
          error: reply.message,
          errorCode: reply.code ?? null,
        }));
      }
    });
  };
  return {
    store,
    reload,
    poll(ms, active = () => true) {
      reload();
      const handle = setInterval(() => {
        if (active()) reload();
      }, ms);
      const stop = () => {
        clearInterval(handle);
        stops.delete(stop);
      };
      stops.add(stop);
      return stop;
    },
    dispose() {
      disposed = true;
      request?.abort();
      for (const stop of [...stops]) stop();
    },
  };
}
