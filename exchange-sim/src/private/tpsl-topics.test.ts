import type { Order, PrivateTopic, UtaSpotOrder } from '@spot/contracts';
import { UTA_PLAN_TYPES, isPrivateTopicData } from '@spot/contracts';
import { SEED_PASSWORD } from '../accounts/seed-accounts';
import { Dec } from '../lib/decimal';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { TestSocket } from '../testing/ws-test-client';
import type { Frame } from '../testing/ws-test-client';

/*
 * The TPSL legs of a limit order's attached TP/SL reach the owner's order feeds: the classic
 * `plan_order` (the `Order` shape, plan type 11) and the UTA `user.uta.spot.order` (UTA
 * statuses), in the same delta as the fill that placed them; a leg that fires is `Triggered`
 * and its sibling `Deactivated`; nobody else hears of them.
 */

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
  expect((await client.call('login', { email, password: SEED_PASSWORD })).body?.code).toBe(0);
  return client;
}

async function connect(client: ApiTestClient): Promise<TestSocket> {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const url = `ws://127.0.0.1:${sim.ports.route1}/realtime_w`;
  const socket = await TestSocket.open(url, { Cookie: cookie });
  sockets.push(socket);
  return socket;
}

async function subscribe(ws: TestSocket, topic: PrivateTopic): Promise<unknown> {
  const id = `sub-${topic}`;
  ws.send({ op: 'subscribe', id, topic, params: {} });
  expect(await ws.ack(id)).toMatchObject({ success: true, key: topic });
  const snapshot = await ws.data(topic, 'snapshot');
  expect(isPrivateTopicData(topic, snapshot.data)).toBe(true);
  return snapshot.data;
}

/** The next delta of a topic that `match` accepts, checked by the contract's guard. */
async function delta<T>(ws: TestSocket, topic: PrivateTopic, match: (data: T) => boolean) {
  const frame = await ws.next(
    (f: Frame) => f.key === topic && f.type === 'delta' && match(f.data as T),
  );
  expect(isPrivateTopicData(topic, frame.data)).toBe(true);
  return frame.data as T;
}

/** BTCUSDT's book at the tick: bids and asks, best first. */
async function book(client: ApiTestClient) {
  const reply = await client.raw('/__sim/book?symbol=BTCUSDT&dumpScale=0.01');
  return reply.body?.result as { b: [string, string][]; a: [string, string][] };
}

/**
 * A limit buy with a take-profit and a stop-loss (both at market) that takes the best ask at
 * once (IOC), so its legs are placed in the same operation. The stop-loss sits at `sl`.
 */
async function buyWithTpsl(client: ApiTestClient, id: string, sl: string): Promise<Order> {
  const { a } = await book(client);
  const ask = new Dec(a[0]?.[0] ?? '0');
  expect(ask.gt(0)).toBe(true);
  const reply = await client.call('orderCreate', {
    symbol_id: 'BTCUSDT',
    side: 'BUY',
    type: 'limit',
    price: ask.toFixed(),
    quantity: '0.001',
    time_in_force: 'IOC',
    client_order_id: id,
    tp: { trigger_price: ask.mul(2).floor().toFixed(), type: 'market' },
    sl: { trigger_price: sl, type: 'market' },
  });
  expect(reply.body?.code).toBe(0);
  const order = reply.body?.result as Order;
  expect(new Dec(order.executedQty).gt(0)).toBe(true);
  return order;
}

const legsOf =
  (parent: Order) =>
  <T extends Pick<Order, 'clientOrderId'>>(list: readonly T[]) =>
    list.filter((o) => o.clientOrderId.endsWith(`-${parent.orderId}`));

