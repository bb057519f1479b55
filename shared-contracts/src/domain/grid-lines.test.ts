import { gridLevels, gridTones } from './strategy';

describe('grid lines (spec 000 §2, §3)', () => {
  it('spaces an arithmetic grid evenly from min to max, both included', () => {
    expect(
      gridLevels({ min_price: '100', max_price: '200', grid_number: 5, type: 'grade' }, 2),
    ).toEqual(['100.00', '125.00', '150.00', '175.00', '200.00']);
  });
  it('spaces a geometric grid by a constant ratio', () => {
    expect(
      gridLevels({ min_price: '100', max_price: '400', grid_number: 3, type: 'geometric' }, 2),
    ).toEqual(['100.00', '200.00', '400.00']);
  });
  it('draws nothing for settings that make no grid, and at most 200 lines', () => {
    const g = { min_price: '100', max_price: '200', type: 'grade' };
    expect(gridLevels({ ...g, grid_number: 1 }, 2)).toEqual([]);
    expect(gridLevels({ ...g, min_price: '200', grid_number: 5 }, 2)).toEqual([]);
    expect(gridLevels({ ...g, min_price: '0', grid_number: 5 }, 2)).toEqual([]);
    expect(gridLevels({ ...g, min_price: 'x', grid_number: 5 }, 2)).toEqual([]);
    expect(gridLevels({ ...g, grid_number: 5000 }, 2)).toHaveLength(200);
  });
  it('colours lines above and below the market, and the nearest as the middle', () => {
    expect(gridTones(['100', '125', '150', '175'], '140')).toEqual([
      'down',
      'down',
      'middle',
      'up',
    ]);
    expect(gridTones(['100', '125'], null)).toEqual(['middle', 'middle']);
  });
});
