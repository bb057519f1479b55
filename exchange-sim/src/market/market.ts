import type { CandleData, CandleInterval, RecentTrade, SymbolInfo, Ticker } from '@spot/contracts';
import { createRandom, deriveSeed } from '../lib/prng';
import { MakerClock } from './maker-clock';
import { MarketMaker } from './market-maker';
import { CATALOGUE } from './symbol-catalogue';
import { SymbolMarket } from './symbol-market';

/** One change of a symbol's market, as the realtime layer consumes it. */
export type MarketChange =
  | { readonly kind: 'book'; readonly symbol: string; readonly seq: number }
  | { readonly kind: 'trades'; readonly symbol: string; readonly trades: readonly RecentTrade[] }
  | { readonly kind: 'ticker'; readonly symbol: string }
  | {
      readonly kind: 'candles';
      readonly symbol: string;
      readonly candles: readonly {
        readonly interval: CandleInterval;
        readonly candle: CandleData;
      }[];
    };

export type MarketListener = (change: MarketChange) => void;

export interface MarketOptions {
  readonly seed: number;
  /** Book changes per second per symbol. */
  readonly bookRate: number;
  /** Start time; defaults to now. */
  readonly startedAt?: number;
  /** Steps run before start so books, trades and candles have some history (default 300). */
  readonly warmupSteps?: number;
}

const WARMUP_SPACING_MS = 100;
const CANDLE_ROLL_MS = 250;

/** Every symbol's market, their market makers and the clock that drives them. */
export class Market {
  readonly startedAt: number;
  private readonly symbols = new Map<string, { market: SymbolMarket; maker: MarketMaker }>();
  private readonly listeners = new Set<MarketListener>();
  private readonly clock: MakerClock;
  private rollTimer: ReturnType<typeof setInterval> | null = null;
  private isPaused = false;

  constructor(options: MarketOptions) {
    this.startedAt = options.startedAt ?? Date.now();
    this.clock = new MakerClock(options.bookRate, (count, now) => {
      for (let i = 0; i < count; i += 1) this.stepAll(now);
    });
    const warmup = options.warmupSteps ?? 300;
    const historyStart = this.startedAt - warmup * WARMUP_SPACING_MS;
    CATALOGUE.forEach((entry, index) => {
      const name = `${entry.base}${entry.quote}`;
      const random = createRandom(deriveSeed(options.seed, name));
      const execIdBase = (index + 1) * 1e12;
      const market = new SymbolMarket(entry, execIdBase, this.startedAt, random, historyStart);
      this.symbols.set(name, { market, maker: new MarketMaker(market, random) });
    });
    for (let i = warmup; i > 0; i -= 1) {
      const at = this.startedAt - i * WARMUP_SPACING_MS;
      for (const { market, maker } of this.symbols.values()) {
        if (!market.isOpen(this.startedAt)) continue;
        maker.step(at);
        market.takeChanges();
      }
    }
  }

  symbolInfos(): SymbolInfo[] {
    return [...this.symbols.values()].map(({ market }) => market.info);
  }

  get(name: string): SymbolMarket | undefined {
    return this.symbols.get(name)?.market;
  }

  tickers(): Ticker[] {
    return [...this.symbols.values()].map(({ market }) => market.ticker());
  }

  /** Adds a listener of every change; returns its removal. */
  onChange(listener: MarketListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get paused(): boolean {
    return this.isPaused;
  }

  get bookRate(): number {
    return this.clock.rate;
  }

  setBookRate(rate: number): void {
    this.clock.setRate(rate);
  }

  /** Starts the market makers (unless paused) and the candle clock. */
  start(): void {
    if (!this.isPaused) this.clock.start();
    if (this.rollTimer !== null) return;
    this.rollTimer = setInterval(() => this.rollCandles(Date.now()), CANDLE_ROLL_MS);
    this.rollTimer.unref();
  }

  stop(): void {
    this.clock.stop();
    if (this.rollTimer !== null) clearInterval(this.rollTimer);
    this.rollTimer = null;
  }

  /** Stops book changes and trades; candles still close on time. */
  pause(): void {
    this.isPaused = true;
    this.clock.stop();
  }

  resume(): void {
    this.isPaused = false;
    if (this.rollTimer !== null) this.clock.start();
  }

  /** One market-maker step for every open symbol (the clock's work; tests call it directly). */
  stepAll(now: number = Date.now()): void {
    for (const name of this.symbols.keys()) this.stepSymbol(name, now);
  }

  stepSymbol(name: string, now: number = Date.now()): void {
    const entry = this.symbols.get(name);
    if (!entry || !entry.market.isOpen(now)) return;
    const bookChanged = entry.maker.step(now);
    const { trades, candles } = entry.market.takeChanges();
    if (bookChanged) this.emit({ kind: 'book', symbol: name, seq: entry.market.book.seq });
    if (trades.length > 0) this.emit({ kind: 'trades', symbol: name, trades });
    if (bookChanged || trades.length > 0) this.emit({ kind: 'ticker', symbol: name });
    if (candles.length > 0) this.emit({ kind: 'candles', symbol: name, candles });
  }

  /** Closes the candles whose time is over, for every symbol. */
  rollCandles(now: number): void {
    for (const [name, { market }] of this.symbols) {
      market.rollCandles(now);
      const { candles } = market.takeChanges();
      if (candles.length > 0) this.emit({ kind: 'candles', symbol: name, candles });
    }
  }

  private emit(change: MarketChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
