import type { UnifiedAssetRequest } from '@spot/contracts';
import { isNonNegativeDecimalString } from '@spot/contracts';
import { MAX_PASSWORD_LENGTH } from './password';

/**
 * Guards of the accounts endpoints' input: each gives the typed request or a message for a
 * 400 (code 10001). Unknown extra fields are ignored.
 */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export const INPUT_LIMITS = {
  emailLength: 254,
  passwordLength: MAX_PASSWORD_LENGTH,
  preferenceKeysPerCall: 50,
  preferenceKeyLength: 64,
  preferenceValueLength: 4096,
  klineLength: 32 * 1024,
  symbolLength: 32,
} as const;

const PREFERENCE_KEY = /^[A-Za-z0-9_.:-]+$/;
const SYMBOL_NAME = /^[A-Z0-9]+$/;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function boundedString(value: unknown, field: string, max: number): Parsed<string> {
  if (typeof value !== 'string') return bad(`${field} must be a string`);
  if (value === '') return bad(`${field} must not be empty`);
  if (value.length > max) return bad(`${field} must be at most ${max} characters`);
  return ok(value);
}

export function parseLogin(body: unknown): Parsed<{ email: string; password: string }> {
  if (!isRecord(body)) return bad('body must be JSON {"email": string, "password": string}');
  const email = boundedString(body.email, 'email', INPUT_LIMITS.emailLength);
  if (!email.ok) return email;
  const password = boundedString(body.password, 'password', INPUT_LIMITS.passwordLength);
  if (!password.ok) return password;
  return ok({ email: email.value, password: password.value });
}

/** Register: the login shape, an email that looks like one. */
export function parseRegister(body: unknown): Parsed<{ email: string; password: string }> {
  const login = parseLogin(body);
  if (!login.ok) return login;
  if (!/^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{1,63}$/.test(login.value.email)) {
    return bad('email is not an email address');
  }
  return login;
}

export function parsePreferenceUpsert(body: unknown): Parsed<Record<string, string>> {
  if (!isRecord(body) || !isRecord(body.upsert_keys)) {
    return bad('body must be JSON {"upsert_keys": {key: string}}');
  }
  const entries = Object.entries(body.upsert_keys);
  const { preferenceKeysPerCall, preferenceKeyLength, preferenceValueLength } = INPUT_LIMITS;
  if (entries.length === 0) return bad('upsert_keys must name at least one key');
  if (entries.length > preferenceKeysPerCall) {
    return bad(`upsert_keys may hold at most ${preferenceKeysPerCall} keys`);
  }
  for (const [key, value] of entries) {
    if (key.length > preferenceKeyLength || !PREFERENCE_KEY.test(key)) {
      return bad(
        `preference key "${key.slice(0, 80)}" must be 1 to ${preferenceKeyLength} of A-Z a-z 0-9 _ . : -`,
      );
    }
    if (typeof value !== 'string') return bad(`upsert_keys.${key} must be a string`);
    if (value.length > preferenceValueLength) {
      return bad(`upsert_keys.${key} must be at most ${preferenceValueLength} characters`);
    }
  }
  return ok(Object.fromEntries(entries) as Record<string, string>);
}

/**
 * set-kline-config: `kline` is JSON of `{ version, saveData }` (spec 000 §3, §7). The
 * version's rule (digits, newer) is a business check of the accounts, not a format check.
 */
export function parseKlineConfig(body: unknown): Parsed<{ kline: string; version: string }> {
  if (!isRecord(body)) return bad('body must be JSON {"kline": string}');
  const kline = boundedString(body.kline, 'kline', INPUT_LIMITS.klineLength);
  if (!kline.ok) return kline;
  let setting: unknown;
  try {
    setting = JSON.parse(kline.value);
  } catch {
    return bad('kline must be JSON text of {"version": string, "saveData": object}');
  }
  if (!isRecord(setting) || typeof setting.version !== 'string' || !isRecord(setting.saveData)) {
    return bad('kline must be JSON text of {"version": string, "saveData": object}');
  }
  return ok({ kline: kline.value, version: setting.version });
}

export function parseUnifiedAssetQuery(query: URLSearchParams): Parsed<UnifiedAssetRequest> {
  const symbolName = query.get('symbolName') ?? '';
  if (symbolName.length > INPUT_LIMITS.symbolLength || !SYMBOL_NAME.test(symbolName)) {
    return bad('symbolName must be a symbol name like BTCUSDT');
  }
  const side = query.get('side');
  if (side !== 'BUY' && side !== 'SELL') return bad('side must be BUY or SELL');
  const isMargin = query.get('isMargin');
  if (isMargin !== 'true' && isMargin !== 'false') return bad('isMargin must be true or false');
  const limitPrice = query.get('limitPrice');
  if (limitPrice !== null && !isNonNegativeDecimalString(limitPrice)) {
    return bad('limitPrice must be a decimal string like "27000.5"');
  }
  return ok({
    symbolName,
    side,
    isMargin: isMargin === 'true',
    ...(limitPrice === null ? {} : { limitPrice }),
  });
}

export function parseLiabilities(body: unknown): Parsed<{ ignoreZeroBorrowSize: boolean }> {
  if (
    !isRecord(body) ||
    body.settleCoin !== 'all' ||
    typeof body.ignoreZeroBorrowSize !== 'boolean'
  ) {
    return bad('body must be JSON {"settleCoin": "all", "ignoreZeroBorrowSize": boolean}');
  }
  return ok({ ignoreZeroBorrowSize: body.ignoreZeroBorrowSize });
}

export function parseDemoRecharge(body: unknown): Parsed<{ bizScene: 'SPOT_TRADE' }> {
  if (!isRecord(body) || body.bizScene !== 'SPOT_TRADE') {
    return bad('body must be JSON {"bizScene": "SPOT_TRADE"}');
  }
  return ok({ bizScene: 'SPOT_TRADE' });
}

/** borrowRecords: `status` is `unpaid` or `paidOff` (the Repayment tab's sub-tabs). */
export function parseBorrowRecordsQuery(
  query: URLSearchParams,
): Parsed<{ status: 'unpaid' | 'paidOff' }> {
  const status = query.get('status');
  if (status !== 'unpaid' && status !== 'paidOff') {
    return bad('query parameter status must be unpaid or paidOff');
  }
  return ok({ status });
}

const COIN = /^[A-Z0-9]{1,16}$/;

/** repay: `{ coin, amount? }`, the amount a plain positive decimal (all that is owed when absent). */
export function parseRepay(body: unknown): Parsed<{ coin: string; amount: string | null }> {
  if (!isRecord(body) || typeof body.coin !== 'string' || !COIN.test(body.coin)) {
    return bad('body must be JSON {"coin": "USDT", "amount"?: "decimal"}');
  }
  const amount = body.amount;
  if (amount === undefined) return ok({ coin: body.coin, amount: null });
  if (!isNonNegativeDecimalString(amount) || !/[1-9]/.test(amount) || amount.length > 40) {
    return bad('amount must be a decimal string above 0');
  }
  return ok({ coin: body.coin, amount });
}
