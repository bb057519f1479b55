import type { MarginInfo } from '@spot/contracts';
import type { JournalRecord } from '../journal/journal';
import { Dec } from '../lib/decimal';
import type { AccountResult } from './account-errors';
import { ACCOUNT_ERROR_CODES, accepted, refused } from './account-errors';
import type { AccountLedger } from './account-ledger';
import { ACCOUNT_RECORD } from './account-records';
import type { MarginView, Valuation } from './account-views';
import { MARGIN_TERMS, type Loan, type MarginBook, type Repayment } from './margin-book';

const ZERO = new Dec(0);
/** Decimal places of the USDT figures and ratios reported. */
const FIGURE_DECIMALS = 8;

/** A unified account's margin figures in USDT (`Dec`), at one moment. */
export interface MarginFigures {
  /** Wallet balances (free and held) valued. */
  readonly assets: Dec;
  /** Principal and interest owed, valued. */
  readonly liabilities: Dec;
  readonly equity: Dec;
  readonly maintenanceMargin: Dec;
  /** Value that may still be borrowed: liabilities up to `maxLeverage - 1` times the equity. */
  readonly headroom: Dec;
}

/** The margin figures of a user from their balances, loans and the USDT prices. */
export function marginFigures(
  ledger: AccountLedger,
  book: MarginBook,
  valuation: Valuation,
  userId: string,
  now: number,
): MarginFigures {
  let assets = ZERO;
  for (const token of ledger.tokens(userId)) {
    const price = valuation(token);
    if (price)
      assets = assets.plus(ledger.free(userId, token).plus(ledger.held(userId, token)).mul(price));
  }
  let liabilities = ZERO;
  for (const [token, owed] of book.owedByToken(userId, now)) {
    const price = valuation(token);
    if (price) liabilities = liabilities.plus(owed.mul(price));
  }
  const equity = assets.minus(liabilities);
  const room = equity.mul(MARGIN_TERMS.maxLeverage.minus(1)).minus(liabilities);
  return {
    assets,
    liabilities,
    equity,
    maintenanceMargin: liabilities.mul(MARGIN_TERMS.maintenanceRate),
    headroom: room.gt(0) ? room : ZERO,
  };
}

const figure = (value: Dec): string =>
  value.toDecimalPlaces(FIGURE_DECIMALS, Dec.ROUND_DOWN).toFixed();

/**
 * The account's margin as the MMR tab reads it: equity, liabilities, the maintenance margin
 * and its rate to the equity (MMR; 1 or more means liquidation), the actual leverage (assets
 * over equity, 0 without a loan) and the largest leverage allowed.
 */
export function marginInfoOf(f: MarginFigures): MarginInfo {
  const mmr = f.equity.gt(0)
    ? f.maintenanceMargin.div(f.equity)
    : f.liabilities.gt(0)
      ? new Dec(1)
      : ZERO;
  const leverage = f.liabilities.gt(0) && f.equity.gt(0) ? f.assets.div(f.equity) : ZERO;
  return {
    equity: figure(f.equity),
    assets: figure(f.assets),
    liabilities: figure(f.liabilities),
    maintenanceMargin: figure(f.maintenanceMargin),
    mmr: mmr.toDecimalPlaces(6, Dec.ROUND_UP).toFixed(),
    actualLeverageRatio: leverage.toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(),
    maxLeverage: MARGIN_TERMS.maxLeverage.toFixed(),
    borrowableValue: figure(f.headroom),
  };
}

export interface MarginAccountsDeps {
  readonly ledger: AccountLedger;
  readonly loans: MarginBook;
  readonly valuation: Valuation;
  readonly now: () => number;
  readonly isUnified: (userId: string) => boolean;
  /** Applies records (the accounts' `apply`) and resolves once they are on disk. */
  readonly commit: (records: readonly JournalRecord[]) => Promise<void>;
}

