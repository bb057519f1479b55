import type { Order } from '@spot/contracts';
import { orderOf, withStatus } from '../testing/orders';
import { createOpenOrdersStore, type OpenOrdersFetch } from './open-orders-store';

type Reply = Awaited<ReturnType<OpenOrdersFetch>>;

/** A fetch answered by hand, one promise per call. */
function manualFetch() {
  const pending: ((reply: Reply) => void)[] = [];
  const fetch: OpenOrdersFetch = () => new Promise<Reply>((resolve) => pending.push(resolve));
  return {
    fetch,
    calls: () => pending.length,
    answer: async (orders: readonly Order[], index = pending.length - 1) => {
      pending[index]!({ ok: true, orders, hasMore: false });
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

const ids = (orders: readonly Order[]) => orders.map((o) => o.orderId);

describe('reconciling the open orders with a fresh fetch', () => {
  it('does not bring back an order cancelled while the fetch was on its way', async () => {
    const f = manualFetch();
    const list = createOpenOrdersStore({ fetch: f.fetch, accept: () => true });
    const x = orderOf({ orderId: 'x' });
    list.reconcile();
    list.apply([withStatus(x, 'CANCELED')]);
    await f.answer([x]);
    expect(ids(list.store.getState().orders)).toEqual([]);
  });

  it('keeps an order placed while the fetch was on its way, once', async () => {
    const f = manualFetch();
    const list = createOpenOrdersStore({ fetch: f.fetch, accept: () => true });
    const y = orderOf({ orderId: 'y' });
    list.reconcile();
    list.apply([y]);
    await f.answer([]);
    expect(ids(list.store.getState().orders)).toEqual(['y']);
    list.reconcile();
    await f.answer([y]);
    expect(ids(list.store.getState().orders)).toEqual(['y']);
  });

  it('replaces what the events missed with what the exchange holds', async () => {
    const f = manualFetch();
    const list = createOpenOrdersStore({ fetch: f.fetch, accept: () => true });
    const gone = orderOf({ orderId: 'gone' });
    const missed = orderOf({ orderId: 'missed' });
    list.apply([gone]);
    list.reconcile();
    await f.answer([missed]);
    expect(ids(list.store.getState().orders)).toEqual(['missed']);
  });

  it('coalesces reconciles during a fetch into one more fetch', async () => {
    const f = manualFetch();
    const list = createOpenOrdersStore({ fetch: f.fetch, accept: () => true });
    list.reconcile();
    list.reconcile();
    list.reconcile();
    expect(f.calls()).toBe(1);
    await f.answer([]);
    expect(f.calls()).toBe(2);
  });

  it('keeps the rows and tells the error when a later fetch fails', async () => {
    let reply: Reply = { ok: true, orders: [orderOf({ orderId: 'k' })], hasMore: false };
    const list = createOpenOrdersStore({ fetch: async () => reply, accept: () => true });
    list.reconcile();
    await Promise.resolve();
    await Promise.resolve();
    reply = { ok: false, message: 'offline' };
    list.reconcile();
    await Promise.resolve();
    await Promise.resolve();
    expect(list.store.getState()).toMatchObject({ phase: 'ready', error: 'offline' });
    expect(ids(list.store.getState().orders)).toEqual(['k']);
  });

  it('says the first fetch failed', async () => {
    const list = createOpenOrdersStore({
      fetch: async () => ({ ok: false, message: 'boom' }),
      accept: () => true,
    });
    list.reconcile();
    await Promise.resolve();
    await Promise.resolve();
    expect(list.store.getState()).toMatchObject({ phase: 'failed', error: 'boom' });
  });
});

describe('paging the open orders', () => {
  it('adds the next page after the rows held and stops when a page brings nothing new', async () => {
    const first = Array.from({ length: 3 }, (_, i) => orderOf({ orderId: `a${i}`, time: 100 - i }));
    const second = [orderOf({ orderId: 'b0', time: 50 })];
    const fetchMore = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, orders: second, hasMore: true })
      .mockResolvedValueOnce({ ok: true, orders: second, hasMore: true });
    const list = createOpenOrdersStore({
      fetch: async () => ({ ok: true, orders: first, hasMore: true }),
      fetchMore,
      accept: () => true,
    });
    list.reconcile();
    await Promise.resolve();
    await Promise.resolve();
    list.loadMore();
    list.loadMore();
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchMore).toHaveBeenCalledTimes(1);
    expect(ids(list.store.getState().orders)).toEqual(['a0', 'a1', 'a2', 'b0']);
    expect(list.store.getState().hasMore).toBe(true);
    list.loadMore();
    await Promise.resolve();
    await Promise.resolve();
    expect(list.store.getState().hasMore).toBe(false);
  });
});
