import { API_ERROR_CODES, type BorrowRecord, type RepayRecord } from '@spot/contracts';
import type { AccountResult } from '../accounts/account-errors';
import { ACCOUNT_ERROR_CODES } from '../accounts/account-errors';
import type { Parsed } from '../accounts/account-requests';
import {
  parseBorrowRecordsQuery,
  parseDemoRecharge,
  parseKlineConfig,
  parseLiabilities,
  parseLogin,
  parseRegister,
  parsePreferenceUpsert,
  parseRepay,
  parseUnifiedAssetQuery,
} from '../accounts/account-requests';
import {
  classicBalances,
  classicQuotas,
  demoWalletBalance,
  liabilityList,
  unifiedBalances,
  utaQuotas,
} from '../accounts/account-views';
import type { Accounts } from '../accounts/accounts';
import { marginInfoOf } from '../accounts/account-margin';
import type { Loan, Repayment } from '../accounts/margin-book';
import { Dec } from '../lib/decimal';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../accounts/session-store';
import type { ApiHandlers, RouteRequest } from './api-routes';
import { serializeCookie } from './cookies';
import type { Outcome } from './request-io';
import { badRequest, rejected, success } from './request-io';

export interface AccountRouteDeps {
  readonly accounts: Accounts;
  /** True for a symbol of the market (unified-asset requests name one). */
  readonly isSymbol: (name: string) => boolean;
  /** Digits after the point of a symbol's prices: a finer `limitPrice` is malformed. */
  readonly pricePrecision?: (name: string) => number | undefined;
  /** Starts a UTA upgrade and finishes it on the sim's clock (`accounts/uta-upgrades.ts`). */
  readonly startUpgrade?: (userId: string) => Promise<AccountResult<{ status: 'PROCESS' }>>;
}

const text = (value: Dec): string => value.toFixed();

/** A loan as the Repayment tab lists it. */
export function borrowRecordOf(loan: Loan): BorrowRecord {
  return {
    borrowId: loan.loanId,
    coin: loan.token,
    borrowed: text(loan.borrowed),
    principal: text(loan.principal),
    interest: text(loan.interest),
    interestPaid: text(loan.interestPaid),
    hourlyRate: text(loan.hourlyRate),
    borrowTime: loan.borrowedAt,
    paidOffTime: loan.paidOffAt,
  };
}

export function repayRecordOf(r: Repayment): RepayRecord {
  return {
    repayId: r.repayId,
    coin: r.token,
    amount: text(r.amount),
    interest: text(r.interest),
    principal: text(r.principal),
    time: r.time,
  };
}

const NOT_LOGGED_IN: Outcome<never> = rejected(API_ERROR_CODES.notLoggedIn, 'not logged in');

function replyOf<T>(result: AccountResult<T>, cookies?: readonly string[]): Outcome<T> {
  return result.ok ? success(result.value, cookies) : rejected(result.code, result.message);
}

/** Runs `then` with a parsed request, or answers 400 with the guard's message. */
function withInput<I, T>(parsed: Parsed<I>, then: (input: I) => T): T | Outcome<never> {
  return parsed.ok ? then(parsed.value) : badRequest(parsed.message);
}

