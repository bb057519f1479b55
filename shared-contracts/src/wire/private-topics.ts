import type { TokenBalance, UnifiedCoinBalance } from '../domain/account';
import type { DecimalString } from '../domain/decimal-string';
import type { LtTokenOrder } from '../domain/lt';
import type { BorrowInfo } from '../domain/margin';
import type { Order } from '../domain/order';
import type { GridStrategyOrder, StrategyOrder } from '../domain/strategy';
import type { ClassicTradeFill, UtaTradeFill } from '../domain/trade';
import type { UtaOrderStatus } from '../domain/uta-order';
import { isUtaOrderStatus } from '../domain/uta-order';
import {
  ORDER_BODY,
  isClassicTradeFill,
  isLtTokenOrder,
  isStrategyRow,
  isTokenBalance,
  isUnifiedCoinBalance,
  isUtaTradeFill,
} from './record-guards';
import {
  extending,
  isAmount,
  isSafeInteger,
  isString,
  listOf,
  oneOf,
  shapeOf,
  type Guard,
} from './shape';

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
 * | `user.unify.uta.wallet`    | `UnifiedCoinBalance[]`: every coin of a UTA wallet → coins changed   |
 * | `user.unify.usdc.borrowInfo` | `BorrowInfo[]`: what each coin owes → the coins a change moved     |
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
  'user.unify.uta.wallet',
  'user.unify.usdc.borrowInfo',
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
  readonly 'user.unify.uta.wallet': readonly UnifiedCoinBalance[];
  readonly 'user.unify.usdc.borrowInfo': readonly BorrowInfo[];
}

// Guards for the boundary, composed of the record guards replies use: a payload that fails
// one is reported and dropped.

const orderFeed = (statuses: readonly string[]): Guard<readonly Order[]> =>
  listOf(shapeOf<Order>({ ...ORDER_BODY, status: oneOf(...statuses) as Guard<Order['status']> }));

const isUtaSpotOrder = shapeOf<UtaSpotOrder>({
  ...ORDER_BODY,
  status: (v): v is UtaOrderStatus => isUtaOrderStatus(v),
});

const isMatchFill = extending<ClassicTradeFill, MatchFill>(isClassicTradeFill, {
  symbolId: isString,
  orderId: isString,
});

const isUtaSpotTrade = extending<UtaTradeFill, UtaSpotTrade>(isUtaTradeFill, {
  orderId: isString,
});

const isWalletBalance = extending<TokenBalance, WalletBalance>(isTokenBalance, {
  spotAvailableBalance: isAmount,
  walletBalance: isAmount,
});

const isUpgrade = shapeOf<UtaUpgradeMessage>({ code: isSafeInteger, data: isString });

const isBorrowInfo = shapeOf<BorrowInfo>({
  coin: isString,
  borrowSize: isAmount,
  interest: isAmount,
  hourlyRate: isAmount,
});

const PRIVATE_GUARDS: { readonly [T in PrivateTopic]: Guard<PrivateTopicData[T]> } = {
  order_new: orderFeed(ORDER_FEED_STATUSES),
  plan_order: orderFeed(PLAN_FEED_STATUSES),
  stop_limit_order: orderFeed(PLAN_FEED_STATUSES),
  oco_order: orderFeed(PLAN_FEED_STATUSES),
  match: listOf(isMatchFill),
  'user.uta.spot.order': listOf(isUtaSpotOrder),
  'user.uta.spot.trade': listOf(isUtaSpotTrade),
  'asset.spot-walletbalance': listOf(isWalletBalance),
  'user.uta.upgrade': isUpgrade,
  lt_order: listOf(isLtTokenOrder),
  'user.lt.order': listOf(isLtTokenOrder),
  strategy: listOf(isStrategyRow),
  'user.unify.uta.wallet': listOf(isUnifiedCoinBalance),
  'user.unify.usdc.borrowInfo': listOf(isBorrowInfo),
};

/** Runtime guard for the data of a private topic; a payload that fails it is dropped. */
export function isPrivateTopicData<T extends PrivateTopic>(
  topic: T,
  data: unknown,
): data is PrivateTopicData[T] {
  return PRIVATE_GUARDS[topic](data);
}
