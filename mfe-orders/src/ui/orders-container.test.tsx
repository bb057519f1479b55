import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import {
  LOGGED_OUT_ROLES,
  RESTRICTIVE_COMPLIANCE,
  type HostApi,
  type Session,
} from '@spot/contracts';
import { OrdersContainer } from './orders-container';

function hostWith(session: Session): HostApi {
  const instance = i18next.createInstance();
  void instance.init({ lng: 'en', resources: {} });
  return {
    session: { get: () => session, subscribe: () => () => undefined },
    i18n: { instance, loadNamespace: async () => undefined },
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
