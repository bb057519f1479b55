import type { FillSide, TradeFill } from '@spot/contracts';

/** The trader's fills of one side in one bar of the current resolution (spec 000 §9). */
export interface FillMarker {
  /** `B:<bar time>` or `S:<bar time>`; the chart reports it when the marker is clicked. */
  readonly id: string;
  /** The bar's open time, seconds. */
  readonly time: number;
  readonly side: FillSide;
  /** Newest first. */
  readonly fills: readonly TradeFill[];
}

/** The open time of the bar holding `seconds`: the last bar time not after it, or null. */
function barOf(barTimes: readonly number[], seconds: number): number | null {
  let lo = 0;
  let hi = barTimes.length - 1;
  if (hi < 0 || seconds < (barTimes[0] as number)) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((barTimes[mid] as number) <= seconds) lo = mid;
    else hi = mid - 1;
  }
  return barTimes[lo] as number;
}

/**
 * Fills grouped to the bars of the current resolution, one marker per bar and side: a fill
 * belongs to the bar it happened in (the last bar opened at or before it), so week and month
 * bars group as the chart draws them. Fills before the first bar have no marker; a fill id seen
 * twice counts once. Markers come oldest first, as the chart wants them.
 */
export function groupFills(fills: readonly TradeFill[], barTimes: readonly number[]): FillMarker[] {
  const groups = new Map<string, { time: number; side: FillSide; fills: TradeFill[] }>();
  const seen = new Set<string>();
  for (const fill of fills) {
    if (seen.has(fill.tradeId)) continue;
    seen.add(fill.tradeId);
    const time = barOf(barTimes, Math.floor(fill.tradeTime / 1_000));
    if (time === null) continue;
    const id = `${fill.side === 'Buy' ? 'B' : 'S'}:${time}`;
    const group = groups.get(id) ?? { time, side: fill.side, fills: [] };
    group.fills.push(fill);
    groups.set(id, group);
  }
  return [...groups.entries()]
    .map(([id, g]) => ({
      id,
      time: g.time,
      side: g.side,
      fills: [...g.fills].sort((a, b) => b.tradeTime - a.tradeTime),
    }))
    .sort((a, b) => a.time - b.time || (a.side < b.side ? -1 : 1));
}
