import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Cookie names and values we read are short; longer headers are cut rather than parsed. */
const MAX_COOKIE_HEADER = 8 * 1024;

/** Parses a `Cookie` header; the first value of a repeated name wins, bad escapes stay raw. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.slice(0, MAX_COOKIE_HEADER).split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed escape is kept as sent.
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export interface CookieOptions {
  readonly httpOnly?: boolean;
  /** Seconds; 0 deletes the cookie. */
  readonly maxAge?: number;
}

/** A `Set-Cookie` value with `Path=/` and `SameSite=Lax`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** A fresh CSRF token: 128 random bits in hex. */
export function newCsrfToken(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Double-submit check (DESIGN §5): the `X-CSRF-Token` header equals the `csrf_token` cookie.
 * A missing or empty cookie never matches.
 */
export function csrfMatches(cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || header === undefined) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
