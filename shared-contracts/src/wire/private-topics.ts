import type { TokenBalance } from '../domain/account';
import type { DecimalString } from '../domain/decimal-string';
import { isDecimalString, isNonNegativeDecimalString } from '../domain/decimal-string';
import type { LtTokenOrder } from '../domain/lt';
import { LT_ORDER_TYPES } from '../domain/lt';
import type { Order } from '../domain/order';
import { ORDER_SIDES } from '../domain/order';
import type { GridStrategyOrder, StrategyOrder } from '../domain/strategy';
import { GRID_CLOSE_REASONS, GRID_STRATEGY_STATES } from '../domain/strategy';
import type { ClassicTradeFill, UtaTradeFill } from '../domain/trade';
import type { UtaOrderStatus } from '../domain/uta-order';
import { isUtaOrderStatus } from '../domain/uta-order';

/**
 * Private topics of `/realtime_w` (spec 000 §7 names, spec 000 §3 shapes, DESIGN §5): only on
 * a socket whose upgrade carried a live session, and only ever with that user's own data.
 * They take no params, so a private topic's key is the topic itself (`privateTopicKey`).
 *
 * | topic                      | data (snapshot on subscribe → deltas after each durable change)     |
 * | -------------------------- | ------------------------------------------------------------------- |
 * | `order_new`                | `Order[]`: open ordinary orders → changed ordinary orders           |
 * | `plan_order`               | `Order[]`: waiting conditional and trailing orders → changes         |
 * | `stop_limit_order`         | `Order[]`: waiting stop-limit orders → changes                       |
 * | `oco_order`                | `Order[]`: waiting OCO legs → changes                                |
 * | `match`                    | `MatchFill[]`: `[]` → the user's fills (classic shape)               |
 * | `user.uta.spot.order`      | `UtaSpotOrder[]`: every open order, UTA statuses → changes           |
 * | `user.uta.spot.trade`      | `UtaSpotTrade[]`: `[]` → the user's fills (UTA shape)                |
 * | `asset.spot-walletbalance` | `WalletBalance[]`: every token → the tokens a change moved           |
 * | `user.uta.upgrade`         | `UtaUpgradeMessage`: no snapshot → each upgrade result (spec 001 §4) |
 * | `lt_order`                 | `LtTokenOrder[]`: the LT orders, newest first → `[order]` per change |
 * | `user.lt.order`            | as `lt_order` (the UTA name, spec 000 §7)                            |
 * | `strategy`                 | `StrategyTopicRow[]`: grid bots and strategy orders → changed rows   |
 *
 * An LT order's delta is sent when it is accepted (status 2, processing) and when it completes
 * (`LT_ORDER_RESULT_STATUS`: 1 success, 3 failure; spec 000 §4).
 */
export const PRIVATE_TOPICS = [
  'order_new',
  'plan_order',
  'stop_limit_order',
  'oco_order',
  'match',
  'user.uta.spot.order',
  'user.uta.spot.trade',
  'asset.spot-walletbalance',
  'user.uta.upgrade',
  'lt_order',
  'user.lt.order',
  'strategy',
] as const;
export type PrivateTopic = (typeof PRIVATE_TOPICS)[number];

const PRIVATE_TOPIC_SET: ReadonlySet<string> = new Set(PRIVATE_TOPICS);

export function isPrivateTopic(topic: unknown): topic is PrivateTopic {
  return typeof topic === 'string' && PRIVATE_TOPIC_SET.has(topic);
}

/** The key of a private subscription: the topic alone, as private topics take no params. */
export function privateTopicKey(topic: PrivateTopic): string {
  return topic;
}

/** Statuses on `order_new` (spec 000 §4): NEW adds, PARTIALLY_FILLED replaces, others remove. */
export const ORDER_FEED_STATUSES = [
  'NEW',
  'PARTIALLY_FILLED',
  'FILLED',
  'CANCELED',
  'PARTIALLY_FILLED_CANCELED',
  'REJECTED',
] as const;

/** Statuses on the plan feeds (spec 000 §4): ORDER_NEW adds, the others remove. */
export const PLAN_FEED_STATUSES = [
  'ORDER_NEW',
  'ORDER_FILLED',
  'ORDER_CANCELED',
  'ORDER_REJECTED',
] as const;

/**
 * An order on `user.uta.spot.order`: the `Order` record with a UTA feed status, the inverse of
 * `mapUtaOrderStatus`. `planType` (a `UTA_PLAN_TYPES` code) is present on plan orders only and
 * is what tells the mapping a plan order apart. An OCO leg cancelled because its sibling
 * triggered is `Deactivated`; a cancel by the user is `Cancelled`.
 */
