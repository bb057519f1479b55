/**
 * `@spot/contracts`: the only thing host and remotes share at build time (DESIGN §5).
 * Bundled by each app, never shared at run time: the host hands live objects through
 * `RemoteProps`.
 */
export { CONTRACT_VERSION, checkContractCompatibility, parseSemVer } from './version';
export type { CompatibilityResult, SemVer } from './version';

export {
  isDecimalString,
  isNonNegativeDecimalString,
  shiftPointLeft,
} from './domain/decimal-string';
export type { DecimalString } from './domain/decimal-string';
export { TRADE_STATUS } from './domain/symbol';
export type {
  LtNavInfo,
  LtSymbolInfo,
  NoticeBarItem,
  NoticeBarValue,
  NoticeInfo,
  SymbolInfo,
  SymbolRef,
  Ticker,
} from './domain/symbol';
export { TOOL_NAMES } from './domain/account';
export type {
  ComplianceFlags,
  MemberTagState,
  TokenBalance,
  ToolName,
  UnifiedCoinBalance,
  UserInfo,
  UtaUpgradeStarted,
} from './domain/account';
export {
  ORDER_KIND_CODES,
  ORDER_SIDES,
  ORDER_STATUS_GROUPS,
  averageFillPrice,
} from './domain/order';
export type { Order, OrderSide, OrderStatus } from './domain/order';
export { BORROW_RECORD_STATUSES } from './domain/margin';
export type {
  BorrowInfo,
  BorrowRecord,
  BorrowRecordStatus,
  MarginInfo,
  RepayRecord,
  RepayRequest,
} from './domain/margin';

export { LOGGED_OUT_ROLES, RESTRICTIVE_COMPLIANCE, deriveRoles } from './session';
export type { Roles, Session } from './session';

export {
  HOTKEYS,
  HOTKEYS_PREF,
  HOTKEY_ACTIONS,
  SUBMIT_KEY,
  hotkeyFor,
  isRemoteHotkeyAction,
} from './domain/hotkeys';
export type { HotkeyAction, HotkeyBinding, KeyPress, RemoteHotkeyAction } from './domain/hotkeys';

export {
  STEP_GUIDES,
  TOUR_ANCHORS,
  TOUR_ANCHOR_ATTRIBUTE,
  TOUR_TIMING,
  tourAnchorSelector,
} from './domain/tours';
export type { StepGuide, TourAnchor } from './domain/tours';

export { createBus } from './bus/bus';
export type { Bus, BusEventName, BusEvents } from './bus/bus';

export { SLOT_NAMES } from './remote';
export type {
  AccountSnapshot,
  BookLevel,
  CandlesSnapshot,
  ConfirmRequest,
  HostAccount,
  HostApi,
  HostApiClient,
  HostI18n,
  HostMarket,
  HostPage,
  HostPrefs,
  HostRealtime,
  HostSession,
  HostUi,
  MarketStream,
  OrderBookSnapshot,
  PageState,
  RemoteMeta,
  RemoteProps,
  SlotName,
  Subscribable,
  ThemeName,
  TickerSnapshot,
  ToastRequest,
  TradesSnapshot,
  WidthClass,
} from './remote';
export { RESIZE_THROTTLE_MS } from './remote';

export {
  CANDLE_INTERVALS,
  ORDER_BOOK_LIMIT,
  PUBLIC_TOPICS,
  PUBLIC_TOPIC_PARAMS,
  RECENT_TRADES_LIMIT,
  isPublicTopic,
  topicKey,
} from './wire/topics';
export type {
  CandleData,
  CandleInterval,
  OrderBookData,
  PublicTopic,
  PublicTopicData,
  PublicTopicParams,
  RecentTrade,
  WireLevel,
} from './wire/topics';
export {
  CLOSE_CODES,
  REALTIME_TIMING,
  WIRE_ERROR_CODES,
  parseClientMessage,
  parseServerMessage,
} from './wire/protocol';
export type {
  AckMessage,
  ClientMessage,
  ConnectionState,
  DataMessage,
  PongMessage,
  ServerMessage,
} from './wire/protocol';
export { isTopicData } from './wire/guards';
export { isRealtimeTopic, isTopicPayload } from './wire/realtime-topics';
export type { RealtimeTopic, TopicParams, TopicPayload } from './wire/realtime-topics';
export { REPLY_GUARDS, isEndpointResult } from './api/reply-guards';
export {
  OPEN_LIST_ACTION,
  applyOrderEvents,
  compareNewestFirst,
  fromUtaOrder,
  isClosingStatus,
  sortedOrders,
  toOrderMap,
} from './domain/open-orders';
export type { OpenListAction, OpenOrderMap } from './domain/open-orders';
export {
  isBorrowRecord,
  isComplianceFlags,
  isLtTokenOrder,
  isMarginInfo,
  isOrder,
  isRepayRecord,
  isStrategyRow,
  isSymbolInfo,
  isTokenBalance,
  isTradeFill,
  isUnifiedCoinBalance,
  isUnifiedOpenOrderRow,
  isUserInfo,
} from './wire/record-guards';
export type { Guard } from './wire/shape';
export { groupLevels, isMergeStep } from './wire/group-levels';
export {
  chooseMergeStep,
  defaultMergeStep,
  finestMergeStep,
  parseDigitMerge,
  stepForPrecision,
} from './helpers/merge-step';

