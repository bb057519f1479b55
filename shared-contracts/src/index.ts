/**
 * `@spot/contracts`: the only thing host and remotes share at build time (DESIGN §5).
 * Bundled by each app, never shared at run time: the host hands live objects through
 * `RemoteProps`.
 */
export { CONTRACT_VERSION, checkContractCompatibility, parseSemVer } from './version';
export type { CompatibilityResult, SemVer } from './version';

export { isDecimalString, isNonNegativeDecimalString } from './domain/decimal-string';
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
} from './domain/account';
export { ORDER_KIND_CODES, ORDER_SIDES, ORDER_STATUS_GROUPS } from './domain/order';
export type { Order, OrderSide, OrderStatus } from './domain/order';

export { LOGGED_OUT_ROLES, RESTRICTIVE_COMPLIANCE, deriveRoles } from './session';
export type { Roles, Session } from './session';

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
export { groupLevels, isMergeStep } from './wire/group-levels';

export { API_ERROR_CODES, readEnvelope } from './api/envelope';
export type { ApiResult, CodeEnvelope, EnvelopeKind, RetCodeEnvelope } from './api/envelope';
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
export { normalizeNumericInput } from './helpers/numeric-input';
export type { NumericInputOptions, NumericInputResult } from './helpers/numeric-input';
export { formatCompact } from './helpers/compact-units';
export { formatDecimal, formatPrice } from './helpers/price-display';
export { applyBookMessage, compareDecimalStrings } from './wire/book-reducer';
export type { BookApplyResult, BookLevels } from './wire/book-reducer';
export { createFrameSignal, defaultFrameScheduler } from './helpers/frame-signal';
export type { FrameScheduler, FrameSignal } from './helpers/frame-signal';
export { Dec } from './helpers/decimal';
