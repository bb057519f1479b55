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

export class TickerChannel implements Channel {
  readonly topic = 'instrument_info';
  readonly subscribers = new Set<Connection>();
  private last = '';

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

  /** The full ticker, only when some field differs from the last one sent. */
  deltas(change: MarketChange): readonly Ticker[] {
    if (change.kind !== 'ticker') return [];
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

export class CandlesChannel implements Channel {
  readonly topic = 'candles';
  readonly subscribers = new Set<Connection>();

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

  deltas(change: MarketChange): readonly CandleData[] {
    if (change.kind !== 'candles') return [];
    return change.candles
      .filter((u) => u.interval === this.interval)
      .map((u) => this.view(this.market.name, this.interval, u.candle));
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
