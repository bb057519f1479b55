import type { ApiResult, HostApiClient, HostPrefs, Session } from '@spot/contracts';
import { RESTRICTIVE_COMPLIANCE } from '@spot/contracts';
import { fakeSubscribable, makeSession } from '@spot/contracts/testing';
import { createChartStore } from './chart-store';
import { startSettingsSync } from './settings-sync';

const prefs: HostPrefs = {
  get: () => undefined,
  set: () => undefined,
  subscribe: () => () => undefined,
};

function session(isLogin: boolean, demo = false): Session {
  return makeSession({
    isLogin,
    user: { id: 'u1' },
    roles: { demo },
    compliance: RESTRICTIVE_COMPLIANCE,
  });
}

const hostSession = fakeSubscribable<Session>;

function fakeChannel() {
  return {
    postMessage: jest.fn(),
    close: jest.fn(),
    onmessage: null as ((e: MessageEvent) => void) | null,
  };
}

function api(config: string) {
  const calls: { name: string; request: unknown }[] = [];
  const client = {
    call: jest.fn(async (name: string, request: unknown): Promise<ApiResult<unknown>> => {
      calls.push({ name, request });
      if (name === 'getKlineConfig') return { ok: true, result: { kline: config } };
      return { ok: true, result: null };
    }),
  } as unknown as HostApiClient;
  return { client, calls };
}

const saved = JSON.stringify({
  version: '1000',
  saveData: { version: 1, style: 'area', indicators: ['RSI'] },
});

describe('settings sync', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('loads the saved setting and autosaves changes for a logged-in user', async () => {
    const { client, calls } = api(saved);
    const store = createChartStore({ symbolName: 'BTCUSDT', prefs, storage: null });
    const channel = fakeChannel();
    startSettingsSync({
      api: client,
      session: hostSession(session(true)),
      store,
      symbolName: 'BTCUSDT',
      onSyncEvent: jest.fn(),
      channel,
      now: () => Date.now(),
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().layout.style).toBe('area');
    store.getState().setStyle('bar');
    await jest.advanceTimersByTimeAsync(5_000);
    const set = calls.filter((c) => c.name === 'setKlineConfig');
    expect(set).toHaveLength(1);
    const kline = JSON.parse((set[0]!.request as { kline: string }).kline);
    expect(kline.saveData.style).toBe('bar');
    expect(channel.postMessage).toHaveBeenCalledWith({ version: kline.version });
  });

  it('neither loads nor saves for a demo account or a visitor', async () => {
    for (const who of [session(true, true), session(false)]) {
      const { client, calls } = api(saved);
      const store = createChartStore({ symbolName: 'BTCUSDT', prefs, storage: null });
      startSettingsSync({
        api: client,
        session: hostSession(who),
        store,
        symbolName: 'BTCUSDT',
        onSyncEvent: jest.fn(),
        channel: fakeChannel(),
      });
      store.getState().setStyle('bar');
      await jest.advanceTimersByTimeAsync(10_000);
      expect(calls).toEqual([]);
    }
  });

  it('treats a save in another tab and a login as sync events', async () => {
    const { client } = api(saved);
    const store = createChartStore({ symbolName: 'BTCUSDT', prefs, storage: null });
    const channel = fakeChannel();
    const who = hostSession(session(false));
    const onSyncEvent = jest.fn();
    startSettingsSync({
      api: client,
      session: who,
      store,
      symbolName: 'BTCUSDT',
      onSyncEvent,
      channel,
    });
    who.set(session(true));
    await jest.advanceTimersByTimeAsync(0);
    expect(onSyncEvent).toHaveBeenCalledTimes(1);
    channel.onmessage?.({ data: { version: '2000' } } as MessageEvent);
    await jest.advanceTimersByTimeAsync(0);
    expect(onSyncEvent).toHaveBeenCalledTimes(2);
    channel.onmessage?.({ data: { version: 'junk' } } as MessageEvent);
    await jest.advanceTimersByTimeAsync(0);
    expect(onSyncEvent).toHaveBeenCalledTimes(2);
  });
});
