import { createFakeHost } from '../testing/fake-host';
import { fillFee } from './symbol-display';

describe("a fill's fee", () => {
  const { host } = createFakeHost();

  it.each([
    ['a sell, in USDT at 8 decimals', 'Sell', '4.97543335596', 'BTCUSDT', '4.97543335 USDT'],
    ['a buy, in BTC at 6 decimals', 'Buy', '0.0000765451', 'BTCUSDT', '0.000076 BTC'],
    ['a fee with fewer decimals, padded', 'Sell', '0.5', 'ETHUSDT', '0.50000000 USDT'],
    ['a fee of an unknown pair, as sent', 'Sell', '4.97543335596', 'XYZUSDT', '4.97543335596'],
    ['a fee without a pair, as sent', 'Buy', '0.1', undefined, '0.1'],
    ['a fee that is no decimal, a dash', 'Buy', '1e-7', 'BTCUSDT', '--'],
  ] as const)('is written for %s', (_name, side, execFee, symbolId, expected) => {
    expect(fillFee(host, { side, execFee, ...(symbolId ? { symbolId } : {}) })).toBe(expected);
  });
});