export interface UtaSpotOrder extends Omit<Order, 'status'> {
  readonly status: UtaOrderStatus;
}

/**
 * A fill on `match`: the classic fill of spec 000 §3, plus the symbol and the user's order it
 * belongs to (a feed over every pair is unusable without them).
 */
export interface MatchFill extends ClassicTradeFill {
  readonly symbolId: string;
  readonly orderId: string;
}

/** A fill on `user.uta.spot.trade`: the UTA fill of spec 000 §3 (`version` is the trade id). */
export interface UtaSpotTrade extends UtaTradeFill {
  readonly orderId: string;
}

/**
 * One token on `asset.spot-walletbalance`: the classic balance row with the UTA names beside it
 * (spec 000 §3: free, UTA spotAvailableBalance), so either kind of account reads it.
 */
export interface WalletBalance extends TokenBalance {
  /** Equals `free`. */
  readonly spotAvailableBalance: DecimalString;
  /** `free` + `locked`. */
  readonly walletBalance: DecimalString;
}

/** Data of the upgrade push (spec 001 §4): with `code` 200, `data` says what happened. */
export interface UtaUpgradeMessage {
  readonly code: number;
  readonly data: string;
}

/** Values of `UtaUpgradeMessage.data` the page acts on; any other is a failure (spec 001 §4). */
export const UTA_UPGRADE_DATA = { done: '0', inProgress: '3400324' } as const;

/** The LT order topic of each account family (spec 000 §6: UTA changes the topics used). */
export const LT_ORDER_TOPICS = { classic: 'lt_order', uta: 'user.lt.order' } as const;

/** A row on `strategy`: a `strategyList` row, a grid bot or a tool's strategy order. */
export type StrategyTopicRow = GridStrategyOrder | StrategyOrder;

export interface PrivateTopicData {
  readonly order_new: readonly Order[];
  readonly plan_order: readonly Order[];
  readonly stop_limit_order: readonly Order[];
  readonly oco_order: readonly Order[];
  readonly match: readonly MatchFill[];
  readonly 'user.uta.spot.order': readonly UtaSpotOrder[];
  readonly 'user.uta.spot.trade': readonly UtaSpotTrade[];
  readonly 'asset.spot-walletbalance': readonly WalletBalance[];
  readonly 'user.uta.upgrade': UtaUpgradeMessage;
  readonly lt_order: readonly LtTokenOrder[];
  readonly 'user.lt.order': readonly LtTokenOrder[];
  readonly strategy: readonly StrategyTopicRow[];
}

// Guards for the boundary: a payload that fails one is logged and dropped.

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SIDES: ReadonlySet<unknown> = new Set(ORDER_SIDES);
const amounts = (v: Record<string, unknown>, keys: readonly string[]): boolean =>
  keys.every((k) => isNonNegativeDecimalString(v[k]));
const optionalAmounts = (v: Record<string, unknown>, keys: readonly string[]): boolean =>
  keys.every((k) => v[k] === undefined || isNonNegativeDecimalString(v[k]));

/** The fields every order record has, whatever its status table. */
function isOrderBody(v: Record<string, unknown>): boolean {
  return (
    typeof v.orderId === 'string' &&
    typeof v.clientOrderId === 'string' &&
    typeof v.symbolId === 'string' &&
    SIDES.has(v.side) &&
    typeof v.type === 'string' &&
    amounts(v, ['price', 'origQty', 'executedQty']) &&
    optionalAmounts(v, [
      'triggerPrice',
      'activationPrice',
      'trailingPercentage',
      'trailingValue',
      'amount',
      'orderQtyForView',
      'executedValue',
    ]) &&
    (v.planType === undefined || Number.isSafeInteger(v.planType)) &&
    (v.ocoLeg === undefined || v.ocoLeg === 'TP' || v.ocoLeg === 'SL') &&
    (v.ocoSiblingId === undefined || typeof v.ocoSiblingId === 'string') &&
    typeof v.time === 'number'
  );
}

function ordersWith(statuses: readonly string[]): Guard<readonly Order[]> {
  const allowed: ReadonlySet<unknown> = new Set(statuses);
  return (v): v is readonly Order[] =>
    Array.isArray(v) && v.every((o) => isRecord(o) && isOrderBody(o) && allowed.has(o.status));
}

const isUtaOrders: Guard<readonly UtaSpotOrder[]> = (v): v is readonly UtaSpotOrder[] =>
  Array.isArray(v) && v.every((o) => isRecord(o) && isOrderBody(o) && isUtaOrderStatus(o.status));

