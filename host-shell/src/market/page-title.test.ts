import { pageTitle } from './page-title';

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
