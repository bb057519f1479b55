import type { CandleData, CandleInterval, KlineListRow } from '@spot/contracts';
import { Dec, formatUnits, parseUnits } from '../lib/decimal';
import { candleWindow } from './candles';
import type { DayFigures, MinuteBar } from './day-window';
import { DayWindow, MINUTE_MS, dayStart } from './day-window';
import type { GenBar, Level } from './kline-generator';
import { KlineGenerator } from './kline-generator';
import type { Market } from './market';
import type { SymbolMarket } from './symbol-market';

/** Most bars one kline request returns (the default is the contract's 500). */
export const KLINE_MAX_LIMIT = 1_000;

/** The generator level each resolution aggregates: seconds, minutes, hours or days. */
const BASE_LEVEL: Readonly<Record<CandleInterval, Level>> = {
  '1S': 3,
  '1': 2,
  '3': 2,
  '5': 2,
  '15': 2,
  '30': 2,
  '60': 1,
  '120': 1,
  '240': 1,
  '360': 1,
  '720': 1,
  '1D': 0,
  '1W': 0,
  '1M': 0,
};

/** Closed live bars kept per symbol and resolution: an hour of seconds, else 5000 bars. */
const LIVE_LIMIT_1S = 3_600;
const LIVE_LIMIT = 5_000;

/** Quotes close enough to one another that a base token's pairs with them share one walk. */
const USD_QUOTES: ReadonlySet<string> = new Set(['USDT', 'USDC']);

/** Daily volatility of the generated history by kind of symbol. */
function dailyVolatility(market: SymbolMarket): number {
  if (market.info.ltDirection !== '') return 0.07;
  if (/innovation|adventure/.test(market.info.mark)) return 0.05;
  return 0.03;
}

interface LiveSeries {
  /** Closed live bars after the join bar, oldest first. */
  readonly closed: KlineListRow[];
  /** The live candle of the join window, once it closed. */
  join: CandleData | null;
}

interface SymbolHistory {
  readonly market: SymbolMarket;
  /** Null for a symbol that opens after the start: it has no history before its opening. */
  readonly generator: KlineGenerator | null;
  readonly live: Map<CandleInterval, LiveSeries>;
  /** The closed minutes of the last 24 hours, for the ticker (seeded on first use). */
  readonly day: DayWindow;
  daySeeded: boolean;
}

/** A recorded row back as a candle (its turnover is not kept: its volume at the close). */
function rowCandle(row: KlineListRow): CandleData {
  const [start, open, high, low, close, volume] = row;
  return {
    start: Number(start),
    end: Number(start) + MINUTE_MS - 1,
    open,
    high,
    low,
    close,
    volume,
    turnover: new Dec(volume).mul(close).toFixed(),
    confirm: true,
  };
}

function liveRow(candle: CandleData): KlineListRow {
  const { start, open, high, low, close, volume } = candle;
  return [String(start), open, high, low, close, volume];
}

/**
 * Kline bars of every symbol and resolution (spec 000 §7, §9): seeded history before the
 * sim's start, the live candle series after it.
 *
 * - The anchor is the sim's start cut to the whole second. The generator's path
 *   (`KlineGenerator`) ends there at the symbol's opening price.
 * - Per resolution, the join window is the one holding the anchor. Earlier windows are
 *   generated bars; later ones are the live series' candles (closed ones recorded from the
 *   market's changes, then the current one). The join bar merges the generated part of its
 *   window (before the anchor) with the live candle of the window: open from the generated
 *   path (the opening price when nothing of the window is generated), high and low over both,
 *   close from the live candle, volumes added.
 * - The live candles of the warm-up that closed before the join window are not served (the
 *   generated bars stand for that time).
 * - A symbol opening after the start has no generated bars. No symbol has bars before it opens:
 *   none at all until then, afterwards none whose window ends before the opening (test mode may
 *   move an opening time at run time).
 * - The oldest bar starts at the generator's horizon, 5 years back; nothing is served before.
 * - Closed live bars are kept per symbol and resolution up to an hour of 1S bars, else 5000
 *   bars; the oldest are dropped first.
 */
