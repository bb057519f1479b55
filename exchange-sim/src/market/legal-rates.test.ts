import type { Ticker } from '@spot/contracts';
import { legalRates } from './legal-rates';

const ticker = (symbol: string, lastPrice: string) => ({ symbol, lastPrice }) as Ticker;

describe('legalRates', () => {
  const rates = legalRates([
    ticker('BTCUSDT', '65000.12'),
    ticker('ETHBTC', '0.05'),
    ticker('SOLUSDC', '150'),
  ]);

  it('values stablecoins at one dollar', () => {
    expect(rates.USDT?.USD).toBe('1');
    expect(rates.USDC?.EUR).toBe('0.92');
  });

  it('values a token by its USDT market, exactly in decimals', () => {
    expect(rates.BTC).toEqual({ USD: '65000.12', EUR: '59800.1104', JPY: '9847518.18' });
  });

  it('values a token through BTC when it has no USDT market', () => {
    expect(rates.ETH?.USD).toBe('3250.006');
  });

  it('gives no rate to a token without a USDT or BTC market', () => {
    expect(rates.SOL).toBeUndefined();
  });
});
