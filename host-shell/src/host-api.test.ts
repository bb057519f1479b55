import {
  ACCOUNT_ERROR_CODES,
  type ApiResult,
  type HostApiClient,
  type HostUi,
} from '@spot/contracts';
import { withDemoToast } from './host-api';

function fakeApi(result: ApiResult<unknown>): HostApiClient {
  return { call: async () => result as never };
}

function fakeUi(): HostUi & { toasts: unknown[] } {
  const toasts: unknown[] = [];
  return { toasts, toast: (t) => void toasts.push(t), confirm: async () => false };
}

describe('withDemoToast', () => {
  it('shows the demo toast when the exchange says a demo account cannot do this', async () => {
    const ui = fakeUi();
    const reply: ApiResult<unknown> = {
      ok: false,
      kind: 'business',
      code: ACCOUNT_ERROR_CODES.demoNotSupported,
      message: 'no',
    };
    const api = withDemoToast(fakeApi(reply), ui);
    expect(await api.call('demoWallet', {})).toEqual(reply);
    expect(ui.toasts).toEqual([{ kind: 'info', key: 'spot-exchange:demoNotSupported' }]);
  });

  it('stays quiet for any other result', async () => {
    const ui = fakeUi();
    await withDemoToast(
      fakeApi({ ok: false, kind: 'business', code: 10007, message: 'x' }),
      ui,
    ).call('demoWallet', {});
    await withDemoToast(fakeApi({ ok: true, result: null }), ui).call('logout', {});
    expect(ui.toasts).toEqual([]);
  });
});
