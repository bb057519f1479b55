import type { NoticeBarValue, Order, SymbolInfo, TokenBalance } from '@spot/contracts';
import { API_ERROR_CODES, TRADE_STATUS } from '@spot/contracts';
import { startSim, type RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { httpRequest } from '../testing/http-test-client';
import { TestSocket } from '../testing/ws-test-client';
import { NoticeIds, parseNotice } from './market-controls';

let sim: RunningSim;
let port: number;
const START_RATE = 5;

const post = (path: string, body?: unknown) =>
  httpRequest(port, path, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  sim = await startSim({
    port: 0,
    port2: null,
    testMode: true,
    warmupSteps: 20,
    bookRate: START_RATE,
  });
  port = sim.ports.route1;
});

afterAll(async () => {
  await sim.close();
});

afterEach(async () => {
  expect((await post('/__sim/reset')).status).toBe(200);
});

const as = (email: string): Promise<ApiTestClient> => ApiTestClient.loggedIn(port, email);

async function symbolInfo(name: string): Promise<SymbolInfo | undefined> {
  const list = (await httpRequest(port, '/spot/api/basic/symbol_list')).body?.result;
  return (list as SymbolInfo[]).find((s) => s.symbolName === name);
}

describe('POST /__sim/symbol', () => {
  it('sets trade status and banned sides, and the symbol list shows them', async () => {
    const res = await post('/__sim/symbol', {
      symbol: 'BTCUSDT',
      tradeStatus: TRADE_STATUS.restricted,
      isBanSell: true,
    });
    expect(res.body).toMatchObject({
      code: 0,
      result: { symbolName: 'BTCUSDT', tradeStatus: 4, isBanBuy: false, isBanSell: true },
    });
    expect(await symbolInfo('BTCUSDT')).toMatchObject({ tradeStatus: 4, isBanSell: true });
    // The other fields stay as they were.
    expect(await symbolInfo('BTCUSDT')).toMatchObject({
      pricePrecision: 2,
      digitMerge: '0.01,0.1,1,10,100',
    });
  });

  it('opens an announced symbol now, or announces an open one', async () => {
    const soon = Date.now() + 60_000;
    await post('/__sim/symbol', { symbol: 'NOVAUSDT', onlineTime: 0 });
    expect(await symbolInfo('NOVAUSDT')).toMatchObject({ onlineTime: 0, noticeVisible: false });
    expect(sim.market.get('NOVAUSDT')?.isOpen(Date.now())).toBe(true);
    await post('/__sim/symbol', { symbol: 'ETHUSDT', onlineTime: soon });
    expect(await symbolInfo('ETHUSDT')).toMatchObject({ onlineTime: soon, noticeVisible: true });
    expect(sim.market.get('ETHUSDT')?.isOpen(Date.now())).toBe(false);
  });

  it('lifts the catalogue ban on DOGEUSDT buying', async () => {
    await post('/__sim/symbol', { symbol: 'DOGEUSDT', tradeStatus: 1, isBanBuy: false });
    expect(await symbolInfo('DOGEUSDT')).toMatchObject({ tradeStatus: 1, isBanBuy: false });
  });

  it('makes the engine refuse a banned side and take it again once lifted', async () => {
    const c = await as('uta2@sim.test');
    const sell = (id: string) => ({
      symbol_id: 'ETHUSDT',
      side: 'SELL',
      type: 'limit',
      price: '90000',
      quantity: '0.01',
      client_order_id: id,
    });
    await post('/__sim/symbol', {
      symbol: 'ETHUSDT',
      tradeStatus: TRADE_STATUS.restricted,
      isBanSell: true,
    });
    expect((await c.call('orderCreate', sell('ban-1'))).body?.code).toBe(170145);
    await post('/__sim/symbol', {
      symbol: 'ETHUSDT',
      tradeStatus: TRADE_STATUS.trading,
      isBanSell: false,
    });
    const placed = await c.call('orderCreate', sell('ban-2'));
    expect(placed.body?.code).toBe(0);
    await c.call('cancelOrder', { order_id: (placed.body?.result as Order).orderId });
  });

  it.each([
    ['an unknown symbol', { symbol: 'NOPEUSDT', tradeStatus: 1 }],
    ['a trade status out of the table', { symbol: 'BTCUSDT', tradeStatus: 9 }],
    ['a string trade status', { symbol: 'BTCUSDT', tradeStatus: '1' }],
    ['a non-boolean ban', { symbol: 'BTCUSDT', isBanBuy: 1 }],
    ['a negative opening time', { symbol: 'BTCUSDT', onlineTime: -5 }],
    ['a fractional opening time', { symbol: 'BTCUSDT', onlineTime: 1.5 }],
    ['no change', { symbol: 'BTCUSDT' }],
    ['no symbol', { tradeStatus: 1 }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const before = await symbolInfo('BTCUSDT');
    const res = await post('/__sim/symbol', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: API_ERROR_CODES.badRequest, success: false });
    expect(await symbolInfo('BTCUSDT')).toEqual(before);
  });
});

