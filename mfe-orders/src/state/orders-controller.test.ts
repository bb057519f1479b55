import {
  CANCEL_PLAN_TYPE,
  UTA_PLAN_TYPES,
  type ApiResult,
  type EndpointName,
  type Order,
} from '@spot/contracts';
import { flush } from '@spot/contracts/testing';
import { createFakeHost, sessionOf, type FakeHost } from '../testing/fake-host';
import { orderOf, utaOf, withStatus } from '../testing/orders';
import { CANCEL_ALL_CONFIRM_PREF, createOrdersController } from './orders-controller';
import type { AccountFamily } from './sources';

const scope = { symbolName: 'BTCUSDT', baseTokenId: 'BTC', quoteTokenId: 'USDT' };

function setup(
  family: AccountFamily = 'classic',
  options: { demo?: boolean; doubleConfirm?: string; open?: Order[] } = {},
) {
  const fake = createFakeHost(
    sessionOf({ user: { double_confirm: options.doubleConfirm ?? 'successAudio' } }),
  );
  let openOrders = options.open ?? [];
  fake.control.answer = (name: EndpointName) => {
    if (name === 'openOrders') return { ok: true, result: openOrders } as ApiResult<unknown>;
    if (name === 'utaOrders') return { ok: true, result: { result: [] } } as ApiResult<unknown>;
    if (name === 'queryOpenOrders') {
      return { ok: true, result: { list: openOrders, downgrading: false } } as ApiResult<unknown>;
    }
    return { ok: true, result: [] } as ApiResult<unknown>;
  };
  const voice = { play: jest.fn() };
  const controller = createOrdersController({
    host: fake.host,
    family,
    demo: options.demo ?? false,
    scope,
    voice,
  });
  return {
    fake,
    controller,
    voice,
    setOpen: (orders: Order[]) => {
      openOrders = orders;
    },
    ids: () => controller.open.store.getState().orders.map((o) => o.orderId),
  };
}

afterEach(() => jest.restoreAllMocks());

describe('the orders controller follows the private topics', () => {
  it('subscribes to the classic topics on a classic account', () => {
    const { fake, controller } = setup('classic');
    for (const topic of [
      'order_new',
      'plan_order',
      'stop_limit_order',
      'oco_order',
      'match',
      'lt_order',
    ]) {
      expect(fake.subscribed(topic)).toBe(true);
    }
    expect(fake.subscribed('user.uta.spot.order')).toBe(false);
    controller.dispose();
    expect(fake.subscribed('order_new')).toBe(false);
  });

  it.each<AccountFamily>(['uta', 'integrated'])('subscribes to the UTA topics (%s)', (family) => {
    const { fake } = setup(family);
    for (const topic of ['user.uta.spot.order', 'user.uta.spot.trade', 'user.lt.order']) {
      expect(fake.subscribed(topic)).toBe(true);
    }
    expect(fake.subscribed('order_new')).toBe(false);
  });

  it('reads the classic sources with the current symbol and page size 100', async () => {
    const { fake } = setup('classic');
    await flush();
    expect(fake.callsOf('openOrders')[0]?.request).toEqual({
      from_order_id: '0',
      limit: 100,
      symbol_id: 'BTCUSDT',
    });
    expect(
      fake.callsOf('openPlanOrders').map((c) => (c.request as { plan_type?: number }).plan_type),
    ).toEqual([0, 1, 4, undefined]);
  });

  it('reads getUTAOrders per plan type with the token ids on a UTA account', async () => {
    const { fake } = setup('uta');
    await flush();
    const requests = fake.callsOf('utaOrders').map((c) => c.request);
    expect(requests).toHaveLength(6);
    expect(requests[0]).toEqual({
      planType: 1,
      specialTradeFrom: 1,
      limit: 100,
      baseTokenId: 'BTC',
      quoteTokenId: 'USDT',
    });
  });

  it('reads queryOpenOrders in the integrated area', async () => {
    const { fake } = setup('integrated');
    await flush();
    expect(fake.callsOf('queryOpenOrders')[0]?.request).toEqual({
      marketType: 'spot',
      symbol: 'BTCUSDT',
      supportFutureSpread: true,
    });
  });

  it('adds and removes orders from the classic feed', async () => {
    const { fake, ids } = setup('classic');
    await flush();
    const o = orderOf({ orderId: 'n1' });
    fake.push('order_new', [o]);
    expect(ids()).toEqual(['n1']);
    fake.push('order_new', [withStatus(o, 'FILLED', { executedQty: o.origQty })]);
    expect(ids()).toEqual([]);
  });

  it('maps the UTA feed, plan types included', async () => {
    const { fake, ids } = setup('uta');
    await flush();
    const plan = orderOf({ orderId: 'p1', planType: UTA_PLAN_TYPES.stopLimit });
    fake.push('user.uta.spot.order', [utaOf(plan, 'Untriggered')]);
    expect(ids()).toEqual(['p1']);
    fake.push('user.uta.spot.order', [utaOf(plan, 'Cancelled')]);
    expect(ids()).toEqual([]);
  });

  it('never sees a malformed message: the host drops it', async () => {
    const { fake, ids } = setup('classic');
    await flush();
    fake.push('order_new', [{ orderId: 'bad', price: 1 }]);
    expect(fake.counts.droppedPayloads).toBe(1);
    expect(ids()).toEqual([]);
  });

  it('keeps only the current symbol unless all pairs are shown', async () => {
    const { fake, controller, ids } = setup('classic');
    await flush();
    fake.push('order_new', [orderOf({ orderId: 'eth', symbolId: 'ETHUSDT' })]);
    expect(ids()).toEqual([]);
    controller.setAllPairs(true);
    await flush();
    expect(fake.callsOf('openOrders').at(-1)?.request).toEqual({ from_order_id: '0', limit: 100 });
    fake.push('order_new', [orderOf({ orderId: 'eth2', symbolId: 'ETHUSDT' })]);
    expect(ids()).toEqual(['eth2']);
  });

  it('gives demo accounts no trailing-stop list updates', async () => {
    const { fake, ids } = setup('uta', { demo: true });
    await flush();
    const trailing = orderOf({ orderId: 't', planType: UTA_PLAN_TYPES.trailingStop });
    fake.push('user.uta.spot.order', [utaOf(trailing, 'Untriggered')]);
    expect(ids()).toEqual([]);
    const limit = orderOf({ orderId: 'l' });
    fake.push('user.uta.spot.order', [utaOf(limit, 'New')]);
    expect(ids()).toEqual(['l']);
  });
});

