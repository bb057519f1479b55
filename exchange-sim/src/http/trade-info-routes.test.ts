import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_ERROR_CODES,
  Dec,
  type ClassicTradeInfoResult,
  type Order,
  type TradeFill,
  type UtaTradeInfoResult,
} from '@spot/contracts';
import { SEED_PASSWORD } from '../accounts/seed-accounts';
import { JOURNAL_FILE } from '../journal/journal';
import { startSim, type RunningSim, type SimOptions } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';

const DAY = 24 * 60 * 60 * 1000;
const BASE: SimOptions = { port: 0, port2: null, warmupSteps: 30, bookRate: 0, testMode: true };

async function as(s: RunningSim, email: string): Promise<ApiTestClient> {
  const c = await new ApiTestClient(s.ports.route1).start();
  expect((await c.call('login', { email, password: SEED_PASSWORD })).body?.code).toBe(0);
  return c;
}

const sum = (values: readonly string[]) =>
  values.reduce((total, v) => total.plus(v), new Dec(0)).toString();
const maxId = (ids: readonly string[]) =>
  ids.reduce((max, id) => (BigInt(id) > BigInt(max) ? id : max), '0');

describe('trade info over live fills', () => {
  let sim: RunningSim;
  let c: ApiTestClient;
  let bought: Order;
  let sold: Order;
  const window = () => ({ start_time: Date.now() - DAY, end_time: Date.now() + 1000 });

  beforeAll(async () => {
    sim = await startSim(BASE);
    c = await as(sim, 'classic@sim.test');
    const buy = await c.call('orderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      type: 'market',
      amount: '900',
      marketUnit: 'quoteCoin',
      client_order_id: 'fills-buy',
    });
    bought = buy.body?.result as Order;
    const sell = await c.call('orderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'SELL',
      type: 'market',
      quantity: '0.004',
      client_order_id: 'fills-sell',
    });
    sold = sell.body?.result as Order;
  });
  afterAll(async () => {
    await sim.close();
  });

  it('lists the fills of a marketable order in the trade history, newest first', async () => {
    const fills = (await c.call('tradeHistory', { symbol_id: 'BTCUSDT', ...window() })).body
      ?.result as TradeFill[];
    const buys = fills.filter((f) => f.side === 'Buy');
    const sells = fills.filter((f) => f.side === 'Sell');
    expect(buys.length).toBeGreaterThan(0);
    expect(sum(buys.map((f) => f.execQty))).toBe(new Dec(bought.executedQty).toString());
    expect(sum(sells.map((f) => f.execQty))).toBe(new Dec(sold.executedQty).toString());
    expect(fills[0]?.side).toBe('Sell');
    for (const f of fills) {
      expect(f.orderType).toBe('MARKET');
      // Each fill names its pair, so a list of every pair can show it.
      expect(f.symbolId).toBe('BTCUSDT');
      expect(new Dec(f.execPrice).mul(f.execQty).toString()).toBe(new Dec(f.execValue).toString());
    }
    expect(await c.call('tradeHistory', { ...window(), limit: 1 })).toMatchObject({
      body: { result: [fills[0]] },
    });
    const other = await as(sim, 'uta1@sim.test');
    expect((await other.call('tradeHistory', window())).body?.result).toEqual([]);
  });

  it('splits the classic trade info into buys and sells with the last trade id', async () => {
    const history = (await c.call('tradeHistory', { symbol_id: 'BTCUSDT', ...window() })).body
      ?.result as TradeFill[];
    const info = (await c.call('tradeInfo', { symbol_id: 'BTCUSDT', ...window() })).body
      ?.result as ClassicTradeInfoResult;
    expect(info.buys.map((f) => f.tradeId)).toEqual(
      history.filter((f) => f.side === 'Buy').map((f) => f.tradeId),
    );
    expect(info.sells.every((f) => f.side === 'SELL')).toBe(true);
    expect(info.sells).toHaveLength(history.filter((f) => f.side === 'Sell').length);
    expect(info.lastTradeId).toBe(maxId(history.map((f) => f.tradeId)));
    const none = await c.call('tradeInfo', { symbol_id: 'ETHUSDT', ...window() });
    expect(none.body?.result).toEqual({ buys: [], sells: [], lastTradeId: '0' });
  });

  it('gives the UTA trade info for the chart with maxMarginVersion', async () => {
    const info = (await c.call('tradeInfoForKLine', { contractType: 6, symbol: 'BTCUSDT' })).body
      ?.result as UtaTradeInfoResult;
    const info2 = (await c.call('tradeInfo', { symbol_id: 'BTCUSDT', ...window() })).body
      ?.result as ClassicTradeInfoResult;
    const ids = [...info2.buys, ...info2.sells].map((f) => f.tradeId);
    expect(info.list.map((f) => f.version).sort()).toEqual([...ids].sort());
    expect(info.maxMarginVersion).toBe(maxId(ids));
    expect(info.list[0]).toMatchObject({
      symbolId: 'BTCUSDT',
      type: 'MARKET',
      liquidationType: '',
    });
  });

  it('sums value and quantity exactly for the average buy and sell price', async () => {
    const history = (await c.call('tradeHistory', { symbol_id: 'BTCUSDT', ...window() })).body
      ?.result as TradeFill[];
    for (const [side, name] of [
      [0, 'Buy'],
      [1, 'Sell'],
    ] as const) {
      const mine = history.filter((f) => f.side === name);
      const classic = await c.call('tradeAvgInfo', {
        symbol_id: 'BTCUSDT',
        side,
        ...window(),
        limit: 1000,
        daySpan: 7,
      });
      expect(classic.body?.result).toEqual({
        lastTradeId: maxId(mine.map((f) => f.tradeId)),
        priceTotal: sum(mine.map((f) => f.execValue)),
        quantitySum: sum(mine.map((f) => f.execQty)),
      });
      const uta = await c.call('tradeAvgPriceForKLine', {
        contractType: 6,
        symbol: 'BTCUSDT',
        side: side + 1,
        daySpan: 7,
      });
      expect(uta.body?.result).toEqual({
        maxMarginVersion: maxId(mine.map((f) => f.tradeId)),
        sumExecValue: sum(mine.map((f) => f.execValue)),
        sumExecQty: sum(mine.map((f) => f.execQty)),
      });
    }
  });

  it.each([
    ['tradeHistory', { start_time: 0, end_time: 91 * DAY }],
    ['tradeHistory', { start_time: 10, end_time: 5 }],
    ['tradeHistory', { start_time: 0, end_time: DAY, limit: 101 }],
    ['tradeHistory', { start_time: 0, end_time: DAY, symbol_id: 'NOPE' }],
    ['tradeInfo', { symbol_id: 'BTCUSDT', start_time: 0, end_time: 90 * DAY + 1 }],
    ['tradeInfo', { start_time: 0, end_time: DAY }],
    ['tradeInfo', { symbol_id: 'BTCUSDT', start_time: 'x', end_time: DAY }],
    ['tradeInfoForKLine', { contractType: 5, symbol: 'BTCUSDT' }],
    ['tradeInfoForKLine', { contractType: 6, symbol: 'NOPE' }],
    ['tradeAvgPriceForKLine', { contractType: 6, symbol: 'BTCUSDT', side: 0, daySpan: 7 }],
    ['tradeAvgPriceForKLine', { contractType: 6, symbol: 'BTCUSDT', side: 1, daySpan: 0 }],
    ['tradeAvgPriceForKLine', { contractType: 6, symbol: 'BTCUSDT', side: 1, daySpan: 1096 }],
    ['tradeAvgPriceForKLine', { contractType: 6, symbol: 'BTCUSDT', side: 1, daySpan: '7' }],
    ['tradeAvgInfo', { symbol_id: 'BTCUSDT', side: 2, start_time: 0, end_time: 1, daySpan: 7 }],
    [
      'tradeAvgInfo',
      { symbol_id: 'BTCUSDT', side: 0, start_time: 0, end_time: 1, limit: 1001, daySpan: 7 },
    ],
    ['tradeAvgInfo', { symbol_id: 'BTCUSDT', side: 0, start_time: 0, end_time: 1, daySpan: 0 }],
    ['tradeAvgInfo', { symbol_id: 'BTCUSDT', side: 0, start_time: 0, end_time: 1 }],
  ] as const)('answers %s %j with 400', async (name, request) => {
    const reply = await c.call(name, request);
    expect(reply.status).toBe(400);
    expect(reply.body?.code).toBe(API_ERROR_CODES.badRequest);
  });

  it('refuses a visitor', async () => {
    const visitor = await new ApiTestClient(sim.ports.route1).start();
    const reply = await visitor.call('tradeInfoForKLine', { contractType: 6, symbol: 'BTCUSDT' });
    expect(reply.body?.code).toBe(API_ERROR_CODES.notLoggedIn);
  });
});

