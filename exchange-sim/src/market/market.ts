import type { CandleData, CandleInterval, RecentTrade, SymbolInfo, Ticker } from '@spot/contracts';
import { Engine } from '../engine/engine';
import type { Ledger } from '../engine/ledger';
import type { EngineEvent } from '../engine/types';
import { UnlimitedLedger } from '../engine/unlimited-ledger';
import { createRandom, deriveSeed } from '../lib/prng';
import { MakerClock } from './maker-clock';
import { MarketMaker } from './market-maker';
import { CATALOGUE, symbolNameOf, toSymbolInfo } from './symbol-catalogue';
import type { SymbolStatus } from './symbol-market';
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
  /**
   * The accounts' ledger the engine holds and moves funds in; the market maker's account
   * (`mm`) must be unlimited there. Default: every account unlimited and fee-free.
   */
  readonly ledger?: Ledger;
}

const WARMUP_SPACING_MS = 100;
const CANDLE_ROLL_MS = 250;

/**
 * Every symbol's market, the matching engine that holds their books, the market makers and
 * the clock that drives them. Every engine operation (a maker step, a user's order) is turned
 * into market changes for the realtime layer: the book, trades, ticker and candles.
 */
export class Market {
  readonly startedAt: number;
  /** The matching engine: users' orders go here (HTTP), the market makers trade through it. */
  readonly engine: Engine;
  private readonly symbols = new Map<string, { market: SymbolMarket; maker: MarketMaker }>();
  private readonly listeners = new Set<MarketListener>();
  private readonly statusListeners = new Set<(info: SymbolInfo) => void>();
  private readonly clock: MakerClock;
  /** Test mode: taker trades per second per symbol (0 = only the book steps' own). */
  private readonly tradeClock: MakerClock;
  /**
   * Test mode: symbols given their own book and trade rates (a benchmark drives the symbol it
   * watches; the others keep the shared clocks' rates and cost the sim nothing extra).
   */
  private readonly ownClocks = new Map<string, { book: MakerClock; trade: MakerClock }>();
  private rollTimer: ReturnType<typeof setInterval> | null = null;
  /** Live time the warm-up's steps stand for at the start's book rate. */
  private readonly warmupSpanMs: number;
  private isPaused = false;

  constructor(options: MarketOptions) {
    this.startedAt = options.startedAt ?? Date.now();
    this.clock = new MakerClock(options.bookRate, (count, now) => {
      for (let i = 0; i < count; i += 1) this.stepAll(now, true);
    });
    this.tradeClock = new MakerClock(0, (count, now) => {
      for (let i = 0; i < count; i += 1) this.tradeAll(now, true);
    });
    const warmup = options.warmupSteps ?? 300;
    const historyStart = this.startedAt - warmup * WARMUP_SPACING_MS;
    this.engine = new Engine({
      ledger: options.ledger ?? new UnlimitedLedger(),
      symbols: CATALOGUE.map((entry, index) => ({
        info: toSymbolInfo(entry, this.startedAt),
        lastPrice: entry.price,
        execIdBase: (index + 1) * 1e12,
      })),
    });
    this.engine.onEvents((events) => this.onEngineEvents(events));
    for (const entry of CATALOGUE) {
      const name = symbolNameOf(entry);
      const random = createRandom(deriveSeed(options.seed, name));
      const book = this.engine.book(name);
      if (!book) throw new Error(`the engine has no book for ${name}`);
      const market = new SymbolMarket(entry, book, this.startedAt, historyStart);
      this.symbols.set(name, { market, maker: new MarketMaker(market, this.engine, random) });
    }
    for (let i = warmup; i > 0; i -= 1) {
      const at = this.startedAt - i * WARMUP_SPACING_MS;
      for (const { market, maker } of this.symbols.values()) {
        if (market.isOpen(this.startedAt)) maker.step(at);
      }
    }
    // The warm-up's steps stand for as much live time as that many steps take at the book
    // rate: what they traded is the live volume scale the seeded history continues.
    // A sim started with the clock stopped (tests) counts the warm-up's own spacing.
    this.warmupSpanMs =
      warmup * (options.bookRate > 0 ? 1000 / options.bookRate : WARMUP_SPACING_MS);
  }

  /**
   * A symbol's live volume per minute in lots at the book rate the sim started with, as the
   * warm-up measured it; the generated history is made at this scale.
   */
  minuteLots(name: string): number | undefined {
    return this.symbols.get(name)?.market.minuteLotsOver(this.warmupSpanMs);
  }

  symbolInfos(): SymbolInfo[] {
    return [...this.symbols.values()].map(({ market }) => market.info);
  }

  get(name: string): SymbolMarket | undefined {
    return this.symbols.get(name)?.market;
  }

  /**
   * Test mode: changes a symbol's trade status, banned sides or opening time in the symbol
   * list, the socket's symbol lookups, the market maker and the engine's order checks.
   */
  setSymbolStatus(
    name: string,
    status: Partial<SymbolStatus>,
    now: number = Date.now(),
  ): SymbolInfo | undefined {
    const info = this.symbols.get(name)?.market.setStatus(status, now);
    if (info) this.statusChanged(info);
    return info;
  }

