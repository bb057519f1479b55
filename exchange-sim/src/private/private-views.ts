import type {
  BorrowInfo,
  MatchFill,
  Order,
  OrderStatus,
  UtaOrderStatus,
  UtaSpotOrder,
  UnifiedCoinBalance,
  UtaSpotTrade,
  WalletBalance,
} from '@spot/contracts';
import { UTA_PLAN_TYPES } from '@spot/contracts';
import { classicBalances, unifiedCoinList } from '../accounts/account-views';
import type { Accounts } from '../accounts/accounts';
import type { FillEvent, FillParty } from '../engine/types';
import { Dec } from '../lib/decimal';

/**
 * Pure mappings from the engine's records and events to the private topics' shapes
 * (spec 000 §3, §4). No state, no I/O.
 */

/** The classic feeds that carry orders. */
export type OrderTopic = 'order_new' | 'plan_order' | 'stop_limit_order' | 'oco_order';
export const ORDER_TOPICS: readonly OrderTopic[] = [
  'order_new',
  'plan_order',
  'stop_limit_order',
  'oco_order',
];

/**
 * The classic feed of an order: an ordinary order (no `planType`) on `order_new`, stop-limit
 * and OCO orders on their own feeds, every other plan order (conditional, trailing, TPSL) on
 * `plan_order`.
 */
export function classicTopicOf(order: Order): OrderTopic {
  switch (order.planType) {
    case undefined:
      return 'order_new';
    case UTA_PLAN_TYPES.stopLimit:
      return 'stop_limit_order';
    case UTA_PLAN_TYPES.oco:
      return 'oco_order';
    default:
      return 'plan_order';
  }
}

/** Open on the feeds: listed in a snapshot, added by a delta (spec 000 §4). */
const OPEN_STATUSES: ReadonlySet<OrderStatus> = new Set(['NEW', 'PARTIALLY_FILLED', 'ORDER_NEW']);

export function isOpenOrder(order: Order): boolean {
  return OPEN_STATUSES.has(order.status);
}

/**
 * The UTA feed status of an internal one: the inverse of `mapUtaOrderStatus` (spec 000 §4).
 * Statuses the engine never gives (UNKNOWN, PENDING_*) have none.
 */
const UTA_STATUS_OF: { readonly [S in OrderStatus]?: UtaOrderStatus } = {
  NEW: 'New',
  PARTIALLY_FILLED: 'PartiallyFilled',
  PARTIALLY_FILLED_CANCELED: 'PartiallyFilledCanceled',
  FILLED: 'Filled',
  CANCELED: 'Cancelled',
  REJECTED: 'Rejected',
  ORDER_NEW: 'Untriggered',
  ORDER_FILLED: 'Triggered',
  ORDER_CANCELED: 'Cancelled',
  ORDER_REJECTED: 'Rejected',
};

/**
 * An order as `user.uta.spot.order` carries it, or null for a status the feed has no name
 * for. `deactivated`: an OCO leg cancelled because its sibling triggered.
 */
export function utaOrderOf(order: Order, deactivated = false): UtaSpotOrder | null {
  const status =
    deactivated && order.status === 'ORDER_CANCELED' ? 'Deactivated' : UTA_STATUS_OF[order.status];
  return status === undefined ? null : { ...order, status };
}

/** One side of a fill, seen by the user it belongs to. */
export interface UserFill {
  readonly fill: FillEvent;
  readonly party: FillParty;
  /** The type of the party's order (LIMIT, MARKET). */
  readonly orderType: string;
}

/** A fill on `match` (spec 000 §3 classic fill; `tradeId` is the execution id). */
export function matchFillOf({ fill, party, orderType }: UserFill): MatchFill {
  return {
    tradeId: fill.execId,
    symbolId: fill.symbolId,
    orderId: party.orderId,
    matchTime: fill.time,
    side: party.side,
    price: fill.price,
    amount: fill.amount,
    quantity: fill.qty,
    tokenFee: party.fee,
    orderType,
  };
}

/** A fill on `user.uta.spot.trade` (spec 000 §3 UTA fill; `version` is the execution id). */
export function utaTradeOf({ fill, party, orderType }: UserFill): UtaSpotTrade {
  return {
    version: fill.execId,
    symbolId: fill.symbolId,
    orderId: party.orderId,
    side: party.side === 'BUY' ? 'Buy' : 'Sell',
    type: orderType,
    execPrice: fill.price,
    execQty: fill.qty,
    amount: fill.amount,
    execFee: party.fee,
    liquidationType: '',
    execTime: fill.time,
  };
}

/** The user's wallet rows as the ledger has them now, of every token or only of `tokens`. */
export function walletBalances(
  accounts: Accounts,
  userId: string,
  tokens?: ReadonlySet<string>,
): WalletBalance[] {
  const rows = classicBalances(accounts.ledger, userId, accounts.valuation);
  return rows
    .filter((row) => tokens === undefined || tokens.has(row.tokenId))
    .map((row) => ({
      ...row,
      spotAvailableBalance: row.free,
      walletBalance: new Dec(row.free).plus(row.locked).toString(),
    }));
}

/** The UTA wallet rows (`user.unify.uta.wallet`) of `tokens`, or of every token. */
export function unifiedWallet(
  accounts: Accounts,
  userId: string,
  tokens?: ReadonlySet<string>,
): UnifiedCoinBalance[] {
  const rows = unifiedCoinList(
    accounts.ledger,
    userId,
    accounts.valuation,
    accounts.margin.view(userId),
  );
  return rows.filter((row) => tokens === undefined || tokens.has(row.tokenId));
}

/**
 * What each coin owes (`user.unify.usdc.borrowInfo`): the principal and interest of its loans
 * still owed, accrued to now, and the hourly rate of the newest of them; a coin whose loans
 * are paid off is listed at zero when `tokens` names it, so a delta clears it.
 */
export function borrowInfo(
  accounts: Accounts,
  userId: string,
  tokens?: ReadonlySet<string>,
): BorrowInfo[] {
  const byCoin = new Map<string, { principal: Dec; interest: Dec; rate: Dec }>();
  for (const loan of accounts.margin.loans(userId)) {
    if (loan.paidOffAt !== null) continue;
    const sum = byCoin.get(loan.token) ?? {
      principal: new Dec(0),
      interest: new Dec(0),
      rate: loan.hourlyRate,
    };
    byCoin.set(loan.token, {
      principal: sum.principal.plus(loan.principal),
      interest: sum.interest.plus(loan.interest),
      rate: loan.hourlyRate,
    });
  }
  const coins = tokens === undefined ? [...byCoin.keys()] : [...tokens];
  return coins.map((coin) => {
    const sum = byCoin.get(coin);
    return {
      coin,
      borrowSize: (sum?.principal ?? new Dec(0)).toString(),
      interest: (sum?.interest ?? new Dec(0)).toString(),
      hourlyRate: (sum?.rate ?? new Dec(0)).toString(),
    };
  });
}
