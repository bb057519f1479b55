import { makeSymbol, makeUser } from '../testing/builders';
import { isOrder, isSymbolInfo, isUserInfo } from './record-guards';

const user = makeUser({
  member_tag: { UTA: 'FAIL' },
  grayFlag: { IsUTA: true },
  region: 'default',
});

describe('isUserInfo', () => {
  it('accepts a complete user', () => {
    expect(isUserInfo(user)).toBe(true);
  });

  it.each([
    ['no id', { ...user, id: undefined }],
    ['a numeric userState as text', { ...user, userState: '1' }],
    ['no member_tag', { ...user, member_tag: undefined }],
    ['an unknown tag state', { ...user, member_tag: { UTA: 'MAYBE' } }],
    ['no grayFlag', { ...user, grayFlag: null }],
    ['isDemoAccount as text', { ...user, isDemoAccount: 'false' }],
    ['no region', { ...user, region: undefined }],
    ['a list', [user]],
    ['null', null],
  ])('refuses a reply with %s', (_label, value) => {
    expect(isUserInfo(value)).toBe(false);
  });
});

describe('isSymbolInfo', () => {
  const btc = makeSymbol('BTC', 'USDT');

  it('accepts a symbol with or without its optional members', () => {
    expect(isSymbolInfo(btc)).toBe(true);
    expect(isSymbolInfo({ ...btc, pricePrecision: undefined, maxPrice: undefined })).toBe(true);
  });

  it.each([
    ['a negative precision', { ...btc, pricePrecision: -1 }],
    ['a fractional precision', { ...btc, quantityPrecision: 1.5 }],
    ['a maximum price in exponent notation', { ...btc, maxPrice: '1e7' }],
    ['an unknown leveraged direction', { ...btc, ltDirection: 'up' }],
  ])('refuses %s', (_label, value) => {
    expect(isSymbolInfo(value)).toBe(false);
  });
});

describe('isOrder', () => {
  const order = {
    orderId: '1',
    clientOrderId: 'c',
    symbolId: 'BTCUSDT',
    side: 'SELL',
    type: 'LIMIT',
    price: '1',
    origQty: '1',
    executedQty: '0',
    status: 'PARTIALLY_FILLED',
    time: 1,
  };

  it('accepts every status of the order tables', () => {
    for (const status of ['NEW', 'ORDER_NEW', 'FILLED', 'ORDER_REJECTED', 'PENDING_CANCEL']) {
      expect(isOrder({ ...order, status })).toBe(true);
    }
  });

  it.each([
    ['a status outside the tables', { ...order, status: 'Filled' }],
    ['a numeric price', { ...order, price: 1 }],
    ['an unknown OCO leg', { ...order, ocoLeg: 'XX' }],
    ['a market unit outside the two', { ...order, marketUnit: 'base' }],
  ])('refuses %s', (_label, value) => {
    expect(isOrder(value)).toBe(false);
  });
});
