import {
  avgLineDaysLabel,
  isChartSettingSaveDue,
  parseSavedChartSetting,
  readChartPreferences,
} from './chart-settings';

describe('parseSavedChartSetting', () => {
  it('reads version and saveData from the kline JSON', () => {
    const kline = JSON.stringify({ version: '1700000000000', saveData: { charts: [] } });
    expect(parseSavedChartSetting(kline)).toEqual({
      version: '1700000000000',
      saveData: { charts: [] },
    });
  });

  it.each<[string, unknown]>([
    ['an empty string', ''],
    ['a non-string', { version: '1', saveData: {} }],
    ['broken JSON', '{"version":'],
    ['JSON null', 'null'],
    ['a numeric version', JSON.stringify({ version: 1700000000000, saveData: {} })],
    ['a non-numeric version', JSON.stringify({ version: 'v1', saveData: {} })],
    ['missing saveData', JSON.stringify({ version: '1' })],
    ['array saveData', JSON.stringify({ version: '1', saveData: [] })],
  ])('drops %s', (_label, kline) => {
    expect(parseSavedChartSetting(kline)).toBeNull();
  });
});

describe('isChartSettingSaveDue', () => {
  it.each<[string | null, string, boolean]>([
    [null, '1700000000000', true],
    ['garbage', '1700000000000', true],
    ['1700000000000', '1700000004999', false],
    ['1700000000000', '1700000005000', true],
    ['1700000000000', '1700000005001', true],
    ['1700000000000', '1699999999999', false],
    ['1700000000000', 'not-a-time', false],
  ])('saved %p, new %p: due %p', (saved, next, expected) => {
    expect(isChartSettingSaveDue(saved, next)).toBe(expected);
  });
});

describe('avgLineDaysLabel', () => {
  it.each([
    [7, { unit: 'day', count: 7 }],
    [180, { unit: 'day', count: 180 }],
    [364, { unit: 'day', count: 364 }],
    [365, { unit: 'year', count: 1 }],
    [730, { unit: 'year', count: 2 }],
    [1095, { unit: 'year', count: 3 }],
  ])('labels %p days as %p', (days, expected) => {
    expect(avgLineDaysLabel(days)).toEqual(expected);
  });
});

describe('readChartPreferences', () => {
  it('keeps a listed interval and listed pins, once each', () => {
    expect(
      readChartPreferences({ interval: '1D', pinnedIntervals: ['1', '2', '1', '1S', 5] }),
    ).toEqual({ interval: '1D', pinnedIntervals: ['1', '1S'] });
  });

  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['a string', '30'],
    ['an unlisted interval', { interval: '2H', pinnedIntervals: 'x' }],
  ])('falls back to 30 minutes and no pins for %s', (_label, stored) => {
    expect(readChartPreferences(stored)).toEqual({ interval: '30', pinnedIntervals: [] });
  });
});