describe('no order is lost or shown twice when the socket reconnects', () => {
  async function dropAndReturn(fake: FakeHost) {
    fake.setConnection('reconnecting');
    fake.setConnection('live');
    await flush();
  }

  it('reads the list afresh when the socket is live again', async () => {
    const { fake, setOpen, ids } = setup('classic');
    await flush();
    const before = fake.callsOf('openOrders').length;
    const kept = orderOf({ orderId: 'kept' });
    fake.push('order_new', [kept]);
    // While the socket was down, `kept` filled and `missed` was placed.
    const missed = orderOf({ orderId: 'missed' });
    setOpen([missed]);
    await dropAndReturn(fake);
    expect(fake.callsOf('openOrders').length).toBe(before + 1);
    expect(ids()).toEqual(['missed']);
    // The restored subscription's snapshot triggers one more read; nothing doubles.
    fake.push('order_new', [missed], 'snapshot');
    fake.push('order_new', [missed], 'snapshot');
    await flush();
    expect(ids()).toEqual(['missed']);
  });

  it('reads the list afresh when a stalled socket comes back', async () => {
    const { fake } = setup('classic');
    await flush();
    const before = fake.callsOf('openOrders').length;
    fake.setConnection('stale');
    fake.setConnection('live');
    await flush();
    expect(fake.callsOf('openOrders').length).toBe(before + 1);
  });

  it('reads the list after an order is placed while the socket is down', async () => {
    const { fake } = setup('classic');
    await flush();
    const before = fake.callsOf('openOrders').length;
    fake.host.bus.emit('order/placed', {
      orderId: '1',
      clientOrderId: 'c',
      symbolName: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
    });
    await flush();
    expect(fake.callsOf('openOrders').length).toBe(before);
    fake.setConnection('reconnecting');
    fake.host.bus.emit('order/placed', {
      orderId: '2',
      clientOrderId: 'd',
      symbolName: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
    });
    await flush();
    expect(fake.callsOf('openOrders').length).toBe(before + 1);
  });
});

