import { Dec } from '../lib/decimal';
import type { Ledger } from './ledger';

const PLENTY = new Dec('1e30');
const NO_FEES = { maker: new Dec(0), taker: new Dec(0) } as const;

/**
 * A ledger in which every account has unlimited funds and pays no fee: the market's default
 * when no accounts ledger is given (tests and tools that only need the market maker).
 */
export class UnlimitedLedger implements Ledger {
  free(): Dec {
    return PLENTY;
  }

  hold(): boolean {
    return true;
  }

  release(): void {}

  spendHeld(): void {}

  credit(): void {}

  feeRates(): { readonly maker: Dec; readonly taker: Dec } {
    return NO_FEES;
  }
}