function sessionCookie(token: string): string {
  return serializeCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

const CLEARED_SESSION_COOKIE = serializeCookie(SESSION_COOKIE, '', { httpOnly: true, maxAge: 0 });

/**
 * Handlers of the session and account endpoints (spec 000 §7, 001 §7). Those that need a
 * session answer code 10007 (`notLoggedIn`) without one; malformed input is 400 / 10001.
 * Changes resolve after the journal has them on disk.
 */
export function createAccountHandlers({
  accounts,
  isSymbol,
  pricePrecision = () => undefined,
  startUpgrade = (userId) => accounts.startUpgrade(userId),
}: AccountRouteDeps): ApiHandlers {
  /** A handler that needs a logged-in user. */
  const withUser =
    <T>(handle: (userId: string, req: RouteRequest) => Outcome<T> | Promise<Outcome<T>>) =>
    (req: RouteRequest): Outcome<T> | Promise<Outcome<T>> => {
      const userId = accounts.sessionUserId(req.cookies);
      return userId === null ? NOT_LOGGED_IN : handle(userId, req);
    };
  const unifiedOnly = <T>(userId: string, then: () => Outcome<T>): Outcome<T> =>
    accounts.isUnified(userId)
      ? then()
      : rejected(ACCOUNT_ERROR_CODES.unifiedOnly, 'only a unified trading account (UTA) has this');
  const demoOnly = <T>(userId: string, then: () => T): T | Outcome<never> =>
    accounts.isDemo(userId)
      ? then()
      : rejected(ACCOUNT_ERROR_CODES.demoOnly, 'only a demo account has this');
  const { ledger, valuation } = accounts;

  return {
    login: ({ body, cookies }) =>
      withInput(parseLogin(body), async ({ email, password }) => {
        const result = await accounts.login(email, password, cookies.get(SESSION_COOKIE));
        return result.ok
          ? success(result.value.user, [sessionCookie(result.value.token)])
          : rejected(result.code, result.message);
      }),
    register: ({ body, cookies }) =>
      withInput(parseRegister(body), async ({ email, password }) => {
        const result = await accounts.register(email, password, cookies.get(SESSION_COOKIE));
        return result.ok
          ? success(result.value.user, [sessionCookie(result.value.token)])
          : rejected(result.code, result.message);
      }),
    logout: async ({ cookies }) => {
      await accounts.logout(cookies.get(SESSION_COOKIE));
      return success(null, [CLEARED_SESSION_COOKIE]);
    },
    userInfo: ({ cookies }) => success(accounts.sessionUser(cookies)),
    complianceConfig: ({ cookies }) =>
      success(accounts.compliance(accounts.sessionUser(cookies)?.region)),
    accountInfo: withUser((userId) => success(accounts.accountInfo(userId))),
    otcGuided: withUser((userId) => success({ guided: accounts.state(userId).otcGuided })),
    preferences: withUser((userId) => success(accounts.preferences(userId))),
    setPreferences: withUser((userId, { body }) =>
      withInput(parsePreferenceUpsert(body), async (keys) =>
        replyOf(await accounts.setPreferences(userId, keys)),
      ),
    ),
    getKlineConfig: withUser((userId) => success({ kline: accounts.klineConfig(userId) })),
    setKlineConfig: withUser((userId, { body }) =>
      withInput(parseKlineConfig(body), async ({ kline, version }) =>
        replyOf(await accounts.setKlineConfig(userId, kline, version)),
      ),
    ),
    balances: withUser((userId) => success(classicBalances(ledger, userId, valuation))),
    unifiedAsset: withUser((userId, { query }) =>
      withInput(parseUnifiedAssetQuery(query), ({ symbolName, limitPrice }) => {
        if (!isSymbol(symbolName)) {
          return rejected(API_ERROR_CODES.unknownSymbol, `unknown symbol "${symbolName}"`);
        }
        const digits = pricePrecision(symbolName);
        const decimals = limitPrice?.split('.')[1]?.length ?? 0;
        if (digits !== undefined && decimals > digits) {
          return badRequest(`limitPrice has more than ${digits} decimals for ${symbolName}`);
        }
        return unifiedOnly(userId, () =>
          success(unifiedBalances(ledger, userId, valuation, accounts.margin.view(userId))),
        );
      }),
    ),
    liabilities: withUser((userId, { body }) =>
      withInput(parseLiabilities(body), ({ ignoreZeroBorrowSize }) =>
        unifiedOnly(userId, () =>
          success({
            list: liabilityList(
              ledger,
              userId,
              valuation,
              ignoreZeroBorrowSize,
              accounts.margin.view(userId),
            ),
          }),
        ),
      ),
    ),
    borrowRecords: withUser((userId, { query }) =>
      withInput(parseBorrowRecordsQuery(query), ({ status }) =>
        unifiedOnly(userId, () => {
          const loans = accounts.margin.loans(userId);
          const shown = loans.filter((l) => (l.paidOffAt === null) === (status === 'unpaid'));
          return success({ list: shown.map(borrowRecordOf).reverse() });
        }),
      ),
    ),
    repayRecords: withUser((userId) =>
      unifiedOnly(userId, () =>
        success({ list: accounts.margin.repayments(userId).map(repayRecordOf).reverse() }),
      ),
    ),
    repay: withUser((userId, { body }) =>
      withInput(parseRepay(body), async ({ coin, amount }) => {
        const result = await accounts.margin.repay(
          userId,
          coin,
          amount === null ? null : new Dec(amount),
        );
        return result.ok
          ? success(repayRecordOf(result.value))
          : rejected(result.code, result.message);
      }),
    ),
    marginInfo: withUser((userId) =>
      unifiedOnly(userId, () => success(marginInfoOf(accounts.margin.figures(userId)))),
    ),
    // A UTA account gets the spec's UTA shape (coin, limit; "-1" unlimited).
    innovationQuota: withUser((userId) => {
      const state = accounts.state(userId);
      const quotas = accounts.isUnified(userId) ? utaQuotas(state) : classicQuotas(state);
      return success(quotas);
    }),
    demoWallet: withUser((userId) =>
      demoOnly(userId, () => success({ wb: demoWalletBalance(ledger, userId).toString() })),
    ),
    utaUpgrade: withUser(async (userId) => replyOf(await startUpgrade(userId))),
    demoRecharge: withUser((userId, { body }) =>
      withInput(parseDemoRecharge(body), () =>
        demoOnly(userId, async () => replyOf(await accounts.demoRecharge(userId))),
      ),
    ),
  };
}
