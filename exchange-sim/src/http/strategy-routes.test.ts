import { API_ERROR_CODES, type Order } from '@spot/contracts';
import { startSim, type RunningSim } from '../start-sim';
import type { SpotPositionRow, UnifiedOrderRow } from '../strategy/integrated-rows';
import type { StrategyRow } from '../strategy/strategy-seed';
import { ApiTestClient } from '../testing/api-test-client';

let sim: RunningSim;

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, warmupSteps: 10, bookRate: 0, testMode: true });
});
afterAll(async () => {
  await sim.close();
});

const as = (email: string): Promise<ApiTestClient> =>
  ApiTestClient.loggedIn(sim.ports.route1, email);

const query = (extra: Record<string, unknown> = {}) => ({
  status: 2,
  category: '',
  strategyType: '',
  pageSize: 80,
  ...extra,
});

async function list(c: ApiTestClient, extra: Record<string, unknown> = {}): Promise<StrategyRow[]> {
  const reply = await c.call('strategyList', query(extra));
  expect(reply.body?.code).toBe(0);
  return (reply.body?.result as { list: StrategyRow[] }).list;
}

describe('strategy list', () => {
  it('files status 5 with the running grid bots and answers status 5 like 2', async () => {
    const c = await as('classic@sim.test');
    const running = await list(c);
    expect(running.map((r) => [r.strategyType, r.status, r.state])).toEqual([
      ['grid', 2, 'RUNNING'],
      ['grid', 5, 'INITIALIZING'],
    ]);
    expect(await list(c, { status: 5 })).toEqual(running);
  });

  it('lists completed grid bots with close reasons and the tools strategy orders under 3', async () => {
    const c = await as('classic@sim.test');
    const history = await list(c, { status: 3, pageSize: 20 });
    const grids = history.filter((r) => r.strategyType === 'grid');
    expect(grids).toHaveLength(3);
    for (const grid of grids) {
      expect(grid).toMatchObject({ status: 3, state: 'COMPLETED', category: 'spot' });
      expect(grid.closeReason).toEqual(expect.any(String));
    }
    const tools = history.filter((r) => r.strategyType !== 'grid');
    expect(tools.map((r) => r.strategyType).sort()).toEqual([
      'chase',
      'iceberg',
      'twap',
      'webhook',
    ]);
    for (const tool of tools) {
      expect(tool).toMatchObject({
        status: 3,
        size: expect.any(String),
        executedSize: expect.any(String),
      });
    }
    const times = history.map((r) => r.createdTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by strategy type, category, symbol and page size', async () => {
    const c = await as('uta1@sim.test');
    const tools = await list(c, { status: 3, strategyType: 'iceberg, twap' });
    expect(tools.map((r) => r.strategyType).sort()).toEqual(['iceberg', 'twap']);
    expect(await list(c, { status: 3, pageSize: 2 })).toHaveLength(2);
    expect(await list(c, { category: 'spot' })).toHaveLength(2);
    const [first] = await list(c);
    const bySymbol = await list(c, { status: 2, symbol: first?.symbol });
    expect(bySymbol.length).toBeGreaterThan(0);
    expect(bySymbol.every((r) => r.symbol === first?.symbol)).toBe(true);
    expect(await list(c, { symbol: 'STGUSDT' })).toEqual([]);
  });

  it('seeds the same rows for the same user and other ids for another', async () => {
    const a = await list(await as('uta2@sim.test'), { status: 3 });
    const again = await list(await as('uta2@sim.test'), { status: 3 });
    const b = await list(await as('leader@sim.test'), { status: 3 });
    expect(again).toEqual(a);
    expect(b.map((r) => r.strategyId)).not.toEqual(a.map((r) => r.strategyId));
  });

  it('gives no grid bots to demo accounts and sub-account leaders, no tools to sub-accounts', async () => {
    const demo = await as('demo@sim.test');
    expect(await list(demo)).toEqual([]);
    expect((await list(demo, { status: 3 })).every((r) => r.strategyType !== 'grid')).toBe(true);
    expect(await list(await as('sub-leader@sim.test'), { status: 3 })).toEqual([]);
    const sub = await list(await as('sub@sim.test'), { status: 3 });
    expect(sub.map((r) => r.strategyType)).toEqual(['grid', 'grid', 'grid']);
  });

  it.each([
    [{ status: 4 }],
    [{ status: '2' }],
    [{ pageSize: 0 }],
    [{ pageSize: 101 }],
    [{ pageSize: 2.5 }],
    [{ strategyType: 'dca' }],
    [{ category: 'futures' }],
    [{ category: 7 }],
    [{ symbol: 'NOPEUSDT' }],
  ])('answers %j with 400', async (extra) => {
    const c = await as('upgrade@sim.test');
    const reply = await c.call('strategyList', query(extra));
    expect(reply.status).toBe(400);
    expect(reply.body?.code).toBe(API_ERROR_CODES.badRequest);
  });

  it('refuses a visitor', async () => {
    const visitor = await new ApiTestClient(sim.ports.route1).start();
    expect((await visitor.call('strategyList', query())).body?.code).toBe(
      API_ERROR_CODES.notLoggedIn,
    );
  });
});

describe('integrated open orders and positions', () => {
  it('lists open and plan orders as unified rows, newest first, not downgraded', async () => {
    const c = await as('eea@sim.test');
    const limit = (
      await c.call('orderCreate', {
        symbol_id: 'ETHUSDT',
        side: 'BUY',
        type: 'limit',
        price: '1000',
        quantity: '0.1',
        client_order_id: 'uni-1',
      })
    ).body?.result as Order;
    // Rows are newest first: keep the two creations apart in time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const plan = (
      await c.call('planOrderCreate', {
        symbol_id: 'BTCUSDT',
        side: 'BUY',
        plan_type: 1,
        type: 'limit',
        trigger_price: '2000',
        price: '2000',
        quantity: '0.01',
        client_order_id: 'uni-2',
      })
    ).body?.result as Order;
    const body = { marketType: 'spot', symbol: '', supportFutureSpread: false };
    const reply = await c.call('queryOpenOrders', body);
    const result = reply.body?.result as { list: UnifiedOrderRow[]; downgrading: boolean };
    expect(result.downgrading).toBe(false);
    expect(result.list.map((r) => [r.orderId, r.mtp, r.syb, r.pltp])).toEqual([
      [plan.orderId, 'spot', 'BTCUSDT', 8],
      [limit.orderId, 'spot', 'ETHUSDT', undefined],
    ]);
    const eth = await c.call('queryOpenOrders', { ...body, symbol: 'ETHUSDT' });
    expect((eth.body?.result as { list: UnifiedOrderRow[] }).list.map((r) => r.orderId)).toEqual([
      limit.orderId,
    ]);
    const linear = await c.call('queryOpenOrders', { ...body, marketType: 'linear' });
    expect(linear.body?.result).toEqual({ list: [], downgrading: false });
  });

  it.each([
    [{ marketType: 'spot', symbol: '' }],
    [{ marketType: 1, symbol: '', supportFutureSpread: false }],
    [{ marketType: 'spot', symbol: 'NOPE', supportFutureSpread: false }],
  ])('answers queryOpenOrders %j with 400', async (body) => {
    const c = await as('upgrade@sim.test');
    expect((await c.call('queryOpenOrders', body)).status).toBe(400);
  });

  it('lists the non-zero balances as positions, largest USDT value first with needSort', async () => {
    const c = await as('classic@sim.test');
    const sorted = (
      (await c.call('queryPositions', { needSort: true })).body?.result as {
        list: SpotPositionRow[];
      }
    ).list;
    const values = sorted.map((r) => Number(r.usdtValue));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(sorted.map((r) => r.coin)).not.toContain('NOVA');
    expect(sorted.find((r) => r.coin === 'USDT')).toMatchObject({
      mtp: 'spot',
      size: '100000',
      free: '100000',
      locked: '0',
      usdtValue: '100000',
    });
    const plain = (
      (await c.call('queryPositions', { needSort: false })).body?.result as {
        list: SpotPositionRow[];
      }
    ).list;
    expect(plain.map((r) => r.coin).sort()).toEqual(sorted.map((r) => r.coin).sort());
    expect((await c.call('queryPositions', {})).status).toBe(400);
    expect(
      (await (await as('demo-empty@sim.test')).call('queryPositions', { needSort: true })).body
        ?.result,
    ).toEqual({ list: [] });
  });
});
