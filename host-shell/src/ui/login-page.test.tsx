import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createFakeHost, hostI18n, renderWithI18n } from '../chrome/testing/fake-host';
import { LoginPage } from './login-page';
import { ShellContext, type Shell } from './shell-context';

let i18n: I18n;
beforeAll(async () => {
  i18n = await hostI18n();
});

describe('LoginPage', () => {
  it("shows the exchange's own refusal in its own direction", async () => {
    const fake = createFakeHost({
      handlers: {
        login: () => ({ ok: false, kind: 'business', code: 10001, message: 'Wrong password.' }),
      },
    });
    const shell = { host: fake.host, session: { announce: () => {} } } as unknown as Shell;
    renderWithI18n(
      i18n,
      <ShellContext.Provider value={shell}>
        <LoginPage mode="login" redirect="/en/trade/spot/BTC/USDT" />
      </ShellContext.Provider>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@sim.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Log in' }));
    });
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Wrong password.');
    expect(error.getAttribute('dir')).toBe('auto');
  });
});
