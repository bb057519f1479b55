import {
  adjacentInterval,
  barWindow,
  intervalLabel,
  intervalMs,
  isChartInterval,
  normalizePinned,
  splitIntervals,
  DEFAULT_PINNED_INTERVALS,
} from './intervals';

describe('intervals', () => {
  it.each([
    ['1S', true],
    ['1', true],
    ['720', true],
    ['1M', true],
    ['2', false],
    ['1H', false],
    ['30 ', false],
    [30, false],
  ])('accepts only listed resolutions: %p → %p', (value, ok) => {
    expect(isChartInterval(value)).toBe(ok);
  });

  it.each([
    ['1S', 1_000],
    ['1', 60_000],
    ['30', 1_800_000],
    ['240', 14_400_000],
    ['1D', 86_400_000],
    ['1W', 604_800_000],
  ] as const)('gives the bar length of %s', (interval, ms) => {
    expect(intervalMs(interval)).toBe(ms);
  });

  it('starts weeks on Monday and months on the 1st, UTC', () => {
    const wednesday = Date.UTC(2025, 0, 15, 13, 5);
    expect(new Date(barWindow('1W', wednesday).start).toISOString()).toBe(
      '2025-01-13T00:00:00.000Z',
    );
    const month = barWindow('1M', wednesday);
    expect(new Date(month.start).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(month.end).toBe(Date.UTC(2025, 1, 1) - 1);
    expect(barWindow('30', Date.UTC(2025, 0, 1, 10, 59)).start).toBe(Date.UTC(2025, 0, 1, 10, 30));
  });

  it('labels hours and minutes', () => {
    expect(intervalLabel('240')).toEqual({ unit: 'hour', count: 4 });
    expect(intervalLabel('15')).toEqual({ unit: 'minute', count: 15 });
    expect(intervalLabel('1S')).toEqual({ unit: 'second', count: 1 });
  });

  it('normalises pins: unknown dropped, duplicates removed, resolution order kept', () => {
    expect(normalizePinned(['1D', '5', 'x', '5', '1S'])).toEqual(['1S', '5', '1D']);
  });

  it('falls back to the default pins when none is valid', () => {
    expect(normalizePinned([])).toEqual(DEFAULT_PINNED_INTERVALS);
    expect(normalizePinned(['9'])).toEqual(DEFAULT_PINNED_INTERVALS);
  });

  it('puts unpinned intervals in the dropdown and tells when the current one is there', () => {
    const split = splitIntervals(['1', '30', '1D'], '120');
    expect(split.inline).toEqual(['1', '30', '1D']);
    expect(split.more).toContain('120');
    expect(split.more).not.toContain('30');
    expect(split.currentInMore).toBe(true);
    expect(splitIntervals(['1', '30'], '30').currentInMore).toBe(false);
  });
});

describe('adjacentInterval', () => {
  it('steps through the toolbar order and stays at the ends', () => {
    expect(adjacentInterval('30', 1)).toBe('60');
    expect(adjacentInterval('30', -1)).toBe('15');
    expect(adjacentInterval('1S', -1)).toBe('1S');
    expect(adjacentInterval('1S', 1)).toBe('1');
    expect(adjacentInterval('1M', 1)).toBe('1M');
    expect(adjacentInterval('1M', -1)).toBe('1W');
  });
});
