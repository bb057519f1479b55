import {
  API_ERROR_CODES,
  CLOSE_CODES,
  RISK_STATES,
  TOOL_NAMES,
  isMergeStep,
  isNonNegativeDecimalString,
} from '@spot/contracts';
import { Dec } from '../lib/decimal';
import { ACCOUNT_ERROR_CODES } from '../accounts/account-errors';
import { COMPLIANCE_FLAG_KEYS, isComplianceFlags } from '../accounts/account-records';
import type { AccountPatch } from '../accounts/account-state';
import type { Accounts } from '../accounts/accounts';
import type { Route, RouteRequest } from '../http/api-routes';
import type { Outcome } from '../http/request-io';
import { badRequest, failure, rejected, success } from '../http/request-io';
import { MAX_BOOK_RATE } from '../market/maker-clock';
import type { Market } from '../market/market';
import type { TopicHub } from '../realtime/topic-hub';
import type { PrivateHub } from '../private/private-hub';
import type { SocketFaults } from '../realtime/socket-faults';
import { MAX_FAULT_DELAY_MS } from '../realtime/socket-faults';
import type { Trading } from '../trading/trading';
import type { FaultInjector } from './fault-injection';
import { isEndpointName, parseFaultSpec } from './fault-injection';
import type { ProbeFaults } from './probe-faults';
import { parseProbeFault } from './probe-faults';
import type { NoticePublisher } from './market-controls';
import { NoticeIds, parseNotice, parseSymbolStatus } from './market-controls';

/** Prefix of every test-mode call; outside test mode all of it is 404. */
export const ADMIN_PREFIX = '/__sim/';

export interface AdminDeps {
  readonly market: Market;
  readonly hub: TopicHub;
  readonly seed: number;
  readonly accounts: Accounts;
  /** Users' orders (reset cancels them). */
  readonly trading: Trading;
  /** The tools' strategies: a reset stops every running one before it cancels orders. */
  readonly strategies?: { stopAll(): Promise<number> };
  /** Faults of `/__sim/fail`, shared with the HTTP listeners. */
  readonly faults: FaultInjector;
  /** Faults of each route's `/t1`, shared with the HTTP listeners. */
  readonly probeFaults: ProbeFaults;
  /** The route numbers served (1, and 2 unless it is off). */
  readonly routes: readonly number[];
  /** Pushes notice-bar items; `/__sim/notice` answers 501 without it. */
  readonly notices?: NoticePublisher;
  /** Socket faults of `/__sim/sockets/*`, shared by every socket. */
  readonly socketFaults: SocketFaults;
  /** Private topics: `/__sim/upgrade-message` pushes through it. */
  readonly privateHub: PrivateHub;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function marketState(market: Market): {
  paused: boolean;
  bookRate: number;
  tradeRate: number;
  symbolRates: ReturnType<Market['ownRates']>;
} {
  return {
    paused: market.paused,
    bookRate: market.bookRate,
    tradeRate: market.tradeRate,
    symbolRates: market.ownRates(),
  };
}

/**
 * Body `{ rate, symbol? }` of the rate calls: a rate per second, for every symbol or for the
 * named one alone.
 */
function rateBody(
  market: Market,
  body: unknown,
): { readonly rate: number; readonly symbol?: string } | { readonly refusal: Outcome<never> } {
  const rate = isRecord(body) ? body.rate : undefined;
  const symbol = isRecord(body) ? body.symbol : undefined;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > MAX_BOOK_RATE) {
    return {
      refusal: badRequest(
        `body must be JSON {"rate": number from 0 to ${MAX_BOOK_RATE}, "symbol"?: string}`,
      ),
    };
  }
  if (symbol === undefined) return { rate };
  if (typeof symbol !== 'string' || !market.get(symbol)) {
    return {
      refusal: rejected(API_ERROR_CODES.unknownSymbol, `unknown symbol "${String(symbol)}"`),
    };
  }
  return { rate, symbol };
}

