import type { CandleData, CandleInterval } from '@spot/contracts';
import { CANDLE_INTERVALS } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import { formatUnits } from '../lib/decimal';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
/** 1970-01-05, the first Monday of the epoch: weeks start on Monday 00:00 UTC. */
const FIRST_MONDAY = 4 * DAY;

export interface CandleWindow {
  readonly start: number;
  /** Last millisecond of the candle. */
  readonly end: number;
}

/** The candle of `interval` that contains the instant `t` (UTC boundaries). */
export function candleWindow(interval: CandleInterval, t: number): CandleWindow {
  if (interval === '1M') {
    const date = new Date(t);
    const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    return { start, end: next - 1 };
  }
  if (interval === '1W') {
    const start = Math.floor((t - FIRST_MONDAY) / WEEK) * WEEK + FIRST_MONDAY;
    return { start, end: start + WEEK - 1 };
  }
  const length = interval === '1S' ? SECOND : interval === '1D' ? DAY : Number(interval) * MINUTE;
  const start = Math.floor(t / length) * length;
  return { start, end: start + length - 1 };
}

export interface CandleUpdate {
  readonly interval: CandleInterval;
  readonly candle: CandleData;
}

/** Prices in whole ticks; volume in base units and turnover in quote units as decimals. */
interface CandleState extends CandleWindow {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: Dec;
  turnover: Dec;
}

/** The current candle of one symbol and interval; closed candles are pushed, not kept. */
export class CandleSeries {
  private state: CandleState;

  constructor(
    readonly interval: CandleInterval,
    price: number,
    now: number,
    private readonly pricePrecision: number,
  ) {
    this.state = this.fresh(now, price);
  }

  current(): CandleData {
    return this.toData(false);
  }

  /** Closes the candle if `now` is past its end: the closed candle (confirm) and the new one. */
  roll(now: number): CandleData[] {
    if (now <= this.state.end) return [];
    const closed = this.toData(true);
    this.state = this.fresh(now, this.state.close);
    return [closed, this.toData(false)];
  }

  /** Adds a trade; returns every candle message it causes, in order. */
  trade(now: number, price: number, qty: Dec, turnover: Dec): CandleData[] {
    const rolled = this.roll(now);
    if (rolled.length > 0) rolled.pop();
    const s = this.state;
    s.high = Math.max(s.high, price);
    s.low = Math.min(s.low, price);
    s.close = price;
    s.volume = s.volume.plus(qty);
    s.turnover = s.turnover.plus(turnover);
    return [...rolled, this.toData(false)];
  }

  private fresh(now: number, price: number): CandleState {
    const window = candleWindow(this.interval, now);
    const zero = new Dec(0);
    return {
      ...window,
      open: price,
      high: price,
      low: price,
      close: price,
      volume: zero,
      turnover: zero,
    };
  }

  private toData(confirm: boolean): CandleData {
    const s = this.state;
    const p = this.pricePrecision;
    return {
      start: s.start,
      end: s.end,
      open: formatUnits(s.open, p),
      high: formatUnits(s.high, p),
      low: formatUnits(s.low, p),
      close: formatUnits(s.close, p),
      volume: s.volume.toFixed(),
      turnover: s.turnover.toFixed(),
      confirm,
    };
  }
}

/** One series per interval of the contract. */
export function createCandleSeries(
  price: number,
  now: number,
  pricePrecision: number,
): Map<CandleInterval, CandleSeries> {
  return new Map(
    CANDLE_INTERVALS.map((interval) => [
      interval,
      new CandleSeries(interval, price, now, pricePrecision),
    ]),
  );
}
