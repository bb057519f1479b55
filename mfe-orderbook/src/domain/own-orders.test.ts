import type { Order } from '@spot/contracts';
import { NO_OWN_PRICES, ownOrderPrices } from './own-orders';

const order = (over: Partial<Order>): Order => ({
  orderId: '1',
  clientOrderId: 'c1',
  symbolId: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  price: '65000.17',
  origQty: '0.1',
  executedQty: '0',
  status: 'NEW',
  time: 1,
  ...over,
});

describe('ownOrderPrices', () => {
  it('marks a buy at its row rounded down and a sell rounded up, keyed like the sim', () => {
    const own = ownOrderPrices(
      [order({ side: 'BUY' }), order({ side: 'SELL', price: '65001.11' })],
      'BTCUSDT',
      '0.1',
    );
    expect([...own.bid]).toEqual(['65000.1']);
    expect([...own.ask]).toEqual(['65001.2']);
  });

  it('keys rows with the decimals of the step', () => {
    expect([...ownOrderPrices([order({ price: '65000' })], 'BTCUSDT', '0.01').bid]).toEqual([
      '65000.00',
    ]);
    expect([...ownOrderPrices([order({ price: '65015.5' })], 'BTCUSDT', '10').bid]).toEqual([
      '65010',
    ]);
  });

  it('ignores other symbols, orders without a price and a bad step', () => {
    expect(ownOrderPrices([order({ symbolId: 'ETHUSDT' })], 'BTCUSDT', '0.1')).toBe(NO_OWN_PRICES);
    expect(ownOrderPrices([order({ price: '0' })], 'BTCUSDT', '0.1')).toBe(NO_OWN_PRICES);
    expect(ownOrderPrices([order({ price: '' })], 'BTCUSDT', '0.1')).toBe(NO_OWN_PRICES);
    expect(ownOrderPrices([order({})], 'BTCUSDT', '0.5')).toBe(NO_OWN_PRICES);
  });
});
