import { nextPriceTick, pageTitle } from './page-title';

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
