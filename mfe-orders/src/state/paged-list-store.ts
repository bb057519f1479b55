import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ListFailure } from './list-failure';

export type PageReply<T, C> =
  | { readonly ok: true; readonly rows: readonly T[]; readonly next: (added: number) => C | null }
  | ListFailure;

export interface PagedListState<T> {
  readonly rows: readonly T[];
  readonly phase: 'idle' | 'loading' | 'ready' | 'failed';
  readonly error: string | null;
  /** The business code of the last failure, if the server gave one. */
  readonly errorCode: number | null;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
}

export interface PagedListStore<T> {
  readonly store: StoreApi<PagedListState<T>>;
  /** Drops what is held and reads the first page. */
  reload(): void;
  /** Reads the next page, once at a time; nothing when the end was reached. */
  loadMore(): void;
  /** Puts live rows in front (or in place, by id); rows the filter refuses are skipped. */
  upsert(rows: readonly T[]): void;
  dispose(): void;
}

export interface PagedListOptions<T, C> {
  readonly idOf: (row: T) => string;
  /** Newest first. */
  readonly compare: (a: T, b: T) => number;
  readonly first: () => C;
  readonly fetchPage: (cursor: C, signal: AbortSignal) => Promise<PageReply<T, C>>;
  /** Which rows the list keeps; read on every page and live row. */
  readonly accept?: (row: T) => boolean;
}

/**
 * A history list read page by page (spec 000 §9: page size 100, more on scroll): rows keyed by
 * id so a page overlapping the last, or a live row already held, never shows twice.
 */
export function createPagedListStore<T, C>(options: PagedListOptions<T, C>): PagedListStore<T> {
  const store = createStore<PagedListState<T>>(() => ({
    rows: [],
    phase: 'idle',
    error: null,
    errorCode: null,
    hasMore: false,
    loadingMore: false,
  }));
  const accept = options.accept ?? (() => true);
  let byId = new Map<string, T>();
  let cursor: C | null = null;
  let request: AbortController | null = null;
  let disposed = false;

  const publish = (patch: Partial<PagedListState<T>>) => {
    store.setState({ rows: [...byId.values()].sort(options.compare), ...patch });
  };

  const read = async (from: C, first: boolean) => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    const reply = await options.fetchPage(from, controller.signal);
    if (controller.signal.aborted || disposed) return;
    request = null;
    if (!reply.ok) {
      store.setState({
        phase: first ? 'failed' : store.getState().phase,
        error: reply.message,
        errorCode: reply.code ?? null,
        loadingMore: false,
      });
      return;
    }
    let added = 0;
    for (const row of reply.rows) {
      const id = options.idOf(row);
      if (!byId.has(id)) added += 1;
      if (accept(row)) byId.set(id, row);
    }
    cursor = reply.next(added);
    publish({
      phase: 'ready',
      error: null,
      errorCode: null,
      hasMore: cursor !== null,
      loadingMore: false,
    });
  };

  return {
    store,
    reload() {
      if (disposed) return;
      byId = new Map();
      cursor = null;
      store.setState({
        rows: [],
        phase: 'loading',
        error: null,
        errorCode: null,
        hasMore: false,
        loadingMore: false,
      });
      void read(options.first(), true);
    },
    loadMore() {
      if (disposed || request || cursor === null) return;
      store.setState({ loadingMore: true });
      void read(cursor, false);
    },
    upsert(rows) {
      if (disposed || store.getState().phase !== 'ready') return;
      let changed = false;
      for (const row of rows) {
        if (!accept(row)) continue;
        byId.set(options.idOf(row), row);
        changed = true;
      }
      if (changed) publish({});
    },
    dispose() {
      disposed = true;
      request?.abort();
    },
  };
}
