/** Business rejection codes of the accounts: the contract's. */
export { ACCOUNT_ERROR_CODES } from '@spot/contracts';

/** What an accounts operation decides: a value, or a business rejection. */
export type AccountResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: number; readonly message: string };

export function accepted<T>(value: T): AccountResult<T> {
  return { ok: true, value };
}

export function refused(code: number, message: string): AccountResult<never> {
  return { ok: false, code, message };
}
