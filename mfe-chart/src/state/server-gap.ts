import type { HostRealtime } from '@spot/contracts';
import { shouldRebuildAfterGap } from '../domain/chart-rules';

/**
 * Calls `onRebuild` when the realtime link comes back live after being away for at least
 * `thresholdMs` (spec 000 §4: the chart is rebuilt after such a server-status gap). Returns the
 * unsubscribe.
 */
export function watchServerGap(
  realtime: Pick<HostRealtime, 'state' | 'onState'>,
  thresholdMs: number,
  onRebuild: () => void,
  now: () => number = Date.now,
): () => void {
  let awaySince: number | null = realtime.state() === 'live' ? null : now();
  return realtime.onState((state) => {
    if (state !== 'live') {
      awaySince ??= now();
      return;
    }
    if (awaySince === null) return;
    const gap = now() - awaySince;
    awaySince = null;
    if (shouldRebuildAfterGap(gap, thresholdMs)) onRebuild();
  });
}
