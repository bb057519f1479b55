import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { makeSession, makeUser, type FakeHost } from '@spot/contracts/testing';
import type { LtTokenOrder } from '@spot/contracts';
import { ltFakeHost, type LtFakeOptions } from '../testing/lt-fake-host';
import es from '../../locales/es/lt.json';
import { LtPage } from './lt-page';

async function renderPage(options: LtFakeOptions = {}, locale = 'en') {
  const fake = ltFakeHost(options);
  fake.setAccount({
    balances: [
      { tokenId: 'USDT', free: '1000', locked: '0', transferLimit: '0', occAssetUSDTValue: '0' },
      { tokenId: 'BTC3L', free: '30', locked: '0', transferLimit: '0', occAssetUSDTValue: '0' },
    ],
  });
  const t = (key: string, params?: Record<string, string>) =>
    fake.i18n.t(`lt:${key}`, params ?? {});
  const view = await act(async () =>
    render(<LtPage host={fake.host} symbolName="BTC3LUSDT" locale={locale} t={t} />),
  );
  return { fake, view };
}

const input = () => screen.getByRole('textbox');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const lastToast = (fake: FakeHost) => fake.toasts.at(-1);

const setLast = (fake: FakeHost, lastPrice: string) =>
  act(() => fake.setLastPrice('BTC3LUSDT', lastPrice));

const order = (patch: Partial<LtTokenOrder>): LtTokenOrder => ({
  orderId: 'lt-1',
  orderType: 1,
  orderQuantity: '100',
  status: 2,
  symbol: 'BTC3LUSDT',
  createdTime: 1_700_000_000_000,
  updatedTime: 1_700_000_000_000,
  ...patch,
});

