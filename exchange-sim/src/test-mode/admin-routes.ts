import { API_ERROR_CODES, CLOSE_CODES, isMergeStep } from '@spot/contracts';
import type { Route, RouteRequest } from '../http/api-routes';
import type { Outcome } from '../http/request-io';
import { badRequest, rejected, success } from '../http/request-io';
import { MAX_BOOK_RATE } from '../market/maker-clock';
import type { Market } from '../market/market';
import type { TopicHub } from '../realtime/topic-hub';

/** Prefix of every test-mode call; outside test mode all of it is 404. */
export const ADMIN_PREFIX = '/__sim/';

export interface AdminDeps {
  readonly market: Market;
  readonly hub: TopicHub;
  readonly seed: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function marketState(market: Market): { paused: boolean; bookRate: number } {
  return { paused: market.paused, bookRate: market.bookRate };
}

function setBookRate(market: Market, { body }: RouteRequest): Outcome<unknown> {
  const rate = isRecord(body) ? body.rate : undefined;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > MAX_BOOK_RATE) {
    return badRequest(`body must be JSON {"rate": number from 0 to ${MAX_BOOK_RATE}}`);
  }
  market.setBookRate(rate);
  return success(marketState(market));
}

function readBook(deps: AdminDeps, { query }: RouteRequest): Outcome<unknown> {
  const symbol = query.get('symbol') ?? '';
  const sm = deps.market.get(symbol);
  if (!sm) return rejected(API_ERROR_CODES.unknownSymbol, `unknown symbol "${symbol}"`);
  const step = query.get('dumpScale') ?? sm.info.digitMerge.split(',')[0] ?? '';
  if (!isMergeStep(step) || !sm.info.digitMerge.split(',').includes(step)) {
    return badRequest(`dumpScale must be one of ${sm.info.digitMerge}`);
  }
  return success(deps.hub.bookSnapshot(symbol, step));
}

/**
 * Test-mode calls (DESIGN §6): market-maker control, the book as sockets see it, socket
 * faults and health. They need no CSRF token.
 */
export function adminRoutes(deps: AdminDeps): Map<string, Route> {
  const { market, hub } = deps;
  const post = (handle: Route['handle']): Route => ({ method: 'POST', csrf: false, handle });
  const get = (handle: Route['handle']): Route => ({ method: 'GET', csrf: false, handle });
  return new Map<string, Route>([
    [
      `${ADMIN_PREFIX}market-maker/pause`,
      post(() => {
        market.pause();
        return success(marketState(market));
      }),
    ],
    [
      `${ADMIN_PREFIX}market-maker/resume`,
      post(() => {
        market.resume();
        return success(marketState(market));
      }),
    ],
    [`${ADMIN_PREFIX}book-rate`, post((req) => setBookRate(market, req))],
    [`${ADMIN_PREFIX}book`, get((req) => readBook(deps, req))],
    [
      `${ADMIN_PREFIX}close-sockets`,
      post(() => success({ closed: hub.closeAll(CLOSE_CODES.serverRestart, 'closed by test') })),
    ],
    [
      `${ADMIN_PREFIX}health`,
      get(() =>
        success({
          status: 'ok',
          testMode: true,
          seed: deps.seed,
          uptimeMs: Date.now() - market.startedAt,
          sockets: hub.connectionCount,
          channels: hub.channelCount,
          ...marketState(market),
        }),
      ),
    ],
  ]);
}
