import { createLabelPlacer } from './label-placer';

describe('createLabelPlacer', () => {
  it('writes a label when it first shows, moves or hides, and not when it stays', () => {
    const writes: [string, number | null][] = [];
    const place = createLabelPlacer((id, top) => writes.push([id, top]));
    place('a', 100);
    place('b', null);
    place('a', 100);
    place('b', null);
    place('a', 120);
    place('a', null);
    place('a', null);
    expect(writes).toEqual([
      ['a', 100],
      ['b', null],
      ['a', 120],
      ['a', null],
    ]);
  });
});