describe('the LT page', () => {
  it('shows a visitor the token and its figures, and a log-in prompt in place of the panel', async () => {
    const { fake } = await renderPage({ session: makeSession() });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('BTC3LUSDT: 3× long BTC');
    expect(screen.getByTestId('lt-nav').textContent).toBe('2.5000');
    expect(screen.getByTestId('lt-login').textContent).toContain('Log in');
    expect(screen.queryByRole('textbox')).toBeNull();
    // Nothing of an account is asked for a visitor.
    expect(fake.callsOf('accountInfo')).toHaveLength(0);
    expect(fake.callsOf('ltOrders')).toHaveLength(0);
    expect(fake.subscribed('lt_order')).toBe(false);
  });

  it('gives a demo account the demo note, not the panel', async () => {
    await renderPage({
      session: makeSession({ isLogin: true, user: { isDemoAccount: true, demo_id: 'd1' } }),
    });
    expect(screen.getByTestId('lt-demo')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('refuses an empty amount and an amount above the balance with their toasts, sending nothing', async () => {
    const { fake } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(lastToast(fake)).toMatchObject({
      kind: 'error',
      key: 'lt:lt_subscription_failed_input_amount',
    });
    type('1500');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(lastToast(fake)).toMatchObject({
      key: 'lt:lt_subscription_usdt_not_enough',
      params: { currency: 'USDT' },
    });
    expect(fake.callsOf('ltSubscribe')).toHaveLength(0);
  });

  it('names the closed status before the limits', async () => {
    const { fake } = await renderPage({ nav: { st: 3 } });
    expect(screen.getByTestId('lt-subscription-status').textContent).toBe('Closed');
    type('1');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(lastToast(fake)?.key).toBe('lt:lt_subscription_failed_closed');
  });

  it('keeps text that is not a number as typed, with its hint, and cannot submit it', async () => {
    await renderPage();
    type('1,000');
    expect((input() as HTMLInputElement).value).toBe('1,000');
    expect(screen.getByText(/may separate thousands/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', true);
    type('12,5');
    expect((input() as HTMLInputElement).value).toBe('12.5');
  });

  it('refuses 1,000 typed key by key, as pasted, though its comma was shown as a point', async () => {
    await renderPage();
    for (const key of '1,000') type((input() as HTMLInputElement).value + key);
    expect((input() as HTMLInputElement).value).toBe('1,000');
    expect(screen.getByText(/may separate thousands/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', true);
  });

  it('refuses 1.500 in Spanish, where a point may group thousands, and reads 1,5', async () => {
    const { fake } = await renderPage({ lng: 'es' }, 'es');
    type('1.500');
    expect((input() as HTMLInputElement).value).toBe('1.500');
    expect(screen.getByText(es.numberHint.ambiguous)).toBeTruthy();
    expect(screen.getByRole('button', { name: es.subscribe })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: es.subscribe }));
    expect(fake.callsOf('ltSubscribe')).toHaveLength(0);
    type('1,5');
    expect((input() as HTMLInputElement).value).toBe('1.5');
    expect(screen.queryByText(es.numberHint.ambiguous)).toBeNull();
  });

  it('reads 1.500 as 1.5 in English, where a point does not group thousands', async () => {
    await renderPage();
    type('1.500');
    expect((input() as HTMLInputElement).value).toBe('1.500');
    expect(screen.queryByText(/may separate thousands/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', false);
  });

  it('shows the tokens to receive, asks to confirm, sends the amount as typed, and announces the result once', async () => {
    const { fake } = await renderPage();
    type('100');
    expect(screen.getByTestId('lt-estimate').textContent).toContain('40.00 BTC3L');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('group', { name: 'Check before you confirm' }).textContent).toContain(
      'Subscribe 100 USDT for about 40.00 BTC3L',
    );
    fake.handlers.ltSubscribe = () => ({ ok: true, result: order({}) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    });
    expect(fake.callsOf('ltSubscribe').map((c) => c.request)).toEqual([
      { symbol: 'BTC3LUSDT', amount: '100' },
    ]);
    expect(lastToast(fake)).toMatchObject({ kind: 'info', key: 'lt:submitted.subscribe' });
    const rows = () => within(screen.getByTestId('lt-orders')).getAllByRole('row');
    expect(rows()[1]?.textContent).toContain('Processing');

    const done = order({
      status: 1,
      updatedTime: 1_700_000_001_000,
      nav: '2.5',
      filledQuantity: '40',
    });
    act(() => fake.push('lt_order', [done]));
    act(() => fake.push('lt_order', [done]));
    act(() => fake.push('lt_order', [done], 'snapshot'));
    const results = fake.toasts.filter((t) => t.key.startsWith('lt:result.'));
    expect(results).toEqual([
      {
        kind: 'success',
        key: 'lt:result.subscription.success',
        params: { symbol: 'BTC3LUSDT', quantity: '100' },
      },
    ]);
    expect(rows()[1]?.textContent).toContain('Completed');
    expect(rows()[1]?.textContent).toContain('40 BTC3L');
    expect(fake.counts.refreshes).toBeGreaterThan(0);
  });

  it('toasts a failed settlement on the UTA topic', async () => {
    const { fake } = await renderPage({
      session: makeSession({ isLogin: true, user: makeUser({ isUTA: true }) }),
    });
    expect(fake.subscribed('user.lt.order')).toBe(true);
    act(() => fake.push('user.lt.order', [order({ orderType: 2, status: 3 })]));
    expect(lastToast(fake)).toMatchObject({
      kind: 'error',
      key: 'lt:result.redemption.failure',
    });
  });

  it('shows the server refusal by its key when the status changed since the page read it', async () => {
    const { fake } = await renderPage();
    fake.handlers.ltSubscribe = () => ({
      ok: false,
      kind: 'business',
      code: 34003,
      message: 'lt_subscription_failed_closed: subscription of BTC3LUSDT is closed (st 3)',
    });
    type('10');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    });
    expect(lastToast(fake)).toMatchObject({
      kind: 'error',
      key: 'lt:lt_subscription_failed_closed',
    });
  });

  it('warns a wear-position account before it confirms, without blocking', async () => {
    const { fake } = await renderPage({
      handlers: {
        accountInfo: () => ({
          ok: true,
          result: { riskState: 5, isolatedMargin: false, leverageOff: false, web2Update: false },
        }),
      },
    });
    type('10');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const review = screen.getByRole('group', { name: 'Check before you confirm' });
    expect(within(review).getByRole('alert').textContent).toContain('margin is strained');
    expect(fake.toasts.filter((t) => t.kind === 'error')).toHaveLength(0);
  });

  it('redeems by quantity, with the fee, and refuses more than is held', async () => {
    const { fake } = await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Redeem' }));
    expect(screen.getByTestId('lt-available').textContent).toBe('30.00 BTC3L');
    type('40');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(lastToast(fake)).toMatchObject({
      key: 'lt:lt_amount_not_enough',
      params: { currency: 'BTC3L' },
    });
    type('10');
    // 10 × 2.5 = 25 USDT, less the 0.1 % fee.
    expect(screen.getByTestId('lt-estimate').textContent).toContain('24.97500000 USDT');
    expect(screen.getByTestId('lt-estimate').textContent).toContain('Fee0.02500000 USDT');
  });

  it('shows the net-value risk hint only past diffNvRate', async () => {
    const { fake } = await renderPage();
    setLast(fake, '2.6');
    // A premium over the 2.5 net value reads +, a discount −.
    expect(screen.getByTestId('lt-deviation').textContent).toBe('+4.00%');
    expect(screen.queryByTestId('lt-nav-risk')).toBeNull();
    setLast(fake, '2.4');
    expect(screen.getByTestId('lt-deviation').textContent).toBe('-4.00%');
    setLast(fake, '2.7');
    expect(screen.getByTestId('lt-nav-risk').textContent).toContain('8.00%');
    setLast(fake, '2.3');
    expect(screen.getByTestId('lt-deviation').textContent).toBe('-8.00%');
    expect(screen.getByTestId('lt-nav-risk').textContent).toContain('8.00%');
  });

  it('says why the info could not be read, and reads it again on retry', async () => {
    let fail = true;
    const { fake } = await renderPage({
      handlers: {
        ltNavInfo: () =>
          fail
            ? { ok: false, kind: 'network', message: 'offline' }
            : { ok: true, result: { symbolName: 'BTC3LUSDT', st: 1, nav: '2.5' } },
      },
    });
    expect(screen.getByRole('alert').textContent).toContain('offline');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(screen.getByTestId('lt-nav').textContent).toBe('2.5000');
    expect(fake.callsOf('ltSymbolInfo')).toHaveLength(2);
  });
});
