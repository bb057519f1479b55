/** The matching engine's public face, for the HTTP layer, the journal and the market. */
export { Engine, MARKET_MAKER_USER_ID } from './engine';
export type { EngineOptions, EngineSymbolConfig } from './engine';
export type { Ledger } from './ledger';
export { UnlimitedLedger } from './unlimited-ledger';
export type { MakerDesk } from './maker-desk';
export type { BookSide, OrderBook } from './order-book';
export { MARKET_SLIPPAGE_PERCENT } from './market-rules';
export { ENGINE_REJECTIONS, REJECT_REASONS } from './reject-codes';
export type { RejectReason, Rejection } from './reject-codes';
export {
  ENGINE_RECORD_PREFIX,
  engineJournalModule,
  isJournaled,
  toJournalRecords,
} from './journal-records';
export type { EngineJournalRecord } from './journal-records';
export type { EngineSnapshot } from './restore';
export type {
  BookLevelEvent,
  BulkResult,
  CancelAllCommand,
  CancelAllPlanCommand,
  CommandResult,
  CreateType,
  EngineEvent,
  EngineListener,
  Execution,
  FillEvent,
  FillParty,
  MarketUnit,
  ModifyOrderCommand,
  ModifyPlanOrderCommand,
  OcoLegSpec,
  Order,
  OrderEvent,
  OrderRef,
  OrderState,
  PlaceOcoCommand,
  PlaceOrderCommand,
  PlacePlanOrderCommand,
  PlanOrderEvent,
  PlanState,
  TimeInForce,
  TradeEvent,
  Transfer,
  TransfersEvent,
} from './types';
