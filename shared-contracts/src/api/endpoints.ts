import type {
  BorrowRecord,
  BorrowRecordStatus,
  MarginInfo,
  RepayRecord,
  RepayRequest,
} from '../domain/margin';
import type {
  ComplianceFlags,
  TokenBalance,
  UnifiedCoinBalance,
  UserInfo,
  UtaUpgradeStarted,
} from '../domain/account';
import type { AnnouncementQueryResult } from '../domain/announcement';
import type {
  ClassicInnovationQuotas,
  DemoRechargeRequest,
  DemoRechargeResult,
  DemoWalletBalance,
  UnifiedAssetRequest,
  UnifiedBalances,
  UtaInnovationQuotas,
} from '../domain/balance';
import type { KlineConfigResult, SetKlineConfigRequest } from '../domain/chart-settings';
import type {
  ClassicCancelAllOrdersRequest,
  ClassicCancelAllPlanOrdersRequest,
  ClassicCancelOrderRequest,
  ClassicCancelPlanOrderRequest,
  ClassicOpenOrdersRequest,
  ClassicOrderModifyRequest,
  ClassicPlanOrderModifyRequest,
} from '../domain/classic-order';
import type { DecimalString } from '../domain/decimal-string';
import type { AccountInfo, LtTokenOrder } from '../domain/lt';
import type { KlineListRow, KlineRequest } from '../domain/market-data';
import type { H3SwitchResponse } from '../domain/network-quality';
import type { Order } from '../domain/order';
import type { PreferenceUpsertRequest } from '../domain/preferences';
import type {
  BatchOrderCreateRequest,
  GridCreateRequest,
  GridStrategyOrder,
  IcebergCreateRequest,
  StrategyListRequest,
  StrategyOrder,
  StrategyStopRequest,
  TwapCreateRequest,
} from '../domain/strategy';
import type { LtNavInfo, LtSymbolInfo, NoticeInfo, SymbolInfo, Ticker } from '../domain/symbol';
import type {
  ClassicAvgPriceRequest,
  ClassicAvgPriceResult,
  ClassicTradeInfoRequest,
  ClassicTradeInfoResult,
  TradeFill,
  UtaAvgPriceRequest,
  UtaAvgPriceResult,
  UtaTradeInfoRequest,
  UtaTradeInfoResult,
} from '../domain/trade';
import type {
  UnifiedOpenOrdersRequest,
  UnifiedOpenOrdersResult,
  UtaOrdersRequest,
} from '../domain/uta-order';
import type { EnvelopeKind } from './envelope';
import type {
  LoginRequest,
  LtRedeemRequest,
  LtSubscribeRequest,
  MonitoringReport,
  OcoOrderCreateRequest,
  OrderCreateRequest,
  OrderHistoryRequest,
  PlanOrderCreateRequest,
} from './requests';

export interface EndpointDef {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly envelope: EnvelopeKind;
  /** Mutating calls carry `X-CSRF-Token`. */
  readonly mutating: boolean;
  /** Only idempotent reads are retried by the client. */
  readonly idempotent: boolean;
  /** Create and cancel carry a W3C `traceparent` header. */
  readonly traced: boolean;
}

interface DefOptions {
  readonly envelope?: EnvelopeKind;
  readonly traced?: boolean;
}

/** An idempotent read. */
const read = (method: 'GET' | 'POST', path: string, options: DefOptions = {}) =>
  ({
    method,
    path,
    envelope: options.envelope ?? 'code',
    mutating: false,
    idempotent: true,
    traced: false,
  }) as const;

/** A state change: carries the CSRF header, never retried by the client. */
const write = (path: string, options: DefOptions = {}) =>
  ({
    method: 'POST',
    path,
    envelope: options.envelope ?? 'code',
    mutating: true,
    idempotent: false,
    traced: options.traced ?? false,
  }) as const;

/**
 * The endpoint map (DESIGN §5): the sim and the host import this one table. Paths the spec
 * leaves unshown are chosen here. The spec's separate code tables stay with their APIs: the
 * UTA query plan types (`UTA_PLAN_TYPES`) for `utaOrders`, the classic `plan_type`
 * (`CLASSIC_PLAN_TYPES`) for plan-order create, modify and cancel.
 */
