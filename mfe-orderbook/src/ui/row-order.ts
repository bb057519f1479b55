/**
 * Keyed rows: a book row stays with its price level, so a level that enters or leaves the rows
 * moves one row element instead of rewriting the text of every row below it. Which elements
 * stay put is the longest run of them already in the wanted order; the rest are moved.
 */

/**
 * Which entries of `positions` (distinct numbers) form a longest increasing subsequence:
 * `true` for an entry that is part of it. O(n log n).
 */
export function longestIncreasing(positions: readonly number[]): boolean[] {
  const n = positions.length;
  const tails: number[] = []; // index into positions of the smallest tail of each length
  const previous = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i += 1) {
    const value = positions[i] as number;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((positions[tails[mid] as number] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1] as number;
    tails[lo] = i;
  }
  const keep = new Array<boolean>(n).fill(false);
  for (let i = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; i >= 0;) {
    keep[i] = true;
    i = previous[i] as number;
  }
  return keep;
}

/**
 * Puts `parent`'s children `current` (its children in order) into the order `next` (the same
 * elements), moving as few as it can: those not in the longest run already in order, each
 * placed before its successor, from the end.
 */
export function reorderChildren(
  parent: HTMLElement,
  current: readonly HTMLElement[],
  next: readonly HTMLElement[],
): void {
  // Most frames move no row: nothing to work out.
  if (next.every((element, i) => element === current[i])) return;
  const position = new Map<HTMLElement, number>();
  current.forEach((element, i) => position.set(element, i));
  const keep = longestIncreasing(next.map((element) => position.get(element) ?? -1));
  for (let i = next.length - 1; i >= 0; i -= 1) {
    if (keep[i]) continue;
    parent.insertBefore(next[i] as HTMLElement, next[i + 1] ?? null);
  }
}
