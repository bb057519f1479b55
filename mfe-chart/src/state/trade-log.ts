import type { HostMarket, RecentTrade } from '@spot/contracts';
import type { TradeAnalysis } from '../domain/trade-analysis';
import { analyseTrades, mergeTrades } from '../domain/trade-analysis';

/** How often the analysis is recomputed while trades arrive. */
export const ANALYSIS_REFRESH_MS = 1_000;

/**
 * The trade analysis of one symbol: collects the host's public trades (deduplicated) while
 * watched and recomputes the analysis at most once a second. Returns the stop function.
 */
export function watchTradeAnalysis(
  market: Pick<HostMarket, 'trades'>,
  symbolName: string,
  onAnalysis: (analysis: TradeAnalysis) => void,
  now: () => number = Date.now,
): () => void {
  const stream = market.trades(symbolName);
  const seen = new Set<string>();
  let log: RecentTrade[] = [];
  let dirty = true;
  const collect = (): void => {
    const snapshot = stream.get();
    if (snapshot.symbolName !== symbolName || !Array.isArray(snapshot.trades)) return;
    const next = mergeTrades(log, snapshot.trades, seen);
    if (next !== log) {
      log = next;
      dirty = true;
    }
  };
  const publish = (): void => {
    if (!dirty) return;
    dirty = false;
    onAnalysis(analyseTrades(log, now()));
  };
  const unsubscribe = stream.subscribe(collect);
  collect();
  publish();
  const timer = setInterval(() => {
    // Buckets move with the clock even without trades.
    dirty = true;
    publish();
  }, ANALYSIS_REFRESH_MS);
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
