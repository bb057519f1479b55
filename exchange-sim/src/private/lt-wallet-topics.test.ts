import type {
  BorrowInfo,
  LtTokenOrder,
  PrivateTopic,
  StrategyTopicRow,
  UnifiedCoinBalance,
  WalletBalance,
} from '@spot/contracts';
import { LT_ORDER_TOPICS, isPrivateTopicData } from '@spot/contracts';
import { SEED_PASSWORD } from '../accounts/seed-accounts';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { httpRequest } from '../testing/http-test-client';
import { TestSocket } from '../testing/ws-test-client';
import type { Frame } from '../testing/ws-test-client';

// LT orders complete fast here; the NAV of BTC3LUSDT is pinned so the figures are exact.
const SETTLE_MS = 40;
const NAV = '10';
let sim: RunningSim;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  sim = await startSim({
    port: 0,
    port2: null,
    testMode: true,
    warmupSteps: 10,
    bookRate: 0,
    ltSettleMs: SETTLE_MS,
  });
  expect((await admin('/__sim/lt/status', { symbol: 'BTC3LUSDT', nav: NAV })).status).toBe(200);
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
  await admin('/__sim/lt/fail-next', { on: false });
});

afterAll(async () => {
  await sim.close();
});

function admin(path: string, body: unknown = {}) {
  return httpRequest(sim.ports.route1, path, { method: 'POST', body: JSON.stringify(body) });
}

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

/** Subscribes and returns the snapshot's data, checked by the contract's guard. */
async function subscribe<T>(ws: TestSocket, topic: PrivateTopic): Promise<T> {
  const id = `sub-${topic}`;
  ws.send({ op: 'subscribe', id, topic, params: {} });
  expect(await ws.ack(id)).toMatchObject({ success: true, key: topic });
  const snapshot = await ws.data(topic, 'snapshot');
  expect(isPrivateTopicData(topic, snapshot.data)).toBe(true);
  return snapshot.data as T;
}

/** The next delta of a topic (checked by the contract's guard) and where it arrived. */
async function delta<T>(ws: TestSocket, topic: PrivateTopic, match?: (data: T) => boolean) {
  const frame = await ws.next(
    (f: Frame) => f.key === topic && f.type === 'delta' && (!match || match(f.data as T)),
  );
  expect(isPrivateTopicData(topic, frame.data)).toBe(true);
  return { data: frame.data as T, at: ws.all().indexOf(frame) };
}

const ltStatus = (orderId: string, status: number) => (list: readonly LtTokenOrder[]) =>
  list.length === 1 && list[0]?.orderId === orderId && list[0].status === status;

const rowOf = (rows: readonly WalletBalance[], token: string): WalletBalance => {
  const row = rows.find((r) => r.tokenId === token);
  if (!row) throw new Error(`no ${token} row in ${JSON.stringify(rows)}`);
  return row;
};

const deltas = (ws: TestSocket) => ws.all().filter((f) => f.type === 'delta');

