import type { DecimalString, Order, OrderSide, OrderStatus } from '@spot/contracts';
import type { RejectReason, Rejection } from './reject-codes';

/**
 * Public types of the matching engine: the commands the HTTP layer sends, what they return,
 * and the events every operation causes. Everything here is plain data; decimals are strings.
 */

export type { Order, OrderSide, OrderStatus, RejectReason, Rejection };

/** How long a limit order works: good till cancelled, immediate or cancel, post only. */
export type TimeInForce = 'GTC' | 'IOC' | 'POST_ONLY';
/** What a market order's size counts: base quantity or quote amount. */
export type MarketUnit = 'baseCoin' | 'quoteCoin';
/** How an order executes once it works (a plan order: once triggered). */
export type Execution = 'limit' | 'market';
/**
 * Plan orders the engine keeps until the last price triggers them. `tpsl`: a take-profit or
 * stop-loss leg placed for a limit order's attached TP/SL once that order is done.
 */
export type PlanKind = 'conditional' | 'stopLimit' | 'oco' | 'trailing' | 'tpsl';
/** Book side of a resting entry. */
export type BookSideName = 'bid' | 'ask';
/** A plan order fires when the last price rises to its trigger or falls to it. */
export type TriggerDirection = 'rise' | 'fall';
/** The two legs of an OCO order. */
export type OcoLeg = 'TP' | 'SL';

/** Where an attached TP/SL stands: see `AttachedTpslState`. */
export type AttachedTpslStatus = 'pending' | 'placed' | 'canceled' | 'failed';

/** Identifies one of a user's orders: by `orderId`, else by `clientOrderId`. */
export interface OrderRef {
  readonly userId: string;
  readonly orderId?: string;
  readonly clientOrderId?: string;
}

/** Creates a limit or market order. Sizes are decimal strings at the symbol's precision. */
export interface PlaceOrderCommand {
  readonly userId: string;
  readonly symbolId: string;
  /** Unique per user; a repeat returns the existing order. Generated when absent. */
  readonly clientOrderId?: string;
  readonly side: OrderSide;
  readonly type: 'LIMIT' | 'MARKET';
  /** Limit price (LIMIT only). */
  readonly price?: DecimalString;
  /** Base quantity: a limit order, or a market order by `baseCoin`. */
  readonly qty?: DecimalString;
  /** Quote amount of a market order by `quoteCoin`. */
  readonly amount?: DecimalString;
  /** MARKET only; default `baseCoin`. */
  readonly marketUnit?: MarketUnit;
  /** LIMIT only; default GTC. */
  readonly timeInForce?: TimeInForce;
  /**
   * LIMIT only: a take-profit leg attached to the order (trigger above the limit price for a
   * buy, below it for a sell). With `stopLoss`, placed as TPSL plan orders once the order is
   * done (see the engine README, "Attached TP/SL").
   */
  readonly takeProfit?: OcoLegSpec;
  /** LIMIT only: a stop-loss leg (trigger below the limit price for a buy, above for a sell). */
  readonly stopLoss?: OcoLegSpec;
  /**
   * A spot-margin order (spec 000 §3 `isLeverage`). The engine records the flag; whether the
   * account may place one is the caller's check (the HTTP layer knows the account).
   */
  readonly isLeverage?: boolean;
  /**
   * The tool that placed the order (spec 000 §3 `createType`): an iceberg's slice or a TWAP's
   * child. Recorded on the order and kept across a restart; absent for a trader's own order.
   */
  readonly createType?: CreateType;
}

/** Tools that place orders for a trader (spec 000 §3 `createType`). */
export type CreateType = 'CreateByIceBerg' | 'CreateByTWAP';