export { ACCOUNT_ERROR_CODES, API_ERROR_CODES, readEnvelope } from './api/envelope';
export type {
  ApiResult,
  CodeEnvelope,
  EnvelopeKind,
  ErrCodeEnvelope,
  RetCodeEnvelope,
} from './api/envelope';
export {
  CSRF_COOKIE,
  CSRF_HEADER,
  ENDPOINTS,
  LATENCY_PROBE_PATH,
  REALTIME_PATH,
} from './api/endpoints';
export type {
  EndpointDef,
  EndpointName,
  EndpointRequest,
  EndpointResult,
  EndpointTypes,
} from './api/endpoints';

export { PRECISION_FALLBACK, resolvePrecision } from './helpers/precision';
export type { PrecisionKind } from './helpers/precision';
export {
  fitDerivedValue,
  localeRefusal,
  NUMERIC_INPUT_HINT_KEYS,
  normalizeNumericInput,
  NUMERIC_INPUT_ERRORS,
  typeNumericInput,
} from './helpers/numeric-input';
export type {
  DerivedValueBounds,
  NumericInputError,
  NumericInputOptions,
  NumericInputResult,
  TypedNumber,
  TypedRefusal,
} from './helpers/numeric-input';
export { formatCompact } from './helpers/compact-units';
export { outsidePageUrl, outsideUrlOf } from './helpers/outside-url';
export {
  formatDecimal,
  formatPrice,
  formatTokenAmount,
  tokenPrecision,
  tokenPrecisionOf,
} from './helpers/price-display';
export type { PairToken } from './helpers/price-display';
export {
  formatDateTime,
  formatPercentText,
  localizeDecimalText,
  localizeFigureParams,
  localizeFigureText,
} from './helpers/locale-format';
export { setText } from './helpers/set-text';
export { createFigureBox } from './helpers/figure-box';
export { numberLocale, prepareFigures } from './helpers/number-formats';
export { applyBookMessage, compareDecimalStrings } from './wire/book-reducer';
export type { BookApplyResult, BookLevels } from './wire/book-reducer';
export { createFrameSignal, defaultFrameScheduler } from './helpers/frame-signal';
export type { FrameScheduler, FrameSignal } from './helpers/frame-signal';
export { Dec } from './helpers/decimal';

