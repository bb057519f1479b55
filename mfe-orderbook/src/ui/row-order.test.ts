import { seededNumbers } from '@spot/contracts/testing';
import { longestIncreasing, reorderChildren } from './row-order';

describe('longestIncreasing', () => {
  it.each([
    [
      [0, 1, 2, 3],
      [true, true, true, true],
    ],
    [
      [3, 0, 1, 2],
      [false, true, true, true],
    ],
    [
      [1, 2, 3, 0],
      [true, true, true, false],
    ],
    [
      [0, 2, 1, 3],
      [true, false, true, true],
    ],
    [[], []],
  ])('keeps the longest run in order of %j', (positions, keep) => {
    expect(longestIncreasing(positions)).toEqual(keep);
  });
});

describe('reorderChildren', () => {
  const make = (n: number) => {
    const parent = document.createElement('div');
    const rows = Array.from({ length: n }, (_, i) => {
      const row = document.createElement('div');
      row.id = `r${i}`;
      parent.append(row);
      return row;
    });
    return { parent, rows };
  };

  it('moves one row for a level that enters or leaves', () => {
    const { parent, rows } = make(5);
    const moves: string[] = [];
    new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => moves.push((n as HTMLElement).id))),
    ).observe(parent, { childList: true });
    const entered = [rows[0], rows[1], rows[4], rows[2], rows[3]] as HTMLElement[];
    reorderChildren(parent, rows, entered);
    expect([...parent.children]).toEqual(entered);
    return Promise.resolve().then(() => expect(moves).toEqual(['r4']));
  });

  it('moves nothing when the order is unchanged', () => {
    const { parent, rows } = make(4);
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((r) => records.push(...r));
    observer.observe(parent, { childList: true });
    reorderChildren(parent, rows, [...rows]);
    expect(observer.takeRecords()).toEqual([]);
    expect([...parent.children]).toEqual(rows);
  });

  it('reaches any order of the same rows', () => {
    const next = seededNumbers(5);
    const { parent, rows } = make(13);
    let current = rows;
    for (let round = 0; round < 300; round += 1) {
      const wanted = [...current].sort(() => (next() % 3) - 1);
      reorderChildren(parent, current, wanted);
      expect([...parent.children]).toEqual(wanted);
      current = wanted;
    }
  });
});