describe('LT order topics', () => {
  it('pushes the order at status 2 and 1 on both LT feeds, then the wallet it moved', async () => {
    const uta = await login('uta1@sim.test');
    const other = await login('uta2@sim.test');
    const ws = await connect(uta);
    const otherWs = await connect(other);
    expect(await subscribe(ws, LT_ORDER_TOPICS.uta)).toEqual([]);
    expect(await subscribe(ws, LT_ORDER_TOPICS.classic)).toEqual([]);
    const wallet = await subscribe<WalletBalance[]>(ws, 'asset.spot-walletbalance');
    const usdt = rowOf(wallet, 'USDT');
    const lt = rowOf(wallet, 'BTC3L');
    for (const topic of [...Object.values(LT_ORDER_TOPICS), 'asset.spot-walletbalance'] as const) {
      await subscribe(otherWs, topic);
    }

    const reply = await uta.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount: '100' });
    expect(reply.body?.code).toBe(0);
    const { orderId } = reply.body?.result as LtTokenOrder;

    const accepted = await delta(ws, 'user.lt.order', ltStatus(orderId, 2));
    expect(accepted.data[0]).toMatchObject({ orderType: 1, orderQuantity: '100', status: 2 });
    await delta(ws, 'lt_order', ltStatus(orderId, 2));
    const held = await delta<WalletBalance[]>(ws, 'asset.spot-walletbalance');
    expect(held.data).toEqual([
      expect.objectContaining({
        tokenId: 'USDT',
        free: String(Number(usdt.free) - 100),
        locked: String(Number(usdt.locked) + 100),
      }),
    ]);
    expect(held.at).toBeGreaterThan(accepted.at);

    const done = await delta(ws, 'user.lt.order', ltStatus(orderId, 1));
    expect(done.data[0]).toMatchObject({ nav: NAV, filledQuantity: '10', filledAmount: '100' });
    await delta(ws, 'lt_order', ltStatus(orderId, 1));
    const settled = await delta<WalletBalance[]>(ws, 'asset.spot-walletbalance');
    expect(settled.at).toBeGreaterThan(done.at);
    expect(rowOf(settled.data, 'USDT')).toMatchObject({
      free: String(Number(usdt.free) - 100),
      locked: usdt.locked,
    });
    expect(rowOf(settled.data, 'BTC3L')).toMatchObject({ free: String(Number(lt.free) + 10) });

    // A late subscriber's snapshot is what ltOrders answers; the other user heard nothing.
    const late = await connect(uta);
    const snapshot = await subscribe<LtTokenOrder[]>(late, 'lt_order');
    expect(snapshot).toEqual((await uta.call('ltOrders')).body?.result);
    expect(snapshot[0]).toMatchObject({ orderId, status: 1 });
    await otherWs.flush();
    expect(deltas(otherWs)).toEqual([]);
  });

  it('fails an order in test mode: status 3, then the hold released in the wallet', async () => {
    const classic = await login('classic@sim.test');
    const ws = await connect(classic);
    await subscribe(ws, 'lt_order');
    const wallet = await subscribe<WalletBalance[]>(ws, 'asset.spot-walletbalance');
    const before = rowOf(wallet, 'BTC3L');
    expect((await admin('/__sim/lt/fail-next', { on: true })).status).toBe(200);

    const reply = await classic.call('ltRedeem', { symbol: 'BTC3LUSDT', quantity: '12.5' });
    expect(reply.body?.code).toBe(0);
    const { orderId } = reply.body?.result as LtTokenOrder;
    const accepted = await delta(ws, 'lt_order', ltStatus(orderId, 2));
    expect(accepted.data[0]).toMatchObject({ orderType: 2, orderQuantity: '12.5' });
    const held = await delta<WalletBalance[]>(ws, 'asset.spot-walletbalance');
    expect(held.data).toEqual([
      expect.objectContaining({ tokenId: 'BTC3L', locked: '12.5', walletBalance: before.free }),
    ]);

    const failed = await delta(ws, 'lt_order', ltStatus(orderId, 3));
    expect(failed.data[0]?.filledQuantity).toBeUndefined();
    const released = await delta<WalletBalance[]>(ws, 'asset.spot-walletbalance');
    expect(released.at).toBeGreaterThan(failed.at);
    expect(released.data).toEqual([
      expect.objectContaining({ tokenId: 'BTC3L', free: before.free, locked: before.locked }),
    ]);
  });

  it('pushes nothing before the order is on disk, and nothing to an unsubscribed topic', async () => {
    const client = await login('eea@sim.test');
    const ws = await connect(client);
    await subscribe(ws, 'user.lt.order');
    const { journal } = sim;
    const append = journal.append.bind(journal);
    let openGate = (): void => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    journal.append = (records) => gate.then(() => append(records));
    try {
      const reply = client.call('ltSubscribe', { symbol: 'BTC3LUSDT', amount: '50' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const late = await connect(client);
      expect(await subscribe(late, 'user.lt.order')).toEqual([]);
      await ws.flush();
      expect(deltas(ws)).toEqual([]);
      openGate();
      const { orderId } = (await reply).body?.result as LtTokenOrder;
      await delta(ws, 'user.lt.order', ltStatus(orderId, 2));
      await delta(late, 'user.lt.order', ltStatus(orderId, 2));
      await delta(ws, 'user.lt.order', ltStatus(orderId, 1));
      await ws.flush();
      expect(deltas(ws).map((f) => f.key)).toEqual(['user.lt.order', 'user.lt.order']);
    } finally {
      journal.append = append;
      openGate();
    }
  });
});

