import { DEFAULT_DISPLAY_OPTIONS } from './display-options';
import { DEFAULT_CHART_LAYOUT, MAX_COMPARE, readChartLayout } from './chart-layout';

describe('chart layout', () => {
  it('reads a saved layout back', () => {
    const saved = {
      version: 1,
      style: 'heikinAshi',
      indicators: ['RSI', 'MA', 'RSI', 'KDJ'],
      compare: ['ETHUSDT', 'bad symbol'],
      drawings: {
        BTCUSDT: [{ id: 'a', tool: 'horizontalLine', points: [{ time: 1, price: '2' }] }],
      },
      settings: { grid: false, logScale: true },
      display: { entrust: false, avgSellLine: true, avgSellLineDays: 730 },
    };
    expect(readChartLayout(saved, 'BTCUSDT')).toEqual({
      version: 1,
      style: 'heikinAshi',
      indicators: ['RSI', 'MA'],
      compare: ['ETHUSDT'],
      drawings: saved.drawings,
      settings: { grid: false, logScale: true, magnet: false },
      // A layout saved before the display options gets their defaults for the rest.
      display: {
        ...DEFAULT_DISPLAY_OPTIONS,
        entrust: false,
        avgSellLine: true,
        avgSellLineDays: 730,
      },
    });
  });

  it('gives the defaults for garbage or an unknown version', () => {
    expect(readChartLayout('nope', 'X')).toEqual(DEFAULT_CHART_LAYOUT);
    expect(readChartLayout({ version: 99, style: 'bar' }, 'X')).toEqual(DEFAULT_CHART_LAYOUT);
  });

  it('migrates version 0: `type` becomes `style`, flat drawings go under the symbol', () => {
    const v0 = {
      type: 'line',
      drawings: [{ id: 'a', tool: 'horizontalLine', points: [{ time: 1, price: '2' }] }],
    };
    const layout = readChartLayout(v0, 'ETHUSDT');
    expect(layout.style).toBe('line');
    expect(Object.keys(layout.drawings)).toEqual(['ETHUSDT']);
  });

  it('compares at most MAX_COMPARE symbols', () => {
    const layout = readChartLayout(
      { version: 1, compare: ['AUSDT', 'BUSDT', 'CUSDT', 'DUSDT'] },
      'X',
    );
    expect(layout.compare).toHaveLength(MAX_COMPARE);
  });
});
