import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Journal } from '../journal/journal';
import { dispatchToModules } from '../journal/journal-modules';
import { Dec } from '../lib/decimal';
import { ACCOUNT_ERROR_CODES } from './account-errors';
import { classicBalances, demoWalletBalance } from './account-views';
import { DEMO_RECHARGE, MAX_PREFERENCE_KEYS } from './account-state';
import { Accounts } from './accounts';
import { LOGIN_THROTTLE } from './login-throttle';
import { SEED_PASSWORD } from './seed-accounts';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session-store';

let now = 1_700_000_000_000;
const clock = () => now;

async function memoryAccounts(): Promise<Accounts> {
  const journal = Journal.inMemory();
  const accounts = new Accounts({ journal, now: clock });
  await journal.replay(dispatchToModules([accounts]));
  return accounts;
}

const cookies = (token: string) => new Map([[SESSION_COOKIE, token]]);

async function loginAs(accounts: Accounts, email: string): Promise<string> {
  const result = await accounts.login(email, SEED_PASSWORD);
  if (!result.ok) throw new Error(result.message);
  return result.value.token;
}

function idOf(accounts: Accounts, email: string): string {
  const id = accounts.userIdByEmail(email);
  if (id === undefined) throw new Error(`no ${email}`);
  return id;
}

beforeEach(() => {
  now = 1_700_000_000_000;
});

describe('sessions', () => {
  it('logs in with the seeded password and finds the user by the cookie token', async () => {
    const accounts = await memoryAccounts();
    const result = await accounts.login('  UTA1@sim.test ', SEED_PASSWORD);
    if (!result.ok) throw new Error('login failed');
    expect(result.value.user.email).toBe('uta1@sim.test');
    expect(result.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(accounts.sessionUser(cookies(result.value.token))?.id).toBe(result.value.user.id);
    expect(accounts.sessionUser(cookies('x'.repeat(43)))).toBeNull();
    expect(accounts.sessionUser(new Map())).toBeNull();
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const accounts = await memoryAccounts();
    const wrong = await accounts.login('uta1@sim.test', 'nope');
    const unknown = await accounts.login('ghost@sim.test', SEED_PASSWORD);
    expect(wrong).toEqual(unknown);
    expect(wrong).toEqual({
      ok: false,
      code: ACCOUNT_ERROR_CODES.badCredentials,
      message: 'wrong email or password',
    });
  });

  it('throttles an email after repeated failures, even the right password, until the window ends', async () => {
    const accounts = await memoryAccounts();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i += 1) {
      await accounts.login('classic@sim.test', 'wrong');
    }
    const blocked = await accounts.login('classic@sim.test', SEED_PASSWORD);
    expect(blocked).toMatchObject({ ok: false, code: ACCOUNT_ERROR_CODES.loginThrottled });
    expect((await accounts.login('uta1@sim.test', SEED_PASSWORD)).ok).toBe(true);
    now += LOGIN_THROTTLE.windowMs;
    expect((await accounts.login('classic@sim.test', SEED_PASSWORD)).ok).toBe(true);
  });

  it('ends the session on logout and on a new login from the same cookie', async () => {
    const accounts = await memoryAccounts();
    const first = await loginAs(accounts, 'uta1@sim.test');
    const second = await accounts.login('uta2@sim.test', SEED_PASSWORD, first);
    if (!second.ok) throw new Error('login failed');
    expect(accounts.sessionUser(cookies(first))).toBeNull();
    expect(accounts.sessionUser(cookies(second.value.token))?.email).toBe('uta2@sim.test');
    await accounts.logout(second.value.token);
    expect(accounts.sessionUser(cookies(second.value.token))).toBeNull();
  });

  it('expires a session after its lifetime', async () => {
    const accounts = await memoryAccounts();
    const token = await loginAs(accounts, 'uta1@sim.test');
    now += SESSION_TTL_MS - 1;
    expect(accounts.sessionUser(cookies(token))).not.toBeNull();
    now += 1;
    expect(accounts.sessionUser(cookies(token))).toBeNull();
  });
});