// ---- Domain types of spec 000 §3 and 001 §3, with the code tables of 000 §9 -------------
// Added as one block; the UTA and classic plan-type tables stay apart (DESIGN §5).
export {
  KLINE_DEFAULT_LIMIT,
  KLINE_MAX_LIMIT,
  chartPriceScale,
  isLatestTradeRow,
  isMarketEntry,
  klineBarFromRow,
  toChartSymbolEntry,
} from './domain/market-data';
export type {
  CandlePush,
  ChartSymbolEntry,
  KlineBar,
  KlineListRow,
  KlineRequest,
  LatestTradeRow,
  MarketEntry,
} from './domain/market-data';
export {
  ORDER_BOOK_TOTAL_TYPES,
  ORDER_BOOK_VIEW_DEFAULTS,
  ORDER_BOOK_VIEW_MODES,
} from './domain/order-book-view';
export type {
  DeepRatio,
  OrderBookLevel,
  OrderBookLevelSide,
  OrderBookTotalType,
  OrderBookView,
  OrderBookViewMode,
  OrderBookViewRow,
} from './domain/order-book-view';
export {
  OCO_TRIGGER_RESULTS,
  ORDER_TYPES,
  ORDER_TYPE_TRAITS,
  baseOrderType,
  isOrderType,
} from './domain/order-types';
export type { OcoTriggerResult, OrderType, OrderTypeTraits } from './domain/order-types';
export {
  ORDER_LIST_PAGE_SIZE,
  SPECIAL_TRADE_FROM,
  SPOT_CONTRACT_TYPE,
  UTA_ORDER_STATUSES,
  UTA_PLAN_TYPES,
  isUtaOrderStatus,
  isUtaPlanType,
  mapUtaOrderStatus,
} from './domain/uta-order';
export type {
  SpecialTradeFrom,
  UnifiedOpenOrderRow,
  UnifiedOpenOrdersRequest,
  UnifiedOpenOrdersResult,
  UtaOrderStatus,
  UtaOrdersRequest,
  UtaPlanType,
} from './domain/uta-order';
export { CLASSIC_PLAN_TYPES } from './domain/classic-order';
export type {
  ClassicCancelAllOrdersRequest,
  ClassicCancelAllPlanOrdersRequest,
  ClassicCancelOrderRequest,
  ClassicCancelPlanOrderRequest,
  ClassicOpenOrdersRequest,
  ClassicOrderModifyRequest,
  ClassicPlanOrderModifyRequest,
  ClassicPlanType,
  QuickLimitOrderCreateRequest,
} from './domain/classic-order';
export { normalizeClassicFill, normalizeUtaFill } from './domain/trade';
export type {
  AvgPriceResult,
  ClassicAvgPriceRequest,
  ClassicAvgPriceResult,
  ClassicTradeFill,
  ClassicTradeInfoRequest,
  ClassicTradeInfoResult,
  FillSide,
  TradeFill,
  UtaAvgPriceRequest,
  UtaAvgPriceResult,
  UtaTradeFill,
  UtaTradeInfoRequest,
  UtaTradeInfoResult,
} from './domain/trade';
export {
  GRID_CLOSE_REASONS,
  GRID_LIST_STATUS,
  GRID_ORDERS_REFRESH_MS,
  GRID_STRATEGY_STATES,
  STRATEGY_PAGE_SIZE,
  STRATEGY_TYPES,
  gridListOf,
  gridSpacing,
  gridLevels,
  gridTones,
  MAX_GRID_LINES,
  STRATEGY_ORDER_STATUS,
  normalizeGridListStatus,
  strategyOfOrder,
} from './domain/strategy';
export type {
  BatchOrderCreateRequest,
  GridCreateRequest,
  IcebergCreateRequest,
  StrategyStopRequest,
  TwapCreateRequest,
  GridCloseReason,
  GridListStatus,
  GridSettings,
  GridSpacing,
  GridStrategyOrder,
  GridStrategyState,
  StrategyListRequest,
  StrategyOrder,
  StrategyType,
} from './domain/strategy';
export {
  AVG_LINE_DAY_CHOICES,
  CHART_SETTINGS_AUTOSAVE,
  CLASSIC_AVG_DAY_SPAN_CAP,
  DEFAULT_AVG_LINE_DAYS,
  DEFAULT_CHART_INTERVAL,
  DEFAULT_KLINE_TYPE,
  KLINE_TYPES,
  TOOLBAR_FAVOURITE_INTERVALS,
  avgLineDaysLabel,
  isChartSettingSaveDue,
  parseSavedChartSetting,
  readChartPreferences,
} from './domain/chart-settings';
export type {
  AvgLineDays,
  ChartDisplaySettings,
  KlineConfigResult,
  KlineType,
  PersistedChartPreferences,
  SavedChartSetting,
  SetKlineConfigRequest,
} from './domain/chart-settings';
export { BALANCE_TIMING, isUnlimitedQuota, utaQuotaCap } from './domain/balance';
export type {
  ClassicInnovationQuota,
  ClassicInnovationQuotas,
  DemoRechargeRequest,
  DemoRechargeResult,
  DemoWalletBalance,
  UnifiedAssetRequest,
  UnifiedBalances,
  UtaInnovationQuota,
  UtaInnovationQuotas,
} from './domain/balance';
export {
  LT_NAV_STATUS,
  LT_ORDER_RESULT_STATUS,
  LT_ORDER_TYPES,
  RISK_STATES,
  ltOrderOutcome,
  navDeviation,
  navPremium,
  navRiskExceeded,
} from './domain/lt';
export {
  SCALED_DISTRIBUTIONS,
  TOOL_LIMITS,
  TOOL_MESSAGE_KEYS,
  checkGrid,
  checkIceberg,
  checkScaled,
  checkTwap,
  gridCounterOrder,
  sliceSizes,
  toolMessageKeyOf,
  toolSymbolRules,
} from './domain/tool-checks';
export type {
  GridInput,
  GridPlan,
  GridSlot,
  GridType,
  IcebergInput,
  ScaledDistribution,
  ScaledInput,
  ScaledPlan,
  SlicedPlan,
  ToolBalances,
  ToolCheck,
  ToolCheckName,
  ToolCheckParams,
  ToolMessageKey,
  ToolRefusal,
  ToolSymbolRules,
  TwapInput,
  TwapPlan,
} from './domain/tool-checks';
export { externalToolLink, gateTool, gateTools, visiblePins } from './domain/tool-gates';
export { openExternalTool } from './helpers/external-tool';
export type { ExternalToolLink, ToolBlock, ToolGate } from './domain/tool-gates';
export {
  LT_MESSAGE_KEYS,
  checkLtRedemption,
  checkLtSubscription,
  ltMessageKeyOf,
} from './domain/lt-checks';
export type {
  LtCheckInput,
  LtCheckName,
  LtCheckParams,
  LtCheckResult,
  LtMessageKey,
} from './domain/lt-checks';
export type {
  AccountInfo,
  LtNavStatus,
  LtOrderResultStatus,
  LtOrderType,
  LtTokenOrder,
  RiskState,
} from './domain/lt';
export {
  FAVORITE_SYMBOLS_STORAGE_KEY,
  TRADE_GUIDE_STATES,
  TRADE_PREFERENCE_FLAGS,
  DEFAULT_TOOLS_PINNED,
  TOOLS_PINNED_PREF,
  readToolsPinnedList,
  readToolsPins,
  readTradePreferences,
} from './domain/preferences';
export type {
  PreferenceUpsertRequest,
  ToolsPinnedList,
  TradeGuideState,
  TradePreferenceFlag,
  TradePreferences,
} from './domain/preferences';
export {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_TIMING,
  isAnnouncementCategory,
  toAnnouncement,
} from './domain/announcement';
export type {
  Announcement,
  AnnouncementCategory,
  AnnouncementHit,
  AnnouncementQueryResult,
} from './domain/announcement';
export {
  H3_SDK_LEVELS,
  H3_SWITCH_CODES,
  NETWORK_ENVS,
  NETWORK_LOG_LEVELS,
  NETWORK_TIMING,
  isCountedCost,
  readH3Switch,
} from './domain/network-quality';
export type {
  H3SdkLevel,
  H3SwitchResponse,
  H3SwitchState,
  NetworkConfig,
  NetworkEnv,
  NetworkLogLevel,
  NetworkQualityRecord,
  PageStatusEvent,
  QualitySeries,
} from './domain/network-quality';

