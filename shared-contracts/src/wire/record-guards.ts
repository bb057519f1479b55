import type {
  ComplianceFlags,
  MemberTagState,
  TokenBalance,
  UnifiedCoinBalance,
  UserInfo,
} from '../domain/account';
import { TOOL_NAMES } from '../domain/account';
import type { LtTokenOrder } from '../domain/lt';
import { LT_ORDER_TYPES } from '../domain/lt';
import type { BorrowRecord, MarginInfo, RepayRecord } from '../domain/margin';
import type { Order } from '../domain/order';
import { ORDER_SIDES, ORDER_STATUS_GROUPS } from '../domain/order';
import type { GridSettings, GridStrategyOrder, StrategyOrder } from '../domain/strategy';
import { GRID_CLOSE_REASONS, GRID_STRATEGY_STATES, STRATEGY_TYPES } from '../domain/strategy';
import type { SymbolInfo } from '../domain/symbol';
import type { ClassicTradeFill, TradeFill, UtaTradeFill } from '../domain/trade';
import type { UnifiedOpenOrderRow } from '../domain/uta-order';
import {
  either,
  isAmount,
  isRecord,
  isBoolean,
  isDecimal,
  isFiniteNumber,
  isNull,
  isSafeInteger,
  isString,
  listOf,
  oneOf,
  optional,
  shapeOf,
  type Guard,
} from './shape';

/*
 * Guards of the records that replies and private topics carry (spec 000 §3 shapes), one per
 * contract type. Replies (`api/reply-guards.ts`) and topics (`private-topics.ts`) compose them.
 */

const isSide = oneOf(...ORDER_SIDES);
const isFillSide = oneOf('Buy', 'Sell');
const optionalAmount = optional(isAmount);
const isPrecision: Guard<number | undefined> = (v): v is number | undefined =>
  v === undefined || (Number.isSafeInteger(v) && (v as number) >= 0);

/** The members every order record has, whatever table its status comes from. */
export const ORDER_BODY = {
  orderId: isString,
  clientOrderId: isString,
  symbolId: isString,
  side: isSide,
  type: isString,
  price: isAmount,
  origQty: isAmount,
  executedQty: isAmount,
  executedValue: optionalAmount,
  triggerPrice: optionalAmount,
  activationPrice: optionalAmount,
  trailingPercentage: optionalAmount,
  trailingValue: optionalAmount,
  amount: optionalAmount,
  marketUnit: optional(oneOf('baseCoin', 'quoteCoin')),
  orderQtyForView: optionalAmount,
  planType: optional(isSafeInteger),
  stopOrderType: optional(oneOf('TrailingStop', 'TrailingProfit')),
  createType: optional(oneOf('CreateByIceBerg', 'CreateByTWAP')),
  isLeverage: optional(isBoolean),
  specialTradeFrom: optional(isSafeInteger),
  time: isFiniteNumber,
  ocoLeg: optional(oneOf('TP', 'SL')),
  ocoSiblingId: optional(isString),
} as const;

export const ORDER_STATUSES = Object.values(ORDER_STATUS_GROUPS).flat();

/** An order as the order endpoints return it (spec 000 §3). */
export const isOrder: Guard<Order> = shapeOf<Order>({
  ...ORDER_BODY,
  status: oneOf(...ORDER_STATUSES),
});

/** A row of the unified open-order query: an order with its market type and symbol. */
export const isUnifiedOpenOrderRow: Guard<UnifiedOpenOrderRow> = shapeOf<UnifiedOpenOrderRow>({
  mtp: isString,
  syb: isString,
  pltp: optional(isSafeInteger),
});

/** A fill of the transaction record (spec 000 §3 normalised shape). */
export const isTradeFill: Guard<TradeFill> = shapeOf<TradeFill>({
  tradeId: isString,
  tradeTime: isFiniteNumber,
  side: isFillSide,
  execPrice: isAmount,
  execValue: isAmount,
  execQty: isAmount,
  execFee: isDecimal,
  orderType: isString,
  symbolId: optional(isString),
});

