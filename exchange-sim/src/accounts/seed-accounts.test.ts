import type { Roles } from '@spot/contracts';
import { LOGGED_OUT_ROLES, deriveRoles } from '@spot/contracts';
import { CATALOGUE } from '../market/symbol-catalogue';
import { SEED_REGIONS } from './compliance-regions';
import { UNKNOWN_USER_HASH, hashPassword, verifyPassword } from './password';
import { SEED_ACCOUNTS, SEED_PASSWORD } from './seed-accounts';

function seedOf(email: string) {
  const seed = SEED_ACCOUNTS.find((s) => s.user.email === email);
  if (!seed) throw new Error(`no seed ${email}`);
  return seed;
}

const base: Roles = { ...LOGGED_OUT_ROLES, utaLevel: 1 };

const ROLE_TABLE: readonly [string, Partial<Roles>][] = [
  ['classic@sim.test', { utaLevel: 0, classic: true }],
  ['uta1@sim.test', {}],
  ['uta2@sim.test', { utaLevel: 2 }],
  ['demo@sim.test', { demo: true }],
  ['demo-empty@sim.test', { demo: true }],
  ['sub@sim.test', { sub: true }],
  ['leader@sim.test', { copyLeader: true, newCopyLeader: true }],
  ['sub-leader@sim.test', { sub: true, copyLeader: true }],
  ['eea@sim.test', { eeaStatus: true }],
  ['restricted@sim.test', {}],
  ['inactive@sim.test', { utaLevel: 0, classic: true }],
  ['upgrade@sim.test', { utaLevel: 0, classic: true }],
  ['upgrading@sim.test', { utaLevel: 0, classic: true }],
  ['liquidation@sim.test', {}],
  ['overrun@sim.test', {}],
  ['isolated@sim.test', {}],
  ['leverage-off@sim.test', {}],
];

describe('seeded accounts', () => {
  it.each(ROLE_TABLE)('%s derives its roles with deriveRoles', (email, roles) => {
    expect(deriveRoles(seedOf(email).user)).toEqual({ ...base, ...roles });
  });

  it('has a row in the role table for every seed', () => {
    const emails = SEED_ACCOUNTS.map((s) => s.user.email).sort();
    expect(ROLE_TABLE.map(([email]) => email).sort()).toEqual(emails);
  });

  it('seeds the user fields the spec reads for the special roles', () => {
    expect(seedOf('demo@sim.test').user.demo_id).not.toBe('');
    expect(seedOf('inactive@sim.test').user.userState).toBe(2);
    expect(seedOf('upgrade@sim.test').user).toMatchObject({
      member_tag: { UTA: 'FAIL' },
      grayFlag: { IsUTA: true },
    });
    expect(seedOf('upgrading@sim.test').user.member_tag).toEqual({
      UTA: 'PROCESS',
      UTA_INVERSE: 'PROCESS',
    });
    expect(seedOf('uta2@sim.test').user.unified_account).toBe(2);
    expect(seedOf('liquidation@sim.test').riskState).toBe(4);
    expect(seedOf('overrun@sim.test').riskState).toBe(5);
    expect(seedOf('isolated@sim.test').isolatedMargin).toBe(true);
    expect(seedOf('leverage-off@sim.test').leverageOff).toBe(true);
  });

  it('puts one user in a region whose compliance hides OCO tabs, rewards hub and convert', () => {
    const flags = SEED_REGIONS[seedOf('restricted@sim.test').user.region];
    expect(flags).toMatchObject({ ocoTabs: false, rewardsHub: false });
    expect(flags?.hiddenTools).toContain('convert');
    expect(SEED_REGIONS[seedOf('classic@sim.test').user.region]?.ocoTabs).toBe(true);
  });

  it('gives unique ids and emails, none of them the market maker', () => {
    const ids = SEED_ACCOUNTS.map((s) => s.user.id);
    const emails = SEED_ACCOUNTS.map((s) => s.user.email);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(emails).size).toBe(emails.length);
    expect(ids).not.toContain('mm');
    expect(emails.every((e) => /^[a-z0-9-]+@sim\.test$/.test(e))).toBe(true);
  });

  it('funds a trading account with every token of the catalogue', () => {
    const tokens = new Set(CATALOGUE.flatMap((e) => [e.base, e.quote]));
    expect(Object.keys(seedOf('uta1@sim.test').balances).sort()).toEqual([...tokens].sort());
    expect(seedOf('demo-empty@sim.test').balances).toEqual({});
  });

  it('gives classic accounts classic quotas and UTA accounts coin limits, one unlimited', () => {
    const quoted = CATALOGUE.filter((e) => e.mark !== undefined).map((e) => e.base + e.quote);
    expect(Object.keys(seedOf('classic@sim.test').classicQuota).sort()).toEqual(quoted.sort());
    expect(seedOf('classic@sim.test').utaQuota).toEqual({});
    expect(Object.values(seedOf('uta1@sim.test').utaQuota)).toContainEqual({
      coin: 'USDT',
      limit: '5000',
    });
    expect(Object.values(seedOf('uta2@sim.test').utaQuota)).toContainEqual({
      coin: 'USDT',
      limit: '-1',
    });
  });

  it('stores scrypt hashes of the documented password, each with its own salt', async () => {
    const checks = await Promise.all(
      SEED_ACCOUNTS.map((s) => verifyPassword(SEED_PASSWORD, s.passwordHash)),
    );
    expect(checks.every(Boolean)).toBe(true);
    const salts = SEED_ACCOUNTS.map((s) => s.passwordHash.split('$')[4]);
    expect(new Set(salts).size).toBe(salts.length);
  });
});

describe('password hashes', () => {
  it('accepts the hashed password and refuses any other', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
  });

  it('never matches the unknown-user hash or a malformed one', async () => {
    expect(await verifyPassword(SEED_PASSWORD, UNKNOWN_USER_HASH)).toBe(false);
    expect(await verifyPassword('', UNKNOWN_USER_HASH)).toBe(false);
    expect(await verifyPassword(SEED_PASSWORD, 'scrypt$1$2')).toBe(false);
  });
});