describe('POST /__sim/notice', () => {
  const notice = { symbolName: 'BTCUSDT', info: 'Maintenance at 10:00', url: 'https://x.test/m' };

  it('pushes the notice bar with the new item to subscribers and keeps it for snapshots', async () => {
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/realtime_w`);
    try {
      socket.send({ op: 'subscribe', id: 's1', topic: 'notice', params: {} });
      await socket.next((f) => f.topic === 'notice' && f.type === 'snapshot');
      const res = await post('/__sim/notice', notice);
      expect(res.status).toBe(200);
      expect(res.body?.result).toMatchObject({ sockets: 1 });
      const pushed = await socket.next(
        (f) => f.topic === 'notice' && JSON.stringify(f.data).includes('Maintenance at 10:00'),
      );
      const items = pushed.data as { id: string; value: string }[];
      const value = JSON.parse(items[items.length - 1]?.value ?? '{}') as NoticeBarValue;
      expect(value).toEqual(notice);
    } finally {
      await socket.close();
    }
  });

  it.each([
    ['an unknown symbol', { ...notice, symbolName: 'BTCUSDT,NOPE' }],
    ['empty info', { ...notice, info: ' ' }],
    ['a javascript: url', { ...notice, url: 'javascript:alert(1)' }],
    ['a relative url', { ...notice, url: '/announcements' }],
    ['a missing field', { symbolName: 'ALL', info: 'x' }],
    ['a string body', 'hello'],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await post('/__sim/notice', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: API_ERROR_CODES.badRequest, success: false });
  });

  it('builds notice-bar items with fresh ids and the value as JSON text', () => {
    const value = parseNotice({ ...notice, symbolName: 'ALL' }, () => false) as NoticeBarValue;
    const ids = new NoticeIds();
    const first = ids.item(value);
    expect(first.id).toBe('9001');
    expect(JSON.parse(first.value)).toEqual({ ...notice, symbolName: 'ALL' });
    expect(ids.item(value).id).toBe('9002');
  });
});

describe('POST /__sim/reset', () => {
  const farBuy = {
    symbol_id: 'BTCUSDT',
    side: 'BUY',
    type: 'limit',
    price: '1000',
    quantity: '0.01',
    client_order_id: 'reset-1',
  };

  it('cancels every user order, restores the seed, clears faults and restarts the maker', async () => {
    const c = await as('uta1@sim.test');
    const userId = sim.accounts.userIdByEmail('uta1@sim.test') ?? '';
    expect((await c.call('orderCreate', farBuy)).body?.code).toBe(0);
    const plan = await c.call('planOrderCreate', {
      ...farBuy,
      plan_type: 0,
      trigger_price: '1100',
      client_order_id: 'reset-2',
    });
    expect(plan.body?.code).toBe(0);
    await post('/__sim/accounts/margin-state', { email: 'uta1@sim.test', state: 4 });
    await post('/__sim/fail', { endpoint: 'balances', times: 5, status: 500 });
    await post('/__sim/symbol', { symbol: 'ETHUSDT', tradeStatus: 2 });
    await post('/__sim/book-rate', { rate: 200 });
    await post('/__sim/market-maker/pause');

    const res = await post('/__sim/reset');
    expect(res.body).toMatchObject({
      code: 0,
      result: { cancelled: 2, faults: 1, paused: false, bookRate: START_RATE },
    });
    expect(sim.trading.engine.openOrders(userId)).toEqual([]);
    expect(sim.trading.engine.openPlanOrders(userId)).toEqual([]);
    const balances = (await c.call('balances')).body?.result as TokenBalance[];
    expect(balances.find((b) => b.tokenId === 'USDT')).toMatchObject({
      free: '100000',
      locked: '0',
    });
    expect((await c.call('accountInfo')).body?.result).toMatchObject({ riskState: 0 });
    expect((await symbolInfo('ETHUSDT'))?.tradeStatus).toBe(TRADE_STATUS.trading);
    expect((await httpRequest(port, '/__sim/fail')).body?.result).toEqual({ faults: [] });
    const window = { start_time: Date.now() - 60_000, end_time: Date.now() + 1 };
    const history = (await c.call('orderHistory', window)).body?.result as Order[];
    expect(history.map((o) => o.status).sort()).toEqual(['CANCELED', 'ORDER_CANCELED']);
  });

  it('keeps sessions: a logged-in user stays logged in', async () => {
    const c = await as('classic@sim.test');
    await post('/__sim/reset');
    expect((await c.call('userInfo')).body?.result).toMatchObject({ email: 'classic@sim.test' });
  });
});