export const isClassicTradeFill: Guard<ClassicTradeFill> = shapeOf<ClassicTradeFill>({
  tradeId: isString,
  matchTime: isFiniteNumber,
  side: isSide,
  price: isAmount,
  amount: isAmount,
  quantity: isAmount,
  tokenFee: isDecimal,
  orderType: isString,
});

export const isUtaTradeFill: Guard<UtaTradeFill> = shapeOf<UtaTradeFill>({
  version: isString,
  symbolId: isString,
  side: isFillSide,
  type: isString,
  execPrice: isAmount,
  execQty: isAmount,
  amount: isAmount,
  execFee: isDecimal,
  liquidationType: isString,
  execTime: isFiniteNumber,
});

export const isTokenBalance: Guard<TokenBalance> = shapeOf<TokenBalance>({
  tokenId: isString,
  free: isAmount,
  locked: isAmount,
  transferLimit: isAmount,
  occAssetUSDTValue: isAmount,
});

export const isUnifiedCoinBalance: Guard<UnifiedCoinBalance> = shapeOf<UnifiedCoinBalance>({
  tokenId: isString,
  spotAvailableBalance: isAmount,
  spotMarginAvailableBalance: isAmount,
  walletBalance: isAmount,
  borrowSize: isAmount,
  occAssetUSDTValue: isAmount,
});

export const isBorrowRecord: Guard<BorrowRecord> = shapeOf<BorrowRecord>({
  borrowId: isString,
  coin: isString,
  borrowed: isAmount,
  principal: isAmount,
  interest: isAmount,
  interestPaid: isAmount,
  hourlyRate: isAmount,
  borrowTime: isFiniteNumber,
  paidOffTime: either(isNull, isFiniteNumber),
});

export const isRepayRecord: Guard<RepayRecord> = shapeOf<RepayRecord>({
  repayId: isString,
  coin: isString,
  amount: isAmount,
  interest: isAmount,
  principal: isAmount,
  time: isFiniteNumber,
});

/** The account's margin (the MMR tab); the equity may be negative, the rest may not. */
export const isMarginInfo: Guard<MarginInfo> = shapeOf<MarginInfo>({
  equity: isDecimal,
  assets: isAmount,
  liabilities: isAmount,
  maintenanceMargin: isAmount,
  mmr: isAmount,
  actualLeverageRatio: isAmount,
  maxLeverage: isAmount,
  borrowableValue: isAmount,
});

export const isLtTokenOrder: Guard<LtTokenOrder> = shapeOf<LtTokenOrder>({
  orderId: isString,
  orderType: oneOf(...Object.values(LT_ORDER_TYPES)),
  orderQuantity: isAmount,
  status: isSafeInteger,
  symbol: optional(isString),
  createdTime: optional(isFiniteNumber),
  updatedTime: optional(isFiniteNumber),
  nav: optionalAmount,
  filledQuantity: optionalAmount,
  filledAmount: optionalAmount,
  warnings: optional(listOf(isString)),
});

export const isGridStrategyOrder: Guard<GridStrategyOrder> = shapeOf<GridStrategyOrder>({
  strategyId: isString,
  strategyType: isString,
  symbol: isString,
  category: isString,
  status: isSafeInteger,
  state: optional(oneOf(...GRID_STRATEGY_STATES)),
  closeReason: optional(oneOf(...GRID_CLOSE_REASONS)),
  grid: optional(
    shapeOf<GridSettings>({
      support: isBoolean,
      min_price: isAmount,
      max_price: isAmount,
      grid_number: isSafeInteger,
      type: isString,
    }),
  ),
  investment: optionalAmount,
  gridProfit: optional(isDecimal),
  qtyPerGrid: optionalAmount,
  roundTrips: optional(isSafeInteger),
  stopLossPrice: optionalAmount,
  takeProfitPrice: optionalAmount,
  createdTime: optional(isSafeInteger),
});

