import type { AccountInfo, EndpointName, Order, Roles, Session, SymbolInfo } from '@spot/contracts';
import {
  createFakeHost as createContractFakeHost,
  makeSession,
  makeTicker,
  type FakeHandler,
} from '@spot/contracts/testing';
import i18next from 'i18next';
import en from '../../locales/en/order-entry.json';
import { NORMAL_ACCOUNT, symbolOf } from './fixtures';

/** An i18next instance with this app's English texts, as the host would have loaded them. */
export function testI18n() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    resources: { en: { 'order-entry': en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Logged in as user `id` with these roles over a classic account's, or logged out for `null`. */
export function sessionOf(roles: Partial<Roles> | null, id = 'u1'): Session {
  if (roles === null) return makeSession();
  return makeSession({ isLogin: true, roles, user: { id } });
}

export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'o1',
    clientOrderId: 'c1',
    symbolId: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    price: '65000',
    origQty: '1',
    executedQty: '0',
    status: 'NEW',
    time: 1,
    ...overrides,
  };
}

/**
 * The contract's fake host set up for the order entry: the endpoints it calls answer as for a
 * funded classic account (balances, quota, account info, a created order); `fake.handlers`
 * changes an answer; a ticker of BTCUSDT at `lastPrice` when given.
 */
export function createFakeHost(
  options: {
    session?: Session;
    symbols?: readonly SymbolInfo[];
    account?: Partial<AccountInfo>;
    lastPrice?: string;
  } = {},
) {
  const ok = (result: unknown) => ({ ok: true as const, result });
  const handlers: Partial<Record<EndpointName, FakeHandler>> = {
    balances: () =>
      ok([
        { tokenId: 'BTC', free: '2.5', locked: '0', transferLimit: '2.5', occAssetUSDTValue: '0' },
        {
          tokenId: 'USDT',
          free: '100000',
          locked: '0',
          transferLimit: '100000',
          occAssetUSDTValue: '0',
        },
      ]),
    innovationQuota: () => ok({}),
    accountInfo: () => ok({ ...NORMAL_ACCOUNT, ...options.account }),
    orderCreate: (request) =>
      ok(orderOf({ clientOrderId: (request as { client_order_id: string }).client_order_id })),
    planOrderCreate: () => ok(orderOf({ type: 'LIMIT', planType: 1 })),
    ocoOrderCreate: () => ok(orderOf({ planType: 10 })),
  };
  const fake = createContractFakeHost({
    session: options.session ?? sessionOf({}),
    symbols: options.symbols ?? [symbolOf()],
    i18n: testI18n(),
    handlers,
  });
  if (options.lastPrice) {
    fake.ticker('BTCUSDT').set({
      symbolName: 'BTCUSDT',
      ticker: makeTicker('BTCUSDT', { lastPrice: options.lastPrice }),
      ts: 1,
    });
  }
  return fake;
}