/**
 * Spot margin of the accounts: the figures, borrowing for a margin order and repaying. Every
 * change is an `account.margin.*` record applied by the accounts (the path replay takes).
 */
export class MarginAccounts {
  constructor(private readonly deps: MarginAccountsDeps) {}

  /** The account's margin figures now (a classic account has no loans). */
  figures(userId: string): MarginFigures {
    const { ledger, loans, valuation, now } = this.deps;
    return marginFigures(ledger, loans, valuation, userId, now());
  }

  /** What the unified rows show of spot margin: debts per token and the borrowing room. */
  view(userId: string): MarginView {
    return {
      owed: this.deps.loans.owedByToken(userId, this.deps.now()),
      figures: this.figures(userId),
    };
  }

  /** The loans of an account, accrued to now, oldest first (paid-off ones included). */
  loans(userId: string): readonly Loan[] {
    return this.deps.loans.loans(userId, this.deps.now());
  }

  repayments(userId: string): readonly Repayment[] {
    return this.deps.loans.repayments(userId);
  }

  /** Principal and interest owed in `token` now. */
  owed(userId: string, token: string): Dec {
    return this.deps.loans.owed(userId, token, this.deps.now());
  }

  /**
   * Borrows `amount` of `token` for a margin order, credited to the free balance at once (the
   * order then holds it): refused, changing nothing, when the token has no price or the loan
   * would take the liabilities past `maxLeverage - 1` times the equity.
   */
  borrow(userId: string, token: string, amount: Dec): AccountResult<Promise<void>> {
    const price = this.deps.valuation(token);
    const { headroom } = this.figures(userId);
    if (!price || amount.mul(price).gt(headroom)) {
      const room = price ? headroom.div(price).toDecimalPlaces(8, Dec.ROUND_DOWN) : new Dec(0);
      return refused(
        ACCOUNT_ERROR_CODES.borrowLimitExceeded,
        `borrowing ${amount.toFixed()} ${token} exceeds the margin limit: ` +
          `${room.toFixed()} ${token} can be borrowed`,
      );
    }
    const record = { t: ACCOUNT_RECORD.marginBorrow, ts: this.deps.now(), userId, token };
    return accepted(this.deps.commit([{ ...record, amount: amount.toFixed() }]));
  }

  /**
   * Repays `amount` of `token` (all that is owed when null) from the free balance, the oldest
   * loan first and its interest before its principal.
   */
  async repay(
    userId: string,
    token: string,
    amount: Dec | null,
  ): Promise<AccountResult<Repayment>> {
    if (!this.deps.isUnified(userId)) {
      return refused(ACCOUNT_ERROR_CODES.unifiedOnly, 'spot margin needs a unified account');
    }
    const owed = this.owed(userId, token);
    const paying = amount ?? owed;
    if (owed.isZero() || paying.gt(owed) || paying.lte(0)) {
      return refused(
        ACCOUNT_ERROR_CODES.repayOverOwed,
        `${paying.toFixed()} ${token} cannot be repaid: ${owed.toFixed()} ${token} is owed`,
      );
    }
    const free = this.deps.ledger.free(userId, token);
    if (free.lt(paying)) {
      return refused(
        ACCOUNT_ERROR_CODES.repayBalanceShort,
        `repaying ${paying.toFixed()} ${token} needs that much free: ${free.toFixed()} ${token} is free`,
      );
    }
    const record = { t: ACCOUNT_RECORD.marginRepay, ts: this.deps.now(), userId, token };
    await this.deps.commit([{ ...record, amount: paying.toFixed() }]);
    const repayments = this.deps.loans.repayments(userId);
    return accepted(repayments[repayments.length - 1] as Repayment);
  }

  /** Test mode: `hours` of interest on every loan of the account, at once. */
  addHours(userId: string, hours: number): Promise<void> {
    return this.deps.commit([
      { t: ACCOUNT_RECORD.marginHours, ts: this.deps.now(), userId, hours },
    ]);
  }
}
