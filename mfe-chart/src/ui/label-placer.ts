/**
 * Where each line label was last put (its top in pixels, or null when hidden): `place` writes
 * a label only when that changed. The chart's order labels follow their lines every frame, and
 * with a thousand open orders a write per label per frame restyled a thousand elements in every
 * frame of the page (orders bench, scrolling the list: 26–62 long tasks in 3 s); now a still
 * chart costs no style work.
 */
export function createLabelPlacer(
  write: (id: string, top: number | null) => void,
): (id: string, top: number | null) => void {
  const shown = new Map<string, number | null>();
  return (id, top) => {
    if (shown.has(id) && shown.get(id) === top) return;
    shown.set(id, top);
    write(id, top);
  };
}