describe('preferences and chart settings', () => {
  it('merges upserted keys into the stored preferences', async () => {
    const accounts = await memoryAccounts();
    const id = idOf(accounts, 'uta1@sim.test');
    await accounts.setPreferences(id, { newUser: 'read', infoAnnounceDate: '1' });
    const result = await accounts.setPreferences(id, { infoAnnounceDate: '2', hide: 'true' });
    expect(result).toEqual({
      ok: true,
      value: { newUser: 'read', infoAnnounceDate: '2', hide: 'true' },
    });
    expect(accounts.preferences(idOf(accounts, 'uta2@sim.test'))).toEqual({});
  });

  it('refuses preferences beyond the per-account key limit', async () => {
    const accounts = await memoryAccounts();
    const id = idOf(accounts, 'uta1@sim.test');
    for (let i = 0; i < MAX_PREFERENCE_KEYS; i += 50) {
      const keys = Object.fromEntries(Array.from({ length: 50 }, (_, j) => [`k${i + j}`, 'v']));
      expect((await accounts.setPreferences(id, keys)).ok).toBe(true);
    }
    expect(await accounts.setPreferences(id, { k0: 'again' })).toMatchObject({ ok: true });
    expect(await accounts.setPreferences(id, { extra: 'v' })).toMatchObject({
      ok: false,
      code: ACCOUNT_ERROR_CODES.tooManyPreferences,
    });
  });

  it('saves a chart setting only with a digits-only version newer than the saved one', async () => {
    const accounts = await memoryAccounts();
    const id = idOf(accounts, 'uta1@sim.test');
    const kline = (version: string) => JSON.stringify({ version, saveData: { v: version } });
    const save = (version: string) => accounts.setKlineConfig(id, kline(version), version);
    expect(await save('1700000005000')).toEqual({ ok: true, value: null });
    expect(accounts.klineConfig(id)).toBe(kline('1700000005000'));
    const rejected = { ok: false, code: ACCOUNT_ERROR_CODES.klineVersionRejected };
    expect(await save('1700000005000')).toMatchObject(rejected);
    expect(await save('1700000004999')).toMatchObject(rejected);
    expect(await save('17e11')).toMatchObject(rejected);
    expect(await save('-1')).toMatchObject(rejected);
    expect(await save('1700000005001')).toMatchObject({ ok: true });
    expect(accounts.klineConfig(id)).toBe(kline('1700000005001'));
  });

  it('refuses to save a chart setting for a demo account', async () => {
    const accounts = await memoryAccounts();
    const id = idOf(accounts, 'demo@sim.test');
    const result = await accounts.setKlineConfig(id, '{"version":"1","saveData":{}}', '1');
    expect(result).toMatchObject({ ok: false, code: ACCOUNT_ERROR_CODES.demoNotSupported });
    expect(accounts.klineConfig(id)).toBe('');
  });
});

