import { createTitleWriter, nextPriceTick, pageTitle, TITLE_MIN_INTERVAL_MS } from './page-title';

describe('pageTitle', () => {
  const base = { base: 'BTC', quote: 'USDT', demoLabel: null } as const;
  it.each([
    [{ ...base, lastPrice: '65000.12', direction: 'up' as const }, 'BTC/USDT 65000.12↑'],
    [{ ...base, lastPrice: '64999.99', direction: 'down' as const }, 'BTC/USDT 64999.99↓'],
    [{ ...base, lastPrice: '65000.00', direction: 'flat' as const }, 'BTC/USDT 65000.00'],
    [{ ...base, lastPrice: null, direction: 'flat' as const }, 'BTC/USDT'],
    [
      { ...base, lastPrice: '1.2', direction: 'up' as const, demoLabel: 'Demo trading' },
      'Demo trading · BTC/USDT 1.2↑',
    ],
  ])('titles %j as %s', (input, title) => {
    expect(pageTitle(input)).toBe(title);
  });
});

describe('nextPriceTick', () => {
  const tick = (price: string, direction: 'up' | 'down' | 'flat' = 'flat') => ({
    symbolName: 'BTCUSDT',
    price,
    direction,
  });
  it.each([
    [null, '100', 'flat'],
    [tick('100'), '100.01', 'up'],
    [tick('100', 'up'), '99.99', 'down'],
    [tick('100', 'down'), '100', 'down'],
    [tick('100', 'up'), '100.00', 'up'],
  ] as const)('after %j a price of %s points %s', (previous, price, direction) => {
    expect(nextPriceTick(previous, 'BTCUSDT', price).direction).toBe(direction);
  });

  it('starts flat on another symbol', () => {
    expect(nextPriceTick(tick('100', 'up'), 'ETHUSDT', '3400')).toEqual({
      symbolName: 'ETHUSDT',
      price: '3400',
      direction: 'flat',
    });
  });
});

describe('createTitleWriter', () => {
  /** A title writer on a fake clock: what the document shows, and each write. */
  function writerOnClock() {
    let now = 0;
    let title = '';
    const writes: string[] = [];
    let due: { run: () => void; at: number } | null = null;
    const writer = createTitleWriter({
      read: () => title,
      write: (t) => {
        title = t;
        writes.push(t);
      },
      now: () => now,
      setTimer: (run, ms) => {
        due = { run, at: now + ms };
        return due;
      },
      clearTimer: (timer) => {
        if (due === timer) due = null;
      },
    });
    const advance = (ms: number) => {
      now += ms;
      const timer = due;
      if (timer && timer.at <= now) {
        due = null;
        timer.run();
      }
    };
    return { writer, writes, advance, title: () => title, pending: () => due !== null };
  }

  it('writes the first title at once and the moves within a second once, the newest', () => {
    const { writer, writes, advance, title } = writerOnClock();
    writer.show('BTC/USDT 100.00', false);
    expect(writes).toEqual(['BTC/USDT 100.00']);
    advance(100);
    writer.show('BTC/USDT 101.00↑', false);
    advance(100);
    writer.show('BTC/USDT 99.00↓', false);
    expect(title()).toBe('BTC/USDT 100.00');
    advance(TITLE_MIN_INTERVAL_MS - 201);
    expect(title()).toBe('BTC/USDT 100.00');
    advance(1);
    expect(writes).toEqual(['BTC/USDT 100.00', 'BTC/USDT 99.00↓']);
  });

  it('writes at once after a quiet second, and never rewrites the title the page shows', () => {
    const { writer, writes, advance, pending } = writerOnClock();
    writer.show('BTC/USDT 100.00', false);
    advance(TITLE_MIN_INTERVAL_MS);
    writer.show('BTC/USDT 100.50↑', false);
    expect(writes).toEqual(['BTC/USDT 100.00', 'BTC/USDT 100.50↑']);
    advance(TITLE_MIN_INTERVAL_MS * 3);
    writer.show('BTC/USDT 100.50↑', false);
    expect(writes).toHaveLength(2);
    expect(pending()).toBe(false);
  });

  it('writes an urgent title at once and drops the one waiting', () => {
    const { writer, writes, advance, pending } = writerOnClock();
    writer.show('BTC/USDT 100.00', false);
    advance(10);
    writer.show('BTC/USDT 101.00↑', false);
    expect(pending()).toBe(true);
    writer.show('ETH/USDT', true);
    expect(pending()).toBe(false);
    advance(TITLE_MIN_INTERVAL_MS);
    expect(writes).toEqual(['BTC/USDT 100.00', 'ETH/USDT']);
  });

  it('writes nothing after it is disposed', () => {
    const { writer, writes, advance } = writerOnClock();
    writer.show('BTC/USDT 100.00', false);
    writer.show('BTC/USDT 101.00↑', false);
    writer.dispose();
    advance(TITLE_MIN_INTERVAL_MS);
    expect(writes).toEqual(['BTC/USDT 100.00']);
  });
});
