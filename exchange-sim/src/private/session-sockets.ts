import type { Accounts } from '../accounts/accounts';
import { SESSION_COOKIE, sessionIdOf } from '../accounts/session-store';
import type { ApiHandlers, RouteRequest } from '../http/api-routes';
import type { SocketSession } from '../realtime/connection';

type Cookies = ReadonlyMap<string, string>;

/**
 * The session of a socket upgrade's cookies, through the accounts' session lookup: the user
 * and the session's server-side id (to close its sockets when it ends), or null.
 */
export function socketSessionOf(accounts: Accounts): (cookies: Cookies) => SocketSession | null {
  return (cookies) => {
    const user = accounts.sessionUser(cookies);
    const token = cookies.get(SESSION_COOKIE);
    return user === null || token === undefined
      ? null
      : { userId: user.id, sid: sessionIdOf(token) };
  };
}

/** The endpoints that can end the session of the cookie they come with. */
const SESSION_ENDING = ['login', 'register', 'logout'] as const;

/**
 * The session handlers wrapped so that a session they end is reported, once it is ended on
 * disk: a logout, or a login or registration over a live session. With it the realtime
 * server closes that session's sockets with 4006 ("reconnect now") without polling.
 */
export function reportSessionEnds(
  handlers: ApiHandlers,
  accounts: Accounts,
  onEnded: (sid: string) => void,
): ApiHandlers {
  const liveSid = (cookies: Cookies): string | null => {
    const token = cookies.get(SESSION_COOKIE);
    return token !== undefined && accounts.sessionUserId(cookies) !== null
      ? sessionIdOf(token)
      : null;
  };
  const wrapped: Record<string, unknown> = { ...handlers };
  for (const name of SESSION_ENDING) {
    const handle = handlers[name];
    if (!handle) continue;
    wrapped[name] = async (req: RouteRequest) => {
      const before = liveSid(req.cookies);
      const outcome = await handle(req);
      if (before !== null && liveSid(req.cookies) === null) onEnded(before);
      return outcome;
    };
  }
  return wrapped as ApiHandlers;
}