describe('demo recharge', () => {
  it('credits an empty demo wallet and refuses with 3410020 once it is not empty', async () => {
    const accounts = await memoryAccounts();
    const id = idOf(accounts, 'demo-empty@sim.test');
    expect(demoWalletBalance(accounts.ledger, id).toString()).toBe('0');
    expect(await accounts.demoRecharge(id)).toEqual({ ok: true, value: { resultCode: '0' } });
    expect(demoWalletBalance(accounts.ledger, id).toString()).toBe(DEMO_RECHARGE.amount);
    expect(await accounts.demoRecharge(id)).toEqual({ ok: true, value: { resultCode: '3410020' } });
    expect(demoWalletBalance(accounts.ledger, id).toString()).toBe(DEMO_RECHARGE.amount);
  });

  it('recharges once the wallet is below the limit again', async () => {
    const accounts = await memoryAccounts();
    const id = idOf(accounts, 'demo@sim.test');
    expect(await accounts.demoRecharge(id)).toMatchObject({ value: { resultCode: '3410020' } });
    accounts.ledger.hold(id, 'USDT', new Dec('49900.01'));
    accounts.ledger.spendHeld(id, 'USDT', new Dec('49900.01'));
    expect(await accounts.demoRecharge(id)).toMatchObject({ value: { resultCode: '0' } });
    expect(accounts.ledger.free(id, 'USDT').toString()).toBe('50099.99');
  });

  it('refuses a non-demo account', async () => {
    const accounts = await memoryAccounts();
    expect(await accounts.demoRecharge(idOf(accounts, 'uta1@sim.test'))).toMatchObject({
      ok: false,
      code: ACCOUNT_ERROR_CODES.demoOnly,
    });
  });

  it('answers a test-mode fault code once, changing nothing', async () => {
    const accounts = await memoryAccounts();
    const id = idOf(accounts, 'demo-empty@sim.test');
    accounts.setDemoRechargeFault('3410099');
    expect(await accounts.demoRecharge(id)).toMatchObject({ value: { resultCode: '3410099' } });
    expect(demoWalletBalance(accounts.ledger, id).toString()).toBe('0');
    expect(await accounts.demoRecharge(id)).toMatchObject({ value: { resultCode: '0' } });
  });
});

describe('innovation quota', () => {
  it('uses a classic quota and refuses a buy beyond what is left', async () => {
    const accounts = await memoryAccounts();
    const id = idOf(accounts, 'classic@sim.test');
    expect(accounts.innovationQuotaLeft(id, 'WIFUSDT')?.toString()).toBe('150');
    expect(accounts.consumeInnovationQuota(id, 'WIFUSDT', new Dec('150.01'))).toBeNull();
    await accounts.consumeInnovationQuota(id, 'WIFUSDT', new Dec('100.5'));
    expect(accounts.innovationQuotaLeft(id, 'WIFUSDT')?.toString()).toBe('49.5');
  });

  it('never limits an unlimited UTA quota', async () => {
    const accounts = await memoryAccounts();
    const id = idOf(accounts, 'uta2@sim.test');
    expect(accounts.innovationQuotaLeft(id, 'PEPEUSDT')).toBeNull();
    await expect(accounts.consumeInnovationQuota(id, 'PEPEUSDT', new Dec('1e9'))).resolves.toBe(
      undefined,
    );
    expect(accounts.innovationQuotaLeft(id, 'BTCUSDT')).toBeUndefined();
  });
});

