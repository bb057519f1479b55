import {
  chartPriceScale,
  isLatestTradeRow,
  isMarketEntry,
  klineBarFromRow,
  toChartSymbolEntry,
} from './market-data';

describe('klineBarFromRow', () => {
  it('reads a v5 row [time, open, high, low, close, volume]', () => {
    expect(
      klineBarFromRow('BTCUSDT', ['1700000000000', '30000', '30100.5', '29950', '30050', '12.5']),
    ).toEqual({
      symbol: 'BTCUSDT',
      open: '30000',
      high: '30100.5',
      low: '29950',
      close: '30050',
      volume: '12.5',
      time: 1_700_000_000_000,
      timestamp: 1_700_000_000_000,
    });
  });

  it.each<[string, unknown]>([
    ['a non-array', { time: '1' }],
    ['a short row', ['1700000000000', '1', '1', '1', '1']],
    ['a numeric time', [1700000000000, '1', '1', '1', '1', '1']],
    ['a fractional time', ['1.5', '1', '1', '1', '1', '1']],
    ['a numeric price', ['1700000000000', 1, '1', '1', '1', '1']],
    ['a negative volume', ['1700000000000', '1', '1', '1', '1', '-1']],
    ['an exponent', ['1700000000000', '1e3', '1', '1', '1', '1']],
  ])('drops %s', (_label, row) => {
    expect(klineBarFromRow('BTCUSDT', row)).toBeNull();
  });
});

describe('chartPriceScale', () => {
  it.each([
    [0, 1],
    [2, 100],
    [8, 100_000_000],
    [-1, 1],
    [1.5, 1],
  ])('gives %p fraction digits a scale of %p', (digits, expected) => {
    expect(chartPriceScale(digits)).toBe(expected);
  });
});

describe('toChartSymbolEntry', () => {
  it('fills the fixed spot values and scales by the price precision', () => {
    expect(toChartSymbolEntry('BTCUSDT', { pricePrecision: 2 })).toEqual({
      ticker: 'BTCUSDT',
      symbol: 'BTCUSDT',
      name: 'BTCUSDT',
      description: 'SPOT',
      session: '24x7',
      timezone: 'UTC',
      minmov: 1,
      pricescale: 100,
      has_intraday: true,
      has_weekly_and_monthly: true,
      has_seconds: true,
    });
  });

  it('uses 13 price digits for an unknown symbol', () => {
    expect(toChartSymbolEntry('NEWUSDT', undefined).pricescale).toBe(10 ** 13);
  });
});

describe('isLatestTradeRow', () => {
  it.each<[unknown, boolean]>([
    [{ p: '30000.5', q: '0.01', t: 1_700_000_000_000, m: true }, true],
    [{ p: '30000.5', q: '0.01', t: 1_700_000_000_000, m: 'true' }, false],
    [{ p: 30000.5, q: '0.01', t: 1_700_000_000_000, m: false }, false],
    [{ p: '30000.5', q: '0.01', t: '1700000000000', m: false }, false],
    [null, false],
  ])('tells whether %p is a latest-trade row (%s)', (value, expected) => {
    expect(isLatestTradeRow(value)).toBe(expected);
  });
});

describe('isMarketEntry', () => {
  it.each<[unknown, boolean]>([
    [{ symbolId: 'BTCUSDT', symbolName: 'BTCUSDT', m: '-1.25' }, true],
    [{ symbolId: 'BTCUSDT', symbolName: 'BTCUSDT', m: '0' }, true],
    [{ symbolId: 'BTCUSDT', symbolName: 'BTCUSDT', m: -1.25 }, false],
    [{ symbolName: 'BTCUSDT', m: '1' }, false],
  ])('tells whether %p is a market entry (%s)', (value, expected) => {
    expect(isMarketEntry(value)).toBe(expected);
  });
});
