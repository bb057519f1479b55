import { createLabelPlacer, stackLabels } from './label-placer';

describe('createLabelPlacer', () => {
  it('writes a label when it first shows, moves or hides, and not when it stays', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const writes: [string, number | null][] = [];
    const place = createLabelPlacer<{ id: string }>((label, top) => writes.push([label.id, top]));
    place(a, 100);
    place(b, null);
    place(a, 100);
    place(b, null);
    place(a, 120);
    place(a, null);
    place(a, null);
    expect(writes).toEqual([
      ['a', 100],
      ['b', null],
      ['a', 120],
      ['a', null],
    ]);
  });

  it('writes a label again when only its leader to the line changes', () => {
    const a = { id: 'a' };
    const writes: [number | null, number][] = [];
    const place = createLabelPlacer<{ id: string }>((_, top, tie) => writes.push([top, tie]));
    place(a, 100, 0);
    place(a, 100, 0);
    place(a, 100, 12);
    place(a, 100, 12);
    expect(writes).toEqual([
      [100, 0],
      [100, 12],
    ]);
  });

  it('writes a new label element for the same line, as a line back in view gets one', () => {
    const writes: number[] = [];
    const place = createLabelPlacer<object>((_, top) => writes.push(top ?? -1));
    place({}, 100);
    place({}, 100);
    expect(writes).toEqual([100, 100]);
  });
});

describe('stackLabels', () => {
  // Labels 20 px high, 22 px apart when stacked, on a pane 500 px high.
  const stack = (ys: number[]) => stackLabels(ys, 20, 22, 500);

  it('puts a lone label on its line, middle on the line', () => {
    expect(stack([300])).toEqual([{ top: 290, tie: 0 }]);
  });

  it('leaves labels of lines a label apart where they are', () => {
    expect(stack([100, 300, 122])).toEqual([
      { top: 90, tie: 0 },
      { top: 290, tie: 0 },
      { top: 112, tie: 0 },
    ]);
  });

  it('stacks the labels of lines a few pixels apart around them, the higher line on top', () => {
    // Given lower line first: the result keeps the order of the input.
    const [low, high] = stack([302, 300]);
    expect(high).toEqual({ top: 280, tie: 10 });
    expect(low).toEqual({ top: 302, tie: -10 });
    expect((low?.top ?? 0) - (high?.top ?? 0)).toBeGreaterThanOrEqual(20);
  });

  it('moves a stack away from a neighbour it would reach, never overlapping it', () => {
    const tops = stack([100, 124, 125, 126])
      .map((s) => s?.top ?? NaN)
      .sort((a, b) => a - b);
    tops.slice(1).forEach((top, i) => expect(top - (tops[i] as number)).toBeGreaterThanOrEqual(22));
  });

  it('keeps a stack at the pane edge inside the pane', () => {
    const spots = stack([0, 1, 2]);
    expect(spots.map((s) => s?.top)).toEqual([-10, 12, 34]);
    const bottom = stack([500, 499]);
    expect(bottom.map((s) => s?.top)).toEqual([490, 468]);
  });

  it('hides the labels that no longer fit when a band holds more lines than the pane', () => {
    const spots = stackLabels(
      Array.from({ length: 30 }, () => 50),
      20,
      22,
      200,
    );
    const shown = spots.filter((s) => s !== null);
    // From -10 to 210: ten labels of 22 px.
    expect(shown).toHaveLength(10);
    expect(Math.max(...shown.map((s) => s.top)) + 20).toBeLessThanOrEqual(210);
  });
});
