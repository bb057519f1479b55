import type { ComplianceFlags, UserInfo } from '@spot/contracts';
import { deriveRoles } from '@spot/contracts';
import type { Journal, JournalRecord } from '../journal/journal';
import type { JournalModule } from '../journal/journal-modules';
import { Dec } from '../lib/decimal';
import { DEFAULT_COMPLIANCE } from '../market/symbol-catalogue';
import type { AccountResult } from './account-errors';
import { ACCOUNT_ERROR_CODES, accepted, refused } from './account-errors';
import { AccountLedger } from './account-ledger';
import { MarginAccounts } from './account-margin';
import { ACCOUNT_PREFIX, ACCOUNT_RECORD, RecordFields } from './account-records';
import type { AccountPatch, AccountState, SimAccountInfo } from './account-state';
import {
  DEMO_RECHARGE,
  MAX_PREFERENCE_KEYS,
  initialState,
  patchState,
  resetState,
  spendQuota,
  userInfoOf,
} from './account-state';
import type { Valuation } from './account-views';
import { demoWalletBalance } from './account-views';
import { DEFAULT_REGION, SEED_REGIONS } from './compliance-regions';
import { LoginThrottle } from './login-throttle';
import { UNKNOWN_USER_HASH, hashPassword, verifyPassword } from './password';
import { MarginBook } from './margin-book';
import type { SeedAccount } from './seed-accounts';
import { SEED_ACCOUNTS, registeredAccount } from './seed-accounts';
import { SESSION_COOKIE, SessionStore, newSessionToken } from './session-store';

export interface AccountsOptions {
  readonly journal: Journal;
  /** USDT prices for balance values (default: none, values 0). */
  readonly valuation?: Valuation;
  readonly now?: () => number;
  readonly seeds?: readonly SeedAccount[];
  /**
   * Compliance per region at start and after a reset (default `SEED_REGIONS`); test mode starts
   * with the standard-account phase-out switch off (`TEST_MODE_REGIONS`).
   */
  readonly regions?: Readonly<Record<string, ComplianceFlags>>;
}

/** Told of the records of every change once they are on disk (not of replayed ones). */
export type DurableRecordsListener = (records: readonly JournalRecord[]) => void;

