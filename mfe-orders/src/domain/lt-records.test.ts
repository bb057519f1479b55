import { ltRecordsSymbol, showsLtRecord } from './lt-records';

describe('the S&R records of a pair', () => {
  it.each([
    ['an LT pair, one pair', 'BTC3LUSDT', true, false, 'BTC3LUSDT'],
    ['an LT pair, every pair', 'BTC3LUSDT', true, true, null],
    ['a pair that is no leveraged token, one pair', 'BTCUSDT', false, false, null],
    ['a pair that is no leveraged token, every pair', 'BTCUSDT', false, true, null],
  ] as const)('reads %s as %s', (_name, symbolName, isLt, allPairs, expected) => {
    expect(ltRecordsSymbol({ symbolName, allPairs }, isLt)).toBe(expected);
  });

  it.each([
    [null, 'BTC3LUSDT', true],
    [null, undefined, true],
    ['BTC3LUSDT', 'BTC3LUSDT', true],
    ['BTC3LUSDT', 'ETH3SUSDT', false],
    ['BTC3LUSDT', undefined, true],
  ] as const)('reading %s keeps a record of %s: %s', (only, symbol, kept) => {
    expect(showsLtRecord(only, symbol)).toBe(kept);
  });
});
