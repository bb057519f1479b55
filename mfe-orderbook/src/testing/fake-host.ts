import type { SymbolInfo } from '@spot/contracts';
import { createFakeHost as createContractFakeHost, makeSymbol } from '@spot/contracts/testing';

/** BTCUSDT with a lot of 0.0001 and merge steps up to 10. */
export const BTC: SymbolInfo = makeSymbol('BTC', 'USDT', {
  quantityPrecision: 4,
  minTradeQuantity: '0.0001',
  maxTradeQuantity: '100',
  maxTradeAmount: '1000000',
  digitMerge: '0.01,0.1,1,10',
});

/**
 * The contract's fake host for the order book's component tests: streams set by the test and
 * delivered on `frame()`, the api offline.
 */
export function createFakeHost(symbols: readonly SymbolInfo[] = [BTC]) {
  return createContractFakeHost({
    symbols,
    answer: () => ({ ok: false, kind: 'network', message: 'offline' }),
  });
}
