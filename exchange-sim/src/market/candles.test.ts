import { Dec } from '../lib/decimal';
import { CandleSeries, candleWindow } from './candles';

const at = (iso: string): number => Date.parse(iso);

describe('candleWindow', () => {
  it.each([
    ['1S', '2030-01-02T03:04:05.678Z', '2030-01-02T03:04:05.000Z', '2030-01-02T03:04:05.999Z'],
    ['15', '2030-01-02T03:44:05.000Z', '2030-01-02T03:30:00.000Z', '2030-01-02T03:44:59.999Z'],
    ['240', '2030-01-02T03:44:05.000Z', '2030-01-02T00:00:00.000Z', '2030-01-02T03:59:59.999Z'],
    ['1D', '2030-01-02T23:59:59.999Z', '2030-01-02T00:00:00.000Z', '2030-01-02T23:59:59.999Z'],
    // 2030-01-02 is a Wednesday; weeks start on Monday.
    ['1W', '2030-01-02T10:00:00.000Z', '2029-12-31T00:00:00.000Z', '2030-01-06T23:59:59.999Z'],
    ['1M', '2030-02-14T10:00:00.000Z', '2030-02-01T00:00:00.000Z', '2030-02-28T23:59:59.999Z'],
  ] as const)('places %s at %s in [%s, %s]', (interval, t, start, end) => {
    expect(candleWindow(interval, at(t))).toEqual({ start: at(start), end: at(end) });
  });
});

describe('CandleSeries', () => {
  const t0 = at('2030-01-02T03:04:00.000Z');

  it('adds trades to the current candle', () => {
    const series = new CandleSeries('1', 10000, t0, 2);
    series.trade(t0 + 1000, 10050, new Dec('0.5'), new Dec('50.25'));
    const [candle] = series.trade(t0 + 2000, 9990, new Dec('1'), new Dec('99.9'));
    expect(candle).toMatchObject({
      open: '100.00',
      high: '100.50',
      low: '99.90',
      close: '99.90',
      volume: '1.5',
      turnover: '150.15',
      confirm: false,
    });
  });

  it('closes a candle with confirm and opens the next at the last close', () => {
    const series = new CandleSeries('1', 10000, t0, 2);
    series.trade(t0 + 1000, 10100, new Dec('1'), new Dec('101'));
    expect(series.roll(t0 + 59_999)).toEqual([]);
    const [closed, opened] = series.roll(t0 + 60_000);
    expect(closed).toMatchObject({ close: '101.00', volume: '1', confirm: true });
    expect(opened).toMatchObject({
      start: t0 + 60_000,
      open: '101.00',
      volume: '0',
      confirm: false,
    });
  });

  it('closes the old candle before a trade of the next period', () => {
    const series = new CandleSeries('1S', 10000, t0, 2);
    const messages = series.trade(t0 + 1500, 10200, new Dec('2'), new Dec('204'));
    expect(messages.map((m) => m.confirm)).toEqual([true, false]);
    expect(messages[1]).toMatchObject({ start: t0 + 1000, open: '100.00', close: '102.00' });
  });
});
