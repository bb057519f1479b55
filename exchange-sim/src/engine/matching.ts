import type { OrderSide } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { Batch, Funds } from './batch';
import type { BookEntry, BookSide, OrderBook } from './order-book';
import type { WorkingOrder } from './records';
import type { SymbolSpec } from './symbol-spec';

const ZERO = new Dec(0);

/** What matching needs of a symbol. */
export interface MatchContext {
  readonly spec: SymbolSpec;
  readonly book: OrderBook<WorkingOrder>;
  readonly funds: Funds;
  nextExecId(): string;
  /** A trade printed at `ticks`: the new last price. */
  onTrade(ticks: number): void;
}

/** The incoming side of a match: a user's order, or the market maker taking. */
export interface Taker {
  readonly userId: string;
  readonly orderId: string;
  readonly side: OrderSide;
  readonly order: WorkingOrder | null;
}

/** How far a taker may go: a worst price, a size and, for quote amounts, a budget. */
export interface TakeLimits {
  /** Worst price accepted: the highest for a buy, the lowest for a sell. */
  readonly limitTicks: number;
  readonly maxLots: number;
  /** Quote to spend (a buy) or to receive (a sell) at most; null for no bound. */
  readonly budget: Dec | null;
}

/** Why taking stopped: size reached, budget used, price limit, or an empty side. */
export type TakeStop = 'done' | 'budget' | 'limit' | 'empty';

export interface TakeResult {
  readonly lots: number;
  /** Quote value of what was taken. */
  readonly quote: Dec;
  readonly stop: TakeStop;
}

/** The side a taker of `side` takes from. */
export function oppositeOf<Owner>(book: OrderBook<Owner>, side: OrderSide): BookSide<Owner> {
  return side === 'BUY' ? book.asks : book.bids;
}

function beyond(side: OrderSide, price: number, limit: number): boolean {
  return side === 'BUY' ? price > limit : price < limit;
}

/**
 * What taking would fill, level by level, without changing anything: how a market order finds
 * the funds to hold. Gives the same result as `take` on an unchanged book.
 */
export function walk(
  spec: SymbolSpec,
  opposite: BookSide<unknown>,
  side: OrderSide,
  limits: TakeLimits,
): TakeResult {
  let lots = 0;
  let quote = ZERO;
  for (const price of opposite.levels()) {
    if (lots >= limits.maxLots) return { lots, quote, stop: 'done' };
    if (beyond(side, price, limits.limitTicks)) return { lots, quote, stop: 'limit' };
    let take = Math.min(opposite.get(price) ?? 0, limits.maxLots - lots);
    if (limits.budget !== null) {
      const afford = spec.lotsFor(limits.budget.minus(quote), price);
      if (afford <= 0) return { lots, quote, stop: 'budget' };
      take = Math.min(take, afford);
    }
    lots += take;
    quote = quote.plus(spec.amount(price, take));
  }
  return { lots, quote, stop: lots >= limits.maxLots ? 'done' : 'empty' };
}

/**
 * Matches a taker against the opposite side in price-time priority: best price first, and at
 * one price the queue in arrival order. Each fill settles both sides at once.
 */
export function take(
  ctx: MatchContext,
  batch: Batch,
  taker: Taker,
  limits: TakeLimits,
): TakeResult {
  const opposite = oppositeOf(ctx.book, taker.side);
  let lots = 0;
  let quote = ZERO;
  for (;;) {
    if (lots >= limits.maxLots) return { lots, quote, stop: 'done' };
    const level = opposite.bestLevel();
    const entry = level?.head;
    if (!level || !entry) return { lots, quote, stop: 'empty' };
    if (beyond(taker.side, level.price, limits.limitTicks)) return { lots, quote, stop: 'limit' };
    let size = Math.min(entry.lots, limits.maxLots - lots);
    if (limits.budget !== null) {
      const afford = ctx.spec.lotsFor(limits.budget.minus(quote), level.price);
      if (afford <= 0) return { lots, quote, stop: 'budget' };
      size = Math.min(size, afford);
    }
    quote = quote.plus(fill(ctx, batch, taker, entry, size));
    lots += size;
  }
}

