import {
  createFakeHost,
  flush,
  makeOrder,
  makeSession,
  makeSymbol,
  makeTicker,
  makeUser,
} from '@spot/contracts/testing';
import type { Order } from '@spot/contracts';
import { createChartTrading } from './chart-trading';

const ok = (result: unknown) => ({ ok: true as const, result });

function setup(options: { uta?: boolean; orders?: Order[]; last?: string } = {}) {
  const uta = options.uta ?? false;
  const fake = createFakeHost({
    session: makeSession({ isLogin: true, user: makeUser({ isUTA: uta }) }),
    symbols: [makeSymbol('BTC', 'USDT', { pricePrecision: 2 })],
    handlers: {
      openOrders: () => ok(options.orders ?? []),
      openPlanOrders: () => ok([]),
      utaOrders: () => ok({ result: [] }),
      tradeInfo: () =>
        ok({
          buys: [
            {
              tradeId: 't1',
              matchTime: 1_700_000_000_000,
              side: 'BUY',
              price: '100',
              amount: '100',
              quantity: '1',
              tokenFee: '0.001',
              orderType: 'LIMIT',
            },
          ],
          sells: [],
          lastTradeId: 't1',
        }),
      tradeInfoForKLine: () => ok({ list: [], maxMarginVersion: '0' }),
      tradeAvgInfo: () => ok({ lastTradeId: '1', priceTotal: '300', quantitySum: '4' }),
      tradeAvgPriceForKLine: () =>
        ok({ maxMarginVersion: '1', sumExecValue: '10', sumExecQty: '4' }),
    },
  });
  fake.ticker('BTCUSDT').set({
    symbolName: 'BTCUSDT',
    ticker: makeTicker('BTCUSDT', { lastPrice: options.last ?? '100' }),
    ts: 1,
  });
  return fake;
}

const limit = (patch: Partial<Order> = {}) =>
  makeOrder({
    orderId: 'o1',
    symbolId: 'BTCUSDT',
    side: 'BUY',
    price: '90',
    origQty: '1',
    ...patch,
  });

