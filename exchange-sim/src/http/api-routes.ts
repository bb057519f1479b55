import type { EndpointName, EndpointResult, EnvelopeKind } from '@spot/contracts';
import { API_ERROR_CODES, CSRF_COOKIE, ENDPOINTS } from '@spot/contracts';
import { formatUnits } from '../lib/decimal';
import { legalRates } from '../market/legal-rates';
import type { Market } from '../market/market';
import { LT_CATALOGUE } from '../market/symbol-catalogue';
import type { Outcome } from './request-io';
import { badRequest, notImplemented, rejected, success } from './request-io';

/** Cookie of a logged-in session (owned by the accounts). */
export { SESSION_COOKIE } from '../accounts/session-store';

/** A request as route handlers see it: the query, the parsed JSON body, the cookies. */
export interface RouteRequest {
  readonly query: URLSearchParams;
  /** Parsed JSON body of a POST; `undefined` when empty. */
  readonly body: unknown;
  readonly cookies: ReadonlyMap<string, string>;
}

/** One path of the route table. */
export interface Route {
  readonly method: 'GET' | 'POST';
  /** Requires `X-CSRF-Token` equal to the `csrf_token` cookie. */
  readonly csrf: boolean;
  /** Reply envelope kind (default `code`). */
  readonly envelope?: EnvelopeKind;
  readonly handle: (req: RouteRequest) => Outcome<unknown> | Promise<Outcome<unknown>>;
  /**
   * The route of the same path for another method: the contract serves `preferences` (GET)
   * and `setPreferences` (POST) on one path.
   */
  readonly sibling?: Route;
}

/** The route of `entry`'s path that answers `method`, if any. */
export function routeForMethod(entry: Route, method: string): Route | undefined {
  if (entry.method === method) return entry;
  return entry.sibling ? routeForMethod(entry.sibling, method) : undefined;
}

/** Every method a path's route answers. */
export function methodsOf(entry: Route): string[] {
  return [entry.method, ...(entry.sibling ? methodsOf(entry.sibling) : [])];
}

/** Handlers by endpoint; one the sim lacks answers 501 (see `notImplemented`). */
export type ApiHandlers = {
  readonly [N in EndpointName]?: (
    req: RouteRequest,
  ) => Outcome<EndpointResult<N>> | Promise<Outcome<EndpointResult<N>>>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The LT catalogue entry of a name (own keys only, so "toString" is not a token). */
function ltInfoOf(name: string): (typeof LT_CATALOGUE)[string] | undefined {
  return Object.hasOwn(LT_CATALOGUE, name) ? LT_CATALOGUE[name] : undefined;
}

function notLt(name: string): Outcome<never> {
  return rejected(API_ERROR_CODES.unknownSymbol, `${name} is not a leveraged-token symbol`);
}

/** The market's handlers, then each group of `extra` (accounts, later the engine) spread in. */
function createApiHandlers(market: Market, extra: readonly ApiHandlers[]): ApiHandlers {
  const marketHandlers: ApiHandlers = {
    symbols: () => success(market.symbolInfos()),
    tickers: () => success(market.tickers()),
    legalInfo: () => success({ rates: legalRates(market.tickers()) }),
    ltSymbolInfo: ({ body }) => {
      if (!isRecord(body) || typeof body.symbol !== 'string') {
        return badRequest('body must be JSON {"symbol": string}');
      }
      const info = ltInfoOf(body.symbol);
      if (!info) return notLt(body.symbol);
      const { st: _st, ...limits } = info;
      return success({ symbolName: body.symbol, ...limits });
    },
    ltNavInfo: ({ query }) => {
      const name = query.get('symbol');
      if (name === null || name === '') return badRequest('query parameter symbol is required');
      const info = ltInfoOf(name);
      const sm = market.get(name);
      if (!info || !sm) return notLt(name);
      // The token trades at its net value here: the market's last price is the NAV.
      return success({
        symbolName: name,
        st: info.st,
        nav: formatUnits(sm.lastPrice, sm.pricePrecision),
      });
    },
  };
  return extra.reduce<ApiHandlers>((all, group) => ({ ...all, ...group }), marketHandlers);
}

/**
 * The contract's endpoint map as a route table: path → method, CSRF rule, handler. `extra`
 * are further handler groups (the accounts'), spread over the market's.
 */
export function apiRoutes(market: Market, extra: readonly ApiHandlers[] = []): Map<string, Route> {
  const handlers = createApiHandlers(market, extra);
  const routes = new Map<string, Route>();
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const def = ENDPOINTS[name];
    const handler = handlers[name] as Route['handle'] | undefined;
    const handle: Route['handle'] = handler ?? (() => notImplemented(name));
    const route: Route = { method: def.method, csrf: def.mutating, envelope: def.envelope, handle };
    const other = routes.get(def.path);
    if (other && routeForMethod(other, def.method)) {
      throw new Error(`two endpoints on ${def.method} ${def.path}`);
    }
    routes.set(def.path, other ? { ...route, sibling: other } : route);
  }
  return routes;
}

/** The CSRF cookie of a request, if it carries a non-empty one. */
export function csrfCookieOf(cookies: ReadonlyMap<string, string>): string | undefined {
  const value = cookies.get(CSRF_COOKIE);
  return value === undefined || value === '' ? undefined : value;
}
