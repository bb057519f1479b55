import { createFakeHost } from '@spot/contracts/testing';
import { makeOrder } from '@spot/contracts/testing';
import { placeQuickOrder } from './quick-order';

const ORDER = { symbolName: 'BTCUSDT', side: 'BUY' as const, price: '100', quantity: '0.5' };

describe('placeQuickOrder (spec 000 §4, §7, §8)', () => {
  it('sends one limit order with a fresh client order id and announces it', async () => {
    const fake = createFakeHost();
    fake.handlers.orderCreate = () => ({ ok: true, result: makeOrder({ orderId: 'o1' }) });
    expect(await placeQuickOrder(fake.host, ORDER)).toEqual({ kind: 'placed' });
    await placeQuickOrder(fake.host, ORDER);
    const [first, second] = fake
      .callsOf('orderCreate')
      .map((c) => c.request as Record<string, string>);
    expect(first).toMatchObject({
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      type: 'limit',
      price: '100',
      quantity: '0.5',
    });
    expect(first?.client_order_id).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.client_order_id).not.toBe(first?.client_order_id);
    expect(fake.eventsOf('order/placed')[0]).toMatchObject({
      orderId: 'o1',
      symbolName: 'BTCUSDT',
    });
    expect(fake.counts.refreshes).toBe(2);
  });

  it.each([
    [32241, 'tradeTryLimit'],
    [-2172, 'tradeTryLimit'],
    [12240, 'tradeTryLimit'],
    [170348, 'tradeTryLimit'],
    [32329, 'standardAccountLimit'],
  ] as const)('shares the limit state of code %d on the bus', async (code, state) => {
    const fake = createFakeHost();
    fake.handlers.orderCreate = () => ({ ok: false, kind: 'business', code, message: 'no' });
    expect(await placeQuickOrder(fake.host, ORDER)).toEqual({ kind: 'failed', key: state });
    expect(fake.eventsOf('order/limit-reached')).toEqual([{ state }]);
  });

  it("gives any other refusal with the server's message", async () => {
    const fake = createFakeHost();
    fake.handlers.orderCreate = () => ({
      ok: false,
      kind: 'business',
      code: 170131,
      message: 'insufficient',
    });
    expect(await placeQuickOrder(fake.host, ORDER)).toEqual({
      kind: 'failed',
      key: 'operationFail',
      params: { message: '\u2068insufficient\u2069' },
    });
    expect(fake.eventsOf('order/placed')).toEqual([]);
  });
});
