import type { Dec } from '../lib/decimal';

/**
 * What the matching engine needs of the accounts: funds held for working orders and moved on
 * fills. Implemented by the accounts module; the market maker's account is unlimited. Every
 * method is synchronous so one engine operation is atomic: either every transfer of a command
 * happens or, when `hold` refuses, none does.
 */
export interface Ledger {
  /** Free (available) balance of a token. */
  free(userId: string, token: string): Dec;
  /**
   * Moves `amount` from free to held for a working order. Returns false, changing nothing,
   * when the free balance is short: balances are never negative.
   */
  hold(userId: string, token: string, amount: Dec): boolean;
  /** Moves `amount` from held back to free (cancel, or what a fill did not use). */
  release(userId: string, token: string, amount: Dec): void;
  /** Takes `amount` out of held: it was paid to the counterparty. */
  spendHeld(userId: string, token: string, amount: Dec): void;
  /** Adds `amount` to free: received from a fill, net of fees. */
  credit(userId: string, token: string, amount: Dec): void;
  /** Maker and taker fee rates of a user, e.g. "0.001". */
  feeRates(userId: string): { readonly maker: Dec; readonly taker: Dec };
}
