import type { OrderStatus } from './order';

/**
 * Plan-type codes of the unified (UTA) order queries and feeds (spec 000 §9, §7 getUTAOrders).
 * Not the classic `plan_type` of modify and cancel (`CLASSIC_PLAN_TYPES`): the spec keeps the
 * two tables apart and so do we (DESIGN §5).
 */
export const UTA_PLAN_TYPES = {
  conditional: 1,
  stopLimit: 8,
  oco: 10,
  tpsl: 11,
  trailingStop: 4,
  trailingProfit: 5,
} as const;
export type UtaPlanType = (typeof UTA_PLAN_TYPES)[keyof typeof UTA_PLAN_TYPES];

const UTA_PLAN_TYPE_CODES: ReadonlySet<number> = new Set(Object.values(UTA_PLAN_TYPES));

/** True for a UTA plan type (conditional, stop-limit, OCO, TPSL, trailing stop or profit). */
export function isUtaPlanType(planType: unknown): planType is UtaPlanType {
  return typeof planType === 'number' && UTA_PLAN_TYPE_CODES.has(planType);
}

/** Origin filter of the UTA order query, `specialTradeFrom` (spec 000 §9). */
export const SPECIAL_TRADE_FROM = { all: 0, ordinary: 1, block: 2 } as const;
export type SpecialTradeFrom = (typeof SPECIAL_TRADE_FROM)[keyof typeof SPECIAL_TRADE_FROM];

/** `contractType` of the UTA chart trade-info and average-price calls: spot (spec 000 §9). */
export const SPOT_CONTRACT_TYPE = 6;

/** Page size of the order lists (spec 000 §9). */
export const ORDER_LIST_PAGE_SIZE = 100;

/** Order statuses of the UTA order feed (spec 000 §4). */
export const UTA_ORDER_STATUSES = [
  'New',
  'PartiallyFilled',
  'PartiallyFilledCanceled',
  'Filled',
  'Cancelled',
  'Rejected',
  'Untriggered',
  'Triggered',
  'Deactivated',
] as const;
export type UtaOrderStatus = (typeof UTA_ORDER_STATUSES)[number];

const UTA_ORDER_STATUS_SET: ReadonlySet<string> = new Set(UTA_ORDER_STATUSES);

/** Guard for the feed boundary: an unknown status is dropped, never mapped. */
export function isUtaOrderStatus(value: unknown): value is UtaOrderStatus {
  return typeof value === 'string' && UTA_ORDER_STATUS_SET.has(value);
}

/** Internal status per UTA feed status: `[plan order, ordinary order]` (spec 000 §4). */
const UTA_STATUS_MAP: { readonly [S in UtaOrderStatus]: readonly [OrderStatus, OrderStatus] } = {
  New: ['NEW', 'NEW'],
  PartiallyFilled: ['PARTIALLY_FILLED', 'PARTIALLY_FILLED'],
  PartiallyFilledCanceled: ['PARTIALLY_FILLED_CANCELED', 'PARTIALLY_FILLED_CANCELED'],
  Filled: ['FILLED', 'FILLED'],
  Cancelled: ['ORDER_CANCELED', 'CANCELED'],
  Rejected: ['ORDER_REJECTED', 'REJECTED'],
  Untriggered: ['ORDER_NEW', 'ORDER_NEW'],
  Triggered: ['ORDER_FILLED', 'ORDER_FILLED'],
  Deactivated: ['ORDER_CANCELED', 'ORDER_CANCELED'],
};

/**
 * The internal status of a UTA feed status (spec 000 §4). Only Cancelled and Rejected depend on
 * the order kind: a plan order (any `UTA_PLAN_TYPES` code, see `isUtaPlanType`) gets the
 * `ORDER_` status, an ordinary one the plain status.
 */
export function mapUtaOrderStatus(utaStatus: UtaOrderStatus, isPlanOrder: boolean): OrderStatus {
  const [plan, ordinary] = UTA_STATUS_MAP[utaStatus];
  return isPlanOrder ? plan : ordinary;
}

/** getUTAOrders request (spec 000 §7); token ids only when not showing all pairs. */
export interface UtaOrdersRequest {
  readonly planType: UtaPlanType;
  readonly specialTradeFrom: SpecialTradeFrom;
  readonly limit: number;
  readonly baseTokenId?: string;
  readonly quoteTokenId?: string;
}

/**
 * A row of the unified open-orders query (spec 000 §3). Only the abbreviated fields the spec
 * names are typed; the rest of the row is passed through unread.
 */
export interface UnifiedOpenOrderRow {
  /** Market type. */
  readonly mtp: string;
  /** Symbol name. */
  readonly syb: string;
  /** Plan type, a `UTA_PLAN_TYPES` code; absent or another number for an ordinary order. */
  readonly pltp?: number;
}

/** POST /unified/integrated/v5/queryOpenOrders payload (spec 000 §7). */
export interface UnifiedOpenOrdersRequest {
  readonly marketType: string;
  readonly symbol: string;
  readonly supportFutureSpread: boolean;
}

/** POST /unified/integrated/v5/queryOpenOrders result (spec 000 §7). */
export interface UnifiedOpenOrdersResult {
  readonly list: readonly UnifiedOpenOrderRow[];
  readonly downgrading: boolean;
}
