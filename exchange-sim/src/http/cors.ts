/** Ports of the service table whose pages may call the sim (DESIGN §3): host, remotes, e2e. */
const DEFAULT_PAGE_PORTS = [8080, 8081, 8082, 8083, 8084, 8085, 8086, 8087];

/** `http://127.0.0.1:P` and `http://localhost:P` for every page port of the service table. */
export function defaultAllowedOrigins(): string[] {
  return DEFAULT_PAGE_PORTS.flatMap((port) => [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
  ]);
}

/** Lower-cases an origin and drops a trailing slash, so configured lists compare loosely. */
export function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/** The CORS allowlist: an exact origin match; `null` and unlisted origins get nothing. */
export class OriginPolicy {
  private readonly allowed: ReadonlySet<string>;

  constructor(origins: readonly string[]) {
    this.allowed = new Set(origins.map(normalizeOrigin).filter((o) => o !== '' && o !== 'null'));
  }

  allows(origin: string): boolean {
    return this.allowed.has(normalizeOrigin(origin));
  }

  list(): string[] {
    return [...this.allowed];
  }
}

/** Headers of an actual (not preflight) reply to `origin`; none for an unlisted origin. */
export function corsHeaders(
  origin: string | undefined,
  policy: OriginPolicy,
): Record<string, string> {
  if (origin === undefined || !policy.allows(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
  };
}

/** Extra headers of a preflight reply to a listed origin. */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Methods': 'GET, POST',
  'Access-Control-Allow-Headers': 'content-type, x-csrf-token, traceparent',
  'Access-Control-Max-Age': '600',
};
