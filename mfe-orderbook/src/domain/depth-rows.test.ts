import { Dec } from '@spot/contracts';
import { depthRows, withDepth } from './depth-rows';

describe('depthRows', () => {
  it('accumulates sizes exactly from the best level', () => {
    const { rows, total } = depthRows(
      [
        ['100', '0.1'],
        ['99', '0.2'],
        ['98', '0.3'],
      ],
      3,
    );
    expect(rows.map((r) => r.cumulative)).toEqual(['0.1', '0.3', '0.6']);
    expect(total.toFixed()).toBe('0.6');
  });

  it('keeps only the requested number of rows', () => {
    expect(
      depthRows(
        [
          ['1', '1'],
          ['2', '1'],
        ],
        1,
      ).rows,
    ).toHaveLength(1);
  });

  it('scales depth against the shared maximum', () => {
    const { rows } = depthRows(
      [
        ['100', '1'],
        ['99', '1'],
      ],
      2,
    );
    expect(withDepth(rows, new Dec(4)).map((r) => r.depth)).toEqual([0.25, 0.5]);
  });
});