export class KlineHistory {
  /** ms, whole second: where generated history ends and live data begins. */
  readonly anchor: number;
  private readonly symbols = new Map<string, SymbolHistory>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly market: Market,
    seed: number,
    /** The clock deciding whether a symbol has opened yet. */
    private readonly now: () => number = Date.now,
  ) {
    this.anchor = Math.floor(market.startedAt / 1_000) * 1_000;
    for (const { symbolName } of market.symbolInfos()) {
      const sm = market.get(symbolName);
      if (!sm) continue;
      const generator = this.opensLater(sm)
        ? null
        : new KlineGenerator({
            seed,
            symbol: symbolName,
            ...(USD_QUOTES.has(sm.info.quoteTokenName)
              ? { walk: `${sm.info.baseTokenName}/USD` }
              : {}),
            anchor: this.anchor,
            openTicks: sm.startPrice,
            minuteLots: market.minuteLots(symbolName) ?? 60,
            dailyVolatility: dailyVolatility(sm),
          });
      const history: SymbolHistory = {
        market: sm,
        generator,
        live: new Map(),
        day: new DayWindow(),
        daySeeded: false,
      };
      this.symbols.set(symbolName, history);
      sm.useDay(() => this.dayFigures(history));
    }
    this.unsubscribe = market.onChange((change) => {
      if (change.kind === 'candles') this.record(change.symbol, change.candles);
    });
  }

  /**
   * Seeds every symbol's rolling day now (about 20 ms a symbol, mostly generating its years of
   * daily bars, which its first kline request would otherwise pay), so the first ticker read
   * by a loading page does not hold the event loop. The sim calls it before it listens.
   */
  warmUp(): void {
    const now = this.now();
    for (const history of this.symbols.values()) {
      if (!history.daySeeded) this.seedDay(history, now);
    }
  }

  /** Stops recording live candles. */
  dispose(): void {
    this.unsubscribe();
  }

  /**
   * The candle the `candles` topic sends for a live candle: in the join window it is the join
   * bar (the generated part merged in, as `klines` serves it), so a chart that draws the REST
   * bars and then the topic's updates sees one bar, not two versions of it.
   */
  topicCandle(symbol: string, interval: CandleInterval, candle: CandleData): CandleData {
    const history = this.symbols.get(symbol);
    if (!history?.generator || candle.start !== this.joinStart(interval)) return candle;
    const row = this.joinRow(history, history.generator, interval, candle);
    if (!row) return candle;
    const [, open, high, low, close, volume] = row;
    return { ...candle, open, high, low, close, volume };
  }

  /** Start of the join window of `interval`. */
  joinStart(interval: CandleInterval): number {
    return candleWindow(interval, this.anchor).start;
  }

  /** Start of the oldest bar served for `symbol`, or undefined for an unknown one. */
  oldest(symbol: string): number | undefined {
    const history = this.symbols.get(symbol);
    if (!history) return undefined;
    return history.generator?.horizon ?? history.market.info.onlineTime;
  }

  /**
   * Up to `limit` bars of `symbol` whose start is before `to` (exclusive; default: no bound),
   * the newest ones, oldest first. Undefined for an unknown symbol.
   */
  klines(
    symbol: string,
    interval: CandleInterval,
    query: { readonly to?: number; readonly limit: number },
  ): KlineListRow[] | undefined {
    const history = this.symbols.get(symbol);
    if (!history) return undefined;
    // Test mode may move an opening time: nothing before it, nothing at all until then.
    const opening = history.market.info.onlineTime;
    if (this.now() < opening) return [];
    const beforeOpening = (start: number): boolean =>
      opening > 0 && candleWindow(interval, start).end < opening;
    const to = query.to ?? Infinity;
    const rows: KlineListRow[] = [];
    for (const row of this.liveNewestFirst(history, interval)) {
      if (rows.length >= query.limit || beforeOpening(Number(row[0]))) break;
      if (Number(row[0]) < to) rows.push(row);
    }
    const generator = history.generator;
    if (generator) {
      const base = BASE_LEVEL[interval];
      let before = Math.min(to, this.joinStart(interval));
      while (rows.length < query.limit) {
        const window = candleWindow(interval, before - 1);
        if (window.start < generator.horizon || beforeOpening(window.start)) break;
        const bar = generator.aggregate(base, window.start, window.end + 1);
        if (!bar) break;
        rows.push(this.genRow(history.market, bar));
        before = window.start;
      }
    }
    return rows.reverse();
  }

  /** The bar of `interval` whose window holds `t`, if there is one. */
  barAt(symbol: string, interval: CandleInterval, t: number): KlineListRow | undefined {
    const row = this.klines(symbol, interval, { to: t + 1, limit: 1 })?.[0];
    if (!row) return undefined;
    return candleWindow(interval, Number(row[0])).end >= t ? row : undefined;
  }

  /**
   * The 24-hour figures of the symbol's ticker: the rolling day of its one-minute bars as
   * `klines` serves them (generated minutes before the start, the join minute merged, live
   * minutes after), the minute in progress included. So the ticker's high, low, open and volume
   * are those of the last 1,440 one-minute candles.
   */
  private dayFigures(history: SymbolHistory): DayFigures | null {
    const now = this.now();
    if (!history.daySeeded) this.seedDay(history, now);
    const current = history.market.candle('1');
    return history.day.figures(now, current ? this.minuteOf(history, current) : null);
  }

  /** The generated minutes of the day before the join minute, then the live ones recorded. */
  private seedDay(history: SymbolHistory, now: number): void {
    history.daySeeded = true;
    const { generator, market } = history;
    const joinStart = this.joinStart('1');
    if (generator) {
      for (let t = Math.max(dayStart(now), generator.horizon); t < joinStart; t += MINUTE_MS) {
        const node = generator.node(2, t);
        if (node) history.day.push(this.generatedMinute(market, node));
      }
    }
    const series = history.live.get('1');
    if (series?.join) this.pushMinute(history, series.join);
    for (const row of series?.closed ?? []) this.pushMinute(history, rowCandle(row));
  }

  private pushMinute(history: SymbolHistory, candle: CandleData): void {
    if (history.generator && candle.start < this.joinStart('1')) return;
    history.day.push(this.minuteOf(history, candle));
  }

  /** A live one-minute candle as a minute bar; the join minute with its generated part. */
  private minuteOf(history: SymbolHistory, candle: CandleData): MinuteBar {
    const { market, generator } = history;
    const p = market.pricePrecision;
    const live: MinuteBar = {
      start: candle.start,
      open: parseUnits(candle.open, p),
      high: parseUnits(candle.high, p),
      low: parseUnits(candle.low, p),
      close: parseUnits(candle.close, p),
      volume: new Dec(candle.volume),
      turnover: new Dec(candle.turnover),
    };
    if (!generator || candle.start !== this.joinStart('1')) return live;
    const node = generator.aggregate(BASE_LEVEL['1'], candle.start, candle.start + MINUTE_MS);
    if (!node) return live;
    const generated = this.generatedMinute(market, node);
    return {
      start: candle.start,
      open: generated.open,
      high: Math.max(generated.high, live.high),
      low: Math.min(generated.low, live.low),
      close: live.close,
      volume: generated.volume.plus(live.volume),
      turnover: generated.turnover.plus(live.turnover),
    };
  }

  /** A generated minute; its turnover is its volume at the bar's mean price. */
  private generatedMinute(market: SymbolMarket, bar: GenBar): MinuteBar {
    const volume = new Dec(formatUnits(bar.volume, market.quantityPrecision));
    const mean = new Dec(
      formatUnits(bar.open + bar.high + bar.low + bar.close, market.pricePrecision),
    ).div(4);
    return {
      start: bar.start,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume,
      turnover: volume.mul(mean).toDecimalPlaces(market.pricePrecision + market.quantityPrecision),
    };
  }

  private opensLater(sm: SymbolMarket): boolean {
    return sm.info.onlineTime > this.market.startedAt;
  }

  private series(history: SymbolHistory, interval: CandleInterval): LiveSeries {
    let series = history.live.get(interval);
    if (!series) {
      series = { closed: [], join: null };
      history.live.set(interval, series);
    }
    return series;
  }

  private record(
    symbol: string,
    candles: readonly { readonly interval: CandleInterval; readonly candle: CandleData }[],
  ): void {
    const history = this.symbols.get(symbol);
    if (!history) return;
    for (const { interval, candle } of candles) {
      if (!candle.confirm) continue;
      const series = this.series(history, interval);
      if (interval === '1' && history.daySeeded) this.pushMinute(history, candle);
      if (history.generator) {
        const joinStart = this.joinStart(interval);
        if (candle.start < joinStart) continue;
        if (candle.start === joinStart) {
          series.join = candle;
          continue;
        }
      } else if (candle.end < history.market.info.onlineTime) {
        continue;
      }
      series.closed.push(liveRow(candle));
      if (series.closed.length > (interval === '1S' ? LIVE_LIMIT_1S : LIVE_LIMIT)) {
        series.closed.shift();
      }
    }
  }

  /** Live bars, newest first: the current candle, the closed ones, then the join bar. */
  private *liveNewestFirst(
    history: SymbolHistory,
    interval: CandleInterval,
  ): Generator<KlineListRow> {
    const series = this.series(history, interval);
    const current = history.market.candle(interval);
    const last = series.closed.at(-1);
    const joinStart = history.generator ? this.joinStart(interval) : -Infinity;
    if (current && current.start > joinStart && (!last || current.start > Number(last[0]))) {
      yield liveRow(current);
    }
    for (let i = series.closed.length - 1; i >= 0; i -= 1) {
      const row = series.closed[i];
      if (row) yield row;
    }
    if (history.generator) {
      const live = series.join ?? (current?.start === joinStart ? current : undefined);
      const join = this.joinRow(history, history.generator, interval, live);
      if (join) yield join;
    }
  }

  /** The bar of the join window: the generated part before the anchor and the live candle. */
  private joinRow(
    history: SymbolHistory,
    generator: KlineGenerator,
    interval: CandleInterval,
    live: CandleData | undefined,
  ): KlineListRow | undefined {
    const start = this.joinStart(interval);
    const window = candleWindow(interval, start);
    const generated = generator.aggregate(BASE_LEVEL[interval], start, window.end + 1);
    if (!generated && !live) return undefined;
    const { pricePrecision: p, quantityPrecision: q } = history.market;
    // With nothing of the window generated, the bar opens where the history ends.
    const open = generated?.open ?? history.market.startPrice;
    let high = Math.max(open, generated?.high ?? open);
    let low = Math.min(open, generated?.low ?? open);
    let close = generated?.close ?? open;
    let volume = new Dec(generated ? formatUnits(generated.volume, q) : 0);
    if (live) {
      high = Math.max(high, parseUnits(live.high, p));
      low = Math.min(low, parseUnits(live.low, p));
      close = parseUnits(live.close, p);
      volume = volume.plus(live.volume);
    }
    return [
      String(start),
      formatUnits(open, p),
      formatUnits(high, p),
      formatUnits(low, p),
      formatUnits(close, p),
      volume.toFixed(),
    ];
  }

  private genRow(market: SymbolMarket, bar: GenBar): KlineListRow {
    const p = market.pricePrecision;
    return [
      String(bar.start),
      formatUnits(bar.open, p),
      formatUnits(bar.high, p),
      formatUnits(bar.low, p),
      formatUnits(bar.close, p),
      formatUnits(bar.volume, market.quantityPrecision),
    ];
  }
}