describe('notifications', () => {
  it('announces a fill once, as a notice with its average price, and plays the voice', async () => {
    const { fake, controller, voice } = setup('classic');
    await flush();
    const o = orderOf({ orderId: 'f' });
    fake.push('order_new', [o]);
    const filled = withStatus(o, 'FILLED', { executedQty: o.origQty });
    fake.push('order_new', [filled]);
    fake.push('order_new', [filled]);
    expect(fake.toasts.map((t) => [t.key, t.detail])).toEqual([
      ['orders:orderCompleted', 'orders:orderCompletedDetail'],
    ]);
    expect(voice.play).toHaveBeenCalledTimes(1);
    controller.dispose();
  });

  it('does not notify for a snapshot', async () => {
    const { fake } = setup('classic');
    await flush();
    fake.push('order_new', [withStatus(orderOf(), 'FILLED')], 'snapshot');
    expect(fake.toasts).toEqual([]);
  });

  it('shows a burst only with fewer than 400 open orders', async () => {
    const { fake } = setup('classic');
    await flush();
    const many = Array.from({ length: 400 }, () => orderOf());
    fake.push('order_new', many, 'snapshot');
    fake.push(
      'order_new',
      many.slice(0, 2).map((o) => withStatus(o, 'CANCELED')),
    );
    expect(fake.toasts).toEqual([]);
    fake.push(
      'order_new',
      many.slice(2, 4).map((o) => withStatus(o, 'CANCELED')),
    );
    expect(fake.toasts).toHaveLength(2);
  });

  it('toasts a leveraged-token result', async () => {
    const { fake } = setup('classic');
    await flush();
    const lt = { orderId: 'lt', orderType: 1, orderQuantity: '10', status: 2, symbol: 'BTC3LUSDT' };
    fake.push('lt_order', [lt]);
    fake.push('lt_order', [{ ...lt, status: 1 }]);
    expect(fake.toasts.map((t) => t.key)).toEqual(['orders:lt_subscription_success']);
  });
});

