import {
  ACCOUNT_ERROR_CODES,
  type BorrowRecord,
  type MarginInfo,
  type Order,
  type RepayRecord,
  type UnifiedBalances,
} from '@spot/contracts';
import { Dec } from '../lib/decimal';
import { startSim, type RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';

let sim: RunningSim;

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, warmupSteps: 30, bookRate: 0, testMode: true });
});
afterAll(async () => {
  await sim.close();
});

const as = (email: string) => ApiTestClient.loggedIn(sim.ports.route1, email);

/** A limit buy far below the market, resting: `qty` BTC at 2000 USDT. */
const marginBuy = (clientOrderId: string, qty: string, price = '2000') => ({
  symbol_id: 'BTCUSDT',
  side: 'BUY',
  type: 'limit',
  price,
  quantity: qty,
  client_order_id: clientOrderId,
  is_leverage: true,
});

async function usdtRow(c: ApiTestClient) {
  const reply = await c.call('unifiedAsset', {
    symbolName: 'BTCUSDT',
    side: 'BUY',
    isMargin: true,
  });
  const row = (reply.body?.result as UnifiedBalances).coinList.find((r) => r.tokenId === 'USDT');
  if (!row) throw new Error('no USDT row');
  return row;
}

const records = async (c: ApiTestClient, status: 'unpaid' | 'paidOff') =>
  (await c.call('borrowRecords', { status })).body?.result as { list: BorrowRecord[] };

describe('spot-margin borrowing', () => {
  it('borrows what a margin buy lacks, lists the debt, and repays it interest first', async () => {
    const c = await as('uta2@sim.test');
    // 60 BTC at 2000: 120,000 USDT against 100,000 free: 20,000 borrowed.
    const placed = await c.call('orderCreate', marginBuy('m-borrow', '60'));
    expect((placed.body?.result as Order).status).toBe('NEW');
    const row = await usdtRow(c);
    expect(row).toMatchObject({ spotAvailableBalance: '0', borrowSize: '20000' });
    const unpaid = await records(c, 'unpaid');
    expect(unpaid.list).toEqual([
      expect.objectContaining({
        coin: 'USDT',
        borrowed: '20000',
        principal: '20000',
        interest: '0',
      }),
    ]);
    const info = (await c.call('marginInfo')).body?.result as MarginInfo;
    expect(new Dec(info.liabilities).toFixed()).toBe('20000');
    expect(new Dec(info.mmr).gt(0)).toBe(true);

    // A day of interest: 20,000 × 0.00001 × 24 = 4.8 USDT.
    const hours = await c.raw('/__sim/accounts/margin-hours', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'uta2@sim.test', hours: 24 }),
    });
    expect(hours.status).toBe(200);
    expect((await records(c, 'unpaid')).list[0]?.interest).toBe('4.8');

    // Cancel the order: the USDT is free again, the debt stays until repaid.
    const order = placed.body?.result as Order;
    await c.call('cancelOrder', { order_id: order.orderId, client_order_id: 'm-borrow' });
    const partly = await c.call('repay', { coin: 'USDT', amount: '10.8' });
    expect(partly.body?.result).toMatchObject({ amount: '10.8', interest: '4.8', principal: '6' });
    const all = await c.call('repay', { coin: 'USDT' });
    expect(all.body?.result).toMatchObject({ amount: '19994', interest: '0', principal: '19994' });
    expect((await records(c, 'unpaid')).list).toEqual([]);
    expect((await records(c, 'paidOff')).list[0]).toMatchObject({
      coin: 'USDT',
      interestPaid: '4.8',
    });
    const repays = (await c.call('repayRecords')).body?.result as { list: RepayRecord[] };
    expect(repays.list.map((r) => r.amount)).toEqual(['19994', '10.8']);
    expect((await usdtRow(c)).borrowSize).toBe('0');
  });

  it('borrows nothing when the free balance covers the order', async () => {
    const c = await as('uta1@sim.test');
    await c.call('orderCreate', marginBuy('m-covered', '1'));
    expect((await records(c, 'unpaid')).list).toEqual([]);
  });

  it('refuses a borrow past the margin limit, changing nothing', async () => {
    const c = await as('uta1@sim.test');
    const reply = await c.call('orderCreate', marginBuy('m-over', '71', '56000'));
    expect(reply.body?.code).toBe(ACCOUNT_ERROR_CODES.borrowLimitExceeded);
    expect(String(reply.body?.message)).toContain('can be borrowed');
    expect((await records(c, 'unpaid')).list).toEqual([]);
  });

  it('gives the loan straight back when the exchange refuses the order', async () => {
    const c = await as('uta1@sim.test');
    // 60 BTC at 2000.001: a price off the tick, refused after the borrow.
    const reply = await c.call('orderCreate', marginBuy('m-refused', '60', '2000.001'));
    expect(reply.body?.code).toBe(170134);
    expect((await records(c, 'unpaid')).list).toEqual([]);
    expect((await usdtRow(c)).borrowSize).toBe('0');
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['nothing owed', { coin: 'ETH' }, ACCOUNT_ERROR_CODES.repayOverOwed],
    ['more than owed', { coin: 'USDT', amount: '999999999' }, ACCOUNT_ERROR_CODES.repayOverOwed],
  ])('refuses a repayment of %s', async (_name, body, code) => {
    const c = await as('uta1@sim.test');
    expect((await c.call('repay', body)).body?.code).toBe(code);
  });

  it('refuses spot margin to a classic account', async () => {
    const c = await as('classic@sim.test');
    expect((await c.call('repay', { coin: 'USDT' })).body?.code).toBe(
      ACCOUNT_ERROR_CODES.unifiedOnly,
    );
    expect((await c.call('marginInfo')).body?.code).toBe(ACCOUNT_ERROR_CODES.unifiedOnly);
  });
});
