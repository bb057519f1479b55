import type { ApiResult } from '../api/envelope';

/** Result codes of an order create that set the trade-try-limit state (spec 000 §8). */
export const TRADE_TRY_LIMIT_CODES: readonly number[] = [32241, -2172, 12240, 170348];
/** The result code that sets the standard-account-limit state (spec 000 §8). */
export const STANDARD_ACCOUNT_LIMIT_CODE = 32329;

/** The account states a refused create puts the page in (spec 000 §8), shared on the bus. */
export type TradeLimitState = 'tradeTryLimit' | 'standardAccountLimit';

export type CreateFailure =
  | { readonly kind: 'tradeTryLimit' }
  | { readonly kind: 'standardAccountLimit' }
  | { readonly kind: 'timeout' }
  | {
      readonly kind: 'message';
      /** How the call failed, with the exchange's code of a refusal (`refusalText`). */
      readonly failure: Extract<ApiResult<unknown>, { ok: false }>;
      readonly message: string;
    };

/** What a failed create tells the trader: a limit state, a timeout, or the server's message. */
export function classifyCreateFailure(
  result: Extract<ApiResult<unknown>, { ok: false }>,
): CreateFailure {
  if (result.kind === 'business' && result.code !== undefined) {
    if (TRADE_TRY_LIMIT_CODES.includes(result.code)) return { kind: 'tradeTryLimit' };
    if (result.code === STANDARD_ACCOUNT_LIMIT_CODE) return { kind: 'standardAccountLimit' };
  }
  if (result.kind === 'timeout') return { kind: 'timeout' };
  return { kind: 'message', failure: result, message: result.message };
}

/**
 * A fresh client order id: 32 random hex digits (the exchange takes 1–36 of letters, digits,
 * `-` and `_`). `getRandomValues` works on plain-http pages too, unlike `randomUUID`.
 */
export function newClientOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
