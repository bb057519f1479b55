import type {
  ComplianceFlags,
  LtSymbolInfo,
  NoticeBarItem,
  NoticeBarValue,
  SymbolInfo,
} from '@spot/contracts';
import { TRADE_STATUS } from '@spot/contracts';
import { Dec, formatUnits } from '../lib/decimal';

/**
 * The sim's symbol catalogue: one entry per symbol, with a symbol for each rule of the spec
 * (MNT, BIT, SUI, an ST-named symbol, LT pairs, innovation and adventure marks, one opening
 * later, one with a banned side). Every price is a power-of-ten tick (`pricePrecision`), which
 * lets the market keep prices as whole ticks.
 */
export interface CatalogueEntry {
  readonly base: string;
  readonly quote: string;
  /** Opening mid price. */
  readonly price: string;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  readonly amountPrecision: number;
  /** Typical size of one book level, in base units. */
  readonly levelQty: string;
  readonly minTradeQuantity: string;
  readonly maxTradeQuantity: string;
  readonly minTradeAmount: string;
  readonly maxTradeAmount: string;
  readonly digitMerge: string;
  readonly quoteTokenLeverageRatio: string;
  readonly mark?: string;
  readonly ltDirection?: 'long' | 'short';
  readonly tradeStatus?: number;
  readonly isBanBuy?: boolean;
  readonly isBanSell?: boolean;
  /** The liquidity-shield campaign runs on it. */
  readonly liquidityShield?: boolean;
  /** Opens this long after the sim starts; the symbol is announced until then. */
  readonly opensInMs?: number;
}

const USDT_LIMITS = { minTradeAmount: '1', maxTradeAmount: '2000000' } as const;

