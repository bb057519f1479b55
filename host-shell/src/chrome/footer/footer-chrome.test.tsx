import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { makeSession, memoryStorage } from '@spot/contracts/testing';
import { createFakeHost, hostI18n, renderWithI18n } from '../testing/fake-host';
import {
  CustomerServiceButton,
  FooterChrome,
  RewardsHubEntry,
  RoutePickerSlot,
} from './footer-chrome';

let i18n: I18n;

beforeAll(async () => {
  i18n = await hostI18n();
});

describe('RewardsHubEntry', () => {
  it('links a logged-out visitor to the rewards hub on the main site, under the locale', () => {
    const fake = createFakeHost();
    renderWithI18n(i18n, <RewardsHubEntry host={fake.host} locale="de" />);
    expect(screen.getByRole('link', { name: 'Rewards Hub' }).getAttribute('href')).toBe(
      'https://www.example.com/de/rewards-hub',
    );
  });

  it('stays on this site for a host without a main site (before contract 1.1.0)', () => {
    const fake = createFakeHost({ mainSite: null });
    renderWithI18n(i18n, <RewardsHubEntry host={fake.host} locale="de" />);
    expect(screen.getByRole('link', { name: 'Rewards Hub' }).getAttribute('href')).toBe(
      '/de/rewards-hub',
    );
  });

  it('hides from a demo user and appears when the session changes to a regular user', () => {
    const fake = createFakeHost({ session: makeSession({ isLogin: true, roles: { demo: true } }) });
    renderWithI18n(i18n, <RewardsHubEntry host={fake.host} locale="en" />);
    expect(screen.queryByRole('link', { name: 'Rewards Hub' })).toBeNull();
    act(() => fake.setSession(makeSession({ isLogin: true })));
    expect(screen.getByRole('link', { name: 'Rewards Hub' })).toBeTruthy();
  });

  it('hides where the compliance config turns it off', () => {
    const fake = createFakeHost({ session: makeSession({ compliance: { rewardsHub: false } }) });
    renderWithI18n(i18n, <RewardsHubEntry host={fake.host} locale="en" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('CustomerServiceButton', () => {
  const support = () =>
    createFakeHost({
      handlers: {
        supportChat: (request) =>
          (request as { message: string }).message.includes('fee')
            ? {
                ok: true,
                result: { answer: 'Fees are shown in the form.', topic: 'fees', handoff: false },
              }
            : { ok: false, kind: 'http', message: 'down' },
      },
    });

  it('opens a support dialog that says how to reach support', () => {
    renderWithI18n(i18n, <CustomerServiceButton host={support().host} />);
    const button = screen.getByRole('button', { name: 'Customer service' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Customer service' });
    expect(dialog.textContent).toContain('Our support team is available 24/7');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' }));
  });

  it('asks the support bot in the page language and logs its answer, or why none came', async () => {
    const fake = support();
    renderWithI18n(i18n, <CustomerServiceButton host={fake.host} />);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    const input = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.change(input, { target: { value: '  what fee do I pay? ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(fake.callsOf('supportChat')[0]?.request).toEqual({
      message: 'what fee do I pay?',
      lang: 'en',
    });
    const log = screen.getByRole('log');
    expect(log.textContent).toContain('what fee do I pay?');
    expect(log.textContent).toContain('Fees are shown in the form.');
    // The bot's and the trader's words keep their own direction on any page.
    expect(screen.getByText('Fees are shown in the form.').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('what fee do I pay?').getAttribute('dir')).toBe('auto');
    expect((input as HTMLInputElement).value).toBe('');
    fireEvent.change(input, { target: { value: 'withdrawal' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(log.textContent).toContain('Support could not be reached');
    // Nothing to send: the button waits for text.
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('closes with the close button and gives focus back to the trigger', () => {
    renderWithI18n(i18n, <CustomerServiceButton host={support().host} />);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Customer service' }));
  });

  it('closes with Escape and with a click outside, not with a click inside', () => {
    renderWithI18n(i18n, <CustomerServiceButton host={support().host} />);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('presentation'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('RoutePickerSlot', () => {
  it('holds the route picker it is given', () => {
    renderWithI18n(
      i18n,
      <RoutePickerSlot>
        <button type="button">Auto</button>
      </RoutePickerSlot>,
    );
    expect(
      screen.getByRole('button', { name: 'Auto' }).closest('[data-slot="route-picker"]'),
    ).not.toBeNull();
  });
});

describe('FooterChrome', () => {
  it('shows every footer piece for a visitor, in order', () => {
    const fake = createFakeHost();
    const storage = memoryStorage({ SPOT_favorite: '["ETHUSDT"]' });
    const { container } = renderWithI18n(
      i18n,
      <FooterChrome host={fake.host} symbolName="BTCUSDT" locale="en" storage={storage} />,
    );
    expect(screen.getByRole('group', { name: 'Favourites' }).textContent).toContain('ETH/USDT');
    expect(screen.getByRole('group', { name: 'Recent' }).textContent).toContain('BTC/USDT');
    expect(screen.getByRole('link', { name: 'Rewards Hub' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
    const order = [...container.querySelectorAll('.footer-chrome > *')].map((el) => el.className);
    expect(order).toEqual([
      'footer-symbols',
      'footer-symbols',
      'footer-route-slot',
      'footer-rewards',
      'footer-support',
    ]);
  });
});
