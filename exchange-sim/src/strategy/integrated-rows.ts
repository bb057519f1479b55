import type { Order, UnifiedOpenOrderRow } from '@spot/contracts';
import type { AccountLedger } from '../accounts/account-ledger';
import type { Valuation } from '../accounts/account-views';
import { Dec } from '../lib/decimal';

/** The one market type the sim trades: spot (`mtp` of every row). */
export const SPOT_MARKET_TYPE = 'spot';
/** `marketType` values whose rows include spot: spot itself, or all markets. */
const SPOT_MARKET_QUERIES: ReadonlySet<string> = new Set(['', 'all', SPOT_MARKET_TYPE]);
const VALUE_DECIMALS = 8;

/** True when a `marketType` of the unified query covers spot (case-insensitive). */
export function coversSpot(marketType: string): boolean {
  return SPOT_MARKET_QUERIES.has(marketType.toLowerCase());
}

/** An open order as a unified row: the order's own fields plus `mtp`, `syb` and `pltp`. */
export type UnifiedOrderRow = UnifiedOpenOrderRow & Order;

/**
 * Open ordinary and plan orders as unified rows, newest first (spec 000 §3): `pltp` is the
 * UTA plan type of a plan order and absent for an ordinary one.
 */
export function unifiedOpenOrderRows(orders: readonly Order[]): UnifiedOrderRow[] {
  return [...orders]
    .sort((a, b) => b.time - a.time)
    .map((order) => ({
      ...order,
      mtp: SPOT_MARKET_TYPE,
      syb: order.symbolId,
      ...(order.planType === undefined ? {} : { pltp: order.planType }),
    }));
}

/** A spot "position": a token the user holds, free plus held for orders. */
export type SpotPositionRow = {
  readonly mtp: string;
  readonly coin: string;
  /** Free plus held. */
  readonly size: string;
  readonly free: string;
  readonly locked: string;
  /** USDT value of `size`, '0' when the token has no USDT price. */
  readonly usdtValue: string;
};

/**
 * The user's non-zero balances as position-like rows (spot has no positions; the integrated
 * positions tab lists holdings). `needSort` orders them by USDT value, largest first (then by
 * coin); otherwise they keep the ledger's order.
 */
export function spotPositionRows(
  ledger: AccountLedger,
  userId: string,
  valuation: Valuation,
  needSort: boolean,
): SpotPositionRow[] {
  const rows: { row: SpotPositionRow; value: Dec }[] = [];
  for (const coin of ledger.tokens(userId)) {
    const free = ledger.free(userId, coin);
    const held = ledger.held(userId, coin);
    const size = free.plus(held);
    if (size.isZero()) continue;
    const price = valuation(coin);
    const value = price ? size.mul(price).toDecimalPlaces(VALUE_DECIMALS) : new Dec(0);
    rows.push({
      value,
      row: {
        mtp: SPOT_MARKET_TYPE,
        coin,
        size: size.toString(),
        free: free.toString(),
        locked: held.toString(),
        usdtValue: value.toString(),
      },
    });
  }
  if (needSort) {
    rows.sort((a, b) => b.value.cmp(a.value) || (a.row.coin < b.row.coin ? -1 : 1));
  }
  return rows.map((r) => r.row);
}
