import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_ERROR_CODES, API_ERROR_CODES, type TokenBalance } from '@spot/contracts';
import { LT_ERROR_CODES } from '../lt/lt-checks';
import type { LtOrderView } from '../lt/lt-service';
import { startSim, type RunningSim, type SimOptions } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { httpRequest } from '../testing/http-test-client';

const SETTLE_MS = 40;
const BASE: SimOptions = { port: 0, port2: null, warmupSteps: 10, bookRate: 0, testMode: true };
let sim: RunningSim;

beforeAll(async () => {
  sim = await startSim({ ...BASE, ltSettleMs: SETTLE_MS });
});
afterAll(async () => {
  await sim.close();
});
afterEach(async () => {
  for (const symbol of ['BTC3LUSDT', 'BTC3SUSDT'])
    await admin(sim, 'status', { symbol, st: null, nav: null });
  await admin(sim, 'fail-next', { on: false });
});

function admin(s: RunningSim, call: string, body: unknown) {
  return httpRequest(s.ports.route1, `/__sim/lt/${call}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

const as = (email: string, s: RunningSim = sim): Promise<ApiTestClient> =>
  ApiTestClient.loggedIn(s.ports.route1, email);

async function balance(c: ApiTestClient, token: string): Promise<{ free: string; locked: string }> {
  const list = (await c.call('balances')).body?.result as TokenBalance[];
  const row = list.find((b) => b.tokenId === token);
  return { free: row?.free ?? '0', locked: row?.locked ?? '0' };
}

async function orders(c: ApiTestClient, symbol?: string): Promise<LtOrderView[]> {
  return (await c.call('ltOrders', symbol ? { symbol } : {})).body?.result as LtOrderView[];
}

/** Waits until the order is no longer processing and returns it. */
async function settled(c: ApiTestClient, orderId: string): Promise<LtOrderView> {
  for (let i = 0; i < 200; i += 1) {
    const order = (await orders(c)).find((o) => o.orderId === orderId);
    if (order && order.status !== 2) return order;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`LT order ${orderId} did not complete`);
}

const key = (reply: { body?: Record<string, unknown> }) =>
  String(reply.body?.message).split(':')[0];

describe('LT subscription checks, in the order of spec 001 §5', () => {
  // Each row also breaks the checks after it, so only the order decides which key answers.
  it.each([
    [
      '',
      'classic@sim.test',
      { st: 4, nav: '0' },
      'subscriptionInputAmount',
      'lt_subscription_failed_input_amount',
    ],
    [
      '0.00',
      'classic@sim.test',
      { st: 4 },
      'subscriptionInputAmount',
      'lt_subscription_failed_input_amount',
    ],
    [
      '100001',
      'liquidation@sim.test',
      { st: 4, nav: '0' },
      'subscriptionBalance',
      'lt_subscription_usdt_not_enough',
    ],
    [
      '1',
      'liquidation@sim.test',
      { st: 3, nav: '0' },
      'subscriptionClosed',
      'lt_subscription_failed_closed',
    ],
    [
      '1',
      'liquidation@sim.test',
      { st: 4, nav: '0' },
      'subscriptionClosed',
      'lt_subscription_failed_closed',
    ],
    [
      '1',
      'liquidation@sim.test',
      { st: 5, nav: '0' },
      'subscriptionChangePosition',
      'lt_subscription_failed_change_position',
    ],
    [
      '1',
      'liquidation@sim.test',
      { st: 2, nav: '0' },
      'subscriptionClosePosition',
      'lt_subscription_failed_close_position',
    ],
    [
      '1',
      'classic@sim.test',
      { nav: '0' },
      'subscriptionInvalidValue',
      'lt_subscription_failed_invalid_value',
    ],
    [
      '4.99',
      'overrun@sim.test',
      { nav: '1.5' },
      'subscriptionMinAmount',
      'lt_subscription_min_amount',
    ],
  ] as const)(
    'amount %p of %s with %j answers %s',
    async (amount, email, status, code, messageKey) => {
      await admin(sim, 'status', { symbol: 'BTC3LUSDT', ...status });
      const c = await as(email);
      const reply = await c.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount });
      expect(reply.status).toBe(200);
      expect(reply.body?.code).toBe(LT_ERROR_CODES[code]);
      expect(key(reply)).toBe(messageKey);
    },
  );

  it('names the currency when the quote balance is short', async () => {
    const c = await as('leader@sim.test');
    const reply = await c.call('ltSubscribe', { symbol: 'BTC3SUSDT', amount: '150000' });
    expect(reply.body?.message).toMatch(/^lt_subscription_usdt_not_enough: .*USDT/);
  });

  it('refuses a demo account with the demo code (spec 001 §6)', async () => {
    const c = await as('demo@sim.test');
    for (const reply of [
      await c.call('ltSubscribe', { symbol: 'BTC3SUSDT', amount: '10' }),
      await c.call('ltRedeem', { symbol: 'BTC3SUSDT', quantity: '10' }),
    ]) {
      expect(reply.body?.code).toBe(ACCOUNT_ERROR_CODES.demoNotSupported);
    }
  });

  it('refuses an amount above maxPurchase before looking at the minimum', async () => {
    // 30000 BTC3S redeemed at a NAV of 5, less the 0.1 % fee: more USDT than the 200000
    // maximum purchase.
    await admin(sim, 'status', { symbol: 'BTC3SUSDT', nav: '5' });
    const c = await as('upgrading@sim.test');
    const redeemed = await c.call('ltRedeem', { symbol: 'BTC3SUSDT', quantity: '30000' });
    await settled(c, (redeemed.body?.result as LtOrderView).orderId);
    expect(await balance(c, 'USDT')).toEqual({ free: '249850', locked: '0' });
    const reply = await c.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount: '200000.5' });
    expect(reply.body?.code).toBe(LT_ERROR_CODES.subscriptionMaxAmount);
    expect(reply.body?.message).toMatch(/^lt_subscription_max_amount: .*200000 USDT/);
  });

  it('lets a riskState 5 account subscribe, with the wear-position warning', async () => {
    await admin(sim, 'status', { symbol: 'BTC3LUSDT', nav: '2' });
    const c = await as('overrun@sim.test');
    const reply = await c.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount: '10' });
    expect(reply.body?.code).toBe(0);
    expect(reply.body?.result).toMatchObject({
      orderType: 1,
      orderQuantity: '10',
      status: 2,
      warnings: ['lt_subscription_failed_wear_position'],
    });
    const done = await settled(c, (reply.body?.result as LtOrderView).orderId);
    expect(done).toMatchObject({ status: 1, nav: '2', filledQuantity: '5', filledAmount: '10' });
  });
});

describe('LT redemption checks, in the order of spec 001 §5', () => {
  it.each([
    [
      '0',
      'liquidation@sim.test',
      { st: 4, nav: '0' },
      'redemptionInputQuantity',
      'lt_redemption_failed_input_quantity',
    ],
    [
      '1500.01',
      'liquidation@sim.test',
      { st: 2, nav: '0' },
      'redemptionBalance',
      'lt_amount_not_enough',
    ],
    [
      '0.5',
      'liquidation@sim.test',
      { st: 2, nav: '0' },
      'redemptionClosed',
      'lt_redemption_failed_closed',
    ],
    [
      '0.5',
      'liquidation@sim.test',
      { st: 4, nav: '0' },
      'redemptionClosed',
      'lt_redemption_failed_closed',
    ],
    [
      '0.5',
      'liquidation@sim.test',
      { st: 5, nav: '0' },
      'redemptionChangePosition',
      'lt_redemption_failed_change_position',
    ],
    [
      '0.5',
      'liquidation@sim.test',
      { st: 3, nav: '0' },
      'redemptionWearPosition',
      'lt_redemption_failed_wear_position',
    ],
    [
      '0.5',
      'classic@sim.test',
      { nav: '0' },
      'redemptionNetWorth',
      'lt_redemption_failed_net_worth',
    ],
    [
      '0.5',
      'classic@sim.test',
      { nav: '1.1' },
      'redemptionMinQuantity',
      'lt_redemption_min_quanlity',
    ],
  ] as const)(
    'quantity %p of %s with %j answers %s',
    async (quantity, email, status, code, messageKey) => {
      await admin(sim, 'status', { symbol: 'BTC3LUSDT', ...status });
      const c = await as(email);
      const reply = await c.call('ltRedeem', { symbol: 'BTC3LUSDT', quantity });
      expect(reply.body?.code).toBe(LT_ERROR_CODES[code]);
      expect(key(reply)).toBe(messageKey);
    },
  );

  it('refuses a quantity above maxRedeem, after a subscription made it affordable', async () => {
    await admin(sim, 'status', { symbol: 'BTC3LUSDT', nav: '0.5' });
    const c = await as('eea@sim.test');
    const sub = await c.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount: '60000' });
    await settled(c, (sub.body?.result as LtOrderView).orderId);
    expect(await balance(c, 'BTC3L')).toEqual({ free: '121500', locked: '0' });
    const reply = await c.call('ltRedeem', { symbol: 'BTC3LUSDT', quantity: '100000.01' });
    expect(reply.body?.code).toBe(LT_ERROR_CODES.redemptionMaxQuantity);
    expect(key(reply)).toBe('lt_redemption_max_quanlity');
  });
});

describe('LT orders', () => {
  it('holds the quote, then spends it and credits amount / nav truncated to the lot', async () => {
    await admin(sim, 'status', { symbol: 'BTC3LUSDT', nav: '1.2345' });
    const c = await as('uta1@sim.test');
    const reply = await c.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount: '1000' });
    expect(reply.body?.result).toMatchObject({ orderType: 1, orderQuantity: '1000', status: 2 });
    expect(await balance(c, 'USDT')).toEqual({ free: '99000', locked: '1000' });
    const done = await settled(c, (reply.body?.result as LtOrderView).orderId);
    // 1000 / 1.2345 = 810.0445…, truncated to BTC3L's 2 decimals.
    expect(done).toMatchObject({ status: 1, nav: '1.2345', filledQuantity: '810.04' });
    expect(await balance(c, 'USDT')).toEqual({ free: '99000', locked: '0' });
    expect(await balance(c, 'BTC3L')).toEqual({ free: '2310.04', locked: '0' });
  });

  it('holds the token, then credits quantity × nav in quote less the fee', async () => {
    await admin(sim, 'status', { symbol: 'BTC3SUSDT', nav: '0.042137' });
    const c = await as('uta2@sim.test');
    const reply = await c.call('ltRedeem', { symbol: 'BTC3SUSDT', quantity: '1234.56' });
    expect(reply.body?.result).toMatchObject({ orderType: 2, orderQuantity: '1234.56', status: 2 });
    expect(await balance(c, 'BTC3S')).toEqual({ free: '28765.44', locked: '1234.56' });
    const done = await settled(c, (reply.body?.result as LtOrderView).orderId);
    expect(done).toMatchObject({
      status: 1,
      filledQuantity: '1234.56',
      // 1234.56 × 0.042137 = 52.02065472, less 0.1 %: 51.96863406528, cut to 8 decimals.
      filledAmount: '51.96863406',
    });
    expect(await balance(c, 'BTC3S')).toEqual({ free: '28765.44', locked: '0' });
    expect(await balance(c, 'USDT')).toEqual({ free: '100051.96863406', locked: '0' });
  });

  it('releases the hold of an order test mode makes fail (status 3)', async () => {
    await admin(sim, 'fail-next', {});
    const c = await as('leader@sim.test');
    const reply = await c.call('ltSubscribe', { symbol: 'BTC3SUSDT', amount: '250' });
    expect(await balance(c, 'USDT')).toEqual({ free: '99750', locked: '250' });
    const done = await settled(c, (reply.body?.result as LtOrderView).orderId);
    expect(done.status).toBe(3);
    expect(await balance(c, 'USDT')).toEqual({ free: '100000', locked: '0' });
    expect(await balance(c, 'BTC3S')).toEqual({ free: '30000', locked: '0' });
  });

  it('lists the orders newest first, per symbol on request', async () => {
    await admin(sim, 'status', { symbol: 'BTC3LUSDT', nav: '1' });
    await admin(sim, 'status', { symbol: 'BTC3SUSDT', nav: '1' });
    const c = await as('restricted@sim.test');
    const a = (await c.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount: '10' })).body
      ?.result as LtOrderView;
    const b = (await c.call('ltSubscribe', { symbol: 'BTC3SUSDT', amount: '20' })).body
      ?.result as LtOrderView;
    const r = (await c.call('ltRedeem', { symbol: 'BTC3LUSDT', quantity: '5' })).body
      ?.result as LtOrderView;
    expect((await orders(c)).map((o) => o.orderId)).toEqual([r.orderId, b.orderId, a.orderId]);
    expect((await orders(c, 'BTC3LUSDT')).map((o) => o.orderId)).toEqual([r.orderId, a.orderId]);
    expect(await orders(await as('inactive@sim.test'))).toEqual([]);
  });

  it('shows the st and NAV override of test mode in the NAV info', async () => {
    await admin(sim, 'status', { symbol: 'BTC3LUSDT', st: 5, nav: '3.21' });
    const c = await new ApiTestClient(sim.ports.route1).start();
    expect((await c.call('ltNavInfo', { symbol: 'BTC3LUSDT' })).body?.result).toEqual({
      symbolName: 'BTC3LUSDT',
      st: 5,
      nav: '3.21',
    });
    await admin(sim, 'status', { symbol: 'BTC3LUSDT', st: null, nav: null });
    const plain = (await c.call('ltNavInfo', { symbol: 'BTC3LUSDT' })).body?.result;
    expect(plain).toMatchObject({ st: 1 });
    expect((await admin(sim, 'status', { symbol: 'BTCUSDT', st: 1 })).body?.code).toBe(
      API_ERROR_CODES.unknownSymbol,
    );
    expect((await admin(sim, 'status', { symbol: 'BTC3LUSDT', st: 'x' })).status).toBe(400);
  });

  it.each([
    ['ltSubscribe', { symbol: 'BTC3LUSDT', amount: 100 }],
    ['ltSubscribe', { symbol: 'BTC3LUSDT', amount: '-5' }],
    ['ltSubscribe', { symbol: 'BTC3LUSDT', amount: '10.1234567' }],
    ['ltSubscribe', { amount: '10' }],
    ['ltRedeem', { symbol: 'BTC3LUSDT', quantity: '1.001' }],
    ['ltRedeem', { symbol: 'BTC3LUSDT', quantity: '1e2' }],
  ] as const)('answers malformed %s %j with 400', async (name, body) => {
    const c = await as('upgrade@sim.test');
    const reply = await c.call(name, body);
    expect(reply.status).toBe(400);
    expect(reply.body?.code).toBe(API_ERROR_CODES.badRequest);
  });

  it('refuses a visitor and a symbol that is not a leveraged token', async () => {
    const visitor = await new ApiTestClient(sim.ports.route1).start();
    const body = { symbol: 'BTC3LUSDT', amount: '10' };
    expect((await visitor.call('ltSubscribe', body)).body?.code).toBe(API_ERROR_CODES.notLoggedIn);
    expect((await visitor.call('ltOrders')).body?.code).toBe(API_ERROR_CODES.notLoggedIn);
    const c = await as('upgrade@sim.test');
    const btc = { symbol: 'BTCUSDT', amount: '10' };
    expect((await c.call('ltSubscribe', btc)).body?.code).toBe(API_ERROR_CODES.unknownSymbol);
    expect((await c.call('ltOrders', { symbol: 'BTCUSDT' })).body?.code).toBe(
      API_ERROR_CODES.unknownSymbol,
    );
  });
});

/**
 * Two sims start in this test, each building its markets' seeded history: about 3 s on an idle
 * machine, over jest's 5 s default on a loaded 2-core CI machine (seen once). A guard against a
 * hang, not a time budget.
 */
const RESTART_TIMEOUT_MS = 30_000;

describe('LT restart', () => {
  it(
    'keeps orders and balances, and completes an order still processing after the restart',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sim-lt-restart-'));
      const options: SimOptions = { ...BASE, dataDir: dir, ltSettleMs: SETTLE_MS };
      let first: RunningSim | null = await startSim(options);
      let second: RunningSim | null = null;
      try {
        await admin(first, 'status', { symbol: 'BTC3LUSDT', nav: '2.5' });
        const c = await as('classic@sim.test', first);
        const a = (await c.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount: '100' })).body
          ?.result as LtOrderView;
        await settled(c, a.orderId);
        await admin(first, 'settle-ms', { ms: 600_000 });
        const b = (await c.call('ltRedeem', { symbol: 'BTC3LUSDT', quantity: '40' })).body
          ?.result as LtOrderView;
        expect(await balance(c, 'BTC3L')).toEqual({ free: '1500', locked: '40' });
        await first.close();
        first = null;

        second = await startSim(options);
        const again = new ApiTestClient(second.ports.route1);
        for (const [name, value] of c.jar) again.jar.set(name, value);
        const before = await orders(again);
        expect(before.map((o) => [o.orderId, o.status])).toEqual([
          [b.orderId, 2],
          [a.orderId, 1],
        ]);
        expect(await balance(again, 'BTC3L')).toEqual({ free: '1500', locked: '40' });
        const done = await settled(again, b.orderId);
        // 40 × 2.5 = 100 USDT, less the 0.1 % redemption fee.
        expect(done).toMatchObject({ status: 1, nav: '2.5', filledAmount: '99.9' });
        expect(await balance(again, 'BTC3L')).toEqual({ free: '1500', locked: '0' });
        expect(await balance(again, 'USDT')).toEqual({ free: '99999.9', locked: '0' });
        // A second new order gets a fresh id after the replay.
        const next = (await again.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount: '5' })).body
          ?.result as LtOrderView;
        expect([a.orderId, b.orderId]).not.toContain(next.orderId);
      } finally {
        await first?.close();
        await second?.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    RESTART_TIMEOUT_MS,
  );
});
