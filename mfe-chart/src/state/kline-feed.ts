import type { CandleInterval, HostApiClient, HostMarket, KlineBar } from '@spot/contracts';
import type { FetchKlinePage } from '../domain/kline-paging';
import {
  applyLiveCandle,
  barsFromRows,
  loadKlineRange,
  loadOlderPage,
  mergeBars,
} from '../domain/kline-paging';

export interface KlineFeedState {
  readonly status: 'loading' | 'ready' | 'error';
  /** Oldest first. */
  readonly bars: readonly KlineBar[];
  /** Nothing older on the server. */
  readonly exhausted: boolean;
  readonly loadingOlder: boolean;
  /** The failure kind of the last initial load (`network`, `http`, …). */
  readonly error: string | null;
}

/** What changed, so the chart applies the least: all bars, older ones, or one bar. */
export type KlineFeedEvent =
  | { readonly type: 'status' }
  | { readonly type: 'reset' }
  | { readonly type: 'prepend'; readonly count: number }
  | { readonly type: 'live'; readonly bar: KlineBar; readonly kind: 'append' | 'replace' }
  /** A bar before the last one corrected (the final state of a bar closed between frames). */
  | { readonly type: 'patch'; readonly bar: KlineBar };

export interface KlineFeed {
  getState(): KlineFeedState;
  subscribe(listener: (event: KlineFeedEvent) => void): () => void;
  /** Loads the range again from scratch (the retry of a failed load, a rebuild). */
  reload(): void;
  /** One page older than the oldest bar, unless loading, exhausted or not ready. */
  loadOlder(): void;
  /**
   * While the chart cannot be seen (a phone section not shown, scrolled out of view), live
   * candles are not drawn; shown again, the latest candle is applied, and the range read again
   * if bars closed meanwhile (one would be missing otherwise).
   */
  setPaused(paused: boolean): void;
  dispose(): void;
}

export interface KlineFeedDeps {
  readonly api: HostApiClient;
  readonly market: Pick<HostMarket, 'candles'>;
  readonly symbol: string;
  readonly interval: CandleInterval;
  /** Start of the range to show, ms. */
  readonly requestedStart: number;
  readonly now?: () => number;
}

/**
 * Kline data of one symbol and interval: the v5 call's pages (spec 000 §7, §9), older pages
 * on demand, and the live candle of the host's candles stream. Lives outside React; the chart
 * applies its events directly (STYLE: transient updates).
 */
export function createKlineFeed({
  api,
  market,
  symbol,
  interval,
  requestedStart,
  now = Date.now,
}: KlineFeedDeps): KlineFeed {
  const listeners = new Set<(event: KlineFeedEvent) => void>();
  let state: KlineFeedState = {
    status: 'loading',
    bars: [],
    exhausted: false,
    loadingOlder: false,
    error: null,
  };
  let generation = 0;
  let disposed = false;
  const controller = new AbortController();

  const emit = (event: KlineFeedEvent): void => {
    for (const listener of listeners) listener(event);
  };
  const setState = (next: Partial<KlineFeedState>, event: KlineFeedEvent): void => {
    state = { ...state, ...next };
    emit(event);
  };

  const fetchPage: FetchKlinePage = ({ to, limit }) =>
    api.call('klines', { symbol, interval, limit, to }, { signal: controller.signal });

  const candles = market.candles(symbol, interval);

  let paused = false;
  let skipped = false;

  const applyCandle = (): void => {
    if (paused) {
      skipped = true;
      return;
    }
    if (state.status !== 'ready') return;
    const snapshot = candles.get();
    if (snapshot.symbolName !== symbol || snapshot.interval !== interval) return;
    const last = state.bars.at(-1);
    const effect = applyLiveCandle(symbol, last, snapshot.candle);
    if (effect.kind === 'ignore') return;
    const bars =
      effect.kind === 'replace'
        ? [...state.bars.slice(0, -1), effect.bar]
        : [...state.bars, effect.bar];
    setState({ bars }, { type: 'live', bar: effect.bar, kind: effect.kind });
    if (effect.kind === 'append' && last) void patchBefore(effect.bar.time);
  };

  /** Re-reads the bar before a new one: its last trades may have come in the same frame. */
  async function patchBefore(time: number): Promise<void> {
    const gen = generation;
    const reply = await fetchPage({ to: time, limit: 1 });
    if (disposed || gen !== generation || !reply.ok) return;
    const [bar] = barsFromRows(symbol, reply.result.list.slice(-1));
    if (!bar) return;
    const index = state.bars.findIndex((b) => b.time === bar.time);
    if (index < 0 || index === state.bars.length - 1) return;
    const bars = [...state.bars];
    bars[index] = bar;
    setState({ bars }, { type: 'patch', bar });
  }

  async function load(): Promise<void> {
    const gen = ++generation;
    setState({ status: 'loading', bars: [], exhausted: false, error: null }, { type: 'status' });
    const range = await loadKlineRange(symbol, fetchPage, { to: now() + 1, requestedStart });
    if (disposed || gen !== generation) return;
    if (range.error) {
      if (range.error.kind === 'aborted') return;
      setState({ status: 'error', bars: [], error: range.error.kind }, { type: 'status' });
      return;
    }
    state = { ...state, status: 'ready', bars: range.bars, exhausted: range.exhausted };
    emit({ type: 'status' });
    emit({ type: 'reset' });
    applyCandle();
  }

  const unsubscribe = candles.subscribe(applyCandle);
  void load();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reload: () => void load(),
    setPaused(next) {
      if (next === paused) return;
      paused = next;
      if (paused || !skipped) return;
      skipped = false;
      const last = state.bars.at(-1);
      const effect = applyLiveCandle(symbol, last, candles.get().candle);
      // A bar closed while hidden: read the range again rather than leave a hole.
      if (effect.kind === 'append' && candles.get().symbolName === symbol) void load();
      else applyCandle();
    },
    loadOlder() {
      const oldest = state.bars[0];
      if (state.status !== 'ready' || state.exhausted || state.loadingOlder || !oldest) return;
      const gen = generation;
      state = { ...state, loadingOlder: true };
      void loadOlderPage(symbol, fetchPage, oldest.time).then((page) => {
        if (disposed || gen !== generation) return;
        const bars = mergeBars(page.bars, state.bars);
        const count = bars.length - state.bars.length;
        state = {
          ...state,
          bars,
          loadingOlder: false,
          // A failed page is tried again on the next scroll; an empty one ends the history.
          exhausted: page.failed ? false : page.exhausted,
        };
        if (count > 0) emit({ type: 'prepend', count });
      });
    },
    dispose() {
      disposed = true;
      controller.abort();
      unsubscribe();
      listeners.clear();
    },
  };
}
