import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EndpointName, TokenBalance, UnifiedBalances, UserInfo } from '@spot/contracts';
import { API_ERROR_CODES, CSRF_COOKIE, deriveRoles, isDecimalString } from '@spot/contracts';
import { ACCOUNT_ERROR_CODES } from '../accounts/account-errors';
import { SEED_PASSWORD } from '../accounts/seed-accounts';
import { SESSION_COOKIE } from '../accounts/session-store';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import { parseCookies } from './cookies';

let dir: string;
let sim: RunningSim;

const start = () => startSim({ port: 0, port2: null, dataDir: dir, warmupSteps: 5, bookRate: 0 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sim-account-routes-'));
  sim = await start();
});

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

async function client(): Promise<ApiTestClient> {
  return new ApiTestClient(sim.ports.route1).start();
}

async function loggedIn(email: string): Promise<ApiTestClient> {
  const c = await client();
  const res = await c.call('login', { email, password: SEED_PASSWORD });
  expect(res.body).toMatchObject({ code: 0 });
  return c;
}

const shared = new Map<string, Promise<ApiTestClient>>();
/** One logged-in client per account for tests that only read or send bad input. */
function sharedSession(email: string): Promise<ApiTestClient> {
  let c = shared.get(email);
  if (!c) {
    c = loggedIn(email);
    shared.set(email, c);
  }
  return c;
}

describe('login, logout and userInfo', () => {
  it('logs in, sets an httpOnly session cookie and returns the user', async () => {
    const c = await client();
    const res = await c.call('login', { email: 'uta2@sim.test', password: SEED_PASSWORD });
    expect(res.status).toBe(200);
    const user = res.body?.result as UserInfo;
    expect(user).toMatchObject({ email: 'uta2@sim.test', unified_account: 2, userState: 1 });
    expect(deriveRoles(user).utaLevel).toBe(2);
    const line = res.cookies.get(SESSION_COOKIE) ?? '';
    expect(line).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect((await c.call('userInfo')).body?.result).toEqual(user);
  });

  it('answers userInfo with null for a visitor', async () => {
    const res = await (await client()).call('userInfo');
    expect(res.body).toMatchObject({ code: 0, result: null });
  });

  it('ends the session on logout, also for a copy of the old cookie', async () => {
    const c = await loggedIn('classic@sim.test');
    const token = c.jar.get(SESSION_COOKIE) ?? '';
    const res = await c.call('logout');
    expect(res.body).toMatchObject({ code: 0, result: null });
    expect(res.cookies.get(SESSION_COOKIE)).toMatch(/Max-Age=0/);
    expect((await c.call('userInfo')).body?.result).toBeNull();
    c.jar.set(SESSION_COOKIE, token);
    expect((await c.call('userInfo')).body?.result).toBeNull();
  });

  it('enforces CSRF on login', async () => {
    const c = await client();
    const credentials = { email: 'uta1@sim.test', password: SEED_PASSWORD };
    const missing = await c.call('login', credentials, { csrf: null });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: API_ERROR_CODES.csrf });
    const wrong = await c.call('login', credentials, { csrf: 'f'.repeat(32) });
    expect(wrong.status).toBe(403);
    expect(wrong.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('gives a wrong password and an unknown email the same rejection', async () => {
    const c = await client();
    const wrong = await c.call('login', { email: 'uta1@sim.test', password: 'not-it' });
    const unknown = await c.call('login', { email: 'nobody@sim.test', password: SEED_PASSWORD });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      code: ACCOUNT_ERROR_CODES.badCredentials,
      success: false,
      message: 'wrong email or password',
      result: null,
    });
    expect(wrong.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('lets the realtime layer find the user of a session cookie', async () => {
    const c = await loggedIn('leader@sim.test');
    const header = `${SESSION_COOKIE}=${c.jar.get(SESSION_COOKIE)}; ${CSRF_COOKIE}=x`;
    expect(sim.accounts.sessionUser(parseCookies(header))?.email).toBe('leader@sim.test');
    expect(sim.accounts.sessionUser(parseCookies(`${SESSION_COOKIE}=forged`))).toBeNull();
  });
});

describe('without a session', () => {
  it.each<[EndpointName, Record<string, unknown>]>([
    ['accountInfo', {}],
    ['preferences', {}],
    ['setPreferences', { upsert_keys: { a: 'b' } }],
    ['getKlineConfig', {}],
    ['setKlineConfig', { kline: '{"version":"1","saveData":{}}' }],
    ['balances', {}],
    ['unifiedAsset', { symbolName: 'BTCUSDT', side: 'BUY', isMargin: false }],
    ['innovationQuota', {}],
    ['liabilities', { settleCoin: 'all', ignoreZeroBorrowSize: true }],
    ['demoWallet', {}],
    ['demoRecharge', { bizScene: 'SPOT_TRADE' }],
    ['otcGuided', {}],
  ])('%s answers code 10007', async (name, request) => {
    const res = await (await client()).call(name, request);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: API_ERROR_CODES.notLoggedIn, success: false });
  });
});