describe('cancel', () => {
  it('cancels an order once however often it is asked, and tells the user once', async () => {
    const o = orderOf({ orderId: 'c1' });
    const { fake, controller, ids } = setup('classic', { open: [o] });
    await flush();
    let release: (r: ApiResult<unknown>) => void = () => undefined;
    fake.control.answer = () => new Promise((resolve) => (release = resolve));
    const first = controller.cancel(o);
    void controller.cancel(o);
    expect(controller.actions.getState().cancelling.has('c1')).toBe(true);
    fake.push('order_new', [withStatus(o, 'CANCELED')]);
    release({ ok: true, result: withStatus(o, 'CANCELED') });
    await first;
    expect(fake.callsOf('cancelOrder')).toHaveLength(1);
    expect(fake.toasts.map((t) => t.key)).toEqual(['orders:cancelSuccess']);
    expect(ids()).toEqual([]);
  });

  it('cancels a plan order with its plan_type', async () => {
    const o = orderOf({ orderId: 'p', planType: UTA_PLAN_TYPES.oco, status: 'ORDER_NEW' });
    const { fake, controller } = setup('classic');
    await flush();
    await controller.cancel(o);
    expect(fake.callsOf('cancelPlanOrder')[0]?.request).toEqual({
      order_id: 'p',
      client_order_id: o.clientOrderId,
      plan_type: 10,
    });
  });

  it('shows liquidationErrorInfo on code 81001 and keeps the order', async () => {
    const o = orderOf({ orderId: 'l1' });
    const { fake, controller, ids } = setup('classic', { open: [o] });
    await flush();
    fake.control.answer = () => ({
      ok: false,
      kind: 'business',
      code: 81001,
      message: 'liquidating',
    });
    await controller.cancel(o);
    expect(fake.toasts).toEqual([{ kind: 'error', key: 'orders:liquidationErrorInfo' }]);
    expect(ids()).toEqual(['l1']);
  });

  it('asks before cancelling all when the setting is on, and not when it is off', async () => {
    const a = orderOf({ orderId: 'a' });
    const b = orderOf({ orderId: 'b' });
    const { fake, controller, ids } = setup('classic', { open: [a, b] });
    await flush();
    fake.control.confirmAnswer = false;
    await controller.cancelAll('limitMarket');
    expect(fake.confirms).toHaveLength(1);
    expect(fake.callsOf('cancelAllOrders')).toHaveLength(0);

    fake.host.prefs.set(CANCEL_ALL_CONFIRM_PREF, false);
    fake.control.answer = () => ({ ok: true, result: { canceled: ['a', 'b'] } });
    await controller.cancelAll('limitMarket');
    expect(fake.confirms).toHaveLength(1);
    expect(fake.callsOf('cancelAllOrders')[0]?.request).toEqual({ symbol_ids: 'BTCUSDT' });
    expect(fake.toasts.map((t) => t.key)).toEqual(['orders:operationSuccess']);
    expect(ids()).toEqual([]);
  });

  it('cancels every open order of the pair on the hotkey, always after a confirmation', async () => {
    const limit = orderOf({ orderId: 'a' });
    const plan = orderOf({ orderId: 'p', planType: UTA_PLAN_TYPES.stopLimit, status: 'ORDER_NEW' });
    const other = orderOf({ orderId: 'e', symbolId: 'ETHUSDT' });
    const { fake, controller, ids } = setup('classic', { open: [limit, plan, other] });
    await flush();
    // The confirmation is asked even with the cancel-all setting off: a stray key must not
    // cancel anything.
    fake.host.prefs.set(CANCEL_ALL_CONFIRM_PREF, false);
    expect(ids()).toEqual(expect.arrayContaining(['a', 'p']));
    fake.control.confirmAnswer = false;
    fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'cancel-all' });
    await flush();
    expect(fake.confirms.map((c) => c.body)).toEqual(['orders:cancelAllBodySymbol']);
    expect(fake.callsOf('cancelAllOrders')).toEqual([]);

    fake.control.confirmAnswer = true;
    fake.control.answer = (name: EndpointName) =>
      ({
        ok: true,
        result: { canceled: name === 'cancelAllOrders' ? ['a'] : ['p'] },
      }) as ApiResult<unknown>;
    fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'cancel-all' });
    await flush();
    expect(fake.callsOf('cancelAllOrders').map((c) => c.request)).toEqual([
      { symbol_ids: 'BTCUSDT' },
    ]);
    expect(fake.callsOf('cancelAllPlanOrders').map((c) => c.request)).toEqual([
      { plan_type: CANCEL_PLAN_TYPE.stopLimit, symbol_id: 'BTCUSDT' },
    ]);
    expect(ids().filter((id) => id === 'a' || id === 'p')).toEqual([]);
    // Other hotkeys are not the orders area's.
    fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'focus-buy' });
    await flush();
    expect(fake.confirms).toHaveLength(2);
    controller.dispose();
  });

  it('says so when the cancel-all hotkey finds no open order of the pair', async () => {
    const other = orderOf({ orderId: 'e', symbolId: 'ETHUSDT' });
    const { fake, controller } = setup('classic', { open: [other] });
    await flush();
    fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'cancel-all' });
    await flush();
    expect(fake.confirms).toEqual([]);
    expect(fake.toasts.map((t) => [t.kind, t.key])).toEqual([['info', 'orders:noOrdersToCancel']]);
    expect(fake.callsOf('cancelAllOrders')).toEqual([]);
    controller.dispose();
  });

  it('does nothing when the sub-tab has no open orders', async () => {
    const { fake, controller } = setup('classic');
    await flush();
    await controller.cancelAll('stopLimit');
    expect(fake.confirms).toEqual([]);
    expect(fake.callsOf('cancelAllPlanOrders')).toEqual([]);
  });

  it('shows operationFail with the server message when cancel-all fails', async () => {
    const { fake, controller } = setup('classic', { open: [orderOf()] });
    await flush();
    fake.control.answer = () => ({ ok: false, kind: 'business', code: 10001, message: 'nope' });
    await controller.cancelAll('limitMarket');
    expect(fake.toasts).toEqual([
      { kind: 'error', key: 'orders:operationFail', params: { message: '\u2068nope\u2069' } },
    ]);
  });
});

describe('notifications on the UTA feed', () => {
  it('announces an order that filled at once, seen only as Filled', async () => {
    const { fake, controller } = setup('integrated');
    await flush();
    const o = orderOf({ orderId: 'u1', executedQty: '0.010000', executedValue: '650.5' });
    fake.push('user.uta.spot.order', [utaOf(o, 'Filled')]);
    expect(fake.toasts.map((t) => t.key)).toEqual(['orders:orderCompleted']);
    controller.dispose();
  });
});
