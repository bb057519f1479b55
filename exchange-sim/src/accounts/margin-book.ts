import { Dec } from '../lib/decimal';

const HOUR_MS = 3_600_000;
const ZERO = new Dec(0);

/**
 * Spot-margin terms of the sim (the spec leaves them to the exchange): hourly interest per
 * borrowed token, the largest leverage (liabilities up to `maxLeverage - 1` times the equity)
 * and the maintenance margin as a share of the liabilities' value.
 */
export const MARGIN_TERMS = {
  maxLeverage: new Dec(5),
  maintenanceRate: new Dec('0.05'),
  hourlyRates: {
    USDT: new Dec('0.00001'),
    USDC: new Dec('0.00001'),
    BTC: new Dec('0.000002'),
    ETH: new Dec('0.000003'),
  } as Readonly<Record<string, Dec>>,
  defaultHourlyRate: new Dec('0.00002'),
} as const;

export function hourlyRateOf(token: string): Dec {
  return MARGIN_TERMS.hourlyRates[token] ?? MARGIN_TERMS.defaultHourlyRate;
}

/** One borrow: what is still owed and what it cost. */
export interface Loan {
  readonly loanId: string;
  readonly token: string;
  /** The amount borrowed. */
  readonly borrowed: Dec;
  readonly hourlyRate: Dec;
  readonly borrowedAt: number;
  /** Principal still owed. */
  principal: Dec;
  /** Interest accrued and not yet paid. */
  interest: Dec;
  interestPaid: Dec;
  /** Interest is accrued in whole hours up to here. */
  accruedUntil: number;
  /** When principal and interest reached zero; null while owed. */
  paidOffAt: number | null;
}

/** One repayment: its split between interest and principal, oldest loans first. */
export interface Repayment {
  readonly repayId: string;
  readonly token: string;
  readonly amount: Dec;
  readonly interest: Dec;
  readonly principal: Dec;
  readonly time: number;
}

interface Book {
  readonly loans: Loan[];
  readonly repayments: Repayment[];
  loanSeq: number;
  repaySeq: number;
}

/**
 * The spot-margin loans of every account. Interest accrues hourly on the principal still
 * owed (simple interest: hour after hour at the loan's rate), counted in whole hours from the
 * borrow, so a replay of the journal's records at their times gives the same figures. A
 * repayment pays the oldest loan of the token first, its interest before its principal. No
 * I/O: the accounts journal every change and apply it here.
 */
export class MarginBook {
  private readonly books = new Map<string, Book>();

  /** Every loan of a user, oldest first (paid-off ones included), accrued up to `now`. */
  loans(userId: string, now: number): readonly Loan[] {
    this.accrue(userId, now);
    return this.bookOf(userId).loans;
  }

  repayments(userId: string): readonly Repayment[] {
    return this.bookOf(userId).repayments;
  }

  /** Principal and interest owed in `token` at `now`. */
  owed(userId: string, token: string, now: number): Dec {
    return this.open(userId, now)
      .filter((loan) => loan.token === token)
      .reduce((sum, loan) => sum.plus(loan.principal).plus(loan.interest), ZERO);
  }

  /** Every token owed at `now`, with its principal and interest summed. */
  owedByToken(userId: string, now: number): Map<string, Dec> {
    const owed = new Map<string, Dec>();
    for (const loan of this.open(userId, now)) {
      owed.set(loan.token, (owed.get(loan.token) ?? ZERO).plus(loan.principal).plus(loan.interest));
    }
    return owed;
  }

  borrow(userId: string, token: string, amount: Dec, now: number): Loan {
    const book = this.bookOf(userId);
    book.loanSeq += 1;
    const loan: Loan = {
      loanId: `L${userId}-${book.loanSeq}`,
      token,
      borrowed: amount,
      hourlyRate: hourlyRateOf(token),
      borrowedAt: now,
      principal: amount,
      interest: ZERO,
      interestPaid: ZERO,
      accruedUntil: now,
      paidOffAt: null,
    };
    book.loans.push(loan);
    return loan;
  }

  /**
   * Repays `amount` of `token` at `now`: the oldest loan first, interest before principal. The
   * caller checked that it is at most what is owed.
   */
  repay(userId: string, token: string, amount: Dec, now: number): Repayment {
    let left = amount;
    let interest = ZERO;
    let principal = ZERO;
    for (const loan of this.open(userId, now).filter((l) => l.token === token)) {
      if (left.isZero()) break;
      const toInterest = Dec.min(left, loan.interest);
      loan.interest = loan.interest.minus(toInterest);
      loan.interestPaid = loan.interestPaid.plus(toInterest);
      left = left.minus(toInterest);
      const toPrincipal = Dec.min(left, loan.principal);
      loan.principal = loan.principal.minus(toPrincipal);
      left = left.minus(toPrincipal);
      interest = interest.plus(toInterest);
      principal = principal.plus(toPrincipal);
      if (loan.principal.isZero() && loan.interest.isZero()) loan.paidOffAt = now;
    }
    const book = this.bookOf(userId);
    book.repaySeq += 1;
    const repayment: Repayment = {
      repayId: `R${userId}-${book.repaySeq}`,
      token,
      amount: interest.plus(principal),
      interest,
      principal,
      time: now,
    };
    book.repayments.push(repayment);
    return repayment;
  }

  /** Test mode: `hours` more of interest on every loan still owed, at once. */
  addHours(userId: string, hours: number, now: number): void {
    for (const loan of this.open(userId, now)) {
      loan.interest = loan.interest.plus(loan.principal.mul(loan.hourlyRate).mul(hours));
    }
  }

  /** Forgets a user's loans (an account reset). */
  reset(userId: string): void {
    this.books.delete(userId);
  }

  private open(userId: string, now: number): Loan[] {
    this.accrue(userId, now);
    return this.bookOf(userId).loans.filter((loan) => loan.paidOffAt === null);
  }

  private accrue(userId: string, now: number): void {
    for (const loan of this.bookOf(userId).loans) {
      if (loan.paidOffAt !== null) continue;
      const hours = Math.floor((now - loan.accruedUntil) / HOUR_MS);
      if (hours <= 0) continue;
      loan.interest = loan.interest.plus(loan.principal.mul(loan.hourlyRate).mul(hours));
      loan.accruedUntil += hours * HOUR_MS;
    }
  }

  private bookOf(userId: string): Book {
    let book = this.books.get(userId);
    if (!book) {
      book = { loans: [], repayments: [], loanSeq: 0, repaySeq: 0 };
      this.books.set(userId, book);
    }
    return book;
  }
}
