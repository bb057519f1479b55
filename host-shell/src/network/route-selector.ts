import { createStore, type StoreApi } from 'zustand/vanilla';
import { LATENCY_PROBE_PATH, NETWORK_TIMING } from '@spot/contracts';
import type { Clock } from '../realtime/realtime-client';

/** A failed latency probe counts as this (spec 000 §8). */
export const PROBE_FAILED_MS = 15_000;
/** Where the trader's choice is kept. */
export const ROUTE_CHOICE_KEY = 'SPOT_ROUTE_CHOICE';
export const AUTO = 'auto';

export type LatencyLevel = 'danger' | 'warn' | 'success';

/** Over 1,000 ms danger, 500 or more warn, else success (spec 000 §9). */
export function latencyLevel(ms: number): LatencyLevel {
  if (ms > 1_000) return 'danger';
  if (ms >= 500) return 'warn';
  return 'success';
}

/** Seconds with two decimals; below 10 ms shows 0.01 s (spec 000 §9). */
export function formatLatency(ms: number): string {
  if (ms < 10) return '0.01 s';
  return `${(Math.round(ms / 10) / 100).toFixed(2)} s`;
}

export interface RouteEntry {
  readonly name: string;
  /** The route's base URL, e.g. `http://127.0.0.1:8090`. */
  readonly baseUrl: string;
}

export interface RouteState {
  readonly routes: readonly RouteEntry[];
  /** Last measured latency per route name; absent until first measured. */
  readonly latencies: Readonly<Record<string, number>>;
  /** `auto` or a route name. */
  readonly choice: string;
  /** The route in use. */
  readonly selected: string;
}

/** The fastest measured route, keeping the current one on a tie; the first when none is measured. */
export function fastestRoute(
  routes: readonly RouteEntry[],
  latencies: Readonly<Record<string, number>>,
  current: string,
): string {
  let best = routes.find((r) => r.name === current) ?? routes[0];
  if (!best) return current;
  for (const route of routes) {
    const ms = latencies[route.name];
    const bestMs = latencies[best.name];
    if (ms === undefined) continue;
    if (bestMs === undefined || ms < bestMs) best = route;
  }
  return best.name;
}

export interface ProbeResult {
  readonly route: string;
  readonly ms: number;
  readonly ok: boolean;
}

export interface RouteSelectorDeps {
  readonly routes: readonly RouteEntry[];
  readonly fetch: typeof fetch;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly clock: Clock;
  /** Monotonic milliseconds for measuring a probe. */
  readonly elapsed?: () => number;
  /**
   * The browser's own duration of the request to `url` started at or after `since` (its
   * Resource Timing entry), or `null` when there is none (e.g. the buffer is full).
   */
  readonly timing?: (url: string, since: number) => number | null;
  readonly isVisible: () => boolean;
  /** Each probe's result, for the net-status report. */
  readonly onProbe?: (result: ProbeResult) => void;
}

export interface RouteSelector {
  readonly store: StoreApi<RouteState>;
  /** The selected route's base URL. */
  baseUrl(): string;
  /** `auto` or a route name; anything else is refused. */
  choose(choice: string): void;
  /** Probes the given routes (all by default) now, unless a refresh ran under 10 s ago. */
  refresh(options?: { readonly force?: boolean; readonly only?: string }): Promise<void>;
  /** A call through the selected route failed: refresh the net status (rate-limited). */
  reportFailure(): void;
  /** Starts the refresh timers. */
  start(): void;
  stop(): void;
  /** Returns the unsubscribe; runs when the selected route changes. */
  onSelected(listener: (route: RouteEntry) => void): () => void;
}

function readChoice(storage: RouteSelectorDeps['storage'], routes: readonly RouteEntry[]): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(ROUTE_CHOICE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return stored !== null && routes.some((r) => r.name === stored) ? stored : AUTO;
}

/**
 * The route (line) picker's model (spec 000 §2, §7, §8, §9): probes `GET {route}/t1` on every
 * route (a failure or a 3 s timeout counts 15,000 ms), Auto takes the fastest, a choice is
 * kept locally; the selected route is re-probed every 10 s and every route every 30 s while
 * the page is visible, and a failed call asks for a refresh at most every 10 s.
 */
/**
 * The duration of the last Resource Timing entry of `url` that started at or after `since`:
 * stamped by the network stack, so a busy main thread (start-up, a long task) between the
 * answer and the code that reads it does not count as the route's latency.
 */
