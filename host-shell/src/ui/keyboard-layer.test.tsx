import { makeSymbol } from '@spot/contracts/testing';
import { matchSymbols } from './keyboard-layer';

const symbols = [
  makeSymbol('BTC', 'USDT'),
  makeSymbol('ETH', 'USDT'),
  makeSymbol('ETH', 'BTC'),
  makeSymbol('BTC3L', 'USDT'),
];
const names = (query: string) => matchSymbols(symbols, query).map((s) => s.symbolName);

describe('matchSymbols (the symbol search)', () => {
  it('filters without case, with or without the slash', () => {
    expect(names('eth')).toEqual(['ETHUSDT', 'ETHBTC']);
    expect(names('ETH/BTC')).toEqual(['ETHBTC']);
    expect(names('  btc3l ')).toEqual(['BTC3LUSDT']);
    expect(names('doge')).toEqual([]);
  });

  it('lists pairs that start with the text first', () => {
    expect(names('btc')).toEqual(['BTCUSDT', 'BTC3LUSDT', 'ETHBTC']);
  });

  it('lists every pair for an empty filter', () => {
    expect(names('')).toHaveLength(4);
  });
});