function isMatchFill(v: unknown): v is MatchFill {
  return (
    isRecord(v) &&
    typeof v.tradeId === 'string' &&
    typeof v.symbolId === 'string' &&
    typeof v.orderId === 'string' &&
    typeof v.matchTime === 'number' &&
    SIDES.has(v.side) &&
    amounts(v, ['price', 'amount', 'quantity']) &&
    isDecimalString(v.tokenFee) &&
    typeof v.orderType === 'string'
  );
}

function isUtaTrade(v: unknown): v is UtaSpotTrade {
  return (
    isRecord(v) &&
    typeof v.version === 'string' &&
    typeof v.symbolId === 'string' &&
    typeof v.orderId === 'string' &&
    (v.side === 'Buy' || v.side === 'Sell') &&
    typeof v.type === 'string' &&
    amounts(v, ['execPrice', 'execQty', 'amount']) &&
    isDecimalString(v.execFee) &&
    typeof v.liquidationType === 'string' &&
    typeof v.execTime === 'number'
  );
}

function isWalletBalance(v: unknown): v is WalletBalance {
  return (
    isRecord(v) &&
    typeof v.tokenId === 'string' &&
    amounts(v, [
      'free',
      'locked',
      'transferLimit',
      'occAssetUSDTValue',
      'spotAvailableBalance',
      'walletBalance',
    ])
  );
}

const listOf =
  <T>(item: (v: unknown) => v is T): Guard<readonly T[]> =>
  (v): v is readonly T[] =>
    Array.isArray(v) && v.every(item);

const isUpgrade: Guard<UtaUpgradeMessage> = (v): v is UtaUpgradeMessage =>
  isRecord(v) && Number.isSafeInteger(v.code) && typeof v.data === 'string';

const LT_TYPES: ReadonlySet<unknown> = new Set(Object.values(LT_ORDER_TYPES));
const optionalNumbers = (v: Record<string, unknown>, keys: readonly string[]): boolean =>
  keys.every((k) => v[k] === undefined || typeof v[k] === 'number');

function isLtTokenOrder(v: unknown): v is LtTokenOrder {
  return (
    isRecord(v) &&
    typeof v.orderId === 'string' &&
    LT_TYPES.has(v.orderType) &&
    isNonNegativeDecimalString(v.orderQuantity) &&
    Number.isSafeInteger(v.status) &&
    (v.symbol === undefined || typeof v.symbol === 'string') &&
    optionalNumbers(v, ['createdTime', 'updatedTime']) &&
    optionalAmounts(v, ['nav', 'filledQuantity', 'filledAmount']) &&
    (v.warnings === undefined ||
      (Array.isArray(v.warnings) && v.warnings.every((w) => typeof w === 'string')))
  );
}

const STRATEGY_STATES: ReadonlySet<unknown> = new Set(GRID_STRATEGY_STATES);
const CLOSE_REASONS: ReadonlySet<unknown> = new Set(GRID_CLOSE_REASONS);

function isStrategyRow(v: unknown): v is StrategyTopicRow {
  return (
    isRecord(v) &&
    typeof v.strategyId === 'string' &&
    typeof v.strategyType === 'string' &&
    typeof v.symbol === 'string' &&
    typeof v.category === 'string' &&
    Number.isSafeInteger(v.status) &&
    (v.state === undefined || STRATEGY_STATES.has(v.state)) &&
    (v.closeReason === undefined || CLOSE_REASONS.has(v.closeReason)) &&
    optionalAmounts(v, ['size', 'executedSize'])
  );
}

const PRIVATE_GUARDS: { readonly [T in PrivateTopic]: Guard<PrivateTopicData[T]> } = {
  order_new: ordersWith(ORDER_FEED_STATUSES),
  plan_order: ordersWith(PLAN_FEED_STATUSES),
  stop_limit_order: ordersWith(PLAN_FEED_STATUSES),
  oco_order: ordersWith(PLAN_FEED_STATUSES),
  match: listOf(isMatchFill),
  'user.uta.spot.order': isUtaOrders,
  'user.uta.spot.trade': listOf(isUtaTrade),
  'asset.spot-walletbalance': listOf(isWalletBalance),
  'user.uta.upgrade': isUpgrade,
  lt_order: listOf(isLtTokenOrder),
  'user.lt.order': listOf(isLtTokenOrder),
  strategy: listOf(isStrategyRow),
};

/** Runtime guard for the data of a private topic; a payload that fails it is dropped. */
export function isPrivateTopicData<T extends PrivateTopic>(
  topic: T,
  data: unknown,
): data is PrivateTopicData[T] {
  return PRIVATE_GUARDS[topic](data);
}
