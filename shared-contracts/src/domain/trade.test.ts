import type { ClassicTradeFill, UtaTradeFill } from './trade';
import { normalizeClassicFill, normalizeUtaFill } from './trade';

describe('normalizeClassicFill', () => {
  const fill: ClassicTradeFill = {
    tradeId: '9001',
    matchTime: 1_700_000_000_123,
    side: 'SELL',
    price: '27000.5',
    amount: '2700.05',
    quantity: '0.1',
    tokenFee: '2.70005',
    orderType: 'LIMIT',
  };

  it('renames the classic fields and spells the side Buy or Sell', () => {
    expect(normalizeClassicFill(fill)).toEqual({
      tradeId: '9001',
      tradeTime: 1_700_000_000_123,
      side: 'Sell',
      execPrice: '27000.5',
      execValue: '2700.05',
      execQty: '0.1',
      execFee: '2.70005',
      orderType: 'LIMIT',
    });
    expect(normalizeClassicFill({ ...fill, side: 'BUY' }).side).toBe('Buy');
  });
});

describe('normalizeUtaFill', () => {
  it('uses the version as the trade id and the amount as the filled value', () => {
    const fill: UtaTradeFill = {
      version: '123456789',
      symbolId: 'BTCUSDT',
      side: 'Buy',
      type: 'MARKET',
      execPrice: '30000',
      execQty: '0.002',
      amount: '60',
      execFee: '0.000002',
      liquidationType: '',
      execTime: 1_700_000_000_000,
    };
    expect(normalizeUtaFill(fill)).toEqual({
      tradeId: '123456789',
      tradeTime: 1_700_000_000_000,
      side: 'Buy',
      execPrice: '30000',
      execValue: '60',
      execQty: '0.002',
      execFee: '0.000002',
      orderType: 'MARKET',
    });
  });
});