export function resourceDuration(
  url: string,
  since: number,
  source: Pick<Performance, 'getEntriesByName'> | undefined = globalThis.performance,
): number | null {
  if (!source?.getEntriesByName) return null;
  const entries = source.getEntriesByName(url, 'resource');
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (entry && entry.startTime >= since - 1) return entry.duration > 0 ? entry.duration : null;
  }
  return null;
}

export function createRouteSelector(deps: RouteSelectorDeps): RouteSelector {
  const { routes, clock } = deps;
  const first = routes[0];
  if (!first) throw new Error('no route configured');
  const elapsed = deps.elapsed ?? (() => performance.now());
  const timing = deps.timing ?? ((url: string, since: number) => resourceDuration(url, since));
  const choice = readChoice(deps.storage, routes);
  const store = createStore<RouteState>(() => ({
    routes,
    latencies: {},
    choice,
    selected: choice === AUTO ? first.name : choice,
  }));
  const listeners = new Set<(route: RouteEntry) => void>();
  let lastRefreshAt = Number.NEGATIVE_INFINITY;
  let timers: unknown[] = [];
  let running = false;

  const entry = (name: string): RouteEntry => routes.find((r) => r.name === name) ?? first;

  function select(name: string): void {
    if (store.getState().selected === name) return;
    store.setState({ selected: name });
    for (const listener of [...listeners]) listener(entry(name));
  }

  function settle(): void {
    const state = store.getState();
    select(
      state.choice === AUTO ? fastestRoute(routes, state.latencies, state.selected) : state.choice,
    );
  }

  async function probe(route: RouteEntry): Promise<ProbeResult> {
    const controller = new AbortController();
    const timer = clock.setTimeout(() => controller.abort(), NETWORK_TIMING.fetchTimeoutMs);
    const started = elapsed();
    const url = route.baseUrl + LATENCY_PROBE_PATH;
    try {
      const response = await deps.fetch(url, {
        cache: 'no-store',
        credentials: 'include',
        signal: controller.signal,
      });
      // The body is read so the time covers the whole answer, as a call's would.
      await response.arrayBuffer().catch(() => undefined);
      const ms = Math.max(0, timing(url, started) ?? elapsed() - started);
      return response.ok
        ? { route: route.name, ms, ok: true }
        : { route: route.name, ms: PROBE_FAILED_MS, ok: false };
    } catch {
      return { route: route.name, ms: PROBE_FAILED_MS, ok: false };
    } finally {
      clock.clearTimeout(timer);
    }
  }

  async function refresh(
    options: { readonly force?: boolean; readonly only?: string } = {},
  ): Promise<void> {
    const now = clock.now();
    if (!options.force && now - lastRefreshAt < NETWORK_TIMING.refreshMinMs) return;
    lastRefreshAt = now;
    const targets = options.only ? routes.filter((r) => r.name === options.only) : routes;
    const results = await Promise.all(targets.map(probe));
    const latencies = { ...store.getState().latencies };
    for (const result of results) {
      latencies[result.route] = result.ms;
      deps.onProbe?.(result);
    }
    store.setState({ latencies });
    settle();
  }

  function every(ms: number, run: () => void): void {
    const slot = timers.length;
    const tick = (): void => {
      if (!running) return;
      if (deps.isVisible()) run();
      timers[slot] = clock.setTimeout(tick, ms);
    };
    timers[slot] = clock.setTimeout(tick, ms);
  }

  return {
    store,
    baseUrl: () => entry(store.getState().selected).baseUrl,
    choose(next) {
      if (next !== AUTO && !routes.some((r) => r.name === next)) {
        console.error(`[routes] refused the unknown route "${next}"`);
        return;
      }
      try {
        deps.storage?.setItem(ROUTE_CHOICE_KEY, next);
      } catch {
        // Storage full or blocked: the choice still holds for this page.
      }
      store.setState({ choice: next });
      settle();
    },
    refresh,
    reportFailure() {
      void refresh();
    },
    start() {
      if (running) return;
      running = true;
      void refresh({ force: true });
      every(NETWORK_TIMING.refreshCurrentDefaultMs, () => {
        void refresh({ force: true, only: store.getState().selected });
      });
      every(NETWORK_TIMING.refreshDefaultMs, () => void refresh({ force: true }));
    },
    stop() {
      running = false;
      for (const timer of timers) clock.clearTimeout(timer);
      timers = [];
    },
    onSelected(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
