import {
  classifyChartError,
  formatPlotPrice,
  pickedPrice,
  rebuildGapThreshold,
  shouldRebuildAfterGap,
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
