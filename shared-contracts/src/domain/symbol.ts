import type { DecimalString } from './decimal-string';

/** Trading status codes of a symbol; 4 restricts trading when a side is banned (spec 000 §5). */
export const TRADE_STATUS = { trading: 1, halted: 2, delisted: 3, restricted: 4 } as const;

/** A spot symbol as the symbol list returns it (spec 000 §3, spec 001 §3). */
export interface SymbolInfo {
  readonly symbolId: string;
  /** `BTCUSDT` */
  readonly symbolName: string;
  readonly baseTokenId: string;
  readonly quoteTokenId: string;
  readonly baseTokenName: string;
  readonly quoteTokenName: string;
  /** Digits after the point for prices; absent fields fall back (see `resolvePrecision`). */
  readonly pricePrecision?: number;
  readonly quantityPrecision?: number;
  readonly amountPrecision?: number;
  /** The price tick as a decimal string, e.g. "0.01"; also the lowest price an order takes. */
  readonly minPricePrecision: DecimalString;
  /**
   * The highest price (or trigger or activation price) an order takes. Optional: a symbol list
   * without it sets no upper bound, and the form checks none.
   */
  readonly maxPrice?: DecimalString;
  readonly minTradeQuantity: DecimalString;
  readonly maxTradeQuantity: DecimalString;
  readonly minTradeAmount: DecimalString;
  readonly maxTradeAmount: DecimalString;
  readonly tradeStatus: number;
  readonly isBanBuy: boolean;
  readonly isBanSell: boolean;
  /** True while the symbol is announced but not yet open; see `onlineTime`. */
  readonly noticeVisible: boolean;
  /** Opening time, ms since the epoch (0 when already open). */
  readonly onlineTime: number;
  /** Leveraged-token direction: '' for an ordinary symbol. */
  readonly ltDirection: '' | 'long' | 'short';
  readonly quoteTokenLeverageRatio: DecimalString;
  /** Comma list of merge steps made of 0, 1 and dots ("0.01,0.1,1,10"). */
  readonly digitMerge: string;
  /** Comma list of marks; may contain `innovation` or `adventure`. */
  readonly mark: string;
  /**
   * The liquidity-shield campaign runs on this symbol (spec 000 §2: the header's link shows
   * "when the feature is enabled for the symbol"). Optional: absent means it does not.
   */
  readonly liquidityShield?: boolean;
}

/** How a route and a remote name one symbol (DESIGN §5). */
export interface SymbolRef {
  /** `BTCUSDT` */
  readonly symbolName: string;
  readonly base: string;
  readonly quote: string;
  /** True on the leveraged-token route. */
  readonly isLt: boolean;
}

/** Market ticker of the `instrument_info` topic (spec 001 §3). */
export interface Ticker {
  readonly symbol: string;
  readonly lastPrice: DecimalString;
  readonly prevPrice24h: DecimalString;
  readonly highPrice24h: DecimalString;
  readonly lowPrice24h: DecimalString;
  readonly volume24h: DecimalString;
  readonly turnover24h: DecimalString;
  /** 24 h change in millionths: "12500" is +1.25 %. */
  readonly price24hPcntE6: string;
  readonly bid1Price: DecimalString;
  readonly ask1Price: DecimalString;
  readonly markPrice?: DecimalString;
  readonly indexPrice?: DecimalString;
  readonly fundingRateE6?: string;
  readonly openInterest?: DecimalString;
}

/** Leveraged-token limits (spec 001 §3 LT symbol info). */
export interface LtSymbolInfo {
  readonly symbolName: string;
  readonly maxPurchase: DecimalString;
  readonly minPurchase: DecimalString;
  readonly maxRedeem: DecimalString;
  readonly minRedeem: DecimalString;
  /** Target leverage, e.g. "3". */
  readonly leverage: DecimalString;
  readonly ltDirection: 'long' | 'short';
  /** The token it follows, e.g. `BTC` (since 1.3.0). */
  readonly underlying?: string;
  /**
   * How far the last price may stray from the net value, as a fraction (`"0.05"` is 5 %),
   * before the net-value risk hint shows (spec 000 §5; since 1.3.0).
   */
  readonly diffNvRate?: DecimalString;
  /** Fee of a subscription, as a fraction of the amount paid (since 1.3.0). */
  readonly subscribeFeeRate?: DecimalString;
  /** Fee of a redemption, as a fraction of the quote returned (since 1.3.0). */
  readonly redeemFeeRate?: DecimalString;
}

/**
 * Leveraged-token net value and status (spec 001 §3 LT kline info). `st` 2 and 4 close
 * redemption, 3 and 4 close subscription, 5 means a position change is in progress.
 */
export interface LtNavInfo {
  readonly symbolName: string;
  readonly st: number;
  readonly nav: DecimalString;
}

/** Notice lookup for a symbol opening later (spec 000 §3). */
export interface NoticeInfo {
  readonly symbolId: string;
  /** 1 and 2 countdown, 3 icon only. */
  readonly noticeType: 1 | 2 | 3;
  readonly noticeContent: string;
  readonly noticeLinkUrl: string;
  readonly onlineTime: number;
  readonly nowTime: number;
  readonly serverTimestamp: number;
}

/** Notice-bar item; `value` is JSON of `NoticeBarValue` (spec 000 §3). */
export interface NoticeBarItem {
  readonly id: string;
  readonly value: string;
}

export interface NoticeBarValue {
  /** Comma list of symbol names, or `ALL`. */
  readonly symbolName: string;
  readonly info: string;
  readonly url: string;
}
