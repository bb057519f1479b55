import type { CandleData, KlineListRow } from '@spot/contracts';
import { createFakeHost, flush } from '@spot/contracts/testing';
import { createKlineFeed } from './kline-feed';

const MIN = 60_000;
const T0 = 100 * MIN;

const row = (time: number, close: string): KlineListRow => [
  String(time),
  close,
  close,
  close,
  close,
  '1',
];
const candle = (start: number, close: string): CandleData => ({
  start,
  end: start + MIN - 1,
  open: close,
  high: close,
  low: close,
  close,
  volume: '1',
  turnover: '1',
  confirm: false,
});

async function setup() {
  const fake = createFakeHost();
  let rows: KlineListRow[] = [row(T0 - MIN, '1'), row(T0, '2')];
  fake.handlers.klines = async () => ({ ok: true, result: { list: [...rows].reverse() } });
  const feed = createKlineFeed({
    api: fake.host.api,
    market: fake.host.market,
    symbol: 'BTCUSDT',
    interval: '1',
    requestedStart: T0 - MIN,
    now: () => T0 + 30_000,
  });
  await flush();
  const live = (c: CandleData) => {
    fake.candles('BTCUSDT', '1').set({ symbolName: 'BTCUSDT', interval: '1', candle: c, ts: 1 });
    fake.frame();
  };
  return { fake, feed, live, setRows: (next: KlineListRow[]) => (rows = next) };
}

const closes = (feed: { getState(): { bars: readonly { close: number | string }[] } }) =>
  feed.getState().bars.map((b) => String(b.close));

describe('kline feed, paused while out of sight', () => {
  it('draws live candles while shown', async () => {
    const { feed, live } = await setup();
    live(candle(T0, '3'));
    expect(closes(feed)).toEqual(['1', '3']);
  });

  it('skips live candles while paused and applies the latest when shown again', async () => {
    const { fake, feed, live } = await setup();
    const events: string[] = [];
    feed.subscribe((e) => events.push(e.type));
    feed.setPaused(true);
    live(candle(T0, '3'));
    live(candle(T0, '4'));
    expect(events).toEqual([]);
    expect(closes(feed)).toEqual(['1', '2']);
    feed.setPaused(false);
    expect(closes(feed)).toEqual(['1', '4']);
    expect(fake.callsOf('klines')).toHaveLength(1);
  });

  it('reads the range again when a bar closed while hidden', async () => {
    const { fake, feed, live, setRows } = await setup();
    feed.setPaused(true);
    setRows([row(T0 - MIN, '1'), row(T0, '5'), row(T0 + MIN, '6')]);
    live(candle(T0 + MIN, '6'));
    feed.setPaused(false);
    await flush();
    expect(fake.callsOf('klines')).toHaveLength(2);
    expect(closes(feed)).toEqual(['1', '5', '6']);
  });
});