function setBookRate(market: Market, { body }: RouteRequest): Outcome<unknown> {
  const parsed = rateBody(market, body);
  if ('refusal' in parsed) return parsed.refusal;
  market.setBookRate(parsed.rate, parsed.symbol);
  return success(marketState(market));
}

function setTradeRate(market: Market, { body }: RouteRequest): Outcome<unknown> {
  const parsed = rateBody(market, body);
  if ('refusal' in parsed) return parsed.refusal;
  market.setTradeRate(parsed.rate, parsed.symbol);
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

/** The account named by `body.email`, or the outcome refusing the call. */
function accountOf(
  accounts: Accounts,
  body: unknown,
): { readonly userId: string } | { readonly refusal: Outcome<never> } {
  if (!isRecord(body) || typeof body.email !== 'string') {
    return { refusal: badRequest('body must name the account: {"email": string, …}') };
  }
  const userId = accounts.userIdByEmail(body.email);
  return userId === undefined
    ? { refusal: rejected(ACCOUNT_ERROR_CODES.unknownAccount, `no account ${body.email}`) }
    : { userId };
}

function accountView(accounts: Accounts, userId: string): Record<string, unknown> {
  const user = accounts.user(userId);
  return { email: user?.email, region: user?.region, ...accounts.accountInfo(userId) };
}

const MARGIN_STATES: Readonly<Record<string, number>> = {
  normal: 0,
  [RISK_STATES.closingPosition]: RISK_STATES.closingPosition,
  [RISK_STATES.wearPosition]: RISK_STATES.wearPosition,
};

/** Body `{ email, state: "normal" | 4 | 5 }` → the account's margin state (riskState). */
function marginPatch(body: Record<string, unknown>): AccountPatch | string {
  const state = MARGIN_STATES[String(body.state)];
  return state === undefined
    ? 'state must be "normal", 4 (liquidation) or 5 (overrun)'
    : { riskState: state };
}

function switchPatch(key: 'isolatedMargin' | 'leverageOff') {
  return (body: Record<string, unknown>): AccountPatch | string =>
    typeof body.on === 'boolean'
      ? { [key]: body.on }
      : 'body must be {"email": string, "on": boolean}';
}

async function patchAccount(
  accounts: Accounts,
  body: unknown,
  toPatch: (body: Record<string, unknown>) => AccountPatch | string,
): Promise<Outcome<unknown>> {
  const account = accountOf(accounts, body);
  if ('refusal' in account) return account.refusal;
  const patch = toPatch(body as Record<string, unknown>);
  if (typeof patch === 'string') return badRequest(patch);
  if (patch.isolatedMargin === true && !accounts.isUnified(account.userId)) {
    return rejected(ACCOUNT_ERROR_CODES.unifiedOnly, 'isolated-margin mode is a UTA mode');
  }
  if (patch.region !== undefined && !accounts.hasRegion(patch.region)) {
    return badRequest(`unknown region "${patch.region}"; define it with /__sim/compliance`);
  }
  await accounts.setAccountState(account.userId, patch);
  return success(accountView(accounts, account.userId));
}

const REGION_NAME = /^[a-z0-9-]{1,32}$/;
const TOOLS: ReadonlySet<string> = new Set(TOOL_NAMES);

/** Body `{ region, flags }`: the flags given replace the region's (or the default's). */
async function setCompliance(accounts: Accounts, body: unknown): Promise<Outcome<unknown>> {
  const usage =
    'body must be {"region": "a-z0-9-", "flags": {flag: boolean, hiddenTools?: [tool]}}';
  if (!isRecord(body) || typeof body.region !== 'string' || !isRecord(body.flags)) {
    return badRequest(usage);
  }
  const { region, flags } = body;
  if (!REGION_NAME.test(region)) return badRequest(usage);
  const next: Record<string, unknown> = { ...accounts.compliance(region) };
  for (const [key, value] of Object.entries(flags)) {
    const known = COMPLIANCE_FLAG_KEYS.includes(key) && typeof value === 'boolean';
    const tools =
      key === 'hiddenTools' &&
      Array.isArray(value) &&
      value.every((tool) => typeof tool === 'string' && TOOLS.has(tool));
    if (!known && !tools) return badRequest(`bad compliance flag ${key}: ${JSON.stringify(value)}`);
    next[key] = key === 'hiddenTools' ? [...new Set(value as string[])] : value;
  }
  if (!isComplianceFlags(next)) return badRequest(usage);
  await accounts.setCompliance(region, next);
  return success({ region, flags: accounts.compliance(region) });
}

async function setWeb2Update(accounts: Accounts, body: unknown): Promise<Outcome<unknown>> {
  if (!isRecord(body) || typeof body.on !== 'boolean')
    return badRequest('body must be {"on": boolean}');
  await accounts.setWeb2Update(body.on);
  return success({ web2Update: body.on });
}

/** Body `{ email, hours }`: that many hours of interest on the account's loans, at once. */
async function addMarginHours(accounts: Accounts, body: unknown): Promise<Outcome<unknown>> {
  const account = accountOf(accounts, body);
  if ('refusal' in account) return account.refusal;
  const hours = (body as Record<string, unknown>).hours;
  if (!Number.isSafeInteger(hours) || (hours as number) < 1 || (hours as number) > 8_760) {
    return badRequest('body must be {"email": string, "hours": 1 to 8760}');
  }
  await accounts.margin.addHours(account.userId, hours as number);
  return success({ hours });
}

function setRechargeFault(accounts: Accounts, body: unknown): Outcome<unknown> {
  const code = isRecord(body) ? body.resultCode : undefined;
  if (code !== null && (typeof code !== 'string' || !/^\d{1,12}$/.test(code))) {
    return badRequest('body must be {"resultCode": digits string | null}');
  }
  accounts.setDemoRechargeFault(code);
  return success({ resultCode: code });
}

/** Body `{ email, token, amount }`: credits the account (journaled like any balance change). */
async function deposit(accounts: Accounts, body: unknown): Promise<Outcome<unknown>> {
  const account = accountOf(accounts, body);
  if ('refusal' in account) return account.refusal;
  const { token, amount } = body as Record<string, unknown>;
  if (
    typeof token !== 'string' ||
    !/^[A-Z0-9]{1,16}$/.test(token) ||
    typeof amount !== 'string' ||
    !isNonNegativeDecimalString(amount) ||
    !new Dec(amount).gt(0)
  ) {
    return badRequest('body must be {"email": string, "token": "BTC", "amount": "1.5"}');
  }
  await accounts.deposit(account.userId, token, new Dec(amount));
  return success({ token, free: accounts.ledger.free(account.userId, token).toString() });
}

/** Test-mode calls on the accounts (README: test mode). */
function accountAdminRoutes(accounts: Accounts): [string, Route][] {
  const post = (handle: Route['handle']): Route => ({ method: 'POST', csrf: false, handle });
  const a = `${ADMIN_PREFIX}accounts`;
  return [
    [
      a,
      {
        method: 'GET',
        csrf: false,
        handle: () =>
          success(
            accounts
              .seeds()
              .map((seed) => ({ role: seed.role, ...accountView(accounts, seed.user.id) })),
          ),
      },
    ],
    [`${a}/margin-state`, post(({ body }) => patchAccount(accounts, body, marginPatch))],
    [
      `${a}/isolated-margin`,
      post(({ body }) => patchAccount(accounts, body, switchPatch('isolatedMargin'))),
    ],
    [
      `${a}/leverage-off`,
      post(({ body }) => patchAccount(accounts, body, switchPatch('leverageOff'))),
    ],
    [
      `${a}/region`,
      post(({ body }) =>
        patchAccount(accounts, body, (b) =>
          typeof b.region === 'string'
            ? { region: b.region }
            : 'body must be {"email": string, "region": string}',
        ),
      ),
    ],
    [`${a}/demo-recharge-fault`, post(({ body }) => setRechargeFault(accounts, body))],
    [`${a}/deposit`, post(({ body }) => deposit(accounts, body))],
    [`${a}/margin-hours`, post(({ body }) => addMarginHours(accounts, body))],
    [
      `${a}/reset`,
      post(async () => {
        await accounts.reset();
        return success({ reset: true });
      }),
    ],
    [`${ADMIN_PREFIX}compliance`, post(({ body }) => setCompliance(accounts, body))],
    [`${ADMIN_PREFIX}web2-update`, post(({ body }) => setWeb2Update(accounts, body))],
  ];
}

/**
 * Test-mode calls (DESIGN §6): market-maker control, the book as sockets see it, socket
 * faults, health, and the accounts' switches. They need no CSRF token.
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
    [`${ADMIN_PREFIX}trade-rate`, post((req) => setTradeRate(market, req))],
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
    ...accountAdminRoutes(deps.accounts),
    ...faultAndStateRoutes(deps),
    ...socketFaultRoutes(deps),
  ]);
}

// Faults, symbol status, notices and reset (issue 3 item 8).

function symbolStatusRoute(market: Market, body: unknown): Outcome<unknown> {
  const parsed = parseSymbolStatus(body, (name) => market.get(name) !== undefined);
  if (typeof parsed === 'string') return badRequest(parsed);
  return success(market.setSymbolStatus(parsed.symbol, parsed.status));
}

function noticeRoute(deps: AdminDeps, ids: NoticeIds, body: unknown): Outcome<unknown> {
  const value = parseNotice(body, (name) => deps.market.get(name) !== undefined);
  if (typeof value === 'string') return badRequest(value);
  if (!deps.notices) {
    return failure(
      501,
      API_ERROR_CODES.notImplemented,
      'the realtime hub cannot push notice-bar items yet (it needs publishNotice)',
    );
  }
  const item = ids.item(value);
  return success({ item, sockets: deps.notices.publishNotice(item) });
}

/**
 * Back to the start: HTTP and socket faults cleared, symbols and notices as seeded, the
 * market maker running at the starting book rate without extra trades, every running strategy
 * stopped, every user order and plan order cancelled, accounts as seeded (sessions stay).
 */
async function resetSim(deps: AdminDeps, bookRate: number): Promise<Outcome<unknown>> {
  const { market, accounts, trading } = deps;
  const faults = deps.faults.clear();
  deps.probeFaults.reset();
  deps.socketFaults.reset();
  deps.hub.cancelBookGaps();
  accounts.setDemoRechargeFault(null);
  market.resetSymbolStatus();
  deps.notices?.resetNotices();
  market.clearOwnRates();
  market.setBookRate(bookRate);
  market.setTradeRate(0);
  market.resume();
  // Accounts first, so that no account is left in liquidation, which may not cancel.
  await accounts.reset();
  const strategiesStopped = (await deps.strategies?.stopAll()) ?? 0;
  const cancelled: string[] = [];
  const { engine } = trading;
  for (const { user } of accounts.seeds()) {
    if (engine.openOrders(user.id).length + engine.openPlanOrders(user.id).length === 0) continue;
    for (const result of [
      await trading.cancelAllOrders({ userId: user.id }),
      await trading.cancelAllPlanOrders({ userId: user.id }),
    ]) {
      if (result.kind === 'refused') return rejected(result.code, result.message);
      cancelled.push(...result.orders.map((o) => o.orderId));
    }
  }
  // The cancels released held funds into free balances: back to the seed once more.
  if (cancelled.length > 0) await accounts.reset();
  return success({
    cancelled: cancelled.length,
    strategiesStopped,
    faults,
    ...marketState(market),
  });
}

function faultAndStateRoutes(deps: AdminDeps): [string, Route][] {
  const { market, faults } = deps;
  const bookRate = market.bookRate;
  const notices = new NoticeIds();
  const post = (handle: Route['handle']): Route => ({ method: 'POST', csrf: false, handle });
  const listFaults: Route = {
    method: 'GET',
    csrf: false,
    handle: () => success({ faults: faults.list() }),
  };
  return [
    [
      `${ADMIN_PREFIX}fail`,
      {
        ...post(({ body }) => {
          const spec = parseFaultSpec(body);
          if (typeof spec === 'string') return badRequest(spec);
          faults.add(spec);
          return success({ faults: faults.list() });
        }),
        sibling: listFaults,
      },
    ],
    [
      `${ADMIN_PREFIX}fail/clear`,
      post(({ body }) => {
        const endpoint: unknown = isRecord(body) ? body.endpoint : undefined;
        const named = isEndpointName(endpoint);
        if (body !== undefined && (!isRecord(body) || (endpoint !== undefined && !named))) {
          return badRequest('body must be empty or {"endpoint": EndpointName}');
        }
        return success({ cleared: faults.clear(named ? endpoint : undefined) });
      }),
    ],
    [
      `${ADMIN_PREFIX}probe`,
      post(({ body }) => {
        const fault = parseProbeFault(body, deps.routes);
        if (typeof fault === 'string') return badRequest(fault);
        deps.probeFaults.set(fault);
        return success({ probes: deps.probeFaults.list() });
      }),
    ],
    [`${ADMIN_PREFIX}symbol`, post(({ body }) => symbolStatusRoute(market, body))],
    [`${ADMIN_PREFIX}notice`, post(({ body }) => noticeRoute(deps, notices, body))],
    [`${ADMIN_PREFIX}reset`, post(() => resetSim(deps, bookRate))],
  ];
}

// Socket faults and the upgrade push (README: test mode, socket faults).

function socketFaultRoutes(deps: AdminDeps): [string, Route][] {
  const { socketFaults: faults, hub, market, accounts, privateHub } = deps;
  const post = (handle: Route['handle']): Route => ({ method: 'POST', csrf: false, handle });
  const field = (body: unknown, name: string): unknown => (isRecord(body) ? body[name] : undefined);
  const sockets = `${ADMIN_PREFIX}sockets`;
  return [
    [
      `${sockets}/delay`,
      post(({ body }) => {
        const ms = field(body, 'ms');
        if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_FAULT_DELAY_MS) {
          return badRequest(`body must be {"ms": integer from 0 to ${MAX_FAULT_DELAY_MS}}`);
        }
        faults.setDelay(ms);
        return success(faults.state());
      }),
    ],
    [
      `${sockets}/drop`,
      post(({ body }) => {
        const ratio = field(body, 'ratio');
        if (typeof ratio !== 'number' || !(ratio >= 0 && ratio <= 1)) {
          return badRequest('body must be {"ratio": number from 0 to 1}');
        }
        faults.setDropRatio(ratio);
        return success(faults.state());
      }),
    ],
    [
      `${sockets}/stall`,
      post(({ body }) => {
        const on = field(body, 'on');
        if (typeof on !== 'boolean') return badRequest('body must be {"on": boolean}');
        faults.setStalled(on);
        return success(faults.state());
      }),
    ],
    [
      `${sockets}/reset`,
      post(() => {
        faults.reset();
        hub.cancelBookGaps();
        return success(faults.state());
      }),
    ],
    [
      `${ADMIN_PREFIX}book/gap`,
      post(({ body }) => {
        const symbol = field(body, 'symbol');
        if (typeof symbol !== 'string') return badRequest('body must be {"symbol": string}');
        if (!market.get(symbol)) {
          return rejected(API_ERROR_CODES.unknownSymbol, `unknown symbol "${symbol}"`);
        }
        return success({ symbol, keys: hub.skipBookUpdate(symbol) });
      }),
    ],
    [
      `${ADMIN_PREFIX}upgrade-message`,
      post(({ body }) => {
        const account = accountOf(accounts, body);
        if ('refusal' in account) return account.refusal;
        const code = field(body, 'code');
        const data = field(body, 'data');
        if (typeof code !== 'number' || !Number.isSafeInteger(code) || typeof data !== 'string') {
          return badRequest('body must be {"email": string, "code": integer, "data": string}');
        }
        return success({ sockets: privateHub.pushUpgrade(account.userId, { code, data }) });
      }),
    ],
  ];
}
