import type { Session, SymbolInfo, ToolName } from '@spot/contracts';
import { ACCOUNT_ERROR_CODES, API_ERROR_CODES, deriveRoles, gateTool } from '@spot/contracts';
import type { Accounts } from '../accounts/accounts';
import type { Engine } from '../engine/engine';
import type { Trading } from '../trading/trading';
import { placeBatch } from '../strategy/batch-orders';
import type { ToolKind } from '../strategy/child-ids';
import type { StrategyEngine } from '../strategy/strategy-engine';
import type { StrategyListing } from '../strategy/strategy-list';
import { stoppedSeed } from '../strategy/strategy-list';
import type { ToolRow } from '../strategy/strategy-rows';
import type { Planned, PlanDeps, Refused } from '../strategy/tool-plans';
import { planGrid, planIceberg, planTwap } from '../strategy/tool-plans';
import type { ApiHandlers, RouteRequest } from './api-routes';
import type { Parsed } from './order-requests';
import type { Outcome } from './request-io';
import { badRequest, rejected, success } from './request-io';
import type { WithClientId } from './tool-requests';
import { parseBatch, parseGrid, parseIceberg, parseStop, parseTwap } from './tool-requests';

export interface ToolRouteDeps {
  readonly accounts: Accounts;
  readonly trading: Trading;
  readonly strategies: StrategyEngine;
  readonly listing: StrategyListing;
  readonly symbolInfo: (name: string) => SymbolInfo | undefined;
  readonly now?: () => number;
}

const NOT_LOGGED_IN: Outcome<never> = rejected(API_ERROR_CODES.notLoggedIn, 'not logged in');
const TOOL_OF: Readonly<Record<ToolKind, ToolName>> = {
  grid: 'gridBot',
  iceberg: 'iceberg',
  twap: 'twap',
};
const BLOCKED: Readonly<Record<string, string>> = {
  compliance: 'not offered in this region',
  subLeader: 'a sub-account that leads copy trading does not run grid bots',
  needsUtaNonDemo: 'the scaled order needs a unified trading account',
};

/**
 * The role gate of spec 001 §5, §6 (the contract's `gateTool`, which the page's pins follow):
 * a demo account refused a tool gets `demoNotSupported` (the page's "demo account does not
 * support" toast), any other refused role or region `toolNotAllowed`.
 */
function gate(accounts: Accounts, userId: string, tool: ToolName): Outcome<never> | null {
  const user = accounts.user(userId);
  if (!user) return NOT_LOGGED_IN;
  const roles = deriveRoles(user);
  const session: Session = {
    isLogin: true,
    userState: user.userState,
    user,
    roles,
    compliance: accounts.compliance(user.region),
  };
  const verdict = gateTool(tool, session);
  if (verdict.available) return null;
  if (roles.demo && verdict.reason !== 'compliance') {
    return rejected(
      ACCOUNT_ERROR_CODES.demoNotSupported,
      'demo account does not support this tool',
    );
  }
  return rejected(ACCOUNT_ERROR_CODES.toolNotAllowed, BLOCKED[verdict.reason] ?? verdict.reason);
}

const refusal = (r: Refused): Outcome<never> => rejected(r.code, r.message);
const parsedOr = <T>(p: Parsed<T>): p is Extract<Parsed<T>, { ok: true }> => p.ok;

/**
 * The tools' endpoints (spec 001 §1–§3; contract 1.5.0): start a grid bot, an iceberg or a
 * TWAP, stop one, place a scaled order's batch. Each answers once its records are on disk.
 */
export function createToolHandlers(deps: ToolRouteDeps): ApiHandlers {
  const { accounts, trading, strategies, listing, symbolInfo } = deps;
  const now = deps.now ?? Date.now;
  const plans: PlanDeps = { engine: trading.engine, ledger: accounts.ledger, symbolInfo, now };
  const withUser =
    <T>(handle: (userId: string, req: RouteRequest) => Promise<Outcome<T>> | Outcome<T>) =>
    (req: RouteRequest): Promise<Outcome<T>> | Outcome<T> => {
      const userId = accounts.sessionUserId(req.cookies);
      return userId === null ? NOT_LOGGED_IN : handle(userId, req);
    };

  /**
   * A start: parse (400), gate by role, then a repeated client strategy id returns the row it
   * started (a different tool's id is malformed), else the tool's checks, then the start.
   */
  const starter =
    <R extends { readonly symbol: string }>(
      kind: ToolKind,
      parse: (body: unknown) => Parsed<WithClientId<R>>,
      plan: (userId: string, req: R) => Planned | Refused,
    ) =>
    async (userId: string, { body }: RouteRequest): Promise<Outcome<ToolRow>> => {
      const parsed = parse(body);
      if (!parsedOr(parsed)) return badRequest(parsed.message);
      const blocked = gate(accounts, userId, TOOL_OF[kind]);
      if (blocked) return blocked;
      const { clientStrategyId, ...request } = parsed.value;
      const known = strategies.store.byClientStrategyId(userId, clientStrategyId);
      if (known) {
        if (known.kind !== kind) {
          return badRequest(`client_strategy_id ${clientStrategyId} started a ${known.kind}`);
        }
        await strategies.durable();
        return success(strategies.rowOf(known));
      }
      const planned = plan(userId, request as unknown as R);
      if (!planned.ok) return refusal(planned);
      return success(await strategies.start({ ...planned.input, clientStrategyId }));
    };

  return {
    gridCreate: withUser(
      starter(
        'grid',
        (b) => parseGrid(b, symbolInfo),
        (u, r) => planGrid(plans, u, r),
      ),
    ) as ApiHandlers['gridCreate'],
    icebergCreate: withUser(
      starter(
        'iceberg',
        (b) => parseIceberg(b, symbolInfo),
        (u, r) => planIceberg(plans, u, r),
      ),
    ) as ApiHandlers['icebergCreate'],
    twapCreate: withUser(
      starter(
        'twap',
        (b) => parseTwap(b, symbolInfo),
        (u, r) => planTwap(plans, u, r),
      ),
    ) as ApiHandlers['twapCreate'],
    strategyStop: withUser(async (userId, { body }) => {
      const id = parseStop(body);
      if (!id.ok) return badRequest(id.message);
      const row = await strategies.stop(userId, id.value);
      if (row) return success(row);
      const user = accounts.user(userId);
      const seed = user && listing.runningSeed(user, id.value);
      if (seed) {
        await strategies.stopSeed(userId, id.value);
        return success(stoppedSeed(seed));
      }
      return rejected(
        ACCOUNT_ERROR_CODES.strategyNotRunning,
        `no running strategy ${id.value} of this account`,
      );
    }),
    batchOrderCreate: withUser(async (userId, { body }) => {
      const parsed = parseBatch(body, symbolInfo);
      if (!parsed.ok) return badRequest(parsed.message);
      const blocked = gate(accounts, userId, 'scaledOrder');
      if (blocked) return blocked;
      const engine: Engine = trading.engine;
      const outcome = await placeBatch(
        { engine, ledger: accounts.ledger, trading, now },
        userId,
        parsed.value,
      );
      if (outcome.ok) return success({ list: outcome.orders });
      return 'bad' in outcome ? badRequest(outcome.bad) : refusal(outcome);
    }),
  };
}