// A data table reads best with several fields a line.
// prettier-ignore
export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    base: 'BTC', quote: 'USDT', price: '65000', pricePrecision: 2, quantityPrecision: 6,
    amountPrecision: 8, levelQty: '0.4', minTradeQuantity: '0.000048',
    maxTradeQuantity: '71.739562', minTradeAmount: '1', maxTradeAmount: '4000000',
    digitMerge: '0.01,0.1,1,10,100', quoteTokenLeverageRatio: '10', liquidityShield: true,
  },
  {
    base: 'ETH', quote: 'USDT', price: '3400', pricePrecision: 2, quantityPrecision: 5,
    amountPrecision: 7, levelQty: '5', minTradeQuantity: '0.00062', maxTradeQuantity: '1229.2',
    ...USDT_LIMITS, digitMerge: '0.01,0.1,1,10', quoteTokenLeverageRatio: '10',
    liquidityShield: true,
  },
  {
    base: 'ETH', quote: 'BTC', price: '0.05234', pricePrecision: 5, quantityPrecision: 4,
    amountPrecision: 8, levelQty: '8', minTradeQuantity: '0.0008', maxTradeQuantity: '5000',
    minTradeAmount: '0.00001', maxTradeAmount: '100', digitMerge: '0.00001,0.0001,0.001',
    quoteTokenLeverageRatio: '5',
  },
  {
    base: 'BTC', quote: 'USDC', price: '65010', pricePrecision: 2, quantityPrecision: 6,
    amountPrecision: 8, levelQty: '0.3', minTradeQuantity: '0.000048',
    maxTradeQuantity: '50', minTradeAmount: '1', maxTradeAmount: '2000000',
    digitMerge: '0.01,0.1,1,10,100', quoteTokenLeverageRatio: '5',
  },
  {
    base: 'BTC3L', quote: 'USDT', price: '1.2345', pricePrecision: 4, quantityPrecision: 2,
    amountPrecision: 6, levelQty: '2000', minTradeQuantity: '1', maxTradeQuantity: '200000',
    ...USDT_LIMITS, digitMerge: '0.0001,0.001,0.01', quoteTokenLeverageRatio: '0',
    ltDirection: 'long',
  },
  {
    base: 'BTC3S', quote: 'USDT', price: '0.0421', pricePrecision: 6, quantityPrecision: 2,
    amountPrecision: 8, levelQty: '60000', minTradeQuantity: '10', maxTradeQuantity: '5000000',
    ...USDT_LIMITS, digitMerge: '0.000001,0.00001,0.0001', quoteTokenLeverageRatio: '0',
    ltDirection: 'short',
  },
  {
    base: 'PEPE', quote: 'USDT', price: '0.00001234', pricePrecision: 10, quantityPrecision: 0,
    amountPrecision: 8, levelQty: '50000000', minTradeQuantity: '100000',
    maxTradeQuantity: '50000000000', ...USDT_LIMITS,
    digitMerge: '0.0000000001,0.000000001,0.00000001', quoteTokenLeverageRatio: '0',
    mark: 'innovation',
  },
  {
    base: 'WIF', quote: 'USDT', price: '2.345', pricePrecision: 4, quantityPrecision: 2,
    amountPrecision: 6, levelQty: '800', minTradeQuantity: '0.5', maxTradeQuantity: '250000',
    ...USDT_LIMITS, digitMerge: '0.0001,0.001,0.01', quoteTokenLeverageRatio: '0',
    mark: 'adventure',
  },
  {
    base: 'MNT', quote: 'USDT', price: '0.9512', pricePrecision: 4, quantityPrecision: 2,
    amountPrecision: 6, levelQty: '3000', minTradeQuantity: '1', maxTradeQuantity: '1000000',
    ...USDT_LIMITS, digitMerge: '0.0001,0.001,0.01', quoteTokenLeverageRatio: '5',
  },
  {
    base: 'SUI', quote: 'USDT', price: '1.8734', pricePrecision: 4, quantityPrecision: 2,
    amountPrecision: 6, levelQty: '1500', minTradeQuantity: '1', maxTradeQuantity: '500000',
    ...USDT_LIMITS, digitMerge: '0.0001,0.001,0.01', quoteTokenLeverageRatio: '5',
  },
  {
    base: 'BIT', quote: 'USDT', price: '0.7321', pricePrecision: 4, quantityPrecision: 2,
    amountPrecision: 6, levelQty: '4000', minTradeQuantity: '1', maxTradeQuantity: '1000000',
    ...USDT_LIMITS, digitMerge: '0.0001,0.001,0.01', quoteTokenLeverageRatio: '0',
  },
  {
    base: 'NOVA', quote: 'USDT', price: '0.5', pricePrecision: 4, quantityPrecision: 2,
    amountPrecision: 6, levelQty: '5000', minTradeQuantity: '1', maxTradeQuantity: '1000000',
    ...USDT_LIMITS, digitMerge: '0.0001,0.001,0.01', quoteTokenLeverageRatio: '0',
    opensInMs: 2 * 60 * 60 * 1000,
  },
  {
    base: 'DOGE', quote: 'USDT', price: '0.16234', pricePrecision: 5, quantityPrecision: 1,
    amountPrecision: 6, levelQty: '20000', minTradeQuantity: '1', maxTradeQuantity: '4000000',
    ...USDT_LIMITS, digitMerge: '0.00001,0.0001,0.001', quoteTokenLeverageRatio: '0',
    tradeStatus: TRADE_STATUS.restricted, isBanBuy: true,
  },
  {
    base: 'STG', quote: 'USDT', price: '0.4567', pricePrecision: 4, quantityPrecision: 2,
    amountPrecision: 6, levelQty: '6000', minTradeQuantity: '1', maxTradeQuantity: '1000000',
    ...USDT_LIMITS, digitMerge: '0.0001,0.001,0.01', quoteTokenLeverageRatio: '0',
  },
];

/** How far above its opening price a symbol takes orders: a sanity bound, as exchanges set. */
export const MAX_PRICE_FACTOR = 100;

