import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { API_ERROR_CODES, CSRF_COOKIE, LATENCY_PROBE_PATH } from '@spot/contracts';
import { mainSitePageTitle, renderMainSitePage } from '../content/main-site';
import type { Route, RouteRequest } from './api-routes';
import { csrfCookieOf, methodsOf, routeForMethod } from './api-routes';
import { csrfMatches, newCsrfToken, parseCookies, serializeCookie } from './cookies';
import type { OriginPolicy } from './cors';
import { PREFLIGHT_HEADERS, corsHeaders } from './cors';
import type { Outcome } from './request-io';
import {
  badRequest,
  envelopeOf,
  failure,
  parseJsonBody,
  readBody,
  success,
  writeJson,
} from './request-io';

export interface HttpOptions {
  /** Every path the server answers besides `/t1`: API endpoints and, in test mode, `/__sim/*`. */
  readonly routes: ReadonlyMap<string, Route>;
  readonly origins: OriginPolicy;
  /** Added delay of every reply (route 2). */
  readonly latencyMs: number;
  /** Test mode's fault injection, asked before each endpoint's handler runs. */
  readonly intercept?: CallInterceptor;
  /** Test mode's faults of this route's latency probe `/t1`. */
  readonly probeIntercept?: () => Promise<Outcome<unknown> | null> | null;
}

/**
 * May answer a call in place of its handler (resolving to that outcome) or delay it (resolving
 * to null later); null lets it through at once.
 */
export type CallInterceptor = (
  method: string,
  path: string,
) => Promise<Outcome<unknown> | null> | null;

/** HTTP codes with no entry in the contract's `API_ERROR_CODES`: 10000 + the status. */
const METHOD_NOT_ALLOWED_CODE = 10405;
const ORIGIN_REFUSED_CODE = 10403;

const PROBE_ROUTE: Route = { method: 'GET', csrf: false, handle: () => success(null) };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The origin of a URL, or '' when it is not one. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Decides the outcome of one request: preflight, routing, method, CSRF, body. Never throws
 * for bad input; what it cannot place is a 4xx envelope.
 */
async function route(
  req: IncomingMessage,
  options: HttpOptions,
  path: string,
  request: Omit<RouteRequest, 'body'>,
): Promise<Outcome<unknown> | 'preflight'> {
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    const origin = header(req, 'origin');
    if (origin !== undefined && !options.origins.allows(origin)) {
      return failure(403, ORIGIN_REFUSED_CODE, `origin ${origin} is not allowed`);
    }
    return 'preflight';
  }
  const entry = path === LATENCY_PROBE_PATH ? PROBE_ROUTE : options.routes.get(path);
  if (!entry) return failure(404, API_ERROR_CODES.notFound, `no such path: ${path.slice(0, 200)}`);
  const target = routeForMethod(entry, method);
  if (!target) {
    const methods = methodsOf(entry).join(', ');
    return failure(405, METHOD_NOT_ALLOWED_CODE, `${path} accepts ${methods} only`, {
      Allow: `${methods}, OPTIONS`,
    });
  }
  if (target.csrf && !csrfMatches(csrfCookieOf(request.cookies), header(req, 'x-csrf-token'))) {
    return failure(403, API_ERROR_CODES.csrf, 'missing or wrong X-CSRF-Token header');
  }
  let body: unknown;
  if (method === 'POST') {
    const read = await readBody(req);
    if (!read.ok && read.reason === 'too-large') {
      return failure(413, API_ERROR_CODES.bodyTooLarge, 'request body is over 64 KiB');
    }
    if (!read.ok) return badRequest('request body was cut off');
    const parsed = parseJsonBody(read.text);
    if (!parsed.ok) return badRequest(parsed.message);
    // Every request of the contract is an object: an array or a bare value is malformed.
    if (parsed.value !== undefined && !isRecord(parsed.value)) {
      return badRequest('request body must be a JSON object');
    }
    body = parsed.value;
  }
  const injected =
    entry === PROBE_ROUTE ? options.probeIntercept?.() : options.intercept?.(method, path);
  return (injected && (await injected)) ?? target.handle({ ...request, body });
}

/**
 * The request listener of one route. Every reply is a JSON envelope (preflights are empty
 * 204s), uncacheable, with CORS headers for a listed origin and a CSRF cookie for a client
 * that has none.
 */
export function createRequestListener(options: HttpOptions): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    req.on('error', () => req.destroy());
    res.on('error', () => res.destroy());
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const query = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
    const cookies = parseCookies(header(req, 'cookie'));
    const origin = header(req, 'origin');
    const headers: Record<string, string | string[]> = {
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Origin',
      ...corsHeaders(origin, options.origins),
    };
    const setCookies: string[] = [];
    if (csrfCookieOf(cookies) === undefined) {
      setCookies.push(serializeCookie(CSRF_COOKIE, newCsrfToken()));
    }
    const mainSite = req.method === 'GET' ? mainSitePageTitle(path) : null;
    if (mainSite !== null) {
      const referer = header(req, 'referer');
      const back =
        referer !== undefined && options.origins.allows(originOf(referer)) ? referer : null;
      const html = renderMainSitePage(mainSite, path, back);
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      });
      res.end(html);
      return;
    }
    route(req, options, path, { query, cookies })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : 'internal error';
        return failure(500, API_ERROR_CODES.internal, `internal error: ${message}`);
      })
      .then((outcome) => {
        if (outcome === 'preflight') {
          if (setCookies.length > 0) headers['Set-Cookie'] = setCookies;
          const cors = origin === undefined ? { Allow: 'GET, POST, OPTIONS' } : PREFLIGHT_HEADERS;
          writeJson(res, 204, { ...headers, ...cors }, undefined, options.latencyMs);
          return;
        }
        if (outcome.ok && outcome.cookies) setCookies.push(...outcome.cookies);
        if (setCookies.length > 0) headers['Set-Cookie'] = setCookies;
        if (!outcome.ok && outcome.headers) Object.assign(headers, outcome.headers);
        const status = outcome.ok ? 200 : outcome.status;
        const entry = options.routes.get(path);
        // A wrong method still answers in the path's envelope kind (klines: ret_code).
        const served = entry && (routeForMethod(entry, req.method ?? 'GET') ?? entry);
        const envelope = served?.envelope ?? 'code';
        writeJson(res, status, headers, envelopeOf(outcome, envelope), options.latencyMs);
      })
      .catch(() => res.destroy());
  };
}
