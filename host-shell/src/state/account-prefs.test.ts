import type { ApiResult } from '@spot/contracts';
import { PREFS_RETRY, createAccountPrefs, decodePref, encodePref } from './account-prefs';
import { createLocalPrefs } from './prefs';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

type Reply = ApiResult<unknown>;
const ok = (result: unknown): Reply => ({ ok: true, result });
const failed: Reply = { ok: false, kind: 'http', message: 'HTTP 503' };

function setUp(server: Record<string, string> = {}) {
  const calls: { name: string; request: unknown }[] = [];
  const saves: Reply[] = [];
  const timers: (() => void)[] = [];
  let preferences: Reply = ok(server);
  const api = {
    call: jest.fn((name: string, request: unknown) => {
      calls.push({ name, request });
      if (name === 'preferences') return Promise.resolve(preferences);
      return Promise.resolve(saves.shift() ?? ok({}));
    }),
  };
  const local = createLocalPrefs(memoryStorage());
  const prefs = createAccountPrefs({
    local,
    api: api as never,
    schedule: (run) => timers.push(run),
  });
  return {
    prefs,
    local,
    calls,
    saves,
    timers,
    fail: () => {
      preferences = failed;
    },
    saved: () => calls.filter((c) => c.name === 'setPreferences').map((c) => c.request),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pref encoding', () => {
  it.each<[unknown, string]>([
    ['read', 'read'],
    [true, 'true'],
    [['BTCUSDT', 'ETHUSDT'], '["BTCUSDT","ETHUSDT"]'],
    [{ step: '0.1' }, '{"step":"0.1"}'],
    [42, '42'],
  ])('stores %p as %p and reads it back', (value, text) => {
    expect(encodePref(value)).toBe(text);
    expect(decodePref(text)).toEqual(value);
  });

  it('reads text another client stored as text', () => {
    expect(decodePref('1700000000000abc')).toBe('1700000000000abc');
    expect(decodePref('{broken')).toBe('{broken');
  });
});

describe('createAccountPrefs', () => {
  it("keeps a visitor's preferences in the browser", async () => {
    const { prefs, local, calls } = setUp();
    await prefs.useAccount(null);
    prefs.set('theme', 'light');
    expect(local.get('theme')).toBe('light');
    expect(prefs.status()).toBe('local');
    expect(calls).toHaveLength(0);
  });

  it("reads the server's preferences at login and announces what changed", async () => {
    const { prefs } = setUp({ spotTradeGuide: 'read', SPOT_favorite: '["ETHUSDT"]' });
    const seen: unknown[] = [];
    prefs.subscribe('spotTradeGuide', (value) => seen.push(value));
    const statuses: string[] = [];
    prefs.onStatus((s) => statuses.push(s));
    await prefs.useAccount('1002');
    expect(statuses).toEqual(['loading', 'ready']);
    expect(prefs.get('spotTradeGuide')).toBe('read');
    expect(prefs.get('SPOT_favorite')).toEqual(['ETHUSDT']);
    expect(seen).toEqual(['read']);
  });

  it('falls back to the browser for a key the server lacks', async () => {
    const { prefs, local } = setUp({});
    local.set('theme', 'light');
    await prefs.useAccount('1002');
    expect(prefs.get('theme')).toBe('light');
  });

  it('saves the writes of one tick in one call, strings as text and the rest as JSON', async () => {
    const { prefs, saved, local } = setUp();
    await prefs.useAccount('1002');
    prefs.set('spotTradeGuide', 'read');
    prefs.set('SPOT_favorite', ['BTCUSDT']);
    expect(prefs.get('SPOT_favorite')).toEqual(['BTCUSDT']);
    await flush();
    expect(saved()).toEqual([
      { upsert_keys: { spotTradeGuide: 'read', SPOT_favorite: '["BTCUSDT"]' } },
    ]);
    // The visitor's own list is not touched by the account's.
    expect(local.get('SPOT_favorite')).toBeUndefined();
  });

  it('tries a failed save again, at most three times, with the newest value', async () => {
    const { prefs, saves, timers, saved } = setUp();
    await prefs.useAccount('1002');
    saves.push(failed, failed, failed);
    prefs.set('orders.allPairs', true);
    await flush();
    for (let i = 1; i < PREFS_RETRY.attempts; i += 1) {
      timers.shift()?.();
      await flush();
    }
    expect(saved()).toHaveLength(PREFS_RETRY.attempts);
    expect(timers).toHaveLength(0);
  });

  it('does not send an older value again once a newer one was set', async () => {
    const { prefs, saves, timers, saved } = setUp();
    await prefs.useAccount('1002');
    saves.push(failed);
    prefs.set('orders.allPairs', true);
    await flush();
    prefs.set('orders.allPairs', false);
    await flush();
    timers.shift()?.();
    await flush();
    expect(saved()).toEqual([
      { upsert_keys: { 'orders.allPairs': 'true' } },
      { upsert_keys: { 'orders.allPairs': 'false' } },
    ]);
  });

  it('goes back to the browser at logout, announcing the keys that change', async () => {
    const { prefs, local } = setUp({ theme: 'dark' });
    local.set('theme', 'light');
    await prefs.useAccount('1002');
    const seen: unknown[] = [];
    prefs.subscribe('theme', (value) => seen.push(value));
    await prefs.useAccount(null);
    expect(prefs.get('theme')).toBe('light');
    expect(seen).toEqual(['light']);
  });

  it('keeps a value set while the preferences load over the loaded one', async () => {
    const { prefs } = setUp({ 'orders.allPairs': 'true' });
    const loading = prefs.useAccount('1002');
    prefs.set('orders.allPairs', false);
    await loading;
    expect(prefs.get('orders.allPairs')).toBe(false);
  });

  it("says so when the server's preferences cannot be read, and keeps the browser's", async () => {
    const { prefs, fail, local } = setUp();
    fail();
    local.set('theme', 'light');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await prefs.useAccount('1002');
    expect(prefs.status()).toBe('failed');
    expect(prefs.get('theme')).toBe('light');
  });
});