export const ENDPOINTS = {
  // Market and page shell
  symbols: read('GET', '/spot/api/basic/symbol_list'),
  tickers: read('GET', '/spot/api/quote/v2/tickers'),
  legalInfo: read('GET', '/spot/api/basic/legal_info'),
  complianceConfig: read('GET', '/spot/api/basic/compliance_config'),
  symbolNotice: read('GET', '/spot/api/basic/symbol_notice'),
  klines: read('GET', '/spot/api/quote/v5/klines', { envelope: 'ret_code' }),
  futuresOpenPrice: read('GET', '/spot/api/quote/open_price'),
  announcements: read('GET', '/spot/api/announcements'),
  // Session and account
  login: write('/login'),
  register: write('/register'),
  logout: write('/logout'),
  userInfo: read('GET', '/user/api/info'),
  accountInfo: read('GET', '/spot/api/account/info'),
  preferences: read('GET', '/spot/api/account/preferences'),
  setPreferences: write('/spot/api/account/preferences'),
  getKlineConfig: read('GET', '/spot/api/account/get-kline-config'),
  setKlineConfig: write('/spot/api/account/set-kline-config'),
  balances: read('GET', '/spot/api/asset/get'),
  unifiedAsset: read('GET', '/spot/api/uta/unified_asset'),
  innovationQuota: read('GET', '/spot/api/innovation/remain_amount'),
  liabilities: read('POST', '/spot/api/uta/liabilities'),
  borrowRecords: read('GET', '/spot/api/uta/borrow/records'),
  repayRecords: read('GET', '/spot/api/uta/repay/records'),
  repay: write('/spot/api/uta/repay'),
  marginInfo: read('GET', '/spot/api/uta/margin'),
  demoWallet: read('GET', '/spot/api/demo/wallet'),
  demoRecharge: write('/spot/api/demo/recharge'),
  /** Since 1.4.0: starts the classic account's move to UTA (spec 001 §4). */
  utaUpgrade: write('/spot/api/uta/upgrade'),
  otcGuided: read('GET', '/spot/api/otc/guided'),
  // Orders
  orderCreate: write('/spot/api/order/create', { traced: true }),
  planOrderCreate: write('/spot/api/plan_order/create', { traced: true }),
  ocoOrderCreate: write('/spot/api/oco_order/create', { traced: true }),
  orderModify: write('/spot/api/order/modify'),
  planOrderModify: write('/spot/api/plan_order/modify'),
  cancelOrder: write('/spot/api/order/cancel', { traced: true }),
  cancelPlanOrder: write('/spot/api/plan_order/cancel', { traced: true }),
  cancelAllOrders: write('/spot/api/order/cancel_all', { traced: true }),
  cancelAllPlanOrders: write('/spot/api/plan_order/cancel_all', { traced: true }),
  openOrders: read('GET', '/spot/api/order/open_orders'),
  openPlanOrders: read('GET', '/spot/api/plan_order/open_orders'),
  utaOrders: read('POST', '/spot/api/uta/orders'),
  orderHistory: read('GET', '/spot/api/order/history'),
  tradeHistory: read('GET', '/spot/api/order/trades'),
  queryOpenOrders: read('POST', '/unified/integrated/v5/queryOpenOrders'),
  queryPositions: read('POST', '/unified/integrated/v5/queryPositions'),
  // Chart trade info
  tradeInfoForKLine: read('POST', '/spot/api/uta/getTradeInfoForKLine'),
  tradeInfo: read('GET', '/spot/api/order/getTradeInfo'),
  tradeAvgPriceForKLine: read('POST', '/spot/api/uta/getTradeAvgPriceForKLine'),
  tradeAvgInfo: read('GET', '/spot/api/order/getTradeAvgInfo'),
  // Strategies and leveraged tokens
  strategyList: read('POST', '/spot/api/strategy/list'),
  /** Since 1.5.0: the tools' strategies (spec 001 §1–§3), and a scaled order's batch. */
  gridCreate: write('/spot/api/strategy/grid/create', { traced: true }),
  icebergCreate: write('/spot/api/strategy/iceberg/create', { traced: true }),
  twapCreate: write('/spot/api/strategy/twap/create', { traced: true }),
  strategyStop: write('/spot/api/strategy/stop', { traced: true }),
  batchOrderCreate: write('/spot/api/order/batch_create', { traced: true }),
  ltSymbolInfo: read('POST', '/spot/api/lt/symbol_info'),
  ltNavInfo: read('GET', '/spot/api/lt/kline_info'),
  ltSubscribe: write('/spot/api/lt/subscribe', { traced: true }),
  ltRedeem: write('/spot/api/lt/redeem', { traced: true }),
  ltOrders: read('GET', '/spot/api/lt/orders'),
  // Network layer
  h3Switch: read('GET', '/spot/api/network/h3_switch', { envelope: 'err_code' }),
  monitoringReport: write('/spot/api/monitoring/report'),
  /** Since 1.4.0: the customer-service panel's support bot. */
  supportChat: write('/spot/api/support/chat'),
} as const satisfies Readonly<Record<string, EndpointDef>>;

