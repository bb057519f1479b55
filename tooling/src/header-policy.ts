import type { RuntimeConfig } from './runtime-config';

/**
 * Response headers of every served app (DESIGN §3), shared by the node static server and the
 * nginx configuration so the two cannot differ.
 */
export interface HeaderPolicy {
  /** Origins allowed to read these files cross-origin (the service table's). */
  readonly corsOrigins: readonly string[];
  /** Origins of remotes in the registry and of allowed overrides. */
  readonly codeOrigins: readonly string[];
  /** Route URLs as configured: a bare port or an absolute URL. */
  readonly routes: readonly string[];
  /** Acceleration and monitoring URLs. */
  readonly extraConnect: readonly string[];
}

export const HOSTNAME_PLACEHOLDER = '{hostname}';

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function headerPolicyFor(
  config: RuntimeConfig,
  corsOrigins: readonly string[],
): HeaderPolicy {
  const entries = Object.values(config.remotes.remotes).map((r) => originOf(r.entry));
  const codeOrigins = [...entries, ...config.remotes.overrideOrigins].filter(
    (o): o is string => o !== null,
  );
  // A bare port stays as it is: the page's own hostname on it, filled in per request.
  const extra = [config.env.acceleration.proxyUrl, config.env.monitoring.url]
    .map((u) => (u === null ? null : BARE_PORT.test(u) ? u : originOf(u)))
    .filter((o): o is string => o !== null);
  return {
    corsOrigins: unique(corsOrigins),
    codeOrigins: unique(codeOrigins),
    routes: config.env.routes.map((r) => r.url),
    extraConnect: unique(extra),
  };
}

const BARE_PORT = /^\d{1,5}$/;

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** http and ws sources of a route; a bare port is the page's own hostname on that port. */
function routeSources(route: string, hostname: string): string[] {
  if (BARE_PORT.test(route)) {
    return [`http://${hostname}:${route}`, `ws://${hostname}:${route}`];
  }
  const origin = originOf(route);
  if (!origin) return [];
  const ws = origin.replace(/^http/, 'ws');
  return [origin, ws];
}

/**
 * The CSP: scripts from the own origin and the remote registry and override origins; connect
 * to those (manifests and locales are fetched), the routes (http and ws) and the acceleration
 * and monitoring URLs; never framed. `hostname` is the request's, or a placeholder the nginx
 * renderer replaces with `$host`.
 */
export function contentSecurityPolicy(policy: HeaderPolicy, hostname: string): string {
  const code = policy.codeOrigins.join(' ');
  const connect = [
    "'self'",
    ...policy.codeOrigins,
    ...policy.routes.flatMap((r) => routeSources(r, hostname)),
    ...policy.extraConnect.map((u) => (BARE_PORT.test(u) ? `http://${hostname}:${u}` : u)),
  ];
  return [
    "default-src 'self'",
    `script-src 'self' ${code}`.trim(),
    `style-src 'self' 'unsafe-inline' ${code}`.trim(),
    `img-src 'self' data: blob: ${code}`.trim(),
    `font-src 'self' data: ${code}`.trim(),
    `connect-src ${unique(connect).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|jpg|webp|mp3)$/;
const ALWAYS_FRESH =
  /(?:^|\/)(?:mf-manifest\.json|mf-stats\.json|remoteEntry\.js|remotes\.json|env\.json|index\.html)$/;

/** Long cache for content-hashed assets; revalidate manifests, entries, config and pages. */
export function cacheControlFor(path: string): string {
  if (ALWAYS_FRESH.test(path)) return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Only a page path falls back to index.html; a missing `.js` or `.json` is a 404. */
export function isHistoryFallbackPath(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return !/\.[A-Za-z0-9]{1,8}$/.test(last);
}

export const CORS_ALLOWED_HEADERS = 'content-type, x-csrf-token, traceparent';
