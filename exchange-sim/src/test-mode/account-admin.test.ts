import type { ComplianceFlags } from '@spot/contracts';
import { API_ERROR_CODES } from '@spot/contracts';
import { ACCOUNT_ERROR_CODES } from '../accounts/account-errors';
import { Dec } from '../lib/decimal';
import { SEED_PASSWORD } from '../accounts/seed-accounts';
import { startSim } from '../start-sim';
import type { RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';

let sim: RunningSim;
let admin: ApiTestClient;

const post = (path: string, body?: unknown) =>
  admin.raw(path, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function loggedIn(email: string): Promise<ApiTestClient> {
  const c = await new ApiTestClient(sim.ports.route1).start();
  await c.call('login', { email, password: SEED_PASSWORD });
  return c;
}

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, testMode: true, warmupSteps: 5, bookRate: 0 });
  admin = new ApiTestClient(sim.ports.route1);
});

afterAll(async () => {
  await sim.close();
});

afterEach(async () => {
  await post('/__sim/accounts/reset');
});

describe('test-mode account calls', () => {
  it('lists the seeded accounts with their roles', async () => {
    const res = await admin.raw('/__sim/accounts');
    const list = res.body?.result as { email: string; role: string }[];
    expect(list).toHaveLength(17);
    expect(list).toContainEqual(
      expect.objectContaining({ email: 'classic@sim.test', role: 'classic (standard) account' }),
    );
  });

  it('sets the margin state to 4, 5 and back to normal', async () => {
    const user = await loggedIn('uta1@sim.test');
    const riskState = async () =>
      ((await user.call('accountInfo')).body?.result as { riskState: number }).riskState;
    for (const [state, expected] of [
      [4, 4],
      [5, 5],
      ['normal', 0],
    ] as const) {
      const res = await post('/__sim/accounts/margin-state', { email: 'uta1@sim.test', state });
      expect(res.body).toMatchObject({ code: 0, result: { riskState: expected } });
      expect(await riskState()).toBe(expected);
    }
    const bad = await post('/__sim/accounts/margin-state', { email: 'uta1@sim.test', state: 3 });
    expect(bad.status).toBe(400);
    const unknown = await post('/__sim/accounts/margin-state', { email: 'x@sim.test', state: 4 });
    expect(unknown.body).toMatchObject({ code: ACCOUNT_ERROR_CODES.unknownAccount });
  });

  it('switches isolated-margin mode on a UTA account only, and leverage off', async () => {
    const on = await post('/__sim/accounts/isolated-margin', { email: 'uta2@sim.test', on: true });
    expect(on.body).toMatchObject({ result: { isolatedMargin: true } });
    const classic = await post('/__sim/accounts/isolated-margin', {
      email: 'classic@sim.test',
      on: true,
    });
    expect(classic.body).toMatchObject({ code: ACCOUNT_ERROR_CODES.unifiedOnly });
    const off = await post('/__sim/accounts/leverage-off', { email: 'uta2@sim.test', on: true });
    expect(off.body).toMatchObject({ result: { isolatedMargin: true, leverageOff: true } });
    const bad = await post('/__sim/accounts/leverage-off', { email: 'uta2@sim.test', on: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('raises the web2-update flag for every account', async () => {
    const user = await loggedIn('classic@sim.test');
    expect((await post('/__sim/web2-update', { on: true })).body).toMatchObject({
      result: { web2Update: true },
    });
    expect((await user.call('accountInfo')).body?.result).toMatchObject({ web2Update: true });
    expect((await post('/__sim/web2-update', {})).status).toBe(400);
  });

  it('moves a user to another region and changes a region’s compliance', async () => {
    const user = await loggedIn('classic@sim.test');
    const flags = async () => (await user.call('complianceConfig')).body?.result as ComplianceFlags;
    expect((await flags()).ocoTabs).toBe(true);
    await post('/__sim/accounts/region', { email: 'classic@sim.test', region: 'restricted' });
    expect((await flags()).ocoTabs).toBe(false);
    expect((await user.call('userInfo')).body?.result).toMatchObject({ region: 'restricted' });

    const res = await post('/__sim/compliance', {
      region: 'restricted',
      flags: { chartOption: false, hiddenTools: ['gridBot', 'gridBot'] },
    });
    expect(res.body).toMatchObject({ result: { flags: { chartOption: false, ocoTabs: false } } });
    expect(await flags()).toMatchObject({ chartOption: false, hiddenTools: ['gridBot'] });

    await post('/__sim/compliance', { region: 'no-rewards', flags: { rewardsHub: false } });
    await post('/__sim/accounts/region', { email: 'classic@sim.test', region: 'no-rewards' });
    expect(await flags()).toMatchObject({ rewardsHub: false, ocoTabs: true });
  });

  it('starts test mode with the phase-out switch off, which a test turns on', async () => {
    const user = await loggedIn('classic@sim.test');
    const flags = async () => (await user.call('complianceConfig')).body?.result as ComplianceFlags;
    expect((await flags()).standardAccountOffline).toBe(false);
    await post('/__sim/compliance', { region: 'global', flags: { standardAccountOffline: true } });
    expect((await flags()).standardAccountOffline).toBe(true);
    await post('/__sim/reset');
    expect((await flags()).standardAccountOffline).toBe(false);
  });

  it('refuses an unknown region and bad compliance flags', async () => {
    const region = await post('/__sim/accounts/region', { email: 'uta1@sim.test', region: 'mars' });
    expect(region.status).toBe(400);
    for (const flags of [{ ocoTabs: 'no' }, { hiddenTools: ['teleport'] }, { bogus: true }]) {
      const res = await post('/__sim/compliance', { region: 'global', flags });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: API_ERROR_CODES.badRequest });
    }
  });

  it('forces the next demo recharge result once', async () => {
    const demo = await loggedIn('demo@sim.test');
    await post('/__sim/accounts/demo-recharge-fault', { resultCode: '3410099' });
    const recharge = () => demo.call('demoRecharge', { bizScene: 'SPOT_TRADE' });
    expect((await recharge()).body?.result).toEqual({ resultCode: '3410099' });
    expect((await recharge()).body?.result).toEqual({ resultCode: '3410020' });
    const bad = await post('/__sim/accounts/demo-recharge-fault', { resultCode: 5 });
    expect(bad.status).toBe(400);
  });

  it('deposits into an account, and refuses a bad deposit', async () => {
    const user = await loggedIn('uta2@sim.test');
    const btc = async () => {
      const rows = (await user.call('balances')).body?.result as {
        tokenId: string;
        free: string;
      }[];
      return rows.find((r) => r.tokenId === 'BTC')?.free;
    };
    const before = await btc();
    const res = await post('/__sim/accounts/deposit', {
      email: 'uta2@sim.test',
      token: 'BTC',
      amount: '10.5',
    });
    expect(res.body).toMatchObject({ code: 0 });
    expect(await btc()).toBe(new Dec(before ?? '0').plus('10.5').toString());
    for (const body of [
      { email: 'uta2@sim.test', token: 'BTC', amount: '0' },
      { email: 'uta2@sim.test', token: 'BTC', amount: '-1' },
      { email: 'uta2@sim.test', token: 'btc!', amount: '1' },
      { email: 'uta2@sim.test', token: 'BTC', amount: 1 },
    ]) {
      expect((await post('/__sim/accounts/deposit', body)).status).toBe(400);
    }
  });

  it('resets every account to its seed, keeping the session', async () => {
    const user = await loggedIn('uta1@sim.test');
    await user.call('setPreferences', { upsert_keys: { a: 'b' } });
    await post('/__sim/accounts/margin-state', { email: 'uta1@sim.test', state: 5 });
    await post('/__sim/accounts/region', { email: 'uta1@sim.test', region: 'restricted' });
    expect((await post('/__sim/accounts/reset')).body).toMatchObject({ code: 0 });
    expect((await user.call('preferences')).body?.result).toEqual({});
    expect((await user.call('accountInfo')).body?.result).toMatchObject({ riskState: 0 });
    expect((await user.call('userInfo')).body?.result).toMatchObject({ region: 'global' });
  });
});
