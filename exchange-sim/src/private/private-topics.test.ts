import type { Order, PrivateTopic } from '@spot/contracts';
import { CLOSE_CODES, WIRE_ERROR_CODES, isPrivateTopicData } from '@spot/contracts';
import { SEED_PASSWORD } from '../accounts/seed-accounts';
import { Dec } from '../lib/decimal';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { TestSocket } from '../testing/ws-test-client';
import type { Frame } from '../testing/ws-test-client';

let sim: RunningSim;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, testMode: true, warmupSteps: 30, bookRate: 0 });
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

afterAll(async () => {
  await sim.close();
});

async function login(email: string): Promise<ApiTestClient> {
  const client = await new ApiTestClient(sim.ports.route1).start();
  const reply = await client.call('login', { email, password: SEED_PASSWORD });
  expect(reply.body?.code).toBe(0);
  return client;
}

async function connect(client?: ApiTestClient): Promise<TestSocket> {
  const cookie = client ? [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const url = `ws://127.0.0.1:${sim.ports.route1}/realtime_w`;
  const socket = await TestSocket.open(url, cookie === '' ? {} : { Cookie: cookie });
  sockets.push(socket);
  return socket;
}

/** Subscribes and returns the snapshot's data, checked by the contract's guard. */
async function subscribe(ws: TestSocket, topic: PrivateTopic): Promise<unknown> {
  const id = `sub-${topic}`;
  ws.send({ op: 'subscribe', id, topic, params: {} });
  expect(await ws.ack(id)).toMatchObject({ success: true, key: topic });
  const snapshot = await ws.data(topic, 'snapshot');
  expect(isPrivateTopicData(topic, snapshot.data)).toBe(true);
  return snapshot.data;
}

/** The next delta of a topic, checked by the contract's guard. */
async function delta<T>(ws: TestSocket, topic: PrivateTopic, match?: (data: T) => boolean) {
  const frame = await ws.next(
    (f: Frame) => f.key === topic && f.type === 'delta' && (!match || match(f.data as T)),
  );
  expect(isPrivateTopicData(topic, frame.data)).toBe(true);
  return frame.data as T;
}

const restingBuy = (clientOrderId: string) => ({
  symbol_id: 'BTCUSDT',
  side: 'BUY',
  type: 'limit',
  price: '1000.5',
  quantity: '0.01',
  client_order_id: clientOrderId,
});

async function place(client: ApiTestClient, clientOrderId: string): Promise<Order> {
  const reply = await client.call('orderCreate', restingBuy(clientOrderId));
  expect(reply.body?.code).toBe(0);
  return reply.body?.result as Order;
}

async function cancel(client: ApiTestClient, order: Order): Promise<void> {
  const reply = await client.call('cancelOrder', {
    order_id: order.orderId,
    client_order_id: order.clientOrderId,
  });
  expect(reply.body?.code).toBe(0);
}

const withOrder = (orderId: string, status: string) => (list: readonly Order[]) =>
  list.some((o) => o.orderId === orderId && o.status === status);

describe('private topics', () => {
  it('refuses a private topic on an anonymous socket with unauthorized', async () => {
    const ws = await connect();
    ws.send({ op: 'subscribe', id: 'p', topic: 'order_new', params: {} });
    expect(await ws.ack('p')).toMatchObject({
      success: false,
      code: WIRE_ERROR_CODES.unauthorized,
    });
    ws.send({ op: 'subscribe', id: 'lt', topic: 'user.lt.order', params: {} });
    expect(await ws.ack('lt')).toMatchObject({ code: WIRE_ERROR_CODES.unauthorized });
    ws.send({ op: 'subscribe', id: 'mix', topic: 'unified.mix.asset', params: {} });
    expect(await ws.ack('mix')).toMatchObject({ code: WIRE_ERROR_CODES.unknownTopic });
  });

  it('sends the open orders, then NEW and CANCELED, and nothing to another user', async () => {
    const classic = await login('classic@sim.test');
    const other = await login('uta2@sim.test');
    const before = await place(classic, 'snap-1');
    const ws = await connect(classic);
    const otherWs = await connect(other);
    const snapshot = (await subscribe(ws, 'order_new')) as Order[];
    expect(snapshot.map((o) => o.orderId)).toContain(before.orderId);
    await subscribe(otherWs, 'order_new');
    await subscribe(otherWs, 'user.uta.spot.order');

    const placed = await place(classic, 'live-1');
    expect(await delta(ws, 'order_new', withOrder(placed.orderId, 'NEW'))).toHaveLength(1);
    await cancel(classic, placed);
    await delta(ws, 'order_new', withOrder(placed.orderId, 'CANCELED'));
    await cancel(classic, before);
    await delta(ws, 'order_new', withOrder(before.orderId, 'CANCELED'));

    await otherWs.flush();
    expect(otherWs.all().filter((f) => f.type === 'delta')).toEqual([]);
  });

  it('shows an order neither in a snapshot nor in a delta before it is on disk', async () => {
    const client = await login('uta2@sim.test');
    const ws = await connect(client);
    await subscribe(ws, 'order_new');
    const { journal } = sim;
    const append = journal.append.bind(journal);
    let openGate = (): void => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    journal.append = (records) => gate.then(() => append(records));
    try {
      const reply = place(client, 'gated-1');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const late = await connect(client);
      expect(await subscribe(late, 'order_new')).toEqual([]);
      await ws.flush();
      expect(ws.all().filter((f) => f.type === 'delta')).toEqual([]);
      openGate();
      const placed = await reply;
      await delta(ws, 'order_new', withOrder(placed.orderId, 'NEW'));
      await delta(late, 'order_new', withOrder(placed.orderId, 'NEW'));
      await cancel(client, placed);
    } finally {
      journal.append = append;
      openGate();
    }
  });

  it('gives a UTA user UTA statuses, with planType on plan orders', async () => {
    const uta = await login('uta1@sim.test');
    const ws = await connect(uta);
    await subscribe(ws, 'user.uta.spot.order');
    const plans = (await subscribe(ws, 'plan_order')) as Order[];
    expect(plans).toEqual([]);

    const placed = await place(uta, 'uta-1');
    await delta(ws, 'user.uta.spot.order', withOrder(placed.orderId, 'New'));
    await cancel(uta, placed);
    await delta(ws, 'user.uta.spot.order', withOrder(placed.orderId, 'Cancelled'));

    const plan = await uta.call('planOrderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      plan_type: 0,
      type: 'limit',
      trigger_price: '1000',
      price: '1000',
      quantity: '0.01',
      client_order_id: 'uta-plan-1',
    });
    expect(plan.body?.code).toBe(0);
    const planOrder = plan.body?.result as Order;
    const untriggered = await delta<Order[]>(ws, 'user.uta.spot.order');
    expect(untriggered).toEqual([
      expect.objectContaining({ orderId: planOrder.orderId, status: 'Untriggered', planType: 1 }),
    ]);
    await delta(ws, 'plan_order', withOrder(planOrder.orderId, 'ORDER_NEW'));
    const cancelled = await uta.call('cancelPlanOrder', {
      order_id: planOrder.orderId,
      client_order_id: planOrder.clientOrderId,
      plan_type: 0,
    });
    expect(cancelled.body?.code).toBe(0);
    await delta(ws, 'user.uta.spot.order', withOrder(planOrder.orderId, 'Cancelled'));
    await delta(ws, 'plan_order', withOrder(planOrder.orderId, 'ORDER_CANCELED'));
  });

  it('pushes a fill on match and user.uta.spot.trade, then the wallet', async () => {
    const uta = await login('uta1@sim.test');
    const ws = await connect(uta);
    expect(await subscribe(ws, 'match')).toEqual([]);
    await subscribe(ws, 'user.uta.spot.trade');
    const wallet = (await subscribe(ws, 'asset.spot-walletbalance')) as { tokenId: string }[];
    expect(wallet.map((row) => row.tokenId)).toEqual(expect.arrayContaining(['USDT', 'BTC']));

    const reply = await uta.call('orderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      type: 'market',
      quantity: '0.01',
      client_order_id: 'taker-1',
    });
    expect(reply.body?.code).toBe(0);
    const order = reply.body?.result as Order;

    const fills = await delta<{ orderId: string; side: string; orderType: string }[]>(ws, 'match');
    expect(fills[0]).toMatchObject({ orderId: order.orderId, side: 'BUY', orderType: 'MARKET' });
    const trades = await delta<{ version: string; side: string }[]>(ws, 'user.uta.spot.trade');
    expect(trades[0]).toMatchObject({ side: 'Buy', liquidationType: '' });
    const rows = await delta<{ tokenId: string; walletBalance: string }[]>(
      ws,
      'asset.spot-walletbalance',
    );
    expect(rows.map((r) => r.tokenId).sort()).toEqual(['BTC', 'USDT']);
    const balances = (await uta.call('balances')).body?.result as { tokenId: string }[];
    for (const row of rows) {
      expect(row).toMatchObject(balances.find((b) => b.tokenId === row.tokenId) ?? { none: 1 });
    }
  });

  it('reports an OCO leg cancelled by its triggered sibling as Deactivated', async () => {
    const uta = await login('leverage-off@sim.test');
    const ws = await connect(uta);
    await subscribe(ws, 'user.uta.spot.order');
    await subscribe(ws, 'oco_order');
    const book = await uta.raw('/__sim/book?symbol=BTCUSDT&dumpScale=0.01');
    const bids = (book.body?.result as { b: [string, string][] }).b;
    const [slTrigger] = bids[2] ?? ['0'];
    const sweep = bids.slice(0, 4).reduce((sum, [, size]) => sum.plus(size), new Dec(0));
    const oco = await uta.call('ocoOrderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'SELL',
      quantity: '0.01',
      tp: { trigger_price: new Dec(bids[0]?.[0] ?? '1').mul(2).toString(), type: 'market' },
      sl: { trigger_price: slTrigger, type: 'market' },
      client_order_id: 'oco-1',
    });
    expect(oco.body?.code).toBe(0);
    const legs = await delta<Order[]>(ws, 'oco_order');
    expect(legs.map((o) => o.status)).toEqual(['ORDER_NEW', 'ORDER_NEW']);

    const sell = await uta.call('orderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'SELL',
      type: 'market',
      quantity: sweep.toString(),
      client_order_id: 'sweep-1',
    });
    expect(sell.body?.code).toBe(0);
    const fired = await delta<{ status: string; planType?: number }[]>(
      ws,
      'user.uta.spot.order',
      (list) => list.some((o) => o.status === 'Triggered'),
    );
    expect(
      fired
        .filter((o) => o.planType === 10)
        .map((o) => o.status)
        .sort(),
    ).toEqual(['Deactivated', 'Triggered']);
  });

  it('closes the sockets of a session with 4006 on logout, and no other session', async () => {
    const leaving = await login('sub@sim.test');
    const staying = await login('leader@sim.test');
    const first = await connect(leaving);
    const second = await connect(leaving);
    const other = await connect(staying);
    expect((await leaving.call('logout')).body?.code).toBe(0);
    expect(await first.closed).toBe(CLOSE_CODES.sessionChanged);
    expect(await second.closed).toBe(CLOSE_CODES.sessionChanged);
    await other.flush();
  });

  it('closes the sockets of a session that a login replaces', async () => {
    const client = await login('eea@sim.test');
    const ws = await connect(client);
    const again = await client.call('login', { email: 'eea@sim.test', password: SEED_PASSWORD });
    expect(again.body?.code).toBe(0);
    expect(await ws.closed).toBe(CLOSE_CODES.sessionChanged);
  });
});
