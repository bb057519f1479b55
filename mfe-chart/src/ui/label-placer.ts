/**
 * Where each line label was last put (its top in pixels, or null when hidden, and the offset
 * of its line from the label's middle), by label element: `place` writes a label only when
 * that changed, and a label element that is new (a line come into view) is written at once.
 * The chart's order labels follow their lines every frame, and a write per label per frame
 * restyled every label in every frame of the page (orders bench with a thousand open orders:
 * 26–62 long tasks in 3 s of scrolling); a still chart now costs no style work, and a dragged
 * line rewrites only its own label (and the labels it pushes aside).
 */
export function createLabelPlacer<K extends object>(
  write: (label: K, top: number | null, tie: number) => void,
): (label: K, top: number | null, tie?: number) => void {
  const shown = new WeakMap<K, { top: number | null; tie: number }>();
  return (label, top, tie = 0) => {
    const last = shown.get(label);
    if (last !== undefined && last.top === top && last.tie === tie) return;
    shown.set(label, { top, tie });
    write(label, top, tie);
  };
}

/** Where one label goes: its top, and how far its line is from the label's middle (px). */
export interface StackedLabel {
  readonly top: number;
  readonly tie: number;
}

interface Cluster {
  /** Where its labels start in the lines sorted from the top, and how many. */
  readonly first: number;
  readonly count: number;
  /** The sum over its labels of the top each asks of the cluster: merges cost O(1). */
  readonly sum: number;
  readonly top: number;
}

/**
 * Tops for labels `height` px high centred on their lines (`ys`, any order) so that no two
 * overlap: labels closer than `pitch` px are stacked, each cluster centred on its lines (so no
 * label strays further than it must) and kept inside the pane from `-height / 2` to
 * `paneHeight + height / 2`, where an unstacked label at the pane's edge would sit. A label
 * keeps its order from the top (a higher line's label stays above); a label that does not fit
 * in the pane any more (more lines in a band than labels fit) is null: hidden, its line and
 * axis price still drawn. The result is in the order of `ys`; `tie` is the line's y less the
 * label's middle, for the leader that ties a moved label to its line. Linear after the sort,
 * as it runs every frame with up to a thousand lines in view.
 */
export function stackLabels(
  ys: readonly number[],
  height: number,
  pitch: number,
  paneHeight: number,
): (StackedLabel | null)[] {
  const half = height / 2;
  const minTop = -half;
  const maxBottom = paneHeight + half;
  const order = ys.map((_, i) => i).sort((a, b) => (ys[a] as number) - (ys[b] as number));
  // The top that puts a cluster's labels nearest their lines on average, inside the pane.
  const cluster = (first: number, count: number, sum: number): Cluster => {
    const span = (count - 1) * pitch + height;
    const top = Math.max(minTop, Math.min(sum / count, maxBottom - span));
    return { first, count, sum, top };
  };
  const clusters: Cluster[] = [];
  order.forEach((i, n) => {
    let current = cluster(n, 1, (ys[i] as number) - half);
    // Merged with the cluster above while they overlap: the lower one's labels come after.
    for (;;) {
      const above = clusters.at(-1);
      if (!above || above.top + above.count * pitch <= current.top) break;
      clusters.pop();
      current = cluster(
        above.first,
        above.count + current.count,
        above.sum + current.sum - above.count * pitch * current.count,
      );
    }
    clusters.push(current);
  });
  const out: (StackedLabel | null)[] = ys.map(() => null);
  for (const c of clusters) {
    for (let k = 0; k < c.count; k += 1) {
      const i = order[c.first + k] as number;
      const top = Math.round(c.top + k * pitch);
      out[i] =
        top + height > maxBottom + 0.5
          ? null
          : { top, tie: Math.round((ys[i] as number) - top - half) };
    }
  }
  return out;
}
