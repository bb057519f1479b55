import type { SymbolInfo } from '@spot/contracts';
import { Dec, formatUnits } from '../lib/decimal';

const TEN = new Dec(10);

/**
 * One symbol's trading rules and unit conversions. Prices are whole ticks (10^-pricePrecision)
 * and sizes whole lots (10^-quantityPrecision), so book arithmetic is integer arithmetic;
 * money (price × quantity) is `Dec`, computed from the integers without a float in between.
 */
export class SymbolSpec {
  readonly symbolId: string;
  readonly base: string;
  readonly quote: string;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  readonly amountPrecision: number;
  readonly minQty: Dec;
  readonly maxQty: Dec;
  readonly minAmount: Dec;
  readonly maxAmount: Dec;
  /** Highest price, trigger or activation price an order takes; null: no bound. */
  readonly maxPrice: Dec | null;
  private readonly tick: Dec;
  private readonly lot: Dec;
  /** Quote value of one lot at one tick: 10^-(pricePrecision + quantityPrecision). */
  private readonly tickLot: Dec;

  private current: SymbolInfo;

  constructor(info: SymbolInfo) {
    this.current = info;
    this.symbolId = info.symbolId;
    this.base = info.baseTokenId;
    this.quote = info.quoteTokenId;
    this.pricePrecision = info.pricePrecision ?? 13;
    this.quantityPrecision = info.quantityPrecision ?? 8;
    this.amountPrecision = info.amountPrecision ?? 8;
    this.minQty = new Dec(info.minTradeQuantity);
    this.maxQty = new Dec(info.maxTradeQuantity);
    this.minAmount = new Dec(info.minTradeAmount);
    this.maxAmount = new Dec(info.maxTradeAmount);
    this.maxPrice = info.maxPrice === undefined ? null : new Dec(info.maxPrice);
    this.tick = TEN.pow(-this.pricePrecision);
    this.lot = TEN.pow(-this.quantityPrecision);
    this.tickLot = TEN.pow(-(this.pricePrecision + this.quantityPrecision));
  }

  /** The symbol's info as orders are checked against it: trade status, banned sides, opening. */
  get info(): SymbolInfo {
    return this.current;
  }

  /**
   * Test mode: a new trade status, banned sides or opening time. Precisions and limits stay
   * those of construction, so resting orders keep their units.
   */
  setStatus(
    status: Pick<SymbolInfo, 'tradeStatus' | 'isBanBuy' | 'isBanSell' | 'onlineTime'>,
  ): void {
    this.current = {
      ...this.current,
      tradeStatus: status.tradeStatus,
      isBanBuy: status.isBanBuy,
      isBanSell: status.isBanSell,
      onlineTime: status.onlineTime,
    };
  }

  priceText(ticks: number): string {
    return formatUnits(ticks, this.pricePrecision);
  }

  qtyText(lots: number): string {
    return formatUnits(lots, this.quantityPrecision);
  }

  priceDec(ticks: number): Dec {
    return new Dec(ticks).mul(this.tick);
  }

  qtyDec(lots: number): Dec {
    return new Dec(lots).mul(this.lot);
  }

  /** Quote value of `lots` at `ticks`: exact. */
  amount(ticks: number, lots: number): Dec {
    return new Dec(ticks).mul(lots).mul(this.tickLot);
  }

  /** Whole lots in a base quantity (rounded down). */
  lotsOf(qty: Dec): number {
    return qty.div(this.lot).floor().toNumber();
  }

  /** Whole lots that `budget` pays for at `ticks` (rounded down). */
  lotsFor(budget: Dec, ticks: number): number {
    if (budget.lte(0)) return 0;
    const lots = budget.div(this.amount(ticks, 1)).floor();
    return lots.gte(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : lots.toNumber();
  }
}
