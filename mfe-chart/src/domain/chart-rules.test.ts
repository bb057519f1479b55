import {
  classifyChartError,
  formatAxisAmount,
  formatPlotPrice,
  pickedPrice,
  rebuildGapThreshold,
  shouldRebuildAfterGap,
  showsSeconds,
  toolbarOverflows,
} from './chart-rules';

describe('chart rules', () => {
  it('rebuilds after a gap of at least the interval, 1 minute by default, 15 if unset', () => {
    expect(rebuildGapThreshold()).toBe(60_000);
    expect(rebuildGapThreshold(null)).toBe(900_000);
    expect(rebuildGapThreshold(0)).toBe(900_000);
    expect(rebuildGapThreshold(120_000)).toBe(120_000);
    expect(shouldRebuildAfterGap(59_999, 60_000)).toBe(false);
    expect(shouldRebuildAfterGap(60_000, 60_000)).toBe(true);
  });

  it('shows the toolbar scroll arrow only past 10 px of overflow', () => {
    expect(toolbarOverflows(510, 500)).toBe(false);
    expect(toolbarOverflows(511, 500)).toBe(true);
  });

  it('formats plotted prices at the precision without exponent notation', () => {
    expect(formatPlotPrice(0.0000001, 8)).toBe('0.00000010');
    expect(formatPlotPrice(1e21, 2)).toBe('1000000000000000000000.00');
    expect(formatPlotPrice(65000.125, 2)).toBe('65000.13');
    expect(formatPlotPrice(-0.0001, 2)).toBe('0.00');
    expect(formatPlotPrice(Number.NaN, 2)).toBe('');
  });

  it('picks positive prices only, at the precision', () => {
    expect(pickedPrice(65001.236, 2)).toBe('65001.24');
    expect(pickedPrice(0.001, 2)).toBeNull();
    expect(pickedPrice(-1, 2)).toBeNull();
  });

  it('recognises the chart errors of spec 000 §8', () => {
    expect(classifyChartError(new Error('Datafeed is not defined'))).toBe('noDatafeed');
    expect(classifyChartError('Symbol is not defined')).toBe('noSymbol');
    expect(classifyChartError(new Error('There is no such element: #x'))).toBe('noElement');
    expect(classifyChartError(new Error('boom'))).toBeNull();
  });
});

describe('formatAxisAmount', () => {
  it.each<[string, number, string]>([
    ['writes PEPE-sized volume in billions', 346712528850, '346.71B'],
    ['writes trillions', 1.5e12, '1.5T'],
    ['switches to K at four integer digits', 1000, '1K'],
    ['stays plain just below a thousand', 999.5, '999.5'],
    ['switches to M at seven digits', 1234567, '1.23M'],
    ['drops trailing zeros of a unit', 2e9, '2B'],
    ['keeps up to two decimals below a thousand', 12.345, '12.35'],
    ['writes zero as 0', 0, '0'],
    ['writes a tiny size without exponent notation', 0.0000001, '0'],
    ['never writes negative zero', -0.0001, '0'],
    ['writes nothing for a non-number', Number.NaN, ''],
  ])('%s', (_name, value, expected) => {
    expect(formatAxisAmount(value)).toBe(expected);
  });

  it('keeps more decimals for small sizes when asked', () => {
    expect(formatAxisAmount(0.0123, 4)).toBe('0.0123');
  });

  it('never writes more than eight characters for any volume up to a quadrillion', () => {
    for (let exponent = 0; exponent <= 15; exponent += 1) {
      expect(formatAxisAmount(9.87654321 * 10 ** exponent).length).toBeLessThanOrEqual(8);
    }
  });
});

describe('showsSeconds', () => {
  it.each([
    ['1S', true],
    ['1', false],
    ['60', false],
    ['1D', false],
  ])('%s shows seconds: %s', (interval, expected) => {
    expect(showsSeconds(interval)).toBe(expected);
  });
});