/** Creates a conditional, stop-limit or trailing-stop order. */
export interface PlacePlanOrderCommand {
  readonly userId: string;
  readonly symbolId: string;
  readonly clientOrderId?: string;
  readonly side: OrderSide;
  readonly kind: 'conditional' | 'stopLimit' | 'trailing';
  /** How the triggered order executes; a trailing stop always executes at market. */
  readonly execution: Execution;
  /** Conditional and stop-limit: the last price that triggers the order. */
  readonly triggerPrice?: DecimalString;
  /** Limit price of the triggered order (execution `limit`). */
  readonly price?: DecimalString;
  readonly qty?: DecimalString;
  /** Quote amount of a market buy by `quoteCoin`. */
  readonly amount?: DecimalString;
  readonly marketUnit?: MarketUnit;
  /** Trailing: the last price that starts the tracking (absent: tracks from placement). */
  readonly activationPrice?: DecimalString;
  /** Trailing: the retrace that triggers, in percent of the best price ("1.5" = 1.5 %). */
  readonly trailingPercentage?: DecimalString;
  /** Trailing: the retrace that triggers, as a price distance. */
  readonly trailingValue?: DecimalString;
}

/** One leg of an OCO order. */
export interface OcoLegSpec {
  readonly triggerPrice: DecimalString;
  readonly execution: Execution;
  /** Limit price when `execution` is `limit`. */
  readonly price?: DecimalString;
}

/** Creates an OCO order: a take-profit and a stop-loss leg; one triggering cancels the other. */
export interface PlaceOcoCommand {
  readonly userId: string;
  readonly symbolId: string;
  readonly clientOrderId?: string;
  readonly side: OrderSide;
  readonly qty: DecimalString;
  readonly takeProfit: OcoLegSpec;
  readonly stopLoss: OcoLegSpec;
}

/** Changes a resting limit order: a new price loses queue priority, a smaller quantity keeps it. */
export interface ModifyOrderCommand extends OrderRef {
  readonly price?: DecimalString;
  readonly qty?: DecimalString;
}

/** Changes a working plan order. */
export interface ModifyPlanOrderCommand extends OrderRef {
  readonly triggerPrice?: DecimalString;
  readonly price?: DecimalString;
  readonly qty?: DecimalString;
  readonly activationPrice?: DecimalString;
  readonly trailingPercentage?: DecimalString;
  readonly trailingValue?: DecimalString;
}

/** Cancels a user's open orders: of the listed symbols, or of every pair when absent. */
export interface CancelAllCommand {
  readonly userId: string;
  readonly symbolIds?: readonly string[];
  /** Orders left working whatever else is cancelled (a tool's orders), by client order id. */
  readonly keep?: (clientOrderId: string) => boolean;
}

/** Cancels a user's working plan orders, optionally only of some UTA plan types. */
export interface CancelAllPlanCommand extends CancelAllCommand {
  readonly planTypes?: readonly number[];
}

/** What a single-order command returns. */
export type CommandResult =
  | {
      readonly kind: 'accepted';
      /** The order after the command (an OCO: its take-profit leg). */
      readonly order: Order;
      /** Every order the command created or changed (both OCO legs). */
      readonly orders: readonly Order[];
      readonly events: readonly EngineEvent[];
    }
  | {
      /** A create whose `clientOrderId` the user already used: the existing order, no events. */
      readonly kind: 'duplicate';
      readonly order: Order;
      readonly orders: readonly Order[];
      readonly events: readonly [];
    }
  | ({
      readonly kind: 'rejected';
      /** Present when the order was recorded as REJECTED (post-only that would take). */
      readonly order?: Order;
      readonly events: readonly EngineEvent[];
    } & Rejection);

/** What a cancel-all returns: the orders it cancelled. */
export interface BulkResult {
  readonly kind: 'accepted';
  readonly orders: readonly Order[];
  readonly events: readonly EngineEvent[];
}

/** Engine-side state of an ordinary order that the public `Order` does not show. */
export interface OrderState {
  readonly timeInForce: TimeInForce;
  /** Token and amount still held for the order (0 once it is done). */
  readonly heldToken: string;
  readonly held: DecimalString;
  /** Queue position of a resting order (lower is earlier), else null. */
  readonly queue: number | null;
  /** The plan order whose trigger created this order. */
  readonly parentOrderId?: string;
  readonly rejectReason?: RejectReason;
  /** The TP/SL attached to a limit order. */
  readonly tpsl?: AttachedTpslState;
}

