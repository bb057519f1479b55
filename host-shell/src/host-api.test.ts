import {
  ACCOUNT_ERROR_CODES,
  type ApiResult,
  type HostApiClient,
  type HostUi,
} from '@spot/contracts';
import { createRealtimeFacade, withDemoToast } from './host-api';
import type { DataHandler, RealtimeClient } from './realtime/realtime-client';

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

describe('the realtime facade', () => {
  function setup() {
    const handlers = new Map<string, DataHandler>();
    const client = {
      subscribe: jest.fn((key: string, _t: string, _p: unknown, handler: DataHandler) => {
        handlers.set(key, handler);
        return () => handlers.delete(key);
      }),
    } as unknown as RealtimeClient;
    const facade = createRealtimeFacade(client);
    const deliver = (key: string, data: unknown) =>
      handlers.get(key)?.({ topic: key.split('.')[0] ?? '', key, type: 'delta', ts: 1, data });
    return { client, facade, deliver };
  }
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('refuses a topic outside the contract without asking the server', () => {
    const { client, facade } = setup();
    // A remote built without the types (or against another contract) may still ask.
    const off = facade.subscribe('private.secrets' as never, {} as never, jest.fn());
    expect(client.subscribe).not.toHaveBeenCalled();
    expect(() => off()).not.toThrow();
  });

  it('hands a private payload of the right shape to the remote and drops a wrong one', () => {
    const { facade, deliver } = setup();
    const onMessage = jest.fn();
    facade.subscribe('match', {}, onMessage);
    deliver('match', [{ execId: 1 }]);
    deliver('match', 'not a list');
    expect(onMessage).not.toHaveBeenCalled();
    deliver('match', []);
    expect(onMessage).toHaveBeenCalledWith([], 'delta');
  });

  it('drops a public payload of the wrong shape', () => {
    const { facade, deliver } = setup();
    const onMessage = jest.fn();
    facade.subscribe('instrument_info', { symbol: 'BTCUSDT' }, onMessage);
    deliver('instrument_info.BTCUSDT', { symbol: 'BTCUSDT', lastPrice: 1 });
    expect(onMessage).not.toHaveBeenCalled();
  });
});
