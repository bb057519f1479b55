import type { AccountInfo } from '../domain/lt';
import type { UtaUpgradeStarted } from '../domain/account';
import type { AnnouncementHit, AnnouncementQueryResult } from '../domain/announcement';
import type {
  ClassicInnovationQuota,
  DemoRechargeResult,
  DemoWalletBalance,
  UnifiedBalances,
  UtaInnovationQuota,
} from '../domain/balance';
import type { KlineConfigResult } from '../domain/chart-settings';
import type { KlineListRow } from '../domain/market-data';
import type { LtNavInfo, LtSymbolInfo, NoticeInfo } from '../domain/symbol';
import type {
  ClassicAvgPriceResult,
  ClassicTradeInfoResult,
  UtaAvgPriceResult,
  UtaTradeInfoResult,
} from '../domain/trade';
import { isTopicData } from '../wire/guards';
import {
  isBorrowRecord,
  isClassicTradeFill,
  isComplianceFlags,
  isLtTokenOrder,
  isMarginInfo,
  isOrder,
  isRepayRecord,
  isGridStrategyOrder,
  isStrategyOrder,
  isStrategyRow,
  isSymbolInfo,
  isTokenBalance,
  isTradeFill,
  isUnifiedCoinBalance,
  isUnifiedOpenOrderRow,
  isUserInfo,
  isUtaTradeFill,
} from '../wire/record-guards';
import {
  either,
  isAmount,
  isAnyRecord,
  isBoolean,
  isDecimal,
  isFiniteNumber,
  isNull,
  isSafeInteger,
  isString,
  listOf,
  oneOf,
  optional,
  recordOf,
  shapeOf,
  type Guard,
} from '../wire/shape';
import type { EndpointName, EndpointResult } from './endpoints';

const list = <T>(item: Guard<T>) =>
  shapeOf<{ readonly list: readonly T[] }>({ list: listOf(item) });

const isKlineRow: Guard<KlineListRow> = (v): v is KlineListRow =>
  Array.isArray(v) &&
  v.length === 6 &&
  typeof v[0] === 'string' &&
  /^\d+$/.test(v[0]) &&
  v.slice(1).every((x) => isAmount(x));

const isAnnouncementHit = shapeOf<AnnouncementHit>({
  category: shapeOf<AnnouncementHit['category']>({ key: isString }),
  url: isString,
  date_timestamp: isFiniteNumber,
  title: isString,
  description: isString,
  objectID: isString,
});

const isClassicQuota = shapeOf<ClassicInnovationQuota>({
  totalAmount: isAmount,
  remainAmount: isAmount,
});
const isUtaQuota = shapeOf<UtaInnovationQuota>({
  coin: isString,
  // "-1" and "-" mean unlimited (`isUnlimitedQuota`).
  limit: either(isDecimal, oneOf('-')),
});

const cancelled = shapeOf<{ readonly canceled: readonly string[] }>({ canceled: listOf(isString) });

/**
 * The guard of each endpoint's `result` (DESIGN §5, issue 19): the host's API client checks
 * every successful reply against its endpoint's guard before a caller sees it, so no app
 * trusts a shape. A map, so the compiler asks for a guard whenever an endpoint is added.
 */
