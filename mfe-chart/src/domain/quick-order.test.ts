import { makeSymbol } from '@spot/contracts/testing';
import { checkQuickOrder, quantityStep, quickOrderSide } from './quick-order';

const btc = makeSymbol('BTC', 'USDT', { quantityPrecision: 6, minTradeQuantity: '0.000048' });
const pepe = makeSymbol('PEPE', 'USDT', { quantityPrecision: 0, minTradeQuantity: '100000' });

describe('quick limit order (spec 000 §5)', () => {
  it.each([
    ['101', '100', 'SELL'],
    ['100', '100', 'BUY'],
    ['99', '100', 'BUY'],
    ['101', null, 'BUY'],
  ] as const)('at %s with the market at %s is a %s', (price, last, side) => {
    expect(quickOrderSide(price, last)).toBe(side);
  });

  it.each([
    ['', '100', 'BUY', btc, 'quick_order_0_tip'],
    ['0', '100', 'BUY', btc, 'quick_order_0_tip'],
    ['0.1', '0', 'BUY', btc, 'quickLimitOrderPriceError'],
    ['0.1', '100', 'BUY', { ...btc, tradeStatus: 4, isBanBuy: true }, 'tradingRestricted'],
    ['0.1', '100', 'SELL', { ...btc, tradeStatus: 4, isBanBuy: true }, null],
    ['150000', '0.00001', 'BUY', pepe, 'qtyErrorTickTip'],
    ['200000', '0.00001', 'BUY', pepe, null],
    ['0.123456', '100', 'BUY', btc, null],
    ['0.00001', '65000', 'BUY', btc, 'quickOrderQtyLowerLimit'],
    ['0.0001', '1', 'BUY', { ...btc, minTradeAmount: '5' }, 'quickOrderValueLowerLimit'],
  ] as const)('quantity %s at %s (%s) → %s', (quantity, price, side, symbol, key) => {
    expect(checkQuickOrder({ quantity, price, side, symbol })?.key ?? null).toBe(key);
  });

  it('names the minimum it refuses, in the token it is counted in', () => {
    expect(
      checkQuickOrder({ quantity: '0.00001', price: '65000', side: 'BUY', symbol: btc }),
    ).toEqual({ key: 'quickOrderQtyLowerLimit', params: { min: '0.000048', token: 'BTC' } });
  });

  it('steps by the precision, or by a whole-unit symbol’s lot', () => {
    expect(quantityStep(btc).toFixed()).toBe('0.000001');
    expect(quantityStep(pepe).toFixed()).toBe('100000');
    expect(quantityStep({ quantityPrecision: 0, minTradeQuantity: '1' }).toFixed()).toBe('1');
    expect(quantityStep({ quantityPrecision: 0, minTradeQuantity: '25' }).toFixed()).toBe('1');
  });
});