describe('journal replay', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-accounts-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(): Promise<{ accounts: Accounts; journal: Journal }> {
    const journal = Journal.open(join(dir, 'journal.jsonl'));
    // USDT at 1: spot margin values the wallet to know what may be borrowed.
    const valuation = (token: string) => (token === 'USDT' ? new Dec(1) : undefined);
    const accounts = new Accounts({ journal, now: clock, valuation });
    await journal.replay(dispatchToModules([accounts]));
    return { accounts, journal };
  }

  it('restores spot-margin loans, their interest and repayments', async () => {
    const first = await open();
    const a = first.accounts;
    const uta = idOf(a, 'uta1@sim.test');
    const loan = a.margin.borrow(uta, 'USDT', new Dec('1000'));
    if (!loan.ok) throw new Error(loan.message);
    await loan.value;
    now += 2 * 3_600_000;
    await a.margin.addHours(uta, 10);
    await a.margin.repay(uta, 'USDT', new Dec('400'));
    await first.journal.close();

    const { accounts: b, journal } = await open();
    const view = (x: Accounts) =>
      x.margin.loans(uta).map((l) => [l.principal.toFixed(), l.interest.toFixed()]);
    // 12 hours of interest (2 accrued, 10 added) = 0.12, paid first; 399.88 of principal.
    expect(view(b)).toEqual([['600.12', '0']]);
    expect(view(b)).toEqual(view(a));
    expect(b.ledger.free(uta, 'USDT').toFixed()).toBe(a.ledger.free(uta, 'USDT').toFixed());
    expect(b.margin.repayments(uta).map((r) => r.interest.toFixed())).toEqual(['0.12']);
    await journal.close();
  });

  it('restores sessions, preferences, chart setting, balances, quotas and switches', async () => {
    const first = await open();
    const a = first.accounts;
    const token = await loginAs(a, 'demo-empty@sim.test');
    const ended = await loginAs(a, 'uta1@sim.test');
    await a.logout(ended);
    const demo = idOf(a, 'demo-empty@sim.test');
    const classic = idOf(a, 'classic@sim.test');
    const uta = idOf(a, 'uta1@sim.test');
    await a.demoRecharge(demo);
    await a.setPreferences(demo, { newUser: 'read' });
    await a.setKlineConfig(classic, '{"version":"5","saveData":{}}', '5');
    await a.consumeInnovationQuota(classic, 'PEPEUSDT', new Dec('12.5'));
    await a.setAccountState(uta, { riskState: 4, leverageOff: true, region: 'restricted' });
    await a.setCompliance('restricted', { ...a.compliance('restricted'), chartOption: false });
    await a.setWeb2Update(true);
    await first.journal.close();

    const { accounts: b, journal } = await open();
    expect(b.sessionUser(cookies(token))?.email).toBe('demo-empty@sim.test');
    expect(b.sessionUser(cookies(ended))).toBeNull();
    expect(b.preferences(demo)).toEqual({ newUser: 'read' });
    expect(b.klineConfig(classic)).toBe('{"version":"5","saveData":{}}');
    expect(classicBalances(b.ledger, demo, b.valuation)).toEqual(
      classicBalances(a.ledger, demo, a.valuation),
    );
    expect(b.ledger.free(demo, 'USDT').toString()).toBe('50000');
    expect(b.innovationQuotaLeft(classic, 'PEPEUSDT')?.toString()).toBe('4987.5');
    expect(b.accountInfo(uta)).toEqual({
      riskState: 4,
      isolatedMargin: false,
      leverageOff: true,
      web2Update: true,
    });
    expect(b.user(uta)?.region).toBe('restricted');
    expect(b.compliance('restricted').chartOption).toBe(false);
    // The kline version rule holds across the restart too.
    expect(await b.setKlineConfig(classic, '{"version":"5","saveData":{}}', '5')).toMatchObject({
      ok: false,
    });
    await journal.close();
  });

  it('resets every account to its seed but keeps sessions and held funds', async () => {
    const { accounts, journal } = await open();
    const token = await loginAs(accounts, 'uta1@sim.test');
    const id = idOf(accounts, 'uta1@sim.test');
    await accounts.setPreferences(id, { a: 'b' });
    await accounts.setAccountState(id, { riskState: 5 });
    accounts.ledger.hold(id, 'USDT', new Dec('1000'));
    accounts.ledger.credit(id, 'USDT', new Dec('5'));
    await accounts.setWeb2Update(true);
    await accounts.reset();
    expect(accounts.preferences(id)).toEqual({});
    expect(accounts.accountInfo(id)).toMatchObject({ riskState: 0, web2Update: false });
    expect(accounts.ledger.free(id, 'USDT').toString()).toBe('100000');
    expect(accounts.ledger.held(id, 'USDT').toString()).toBe('1000');
    expect(accounts.sessionUser(cookies(token))?.id).toBe(id);
    await journal.close();
  });

  it('refuses a record naming an account that does not exist', async () => {
    const accounts = await memoryAccounts();
    expect(() => accounts.apply({ t: 'account.prefs', ts: 1, userId: '999', keys: {} })).toThrow(
      /no account 999/,
    );
    expect(() => accounts.apply({ t: 'account.prefs', ts: 1, userId: 5 })).toThrow(
      /field "userId" must be a string/,
    );
    expect(() => accounts.apply({ t: 'account.nope', ts: 1 })).toThrow(/unknown accounts record/);
  });
});