describe('bad input', () => {
  it.each<[string, EndpointName, string, Record<string, unknown> | string]>([
    ['login: no password', 'login', '', { email: 'a@sim.test' }],
    ['login: email not a string', 'login', '', { email: 5, password: 'x' }],
    ['login: over-long email', 'login', '', { email: `${'a'.repeat(300)}@x`, password: 'x' }],
    ['login: body not an object', 'login', '', '["a"]'],
    ['setPreferences: no upsert_keys', 'setPreferences', 'uta1', { keys: {} }],
    ['setPreferences: number value', 'setPreferences', 'uta1', { upsert_keys: { a: 1 } }],
    ['setPreferences: bad key', 'setPreferences', 'uta1', { upsert_keys: { 'a b': 'x' } }],
    ['setPreferences: empty', 'setPreferences', 'uta1', { upsert_keys: {} }],
    ['setKlineConfig: kline not JSON', 'setKlineConfig', 'uta1', { kline: '{nope' }],
    [
      'setKlineConfig: version a number',
      'setKlineConfig',
      'uta1',
      { kline: '{"version":1,"saveData":{}}' },
    ],
    ['setKlineConfig: no saveData', 'setKlineConfig', 'uta1', { kline: '{"version":"1"}' }],
    ['setKlineConfig: kline an object', 'setKlineConfig', 'uta1', { kline: { version: '1' } }],
    ['setKlineConfig: over-long', 'setKlineConfig', 'uta1', { kline: 'x'.repeat(40_000) }],
    [
      'unifiedAsset: bad side',
      'unifiedAsset',
      'uta1',
      { symbolName: 'BTCUSDT', side: 'buy', isMargin: false },
    ],
    ['unifiedAsset: no symbol', 'unifiedAsset', 'uta1', { side: 'BUY', isMargin: false }],
    [
      'unifiedAsset: isMargin',
      'unifiedAsset',
      'uta1',
      { symbolName: 'BTCUSDT', side: 'BUY', isMargin: 1 },
    ],
    [
      'unifiedAsset: limitPrice not decimal',
      'unifiedAsset',
      'uta1',
      { symbolName: 'BTCUSDT', side: 'BUY', isMargin: true, limitPrice: '1e3' },
    ],
    [
      'liabilities: settleCoin',
      'liabilities',
      'uta1',
      { settleCoin: 'USDT', ignoreZeroBorrowSize: true },
    ],
    [
      'liabilities: flag type',
      'liabilities',
      'uta1',
      { settleCoin: 'all', ignoreZeroBorrowSize: 'yes' },
    ],
    ['demoRecharge: bizScene', 'demoRecharge', 'demo', { bizScene: 'FUTURES' }],
    ['demoRecharge: no body', 'demoRecharge', 'demo', ''],
  ])('%s → 400 with code 10001', async (_case, name, who, request) => {
    const c = who === '' ? await client() : await sharedSession(`${who}@sim.test`);
    const res =
      typeof request === 'string'
        ? await c.call(name, {}, { body: request })
        : await c.call(name, request);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: API_ERROR_CODES.badRequest, success: false });
    expect(String(res.body?.message)).not.toBe('');
  });
});

