import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import {
  LOGGED_OUT_ROLES,
  RESTRICTIVE_COMPLIANCE,
  type HostApi,
  type Session,
} from '@spot/contracts';
import { OrdersContainer } from './orders-container';

function hostWith(session: Session, call: jest.Mock = jest.fn()): HostApi {
  const instance = i18next.createInstance();
  void instance.init({ lng: 'en', resources: {} });
  return {
    session: { get: () => session, subscribe: () => () => undefined },
    i18n: { instance, loadNamespace: async () => undefined },
    api: { call },
  } as unknown as HostApi;
}

const visitor: Session = {
  isLogin: false,
  userState: null,
  user: null,
  roles: LOGGED_OUT_ROLES,
  compliance: RESTRICTIVE_COMPLIANCE,
};

describe('OrdersContainer', () => {
  it('shows a visitor the login and register links with the locale and a redirect', () => {
    render(
      <OrdersContainer
        host={hostWith(visitor)}
        slot="orders"
        locale="en"
        theme="dark"
        symbol={{ symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false }}
      />,
    );
    expect(screen.getByRole('link', { name: 'login' }).getAttribute('href')).toBe(
      '/en/login?redirect_url=%2F',
    );
    expect(screen.getByRole('link', { name: 'register' }).getAttribute('href')).toBe(
      '/en/register?redirect_url=%2F',
    );
  });
});

const trader: Session = { ...visitor, isLogin: true, userState: 1 };
const order = {
  orderId: '7',
  clientOrderId: 'c7',
  symbolId: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  price: '1000.50',
  origQty: '0.010000',
  executedQty: '0',
  status: 'NEW',
  time: 1,
};
const props = {
  slot: 'orders' as const,
  locale: 'en',
  theme: 'dark' as const,
  symbol: { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false },
};

describe('OrdersContainer for a trader', () => {
  it('lists the open orders the exchange returns', async () => {
    const call = jest.fn(async () => ({ ok: true, result: [order] }));
    render(<OrdersContainer host={hostWith(trader, call)} {...props} />);
    expect(await screen.findByText('1000.50')).toBeTruthy();
    expect(screen.getByText('NEW')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'openOrders',
      { from_order_id: '0', limit: 100 },
      expect.anything(),
    );
  });

  it('says what went wrong when the list cannot be read', async () => {
    const call = jest.fn(async () => ({ ok: false, kind: 'network', message: 'offline' }));
    render(<OrdersContainer host={hostWith(trader, call)} {...props} />);
    expect((await screen.findByRole('alert')).textContent).toBe('offline');
  });
});
