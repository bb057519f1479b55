import { API_ERROR_CODES, type Order, type TokenBalance } from '@spot/contracts';
import { startSim, type RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';

let sim: RunningSim;

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, warmupSteps: 30, bookRate: 0, testMode: true });
});
afterAll(async () => {
  await sim.close();
});

const as = (email: string): Promise<ApiTestClient> =>
  ApiTestClient.loggedIn(sim.ports.route1, email);

async function usdt(c: ApiTestClient): Promise<TokenBalance> {
  const list = (await c.call('balances')).body?.result as TokenBalance[];
  const row = list.find((b) => b.tokenId === 'USDT');
  if (!row) throw new Error('no USDT row');
  return row;
}

const farBuy = (clientOrderId: string) => ({
  symbol_id: 'BTCUSDT',
  side: 'BUY',
  type: 'limit',
  price: '1000.5',
  quantity: '0.01',
  client_order_id: clientOrderId,
});

describe('order endpoints', () => {
  it('places a resting limit order, holds its cost, lists it and releases the hold on cancel', async () => {
    const c = await as('uta1@sim.test');
    const before = await usdt(c);
    const created = await c.call('orderCreate', farBuy('rest-1'));
    expect(created.body?.code).toBe(0);
    const order = created.body?.result as Order;
    expect(order).toMatchObject({
      side: 'BUY',
      price: '1000.50',
      origQty: '0.010000',
      status: 'NEW',
    });

    const held = await usdt(c);
    expect(held.locked).toBe('10.005');
    const open = (await c.call('openOrders', { limit: 100 })).body?.result as Order[];
    expect(open.map((o) => o.orderId)).toContain(order.orderId);

    const cancelled = await c.call('cancelOrder', {
      order_id: order.orderId,
      client_order_id: 'rest-1',
    });
    expect((cancelled.body?.result as Order).status).toBe('CANCELED');
    expect(await usdt(c)).toMatchObject({ free: before.free, locked: before.locked });
  });

  it('returns the first order for a repeated client_order_id and creates nothing new', async () => {
    const c = await as('uta2@sim.test');
    const first = (await c.call('orderCreate', farBuy('dup-1'))).body?.result as Order;
    const again = await c.call('orderCreate', { ...farBuy('dup-1'), price: '1200' });
    expect((again.body?.result as Order).orderId).toBe(first.orderId);
    const open = (await c.call('openOrders')).body?.result as Order[];
    expect(open.filter((o) => o.clientOrderId === 'dup-1')).toHaveLength(1);
  });

  it('fills a market buy by quote amount against the market maker', async () => {
    const c = await as('classic@sim.test');
    const reply = await c.call('orderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      type: 'market',
      amount: '100',
      marketUnit: 'quoteCoin',
      client_order_id: 'mkt-1',
    });
    const order = reply.body?.result as Order;
    expect(order.status).toMatch(/FILLED/);
    expect(Number(order.executedQty)).toBeGreaterThan(0);
  });

  it('rejects an order the balance cannot cover with the engine code and holds nothing', async () => {
    const c = await as('sub@sim.test');
    const before = await usdt(c);
    const reply = await c.call('orderCreate', {
      ...farBuy('big-1'),
      quantity: '60',
      price: '60000',
    });
    expect(reply.status).toBe(200);
    expect(reply.body?.code).toBe(170131);
    expect(await usdt(c)).toMatchObject({ free: before.free, locked: before.locked });
  });

  it.each([
    [{ ...farBuy('bad-1'), price: 1000 }, 'price'],
    [{ ...farBuy('bad-2'), price: '1e3' }, 'price'],
    [{ ...farBuy('bad-3'), side: 'buy' }, 'side'],
    [{ ...farBuy('bad-4'), symbol_id: 'NOPEUSDT' }, 'symbol_id'],
    [{ ...farBuy('bad-5'), client_order_id: 'has space' }, 'client_order_id'],
    [{ ...farBuy('bad-6'), quantity: '-1' }, 'quantity'],
  ])('answers malformed input %j with 400 naming %s', async (body, field) => {
    const c = await as('leader@sim.test');
    const reply = await c.call('orderCreate', body as Record<string, unknown>);
    expect(reply.status).toBe(400);
    expect(reply.body?.code).toBe(API_ERROR_CODES.badRequest);
    expect(String(reply.body?.message)).toContain(field);
  });

  it('refuses a visitor and an account in liquidation', async () => {
    const visitor = await new ApiTestClient(sim.ports.route1).start();
    expect((await visitor.call('orderCreate', farBuy('v-1'))).body?.code).toBe(
      API_ERROR_CODES.notLoggedIn,
    );
    const liquidating = await as('liquidation@sim.test');
    expect((await liquidating.call('orderCreate', farBuy('l-1'))).body?.code).toBe(81001);
  });

  it('places, lists and cancels a conditional plan order with the classic plan_type', async () => {
    const c = await as('upgrade@sim.test');
    const placed = await c.call('planOrderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      plan_type: 0,
      type: 'limit',
      trigger_price: '2000',
      price: '2000',
      quantity: '0.01',
      client_order_id: 'plan-1',
    });
    expect(placed.body?.code).toBe(0);
    const plan = placed.body?.result as Order;
    const open = (await c.call('openPlanOrders', { plan_type: 0 })).body?.result as Order[];
    expect(open.map((o) => o.orderId)).toEqual([plan.orderId]);
    const all = await c.call('cancelAllPlanOrders', { plan_type: 0 });
    expect(all.body?.result).toEqual({ canceled: [plan.orderId] });
  });

  it('refuses to modify an order through another symbol, leaving it as it was', async () => {
    const c = await as('leader@sim.test');
    const placed = await c.call('orderCreate', farBuy('other-1'));
    const order = placed.body?.result as Order;
    const ref = { order_id: order.orderId, client_order_id: 'other-1', price: '1001' };
    const other = await c.call('orderModify', { ...ref, symbol_id: 'ETHUSDT' });
    expect(other.body).toMatchObject({ code: 170146, success: false });
    const unknown = await c.call('orderModify', { ...ref, symbol_id: 'NOPEUSDT' });
    expect(unknown.status).toBe(400);
    const open = (await c.call('openOrders')).body?.result as Order[];
    expect(open.find((o) => o.orderId === order.orderId)?.price).toBe('1000.50');
    const same = await c.call('orderModify', { ...ref, symbol_id: 'BTCUSDT' });
    expect((same.body?.result as Order).price).toBe('1001.00');
  });

  it('reads query integers as digits only', async () => {
    const c = await as('leader@sim.test');
    for (const limit of ['5e1', '0x10', ' 5', '']) {
      expect((await c.call('openOrders', { limit })).status).toBe(400);
    }
    expect((await c.call('openOrders', { limit: '50' })).status).toBe(200);
  });

  it('pages the open and historical orders after from_order_id', async () => {
    const c = await as('sub@sim.test');
    for (const id of ['page-1', 'page-2', 'page-3']) await c.call('orderCreate', farBuy(id));
    const first = (await c.call('openOrders', { limit: 2 })).body?.result as Order[];
    const rest = (await c.call('openOrders', { limit: 2, from_order_id: first[1]?.orderId })).body
      ?.result as Order[];
    expect(first).toHaveLength(2);
    expect(rest.map((o) => o.orderId)).not.toContain(first[0]?.orderId);
    expect(new Set([...first, ...rest].map((o) => o.clientOrderId)).size).toBe(3);
    const now = Date.now();
    const window = { start_time: now - 60_000, end_time: now + 60_000 };
    const h1 = (await c.call('orderHistory', { ...window, limit: 2 })).body?.result as Order[];
    const h2 = (
      await c.call('orderHistory', { ...window, limit: 2, from_order_id: h1[1]?.orderId })
    ).body?.result as Order[];
    expect(h2.map((o) => o.orderId)).not.toContain(h1[0]?.orderId);
    expect(h2.map((o) => o.orderId)).not.toContain(h1[1]?.orderId);
  });

  it('attaches TP/SL to a limit buy: legs of plan type 11 appear once it fills', async () => {
    const c = await as('uta2@sim.test');
    const reply = await c.call('orderCreate', {
      ...farBuy('tpsl-1'),
      // Far above the asks: it fills at once, at the best asks.
      price: '100000',
      quantity: '0.001',
      tp: { trigger_price: '150000', type: 'market' },
      sl: { trigger_price: '1000', type: 'limit', price: '999' },
    });
    expect(reply.body?.code).toBe(0);
    const parent = reply.body?.result as Order;
    expect(parent.status).toBe('FILLED');
    const uta = (await c.call('utaOrders', { planType: 11, specialTradeFrom: 0, limit: 100 })).body
      ?.result as { result: Order[] };
    // On the BTC that arrived: the 0.001 bought less its taker fee, cut to the lot.
    expect(uta.result.map((o) => [o.side, o.planType, o.triggerPrice, o.origQty])).toEqual([
      ['SELL', 11, '1000.00', '0.000999'],
      ['SELL', 11, '150000.00', '0.000999'],
    ]);
    const classic = (await c.call('openPlanOrders', { plan_type: 0 })).body?.result as Order[];
    expect(classic.filter((o) => o.planType === 11)).toHaveLength(2);
    const all = await c.call('cancelAllPlanOrders', { plan_type: 0 });
    expect((all.body?.result as { canceled: string[] }).canceled).toHaveLength(2);
  });

  it.each([
    [{ tp: { trigger_price: '900', type: 'market' } }, 170160],
    [{ sl: { trigger_price: '1100', type: 'market' } }, 170161],
    [{ type: 'market', price: undefined, tp: { trigger_price: '2000', type: 'market' } }, 170159],
    [{ sl: { trigger_price: '900', type: 'limit', price: '700' } }, 170153],
  ])('refuses the attachment %j with code %s', async (fields, code) => {
    const c = await as('uta2@sim.test');
    const reply = await c.call('orderCreate', { ...farBuy('tpsl-bad'), ...fields });
    expect(reply.body?.code).toBe(code);
  });

  it.each([
    [{ tp: 'high' }, 'tp'],
    [{ sl: { type: 'market' } }, 'trigger_price'],
    [{ tp: { trigger_price: '2000', type: 'stop' } }, 'type'],
    [{ is_leverage: 'yes' }, 'is_leverage'],
  ])('answers a malformed attachment or flag %j with 400 naming %s', async (fields, field) => {
    const c = await as('uta2@sim.test');
    const reply = await c.call('orderCreate', { ...farBuy('tpsl-400'), ...fields });
    expect(reply.status).toBe(400);
    expect(String(reply.body?.message)).toContain(field);
  });

  it('records a margin order of a UTA account with leverage on as isLeverage', async () => {
    const c = await as('uta1@sim.test');
    const reply = await c.call('orderCreate', { ...farBuy('margin-1'), is_leverage: true });
    expect(reply.body?.result).toMatchObject({ isLeverage: true, status: 'NEW' });
    const open = (await c.call('openOrders')).body?.result as Order[];
    expect(open.find((o) => o.clientOrderId === 'margin-1')?.isLeverage).toBe(true);
    const spot = await c.call('orderCreate', { ...farBuy('margin-2'), is_leverage: false });
    expect((spot.body?.result as Order).isLeverage).toBeUndefined();
  });

  it.each([
    ['classic@sim.test', 'not a unified account'],
    ['leverage-off@sim.test', 'leverage is off'],
    ['isolated@sim.test', 'isolated-margin mode'],
  ])('refuses a margin order of %s (%s) with 170162', async (email, why) => {
    const c = await as(email);
    const reply = await c.call('orderCreate', { ...farBuy('margin-no'), is_leverage: true });
    expect(reply.body?.code).toBe(170162);
    expect(String(reply.body?.message)).toContain(why);
  });
});
