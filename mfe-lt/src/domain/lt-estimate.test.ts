import { redemptionEstimate, subscriptionEstimate } from './lt-estimate';

const terms = { nav: '2.5', feeRate: '0', quantityPrecision: 2, amountPrecision: 8 };

describe('subscription estimate', () => {
  it('is the amount over the net value, cut to the token precision', () => {
    expect(subscriptionEstimate('100', terms)).toEqual({ receive: '40', fee: null });
    expect(subscriptionEstimate('1', { ...terms, nav: '3' })).toEqual({
      receive: '0.33',
      fee: null,
    });
  });
  it('takes the fee off the amount first', () => {
    expect(subscriptionEstimate('100', { ...terms, feeRate: '0.01' })).toEqual({
      receive: '39.6',
      fee: '1',
    });
  });
  it('is null without an amount or a net value', () => {
    expect(subscriptionEstimate('', terms)).toBeNull();
    expect(subscriptionEstimate('0', terms)).toBeNull();
    expect(subscriptionEstimate('100', { ...terms, nav: '0' })).toBeNull();
    expect(subscriptionEstimate('12.', terms)).toBeNull();
  });
});

describe('redemption estimate', () => {
  it('is quantity × net value less the fee, as the exchange credits it', () => {
    // The sim's figure for the same order: 51.96863406 (lt-routes.test.ts).
    expect(redemptionEstimate('1234.56', { ...terms, nav: '0.042137', feeRate: '0.001' })).toEqual({
      receive: '51.96863406',
      fee: '0.05202066',
    });
  });
  it('has no fee line at a zero rate', () => {
    expect(redemptionEstimate('40', terms)).toEqual({ receive: '100', fee: null });
  });
});
