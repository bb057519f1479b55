import type { UserInfo } from '@spot/contracts';
import { CATALOGUE, symbolNameOf } from '../market/symbol-catalogue';
import { DEFAULT_REGION, RESTRICTED_REGION } from './compliance-regions';

/** The one password of every seeded account (documented in the README). */
export const SEED_PASSWORD = 'sim-password';

/** Innovation quota of a classic account for one symbol, in quote token (spec 000 §3). */
export interface SeedClassicQuota {
  readonly totalAmount: string;
  readonly remainAmount: string;
}

/** Innovation quota of a UTA account for one symbol: `limit` of `coin`, "-1" unlimited. */
export interface SeedUtaQuota {
  readonly coin: string;
  readonly limit: string;
}

/** A seeded account: the user, its password hash and the state it starts (and resets) with. */
export interface SeedAccount {
  /** What the account is for, as the README lists it. */
  readonly role: string;
  readonly user: UserInfo;
  /** `hashPassword(SEED_PASSWORD)`, fixed so start-up costs no hashing. */
  readonly passwordHash: string;
  /** Free balance per token. */
  readonly balances: Readonly<Record<string, string>>;
  /** Classic accounts: quota by symbolId; UTA accounts: `utaQuota` instead. */
  readonly classicQuota: Readonly<Record<string, SeedClassicQuota>>;
  readonly utaQuota: Readonly<Record<string, SeedUtaQuota>>;
  /** Margin (risk) state: 0 normal, 4 liquidation, 5 overrun. */
  readonly riskState: number;
  /** UTA isolated-margin mode: blocks trading (spec 000 §4). */
  readonly isolatedMargin: boolean;
  /** Leverage switched off: the leverage-off trade tip (spec 000 §4). */
  readonly leverageOff: boolean;
  /** OTC convert guided state; null is unknown (spec 001 §2). */
  readonly otcGuided: boolean | null;
  readonly preferences: Readonly<Record<string, string>>;
  readonly feeRates: { readonly maker: string; readonly taker: string };
}

const INNOVATION_SYMBOLS = CATALOGUE.filter(
  (e) => e.mark === 'innovation' || e.mark === 'adventure',
);

/** Every token of the catalogue with an amount a trader can use. */
// prettier-ignore
const FUNDED: Readonly<Record<string, string>> = {
  USDT: '100000', USDC: '50000', BTC: '2.5', ETH: '40', BTC3L: '1500', BTC3S: '30000',
  PEPE: '150000000', WIF: '3000', MNT: '8000', SUI: '4000', BIT: '6000', NOVA: '0',
  DOGE: '25000', STG: '7000',
};
const DEMO_FUNDED: Readonly<Record<string, string>> = {
  USDT: '50000',
  USDC: '10000',
  BTC: '1',
  ETH: '10',
};

/** Quota of every innovation and adventure symbol, unused: 5000 of the quote token. */
function classicQuota(): Record<string, SeedClassicQuota> {
  return Object.fromEntries(
    INNOVATION_SYMBOLS.map((e) => [symbolNameOf(e), { totalAmount: '5000', remainAmount: '5000' }]),
  );
}

function utaQuota(limit: string): Record<string, SeedUtaQuota> {
  return Object.fromEntries(
    INNOVATION_SYMBOLS.map((e) => [symbolNameOf(e), { coin: e.quote, limit }]),
  );
}

const CLASSIC: Partial<UserInfo> = {};
const UTA1: Partial<UserInfo> = {
  isUTA: true,
  unified_account: 1,
  member_tag: { UTA: 'SUCCESS' },
  grayFlag: { IsUTA: true },
};
const UTA2: Partial<UserInfo> = {
  isUTA: true,
  unified_account: 2,
  member_tag: { UTA: 'SUCCESS', UTA_INVERSE: 'SUCCESS' },
  grayFlag: { IsUTA: true },
};

interface SeedInput {
  readonly role: string;
  readonly id: string;
  readonly email: string;
  readonly hash: string;
  readonly user: Partial<UserInfo>;
  readonly balances?: Readonly<Record<string, string>>;
  readonly state?: Partial<Omit<SeedAccount, 'role' | 'user' | 'passwordHash' | 'balances'>>;
}

