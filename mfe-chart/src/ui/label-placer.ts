/**
 * Where each line label was last put (its top in pixels, or null when hidden), by label
 * element: `place` writes a label only when that changed, and a label element that is new (a
 * line come into view) is written at once. The chart's order labels follow their lines every
 * frame, and a write per label per frame restyled every label in every frame of the page
 * (orders bench with a thousand open orders: 26–62 long tasks in 3 s of scrolling); a still
 * chart now costs no style work, and a dragged line rewrites only its own label.
 */
export function createLabelPlacer<K extends object>(
  write: (label: K, top: number | null) => void,
): (label: K, top: number | null) => void {
  const shown = new WeakMap<K, number | null>();
  return (label, top) => {
    if (shown.has(label) && shown.get(label) === top) return;
    shown.set(label, top);
    write(label, top);
  };
}