describe('account endpoints', () => {
  it('merges preference upserts and reads them back', async () => {
    const c = await loggedIn('sub@sim.test');
    await c.call('setPreferences', { upsert_keys: { newUser: 'read' } });
    const res = await c.call('setPreferences', { upsert_keys: { infoAnnounceDate: '1700' } });
    expect(res.body?.result).toEqual({ newUser: 'read', infoAnnounceDate: '1700' });
    expect((await c.call('preferences')).body?.result).toEqual(res.body?.result);
    // One path serves both: any other method is 405 naming the two.
    const put = await c.raw('/spot/api/account/preferences', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('POST, GET, OPTIONS');
  });

  it('saves a chart setting and rejects a version that is not newer', async () => {
    const c = await loggedIn('uta1@sim.test');
    const kline = (version: string) => JSON.stringify({ version, saveData: { x: 1 } });
    expect((await c.call('setKlineConfig', { kline: kline('1700000010000') })).body).toMatchObject({
      code: 0,
      result: null,
    });
    const stale = await c.call('setKlineConfig', { kline: kline('1700000009999') });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ code: ACCOUNT_ERROR_CODES.klineVersionRejected });
    const digits = await c.call('setKlineConfig', { kline: kline('1.7e12') });
    expect(digits.body).toMatchObject({ code: ACCOUNT_ERROR_CODES.klineVersionRejected });
    expect((await c.call('getKlineConfig')).body?.result).toEqual({
      kline: kline('1700000010000'),
    });
  });

  it('shows classic balances with every seeded token as decimal strings', async () => {
    const c = await loggedIn('classic@sim.test');
    const rows = (await c.call('balances')).body?.result as TokenBalance[];
    expect(rows.find((r) => r.tokenId === 'USDT')).toMatchObject({
      free: '100000',
      locked: '0',
      transferLimit: '100000',
      occAssetUSDTValue: '100000',
    });
    const btc = rows.find((r) => r.tokenId === 'BTC');
    expect(Number(btc?.occAssetUSDTValue)).toBeGreaterThan(1000);
    expect(rows.every((r) => isDecimalString(r.free) && isDecimalString(r.occAssetUSDTValue))).toBe(
      true,
    );
  });

  it('shows unified balances to a UTA account and refuses a classic one', async () => {
    const uta = await loggedIn('uta1@sim.test');
    const request = { symbolName: 'BTCUSDT', side: 'BUY', isMargin: false, limitPrice: '65000' };
    const res = await uta.call('unifiedAsset', request);
    const result = res.body?.result as UnifiedBalances;
    expect(result.actualLeverageRatio).toBe('0');
    expect(result.coinList.find((r) => r.tokenId === 'ETH')).toMatchObject({
      spotAvailableBalance: '40',
      walletBalance: '40',
      borrowSize: '0',
    });
    const unknown = await uta.call('unifiedAsset', { ...request, symbolName: 'NOPEUSDT' });
    expect(unknown.body).toMatchObject({ code: API_ERROR_CODES.unknownSymbol });
    const classic = await loggedIn('classic@sim.test');
    expect((await classic.call('unifiedAsset', request)).body).toMatchObject({
      code: ACCOUNT_ERROR_CODES.unifiedOnly,
    });
    const list = await uta.call('liabilities', { settleCoin: 'all', ignoreZeroBorrowSize: true });
    expect(list.body?.result).toEqual({ list: [] });
  });

  it('answers the innovation quota in the classic shape or the UTA shape', async () => {
    const classic = await (await loggedIn('classic@sim.test')).call('innovationQuota');
    expect(classic.body?.result).toMatchObject({
      PEPEUSDT: { totalAmount: '5000', remainAmount: '5000' },
      WIFUSDT: { totalAmount: '2000', remainAmount: '150' },
    });
    const uta2 = await (await loggedIn('uta2@sim.test')).call('innovationQuota');
    expect(uta2.body?.result).toMatchObject({ PEPEUSDT: { coin: 'USDT', limit: '-1' } });
  });

  it('recharges an empty demo wallet, then answers 3410020, and refuses non-demo users', async () => {
    const demo = await loggedIn('demo-empty@sim.test');
    expect((await demo.call('demoWallet')).body?.result).toEqual({ wb: '0' });
    const recharge = () => demo.call('demoRecharge', { bizScene: 'SPOT_TRADE' });
    expect((await recharge()).body?.result).toEqual({ resultCode: '0' });
    expect((await demo.call('demoWallet')).body?.result).toEqual({ wb: '50000' });
    expect((await recharge()).body?.result).toEqual({ resultCode: '3410020' });
    const uta = await loggedIn('uta1@sim.test');
    expect((await uta.call('demoWallet')).body).toMatchObject({
      code: ACCOUNT_ERROR_CODES.demoOnly,
    });
    expect((await uta.call('demoRecharge', { bizScene: 'SPOT_TRADE' })).body).toMatchObject({
      code: ACCOUNT_ERROR_CODES.demoOnly,
    });
  });

  it('answers compliance per region: the default for visitors, the session user’s otherwise', async () => {
    const visitor = await (await client()).call('complianceConfig');
    expect(visitor.body?.result).toMatchObject({
      ocoTabs: true,
      rewardsHub: true,
      hiddenTools: [],
    });
    const restricted = await (await loggedIn('restricted@sim.test')).call('complianceConfig');
    expect(restricted.body?.result).toMatchObject({ ocoTabs: false, rewardsHub: false });
    expect((restricted.body?.result as { hiddenTools: string[] }).hiddenTools).toContain('convert');
  });

  it('answers account info with the margin state and the OTC guided state', async () => {
    const c = await loggedIn('liquidation@sim.test');
    expect((await c.call('accountInfo')).body?.result).toEqual({
      riskState: 4,
      isolatedMargin: false,
      leverageOff: false,
      web2Update: false,
    });
    expect((await c.call('otcGuided')).body?.result).toEqual({ guided: true });
    const uta2 = await loggedIn('uta2@sim.test');
    expect((await uta2.call('otcGuided')).body?.result).toEqual({ guided: null });
  });
});

