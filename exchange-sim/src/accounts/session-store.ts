import { createHash, randomBytes } from 'node:crypto';

/** Cookie of a logged-in session: httpOnly, `Path=/`, `SameSite=Lax`. */
export const SESSION_COOKIE = 'session';
/** A session ends this long after login (and the cookie's Max-Age says the same). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;
/** Tokens are 32 bytes in base64url: 43 characters. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh session token for the cookie and its id for the server side. */
export function newSessionToken(): { readonly token: string; readonly sid: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, sid: sessionIdOf(token) };
}

/**
 * The server-side id of a token: its SHA-256. Only ids are kept and journaled, so the
 * journal on disk holds no usable cookie.
 */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface SessionEntry {
  readonly userId: string;
  readonly createdAt: number;
}

/** Open sessions by id. */
export class SessionStore {
  private readonly sessions = new Map<string, SessionEntry>();

  constructor(private readonly now: () => number) {}

  open(sid: string, userId: string, createdAt: number): void {
    this.sessions.set(sid, { userId, createdAt });
  }

  close(sid: string): void {
    this.sessions.delete(sid);
  }

  /** The user of a live session id, or null (unknown, ended or expired). */
  userIdOfSid(sid: string): string | null {
    const entry = this.sessions.get(sid);
    if (!entry) return null;
    if (this.now() - entry.createdAt >= SESSION_TTL_MS) {
      this.sessions.delete(sid);
      return null;
    }
    return entry.userId;
  }

  /** The session id of a cookie token that names a live session, or null. */
  liveSid(token: string | undefined): string | null {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return null;
    const sid = sessionIdOf(token);
    return this.userIdOfSid(sid) === null ? null : sid;
  }

  get size(): number {
    return this.sessions.size;
  }
}