describe('trade info over journaled fills', () => {
  const now = Date.now();
  // uta1's BTCUSDT fills: three buys 100, 60 and 1 day old, a sell 2 days old.
  const fills = [
    {
      id: '1000000900001',
      side: 'BUY',
      price: '60000.00',
      qty: '0.100000',
      amount: '6000',
      age: 100,
    },
    {
      id: '1000000900002',
      side: 'BUY',
      price: '61000.50',
      qty: '0.200000',
      amount: '12200.1',
      age: 60,
    },
    {
      id: '1000000900003',
      side: 'BUY',
      price: '62000.25',
      qty: '0.300000',
      amount: '18600.075',
      age: 1,
    },
    {
      id: '1000000900004',
      side: 'SELL',
      price: '63000.00',
      qty: '0.050000',
      amount: '3150',
      age: 2,
    },
  ] as const;
  const line = (f: (typeof fills)[number]) => {
    const time = now - f.age * DAY;
    const party = (userId: string, side: string, isMaker: boolean) => ({
      userId,
      orderId: `o-${f.id}-${userId}`,
      side,
      isMaker,
      fee: '0.0001',
      feeToken: side === 'BUY' ? 'BTC' : 'USDT',
    });
    const event = {
      type: 'fill',
      symbolId: 'BTCUSDT',
      execId: f.id,
      price: f.price,
      qty: f.qty,
      amount: f.amount,
      time,
      taker: party('1002', f.side, false),
      maker: party('mm', f.side === 'BUY' ? 'SELL' : 'BUY', true),
    };
    return JSON.stringify({ t: 'engine.fill', ts: time, event });
  };
  let dir: string;
  let sim: RunningSim;
  let c: ApiTestClient;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sim-fills-'));
    writeFileSync(join(dir, JOURNAL_FILE), `${fills.map(line).join('\n')}\n`);
    sim = await startSim({ ...BASE, dataDir: dir });
    c = await as(sim, 'uta1@sim.test');
  });
  afterAll(async () => {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const classicAvg = (side: number, daySpan: number, extra: Record<string, unknown> = {}) =>
    c.call('tradeAvgInfo', {
      symbol_id: 'BTCUSDT',
      side,
      start_time: Date.now() - 365 * DAY,
      end_time: Date.now(),
      limit: 1000,
      daySpan,
      ...extra,
    });

  it('caps the classic daySpan at 90 days', async () => {
    expect((await classicAvg(0, 365)).body?.result).toEqual({
      lastTradeId: '1000000900003',
      priceTotal: '30800.175',
      quantitySum: '0.5',
    });
    expect((await classicAvg(0, 30)).body?.result).toEqual({
      lastTradeId: '1000000900003',
      priceTotal: '18600.075',
      quantitySum: '0.3',
    });
    expect((await classicAvg(0, 90, { limit: 1 })).body?.result).toMatchObject({
      priceTotal: '18600.075',
    });
    expect((await classicAvg(1, 90)).body?.result).toEqual({
      lastTradeId: '1000000900004',
      priceTotal: '3150',
      quantitySum: '0.05',
    });
  });

  it('does not cap the UTA daySpan', async () => {
    const uta = (side: number, daySpan: number) =>
      c.call('tradeAvgPriceForKLine', { contractType: 6, symbol: 'BTCUSDT', side, daySpan });
    expect((await uta(1, 365)).body?.result).toEqual({
      maxMarginVersion: '1000000900003',
      sumExecValue: '36800.175',
      sumExecQty: '0.6',
    });
    expect((await uta(2, 1)).body?.result).toEqual({
      maxMarginVersion: '0',
      sumExecValue: '0',
      sumExecQty: '0',
    });
  });

  it('keeps the history and the chart trade info to the last 90 days', async () => {
    const reply = await c.call('tradeHistory', { start_time: now - 89 * DAY, end_time: now });
    const ids = (reply.body?.result as TradeFill[]).map((f) => f.tradeId);
    expect(ids).toEqual(['1000000900003', '1000000900004', '1000000900002']);
    const uta = (await c.call('tradeInfoForKLine', { contractType: 6, symbol: 'BTCUSDT' })).body
      ?.result as UtaTradeInfoResult;
    expect(uta.list.map((f) => f.version)).toEqual(ids);
    expect(uta.list[0]).toMatchObject({ side: 'Buy', execQty: '0.300000', execFee: '0.0001' });
  });

  it('pages the trade history after the last trade id seen', async () => {
    const page = (extra: Record<string, unknown>) =>
      c.call('tradeHistory', { start_time: now - 89 * DAY, end_time: now, limit: 1, ...extra });
    const first = (await page({})).body?.result as TradeFill[];
    const second = (await page({ from_order_id: first[0]?.tradeId })).body?.result as TradeFill[];
    expect(second.map((f) => f.tradeId)).toEqual(['1000000900004']);
  });

  it('keeps live fills through a restart on the same data dir', async () => {
    const bought = await c.call('orderCreate', {
      symbol_id: 'ETHUSDT',
      side: 'BUY',
      type: 'market',
      amount: '300',
      marketUnit: 'quoteCoin',
      client_order_id: 'restart-fill',
    });
    expect(bought.body?.code).toBe(0);
    const query = { start_time: Date.now() - 89 * DAY, end_time: Date.now() + 1000 };
    const before = (await c.call('tradeHistory', query)).body?.result as TradeFill[];
    expect(before.length).toBeGreaterThan(3);
    expect(before[0]?.orderType).toBe('MARKET');
    await sim.close();
    sim = await startSim({ ...BASE, dataDir: dir });
    const again = new ApiTestClient(sim.ports.route1);
    for (const [name, value] of c.jar) again.jar.set(name, value);
    c = again;
    expect((await again.call('tradeHistory', query)).body?.result).toEqual(before);
  });
});
