import type { ApiResult } from '@spot/contracts';

/**
 * Why a list could not be read: the host's message (shown for a business refusal the host's
 * `error-code` texts cannot name, spec 000 §8) and the code of a business refusal, which those
 * texts may name in the page's language.
 */
export interface ListFailure {
  readonly ok: false;
  readonly message: string;
  readonly code?: number;
}

/** The failure of a list read from a failed call. */
export function listFailure(result: Extract<ApiResult<unknown>, { ok: false }>): ListFailure {
  return result.kind === 'business' && result.code !== undefined
    ? { ok: false, message: result.message, code: result.code }
    : { ok: false, message: result.message };
}
