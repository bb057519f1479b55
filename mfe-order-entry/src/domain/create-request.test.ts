import { draftOf, symbolOf } from '../testing/fixtures';
import { buildCreateCall, classifyCreateFailure, newClientOrderId } from './create-request';

const BTC = symbolOf();
const ID = 'cid-1';

describe('buildCreateCall', () => {
  it('sends a limit order with its time in force', () => {
    expect(buildCreateCall(draftOf({ price: '65000.', quantity: '0.5' }), BTC, ID)).toEqual({
      endpoint: 'orderCreate',
      request: {
        symbol_id: 'BTCUSDT',
        side: 'BUY',
        client_order_id: ID,
        type: 'limit',
        price: '65000',
        quantity: '0.5',
        time_in_force: 'GTC',
      },
    });
  });

  it('attaches TP/SL to a limit order as market legs, only the triggers given', () => {
    const draft = draftOf({
      price: '65000',
      quantity: '0.5',
      tpsl: true,
      tpTrigger: '70000.',
      slTrigger: '60000',
    });
    expect(buildCreateCall(draft, BTC, ID).request).toMatchObject({
      type: 'limit',
      tp: { trigger_price: '70000', type: 'market' },
      sl: { trigger_price: '60000', type: 'market' },
    });
    const onlyTp = buildCreateCall({ ...draft, slTrigger: '' }, BTC, ID).request;
    expect(onlyTp).toHaveProperty('tp');
    expect(onlyTp).not.toHaveProperty('sl');
  });

  it('sends no TP/SL while the switch is off or for other kinds', () => {
    const off = draftOf({ price: '1', quantity: '1', tpTrigger: '2', slTrigger: '0.5' });
    expect(buildCreateCall(off, BTC, ID).request).not.toHaveProperty('tp');
    const market = draftOf({ kind: 'market', quantity: '1', tpsl: true, tpTrigger: '2' });
    expect(buildCreateCall(market, BTC, ID).request).not.toHaveProperty('tp');
  });

  it('marks a margin limit or market order with is_leverage, never a plan order', () => {
    const limit = draftOf({ price: '1', quantity: '1', margin: true });
    expect(buildCreateCall(limit, BTC, ID).request).toMatchObject({ is_leverage: true });
    const market = draftOf({ kind: 'market', quantity: '1', margin: true });
    expect(buildCreateCall(market, BTC, ID).request).toMatchObject({ is_leverage: true });
    const spot = draftOf({ price: '1', quantity: '1' });
    expect(buildCreateCall(spot, BTC, ID).request).not.toHaveProperty('is_leverage');
    const plan = draftOf({ kind: 'conditional', triggerPrice: '1', price: '1', margin: true });
    expect(buildCreateCall(plan, BTC, ID).request).not.toHaveProperty('is_leverage');
  });

  it('sends post only as the POST_ONLY time in force', () => {
    const call = buildCreateCall(draftOf({ price: '1', quantity: '1', postOnly: true }), BTC, ID);
    expect(call.request).toMatchObject({ time_in_force: 'POST_ONLY' });
  });

  it('sends a market buy by amount with marketUnit quoteCoin', () => {
    const call = buildCreateCall(
      draftOf({ kind: 'market', marketUnit: 'quoteCoin', amount: '100' }),
      BTC,
      ID,
    );
    expect(call).toEqual({
      endpoint: 'orderCreate',
      request: {
        symbol_id: 'BTCUSDT',
        side: 'BUY',
        client_order_id: ID,
        type: 'market',
        amount: '100',
        marketUnit: 'quoteCoin',
      },
    });
  });

  it('sends conditional and stop-limit orders with the classic plan types 0 and 1', () => {
    const conditional = buildCreateCall(
      draftOf({ kind: 'conditional', triggerPrice: '60000', price: '60100', quantity: '1' }),
      BTC,
      ID,
    );
    expect(conditional).toEqual({
      endpoint: 'planOrderCreate',
      request: {
        symbol_id: 'BTCUSDT',
        side: 'BUY',
        client_order_id: ID,
        plan_type: 0,
        type: 'limit',
        trigger_price: '60000',
        price: '60100',
        quantity: '1',
      },
    });
    const stop = buildCreateCall(
      draftOf({
        kind: 'stopLimit',
        side: 'SELL',
        execution: 'market',
        triggerPrice: '60000',
        quantity: '1',
      }),
      BTC,
      ID,
    );
    expect(stop.request).toMatchObject({
      plan_type: 1,
      type: 'market',
      quantity: '1',
      marketUnit: 'baseCoin',
    });
    expect(stop.request).not.toHaveProperty('price');
  });

  it('sends a trailing stop with plan type 4 and one trail', () => {
    const call = buildCreateCall(
      draftOf({
        kind: 'trailing',
        side: 'SELL',
        quantity: '1',
        trailBy: 'value',
        trailValue: '50',
      }),
      BTC,
      ID,
    );
    expect(call.request).toEqual({
      symbol_id: 'BTCUSDT',
      side: 'SELL',
      client_order_id: ID,
      plan_type: 4,
      type: 'market',
      quantity: '1',
      marketUnit: 'baseCoin',
      trailing_value: '50',
    });
  });

  it('sends an OCO with both legs', () => {
    const call = buildCreateCall(
      draftOf({
        kind: 'oco',
        side: 'SELL',
        quantity: '1',
        tp: { trigger: '70000', execution: 'limit', price: '69900' },
        sl: { trigger: '60000', execution: 'market', price: '59000' },
      }),
      BTC,
      ID,
    );
    expect(call).toEqual({
      endpoint: 'ocoOrderCreate',
      request: {
        symbol_id: 'BTCUSDT',
        side: 'SELL',
        client_order_id: ID,
        quantity: '1',
        tp: { trigger_price: '70000', type: 'limit', price: '69900' },
        sl: { trigger_price: '60000', type: 'market' },
      },
    });
  });

  it('makes client order ids the exchange accepts', () => {
    const id = newClientOrderId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,36}$/);
    expect(newClientOrderId()).not.toBe(id);
  });
});

describe('classifyCreateFailure (spec 000 §8)', () => {
  it.each<[number, string]>([
    [32241, 'tradeTryLimit'],
    [-2172, 'tradeTryLimit'],
    [12240, 'tradeTryLimit'],
    [170348, 'tradeTryLimit'],
    [32329, 'standardAccountLimit'],
    [170131, 'message'],
  ])('reads code %d as %s', (code, kind) => {
    expect(classifyCreateFailure({ ok: false, kind: 'business', code, message: 'no' }).kind).toBe(
      kind,
    );
  });

  it('shows the server message for other codes', () => {
    expect(
      classifyCreateFailure({
        ok: false,
        kind: 'business',
        code: 170131,
        message: 'insufficient balance',
      }),
    ).toMatchObject({
      kind: 'message',
      message: 'insufficient balance',
      failure: { kind: 'business', code: 170131 },
    });
  });

  it('tells a timeout apart', () => {
    expect(classifyCreateFailure({ ok: false, kind: 'timeout', message: 'late' }).kind).toBe(
      'timeout',
    );
  });
});
