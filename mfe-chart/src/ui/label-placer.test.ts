import { createLabelPlacer } from './label-placer';

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

  it('writes a new label element for the same line, as a line back in view gets one', () => {
    const writes: number[] = [];
    const place = createLabelPlacer<object>((_, top) => writes.push(top ?? -1));
    place({}, 100);
    place({}, 100);
    expect(writes).toEqual([100, 100]);
  });
});
