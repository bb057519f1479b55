import type { Ledger } from '../engine/ledger';
import { Dec } from '../lib/decimal';

type Op = 'hold' | 'release' | 'spendHeld' | 'credit';

interface Purse {
  free: Dec;
  held: Dec;
}

/**
 * A ledger for engine tests: balances per user and token, every call recorded, and a throw on
 * anything that would make a balance negative (so a test fails where the engine over-spends).
 * Users listed as unlimited (the market maker) always have funds and keep no balance.
 */
export class FakeLedger implements Ledger {
  readonly calls: { op: Op; userId: string; token: string; amount: string }[] = [];
  private readonly purses = new Map<string, Purse>();

  constructor(
    private readonly options: {
      readonly unlimited?: readonly string[];
      readonly fees?: Readonly<Record<string, { maker: string; taker: string }>>;
      readonly defaultFees?: { maker: string; taker: string };
    } = {},
  ) {}

  /** Adds to a user's free balance. */
  deposit(userId: string, token: string, amount: string): void {
    const purse = this.purse(userId, token);
    purse.free = purse.free.plus(amount);
  }

  free(userId: string, token: string): Dec {
    if (this.isUnlimited(userId)) return new Dec('1e30');
    return this.purse(userId, token).free;
  }

  held(userId: string, token: string): Dec {
    return this.purse(userId, token).held;
  }

  /** Free and held as strings, for compact assertions. */
  balance(userId: string, token: string): { free: string; held: string } {
    const purse = this.purse(userId, token);
    return { free: purse.free.toFixed(), held: purse.held.toFixed() };
  }

  hold(userId: string, token: string, amount: Dec): boolean {
    this.check(amount);
    if (this.isUnlimited(userId)) return this.log('hold', userId, token, amount, true);
    const purse = this.purse(userId, token);
    if (purse.free.lt(amount)) return false;
    purse.free = purse.free.minus(amount);
    purse.held = purse.held.plus(amount);
    return this.log('hold', userId, token, amount, true);
  }

  release(userId: string, token: string, amount: Dec): void {
    this.check(amount);
    this.log('release', userId, token, amount, true);
    if (this.isUnlimited(userId)) return;
    const purse = this.heldPurse(userId, token, amount);
    purse.held = purse.held.minus(amount);
    purse.free = purse.free.plus(amount);
  }

  spendHeld(userId: string, token: string, amount: Dec): void {
    this.check(amount);
    this.log('spendHeld', userId, token, amount, true);
    if (this.isUnlimited(userId)) return;
    const purse = this.heldPurse(userId, token, amount);
    purse.held = purse.held.minus(amount);
  }

  credit(userId: string, token: string, amount: Dec): void {
    this.check(amount);
    this.log('credit', userId, token, amount, true);
    if (this.isUnlimited(userId)) return;
    const purse = this.purse(userId, token);
    purse.free = purse.free.plus(amount);
  }

  feeRates(userId: string): { maker: Dec; taker: Dec } {
    const rates = this.options.fees?.[userId] ??
      this.options.defaultFees ?? { maker: '0', taker: '0' };
    return { maker: new Dec(rates.maker), taker: new Dec(rates.taker) };
  }

  /** Calls made for one user, as `op token amount` lines. */
  callsOf(userId: string): string[] {
    return this.calls
      .filter((c) => c.userId === userId)
      .map((c) => `${c.op} ${c.token} ${c.amount}`);
  }

  private isUnlimited(userId: string): boolean {
    return this.options.unlimited?.includes(userId) ?? false;
  }

  private check(amount: Dec): void {
    if (!amount.isFinite() || amount.isNegative()) {
      throw new Error(`negative or non-finite amount ${amount.toString()}`);
    }
  }

  private log<T>(op: Op, userId: string, token: string, amount: Dec, result: T): T {
    this.calls.push({ op, userId, token, amount: amount.toFixed() });
    return result;
  }

  private heldPurse(userId: string, token: string, amount: Dec): Purse {
    const purse = this.purse(userId, token);
    if (purse.held.lt(amount)) {
      throw new Error(
        `${userId} moves ${amount.toFixed()} ${token} out of held, only ${purse.held.toFixed()} held`,
      );
    }
    return purse;
  }

  private purse(userId: string, token: string): Purse {
    const key = `${userId}\u0000${token}`;
    let purse = this.purses.get(key);
    if (!purse) {
      purse = { free: new Dec(0), held: new Dec(0) };
      this.purses.set(key, purse);
    }
    return purse;
  }
}
