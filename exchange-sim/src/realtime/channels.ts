import type {
  CandleData,
  CandleInterval,
  NoticeBarItem,
  OrderBookData,
  PublicTopic,
  RecentTrade,
  Ticker,
} from '@spot/contracts';
import { ORDER_BOOK_LIMIT } from '@spot/contracts';
import type { MarketChange } from '../market/market';
import { NOTICE_BAR_ITEMS } from '../market/symbol-catalogue';
import type { SymbolMarket } from '../market/symbol-market';
import type { GroupedBook } from './book-view';
import { diffLevels, groupBook } from './book-view';
import type { Connection } from './connection';

/**
 * The server side of one subscription key: what a new subscriber gets as a snapshot and which
 * deltas a market change causes. A channel exists while it has subscribers and computes its
 * data once per change for all of them.
 */
export interface Channel {
  readonly key: string;
  readonly topic: PublicTopic;
  /** The symbol whose changes concern this channel; `null` for market-wide topics. */
  readonly symbol: string | null;
  readonly subscribers: Set<Connection>;
  snapshot(): unknown;
  /** Delta payloads caused by a change of this channel's symbol, in send order. */
  deltas(change: MarketChange): readonly unknown[];
}

/**
 * A channel whose changes are paced: it notes them (`deltas` returns nothing) and sends its
 * latest state when the hub flushes it, at most once per `PACED_PUSH_MS`, as exchanges push
 * tickers and klines on a clock rather than per trade. Book and trades are never paced.
 */
export interface PacedChannel extends Channel {
  /** Whether a change is waiting to be flushed. */
  readonly dirty: boolean;
  /** The payloads of the changes noted since the last flush, in send order. */
  flush(): readonly unknown[];
}

/** The shortest gap between two pushes of a paced channel (ticker, candles). */
export const PACED_PUSH_MS = 100;

export function isPaced(channel: Channel): channel is PacedChannel {
  return 'flush' in channel;
}

/** Per-key update ids of `orderBook`, kept for the server's lifetime. */
export type UpdateIds = Map<string, number>;

export class OrderBookChannel implements Channel {
  readonly topic = 'orderBook';
  readonly subscribers = new Set<Connection>();
  private view: GroupedBook;
  private u: number;
  private skipOne = false;

  constructor(
    readonly key: string,
    private readonly market: SymbolMarket,
    private readonly step: string,
    private readonly updateIds: UpdateIds,
  ) {
    this.view = groupBook(market, step, ORDER_BOOK_LIMIT);
    // A (re)created view is a new book state: it gets the next id of its key.
    this.u = (updateIds.get(key) ?? 0) + 1;
    updateIds.set(key, this.u);
  }

  get symbol(): string {
    return this.market.name;
  }

  snapshot(): OrderBookData {
    return { s: this.market.name, ...this.view, u: this.u, seq: this.market.book.seq };
  }

  /** Test mode: the next delta skips one `u`, so every subscriber sees a gap. */
  skipNextUpdate(on = true): void {
    this.skipOne = on;
  }

  deltas(change: MarketChange): readonly OrderBookData[] {
    if (change.kind !== 'book') return [];
    const next = groupBook(this.market, this.step, ORDER_BOOK_LIMIT);
    const b = diffLevels(this.view.b, next.b, 'bid');
    const a = diffLevels(this.view.a, next.a, 'ask');
    this.view = next;
    if (b.length === 0 && a.length === 0) return [];
    this.u += this.skipOne ? 2 : 1;
    this.skipOne = false;
    this.updateIds.set(this.key, this.u);
    return [{ s: this.market.name, b, a, u: this.u, seq: change.seq }];
  }
}

export class TradesChannel implements Channel {
  readonly topic = 'recently_trade';
  readonly subscribers = new Set<Connection>();

  constructor(
    readonly key: string,
    private readonly market: SymbolMarket,
    private readonly limit: number,
  ) {}

  get symbol(): string {
    return this.market.name;
  }

  snapshot(): readonly RecentTrade[] {
    return this.market.recentTrades(this.limit);
  }

  deltas(change: MarketChange): readonly (readonly RecentTrade[])[] {
    return change.kind === 'trades' ? [change.trades.slice(0, this.limit)] : [];
  }
}

export class TickerChannel implements PacedChannel {
  readonly topic = 'instrument_info';
  readonly subscribers = new Set<Connection>();
  private last = '';
  private changed = false;

  constructor(
    readonly key: string,
    private readonly market: SymbolMarket,
  ) {}

  get symbol(): string {
    return this.market.name;
  }

  snapshot(): Ticker {
    const ticker = this.market.ticker();
    this.last = JSON.stringify(ticker);
    return ticker;
  }

  get dirty(): boolean {
    return this.changed;
  }

  /** Notes a change; the ticker goes out at the next flush. */
  deltas(change: MarketChange): readonly Ticker[] {
    if (change.kind === 'ticker') this.changed = true;
    return [];
  }

  /** The full ticker, only when some field differs from the last one sent. */
  flush(): readonly Ticker[] {
    if (!this.changed) return [];
    this.changed = false;
    const ticker = this.market.ticker();
    const text = JSON.stringify(ticker);
    if (text === this.last) return [];
    this.last = text;
    return [ticker];
  }
}

/** What the `candles` topic sends for a live candle (the kline history's join bar view). */
export type CandleView = (
  symbol: string,
  interval: CandleInterval,
  candle: CandleData,
) => CandleData;

export class CandlesChannel implements PacedChannel {
  readonly topic = 'candles';
  readonly subscribers = new Set<Connection>();
  /** The latest state of each candle changed since the last flush, by start time. */
  private readonly pending = new Map<number, CandleData>();

  constructor(
    readonly key: string,
    private readonly market: SymbolMarket,
    private readonly interval: CandleInterval,
    private readonly view: CandleView = (_symbol, _interval, candle) => candle,
  ) {}

  get symbol(): string {
    return this.market.name;
  }

  snapshot(): CandleData | undefined {
    const candle = this.market.candle(this.interval);
    return candle && this.view(this.market.name, this.interval, candle);
  }

  get dirty(): boolean {
    return this.pending.size > 0;
  }

  /** Notes the candles of this interval that changed; they go out at the next flush. */
  deltas(change: MarketChange): readonly CandleData[] {
    if (change.kind !== 'candles') return [];
    for (const u of change.candles) {
      if (u.interval === this.interval) this.pending.set(u.candle.start, u.candle);
    }
    return [];
  }

  /**
   * Each changed candle once, oldest first, in its latest state: a candle that closed since
   * the last flush is sent closed (`confirm`) before the one that opened after it.
   */
  flush(): readonly CandleData[] {
    const candles = [...this.pending.values()].sort((x, y) => x.start - y.start);
    this.pending.clear();
    return candles.map((candle) => this.view(this.market.name, this.interval, candle));
  }
}

export class NoticeChannel implements Channel {
  readonly topic = 'notice';
  readonly symbol = null;
  readonly subscribers = new Set<Connection>();

  constructor(
    readonly key: string,
    private readonly current: () => readonly NoticeBarItem[] = () => NOTICE_BAR_ITEMS,
  ) {}

  snapshot(): readonly NoticeBarItem[] {
    return this.current();
  }

  deltas(): readonly NoticeBarItem[][] {
    return [];
  }
}