  /** Hears of every symbol status change (the strategy engine ends strategies on a delisting). */
  onSymbolStatus(listener: (info: SymbolInfo) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private statusChanged(info: SymbolInfo): void {
    this.engine.setSymbolStatus(info);
    for (const listener of this.statusListeners) listener(info);
  }

  /** Test mode: every symbol back to the catalogue's status. */
  resetSymbolStatus(): void {
    for (const { market } of this.symbols.values()) {
      market.resetStatus();
      this.statusChanged(market.info);
    }
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

  /** Book changes per second of every symbol, or (test mode) of one symbol alone. */
  setBookRate(rate: number, symbol?: string): void {
    if (symbol === undefined) this.clock.setRate(rate);
    else this.clocksOf(symbol).book.setRate(rate);
  }

  get tradeRate(): number {
    return this.tradeClock.rate;
  }

  /** The rates of the symbols that have their own (test mode), by symbol. */
  ownRates(): Record<string, { readonly bookRate: number; readonly tradeRate: number }> {
    const rates: Record<string, { bookRate: number; tradeRate: number }> = {};
    for (const [name, { book, trade }] of this.ownClocks) {
      rates[name] = { bookRate: book.rate, tradeRate: trade.rate };
    }
    return rates;
  }

  /** Test mode: every symbol back on the shared clocks. */
  clearOwnRates(): void {
    for (const [name, { book, trade }] of this.ownClocks) {
      book.stop();
      trade.stop();
      const maker = this.symbols.get(name)?.maker;
      if (maker) maker.stepsTrade = this.tradeClock.rate === 0;
    }
    this.ownClocks.clear();
  }

  private clocksOf(name: string): { book: MakerClock; trade: MakerClock } {
    const known = this.ownClocks.get(name);
    if (known) return known;
    if (!this.symbols.has(name)) throw new RangeError(`unknown symbol ${name}`);
    const clocks = {
      book: new MakerClock(this.clock.rate, (count, now) => {
        for (let i = 0; i < count; i += 1) this.stepSymbol(name, now);
      }),
      trade: new MakerClock(this.tradeClock.rate, (count, now) => {
        for (let i = 0; i < count; i += 1) this.tradeSymbol(name, now);
      }),
    };
    this.ownClocks.set(name, clocks);
    if (this.clock.running) {
      clocks.book.start();
      clocks.trade.start();
    }
    return clocks;
  }

  /**
   * Test mode: top-of-book trades per second per symbol, each also a book change. While it is
   * above 0 the book steps change quotes only, so these are the symbol's trades (bar users').
   */
  setTradeRate(rate: number, symbol?: string): void {
    if (symbol !== undefined) {
      this.clocksOf(symbol).trade.setRate(rate);
      const maker = this.symbols.get(symbol)?.maker;
      if (maker) maker.stepsTrade = rate === 0;
      return;
    }
    this.tradeClock.setRate(rate);
    for (const [name, { maker }] of this.symbols) {
      if (!this.ownClocks.has(name)) maker.stepsTrade = rate === 0;
    }
  }

  /** Starts the market makers (unless paused) and the candle clock. */
  start(): void {
    if (!this.isPaused) this.startClocks();
    if (this.rollTimer !== null) return;
    this.rollTimer = setInterval(() => this.rollCandles(Date.now()), CANDLE_ROLL_MS);
    this.rollTimer.unref();
  }

  stop(): void {
    this.stopClocks();
    if (this.rollTimer !== null) clearInterval(this.rollTimer);
    this.rollTimer = null;
  }

  /** Stops book changes and trades; candles still close on time. */
  pause(): void {
    this.isPaused = true;
    this.stopClocks();
  }

  resume(): void {
    this.isPaused = false;
    if (this.rollTimer !== null) this.startClocks();
  }

  private startClocks(): void {
    this.clock.start();
    this.tradeClock.start();
    for (const { book, trade } of this.ownClocks.values()) {
      book.start();
      trade.start();
    }
  }

  private stopClocks(): void {
    this.clock.stop();
    this.tradeClock.stop();
    for (const { book, trade } of this.ownClocks.values()) {
      book.stop();
      trade.stop();
    }
  }

  /**
   * One market-maker step for every open symbol (the clock's work; tests call it directly);
   * `sharedOnly` leaves out the symbols on their own clocks.
   */
  stepAll(now: number = Date.now(), sharedOnly = false): void {
    for (const name of this.symbols.keys()) {
      if (!sharedOnly || !this.ownClocks.has(name)) this.stepSymbol(name, now);
    }
  }

  /** One extra trade for every open symbol (the trade clock's work; tests call it directly). */
  tradeAll(now: number = Date.now(), sharedOnly = false): void {
    for (const name of this.symbols.keys()) {
      if (!sharedOnly || !this.ownClocks.has(name)) this.tradeSymbol(name, now);
    }
  }

  private tradeSymbol(name: string, now: number): void {
    const entry = this.symbols.get(name);
    if (entry?.market.isOpen(now)) entry.maker.trade(now);
  }

  stepSymbol(name: string, now: number = Date.now()): void {
    const entry = this.symbols.get(name);
    if (entry?.market.isOpen(now)) entry.maker.step(now);
  }

  /**
   * Turns one engine operation (a maker step, a user's command, a trigger cascade) into
   * market changes: its trades feed the tape, ticker and candles, and each symbol whose book
   * or trades changed is published once.
   */
  private onEngineEvents(events: readonly EngineEvent[]): void {
    const changed = new Map<string, boolean>();
    for (const event of events) {
      if (event.type === 'trade') {
        this.symbols.get(event.symbolId)?.market.recordTrade(event);
        changed.set(event.symbolId, changed.get(event.symbolId) ?? false);
      } else if (event.type === 'bookLevel') {
        changed.set(event.symbolId, true);
      }
    }
    for (const [name, bookChanged] of changed) {
      const market = this.symbols.get(name)?.market;
      if (!market) continue;
      const { trades, candles } = market.takeChanges();
      if (bookChanged) this.emit({ kind: 'book', symbol: name, seq: market.book.seq });
      if (trades.length > 0) this.emit({ kind: 'trades', symbol: name, trades });
      this.emit({ kind: 'ticker', symbol: name });
      if (candles.length > 0) this.emit({ kind: 'candles', symbol: name, candles });
    }
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
