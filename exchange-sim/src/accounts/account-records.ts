import type { ComplianceFlags } from '@spot/contracts';
import { TOOL_NAMES } from '@spot/contracts';
import type { JournalRecord } from '../journal/journal';

/** Journal prefix of every accounts record. */
export const ACCOUNT_PREFIX = 'account';

/** Record types of the accounts module and what each carries besides `t` and `ts`. */
export const ACCOUNT_RECORD = {
  /** `{ userId, email, passwordHash }`: an account opened through register. */
  register: 'account.register',
  /** `{ sid, userId }`: a login; `sid` is the SHA-256 of the cookie token, never the token. */
  sessionOpen: 'account.session.open',
  /** `{ sid }`: a logout, or a session replaced by a new login. */
  sessionClose: 'account.session.close',
  /** `{ userId, keys }`: preference keys merged in. */
  preferences: 'account.prefs',
  /** `{ userId, kline }`: the saved chart setting (JSON text). */
  klineConfig: 'account.kline',
  /** `{ userId, token, amount }`: a demo recharge credited. */
  demoRecharge: 'account.demo.recharge',
  /** `{ userId, token, amount }`: a test-mode deposit credited (`/__sim/accounts/deposit`). */
  deposit: 'account.deposit',
  /** `{ userId, symbolId, amount }`: innovation quota used by a buy. */
  quotaUse: 'account.quota.use',
  /** `{ userId, riskState?, isolatedMargin?, leverageOff?, region? }`: test-mode changes. */
  accountState: 'account.state',
  /** `{ region, flags }`: a region's compliance config (test mode). */
  compliance: 'account.compliance',
  /** `{ on }`: the web2-update flag (test mode). */
  web2Update: 'account.web2',
  /** `{}`: every account back to its seed (test mode); sessions and held funds stay. */
  reset: 'account.reset',
  /** `{ userId, token, amount }`: a spot-margin borrow, credited to the free balance. */
  marginBorrow: 'account.margin.borrow',
  /** `{ userId, token, amount }`: a repayment from the free balance, interest first. */
  marginRepay: 'account.margin.repay',
  /** `{ userId, hours }`: test mode: that many hours of interest at once. */
  marginHours: 'account.margin.hours',
  /** `{ userId, phase }`: a classic account's UTA upgrade began (`PROCESS`) or ended (`SUCCESS`). */
  utaUpgrade: 'account.uta.upgrade',
} as const;

/** Reads typed fields of a record; a missing or wrong-typed field throws, naming it. */
export class RecordFields {
  constructor(private readonly record: JournalRecord) {}

  private fail(field: string, expected: string): never {
    throw new Error(`record ${this.record.t}: field "${field}" must be ${expected}`);
  }

  string(field: string): string {
    const value = this.record[field];
    return typeof value === 'string' ? value : this.fail(field, 'a string');
  }

  optionalBoolean(field: string): boolean | undefined {
    const value = this.record[field];
    if (value === undefined) return undefined;
    return typeof value === 'boolean' ? value : this.fail(field, 'a boolean');
  }

  boolean(field: string): boolean {
    return this.optionalBoolean(field) ?? this.fail(field, 'a boolean');
  }

  optionalNumber(field: string): number | undefined {
    const value = this.record[field];
    if (value === undefined) return undefined;
    return typeof value === 'number' && Number.isFinite(value)
      ? value
      : this.fail(field, 'a number');
  }

  number(field: string): number {
    return this.optionalNumber(field) ?? this.fail(field, 'a number');
  }

  optionalString(field: string): string | undefined {
    return this.record[field] === undefined ? undefined : this.string(field);
  }

  stringMap(field: string): Record<string, string> {
    const value = this.record[field];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return this.fail(field, 'an object of strings');
    }
    const entries = Object.entries(value);
    if (!entries.every(([, v]) => typeof v === 'string')) this.fail(field, 'an object of strings');
    return Object.fromEntries(entries) as Record<string, string>;
  }

  compliance(field: string): ComplianceFlags {
    const value = this.record[field];
    return isComplianceFlags(value) ? value : this.fail(field, 'compliance flags');
  }
}

const FLAG_KEYS = [
  'chartOption',
  'ocoTabs',
  'tokenRecordTab',
  'orderHeaderTip',
  'liquidityShield',
  'integratedOrderRequest',
  'rewardsHub',
  'spotMargin',
] as const satisfies readonly Exclude<keyof ComplianceFlags, 'hiddenTools'>[];
/** Switches added since (contract 1.4.0): absent in older journals, so optional. */
const OPTIONAL_FLAG_KEYS = ['standardAccountOffline'] as const satisfies readonly Exclude<
  keyof ComplianceFlags,
  'hiddenTools'
>[];

const TOOLS: ReadonlySet<string> = new Set(TOOL_NAMES);

export function isComplianceFlags(value: unknown): value is ComplianceFlags {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    FLAG_KEYS.every((key) => typeof record[key] === 'boolean') &&
    OPTIONAL_FLAG_KEYS.every(
      (key) => record[key] === undefined || typeof record[key] === 'boolean',
    ) &&
    Array.isArray(record.hiddenTools) &&
    record.hiddenTools.every((tool) => typeof tool === 'string' && TOOLS.has(tool))
  );
}

/** The boolean switches of a compliance config (every key but `hiddenTools`). */
export const COMPLIANCE_FLAG_KEYS: readonly string[] = [...FLAG_KEYS, ...OPTIONAL_FLAG_KEYS];