export const REPLY_GUARDS: { readonly [N in EndpointName]: Guard<EndpointResult<N>> } = {
  symbols: listOf(isSymbolInfo),
  tickers: listOf((v) => isTopicData('instrument_info', v)),
  legalInfo: shapeOf<EndpointResult<'legalInfo'>>({ rates: recordOf(recordOf(isAmount)) }),
  complianceConfig: isComplianceFlags,
  symbolNotice: shapeOf<NoticeInfo>({
    symbolId: isString,
    noticeType: oneOf(1, 2, 3),
    noticeContent: isString,
    noticeLinkUrl: isString,
    onlineTime: isFiniteNumber,
    nowTime: isFiniteNumber,
    serverTimestamp: isFiniteNumber,
  }),
  klines: list(isKlineRow),
  futuresOpenPrice: shapeOf<EndpointResult<'futuresOpenPrice'>>({ data: recordOf(isAmount) }),
  announcements: shapeOf<AnnouncementQueryResult>({ hits: listOf(isAnnouncementHit) }),
  login: isUserInfo,
  register: isUserInfo,
  logout: isNull,
  userInfo: either(isNull, isUserInfo),
  accountInfo: shapeOf<AccountInfo>({
    riskState: isSafeInteger,
    isolatedMargin: isBoolean,
    leverageOff: isBoolean,
    web2Update: isBoolean,
  }),
  preferences: isAnyRecord,
  setPreferences: isAnyRecord,
  getKlineConfig: shapeOf<KlineConfigResult>({ kline: isString }),
  setKlineConfig: isNull,
  balances: listOf(isTokenBalance),
  unifiedAsset: shapeOf<UnifiedBalances>({
    coinList: listOf(isUnifiedCoinBalance),
    actualLeverageRatio: isAmount,
  }),
  innovationQuota: either(recordOf(isClassicQuota), recordOf(isUtaQuota)),
  liabilities: list(isUnifiedCoinBalance),
  borrowRecords: list(isBorrowRecord),
  repayRecords: list(isRepayRecord),
  repay: isRepayRecord,
  marginInfo: isMarginInfo,
  demoWallet: shapeOf<DemoWalletBalance>({ wb: isAmount }),
  demoRecharge: shapeOf<DemoRechargeResult>({ resultCode: isString }),
  utaUpgrade: shapeOf<UtaUpgradeStarted>({ status: oneOf('PROCESS') }),
  otcGuided: shapeOf<EndpointResult<'otcGuided'>>({ guided: either(isNull, isBoolean) }),
  orderCreate: isOrder,
  planOrderCreate: isOrder,
  ocoOrderCreate: isOrder,
  orderModify: isOrder,
  planOrderModify: isOrder,
  cancelOrder: isOrder,
  cancelPlanOrder: isOrder,
  cancelAllOrders: cancelled,
  cancelAllPlanOrders: cancelled,
  openOrders: listOf(isOrder),
  openPlanOrders: listOf(isOrder),
  utaOrders: shapeOf<EndpointResult<'utaOrders'>>({ result: listOf(isOrder) }),
  orderHistory: listOf(isOrder),
  tradeHistory: listOf(isTradeFill),
  queryOpenOrders: shapeOf<EndpointResult<'queryOpenOrders'>>({
    list: listOf(isUnifiedOpenOrderRow),
    downgrading: isBoolean,
  }),
  queryPositions: list(isAnyRecord),
  tradeInfoForKLine: shapeOf<UtaTradeInfoResult>({
    list: listOf(isUtaTradeFill),
    maxMarginVersion: isString,
  }),
  tradeInfo: shapeOf<ClassicTradeInfoResult>({
    buys: listOf(isClassicTradeFill),
    sells: listOf(isClassicTradeFill),
    lastTradeId: isString,
  }),
  tradeAvgPriceForKLine: shapeOf<UtaAvgPriceResult>({
    maxMarginVersion: isString,
    sumExecValue: isAmount,
    sumExecQty: isAmount,
  }),
  tradeAvgInfo: shapeOf<ClassicAvgPriceResult>({
    lastTradeId: isString,
    priceTotal: isAmount,
    quantitySum: isAmount,
  }),
  strategyList: list(isStrategyRow),
  gridCreate: isGridStrategyOrder,
  icebergCreate: isStrategyOrder,
  twapCreate: isStrategyOrder,
  strategyStop: isStrategyRow,
  batchOrderCreate: list(isOrder),
  ltSymbolInfo: shapeOf<LtSymbolInfo>({
    symbolName: isString,
    maxPurchase: isAmount,
    minPurchase: isAmount,
    maxRedeem: isAmount,
    minRedeem: isAmount,
    leverage: isAmount,
    ltDirection: oneOf('long', 'short'),
    underlying: optional(isString),
    diffNvRate: optional(isAmount),
    subscribeFeeRate: optional(isAmount),
    redeemFeeRate: optional(isAmount),
  }),
  ltNavInfo: shapeOf<LtNavInfo>({ symbolName: isString, st: isSafeInteger, nav: isAmount }),
  ltSubscribe: isLtTokenOrder,
  ltRedeem: isLtTokenOrder,
  ltOrders: listOf(isLtTokenOrder),
  h3Switch: either(
    isNull,
    shapeOf<NonNullable<EndpointResult<'h3Switch'>>>({
      res_code: isSafeInteger,
      monitor_switch: isSafeInteger,
    }),
  ),
  monitoringReport: shapeOf<EndpointResult<'monitoringReport'>>({ accepted: isSafeInteger }),
  supportChat: shapeOf<EndpointResult<'supportChat'>>({
    answer: isString,
    topic: either(isString, isNull),
    handoff: isBoolean,
  }),
};

/** Whether `result` has the shape of endpoint `name`'s result. */
export function isEndpointResult<N extends EndpointName>(
  name: N,
  result: unknown,
): result is EndpointResult<N> {
  return REPLY_GUARDS[name](result);
}