/** The highest order price of a symbol: `MAX_PRICE_FACTOR` × its opening price. */
export function maxPriceOf(entry: CatalogueEntry): string {
  return new Dec(entry.price).mul(MAX_PRICE_FACTOR).toFixed(entry.pricePrecision, Dec.ROUND_DOWN);
}

export function symbolNameOf(entry: CatalogueEntry): string {
  return `${entry.base}${entry.quote}`;
}

/** The symbol-list entity of a catalogue entry; `startedAt` fixes the opening time. */
export function toSymbolInfo(entry: CatalogueEntry, startedAt: number): SymbolInfo {
  const name = symbolNameOf(entry);
  const opensLater = entry.opensInMs !== undefined && entry.opensInMs > 0;
  return {
    symbolId: name,
    symbolName: name,
    baseTokenId: entry.base,
    quoteTokenId: entry.quote,
    baseTokenName: entry.base,
    quoteTokenName: entry.quote,
    pricePrecision: entry.pricePrecision,
    quantityPrecision: entry.quantityPrecision,
    amountPrecision: entry.amountPrecision,
    minPricePrecision: formatUnits(1, entry.pricePrecision),
    maxPrice: maxPriceOf(entry),
    minTradeQuantity: entry.minTradeQuantity,
    maxTradeQuantity: entry.maxTradeQuantity,
    minTradeAmount: entry.minTradeAmount,
    maxTradeAmount: entry.maxTradeAmount,
    tradeStatus: entry.tradeStatus ?? TRADE_STATUS.trading,
    isBanBuy: entry.isBanBuy ?? false,
    isBanSell: entry.isBanSell ?? false,
    noticeVisible: opensLater,
    onlineTime: opensLater ? startedAt + (entry.opensInMs ?? 0) : 0,
    ltDirection: entry.ltDirection ?? '',
    quoteTokenLeverageRatio: entry.quoteTokenLeverageRatio,
    digitMerge: entry.digitMerge,
    mark: entry.mark ?? '',
    ...(entry.liquidityShield ? { liquidityShield: true } : {}),
  };
}

/** Leveraged-token limits and status, by symbol name. */
// prettier-ignore
export const LT_CATALOGUE: Readonly<Record<string, Omit<LtSymbolInfo, 'symbolName'> & { st: number }>> =
  {
    BTC3LUSDT: {
      maxPurchase: '200000', minPurchase: '5', maxRedeem: '100000', minRedeem: '1',
      leverage: '3', ltDirection: 'long', st: 1, underlying: 'BTC', diffNvRate: '0.05',
      subscribeFeeRate: '0', redeemFeeRate: '0.001',
    },
    BTC3SUSDT: {
      maxPurchase: '200000', minPurchase: '5', maxRedeem: '100000', minRedeem: '1',
      leverage: '3', ltDirection: 'short', st: 1, underlying: 'BTC', diffNvRate: '0.05',
      subscribeFeeRate: '0', redeemFeeRate: '0.001',
    },
  };

function noticeItem(id: string, value: NoticeBarValue): NoticeBarItem {
  return { id, value: JSON.stringify(value) };
}

/** Items of the notice bar (`notice` topic). */
export const NOTICE_BAR_ITEMS: readonly NoticeBarItem[] = [
  noticeItem('1001', {
    symbolName: 'ALL',
    info: 'This is a simulated exchange: prices and balances are not real.',
    url: 'https://www.example.com/announcements/simulated-exchange',
  }),
  noticeItem('1002', {
    symbolName: 'NOVAUSDT',
    info: 'NOVA/USDT opens for spot trading soon.',
    url: 'https://www.example.com/announcements/nova-listing',
  }),
];

/** The default region's compliance config: every feature on, no tool hidden. */
export const DEFAULT_COMPLIANCE: ComplianceFlags = {
  chartOption: true,
  ocoTabs: true,
  tokenRecordTab: true,
  orderHeaderTip: true,
  liquidityShield: true,
  integratedOrderRequest: true,
  rewardsHub: true,
  spotMargin: true,
  hiddenTools: [],
  standardAccountOffline: true,
};