describe('the chart trading controller', () => {
  it('reads the classic open orders of the symbol, ordinary and plan', async () => {
    const fake = setup({ orders: [limit(), limit({ orderId: 'x', symbolId: 'ETHUSDT' })] });
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    expect(trading.store.getState().orders.map((o) => o.orderId)).toEqual(['o1']);
    expect(fake.callsOf('openOrders')[0]?.request).toMatchObject({ symbol_id: 'BTCUSDT' });
    // Conditional, stop-limit, trailing and the unfiltered list for OCO.
    expect(fake.callsOf('openPlanOrders')).toHaveLength(4);
    expect(fake.subscribed('plan_order')).toBe(true);
    trading.dispose();
  });

  it('follows the order topic and reads the lines again when the socket comes back', async () => {
    const fake = setup({ orders: [limit()] });
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    fake.push('order_new', [limit({ orderId: 'o2', price: '80' })]);
    expect(
      trading.store
        .getState()
        .orders.map((o) => o.orderId)
        .sort(),
    ).toEqual(['o1', 'o2']);
    fake.push('order_new', [limit({ status: 'CANCELED' })]);
    expect(trading.store.getState().orders.map((o) => o.orderId)).toEqual(['o2']);
    fake.setConnection('reconnecting');
    fake.setConnection('live');
    await flush();
    expect(fake.callsOf('openOrders')).toHaveLength(2);
    trading.dispose();
  });

  it('reads nothing for a visitor', async () => {
    const fake = createFakeHost({ session: makeSession() });
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    trading.setAverages({ buy: 7, sell: null });
    await flush();
    expect(fake.calls).toHaveLength(0);
    expect(fake.realtimeSubscriptions).toHaveLength(0);
    trading.dispose();
  });

  it('normalises the fills and adds live ones of the symbol only', async () => {
    const fake = setup();
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    expect(trading.store.getState().fills.map((f) => f.tradeId)).toEqual(['t1']);
    const live = {
      tradeId: 't2',
      matchTime: 1_700_000_100_000,
      side: 'SELL',
      price: '101',
      amount: '101',
      quantity: '1',
      tokenFee: '0.1',
      orderType: 'LIMIT',
      orderId: 'o9',
    };
    fake.push('match', [
      { ...live, symbolId: 'BTCUSDT' },
      { ...live, tradeId: 't3', symbolId: 'ETHUSDT' },
    ]);
    expect(trading.store.getState().fills.map((f) => f.tradeId)).toEqual(['t2', 't1']);
    trading.dispose();
  });

  it('reads the averages: classic capped at 90 days, UTA with the side plus 1', async () => {
    const classic = setup();
    const a = createChartTrading(classic.host, 'BTCUSDT');
    a.setAverages({ buy: 365, sell: null });
    await flush();
    expect(classic.callsOf('tradeAvgInfo')[0]?.request).toMatchObject({
      side: 0,
      daySpan: 90,
      limit: 1000,
    });
    expect(a.store.getState().avgBuy).toBe('75');
    a.dispose();

    const uta = setup({ uta: true });
    const b = createChartTrading(uta.host, 'BTCUSDT');
    b.setAverages({ buy: null, sell: 730 });
    await flush();
    expect(uta.callsOf('tradeAvgPriceForKLine')[0]?.request).toMatchObject({
      side: 2,
      daySpan: 730,
    });
    expect(b.store.getState().avgSell).toBe('2.5');
    b.dispose();
  });

  it('modifies a dragged limit order and toasts the old and new price', async () => {
    const fake = setup({ orders: [limit()] });
    fake.handlers.orderModify = (request) =>
      ok(limit({ price: (request as { price: string }).price }));
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    const done = trading.modify('o1', 'price', '95');
    expect(trading.store.getState().modifying).toEqual({ o1: '95' });
    await done;
    expect(fake.callsOf('orderModify')[0]?.request).toEqual({
      order_id: 'o1',
      client_order_id: expect.any(String),
      symbol_id: 'BTCUSDT',
      price: '95',
      quantity: '1',
    });
    expect(trading.store.getState().modifying).toEqual({});
    expect(trading.store.getState().orders[0]?.price).toBe('95');
    expect(fake.toasts.at(-1)).toMatchObject({
      key: 'chart:modifyPriceSuccess',
      params: { from: '90', to: '95' },
    });
    trading.dispose();
  });

  it('modifies a dragged order that is not risky without asking', async () => {
    const fake = setup({ orders: [limit()] });
    fake.handlers.orderModify = (request) =>
      ok(limit({ price: (request as { price: string }).price }));
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    const asked: unknown[] = [];
    trading.store.subscribe((s) => s.confirming && asked.push(s.confirming));
    await trading.modify('o1', 'price', '95');
    expect(asked).toEqual([]);
    expect(fake.confirms).toEqual([]);
    expect(fake.callsOf('orderModify')).toHaveLength(1);
    trading.dispose();
  });

  it('asks before a buy dragged above the market, naming the order and both prices', async () => {
    const fake = setup({ orders: [limit()] });
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    const done = trading.modify('o1', 'price', '105');
    await flush();
    expect(trading.store.getState().confirming).toEqual({
      orderId: 'o1',
      side: 'BUY',
      field: 'price',
      from: '90',
      to: '105',
      reason: 'modifyImmediateFillTips',
    });
    expect(fake.callsOf('orderModify')).toHaveLength(0);
    trading.answerEdit(false);
    await done;
    expect(trading.store.getState().confirming).toBeNull();
    expect(fake.callsOf('orderModify')).toHaveLength(0);
    trading.dispose();
  });

  it('sends a risky edit the trader confirms', async () => {
    const fake = setup({ orders: [limit()] });
    fake.handlers.orderModify = (request) =>
      ok(limit({ price: (request as { price: string }).price }));
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    const done = trading.modify('o1', 'price', '105');
    await flush();
    trading.answerEdit(true);
    await done;
    expect(trading.store.getState().confirming).toBeNull();
    expect(fake.callsOf('orderModify')[0]?.request).toMatchObject({ price: '105' });
    trading.dispose();
  });

  it('answers a pending confirmation no when the chart goes', async () => {
    const fake = setup({ orders: [limit()] });
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    const done = trading.modify('o1', 'price', '105');
    await flush();
    trading.dispose();
    await done;
    expect(trading.store.getState().confirming).toBeNull();
    expect(fake.callsOf('orderModify')).toHaveLength(0);
  });

  it('refuses a classic margin order and shows a failed modify with the server message', async () => {
    const fake = setup({ orders: [limit({ isLeverage: true }), limit({ orderId: 'o2' })] });
    fake.handlers.orderModify = () => ({
      ok: false,
      kind: 'business',
      code: 170130,
      message: 'too late',
    });
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    await trading.modify('o1', 'price', '95');
    expect(fake.toasts.at(-1)?.key).toBe('chart:modifyLeverageErrorTips');
    await trading.modify('o2', 'price', '95');
    expect(fake.toasts.at(-1)).toMatchObject({
      key: 'chart:operationFail',
      params: { message: '\u2068too late\u2069' },
    });
    expect(trading.store.getState().orders.find((o) => o.orderId === 'o2')?.price).toBe('90');
    trading.dispose();
  });

  it('cancels a plan order with its plan type, and names a liquidation', async () => {
    const fake = setup({
      orders: [limit({ planType: 8, triggerPrice: '91' }), limit({ orderId: 'o2' })],
    });
    fake.handlers.cancelPlanOrder = () => ok(limit({ planType: 8, status: 'ORDER_CANCELED' }));
    fake.handlers.cancelOrder = () => ({ ok: false, kind: 'business', code: 81001, message: 'x' });
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush();
    await trading.cancel('o1');
    expect(fake.callsOf('cancelPlanOrder')[0]?.request).toMatchObject({
      order_id: 'o1',
      plan_type: 1,
    });
    expect(fake.toasts.at(-1)?.key).toBe('chart:cancelSuccess');
    await trading.cancel('o2');
    expect(fake.toasts.at(-1)?.key).toBe('chart:liquidationErrorInfo');
    trading.dispose();
  });

  it('reads every page of ordinary orders, so each gets a line', async () => {
    const page = (from: number) =>
      Array.from({ length: 100 }, (_, i) => limit({ orderId: `o${from + i}` }));
    const fake = setup();
    fake.handlers.openOrders = (request) => {
      const from = (request as { from_order_id: string }).from_order_id;
      if (from === '0') return ok(page(0));
      if (from === 'o99') return ok(page(100));
      return ok(page(200).slice(0, 20));
    };
    const trading = createChartTrading(fake.host, 'BTCUSDT');
    await flush(20);
    expect(trading.store.getState().orders).toHaveLength(220);
    expect(
      fake.callsOf('openOrders').map((c) => (c.request as { from_order_id: string }).from_order_id),
    ).toEqual(['0', 'o99', 'o199']);
    trading.dispose();
  });

  it('reads the running grid bots of the symbol every 3 s while shown, and takes a preview', async () => {
    jest.useFakeTimers();
    try {
      const fake = setup();
      const grid = {
        support: true,
        min_price: '90',
        max_price: '110',
        grid_number: 5,
        type: 'grade',
      };
      fake.handlers.strategyList = () =>
        ok({
          list: [
            {
              strategyId: 'g1',
              strategyType: 'grid',
              symbol: 'BTCUSDT',
              category: 'spot',
              status: 2,
              grid,
            },
            {
              strategyId: 'g2',
              strategyType: 'grid',
              symbol: 'BTCUSDT',
              category: 'spot',
              status: 2,
            },
          ],
        });
      const trading = createChartTrading(fake.host, 'BTCUSDT');
      trading.setGrids(true);
      await jest.advanceTimersByTimeAsync(0);
      expect(trading.store.getState().grids).toEqual([{ id: 'g1', grid }]);
      expect(fake.callsOf('strategyList')[0]?.request).toMatchObject({
        status: 2,
        strategyType: 'grid',
        symbol: 'BTCUSDT',
      });
      await jest.advanceTimersByTimeAsync(3_000);
      expect(fake.callsOf('strategyList')).toHaveLength(2);
      trading.setGrids(false);
      await jest.advanceTimersByTimeAsync(6_000);
      expect(fake.callsOf('strategyList')).toHaveLength(2);
      expect(trading.store.getState().grids).toEqual([]);

      fake.host.bus.emit('tools/grid-preview', { symbolName: 'ETHUSDT', grid });
      expect(trading.store.getState().gridPreview).toBeNull();
      fake.host.bus.emit('tools/grid-preview', { symbolName: 'BTCUSDT', grid });
      expect(trading.store.getState().gridPreview).toEqual(grid);
      fake.host.bus.emit('tools/grid-preview', { symbolName: 'BTCUSDT', grid: null });
      expect(trading.store.getState().gridPreview).toBeNull();
      trading.dispose();
    } finally {
      jest.useRealTimers();
    }
  });
});