// ---- Requests of the endpoint map
export { TIME_IN_FORCE } from './api/requests';
export type {
  LoginRequest,
  LtRedeemRequest,
  LtSubscribeRequest,
  MonitoringReport,
  OcoLeg,
  OcoOrderCreateRequest,
  OrderCreateRequest,
  OrderHistoryRequest,
  PlanOrderCreateRequest,
  TimeInForce,
} from './api/requests';
export {
  ORDER_FEED_STATUSES,
  PLAN_FEED_STATUSES,
  PRIVATE_TOPICS,
  UTA_UPGRADE_DATA,
  isPrivateTopic,
  isPrivateTopicData,
  privateTopicKey,
} from './wire/private-topics';
export type {
  MatchFill,
  PrivateTopic,
  PrivateTopicData,
  UtaSpotOrder,
  UtaSpotTrade,
  UtaUpgradeMessage,
  WalletBalance,
} from './wire/private-topics';
// Private topics of leveraged-token orders and strategies (spec 000 §7).
export { LT_ORDER_TOPICS } from './wire/private-topics';
export type { StrategyTopicRow } from './wire/private-topics';
export {
  CANCEL_PLAN_TYPE,
  ORDER_FAMILIES,
  cancelCall,
  isPlanOrder,
  modifyCall,
  orderFamilyOf,
} from './domain/order-calls';
export type { CancelCall, ModifyCall, OrderFamily } from './domain/order-calls';
export {
  OPEN_ORDERS_PAGE_SIZE,
  fetchMoreOpenOrders,
  fetchOpenOrders,
} from './api/open-orders-fetch';
export type { OpenOrdersReply, OpenOrdersScope } from './api/open-orders-fetch';
export {
  STANDARD_ACCOUNT_LIMIT_CODE,
  TRADE_TRY_LIMIT_CODES,
  classifyCreateFailure,
  newClientOrderId,
} from './domain/create-failure';
export type { CreateFailure, TradeLimitState } from './domain/create-failure';
export { refusalText } from './helpers/refusal-text';
export type { RefusalTexts } from './helpers/refusal-text';