/** Finds the user of a request's cookies (parsed with `parseCookies`); null for a visitor. */
export type SessionLookup = (cookies: ReadonlyMap<string, string>) => UserInfo | null;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The accounts: seeded users, sessions, balances (the engine's `Ledger`), preferences, chart
 * settings, quotas, demo wallet and the switches of test mode. Every change is a journal
 * record applied through `apply`, the same path replay takes, and is flushed to the journal
 * before the promise of the change resolves.
 */
/** Passwords of registered accounts have at least this many characters. */
export const MIN_PASSWORD_LENGTH = 8;
/** Registered accounts get ids from here on, above every seeded one. */
const FIRST_REGISTERED_ID = 2001;

export class Accounts implements JournalModule {
  readonly prefix = ACCOUNT_PREFIX;
  readonly ledger: AccountLedger;
  readonly valuation: Valuation;
  private readonly journal: Journal;
  private readonly now: () => number;
  private readonly states = new Map<string, AccountState>();
  private readonly byEmail = new Map<string, string>();
  private readonly regions = new Map<string, ComplianceFlags>();
  private readonly seedRegions: Readonly<Record<string, ComplianceFlags>>;
  private readonly sessions: SessionStore;
  private readonly throttle: LoginThrottle;
  private web2Update = false;
  private rechargeFault: string | null = null;
  private readonly durable = new Set<DurableRecordsListener>();
  /** Spot-margin loans (journaled as `account.margin.*`). */
  private readonly loans = new MarginBook();
  /** Spot margin: figures, borrow, repay (`account.margin.*` records). */
  readonly margin: MarginAccounts;

  constructor(options: AccountsOptions) {
    this.journal = options.journal;
    this.now = options.now ?? Date.now;
    this.seedRegions = options.regions ?? SEED_REGIONS;
    this.valuation = options.valuation ?? (() => undefined);
    this.sessions = new SessionStore(this.now);
    this.throttle = new LoginThrottle(this.now);
    this.ledger = new AccountLedger((userId) => this.states.get(userId)?.feeRates);
    for (const seed of options.seeds ?? SEED_ACCOUNTS) {
      this.states.set(seed.user.id, initialState(seed));
      this.byEmail.set(normalizeEmail(seed.user.email), seed.user.id);
    }
    this.resetAll();
    this.margin = new MarginAccounts({
      ledger: this.ledger,
      loans: this.loans,
      valuation: this.valuation,
      now: this.now,
      isUnified: (userId) => this.isUnified(userId),
      commit: (records) => this.commit(records),
    });
  }

  /**
   * Hears of every change's records once they are on disk, before the change's promise
   * resolves (the private topics push wallet rows from here).
   */
  onDurableRecords(listener: DurableRecordsListener): () => void {
    this.durable.add(listener);
    return () => this.durable.delete(listener);
  }

  // Sessions

  /**
   * Checks the credentials and opens a session; a live session of `currentToken` is ended.
   * A wrong email and a wrong password get the same answer after the same work.
   */
  async login(
    email: string,
    password: string,
    currentToken?: string,
  ): Promise<AccountResult<{ readonly user: UserInfo; readonly token: string }>> {
    const key = normalizeEmail(email);
    const waitMs = this.throttle.retryAfterMs(key);
    if (waitMs > 0) {
      return refused(
        ACCOUNT_ERROR_CODES.loginThrottled,
        `too many failed logins for this email; try again in ${Math.ceil(waitMs / 1000)} s`,
      );
    }
    const userId = this.byEmail.get(key);
    const state = userId === undefined ? undefined : this.states.get(userId);
    const matches = await verifyPassword(password, state?.seed.passwordHash ?? UNKNOWN_USER_HASH);
    if (!matches || !state) {
      this.throttle.recordFailure(key);
      return refused(ACCOUNT_ERROR_CODES.badCredentials, 'wrong email or password');
    }
    this.throttle.recordSuccess(key);
    const { token, sid } = newSessionToken();
    const ts = this.now();
    const previous = this.sessions.liveSid(currentToken);
    await this.commit([
      ...(previous === null ? [] : [{ t: ACCOUNT_RECORD.sessionClose, ts, sid: previous }]),
      { t: ACCOUNT_RECORD.sessionOpen, ts, sid, userId: state.seed.user.id },
    ]);
    return accepted({ user: userInfoOf(state), token });
  }

  /**
   * Opens a classic account with the sim's starter funds and signs it in. The email is unique
   * (case-insensitive); the password has at least 8 characters.
   */
  async register(
    email: string,
    password: string,
    currentToken?: string,
  ): Promise<AccountResult<{ readonly user: UserInfo; readonly token: string }>> {
    const key = normalizeEmail(email);
    if (password.length < MIN_PASSWORD_LENGTH) {
      return refused(
        ACCOUNT_ERROR_CODES.weakPassword,
        `the password needs at least ${MIN_PASSWORD_LENGTH} characters`,
      );
    }
    if (this.byEmail.has(key)) {
      return refused(ACCOUNT_ERROR_CODES.emailTaken, 'an account with this email exists');
    }
    const passwordHash = await hashPassword(password);
    // The hash took time: another registration of this email may have landed meanwhile.
    if (this.byEmail.has(key)) {
      return refused(ACCOUNT_ERROR_CODES.emailTaken, 'an account with this email exists');
    }
    const userId = this.nextUserId();
    const { token, sid } = newSessionToken();
    const ts = this.now();
    const previous = this.sessions.liveSid(currentToken);
    await this.commit([
      { t: ACCOUNT_RECORD.register, ts, userId, email: key, passwordHash },
      ...(previous === null ? [] : [{ t: ACCOUNT_RECORD.sessionClose, ts, sid: previous }]),
      { t: ACCOUNT_RECORD.sessionOpen, ts, sid, userId },
    ]);
    return accepted({ user: userInfoOf(this.state(userId)), token });
  }

  private nextUserId(): string {
    let max = FIRST_REGISTERED_ID - 1;
    for (const id of this.states.keys()) {
      const n = Number(id);
      if (Number.isSafeInteger(n) && n > max) max = n;
    }
    return String(max + 1);
  }

  /** Ends the session of a cookie token, if it is live. */
  async logout(token: string | undefined): Promise<void> {
    const sid = this.sessions.liveSid(token);
    if (sid !== null) await this.commit([{ t: ACCOUNT_RECORD.sessionClose, ts: this.now(), sid }]);
  }

  /** The user id of the request's session cookie, or null for a visitor. */
  sessionUserId(cookies: ReadonlyMap<string, string>): string | null {
    const sid = this.sessions.liveSid(cookies.get(SESSION_COOKIE));
    return sid === null ? null : this.sessions.userIdOfSid(sid);
  }

  /**
   * The user of a request's session cookie, or null: what the realtime layer checks when a
   * socket upgrades (DESIGN §5). A bound function, so it can be handed over as it is.
   */
  readonly sessionUser: SessionLookup = (cookies) => {
    const userId = this.sessionUserId(cookies);
    return userId === null ? null : this.user(userId);
  };

  // Reads

  user(userId: string): UserInfo | null {
    const state = this.states.get(userId);
    return state ? userInfoOf(state) : null;
  }

  /** The account's state; throws for an unknown id (callers pass session user ids). */
  state(userId: string): AccountState {
    const state = this.states.get(userId);
    if (!state) throw new Error(`no account ${userId}`);
    return state;
  }

  isUnified(userId: string): boolean {
    return deriveRoles(userInfoOf(this.state(userId))).utaLevel > 0;
  }

  /**
   * Starts a classic account's move to UTA (spec 001 §4): both member tags PROCESS at once;
   * `finishUpgrade` completes it. Refused for a demo account, a unified one, or one whose
   * upgrade is already under way.
   */
  async startUpgrade(userId: string): Promise<AccountResult<{ readonly status: 'PROCESS' }>> {
    if (this.isDemo(userId)) {
      return refused(ACCOUNT_ERROR_CODES.demoNotSupported, 'demo account does not support');
    }
    if (this.isUnified(userId) || this.state(userId).upgrade !== null) {
      return refused(
        ACCOUNT_ERROR_CODES.upgradeNotAvailable,
        'the account is unified or its upgrade is under way',
      );
    }
    await this.commit([{ t: ACCOUNT_RECORD.utaUpgrade, ts: this.now(), userId, phase: 'PROCESS' }]);
    return accepted({ status: 'PROCESS' });
  }

  /** The accounts whose upgrade (begun through `startUpgrade`) is under way. */
  upgradesUnderWay(): string[] {
    return [...this.states.values()]
      .filter((state) => state.upgrade === 'PROCESS')
      .map((state) => state.seed.user.id);
  }

  /** Completes an upgrade under way: the account is UTA1 from now on; false if none was. */
  async finishUpgrade(userId: string): Promise<boolean> {
    if (this.states.get(userId)?.upgrade !== 'PROCESS') return false;
    await this.commit([{ t: ACCOUNT_RECORD.utaUpgrade, ts: this.now(), userId, phase: 'SUCCESS' }]);
    return true;
  }

  isDemo(userId: string): boolean {
    return this.state(userId).seed.user.isDemoAccount;
  }

  /** Every seeded account, in seed order. */
  seeds(): SeedAccount[] {
    return [...this.states.values()].map((state) => state.seed);
  }

  userIdByEmail(email: string): string | undefined {
    return this.byEmail.get(normalizeEmail(email));
  }

  accountInfo(userId: string): SimAccountInfo {
    const s = this.state(userId);
    return {
      riskState: s.riskState,
      isolatedMargin: s.isolatedMargin,
      leverageOff: s.leverageOff,
      web2Update: this.web2Update,
    };
  }

  preferences(userId: string): Record<string, string> {
    return Object.fromEntries(this.state(userId).preferences);
  }

  /** The saved chart setting as JSON text, '' when none. */
  klineConfig(userId: string): string {
    return this.state(userId).kline;
  }

  /** The compliance config of a region; an unknown region gets the default one. */
  compliance(region: string = DEFAULT_REGION): ComplianceFlags {
    return this.regions.get(region) ?? this.regions.get(DEFAULT_REGION) ?? DEFAULT_COMPLIANCE;
  }

  hasRegion(region: string): boolean {
    return this.regions.has(region);
  }

  /**
   * The innovation quota left for a buy on `symbolId`, in its coin: null when unlimited,
   * undefined when the symbol has no quota for this account.
   */
  innovationQuotaLeft(userId: string, symbolId: string): Dec | null | undefined {
    const s = this.state(userId);
    const uta = s.utaQuota.get(symbolId);
    if (uta) return uta.limit;
    return s.classicQuota.get(symbolId)?.remain;
  }

  // Changes

  async setPreferences(
    userId: string,
    keys: Readonly<Record<string, string>>,
  ): Promise<AccountResult<Record<string, string>>> {
    const current = this.state(userId).preferences;
    const added = Object.keys(keys).filter((key) => !current.has(key)).length;
    if (current.size + added > MAX_PREFERENCE_KEYS) {
      return refused(
        ACCOUNT_ERROR_CODES.tooManyPreferences,
        `an account keeps at most ${MAX_PREFERENCE_KEYS} preference keys`,
      );
    }
    await this.commit([{ t: ACCOUNT_RECORD.preferences, ts: this.now(), userId, keys }]);
    return accepted(this.preferences(userId));
  }

  /**
   * Saves a chart setting whose `version` is a digits-only ms timestamp newer than the saved
   * one (spec 000 §3, §4); a demo account cannot save (spec 000 §5).
   */
  async setKlineConfig(
    userId: string,
    kline: string,
    version: string,
  ): Promise<AccountResult<null>> {
    if (this.isDemo(userId)) {
      return refused(ACCOUNT_ERROR_CODES.demoNotSupported, 'a demo account does not save charts');
    }
    if (!/^\d{1,16}$/.test(version)) {
      return refused(
        ACCOUNT_ERROR_CODES.klineVersionRejected,
        `version must be a ms timestamp of digits only, got "${version.slice(0, 40)}"`,
      );
    }
    const saved = this.state(userId).klineVersion;
    if (saved !== null && BigInt(version) <= saved) {
      return refused(
        ACCOUNT_ERROR_CODES.klineVersionRejected,
        `version ${version} is not newer than the saved version ${saved}`,
      );
    }
    await this.commit([{ t: ACCOUNT_RECORD.klineConfig, ts: this.now(), userId, kline, version }]);
    return accepted(null);
  }

  /** Demo recharge under the `DEMO_RECHARGE` rule; a test-mode fault code wins once. */
  async demoRecharge(userId: string): Promise<AccountResult<{ readonly resultCode: string }>> {
    if (!this.isDemo(userId)) {
      return refused(ACCOUNT_ERROR_CODES.demoOnly, 'only a demo account can be recharged');
    }
    if (this.rechargeFault !== null) {
      const resultCode = this.rechargeFault;
      this.rechargeFault = null;
      return accepted({ resultCode });
    }
    if (demoWalletBalance(this.ledger, userId).gte(DEMO_RECHARGE.refuseFromWb)) {
      return accepted({ resultCode: DEMO_RECHARGE.notEmptyCode });
    }
    const { token, amount } = DEMO_RECHARGE;
    await this.commit([{ t: ACCOUNT_RECORD.demoRecharge, ts: this.now(), userId, token, amount }]);
    return accepted({ resultCode: DEMO_RECHARGE.okCode });
  }

  /**
   * Uses `amount` of the innovation quota of `symbolId` (the matching engine, on a buy).
   * Returns null, changing nothing, when the quota left is short; otherwise the promise of
   * the journal flush. Unlimited and quota-less symbols use nothing and resolve at once.
   */
  consumeInnovationQuota(userId: string, symbolId: string, amount: Dec): Promise<void> | null {
    const left = this.innovationQuotaLeft(userId, symbolId);
    if (left === undefined || left === null) return Promise.resolve();
    if (left.lt(amount)) return null;
    const record = { t: ACCOUNT_RECORD.quotaUse, ts: this.now(), userId, symbolId };
    return this.commit([{ ...record, amount: amount.toString() }]);
  }

  // Spot margin: `margin` (account-margin.ts) decides and journals through here.

  // Test mode

  setAccountState(userId: string, patch: AccountPatch): Promise<void> {
    return this.commit([{ t: ACCOUNT_RECORD.accountState, ts: this.now(), userId, ...patch }]);
  }

  /** Credits `amount` of `token` (a test-mode deposit, e.g. a counterparty's funds). */
  deposit(userId: string, token: string, amount: Dec): Promise<void> {
    const record = { t: ACCOUNT_RECORD.deposit, ts: this.now(), userId, token };
    return this.commit([{ ...record, amount: amount.toString() }]);
  }

  setCompliance(region: string, flags: ComplianceFlags): Promise<void> {
    return this.commit([{ t: ACCOUNT_RECORD.compliance, ts: this.now(), region, flags }]);
  }

  setWeb2Update(on: boolean): Promise<void> {
    return this.commit([{ t: ACCOUNT_RECORD.web2Update, ts: this.now(), on }]);
  }

  /** The next demo recharge answers `resultCode` (then the rule applies again); null clears. */
  setDemoRechargeFault(resultCode: string | null): void {
    this.rechargeFault = resultCode;
  }

  /** Every account back to its seed; sessions stay and so do funds held for orders. */
  reset(): Promise<void> {
    return this.commit([{ t: ACCOUNT_RECORD.reset, ts: this.now() }]);
  }

  // Journal

  apply(record: JournalRecord): void {
    const f = new RecordFields(record);
    switch (record.t) {
      case ACCOUNT_RECORD.register: {
        const userId = f.string('userId');
        const account = registeredAccount(userId, f.string('email'), f.string('passwordHash'));
        this.states.set(userId, initialState(account));
        this.byEmail.set(normalizeEmail(account.user.email), userId);
        for (const [token, amount] of Object.entries(account.balances)) {
          this.ledger.setFree(userId, token, new Dec(amount));
        }
        return;
      }
      case ACCOUNT_RECORD.sessionOpen:
        this.state(f.string('userId'));
        this.sessions.open(f.string('sid'), f.string('userId'), record.ts);
        return;
      case ACCOUNT_RECORD.sessionClose:
        this.sessions.close(f.string('sid'));
        return;
      case ACCOUNT_RECORD.preferences: {
        const prefs = this.state(f.string('userId')).preferences;
        for (const [key, value] of Object.entries(f.stringMap('keys'))) prefs.set(key, value);
        return;
      }
      case ACCOUNT_RECORD.klineConfig: {
        const state = this.state(f.string('userId'));
        state.kline = f.string('kline');
        state.klineVersion = BigInt(f.string('version'));
        return;
      }
      case ACCOUNT_RECORD.deposit:
      case ACCOUNT_RECORD.demoRecharge: {
        const userId = f.string('userId');
        this.state(userId);
        this.ledger.credit(userId, f.string('token'), new Dec(f.string('amount')));
        return;
      }
      case ACCOUNT_RECORD.quotaUse:
        spendQuota(
          this.state(f.string('userId')),
          f.string('symbolId'),
          new Dec(f.string('amount')),
        );
        return;
      case ACCOUNT_RECORD.accountState:
        patchState(this.state(f.string('userId')), {
          riskState: f.optionalNumber('riskState'),
          isolatedMargin: f.optionalBoolean('isolatedMargin'),
          leverageOff: f.optionalBoolean('leverageOff'),
          region: f.optionalString('region'),
        });
        return;
      case ACCOUNT_RECORD.compliance:
        this.regions.set(f.string('region'), f.compliance('flags'));
        return;
      case ACCOUNT_RECORD.web2Update:
        this.web2Update = f.boolean('on');
        return;
      case ACCOUNT_RECORD.utaUpgrade: {
        const phase = f.string('phase');
        if (phase !== 'PROCESS' && phase !== 'SUCCESS')
          throw new Error(`bad upgrade phase ${phase}`);
        this.state(f.string('userId')).upgrade = phase;
        return;
      }
      case ACCOUNT_RECORD.reset:
        this.resetAll();
        return;
      case ACCOUNT_RECORD.marginBorrow: {
        const userId = f.string('userId');
        const token = f.string('token');
        const amount = new Dec(f.string('amount'));
        this.state(userId);
        this.loans.borrow(userId, token, amount, record.ts);
        this.ledger.credit(userId, token, amount);
        return;
      }
      case ACCOUNT_RECORD.marginRepay: {
        const userId = f.string('userId');
        const token = f.string('token');
        const amount = new Dec(f.string('amount'));
        this.state(userId);
        this.ledger.debit(userId, token, amount);
        this.loans.repay(userId, token, amount, record.ts);
        return;
      }
      case ACCOUNT_RECORD.marginHours:
        this.loans.addHours(f.string('userId'), f.number('hours'), record.ts);
        return;
      default:
        throw new Error(`unknown accounts record type "${record.t}"`);
    }
  }

  private resetAll(): void {
    this.web2Update = false;
    this.regions.clear();
    for (const [region, flags] of Object.entries(this.seedRegions)) this.regions.set(region, flags);
    for (const state of this.states.values()) {
      resetState(state);
      const userId = state.seed.user.id;
      this.loans.reset(userId);
      const seeded = state.seed.balances;
      for (const token of new Set([...Object.keys(seeded), ...this.ledger.tokens(userId)])) {
        this.ledger.setFree(userId, token, new Dec(seeded[token] ?? 0));
      }
    }
  }

  /**
   * Applies records in order, then resolves once the journal has them on disk. A journal
   * that refuses appends (failed, closed) refuses the change before anything is applied.
   */
  private commit(records: readonly JournalRecord[]): Promise<void> {
    const refusal = this.journal.refusal();
    if (refusal) return Promise.reject(refusal);
    for (const record of records) this.apply(record);
    return this.journal.append(records).then(() => this.notifyDurable(records));
  }

  private notifyDurable(records: readonly JournalRecord[]): void {
    for (const listener of this.durable) {
      try {
        listener(records);
      } catch (error) {
        console.error('[exchange-sim] a durable-records listener threw', error);
      }
    }
  }
}
