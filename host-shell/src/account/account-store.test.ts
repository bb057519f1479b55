import { createStore } from 'zustand/vanilla';
import {
  createBus,
  type ConnectionState,
  type HostApiClient,
  type HostRealtime,
  type Order,
  type PageState,
  type Session,
  type TokenBalance,
  type UserInfo,
} from '@spot/contracts';
import { makeSession } from '@spot/contracts/testing';
import { FakeClock } from '../testing/fake-clock';
import {
  BALANCE_TIMING,
  applyOrderChanges,
  createAccountStore,
  mergeBalances,
} from './account-store';

const USDT: TokenBalance = {
  tokenId: 'USDT',
  free: '1000.5',
  locked: '0',
  transferLimit: '1000.5',
  occAssetUSDTValue: '1000.5',
};
const BTC: TokenBalance = { ...USDT, tokenId: 'BTC', free: '0.25', transferLimit: '0.25' };
const wallet = (row: TokenBalance) => ({
  ...row,
  spotAvailableBalance: row.free,
  walletBalance: row.free,
});

function order(id: string, status: string, extra: Partial<Order> = {}): Order {
  return {
    orderId: id,
    clientOrderId: `c${id}`,
    symbolId: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    price: '100',
    origQty: '1',
    executedQty: '0',
    status: status as Order['status'],
    time: 1,
    ...extra,
  };
}

function loggedIn(utaLevel: 0 | 1 | 2, id = '7', userState = 1): Session {
  return {
    ...makeSession({ isLogin: true, roles: { utaLevel, classic: utaLevel === 0 } }),
    userState,
    user: { id } as UserInfo,
  };
}

type Handler = (data: unknown, type: 'snapshot' | 'delta') => void;

