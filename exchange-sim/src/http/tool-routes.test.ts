import type { GridStrategyOrder, Order, StrategyOrder } from '@spot/contracts';
import { ACCOUNT_ERROR_CODES, API_ERROR_CODES, isPrivateTopicData } from '@spot/contracts';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { TestSocket } from '../testing/ws-test-client';
import type { Frame } from '../testing/ws-test-client';

/** The tools' endpoints as a trader calls them (BTCUSDT at about 65,000, tick 0.01). */

let sim: RunningSim;
let uta: ApiTestClient;

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, testMode: true, warmupSteps: 30, bookRate: 0 });
  sim.market.pause();
  uta = await as('uta1@sim.test');
});
afterAll(async () => {
  await sim.close();
});

const as = (email: string) => ApiTestClient.loggedIn(sim.ports.route1, email);
const result = <T>(reply: { body?: Record<string, unknown> }) => reply.body?.result as T;
const codeOf = (reply: { body?: Record<string, unknown> }) => reply.body?.code;
const messageOf = (reply: { body?: Record<string, unknown> }) => String(reply.body?.message);
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let n = 0;
const grid = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    symbol_id: 'BTCUSDT',
    min_price: '58000',
    max_price: '72000',
    grid_number: 11,
    type: 'grade',
    investment: '5000',
    client_strategy_id: `grid-test-${n}`,
    ...over,
  };
};
const iceberg = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    symbol_id: 'BTCUSDT',
    side: 'BUY',
    price: '30000',
    quantity: '0.05',
    visible_quantity: '0.01',
    client_strategy_id: `ice-test-${n}`,
    ...over,
  };
};

async function list(client: ApiTestClient, status: number) {
  const reply = await client.call('strategyList', {
    status,
    category: 'spot',
    strategyType: '',
    pageSize: 100,
  });
  return result<{ list: (GridStrategyOrder | StrategyOrder)[] }>(reply).list;
}

