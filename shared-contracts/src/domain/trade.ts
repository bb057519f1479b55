import type { DecimalString } from './decimal-string';
import type { OrderSide } from './order';
import type { SPOT_CONTRACT_TYPE } from './uta-order';

/** Side of a normalised fill and of the UTA feed. */
export type FillSide = 'Buy' | 'Sell';

/** A fill as the classic trade feed and getTradeInfo carry it (spec 000 §3). */
export interface ClassicTradeFill {
  readonly tradeId: string;
  /** ms since the epoch. */
  readonly matchTime: number;
  readonly side: OrderSide;
  readonly price: DecimalString;
  /** Filled value, in quote token. */
  readonly amount: DecimalString;
  /** Filled quantity, in base token. */
  readonly quantity: DecimalString;
  readonly tokenFee: DecimalString;
  readonly orderType: string;
}

/**
 * A fill as the UTA feed and getTradeInfoForKLine carry it (spec 000 §3). `version` serves as
 * the trade id. The spec lists no time field; `execTime` is the contract's, since a fill
 * without a time cannot be grouped into a resolution bucket.
 */
export interface UtaTradeFill {
  /** Serves as the trade id. */
  readonly version: string;
  readonly symbolId: string;
  readonly side: FillSide;
  /** Order type. */
  readonly type: string;
  readonly execPrice: DecimalString;
  readonly execQty: DecimalString;
  /** Filled value, in quote token. */
  readonly amount: DecimalString;
  readonly execFee: DecimalString;
  /** Empty for an ordinary fill; set when a liquidation produced it. */
  readonly liquidationType: string;
  /** ms since the epoch. */
  readonly execTime: number;
}

/** A fill in the one shape the chart's markers and trade-info modal read (spec 000 §3). */
export interface TradeFill {
  readonly tradeId: string;
  /** ms since the epoch. */
  readonly tradeTime: number;
  readonly side: FillSide;
  readonly execPrice: DecimalString;
  /** Filled value, in quote token. */
  readonly execValue: DecimalString;
  readonly execQty: DecimalString;
  readonly execFee: DecimalString;
  readonly orderType: string;
  /**
   * Since 1.6.0: the fill's symbol, on the trade history's rows, so that a list of every pair
   * can name each row's pair (a list of one symbol knows it without).
   */
  readonly symbolId?: string;
}

const FILL_SIDE_OF: { readonly [S in OrderSide]: FillSide } = { BUY: 'Buy', SELL: 'Sell' };

/** The normalised shape of a classic fill. */
export function normalizeClassicFill(fill: ClassicTradeFill): TradeFill {
  return {
    tradeId: fill.tradeId,
    tradeTime: fill.matchTime,
    side: FILL_SIDE_OF[fill.side],
    execPrice: fill.price,
    execValue: fill.amount,
    execQty: fill.quantity,
    execFee: fill.tokenFee,
    orderType: fill.orderType,
  };
}

/** The normalised shape of a UTA fill; `version` becomes the trade id. */
export function normalizeUtaFill(fill: UtaTradeFill): TradeFill {
  return {
    tradeId: fill.version,
    tradeTime: fill.execTime,
    side: fill.side,
    execPrice: fill.execPrice,
    execValue: fill.amount,
    execQty: fill.execQty,
    execFee: fill.execFee,
    orderType: fill.type,
  };
}

/** getTradeInfoForKLine request, UTA (spec 000 §7). */
export interface UtaTradeInfoRequest {
  readonly contractType: typeof SPOT_CONTRACT_TYPE;
  readonly symbol: string;
}

/** getTradeInfoForKLine result, UTA (spec 000 §7). */
export interface UtaTradeInfoResult {
  readonly list: readonly UtaTradeFill[];
  readonly maxMarginVersion: string;
}

/** getTradeInfo request, classic (spec 000 §7): the last 90 days at most. */
export interface ClassicTradeInfoRequest {
  readonly symbol_id: string;
  /** ms since the epoch. */
  readonly start_time: number;
  readonly end_time: number;
}

/** getTradeInfo result, classic (spec 000 §7). */
export interface ClassicTradeInfoResult {
  readonly buys: readonly ClassicTradeFill[];
  readonly sells: readonly ClassicTradeFill[];
  readonly lastTradeId: string;
}

/** getTradeAvgPriceForKLine request, UTA (spec 000 §7): side 0 or 1 is sent plus 1. */
export interface UtaAvgPriceRequest {
  readonly contractType: typeof SPOT_CONTRACT_TYPE;
  readonly symbol: string;
  readonly side: 1 | 2;
  readonly daySpan: number;
}

/** getTradeAvgInfo request, classic (spec 000 §7): `limit` 1000, `daySpan` capped at 90. */
export interface ClassicAvgPriceRequest {
  readonly symbol_id: string;
  readonly side: 0 | 1;
  readonly start_time: number;
  readonly end_time: number;
  readonly limit: number;
  readonly daySpan: number;
}

/** Average-price result, classic (spec 000 §3). */
export interface ClassicAvgPriceResult {
  readonly lastTradeId: string;
  /** Sum of filled value, in quote token. */
  readonly priceTotal: DecimalString;
  readonly quantitySum: DecimalString;
}

/** Average-price result, UTA (spec 000 §3). */
export interface UtaAvgPriceResult {
  readonly maxMarginVersion: string;
  readonly sumExecValue: DecimalString;
  readonly sumExecQty: DecimalString;
}

/** Either shape of the average-price result; tell them apart with `'lastTradeId' in r`. */
export type AvgPriceResult = ClassicAvgPriceResult | UtaAvgPriceResult;