function setup(options: { session?: Session; forcePolling?: boolean } = {}) {
  const clock = new FakeClock();
  clock.advance(1_000_000);
  const session = createStore<Session>(() => options.session ?? makeSession());
  const page = createStore<PageState>(() => ({
    visible: true,
    online: true,
    widthClass: 'desktop',
  }));
  let symbol: string | null = 'BTCUSDT';
  let connection: ConnectionState = 'live';
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const handlers = new Map<string, Handler>();
  const realtime: HostRealtime = {
    subscribe(topic, _params, onMessage) {
      handlers.set(topic, onMessage as Handler);
      return () => handlers.delete(topic);
    },
    state: () => connection,
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
  let reply: unknown = [USDT];
  const resolvers: (() => void)[] = [];
  let hold = false;
  const call = jest.fn(async () => {
    if (hold) await new Promise<void>((resolve) => resolvers.push(resolve));
    return { ok: true as const, result: reply };
  });
  const api = { call } as unknown as HostApiClient;
  const bus = createBus(() => undefined);
  const account = createAccountStore({
    api,
    realtime,
    session: { get: () => session.getState(), subscribe: (l) => session.subscribe(l) },
    page: { get: () => page.getState(), subscribe: (l) => page.subscribe(l) },
    bus,
    symbol: () => symbol,
    clock,
    ...(options.forcePolling ? { forcePolling: true } : {}),
  });
  return {
    account,
    clock,
    session,
    page,
    bus,
    call,
    handlers,
    push(topic: string, data: unknown, type: 'snapshot' | 'delta' = 'delta') {
      const handler = handlers.get(topic);
      if (!handler) throw new Error(`nobody subscribed ${topic}`);
      handler(data, type);
    },
    setReply(value: unknown) {
      reply = value;
    },
    setConnection(state: ConnectionState) {
      connection = state;
      for (const listener of [...stateListeners]) listener(state);
    },
    setSymbol(value: string | null) {
      symbol = value;
      account.reevaluate();
    },
    hold(on: boolean) {
      hold = on;
      if (!on) for (const resolve of resolvers.splice(0)) resolve();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('account store', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks nothing for a visitor and holds an empty snapshot', async () => {
    const env = setup();
    await flush();
    expect(env.call).not.toHaveBeenCalled();
    expect(env.handlers.size).toBe(0);
    expect(env.account.get()).toEqual({ balances: [], openOrders: [], updatedAt: 0 });
    expect(env.account.polling()).toBe('off');
  });

  it('fetches balances at login and follows the classic feeds, without polling', async () => {
    const env = setup();
    env.session.setState(loggedIn(0));
    await flush();
    expect(env.call).toHaveBeenCalledWith('balances', {});
    expect(env.account.get().balances).toEqual([USDT]);
    expect([...env.handlers.keys()].sort()).toEqual([
      'asset.spot-walletbalance',
      'match',
      'order_new',
    ]);
    expect(env.account.polling()).toBe('off');
  });

  it('follows the UTA feeds for a unified account', () => {
    const env = setup({ session: loggedIn(1) });
    expect([...env.handlers.keys()].sort()).toEqual([
      'asset.spot-walletbalance',
      'user.uta.spot.order',
      'user.uta.spot.trade',
    ]);
  });

  describe('polling (UTA, userState 1, a symbol, visible)', () => {
    it('polls every 10 000 ms while the wallet push has not delivered, not at 9 999 ms', async () => {
      const env = setup({ session: loggedIn(1) });
      await flush();
      expect(env.account.polling()).toBe('poll');
      expect(env.call).toHaveBeenCalledTimes(1);
      env.clock.advance(BALANCE_TIMING.pollIntervalMs - 1);
      await flush();
      expect(env.call).toHaveBeenCalledTimes(1);
      env.clock.advance(1);
      await flush();
      expect(env.call).toHaveBeenCalledTimes(2);
    });

    it('lets the live wallet push replace polling, fetching only after 3 silent intervals', async () => {
      const env = setup({ session: loggedIn(1) });
      await flush();
      env.push('asset.spot-walletbalance', [wallet(USDT)], 'snapshot');
      expect(env.account.polling()).toBe('stale-check');
      const calls = env.call.mock.calls.length;
      const stale = BALANCE_TIMING.pollIntervalMs * BALANCE_TIMING.staleFactor;
      // Stale checks run every 5 s; the one at 30 s finds the push 30 s silent.
      env.clock.advance(stale - BALANCE_TIMING.staleCheckMs);
      await flush();
      expect(env.call).toHaveBeenCalledTimes(calls);
      env.clock.advance(BALANCE_TIMING.staleCheckMs);
      await flush();
      expect(env.call).toHaveBeenCalledTimes(calls + 1);
    });

    it('counts a wallet push as fresh data', async () => {
      const env = setup({ session: loggedIn(1) });
      await flush();
      env.push('asset.spot-walletbalance', [wallet(USDT)], 'snapshot');
      const calls = env.call.mock.calls.length;
      for (let i = 0; i < 10; i += 1) {
        env.clock.advance(BALANCE_TIMING.staleCheckMs * 4);
        env.push('asset.spot-walletbalance', [wallet({ ...BTC, free: String(i) })]);
      }
      await flush();
      expect(env.call).toHaveBeenCalledTimes(calls);
      expect(env.account.get().balances.map((b) => b.tokenId)).toEqual(['USDT', 'BTC']);
      expect(env.account.get().balances[1]?.free).toBe('9');
    });

    it('polls again while the socket is not live, and stops when the new wallet snapshot comes', async () => {
      const env = setup({ session: loggedIn(1) });
      await flush();
      env.push('asset.spot-walletbalance', [wallet(USDT)], 'snapshot');
      env.setConnection('reconnecting');
      expect(env.account.polling()).toBe('poll');
      env.setConnection('live');
      expect(env.account.polling()).toBe('poll');
      env.push('asset.spot-walletbalance', [wallet(USDT)], 'snapshot');
      expect(env.account.polling()).toBe('stale-check');
    });

    it('polls even with a live push when polling is forced', async () => {
      const env = setup({ session: loggedIn(1), forcePolling: true });
      await flush();
      env.push('asset.spot-walletbalance', [wallet(USDT)], 'snapshot');
      expect(env.account.polling()).toBe('poll');
    });

    it.each([
      [
        'the page is hidden',
        (env: ReturnType<typeof setup>) => env.page.setState({ visible: false }),
      ],
      ['there is no symbol', (env: ReturnType<typeof setup>) => env.setSymbol(null)],
      [
        'userState is not 1',
        (env: ReturnType<typeof setup>) => env.session.setState(loggedIn(1, '7', 2)),
      ],
      [
        'the account is classic',
        (env: ReturnType<typeof setup>) => env.session.setState(loggedIn(0, '8')),
      ],
    ])('stops when %s', async (_name, change) => {
      const env = setup({ session: loggedIn(1) });
      await flush();
      change(env);
      expect(env.account.polling()).toBe('off');
      const calls = env.call.mock.calls.length;
      env.clock.advance(BALANCE_TIMING.pollIntervalMs * 5);
      await flush();
      expect(env.call).toHaveBeenCalledTimes(calls);
    });
  });

  describe("after the trader's own trade", () => {
    it('fetches 1 000 ms after an order is placed, not at 999, once for a burst', async () => {
      const env = setup({ session: loggedIn(0) });
      await flush();
      const placed = {
        orderId: '1',
        clientOrderId: 'c1',
        symbolName: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
      } as const;
      env.bus.emit('order/placed', placed);
      env.clock.advance(500);
      env.bus.emit('order/placed', placed);
      env.clock.advance(BALANCE_TIMING.afterTradeMs - 1);
      await flush();
      expect(env.call).toHaveBeenCalledTimes(1);
      env.clock.advance(1);
      await flush();
      expect(env.call).toHaveBeenCalledTimes(2);
    });

    it('fetches 1 000 ms after a fill on the match feed', async () => {
      const env = setup({ session: loggedIn(0) });
      await flush();
      env.push('match', [], 'snapshot');
      env.push('match', [{ execId: 'e1' }]);
      env.clock.advance(BALANCE_TIMING.afterTradeMs);
      await flush();
      expect(env.call).toHaveBeenCalledTimes(2);
    });
  });

  it('keeps one fetch in flight and runs one more for calls made meanwhile', async () => {
    const env = setup({ session: loggedIn(0) });
    await flush();
    env.hold(true);
    const first = env.account.refresh();
    void env.account.refresh();
    void env.account.refresh();
    expect(env.call).toHaveBeenCalledTimes(2);
    env.hold(false);
    await first;
    await flush();
    env.hold(false);
    await flush();
    expect(env.call).toHaveBeenCalledTimes(3);
  });

  // A wallet push of the wrong shape never reaches the store: `HostApi.realtime` drops it
  // (host-api.test.ts).
  it('drops a balances reply of the wrong shape', async () => {
    const env = setup();
    env.setReply([{ tokenId: 'USDT', free: '1e3', locked: '0' }]);
    env.session.setState(loggedIn(0));
    await flush();
    expect(env.account.get().balances).toEqual([]);
  });

  it('keeps the open ordinary orders of the classic feed for marking', () => {
    const env = setup({ session: loggedIn(0) });
    env.push('order_new', [order('1', 'NEW'), order('2', 'NEW')], 'snapshot');
    env.push('order_new', [order('1', 'FILLED'), order('3', 'PARTIALLY_FILLED')]);
    expect(env.account.get().openOrders.map((o) => o.orderId)).toEqual(['2', '3']);
  });

  it('maps the UTA feed and leaves plan orders out of the marking list', () => {
    const env = setup({ session: loggedIn(1) });
    env.push(
      'user.uta.spot.order',
      [order('1', 'New'), order('2', 'Untriggered', { planType: 1 })],
      'snapshot',
    );
    expect(env.account.get().openOrders).toEqual([order('1', 'NEW')]);
    env.push('user.uta.spot.order', [order('1', 'Cancelled')]);
    expect(env.account.get().openOrders).toEqual([]);
  });

  it("empties the snapshot at logout, unsubscribes and ignores the old session's late reply", async () => {
    const env = setup({ session: loggedIn(0) });
    await flush();
    env.hold(true);
    void env.account.refresh();
    env.session.setState(makeSession());
    expect(env.handlers.size).toBe(0);
    env.hold(false);
    await flush();
    expect(env.account.get()).toEqual({ balances: [], openOrders: [], updatedAt: 0 });
  });

  it('starts over when another account logs in', async () => {
    const env = setup({ session: loggedIn(0, '7') });
    await flush();
    env.session.setState(loggedIn(1, '9'));
    await flush();
    expect(env.handlers.has('user.uta.spot.order')).toBe(true);
    expect(env.handlers.has('order_new')).toBe(false);
    expect(env.call).toHaveBeenCalledTimes(2);
  });
});

describe('mergeBalances', () => {
  it('replaces the named tokens and keeps the rest in place', () => {
    expect(mergeBalances([USDT, BTC], [{ ...USDT, free: '1' }])).toEqual([
      { ...USDT, free: '1' },
      BTC,
    ]);
  });
});

describe('applyOrderChanges', () => {
  it.each([
    ['NEW', true],
    ['PARTIALLY_FILLED', true],
    ['PARTIALLY_FILLED_CANCELED', false],
    ['FILLED', false],
    ['CANCELED', false],
    ['REJECTED', false],
  ])('keeps an order %s: %s', (status, kept) => {
    expect(applyOrderChanges([order('1', 'NEW')], [order('1', status)], false)).toHaveLength(
      kept ? 1 : 0,
    );
  });
});
