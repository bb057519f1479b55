import type { Ticker } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type { Random } from '../lib/prng';
import { formatUnits } from '../lib/decimal';

/**
 * 24-hour figures of one symbol. The sim keeps no 24-hour window yet: it seeds plausible
 * figures at start and adds every trade to them (a later issue may roll a real window).
 */
export class TickerStats {
  last: number;
  private prev24h: number;
  private high: number;
  private low: number;
  private volume: Dec;
  private turnover: Dec;

  /** Prices in whole ticks; `levelLots` sizes the seeded volume. */
  constructor(
    private readonly symbol: string,
    private readonly pricePrecision: number,
    private readonly quantityPrecision: number,
    price: number,
    levelLots: number,
    random: Random | null,
  ) {
    this.last = price;
    if (random === null) {
      this.prev24h = this.high = this.low = price;
      this.volume = this.turnover = new Dec(0);
      return;
    }
    this.prev24h = Math.max(1, Math.round(price * (0.94 + random.next() * 0.12)));
    this.high = Math.round(Math.max(price, this.prev24h) * (1 + random.next() * 0.02));
    this.low = Math.max(1, Math.round(Math.min(price, this.prev24h) * (1 - random.next() * 0.02)));
    const lots = Math.round(levelLots * (2_000 + random.next() * 8_000));
    this.volume = new Dec(formatUnits(lots, quantityPrecision));
    const midPrice = new Dec(formatUnits(this.high + this.low, pricePrecision)).div(2);
    this.turnover = this.volume.mul(midPrice).toDecimalPlaces(pricePrecision + quantityPrecision);
  }

  onTrade(price: number, qty: Dec, turnover: Dec): void {
    this.last = price;
    this.high = Math.max(this.high, price);
    this.low = Math.min(this.low, price);
    this.volume = this.volume.plus(qty);
    this.turnover = this.turnover.plus(turnover);
  }

  /** The ticker of the `instrument_info` topic; best bid and ask in ticks (0 when empty). */
  toTicker(bid1: number, ask1: number): Ticker {
    const p = this.pricePrecision;
    const change = new Dec(this.last - this.prev24h).mul(1_000_000).div(this.prev24h).trunc();
    return {
      symbol: this.symbol,
      lastPrice: formatUnits(this.last, p),
      prevPrice24h: formatUnits(this.prev24h, p),
      highPrice24h: formatUnits(this.high, p),
      lowPrice24h: formatUnits(this.low, p),
      volume24h: this.volume.toFixed(this.quantityPrecision),
      turnover24h: this.turnover.toFixed(),
      price24hPcntE6: change.isZero() ? '0' : change.toFixed(0),
      bid1Price: formatUnits(bid1, p),
      ask1Price: formatUnits(ask1, p),
    };
  }
}