describe('TPSL legs on the private order feeds', () => {
  it('pushes the legs on plan_order (classic shape) with the fill, and to no one else', async () => {
    const classic = await login('classic@sim.test');
    const other = await login('uta2@sim.test');
    const ws = await connect(classic);
    const otherWs = await connect(other);
    await subscribe(ws, 'order_new');
    await subscribe(ws, 'plan_order');
    await subscribe(otherWs, 'plan_order');
    await subscribe(otherWs, 'user.uta.spot.order');

    const { b } = await book(classic);
    const parent = await buyWithTpsl(
      classic,
      'feed-tpsl-classic',
      new Dec(b[5]?.[0] ?? '1').floor().toFixed(),
    );
    const done = await delta<Order[]>(ws, 'order_new', (l) =>
      l.some((o) => o.orderId === parent.orderId),
    );
    expect(done.find((o) => o.orderId === parent.orderId)?.status).toMatch(
      /^(FILLED|PARTIALLY_FILLED_CANCELED)$/,
    );
    const plans = await delta<Order[]>(ws, 'plan_order', (l) => legsOf(parent)(l).length > 0);
    const legs = legsOf(parent)(plans);
    expect(
      legs.map((o) => [o.clientOrderId.slice(0, 7), o.side, o.planType, o.status]).sort(),
    ).toEqual([
      ['tpsl-sl', 'SELL', UTA_PLAN_TYPES.tpsl, 'ORDER_NEW'],
      ['tpsl-tp', 'SELL', UTA_PLAN_TYPES.tpsl, 'ORDER_NEW'],
    ]);
    // A second subscriber of the same user gets them in the snapshot; the open list agrees.
    const late = await connect(classic);
    const snapshot = (await subscribe(late, 'plan_order')) as Order[];
    expect(
      legsOf(parent)(snapshot)
        .map((o) => o.orderId)
        .sort(),
    ).toEqual(legs.map((o) => o.orderId).sort());

    const cancelled = await classic.call('cancelAllPlanOrders', {
      symbol_id: 'BTCUSDT',
      plan_type: 0,
    });
    expect(cancelled.body?.code).toBe(0);
    const gone = await delta<Order[]>(ws, 'plan_order', (l) => legsOf(parent)(l).length === 2);
    expect(legsOf(parent)(gone).map((o) => o.status)).toEqual(['ORDER_CANCELED', 'ORDER_CANCELED']);

    await otherWs.flush();
    expect(otherWs.all().filter((f) => f.type === 'delta')).toEqual([]);
  });

  it('gives a UTA owner the legs as Untriggered, then Triggered and Deactivated', async () => {
    const uta = await login('uta1@sim.test');
    const seller = await login('leverage-off@sim.test');
    const ws = await connect(uta);
    await subscribe(ws, 'user.uta.spot.order');

    // The stop-loss at the third bid: a sweep of the top four bids fires it.
    const { b } = await book(uta);
    const sl = b[2]?.[0] ?? '0';
    const sweep = b.slice(0, 4).reduce((sum, [, size]) => sum.plus(size), new Dec(0));
    const parent = await buyWithTpsl(uta, 'feed-tpsl-uta', sl);
    const placed = await delta<UtaSpotOrder[]>(
      ws,
      'user.uta.spot.order',
      (l) => legsOf(parent)(l).length > 0,
    );
    expect(placed.find((o) => o.orderId === parent.orderId)?.status).toMatch(
      /^(Filled|PartiallyFilledCanceled)$/,
    );
    expect(legsOf(parent)(placed).map((o) => [o.planType, o.status])).toEqual([
      [UTA_PLAN_TYPES.tpsl, 'Untriggered'],
      [UTA_PLAN_TYPES.tpsl, 'Untriggered'],
    ]);

    const sell = await seller.call('orderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'SELL',
      type: 'market',
      quantity: sweep.toString(),
      client_order_id: 'feed-tpsl-sweep',
    });
    expect(sell.body?.code).toBe(0);
    const fired = await delta<UtaSpotOrder[]>(ws, 'user.uta.spot.order', (l) =>
      legsOf(parent)(l).some((o) => o.status === 'Triggered'),
    );
    expect(
      legsOf(parent)(fired)
        .map((o) => [o.clientOrderId.slice(0, 7), o.status])
        .sort(),
    ).toEqual([
      ['tpsl-sl', 'Triggered'],
      ['tpsl-tp', 'Deactivated'],
    ]);
  });
});
