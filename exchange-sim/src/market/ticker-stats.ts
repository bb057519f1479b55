import type { Ticker } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import { formatUnits } from '../lib/decimal';
import type { DayFigures } from './day-window';

/**
 * The ticker of one symbol (spec 001 §3): the last price, and the 24-hour figures of the
 * rolling day its kline history holds (`DayWindow`), so the header's high, low and change
 * agree with the candles of the same 24 hours. Without a day (no bar yet), the figures are
 * the last price and no volume.
 */
export class TickerStats {
  constructor(
    private readonly symbol: string,
    private readonly pricePrecision: number,
    private readonly quantityPrecision: number,
    /** Last traded price in whole ticks. */
    public last: number,
  ) {}

  onTrade(price: number): void {
    this.last = price;
  }

  /** The ticker of the `instrument_info` topic; best bid and ask in ticks (0 when empty). */
  toTicker(bid1: number, ask1: number, day: DayFigures | null): Ticker {
    const p = this.pricePrecision;
    const open = day?.open ?? this.last;
    const high = Math.max(day?.high ?? this.last, this.last);
    const low = Math.min(day?.low ?? this.last, this.last);
    const change =
      open > 0 ? new Dec(this.last - open).mul(1_000_000).div(open).trunc() : new Dec(0);
    return {
      symbol: this.symbol,
      lastPrice: formatUnits(this.last, p),
      prevPrice24h: formatUnits(open, p),
      highPrice24h: formatUnits(high, p),
      lowPrice24h: formatUnits(low, p),
      volume24h: (day?.volume ?? new Dec(0)).toFixed(this.quantityPrecision),
      turnover24h: (day?.turnover ?? new Dec(0)).toFixed(),
      price24hPcntE6: change.isZero() ? '0' : change.toFixed(0),
      bid1Price: formatUnits(bid1, p),
      ask1Price: formatUnits(ask1, p),
    };
  }
}
