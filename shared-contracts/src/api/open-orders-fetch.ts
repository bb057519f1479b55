import type { HostApiClient } from '../remote';
import type { ApiResult } from './envelope';
import type { Order } from '../domain/order';
import { CANCEL_PLAN_TYPE } from '../domain/order-calls';
import { SPECIAL_TRADE_FROM, UTA_PLAN_TYPES, type UtaPlanType } from '../domain/uta-order';

/** Page size of the open-order lists (spec 000 §7). */
export const OPEN_ORDERS_PAGE_SIZE = 100;

/** The UTA plan types asked for, one getUTAOrders each (spec 000 §7, §9). */
const UTA_QUERY_TYPES: readonly UtaPlanType[] = [
  UTA_PLAN_TYPES.conditional,
  UTA_PLAN_TYPES.tpsl,
  UTA_PLAN_TYPES.stopLimit,
  UTA_PLAN_TYPES.oco,
  UTA_PLAN_TYPES.trailingStop,
  UTA_PLAN_TYPES.trailingProfit,
];

export interface OpenOrdersScope {
  readonly symbolName: string;
  readonly baseTokenId: string;
  readonly quoteTokenId: string;
  /** Every pair, not only the symbol's. */
  readonly allPairs: boolean;
}

export type OpenOrdersReply =
  | {
      readonly ok: true;
      readonly orders: readonly Order[];
      /** How many ordinary orders came: a full page means there may be more. */
      readonly ordinaryCount: number;
    }
  | { readonly ok: false; readonly message: string };

/**
 * A classic or UTA account's open orders (spec 000 §7), for the orders area and the chart's
 * lines: ordinary orders from getOpenOrders; plan orders from getOpenPlanOrders per classic
 * `plan_type` (OCO, which has no classic number, from the unfiltered list) or getUTAOrders per
 * UTA plan type. Each list asks a page of 100 and the symbol unless all pairs. The replies are
 * the host's, decoded at its boundary. The first failure fails the whole read.
 */
export async function fetchOpenOrders(
  api: HostApiClient,
  family: 'classic' | 'uta',
  scope: OpenOrdersScope,
  signal?: AbortSignal,
): Promise<OpenOrdersReply> {
  const opts = signal ? { signal } : {};
  const page = {
    from_order_id: '0',
    limit: OPEN_ORDERS_PAGE_SIZE,
    ...(scope.allPairs ? {} : { symbol_id: scope.symbolName }),
  };
  type Rows = { ok: true; rows: readonly Order[] } | { ok: false; message: string };
  const rows = (reply: ApiResult<readonly Order[]>): Rows =>
    reply.ok ? { ok: true, rows: reply.result } : { ok: false, message: reply.message };
  const ordinary = api.call('openOrders', page, opts).then(rows);
  const plans: Promise<Rows>[] =
    family === 'classic'
      ? [
          ...(['conditional', 'stopLimit', 'trailingStop'] as const).map((f) =>
            api
              .call(
                'openPlanOrders',
                { ...page, plan_type: CANCEL_PLAN_TYPE[f] as 0 | 1 | 4 },
                opts,
              )
              .then(rows),
          ),
          // OCO has no classic plan_type: its legs come from the unfiltered list.
          api.call('openPlanOrders', page, opts).then((r) => {
            const got = rows(r);
            return got.ok
              ? {
                  ok: true as const,
                  rows: got.rows.filter((o) => o.planType === UTA_PLAN_TYPES.oco),
                }
              : got;
          }),
        ]
      : UTA_QUERY_TYPES.map((planType) =>
          api
            .call(
              'utaOrders',
              {
                planType,
                specialTradeFrom: SPECIAL_TRADE_FROM.ordinary,
                limit: OPEN_ORDERS_PAGE_SIZE,
                ...(scope.allPairs
                  ? {}
                  : { baseTokenId: scope.baseTokenId, quoteTokenId: scope.quoteTokenId }),
              },
              opts,
            )
            .then((r) => rows(r.ok ? { ok: true, result: r.result.result } : r)),
        );
  const [first, ...rest] = await Promise.all([ordinary, ...plans]);
  const all = [first as Rows, ...rest];
  const failed = all.find((r): r is Extract<Rows, { ok: false }> => !r.ok);
  if (failed) return { ok: false, message: failed.message };
  const orders = all.flatMap((r) => (r.ok ? r.rows : []));
  return { ok: true, orders, ordinaryCount: first?.ok ? first.rows.length : 0 };
}

/**
 * The next page of ordinary open orders after `fromOrderId` (the oldest held): `full` says a
 * whole page came, so there may be more.
 */
export async function fetchMoreOpenOrders(
  api: HostApiClient,
  scope: OpenOrdersScope,
  fromOrderId: string,
  signal?: AbortSignal,
): Promise<
  | { readonly ok: true; readonly orders: readonly Order[]; readonly full: boolean }
  | { readonly ok: false; readonly message: string }
> {
  const reply = await api.call(
    'openOrders',
    {
      from_order_id: fromOrderId,
      limit: OPEN_ORDERS_PAGE_SIZE,
      ...(scope.allPairs ? {} : { symbol_id: scope.symbolName }),
    },
    signal ? { signal } : {},
  );
  return reply.ok
    ? { ok: true, orders: reply.result, full: reply.result.length >= OPEN_ORDERS_PAGE_SIZE }
    : { ok: false, message: reply.message };
}
