import { MARKET_MAKER_USER_ID } from '../src/engine/engine';
import type { Ledger } from '../src/engine/ledger';
import { Dec } from '../src/lib/decimal';

const ZERO = new Dec(0);
const FEES = { maker: new Dec('0.001'), taker: new Dec('0.001') };

/** Balances in decimals like the accounts' ledger: every call does the same arithmetic. */
export class BenchLedger implements Ledger {
  private readonly purses = new Map<string, { free: Dec; held: Dec }>();
  private purse(userId: string, token: string): { free: Dec; held: Dec } {
    const key = `${userId}/${token}`;
    let purse = this.purses.get(key);
    if (!purse) {
      purse = { free: new Dec('1e12'), held: ZERO };
      this.purses.set(key, purse);
    }
    return purse;
  }
  free(userId: string, token: string): Dec {
    return this.purse(userId, token).free;
  }
  hold(userId: string, token: string, amount: Dec): boolean {
    if (userId === MARKET_MAKER_USER_ID) return true;
    const p = this.purse(userId, token);
    if (p.free.lt(amount)) return false;
    p.free = p.free.minus(amount);
    p.held = p.held.plus(amount);
    return true;
  }
  release(userId: string, token: string, amount: Dec): void {
    const p = this.purse(userId, token);
    p.held = p.held.minus(amount);
    p.free = p.free.plus(amount);
  }
  spendHeld(userId: string, token: string, amount: Dec): void {
    const p = this.purse(userId, token);
    p.held = p.held.minus(amount);
  }
  credit(userId: string, token: string, amount: Dec): void {
    const p = this.purse(userId, token);
    p.free = p.free.plus(amount);
  }
  feeRates(): { maker: Dec; taker: Dec } {
    return FEES;
  }
}
