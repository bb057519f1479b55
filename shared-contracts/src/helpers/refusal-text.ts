import type { ApiResult } from '../api/envelope';

/** What the helper reads of the page's i18next instance (`HostApi.i18n.instance`). */
export interface RefusalTexts {
  exists(key: string): boolean;
  t(key: string): string;
}

/** First strong isolate and pop directional isolate: text kept in its own direction. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * The words of a failed call for a message's `{{message}}` (spec 000 §7, the error-code
 * namespace): a business refusal whose code the host's `error-code` texts know is that text,
 * in the page's language; any other failure is the exchange's or the call's own message,
 * isolated in its own direction, so an English message inside an Arabic sentence reads whole
 * instead of being reordered around it.
 */
export function refusalText(
  texts: RefusalTexts,
  failure: Pick<Extract<ApiResult<unknown>, { ok: false }>, 'kind' | 'code' | 'message'>,
): string {
  if (failure.kind === 'business' && failure.code !== undefined) {
    const key = `error-code:${failure.code}`;
    if (texts.exists(key)) return texts.t(key);
  }
  return `${FSI}${failure.message}${PDI}`;
}
