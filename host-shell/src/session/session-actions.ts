import type { HostApiClient } from '@spot/contracts';

/** What a sign-in or registration came to, for the login page to say. */
export type SignInResult =
  | { readonly ok: true }
  /** The exchange answered and refused: its own words (may be empty). */
  | { readonly ok: false; readonly answered: true; readonly message: string }
  /** The exchange could not be reached. */
  | { readonly ok: false; readonly answered: false };

/**
 * Signs in (or registers and signs in) against the exchange. A refusal the exchange answered
 * (a business code, or an HTTP error carrying its envelope) keeps its message; anything else is
 * "could not be reached".
 */
export async function signIn(
  api: HostApiClient,
  mode: 'login' | 'register',
  email: string,
  password: string,
): Promise<SignInResult> {
  const reply = await api.call(mode, { email, password });
  if (reply.ok) return { ok: true };
  const answered = reply.kind === 'business' || (reply.kind === 'http' && reply.code !== undefined);
  return answered ? { ok: false, answered: true, message: reply.message } : { ok: false, answered };
}

/** Logs out: an empty body (spec 001 §7); the caller reloads the page whatever the answer. */
export async function signOut(api: HostApiClient): Promise<void> {
  await api.call('logout', {});
}
