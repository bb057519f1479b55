import type { CandleData, CandleInterval, RecentTrade, SymbolInfo, Ticker } from '@spot/contracts';
import { RECENT_TRADES_LIMIT } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import { parseUnits } from '../lib/decimal';
import type { OrderBook } from '../engine/order-book';
import type { TradeEvent } from '../engine/types';
import type { CandleSeries, CandleUpdate } from './candles';
import { createCandleSeries } from './candles';
import type { CatalogueEntry } from './symbol-catalogue';
import { symbolNameOf, toSymbolInfo } from './symbol-catalogue';
import type { DayFigures } from './day-window';
import { TickerStats } from './ticker-stats';

/** What test mode may change of a symbol at run time (`POST /__sim/symbol`). */
export type SymbolStatus = Pick<
  SymbolInfo,
  'tradeStatus' | 'isBanBuy' | 'isBanSell' | 'onlineTime'
>;

/** What one market-maker step (or a candle roll) changed besides the book. */
export interface PendingChanges {
  /** New trades, newest first. */
  readonly trades: readonly RecentTrade[];
  readonly candles: readonly CandleUpdate[];
}

/**
 * The market data of one symbol: its book (the matching engine's, read only here), last
 * trades, 24-hour figures and current candles. Prices are whole ticks and sizes whole lots
 * internally; everything leaving is a decimal string at the symbol's precision.
 */
export class SymbolMarket {
  readonly name: string;
  private readonly catalogueInfo: SymbolInfo;
  private currentInfo: SymbolInfo;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  /** Opening mid price in ticks. */
  readonly startPrice: number;
  /** Typical size of one book level in lots. */
  readonly levelLots: number;
  private readonly stats: TickerStats;
  private readonly candles: Map<CandleInterval, CandleSeries>;
  /** Newest first, at most `RECENT_TRADES_LIMIT`. */
  private readonly trades: RecentTrade[] = [];
  private pendingTrades: RecentTrade[] = [];
  private pendingCandles: CandleUpdate[] = [];
  private traded = new Dec(0);
  private tradedValue = new Dec(0);
  private tradedHigh = -Infinity;
  private tradedLow = Infinity;
  private day: (() => DayFigures | null) | null = null;

  constructor(
    entry: CatalogueEntry,
    /** The engine's book of the symbol: users' orders and the market maker's quotes. */
    readonly book: OrderBook<unknown>,
    startedAt: number,
    /** Time of the first (warm-up) step; candles start there. */
    historyStart: number = startedAt,
  ) {
    this.name = symbolNameOf(entry);
    this.catalogueInfo = toSymbolInfo(entry, startedAt);
    this.currentInfo = this.catalogueInfo;
    this.pricePrecision = entry.pricePrecision;
    this.quantityPrecision = entry.quantityPrecision;
    this.startPrice = parseUnits(entry.price, entry.pricePrecision);
    this.levelLots = Math.max(1, parseUnits(entry.levelQty, entry.quantityPrecision));
    this.stats = new TickerStats(
      this.name,
      this.pricePrecision,
      this.quantityPrecision,
      this.startPrice,
    );
    this.candles = createCandleSeries(this.startPrice, historyStart, this.pricePrecision);
  }

  /** The symbol-list entity: the catalogue's, unless test mode changed its status. */
  get info(): SymbolInfo {
    return this.currentInfo;
  }

  /**
   * Test mode: a new trade status, banned sides or opening time. A new opening time also sets
   * `noticeVisible` (announced while it is ahead) and so starts or stops the market maker.
   */
  setStatus(status: Partial<SymbolStatus>, now: number): SymbolInfo {
    const next = { ...this.currentInfo, ...status };
    this.currentInfo =
      status.onlineTime === undefined ? next : { ...next, noticeVisible: next.onlineTime > now };
    return this.currentInfo;
  }

  /** Test mode: back to the catalogue's status. */
  resetStatus(): void {
    this.currentInfo = this.catalogueInfo;
  }

  /** False while an announced symbol waits for its opening time. */
  isOpen(now: number): boolean {
    return this.info.onlineTime <= now;
  }

  get lastPrice(): number {
    return this.stats.last;
  }

  /** Records a trade the engine printed: the tape, the 24-hour figures and every candle. */
  recordTrade(event: TradeEvent): void {
    const { execId, execPrice, execQty, execTime, side } = event;
    const trade: RecentTrade = { execId, execPrice, execQty, execTime, side };
    this.trades.unshift(trade);
    if (this.trades.length > RECENT_TRADES_LIMIT) this.trades.length = RECENT_TRADES_LIMIT;
    this.pendingTrades.unshift(trade);
    const price = parseUnits(execPrice, this.pricePrecision);
    const qty = new Dec(execQty);
    const turnover = qty.mul(execPrice);
    this.stats.onTrade(price);
    this.traded = this.traded.plus(qty);
    this.tradedValue = this.tradedValue.plus(turnover);
    this.tradedHigh = Math.max(this.tradedHigh, price);
    this.tradedLow = Math.min(this.tradedLow, price);
    for (const series of this.candles.values()) {
      for (const candle of series.trade(execTime, price, qty, turnover)) {
        this.pendingCandles.push({ interval: series.interval, candle });
      }
    }
  }

  /** Closes every candle whose time is over. */
  rollCandles(now: number): void {
    for (const series of this.candles.values()) {
      for (const candle of series.roll(now)) {
        this.pendingCandles.push({ interval: series.interval, candle });
      }
    }
  }

  /** Hands over (and forgets) what changed since the last call. */
  takeChanges(): PendingChanges {
    const changes = { trades: this.pendingTrades, candles: this.pendingCandles };
    this.pendingTrades = [];
    this.pendingCandles = [];
    return changes;
  }

  /** The last trades, newest first. */
  recentTrades(limit: number = RECENT_TRADES_LIMIT): RecentTrade[] {
    return this.trades.slice(0, limit);
  }

  /**
   * The ticker; its 24-hour figures come from the rolling day of the kline history
   * (`useDay`), so they agree with the candles. Without one, only the last price.
   */
  ticker(): Ticker {
    return this.stats.toTicker(
      this.book.bids.best() ?? 0,
      this.book.asks.best() ?? 0,
      this.day ? this.day() : this.sinceStart(),
    );
  }

  /** Without a kline history (unit tests): the figures of the trades since the start. */
  private sinceStart(): DayFigures | null {
    if (this.traded.isZero()) return null;
    return {
      open: this.startPrice,
      high: this.tradedHigh,
      low: this.tradedLow,
      volume: this.traded,
      turnover: this.tradedValue,
    };
  }

  /** Where the ticker reads its 24-hour figures (the kline history sets it). */
  useDay(day: () => DayFigures | null): void {
    this.day = day;
  }

  /** Base quantity traded on the symbol since the sim started (the warm-up included). */
  get tradedQuantity(): Dec {
    return this.traded;
  }

  /**
   * The live market's volume per minute in lots, from the quantity traded over `spanMs` of
   * steps at the live rate (the warm-up): the scale the seeded history is generated at, so the
   * live candles continue it. Never below one lot a second.
   */
  minuteLotsOver(spanMs: number): number {
    const lots = this.traded.mul(new Dec(10).pow(this.quantityPrecision));
    const perMinute = spanMs > 0 ? lots.mul(60_000).div(spanMs).round().toNumber() : 0;
    return Math.max(60, perMinute);
  }

  candle(interval: CandleInterval): CandleData | undefined {
    return this.candles.get(interval)?.current();
  }
}
