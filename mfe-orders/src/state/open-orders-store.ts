import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  applyOrderEvents,
  sortedOrders,
  toOrderMap,
  type OpenOrderMap,
  type Order,
} from '@spot/contracts';

/** One fetch of the open orders: every source, first page each. */
export type OpenOrdersFetch = (
  signal: AbortSignal,
) => Promise<
  { ok: true; orders: readonly Order[]; hasMore: boolean } | { ok: false; message: string }
>;

/** The next page of the paged source, after the rows held. */
export type OpenOrdersFetchMore = (
  held: readonly Order[],
  signal: AbortSignal,
) => Promise<
  { ok: true; orders: readonly Order[]; hasMore: boolean } | { ok: false; message: string }
>;

export interface OpenOrdersState {
  /** Newest first. */
  readonly orders: readonly Order[];
  /** `loading` only until the first answer; later fetches keep the rows on screen. */
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly error: string | null;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
}

export interface OpenOrdersStore {
  readonly store: StoreApi<OpenOrdersState>;
  /**
   * Fetches afresh and lays the events that arrive meanwhile over the answer, in order, so no
   * order is lost or shown twice. Calls during a fetch coalesce into one more fetch after it.
   */
  reconcile(): void;
  /** Applies a batch of events (spec 000 §4). */
  apply(events: readonly Order[]): void;
  loadMore(): void;
  /** Drops held orders the list no longer keeps (the symbol or all-pairs filter changed). */
  refilter(): void;
  dispose(): void;
}

export interface OpenOrdersOptions {
  readonly fetch: OpenOrdersFetch;
  readonly fetchMore?: OpenOrdersFetchMore;
  /** Which orders the list keeps (symbol filter, demo trailing stops). Read on every event. */
  readonly accept: (order: Order) => boolean;
}

export function createOpenOrdersStore(options: OpenOrdersOptions): OpenOrdersStore {
  const store = createStore<OpenOrdersState>(() => ({
    orders: [],
    phase: 'loading',
    error: null,
    hasMore: false,
    loadingMore: false,
  }));
  let map: OpenOrderMap = new Map();
  /** Events seen while a fetch is in flight, replayed over its answer. */
  let pending: Order[][] | null = null;
  let inFlight: AbortController | null = null;
  let again = false;
  let more: AbortController | null = null;
  let disposed = false;

  const publish = (patch: Partial<OpenOrdersState> = {}) => {
    store.setState({ orders: sortedOrders(map), ...patch });
  };

  const run = async () => {
    const controller = new AbortController();
    inFlight = controller;
    pending = [];
    more?.abort();
    more = null;
    const reply = await options.fetch(controller.signal);
    if (controller.signal.aborted || disposed) return;
    const replay = pending;
    pending = null;
    inFlight = null;
    if (reply.ok) {
      map = new Map([...toOrderMap(reply.orders)].filter(([, order]) => options.accept(order)));
      for (const batch of replay) map = applyOrderEvents(map, batch, options.accept);
      publish({ phase: 'ready', error: null, hasMore: reply.hasMore, loadingMore: false });
    } else {
      const { phase } = store.getState();
      store.setState({ phase: phase === 'loading' ? 'failed' : phase, error: reply.message });
    }
    if (again) {
      again = false;
      void run();
    }
  };

  return {
    store,
    reconcile() {
      if (disposed) return;
      if (inFlight) {
        again = true;
        return;
      }
      void run();
    },
    apply(events) {
      if (disposed || events.length === 0) return;
      pending?.push([...events]);
      const next = applyOrderEvents(map, events, options.accept);
      if (next === map) return;
      map = next;
      publish();
    },
    loadMore() {
      const { fetchMore } = options;
      const state = store.getState();
      if (!fetchMore || disposed || inFlight || more || !state.hasMore) return;
      const controller = new AbortController();
      more = controller;
      store.setState({ loadingMore: true });
      void fetchMore(state.orders, controller.signal).then((reply) => {
        if (controller.signal.aborted || disposed) return;
        more = null;
        if (!reply.ok) {
          store.setState({ loadingMore: false, error: reply.message });
          return;
        }
        const before = map.size;
        const next = new Map(map);
        for (const [id, order] of toOrderMap(reply.orders)) {
          if (!next.has(id) && options.accept(order)) next.set(id, order);
        }
        map = next;
        // A page that adds nothing means the source has no more after what is held.
        publish({ loadingMore: false, hasMore: reply.hasMore && map.size > before });
      });
    },
    refilter() {
      const kept = new Map([...map].filter(([, order]) => options.accept(order)));
      if (kept.size === map.size) return;
      map = kept;
      publish();
    },
    dispose() {
      disposed = true;
      inFlight?.abort();
      more?.abort();
    },
  };
}