export type EndpointName = keyof typeof ENDPOINTS;

type NoRequest = Record<string, never>;

/** Request and result types per endpoint. A GET's request becomes its query string. */
export interface EndpointTypes {
  symbols: { request: NoRequest; result: readonly SymbolInfo[] };
  tickers: { request: NoRequest; result: readonly Ticker[] };
  /** Legal-currency rates: 1 unit of a token in each currency, e.g. USDT → { USD: "1" }. */
  legalInfo: {
    request: NoRequest;
    result: { readonly rates: Readonly<Record<string, Readonly<Record<string, DecimalString>>>> };
  };
  complianceConfig: { request: NoRequest; result: ComplianceFlags };
  symbolNotice: { request: { readonly symbol_id: string }; result: NoticeInfo };
  klines: { request: KlineRequest; result: { readonly list: readonly KlineListRow[] } };
  futuresOpenPrice: {
    request: {
      readonly timeZone: string;
      readonly category: string;
      readonly business: string;
      readonly format: string;
      readonly timestamp: number;
    };
    result: { readonly data: Readonly<Record<string, DecimalString>> };
  };
  announcements: { request: { readonly topics: string }; result: AnnouncementQueryResult };
  login: { request: LoginRequest; result: UserInfo };
  /** Opens a classic account in the sim and signs it in. */
  register: { request: LoginRequest; result: UserInfo };
  logout: { request: NoRequest; result: null };
  /** `null` for a visitor who is not logged in. */
  userInfo: { request: NoRequest; result: UserInfo | null };
  accountInfo: { request: NoRequest; result: AccountInfo };
  preferences: { request: NoRequest; result: Readonly<Record<string, unknown>> };
  setPreferences: { request: PreferenceUpsertRequest; result: Readonly<Record<string, unknown>> };
  getKlineConfig: { request: NoRequest; result: KlineConfigResult };
  setKlineConfig: { request: SetKlineConfigRequest; result: null };
  balances: { request: NoRequest; result: readonly TokenBalance[] };
  unifiedAsset: { request: UnifiedAssetRequest; result: UnifiedBalances };
  /** Classic shape for a classic account, UTA shape (coin, limit) for a unified one. */
  innovationQuota: { request: NoRequest; result: ClassicInnovationQuotas | UtaInnovationQuotas };
  liabilities: {
    request: { readonly settleCoin: 'all'; readonly ignoreZeroBorrowSize: boolean };
    result: { readonly list: readonly UnifiedCoinBalance[] };
  };
  /** Spot-margin borrows, still owed or paid off (the Repayment tab). */
  borrowRecords: {
    request: { readonly status: BorrowRecordStatus };
    result: { readonly list: readonly BorrowRecord[] };
  };
  repayRecords: { request: NoRequest; result: { readonly list: readonly RepayRecord[] } };
  repay: { request: RepayRequest; result: RepayRecord };
  marginInfo: { request: NoRequest; result: MarginInfo };
  demoWallet: { request: NoRequest; result: DemoWalletBalance };
  demoRecharge: { request: DemoRechargeRequest; result: DemoRechargeResult };
  utaUpgrade: { request: NoRequest; result: UtaUpgradeStarted };
  otcGuided: { request: NoRequest; result: { readonly guided: boolean | null } };
  orderCreate: { request: OrderCreateRequest; result: Order };
  planOrderCreate: { request: PlanOrderCreateRequest; result: Order };
  ocoOrderCreate: { request: OcoOrderCreateRequest; result: Order };
  orderModify: { request: ClassicOrderModifyRequest; result: Order };
  planOrderModify: { request: ClassicPlanOrderModifyRequest; result: Order };
  cancelOrder: { request: ClassicCancelOrderRequest; result: Order };
  cancelPlanOrder: { request: ClassicCancelPlanOrderRequest; result: Order };
  cancelAllOrders: {
    request: ClassicCancelAllOrdersRequest;
    result: { readonly canceled: readonly string[] };
  };
  cancelAllPlanOrders: {
    request: ClassicCancelAllPlanOrdersRequest;
    result: { readonly canceled: readonly string[] };
  };
  openOrders: { request: ClassicOpenOrdersRequest; result: readonly Order[] };
  openPlanOrders: { request: ClassicOpenOrdersRequest; result: readonly Order[] };
  utaOrders: { request: UtaOrdersRequest; result: { readonly result: readonly Order[] } };
  orderHistory: { request: OrderHistoryRequest; result: readonly Order[] };
  tradeHistory: { request: OrderHistoryRequest; result: readonly TradeFill[] };
  queryOpenOrders: { request: UnifiedOpenOrdersRequest; result: UnifiedOpenOrdersResult };
  queryPositions: {
    request: { readonly needSort: boolean };
    result: { readonly list: readonly Readonly<Record<string, unknown>>[] };
  };
  tradeInfoForKLine: { request: UtaTradeInfoRequest; result: UtaTradeInfoResult };
  tradeInfo: { request: ClassicTradeInfoRequest; result: ClassicTradeInfoResult };
  tradeAvgPriceForKLine: { request: UtaAvgPriceRequest; result: UtaAvgPriceResult };
  tradeAvgInfo: { request: ClassicAvgPriceRequest; result: ClassicAvgPriceResult };
  /** Grid bots, and iceberg / TWAP / chase / webhook orders (which add size and executedSize). */
  strategyList: {
    request: StrategyListRequest;
    result: { readonly list: readonly (GridStrategyOrder | StrategyOrder)[] };
  };
  /** The bot as its strategy-list row (status 5, INITIALIZING, while its ladder is placed). */
  gridCreate: { request: GridCreateRequest; result: GridStrategyOrder };
  icebergCreate: { request: IcebergCreateRequest; result: StrategyOrder };
  twapCreate: { request: TwapCreateRequest; result: StrategyOrder };
  /** The strategy's row once stopped (status 3). */
  strategyStop: { request: StrategyStopRequest; result: GridStrategyOrder | StrategyOrder };
  /** The batch's orders, in the request's order. */
  batchOrderCreate: {
    request: BatchOrderCreateRequest;
    result: { readonly list: readonly Order[] };
  };
  ltSymbolInfo: { request: { readonly symbol: string }; result: LtSymbolInfo };
  ltNavInfo: { request: { readonly symbol: string }; result: LtNavInfo };
  ltSubscribe: { request: LtSubscribeRequest; result: LtTokenOrder };
  ltRedeem: { request: LtRedeemRequest; result: LtTokenOrder };
  ltOrders: { request: { readonly symbol?: string }; result: readonly LtTokenOrder[] };
  h3Switch: {
    request: {
      readonly seq_id: string;
      readonly device_id: string;
      readonly app: string;
      readonly os: string;
      readonly bu: string;
      readonly v: string;
    };
    result: H3SwitchResponse['result'];
  };
  monitoringReport: {
    request: { readonly reports: readonly MonitoringReport[] };
    result: { readonly accepted: number };
  };
  supportChat: {
    /** Plain text, 1–500 characters; `lang` one of the page's locales. */
    request: { readonly message: string; readonly lang: string };
    /** `answer` is plain text; `topic` null and `handoff` true when a person takes over. */
    result: { readonly answer: string; readonly topic: string | null; readonly handoff: boolean };
  };
}

export type EndpointRequest<N extends EndpointName> = EndpointTypes[N]['request'];
export type EndpointResult<N extends EndpointName> = EndpointTypes[N]['result'];

/** Latency probe path on every route (spec 000 §7). */
export const LATENCY_PROBE_PATH = '/t1';
/** Realtime path on every route (spec 001 §7). */
export const REALTIME_PATH = '/realtime_w';
/** Cookie and header of the CSRF scheme (DESIGN §5). */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