/** What a newly registered account starts with: the sim's faucet, so it can trade at once. */
export const REGISTERED_STARTER_BALANCES: Readonly<Record<string, string>> = { USDT: '10000' };

/** The seed of an account opened through `register`: a classic account in the default region. */
export function registeredAccount(id: string, email: string, passwordHash: string): SeedAccount {
  return seed({
    role: 'registered',
    id,
    email,
    hash: passwordHash,
    user: {},
    balances: REGISTERED_STARTER_BALANCES,
  });
}

function seed(input: SeedInput): SeedAccount {
  const user: UserInfo = {
    id: input.id,
    email: input.email,
    userState: 1,
    double_confirm: '',
    member_tag: {},
    unified_account: 0,
    grayFlag: { IsUTA: false },
    isUTA: false,
    isDemoAccount: false,
    demo_id: '',
    sub_attribute: '',
    is_copy_trading_leader: false,
    is_new_copy_trading_leader: false,
    eeaStatus: false,
    region: DEFAULT_REGION,
    ...input.user,
  };
  const uta = user.isUTA || user.unified_account === 2;
  return {
    role: input.role,
    user,
    passwordHash: input.hash,
    balances: input.balances ?? FUNDED,
    classicQuota: uta ? {} : classicQuota(),
    utaQuota: uta ? utaQuota('5000') : {},
    riskState: 0,
    isolatedMargin: false,
    leverageOff: false,
    otcGuided: true,
    preferences: {},
    feeRates: { maker: '0.001', taker: '0.001' },
    ...input.state,
  };
}

const H = (salt: string, key: string): string => `scrypt$16384$8$1$${salt}$${key}`;

