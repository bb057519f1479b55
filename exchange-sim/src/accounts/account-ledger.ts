import type { Ledger } from '../engine/ledger';
import { Dec } from '../lib/decimal';

/** The market maker's user id: unlimited funds, no balances kept, nothing journaled. */
export const MARKET_MAKER_ID = 'mm';
/** What `free` reports for the market maker: more than any order can need. */
const UNLIMITED = new Dec('1e30');
const ZERO = new Dec(0);

export interface FeeRates {
  readonly maker: Dec;
  readonly taker: Dec;
}

/** Fee rates of every account unless its seed says otherwise. */
export const DEFAULT_FEE_RATES: FeeRates = { maker: new Dec('0.001'), taker: new Dec('0.001') };
const MARKET_MAKER_FEES: FeeRates = { maker: ZERO, taker: ZERO };

interface Purse {
  free: Dec;
  held: Dec;
}

/** A ledger invariant broken by the caller (moving more than is held, a negative amount). */
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}

function checkAmount(amount: Dec): void {
  if (!amount.isFinite() || amount.isNegative()) {
    throw new LedgerError(`amount must be a finite decimal of 0 or more, got ${amount.toString()}`);
  }
}

/**
 * The accounts' balances, as the matching engine's `Ledger`: free and held per user and token,
 * decimal arithmetic, never negative. Unknown users and tokens start at 0. Synchronous, so an
 * engine operation is atomic. It journals nothing itself: the command that moves funds (a
 * fill, a recharge) is the journaled record, and replaying it moves them again.
 */
export class AccountLedger implements Ledger {
  private readonly purses = new Map<string, Map<string, Purse>>();

  /** `feeRatesOf` gives a user's rates, or undefined for the defaults. */
  constructor(
    private readonly feeRatesOf: (userId: string) => FeeRates | undefined = () => undefined,
  ) {}

  free(userId: string, token: string): Dec {
    if (userId === MARKET_MAKER_ID) return UNLIMITED;
    return this.purses.get(userId)?.get(token)?.free ?? ZERO;
  }

  /** Funds held for working orders. */
  held(userId: string, token: string): Dec {
    if (userId === MARKET_MAKER_ID) return ZERO;
    return this.purses.get(userId)?.get(token)?.held ?? ZERO;
  }

  hold(userId: string, token: string, amount: Dec): boolean {
    checkAmount(amount);
    if (userId === MARKET_MAKER_ID) return true;
    const purse = this.purseOf(userId, token);
    if (purse.free.lt(amount)) return false;
    purse.free = purse.free.minus(amount);
    purse.held = purse.held.plus(amount);
    return true;
  }

  release(userId: string, token: string, amount: Dec): void {
    checkAmount(amount);
    if (userId === MARKET_MAKER_ID) return;
    const purse = this.heldPurse(userId, token, amount, 'release');
    purse.held = purse.held.minus(amount);
    purse.free = purse.free.plus(amount);
  }

  spendHeld(userId: string, token: string, amount: Dec): void {
    checkAmount(amount);
    if (userId === MARKET_MAKER_ID) return;
    const purse = this.heldPurse(userId, token, amount, 'spend');
    purse.held = purse.held.minus(amount);
  }

  credit(userId: string, token: string, amount: Dec): void {
    checkAmount(amount);
    if (userId === MARKET_MAKER_ID) return;
    const purse = this.purseOf(userId, token);
    purse.free = purse.free.plus(amount);
  }

  /** Takes `amount` out of free (a repayment); throws, changing nothing, when it is short. */
  debit(userId: string, token: string, amount: Dec): void {
    checkAmount(amount);
    if (userId === MARKET_MAKER_ID) return;
    const purse = this.purseOf(userId, token);
    if (purse.free.lt(amount)) {
      throw new LedgerError(
        `cannot debit ${amount.toString()} ${token} of user ${userId}: ` +
          `only ${purse.free.toString()} is free`,
      );
    }
    purse.free = purse.free.minus(amount);
  }

  feeRates(userId: string): FeeRates {
    if (userId === MARKET_MAKER_ID) return MARKET_MAKER_FEES;
    return this.feeRatesOf(userId) ?? DEFAULT_FEE_RATES;
  }

  /** Tokens a user has a balance row for, in the order they appeared. */
  tokens(userId: string): string[] {
    return [...(this.purses.get(userId)?.keys() ?? [])];
  }

  /** Sets the free balance (seed, reset); what is held for working orders is kept. */
  setFree(userId: string, token: string, amount: Dec): void {
    checkAmount(amount);
    if (userId === MARKET_MAKER_ID) return;
    this.purseOf(userId, token).free = amount;
  }

  private purseOf(userId: string, token: string): Purse {
    let purses = this.purses.get(userId);
    if (!purses) {
      purses = new Map();
      this.purses.set(userId, purses);
    }
    let purse = purses.get(token);
    if (!purse) {
      purse = { free: ZERO, held: ZERO };
      purses.set(token, purse);
    }
    return purse;
  }

  /** The purse to take `amount` out of held; throws, changing nothing, when less is held. */
  private heldPurse(userId: string, token: string, amount: Dec, what: string): Purse {
    const purse = this.purseOf(userId, token);
    if (purse.held.lt(amount)) {
      throw new LedgerError(
        `cannot ${what} ${amount.toString()} ${token} of user ${userId}: ` +
          `only ${purse.held.toString()} is held`,
      );
    }
    return purse;
  }
}
