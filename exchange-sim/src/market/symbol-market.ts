import type { CandleData, CandleInterval, RecentTrade, SymbolInfo, Ticker } from '@spot/contracts';
import { RECENT_TRADES_LIMIT } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { Random } from '../lib/prng';
import { formatUnits, parseUnits } from '../lib/decimal';
import type { CandleSeries, CandleUpdate } from './candles';
import { createCandleSeries } from './candles';
import { RawBook } from './raw-book';
import type { CatalogueEntry } from './symbol-catalogue';
import { symbolNameOf, toSymbolInfo } from './symbol-catalogue';
import { TickerStats } from './ticker-stats';

/** What one market-maker step (or a candle roll) changed besides the book. */
export interface PendingChanges {
  /** New trades, newest first. */
  readonly trades: readonly RecentTrade[];
  readonly candles: readonly CandleUpdate[];
}

/**
 * The market of one symbol: raw book, last trades, 24-hour figures and current candles.
 * Prices are whole ticks and sizes whole lots internally; everything leaving is a decimal
 * string at the symbol's precision.
 */
export class SymbolMarket {
  readonly name: string;
  readonly info: SymbolInfo;
  readonly book = new RawBook();
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
  private execCount = 0;

  constructor(
    entry: CatalogueEntry,
    private readonly execIdBase: number,
    startedAt: number,
    random: Random,
    /** Time of the first (warm-up) step; candles start there. */
    historyStart: number = startedAt,
  ) {
    this.name = symbolNameOf(entry);
    this.info = toSymbolInfo(entry, startedAt);
    this.pricePrecision = entry.pricePrecision;
    this.quantityPrecision = entry.quantityPrecision;
    this.startPrice = parseUnits(entry.price, entry.pricePrecision);
    this.levelLots = Math.max(1, parseUnits(entry.levelQty, entry.quantityPrecision));
    const seeded = this.isOpen(startedAt) ? random : null;
    this.stats = new TickerStats(
      this.name,
      this.pricePrecision,
      this.quantityPrecision,
      this.startPrice,
      this.levelLots,
      seeded,
    );
    this.candles = createCandleSeries(this.startPrice, historyStart, this.pricePrecision);
  }

  /** False while an announced symbol waits for its opening time. */
  isOpen(now: number): boolean {
    return this.info.onlineTime <= now;
  }

  get lastPrice(): number {
    return this.stats.last;
  }

  /** Prints a trade of `lots` at `price` ticks; `side` is the taker's. */
  recordTrade(side: 'Buy' | 'Sell', price: number, lots: number, now: number): void {
    this.execCount += 1;
    const execPrice = formatUnits(price, this.pricePrecision);
    const execQty = formatUnits(lots, this.quantityPrecision);
    const trade: RecentTrade = {
      execId: String(this.execIdBase + this.execCount),
      execPrice,
      execQty,
      execTime: now,
      side,
    };
    this.trades.unshift(trade);
    if (this.trades.length > RECENT_TRADES_LIMIT) this.trades.length = RECENT_TRADES_LIMIT;
    this.pendingTrades.unshift(trade);
    const qty = new Dec(execQty);
    const turnover = qty.mul(execPrice);
    this.stats.onTrade(price, qty, turnover);
    for (const series of this.candles.values()) {
      for (const candle of series.trade(now, price, qty, turnover)) {
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

  ticker(): Ticker {
    return this.stats.toTicker(this.book.bids.best() ?? 0, this.book.asks.best() ?? 0);
  }

  candle(interval: CandleInterval): CandleData | undefined {
    return this.candles.get(interval)?.current();
  }
}
