import { depthRange, depthSeries } from './depth-series';

describe('depth series', () => {
  it('sums sizes from the best price outwards, both sides ascending', () => {
    const { bids, asks } = depthSeries(
      [
        ['100', '1'],
        ['99', '2'],
        ['98', '0.5'],
      ],
      [
        ['101', '1.5'],
        ['102', '0.1'],
      ],
    );
    expect(bids).toEqual([
      { price: 98, total: 3.5 },
      { price: 99, total: 3 },
      { price: 100, total: 1 },
    ]);
    expect(asks).toEqual([
      { price: 101, total: 1.5 },
      { price: 102, total: 1.6 },
    ]);
  });

  it('sums in decimals: 0.1 + 0.2 is 0.3', () => {
    const { asks } = depthSeries(
      [],
      [
        ['1', '0.1'],
        ['2', '0.2'],
      ],
    );
    expect(asks[1]!.total).toBe(0.3);
  });

  it('drops malformed, empty and crossed levels', () => {
    const { bids, asks } = depthSeries(
      [
        ['102', '1'],
        ['100', 'x'],
        ['99', '0'],
        ['98', '1'],
      ],
      [['101', '1']],
    );
    expect(bids).toEqual([{ price: 98, total: 1 }]);
    expect(asks).toHaveLength(1);
  });
});

describe('depthRange', () => {
  it('starts the depth axis at zero, never below', () => {
    expect(depthRange({ minValue: -1, maxValue: 12.5 })).toEqual({ minValue: 0, maxValue: 12.5 });
    expect(depthRange({ minValue: 3, maxValue: 12.5 })).toEqual({ minValue: 0, maxValue: 12.5 });
  });
  it('keeps an empty book at zero', () => {
    expect(depthRange({ minValue: -1, maxValue: -0.5 })).toEqual({ minValue: 0, maxValue: 0 });
    expect(depthRange(null)).toBeNull();
  });
});
