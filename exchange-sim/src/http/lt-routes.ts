import { ACCOUNT_ERROR_CODES, API_ERROR_CODES, isNonNegativeDecimalString } from '@spot/contracts';
import type { Accounts } from '../accounts/accounts';
import type { LtOrderView, LtOutcome, LtService } from '../lt/lt-service';
import type { ApiHandlers, RouteRequest } from './api-routes';
import type { Outcome } from './request-io';
import { badRequest, rejected, success } from './request-io';

export interface LtRouteDeps {
  readonly lt: LtService;
  readonly accounts: Accounts;
}

const NOT_LOGGED_IN: Outcome<never> = rejected(API_ERROR_CODES.notLoggedIn, 'not logged in');
/** Spec 001 §6: a demo account does not subscribe to or redeem leveraged tokens. */
const DEMO: Outcome<never> = rejected(
  ACCOUNT_ERROR_CODES.demoNotSupported,
  'a demo account does not subscribe to or redeem leveraged tokens',
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `{ symbol, <field> }` of a subscribe or redeem body. An absent or empty size is passed on
 * as '' for the first check of spec 001 §5 (empty or zero); any other non-decimal is 400.
 */
function parseLtBody(
  body: unknown,
  field: 'amount' | 'quantity',
): { symbol: string; size: string } | string {
  const usage = `body must be JSON {"symbol": string, "${field}": decimal string}`;
  if (!isRecord(body) || typeof body.symbol !== 'string' || body.symbol.length > 40) return usage;
  const size = body[field] ?? '';
  if (size !== '' && !isNonNegativeDecimalString(size)) {
    return `${field} must be a plain non-negative decimal string like "100.5"`;
  }
  return { symbol: body.symbol, size: size as string };
}

/**
 * An accepted order in the contract's `LtTokenOrder` shape (with the sim's extra fields); a
 * riskState 5 account's subscription goes through with `warnings: [the spec's warning key]`.
 */
function reply(
  outcome: LtOutcome<{ order: LtOrderView; warnings: readonly string[] }>,
): Outcome<LtOrderView> {
  if (outcome.kind === 'bad') return badRequest(outcome.message);
  if (outcome.kind === 'refused') return rejected(outcome.code, outcome.message);
  const { order, warnings } = outcome.value;
  return success(warnings.length > 0 ? { ...order, warnings } : order);
}

/**
 * Leveraged-token subscription, redemption and their records (spec 001 §5, §7; 000 §3), and
 * the NAV info with test-mode overrides. The checks and their codes are in `src/lt/`.
 */
export function createLtHandlers({ lt, accounts }: LtRouteDeps): ApiHandlers {
  const withUser =
    <T>(handle: (userId: string, req: RouteRequest) => Outcome<T> | Promise<Outcome<T>>) =>
    (req: RouteRequest): Outcome<T> | Promise<Outcome<T>> => {
      const userId = accounts.sessionUserId(req.cookies);
      return userId === null ? NOT_LOGGED_IN : handle(userId, req);
    };
  const notLt = (symbol: string) =>
    rejected(
      API_ERROR_CODES.unknownSymbol,
      `${symbol.slice(0, 40)} is not a leveraged-token symbol`,
    );

  return {
    // Served here rather than by the market so that test-mode overrides of st and NAV show.
    ltNavInfo: ({ query }) => {
      const symbol = query.get('symbol');
      if (symbol === null || symbol === '') return badRequest('query parameter symbol is required');
      const info = lt.navInfo(symbol);
      return info ? success(info) : notLt(symbol);
    },
    ltSubscribe: withUser(async (userId, { body }) => {
      if (accounts.isDemo(userId)) return DEMO;
      const input = parseLtBody(body, 'amount');
      if (typeof input === 'string') return badRequest(input);
      return reply(await lt.subscribe(userId, input.symbol, input.size));
    }),
    ltRedeem: withUser(async (userId, { body }) => {
      if (accounts.isDemo(userId)) return DEMO;
      const input = parseLtBody(body, 'quantity');
      if (typeof input === 'string') return badRequest(input);
      return reply(await lt.redeem(userId, input.symbol, input.size));
    }),
    ltOrders: withUser((userId, { query }) => {
      const symbol = query.get('symbol');
      if (symbol === null || symbol === '') return success(lt.list(userId));
      return lt.isLt(symbol) ? success(lt.list(userId, symbol)) : notLt(symbol);
    }),
  };
}
