import { pair, symbolOf } from '../testing/fixtures';
import { maxOrderSize, shareOf, type MaxOrderSizeInput } from './max-order-size';

const base: MaxOrderSizeInput = {
  side: 'BUY',
  symbol: symbolOf(),
  price: '65000',
  baseAvailable: '2.5',
  quoteAvailable: '100000',
  quotaRemaining: null,
};

describe('maxOrderSize (spec 000 §5)', () => {
  it('buys with the quote balance at the price, truncated to the quantity precision', () => {
    expect(maxOrderSize(base)).toEqual({ quantity: '1.538461', amount: '100000.00000000' });
  });

  it('caps a buy at the max buy (the largest order value)', () => {
    expect(maxOrderSize({ ...base, quoteAvailable: '9000000', price: '100000' }).amount).toBe(
      '4000000.00000000',
    );
  });

  it('caps a buy quantity at the largest order quantity', () => {
    expect(maxOrderSize({ ...base, price: '1' }).quantity).toBe('71.739562');
  });

  it('caps an innovation buy by the remaining quota', () => {
    const pepe = pair('PEPE', {
      mark: 'innovation',
      quantityPrecision: 0,
      maxTradeQuantity: '50000000000',
    });
    expect(
      maxOrderSize({ ...base, symbol: pepe, price: '0.00001234', quotaRemaining: '5000' }),
    ).toEqual({
      quantity: '405186385',
      amount: '5000.00000000',
    });
  });

  it('ignores a quota on an ordinary symbol', () => {
    expect(maxOrderSize({ ...base, quotaRemaining: '10' }).amount).toBe('100000.00000000');
  });

  it('sells the base balance, capped at the largest order quantity', () => {
    expect(maxOrderSize({ ...base, side: 'SELL' })).toEqual({ quantity: '2.500000', amount: '' });
    expect(maxOrderSize({ ...base, side: 'SELL', baseAvailable: '100' }).quantity).toBe(
      '71.739562',
    );
  });

  it('tells no buy quantity without a price', () => {
    expect(maxOrderSize({ ...base, price: null }).quantity).toBe('');
    expect(maxOrderSize({ ...base, price: '65000.' }).quantity).toBe('');
  });

  it('uses the fallback precisions for an unknown symbol', () => {
    expect(maxOrderSize({ ...base, symbol: undefined, price: '3' })).toEqual({
      quantity: '33333.33333333',
      amount: '100000.00000000',
    });
  });

  it('treats a malformed balance as zero', () => {
    expect(maxOrderSize({ ...base, quoteAvailable: '1e5' }).amount).toBe('0.00000000');
  });
});

describe('shareOf', () => {
  it.each<[string, number, number, string]>([
    ['1.538461', 25, 6, '0.384615'],
    ['100', 100, 2, '100.00'],
    ['100', 150, 2, '100.00'],
    ['100', -5, 2, '0.00'],
    ['', 50, 2, ''],
  ])('takes %s × %d %% at precision %d', (max, pct, precision, out) => {
    expect(shareOf(max, pct, precision)).toBe(out);
  });
});
