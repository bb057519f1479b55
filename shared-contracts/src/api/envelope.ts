/** Reply envelope of most endpoints: success is `code === 0` (spec 000 §7). */
export interface CodeEnvelope<T> {
  readonly code: number;
  readonly success: boolean;
  readonly message: string;
  readonly result: T;
}

/** Reply envelope of the H3 switch query (spec 001 §7): success is `err_code === 0`. */
export interface ErrCodeEnvelope<T> {
  readonly err_code: number;
  readonly err_msg: string;
  readonly result: T;
}

/** Reply envelope of kline endpoints: success is `ret_code === 0`. */
export interface RetCodeEnvelope<T> {
  readonly ret_code: number;
  readonly ret_msg: string;
  readonly result: T;
}

export type EnvelopeKind = 'code' | 'ret_code' | 'err_code';

/** Business and request error codes shared by the sim and the clients. */
export const API_ERROR_CODES = {
  ok: 0,
  badRequest: 10001,
  unknownSymbol: 10002,
  notLoggedIn: 10007,
  csrf: 10008,
  notFound: 10404,
  bodyTooLarge: 10413,
  internal: 10500,
  notImplemented: 10501,
} as const;

/**
 * Business rejections of account calls (HTTP 200, non-zero code). Login failures use one code
 * whether the email or the password was wrong.
 */
export const ACCOUNT_ERROR_CODES = {
  badCredentials: 20001,
  loginThrottled: 20002,
  demoOnly: 20003,
  /** Spec 001 §6: "demo account does not support". */
  demoNotSupported: 20004,
  unifiedOnly: 20005,
  klineVersionRejected: 20006,
  unknownAccount: 20007,
  tooManyPreferences: 20008,
  /** Register: an account with this email exists. */
  emailTaken: 20009,
  /** Register: the password is shorter than 8 characters. */
  weakPassword: 20010,
  /** Spot margin: the borrow would take the liabilities past the leverage allowed. */
  borrowLimitExceeded: 20011,
  /** Repay: more than is owed in the coin, or nothing is owed. */
  repayOverOwed: 20012,
  /** Repay: the free balance of the coin is short. */
  repayBalanceShort: 20013,
  /** UTA upgrade: the account is already unified, or its upgrade is under way (since 1.4.0). */
  upgradeNotAvailable: 20014,
  /**
   * A tool's settings refused by the checks of `domain/tool-checks.ts`; the message starts
   * with the check's key (`tool_min_quantity: …`). Since 1.5.0.
   */
  toolRejected: 20015,
  /** The account's role or region may not use this tool (spec 001 §5, §6). Since 1.5.0. */
  toolNotAllowed: 20016,
  /** Stop: no such strategy of this account, or it has already stopped. Since 1.5.0. */
  strategyNotRunning: 20017,
  /**
   * Cancel or modify: the order is a tool's (a grid bot's line, an iceberg's slice, a TWAP's
   * child); the trader stops or cancels the strategy instead. Since 1.5.0.
   */
  strategyOrder: 20018,
} as const;

/** What `HostApi.api.call` resolves to; it never rejects (DESIGN §5). */
export type ApiResult<T> =
  | { readonly ok: true; readonly result: T }
  | {
      readonly ok: false;
      readonly kind: 'business' | 'http' | 'timeout' | 'network' | 'aborted';
      readonly code?: number;
      readonly message: string;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an envelope of the given kind. A body that is not such an envelope is `null`; the
 * caller reports it as an HTTP-level failure.
 */
export function readEnvelope(
  kind: EnvelopeKind,
  body: unknown,
): { readonly code: number; readonly message: string; readonly result: unknown } | null {
  if (!isRecord(body)) return null;
  if (kind === 'code') {
    if (typeof body.code !== 'number') return null;
    return {
      code: body.code,
      message: typeof body.message === 'string' ? body.message : '',
      result: body.result,
    };
  }
  if (kind === 'err_code') {
    if (typeof body.err_code !== 'number') return null;
    return {
      code: body.err_code,
      message: typeof body.err_msg === 'string' ? body.err_msg : '',
      result: body.result,
    };
  }
  if (typeof body.ret_code !== 'number') return null;
  return {
    code: body.ret_code,
    message: typeof body.ret_msg === 'string' ? body.ret_msg : '',
    result: body.result,
  };
}