/** One fill of `lots` against a resting entry; returns its quote value. */
function fill(
  ctx: MatchContext,
  batch: Batch,
  taker: Taker,
  entry: BookEntry<WorkingOrder>,
  lots: number,
): Dec {
  const { spec, funds } = ctx;
  const price = entry.price;
  const amount = spec.amount(price, lots);
  const maker: Taker = {
    userId: entry.userId,
    orderId: entry.id,
    side: entry.side === 'bid' ? 'BUY' : 'SELL',
    order: entry.owner,
  };
  // The maker trading with itself moves nothing (its account is unlimited and pays no fee).
  const internal = taker.userId === funds.makerUserId && maker.userId === funds.makerUserId;
  const takerFee = internal ? ZERO : settle(ctx, batch, taker, 'taker', price, lots, amount);
  const makerFee = internal ? ZERO : settle(ctx, batch, maker, 'maker', price, lots, amount);

  ctx.book.sideOf(entry.side).resize(entry, entry.lots - lots);
  const resting = entry.owner;
  if (resting) {
    resting.executedLots += lots;
    resting.executedValue = resting.executedValue.plus(amount);
    if (entry.lots === 0) {
      resting.entry = null;
      resting.status = 'FILLED';
    } else {
      resting.status = 'PARTIALLY_FILLED';
    }
    batch.touch(resting);
  }
  if (taker.order) {
    taker.order.executedLots += lots;
    taker.order.executedValue = taker.order.executedValue.plus(amount);
    batch.touch(taker.order);
  }

  const execId = ctx.nextExecId();
  const priceText = spec.priceText(price);
  const qtyText = spec.qtyText(lots);
  const feeToken = (side: OrderSide): string => (side === 'BUY' ? spec.base : spec.quote);
  batch.push({
    type: 'fill',
    symbolId: spec.symbolId,
    execId,
    price: priceText,
    qty: qtyText,
    amount: amount.toFixed(),
    time: batch.now,
    taker: {
      ...party(taker),
      isMaker: false,
      fee: takerFee.toFixed(),
      feeToken: feeToken(taker.side),
    },
    maker: {
      ...party(maker),
      isMaker: true,
      fee: makerFee.toFixed(),
      feeToken: feeToken(maker.side),
    },
  });
  batch.push({
    type: 'trade',
    symbolId: spec.symbolId,
    execId,
    execPrice: priceText,
    execQty: qtyText,
    execTime: batch.now,
    side: taker.side === 'BUY' ? 'Buy' : 'Sell',
  });
  ctx.onTrade(price);
  return amount;
}

function party(p: Taker): { userId: string; orderId: string; side: OrderSide } {
  return { userId: p.userId, orderId: p.orderId, side: p.side };
}

/**
 * Moves one side's funds for a fill: what it pays leaves its held funds (a limit buy that fills
 * below its price gets the difference back at once), what it receives is credited net of the
 * fee, which is taken from the received token. Returns the fee.
 */
function settle(
  ctx: MatchContext,
  batch: Batch,
  p: Taker,
  role: 'maker' | 'taker',
  price: number,
  lots: number,
  amount: Dec,
): Dec {
  const { spec, funds } = ctx;
  const qty = spec.qtyDec(lots);
  const rate = funds.feeRate(p.userId, role);
  const [payToken, pay, getToken, get] =
    p.side === 'BUY' ? [spec.quote, amount, spec.base, qty] : [spec.base, qty, spec.quote, amount];
  const fee = get.mul(rate);
  const order = p.order;
  if (order === null) {
    funds.makerPays(p.userId, payToken, pay);
    funds.makerReceives(p.userId, getToken, get.minus(fee));
    return fee;
  }
  funds.spendHeld(batch, p.userId, payToken, pay);
  order.held = order.held.minus(pay);
  if (p.side === 'BUY' && order.type === 'LIMIT' && order.priceTicks > price) {
    const saved = spec.amount(order.priceTicks - price, lots);
    funds.release(batch, p.userId, payToken, saved);
    order.held = order.held.minus(saved);
  }
  funds.credit(batch, p.userId, getToken, get.minus(fee));
  // A buy with an attached TP/SL: its legs sell what arrived, so the base fee is kept.
  if (p.side === 'BUY' && order.tpsl !== null && order.tpsl.status === 'pending') {
    order.tpsl.baseFee = order.tpsl.baseFee.plus(fee);
  }
  return fee;
}