export const isStrategyOrder: Guard<StrategyOrder> = shapeOf<StrategyOrder>({
  strategyId: isString,
  category: isString,
  strategyType: oneOf(...STRATEGY_TYPES),
  status: isSafeInteger,
  symbol: isString,
  size: isAmount,
  executedSize: isAmount,
  side: optional(oneOf('BUY', 'SELL')),
  price: optionalAmount,
  visibleSize: optionalAmount,
  durationSec: optional(isSafeInteger),
  intervalSec: optional(isSafeInteger),
  avgPrice: optional(either(oneOf(''), isAmount)),
  state: optional(oneOf(...GRID_STRATEGY_STATES)),
  closeReason: optional(oneOf(...GRID_CLOSE_REASONS)),
  createdTime: optional(isSafeInteger),
});

const TOOL_TYPES: ReadonlySet<unknown> = new Set(STRATEGY_TYPES);

/**
 * A row of the strategy list or the `strategy` topic: a tool's order (iceberg, TWAP, chase,
 * webhook: with its size and executed size) or, for any other type, a grid bot.
 */
export const isStrategyRow: Guard<GridStrategyOrder | StrategyOrder> = (
  v,
): v is GridStrategyOrder | StrategyOrder =>
  isRecord(v) && (TOOL_TYPES.has(v.strategyType) ? isStrategyOrder(v) : isGridStrategyOrder(v));

export const isSymbolInfo: Guard<SymbolInfo> = shapeOf<SymbolInfo>({
  symbolId: isString,
  symbolName: isString,
  baseTokenId: isString,
  quoteTokenId: isString,
  baseTokenName: isString,
  quoteTokenName: isString,
  pricePrecision: isPrecision,
  quantityPrecision: isPrecision,
  amountPrecision: isPrecision,
  minPricePrecision: isAmount,
  maxPrice: optionalAmount,
  minTradeQuantity: isAmount,
  maxTradeQuantity: isAmount,
  minTradeAmount: isAmount,
  maxTradeAmount: isAmount,
  tradeStatus: isSafeInteger,
  isBanBuy: isBoolean,
  isBanSell: isBoolean,
  noticeVisible: isBoolean,
  onlineTime: isFiniteNumber,
  ltDirection: oneOf('', 'long', 'short'),
  quoteTokenLeverageRatio: isAmount,
  digitMerge: isString,
  mark: isString,
  liquidityShield: optional(isBoolean),
});

const isMemberTag = optional(oneOf<MemberTagState[]>('FAIL', 'PROCESS', 'SUCCESS'));

/** The user info reply: every member the product reads, with its type. */
export const isUserInfo: Guard<UserInfo> = shapeOf<UserInfo>({
  id: isString,
  email: isString,
  userState: isFiniteNumber,
  double_confirm: isString,
  member_tag: shapeOf<UserInfo['member_tag']>({ UTA: isMemberTag, UTA_INVERSE: isMemberTag }),
  unified_account: isFiniteNumber,
  grayFlag: shapeOf<UserInfo['grayFlag']>({ IsUTA: isBoolean }),
  isUTA: isBoolean,
  isDemoAccount: isBoolean,
  demo_id: isString,
  sub_attribute: isString,
  is_copy_trading_leader: isBoolean,
  is_new_copy_trading_leader: isBoolean,
  eeaStatus: isBoolean,
  region: isString,
});

export const isComplianceFlags: Guard<ComplianceFlags> = shapeOf<ComplianceFlags>({
  chartOption: isBoolean,
  ocoTabs: isBoolean,
  tokenRecordTab: isBoolean,
  orderHeaderTip: isBoolean,
  liquidityShield: isBoolean,
  integratedOrderRequest: isBoolean,
  rewardsHub: isBoolean,
  spotMargin: isBoolean,
  hiddenTools: listOf(oneOf(...TOOL_NAMES)),
  standardAccountOffline: optional(isBoolean),
});
