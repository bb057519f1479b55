import { API_ERROR_CODES, GRID_LIST_STATUS } from '@spot/contracts';
import type { Accounts } from '../accounts/accounts';
import type { Engine } from '../engine/engine';
import { coversSpot, spotPositionRows, unifiedOpenOrderRows } from '../strategy/integrated-rows';
import type { StrategyListing } from '../strategy/strategy-list';
import type { StrategyFilter } from '../strategy/strategy-seed';
import { KNOWN_CATEGORIES, KNOWN_STRATEGY_TYPES } from '../strategy/strategy-seed';
import type { ApiHandlers, RouteRequest } from './api-routes';
import type { Parsed } from './order-requests';
import type { Outcome } from './request-io';
import { badRequest, rejected, success } from './request-io';

/** Largest `pageSize` of the strategy list (the spec's pages are 80 and 20). */
export const MAX_STRATEGY_PAGE = 100;
const LIST_STATUSES: readonly number[] = [
  GRID_LIST_STATUS.running,
  GRID_LIST_STATUS.runningAlias,
  GRID_LIST_STATUS.history,
];

export interface StrategyRouteDeps {
  readonly accounts: Accounts;
  /** The tools' strategies and the seed, as the list shows them. */
  readonly strategies: Pick<StrategyListing, 'list'>;
  readonly engine: Pick<Engine, 'openOrders' | 'openPlanOrders'>;
  readonly isSymbol: (name: string) => boolean;
}

const NOT_LOGGED_IN: Outcome<never> = rejected(API_ERROR_CODES.notLoggedIn, 'not logged in');
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A comma list of known names; '' is the empty list (no filter). */
function nameList(value: unknown, name: string, known: readonly string[]): Parsed<string[]> {
  if (typeof value !== 'string' || value.length > 200) return bad(`${name} must be a comma list`);
  if (value.trim() === '') return ok([]);
  const items = value.split(',').map((item) => item.trim());
  const unknown = items.find((item) => !known.includes(item));
  return unknown === undefined
    ? ok(items)
    : bad(`${name}: "${unknown.slice(0, 40)}" is not one of ${known.join(', ')}`);
}

function parseStrategyQuery(
  body: unknown,
  isSymbol: (name: string) => boolean,
): Parsed<StrategyFilter> {
  const usage = 'body must be JSON {status, category, strategyType, pageSize, symbol?}';
  if (!isRecord(body)) return bad(usage);
  const { status, pageSize, symbol } = body;
  if (typeof status !== 'number' || !LIST_STATUSES.includes(status)) {
    return bad(`status must be one of ${LIST_STATUSES.join(', ')}`);
  }
  if (
    typeof pageSize !== 'number' ||
    !Number.isInteger(pageSize) ||
    pageSize < 1 ||
    pageSize > MAX_STRATEGY_PAGE
  ) {
    return bad(`pageSize must be a whole number from 1 to ${MAX_STRATEGY_PAGE}`);
  }
  if (symbol !== undefined && symbol !== '' && (typeof symbol !== 'string' || !isSymbol(symbol))) {
    return bad('symbol must be a symbol name');
  }
  const categories = nameList(body.category, 'category', KNOWN_CATEGORIES);
  if (!categories.ok) return categories;
  const strategyTypes = nameList(body.strategyType, 'strategyType', KNOWN_STRATEGY_TYPES);
  if (!strategyTypes.ok) return strategyTypes;
  return ok({
    status,
    categories: categories.value,
    strategyTypes: strategyTypes.value,
    pageSize,
    ...(typeof symbol === 'string' && symbol !== '' ? { symbol } : {}),
  });
}

/**
 * The strategy list of the grid-bot panel and the tools (spec 000 §7, §4; 001 §2, §3): the
 * strategies started from the tools, then a small seed per user as history; and the integrated orders area's open orders and positions
 * (spec 000 §7) over the user's orders and balances.
 */
export function createStrategyHandlers(deps: StrategyRouteDeps): ApiHandlers {
  const { accounts, strategies, engine, isSymbol } = deps;
  const withUser =
    <T>(handle: (userId: string, req: RouteRequest) => Outcome<T>) =>
    (req: RouteRequest): Outcome<T> => {
      const userId = accounts.sessionUserId(req.cookies);
      return userId === null ? NOT_LOGGED_IN : handle(userId, req);
    };

  return {
    strategyList: withUser((userId, { body }) => {
      const filter = parseStrategyQuery(body, isSymbol);
      if (!filter.ok) return badRequest(filter.message);
      const user = accounts.user(userId);
      const rows = user ? strategies.list(user, filter.value) : [];
      return success({ list: rows });
    }),
    queryOpenOrders: withUser((userId, { body }) => {
      const usage =
        'body must be JSON {marketType: string, symbol: string, supportFutureSpread: boolean}';
      if (!isRecord(body)) return badRequest(usage);
      const { marketType, symbol, supportFutureSpread } = body;
      if (
        typeof marketType !== 'string' ||
        marketType.length > 32 ||
        typeof symbol !== 'string' ||
        typeof supportFutureSpread !== 'boolean'
      ) {
        return badRequest(usage);
      }
      if (symbol !== '' && !isSymbol(symbol)) {
        return badRequest(`symbol ${symbol.slice(0, 40)} is not a symbol`);
      }
      const symbolId = symbol === '' ? undefined : symbol;
      // The sim has spot only (and so no future-spread orders): other markets are empty.
      const list = coversSpot(marketType)
        ? unifiedOpenOrderRows([
            ...engine.openOrders(userId, symbolId),
            ...engine.openPlanOrders(userId, symbolId),
          ])
        : [];
      return success({ list, downgrading: false });
    }),
    queryPositions: withUser((userId, { body }) => {
      if (!isRecord(body) || typeof body.needSort !== 'boolean') {
        return badRequest('body must be JSON {needSort: boolean}');
      }
      const { ledger, valuation } = accounts;
      return success({ list: spotPositionRows(ledger, userId, valuation, body.needSort) });
    }),
  };
}