describe('restart', () => {
  it('keeps sessions, preferences and balances when the sim starts again on its data dir', async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'sim-restart-'));
    const options = { port: 0, port2: null, dataDir: ownDir, warmupSteps: 5, bookRate: 0 };
    let first: RunningSim | null = await startSim(options);
    let second: RunningSim | null = null;
    try {
      const c = await new ApiTestClient(first.ports.route1).start();
      await c.call('login', { email: 'demo-empty@sim.test', password: SEED_PASSWORD });
      await c.call('setPreferences', { upsert_keys: { restart: 'kept' } });
      expect((await c.call('demoRecharge', { bizScene: 'SPOT_TRADE' })).body?.result).toEqual({
        resultCode: '0',
      });
      await first.close();
      first = null;

      second = await startSim(options);
      const again = new ApiTestClient(second.ports.route1);
      for (const [name, value] of c.jar) again.jar.set(name, value);
      expect((await again.call('userInfo')).body?.result).toMatchObject({
        email: 'demo-empty@sim.test',
      });
      expect((await again.call('preferences')).body?.result).toEqual({ restart: 'kept' });
      expect((await again.call('demoWallet')).body?.result).toEqual({ wb: '50000' });
    } finally {
      await first?.close();
      await second?.close();
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});

describe('utaUpgrade (spec 001 §4)', () => {
  const tags = async (c: ApiTestClient) => {
    const user = (await c.call('userInfo')).body?.result as UserInfo;
    return { tags: user.member_tag, uta: deriveRoles(user).utaLevel };
  };

  it('moves a classic account to UTA after a short delay, once, and keeps it after a restart', async () => {
    const c = await loggedIn('upgrade@sim.test');
    expect(await tags(c)).toEqual({ tags: { UTA: 'FAIL' }, uta: 0 });
    const started = await c.call('utaUpgrade', {});
    expect(started.body).toMatchObject({ code: 0, result: { status: 'PROCESS' } });
    expect(await tags(c)).toEqual({ tags: { UTA: 'PROCESS', UTA_INVERSE: 'PROCESS' }, uta: 0 });
    const again = await c.call('utaUpgrade', {});
    expect(again.body).toMatchObject({ code: ACCOUNT_ERROR_CODES.upgradeNotAvailable });
    const deadline = Date.now() + 5_000;
    while ((await tags(c)).uta === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await tags(c)).toEqual({ tags: { UTA: 'SUCCESS', UTA_INVERSE: 'SUCCESS' }, uta: 1 });
    // The account now answers as UTA: its unified wallet is served.
    expect((await c.call('marginInfo', {})).body).toMatchObject({ code: 0 });

    await sim.close();
    sim = await start();
    const after = await loggedIn('upgrade@sim.test');
    expect((await tags(after)).uta).toBe(1);
  });

  it('refuses a demo account, a unified one and a visitor', async () => {
    const demo = await loggedIn('demo@sim.test');
    expect((await demo.call('utaUpgrade', {})).body).toMatchObject({
      code: ACCOUNT_ERROR_CODES.demoNotSupported,
    });
    const uta = await loggedIn('uta1@sim.test');
    expect((await uta.call('utaUpgrade', {})).body).toMatchObject({
      code: ACCOUNT_ERROR_CODES.upgradeNotAvailable,
    });
    const visitor = await client();
    expect((await visitor.call('utaUpgrade', {})).body?.code).not.toBe(0);
  });
});
