import type { OrderSide } from '@spot/contracts';
import type { Batch } from './batch';
import type { OrderBook } from './order-book';
import type { SymbolEngine } from './symbol-engine';
import type { BookSideName } from './types';

/**
 * The market maker's hands on one symbol's book during one `Engine.makerStep`. Its quotes are
 * resting entries of the maker's account (one per price level, holding nothing: the account is
 * unlimited), queued with users' orders in price-time priority; its takes are taker orders, so
 * they fill users' resting orders too. Valid only inside the step that handed it out.
 */
export class MakerDesk {
  constructor(
    private readonly symbol: SymbolEngine,
    private readonly batch: Batch,
  ) {}

  /** The whole book (users' orders included), read only. */
  get book(): OrderBook<unknown> {
    return this.symbol.book;
  }

  /** Size in lots of the maker's quote at a price, or `undefined` when it has none there. */
  quoteLots(side: BookSideName, price: number): number | undefined {
    return this.symbol.makerQuoteLots(side, price);
  }

  /** Sets the maker's quote at a price (to the back of the level's queue); crossing trades. */
  quote(side: BookSideName, price: number, lots: number): void {
    this.symbol.makerQuote(side, price, lots, this.batch);
  }

  /** Removes the maker's quote at a price; false when it has none there. */
  pull(side: BookSideName, price: number): boolean {
    return this.symbol.makerPull(side, price);
  }

  /** Takes up to `lots` at prices up to `limitTicks` (a buy: at most; a sell: at least). */
  take(side: OrderSide, lots: number, limitTicks: number): number {
    return this.symbol.makerTake(side, lots, limitTicks, this.batch);
  }
}