describe('gridCreate and strategyStop', () => {
  it('starts a bot (status 5), runs it (listed first, status 2), stops it (status 3 MANUAL)', async () => {
    const created = await uta.call('gridCreate', grid());
    expect(codeOf(created)).toBe(0);
    const row = result<GridStrategyOrder>(created);
    expect(row).toMatchObject({ status: 5, state: 'INITIALIZING', symbol: 'BTCUSDT' });
    await settle();
    const running = await list(uta, 2);
    expect(running[0]).toMatchObject({ strategyId: row.strategyId, status: 2, state: 'RUNNING' });
    // The seed stays, after the tools' strategies.
    expect(running.some((r) => r.strategyId.startsWith('grid-1002-'))).toBe(true);
    const userId = sim.accounts.userIdByEmail('uta1@sim.test') ?? '';
    const ladder = sim.trading.engine
      .openOrders(userId, 'BTCUSDT')
      .filter((o) => o.clientOrderId.startsWith(`${row.strategyId}-`));
    expect(ladder).toHaveLength(10);

    const stopped = await uta.call('strategyStop', { strategy_id: row.strategyId });
    expect(result(stopped)).toMatchObject({ status: 3, closeReason: 'MANUAL' });
    expect(sim.trading.engine.openOrders(userId, 'BTCUSDT')).not.toContainEqual(
      expect.objectContaining({ clientOrderId: ladder[0]?.clientOrderId }),
    );
    expect((await list(uta, 3))[0]?.strategyId).toBe(row.strategyId);
    const again = await uta.call('strategyStop', { strategy_id: row.strategyId });
    expect(codeOf(again)).toBe(ACCOUNT_ERROR_CODES.strategyNotRunning);
    const unknown = await uta.call('strategyStop', { strategy_id: 'grid-424242' });
    expect(codeOf(unknown)).toBe(ACCOUNT_ERROR_CODES.strategyNotRunning);
  });

  it('returns the bot a repeated client_strategy_id started; nothing starts twice', async () => {
    const body = grid();
    const first = result<GridStrategyOrder>(await uta.call('gridCreate', body));
    await settle();
    const userId = sim.accounts.userIdByEmail('uta1@sim.test') ?? '';
    const before = sim.trading.engine.openOrders(userId).length;
    const second = await uta.call('gridCreate', body);
    expect(result<GridStrategyOrder>(second).strategyId).toBe(first.strategyId);
    expect(sim.trading.engine.openOrders(userId)).toHaveLength(before);
    const other = await uta.call(
      'icebergCreate',
      iceberg({ client_strategy_id: body.client_strategy_id }),
    );
    expect(other.status).toBe(400);
    await uta.call('strategyStop', { strategy_id: first.strategyId });
  });

  it('lets the trader stop a seeded running bot', async () => {
    const client = await as('uta2@sim.test');
    const seeded = (await list(client, 2)).find((r) => r.strategyId.startsWith('grid-'));
    const stopped = await client.call('strategyStop', { strategy_id: seeded?.strategyId });
    expect(result(stopped)).toMatchObject({ status: 3, state: 'COMPLETED', closeReason: 'MANUAL' });
    expect((await list(client, 2)).map((r) => r.strategyId)).not.toContain(seeded?.strategyId);
    const again = await client.call('strategyStop', { strategy_id: seeded?.strategyId });
    expect(codeOf(again)).toBe(ACCOUNT_ERROR_CODES.strategyNotRunning);
  });

  it('pushes the changed rows on the strategy topic', async () => {
    const cookie = [...uta.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const ws = await TestSocket.open(`ws://127.0.0.1:${sim.ports.route1}/realtime_w`, {
      Cookie: cookie,
    });
    try {
      ws.send({ op: 'subscribe', id: 's', topic: 'strategy', params: {} });
      await ws.data('strategy', 'snapshot');
      const row = result<StrategyOrder>(await uta.call('icebergCreate', iceberg()));
      const frame = await ws.next(
        (f: Frame) =>
          f.key === 'strategy' &&
          f.type === 'delta' &&
          (f.data as StrategyOrder[]).some((r) => r.strategyId === row.strategyId),
      );
      expect(isPrivateTopicData('strategy', frame.data)).toBe(true);
      expect(row).toMatchObject({ status: 2, state: 'RUNNING' });
      const stopped = result<StrategyOrder>(
        await uta.call('strategyStop', { strategy_id: row.strategyId }),
      );
      // A cancelled iceberg says so: completed, closed by its trader.
      expect(stopped).toMatchObject({ status: 3, state: 'COMPLETED', closeReason: 'MANUAL' });
    } finally {
      await ws.close();
    }
  });
});

describe("a tool's orders are the strategy's", () => {
  it('refuses the trader cancelling or changing one, and cancel-all leaves them working', async () => {
    const row = result<StrategyOrder>(await uta.call('icebergCreate', iceberg()));
    await settle();
    const open = () => uta.call('openOrders', { limit: 100 }).then((r) => result<Order[]>(r));
    const slice = (await open()).find((o) => o.clientOrderId.startsWith(`${row.strategyId}-`));
    if (!slice) throw new Error('no iceberg slice on the book');
    const cancel = await uta.call('cancelOrder', {
      order_id: slice.orderId,
      client_order_id: slice.clientOrderId,
    });
    expect(codeOf(cancel)).toBe(ACCOUNT_ERROR_CODES.strategyOrder);
    expect(messageOf(cancel)).toContain(row.strategyId);
    const modify = await uta.call('orderModify', {
      order_id: slice.orderId,
      client_order_id: slice.clientOrderId,
      symbol_id: 'BTCUSDT',
      price: '30001',
      quantity: slice.origQty,
    });
    expect(codeOf(modify)).toBe(ACCOUNT_ERROR_CODES.strategyOrder);
    expect(codeOf(await uta.call('cancelAllOrders', {}))).toBe(0);
    expect((await open()).map((o) => o.orderId)).toContain(slice.orderId);
    await uta.call('strategyStop', { strategy_id: row.strategyId });
  });
});

describe('test mode reset', () => {
  it('stops every running strategy and cancels its orders', async () => {
    expect(codeOf(await uta.call('gridCreate', grid()))).toBe(0);
    expect(codeOf(await uta.call('icebergCreate', iceberg()))).toBe(0);
    await settle();
    const reset = await uta.raw('/__sim/reset', { method: 'POST' });
    expect(reset.body).toMatchObject({ code: 0, result: { strategiesStopped: 2 } });
    sim.market.pause();
    const live = (await list(uta, 2)).filter((r) => r.strategyId.match(/^(grid|iceberg)-\d+$/));
    expect(live).toEqual([]);
    expect(sim.trading.engine.openOrders('1002')).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses a visitor', async () => {
    const visitor = await new ApiTestClient(sim.ports.route1).start();
    for (const name of [
      'gridCreate',
      'icebergCreate',
      'twapCreate',
      'strategyStop',
      'batchOrderCreate',
    ] as const) {
      expect(codeOf(await visitor.call(name, {}))).toBe(API_ERROR_CODES.notLoggedIn);
    }
  });

  it.each([
    ['gridCreate', { ...grid(), min_price: '60000.001' }, 'min_price has more than 2 decimals'],
    ['gridCreate', { ...grid(), type: 'spiral' }, 'type must be'],
    ['gridCreate', { ...grid(), client_strategy_id: 'has space' }, 'client_strategy_id'],
    ['icebergCreate', { ...iceberg(), side: 'Buy' }, 'side must be'],
    ['icebergCreate', { ...iceberg(), quantity: '1e3' }, 'quantity must be'],
    [
      'twapCreate',
      {
        symbol_id: 'BTCUSDT',
        side: 'BUY',
        quantity: '1',
        duration_sec: '600',
        interval_sec: 60,
        client_strategy_id: 'x',
      },
      'duration_sec',
    ],
    ['strategyStop', { strategy_id: 42 }, 'strategy_id'],
    [
      'batchOrderCreate',
      { symbol_id: 'BTCUSDT', side: 'BUY', orders: {} },
      'orders must be a list',
    ],
    [
      'batchOrderCreate',
      {
        symbol_id: 'BTCUSDT',
        side: 'BUY',
        orders: [{ price: '1', quantity: '1', client_order_id: 'grid-1-L2-1' }],
      },
      'kept for the tools',
    ],
  ] as const)('answers 400 to a malformed %s (%#)', async (name, body, text) => {
    const reply = await uta.call(name, body);
    expect(reply.status).toBe(400);
    expect(messageOf(reply)).toContain(text);
  });

  it.each([
    ['gridCreate', { grid_number: 500 }, 'tool_grid_number_range:'],
    ['gridCreate', { investment: '0' }, 'tool_investment_required:'],
    ['gridCreate', { investment: '99999999' }, 'tool_balance_not_enough:'],
    ['gridCreate', { stop_loss_price: '99999' }, 'tool_grid_stop_loss:'],
  ] as const)('refuses a grid breaking a rule with its key (%#)', async (name, over, key) => {
    const reply = await uta.call(name, grid(over));
    expect([reply.status, codeOf(reply)]).toEqual([200, ACCOUNT_ERROR_CODES.toolRejected]);
    expect(messageOf(reply).startsWith(key)).toBe(true);
  });

  it('refuses icebergs and TWAPs breaking a rule with their keys', async () => {
    const zero = await uta.call('icebergCreate', iceberg({ price: '0' }));
    expect(messageOf(zero)).toMatch(/^tool_price_required: /);
    const small = await uta.call('icebergCreate', iceberg({ visible_quantity: '0.000001' }));
    expect(messageOf(small)).toMatch(/^tool_min_quantity: at least 0.000048 BTC$/);
    const twap = await uta.call('twapCreate', {
      symbol_id: 'BTCUSDT',
      side: 'SELL',
      quantity: '0.5',
      duration_sec: 60,
      interval_sec: 10,
      client_strategy_id: 'twap-short',
    });
    expect([codeOf(twap), messageOf(twap)]).toEqual([
      ACCOUNT_ERROR_CODES.toolRejected,
      'tool_twap_duration: the running time must be 5 minutes to 24 hours',
    ]);
  });

  it('gates by role: grid bots not for demo nor sub-account leaders, scaled orders UTA only', async () => {
    const demo = await as('demo@sim.test');
    expect(codeOf(await demo.call('gridCreate', grid()))).toBe(
      ACCOUNT_ERROR_CODES.demoNotSupported,
    );
    const batch = { symbol_id: 'BTCUSDT', side: 'BUY', orders: [] };
    expect(
      codeOf(
        await demo.call('batchOrderCreate', {
          ...batch,
          orders: [{ price: '1000', quantity: '0.01', client_order_id: 'd1' }],
        }),
      ),
    ).toBe(ACCOUNT_ERROR_CODES.demoNotSupported);
    const leader = await as('sub-leader@sim.test');
    expect(codeOf(await leader.call('gridCreate', grid()))).toBe(
      ACCOUNT_ERROR_CODES.toolNotAllowed,
    );
    const classic = await as('classic@sim.test');
    const refused = await classic.call('batchOrderCreate', {
      ...batch,
      orders: [{ price: '1000', quantity: '0.01', client_order_id: 'c1' }],
    });
    expect(codeOf(refused)).toBe(ACCOUNT_ERROR_CODES.toolNotAllowed);
    // Iceberg and TWAP are for everyone logged in, demo included.
    const ice = await demo.call('icebergCreate', iceberg());
    expect(codeOf(ice)).toBe(0);
    await demo.call('strategyStop', { strategy_id: result<StrategyOrder>(ice).strategyId });
  });
});

describe('batchOrderCreate (a scaled order)', () => {
  const orders = (prefix: string, qtys: readonly string[]) =>
    qtys.map((quantity, i) => ({
      price: String(30000 + i * 100),
      quantity,
      client_order_id: `${prefix}-${i}`,
    }));
  const userId = () => sim.accounts.userIdByEmail('uta1@sim.test') ?? '';
  const open = (prefix: string) =>
    sim.trading.engine.openOrders(userId()).filter((o) => o.clientOrderId.startsWith(prefix));

  it('places every order, and returns them again on a resubmission', async () => {
    const body = {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      orders: orders('sc-a', ['0.01', '0.02', '0.03']),
    };
    const placed = await uta.call('batchOrderCreate', body);
    const listed = result<{ list: Order[] }>(placed).list;
    expect(listed.map((o) => [o.clientOrderId, o.origQty, o.status])).toEqual([
      ['sc-a-0', '0.010000', 'NEW'],
      ['sc-a-1', '0.020000', 'NEW'],
      ['sc-a-2', '0.030000', 'NEW'],
    ]);
    const again = await uta.call('batchOrderCreate', body);
    expect(result<{ list: Order[] }>(again).list.map((o) => o.orderId)).toEqual(
      listed.map((o) => o.orderId),
    );
    expect(open('sc-a')).toHaveLength(3);
    const mixed = await uta.call('batchOrderCreate', {
      ...body,
      orders: [...body.orders.slice(0, 1), ...orders('sc-new', ['0.01'])],
    });
    expect(mixed.status).toBe(400);
  });

  it('places none when one order breaks a rule or the sum is more than the balance', async () => {
    const small = await uta.call('batchOrderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      orders: orders('sc-b', ['0.01', '0.000001']),
    });
    expect(messageOf(small)).toMatch(/^tool_min_quantity: order 2: /);
    const rich = await uta.call('batchOrderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      orders: orders('sc-c', ['3', '3']),
    });
    expect(messageOf(rich)).toMatch(/^tool_balance_not_enough: /);
    const one = await uta.call('batchOrderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      orders: orders('sc-d', ['0.01']),
    });
    expect(messageOf(one)).toMatch(/^tool_scaled_count: 2 to 20/);
    expect([...open('sc-b'), ...open('sc-c'), ...open('sc-d')]).toEqual([]);
  });
});