/** A limit order's attached TP/SL as journaled with it; prices are decimal strings. */
export interface AttachedTpslState {
  readonly takeProfit?: OcoLegSpec;
  readonly stopLoss?: OcoLegSpec;
  /**
   * `pending` until the order is done; then `placed` (the TPSL legs `legIds` exist),
   * `canceled` (it ended with nothing filled) or `failed` (the free balance covered no leg).
   */
  readonly status: AttachedTpslStatus;
  readonly legIds?: readonly string[];
  /** A buy's fees so far, in base (absent: none); its legs sell what arrived net of them. */
  readonly baseFee?: string;
}

/** Engine-side state of a plan order. */
export interface PlanState {
  readonly kind: PlanKind;
  readonly execution: Execution;
  readonly direction: TriggerDirection;
  readonly heldToken: string;
  readonly held: DecimalString;
  /** Arrival order among plan orders (triggers fire in it). */
  readonly seq: number;
  readonly trailingActive?: boolean;
  /** Trailing: best last price since activation. */
  readonly trailingExtreme?: DecimalString;
  readonly ocoLeg?: OcoLeg;
  readonly ocoSiblingId?: string;
  /** The order the trigger created. */
  readonly childOrderId?: string;
  /** A TPSL leg: the limit order it was attached to. */
  readonly parentOrderId?: string;
}

/** An ordinary order was created or changed; `order` is its full record after the change. */
export interface OrderEvent {
  readonly type: 'order';
  readonly userId: string;
  readonly order: Order;
  readonly state: OrderState;
}

/** A plan order was created, changed, triggered (ORDER_FILLED), cancelled or rejected. */
export interface PlanOrderEvent {
  readonly type: 'planOrder';
  readonly userId: string;
  readonly order: Order;
  readonly state: PlanState;
}

/** One side of a fill. */
export interface FillParty {
  readonly userId: string;
  readonly orderId: string;
  readonly side: OrderSide;
  readonly isMaker: boolean;
  /** Fee taken from what this side received, in `feeToken`. */
  readonly fee: DecimalString;
  readonly feeToken: string;
}

/** A match between a taker and a resting order. */
export interface FillEvent {
  readonly type: 'fill';
  readonly symbolId: string;
  readonly execId: string;
  readonly price: DecimalString;
  readonly qty: DecimalString;
  /** price × qty in quote. */
  readonly amount: DecimalString;
  readonly time: number;
  readonly taker: FillParty;
  readonly maker: FillParty;
}

/** A print for the public tape (`recently_trade`); `side` is the taker's. */
export interface TradeEvent {
  readonly type: 'trade';
  readonly symbolId: string;
  readonly execId: string;
  readonly execPrice: DecimalString;
  readonly execQty: DecimalString;
  readonly execTime: number;
  readonly side: 'Buy' | 'Sell';
}

/** The total size of a book level after an operation; "0" means the level is gone. */
export interface BookLevelEvent {
  readonly type: 'bookLevel';
  readonly symbolId: string;
  readonly side: BookSideName;
  readonly price: DecimalString;
  readonly size: DecimalString;
}

/** The ledger calls of an operation, in order: `[op, userId, token, amount]`. */
export type Transfer = readonly [
  op: 'hold' | 'release' | 'spendHeld' | 'credit',
  userId: string,
  token: string,
  amount: DecimalString,
];

/** Funds an operation moved (market-maker transfers are left out: its account is unlimited). */
export interface TransfersEvent {
  readonly type: 'transfers';
  readonly transfers: readonly Transfer[];
}

export type EngineEvent =
  OrderEvent | PlanOrderEvent | FillEvent | TradeEvent | BookLevelEvent | TransfersEvent;

/** Receives the events of every operation, in order, after the operation is complete. */
export type EngineListener = (events: readonly EngineEvent[]) => void;