// One account per role of spec 000 §1 / 001 §6, and per margin state; password SEED_PASSWORD.
// prettier-ignore
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  seed({ role: 'classic (standard) account', id: '1001', email: 'classic@sim.test',
    hash: H('SG7DXosnCUvI9HslR9RvuA==', '94fH/IIau3NFKMaCj05aaBg6w5CmjNp7zGPfK1fftCc='),
    user: { ...CLASSIC, double_confirm: 'successAudio' },
    state: { classicQuota: { ...classicQuota(), WIFUSDT: { totalAmount: '2000', remainAmount: '150' } } } }),
  seed({ role: 'UTA1', id: '1002', email: 'uta1@sim.test',
    hash: H('U2j8j2/dsQPWyxkPH3wzXw==', 'awQhBnaYoj3ISMrTqBOu9XGd7PNHiCmR+FtDLQ/Qzcw='),
    user: { ...UTA1, double_confirm: 'notifyClose,tradeNotifyClose' }, state: { otcGuided: false } }),
  seed({ role: 'UTA2, unlimited innovation quota', id: '1003', email: 'uta2@sim.test',
    hash: H('FWn+y4E9R3PmHzYnTA7B5g==', 'N/c1cY6jT30v67roY9KSHXhyYM7FmdfU6uKFXwogb8c='),
    user: UTA2, state: { utaQuota: utaQuota('-1'), otcGuided: null } }),
  seed({ role: 'demo account (UTA1), funded', id: '1004', email: 'demo@sim.test',
    hash: H('A12h526Vlkh0oSuOHe8x/w==', 'g1qdzCWHEQVnVZrSCWFHYXFfpczZ5xK471OYkY3ogFw='),
    user: { ...UTA1, isDemoAccount: true, demo_id: 'demo-1004' }, balances: DEMO_FUNDED }),
  seed({ role: 'demo account (UTA1), empty wallet: demo recharge', id: '1005',
    email: 'demo-empty@sim.test',
    hash: H('8kXA6QEnETQ/SFTzmHCcFQ==', 'vtphNRJWHCB03x9AnI7IWoEutYUt+4YTK5PC75tes3o='),
    user: { ...UTA1, isDemoAccount: true, demo_id: 'demo-1005' }, balances: {} }),
  seed({ role: 'sub-account (UTA1)', id: '1006', email: 'sub@sim.test',
    hash: H('ROGclIAI/eko4lssQgIDaw==', '80LiKs54k6MvpnoE/boqPweILJd2ggTu5jrsd8WwcoM='),
    user: { ...UTA1, sub_attribute: 'normal_sub' } }),
  seed({ role: 'new copy-trading leader (UTA1)', id: '1007', email: 'leader@sim.test',
    hash: H('+x3M9OpVIjVug8clresgRw==', 'yYZ/dUCKp5vycns34B38nPZVcfdjYST19uwDt/37Xms='),
    user: { ...UTA1, is_copy_trading_leader: true, is_new_copy_trading_leader: true } }),
  seed({ role: 'sub-account that is a copy-trading leader (UTA1)', id: '1008',
    email: 'sub-leader@sim.test',
    hash: H('gKf3CE0W16bKYQIBC1vXKw==', 'Ij71kpJGV1FCUcDJsbNt/Y501bZ9MmqpWbjHx8M/aHU='),
    user: { ...UTA1, sub_attribute: 'copy_trading_sub', is_copy_trading_leader: true } }),
  seed({ role: 'EEA compliance status (UTA1)', id: '1009', email: 'eea@sim.test',
    hash: H('w+O13KjXF+wfsSL2TjILLg==', 'xLjQYo8Vo+yoRtfsGS8EzHOoi892OxhnSPnSwH1S0Cg='),
    user: { ...UTA1, eeaStatus: true } }),
  seed({ role: `region "${RESTRICTED_REGION}": no OCO tabs, no rewards hub, convert hidden`,
    id: '1010', email: 'restricted@sim.test',
    hash: H('qt2p2PWaO4Gh0Bn+QGNrew==', '65A02lJse4WFS4LPLpsQaVT2C+xCTUkCNaXCqDiPktc='),
    user: { ...UTA1, region: RESTRICTED_REGION } }),
  seed({ role: 'userState 2 (not active; balances do not apply)', id: '1011',
    email: 'inactive@sim.test',
    hash: H('qty3wLEqxkUHDOyoeBfjgA==', 'Vkhq5Vb+8RMwa1BcGbCiH6EL4M4r+QeXa0uXDaQgZZY='),
    user: { ...CLASSIC, userState: 2 } }),
  seed({ role: 'classic, UTA tag FAIL, gray flag on: upgrade entry', id: '1012',
    email: 'upgrade@sim.test',
    hash: H('V/9/j2kxWzuJ5lT9I5vSeg==', 'qPNla7QEfDUq73LD7gnJJ1LaHVDp9IbF0pI9mUF8T/E='),
    user: { ...CLASSIC, member_tag: { UTA: 'FAIL' }, grayFlag: { IsUTA: true } } }),
  seed({ role: 'classic, UTA upgrade in progress (tags PROCESS)', id: '1013',
    email: 'upgrading@sim.test',
    hash: H('vSTyvMJ3OZw3ZJkdIchPyg==', '2jXmLryKNjOiA4oG507J3zFCBumhdYX2dJQ3oav0/ZI='),
    user: { ...CLASSIC, member_tag: { UTA: 'PROCESS', UTA_INVERSE: 'PROCESS' },
      grayFlag: { IsUTA: true } } }),
  seed({ role: 'UTA1, margin state 4 (liquidation)', id: '1014', email: 'liquidation@sim.test',
    hash: H('XbBDhckF2g4CNv3Mwws8LQ==', 'xc5kL7Gs5HOD9bgeOz4uBx4jn+Af2B+pmIzDnG+zWRk='),
    user: UTA1, state: { riskState: 4 } }),
  seed({ role: 'UTA1, margin state 5 (overrun)', id: '1015', email: 'overrun@sim.test',
    hash: H('H0B0qu7KlxQMMzk6C0MOeA==', 'hw49/VuKWotpcy++bcLVOGYMsra3NF/aMyEhBMJ63dY='),
    user: UTA1, state: { riskState: 5 } }),
  seed({ role: 'UTA1 in isolated-margin mode (trading blocked)', id: '1016',
    email: 'isolated@sim.test',
    hash: H('z3dgPKLbaRZmtwz5V/RzLQ==', 'CNPI6kjnYq6JEgWjPlwoQ4O6fwlcxBrkw+6XfjBu1H0='),
    user: UTA1, state: { isolatedMargin: true } }),
  seed({ role: 'UTA1 with leverage off', id: '1017', email: 'leverage-off@sim.test',
    hash: H('L8XrWlD4YSJJZfzUmihQOw==', 'pYscNLT3H6NtKg+FWIhcLdw0xdcxIPf+tIlx562mdDg='),
    user: UTA1, state: { leverageOff: true } }),
];