describe('strategy topic', () => {
  it("sends the user's running and completed strategies, as strategyList lists them", async () => {
    const classic = await login('classic@sim.test');
    const ws = await connect(classic);
    const rows = await subscribe<StrategyTopicRow[]>(ws, 'strategy');
    const list = async (status: number) => {
      const query = { status, category: '', strategyType: '', pageSize: 100 };
      const reply = await classic.call('strategyList', query);
      return (reply.body?.result as { list: StrategyTopicRow[] }).list;
    };
    const running = await list(2);
    const history = await list(3);
    expect(running.map((r) => r.status).sort()).toEqual([2, 5]);
    expect(history.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(running.length + history.length);
    expect(rows).toEqual(expect.arrayContaining([...running, ...history]));
    const times = rows.map((r) => (r as { createdTime?: number }).createdTime ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const demo = await connect(await login('demo@sim.test'));
    const demoRows = await subscribe<StrategyTopicRow[]>(demo, 'strategy');
    expect(demoRows.some((r) => r.strategyType === 'grid')).toBe(false);
  });
});

describe('wallet pushes of account changes', () => {
  it('pushes the credited token on a demo recharge, and every token on a reset', async () => {
    const demo = await login('demo-empty@sim.test');
    const other = await login('demo@sim.test');
    const ws = await connect(demo);
    const otherWs = await connect(other);
    expect(await subscribe(ws, 'asset.spot-walletbalance')).toEqual([]);
    const otherWallet = await subscribe<WalletBalance[]>(otherWs, 'asset.spot-walletbalance');

    const reply = await demo.call('demoRecharge', { bizScene: 'SPOT_TRADE' });
    expect(reply.body?.result).toEqual({ resultCode: '0' });
    const credited = await delta<WalletBalance[]>(ws, 'asset.spot-walletbalance');
    expect(credited.data).toEqual([
      expect.objectContaining({ tokenId: 'USDT', free: '50000', walletBalance: '50000' }),
    ]);
    await otherWs.flush();
    expect(deltas(otherWs)).toEqual([]);

    expect((await admin('/__sim/accounts/reset')).status).toBe(200);
    const reset = await delta<WalletBalance[]>(ws, 'asset.spot-walletbalance');
    expect(reset.data).toEqual([expect.objectContaining({ tokenId: 'USDT', free: '0' })]);
    const otherReset = await delta<WalletBalance[]>(otherWs, 'asset.spot-walletbalance');
    expect(otherReset.data).toEqual(otherWallet);
  });
});

describe('UTA wallet and borrow topics', () => {
  it('push the coins a margin borrow, an hour of interest and a repayment move', async () => {
    const uta = await login('uta2@sim.test');
    const ws = await connect(uta);
    const wallet = await subscribe<UnifiedCoinBalance[]>(ws, 'user.unify.uta.wallet');
    expect(wallet.find((r) => r.tokenId === 'USDT')).toMatchObject({ borrowSize: '0' });
    expect(await subscribe(ws, 'user.unify.usdc.borrowInfo')).toEqual([]);

    // 60 BTC at 2,000 against 100,000 free USDT: 20,000 borrowed for the order.
    const placed = await uta.call('orderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      type: 'limit',
      price: '2000',
      quantity: '60',
      client_order_id: 'topic-borrow',
      is_leverage: true,
    });
    expect(placed.body?.code).toBe(0);
    const owed = await delta<BorrowInfo[]>(ws, 'user.unify.usdc.borrowInfo');
    expect(owed.data).toEqual([
      { coin: 'USDT', borrowSize: '20000', interest: '0', hourlyRate: '0.00001' },
    ]);
    const moved = await delta<UnifiedCoinBalance[]>(ws, 'user.unify.uta.wallet', (rows) =>
      rows.some((r) => r.tokenId === 'USDT' && r.borrowSize === '20000'),
    );
    expect(moved.data.map((r) => r.tokenId)).toEqual(['USDT']);

    const hour = await admin('/__sim/accounts/margin-hours', { email: 'uta2@sim.test', hours: 1 });
    expect(hour.status).toBe(200);
    const accrued = await delta<BorrowInfo[]>(ws, 'user.unify.usdc.borrowInfo', (rows) =>
      rows.some((r) => r.interest !== '0'),
    );
    expect(accrued.data).toEqual([
      { coin: 'USDT', borrowSize: '20000', interest: '0.2', hourlyRate: '0.00001' },
    ]);

    const order = placed.body?.result as { orderId: string };
    await uta.call('cancelOrder', { order_id: order.orderId, client_order_id: 'topic-borrow' });
    expect((await uta.call('repay', { coin: 'USDT' })).body?.code).toBe(0);
    const cleared = await delta<BorrowInfo[]>(ws, 'user.unify.usdc.borrowInfo', (rows) =>
      rows.some((r) => r.borrowSize === '0'),
    );
    expect(cleared.data).toEqual([
      { coin: 'USDT', borrowSize: '0', interest: '0', hourlyRate: '0' },
    ]);
  });
});
