import type { AccountInfo, SymbolInfo } from '@spot/contracts';
import { EMPTY_DRAFT, type OrderDraft } from '../domain/order-draft';

/** A symbol like the exchange's BTCUSDT: tick 0.01, lot 0.000001. */
export function symbolOf(overrides: Partial<SymbolInfo> = {}): SymbolInfo {
  return {
    symbolId: 'BTCUSDT',
    symbolName: 'BTCUSDT',
    baseTokenId: 'BTC',
    quoteTokenId: 'USDT',
    baseTokenName: 'BTC',
    quoteTokenName: 'USDT',
    pricePrecision: 2,
    quantityPrecision: 6,
    amountPrecision: 8,
    minPricePrecision: '0.01',
    minTradeQuantity: '0.000048',
    maxTradeQuantity: '71.739562',
    minTradeAmount: '1',
    maxTradeAmount: '4000000',
    tradeStatus: 1,
    isBanBuy: false,
    isBanSell: false,
    noticeVisible: false,
    onlineTime: 0,
    ltDirection: '',
    quoteTokenLeverageRatio: '10',
    digitMerge: '0.01,0.1,1,10,100',
    mark: '',
    ...overrides,
  };
}

/** A pair named after its base, e.g. `pair('SUI')` is SUIUSDT. */
export function pair(base: string, overrides: Partial<SymbolInfo> = {}): SymbolInfo {
  return symbolOf({
    symbolId: `${base}USDT`,
    symbolName: `${base}USDT`,
    baseTokenId: base,
    baseTokenName: base,
    ...overrides,
  });
}

export function draftOf(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return { ...EMPTY_DRAFT, ...overrides };
}

export const NORMAL_ACCOUNT: AccountInfo = {
  riskState: 0,
  isolatedMargin: false,
  leverageOff: false,
  web2Update: false,
};
