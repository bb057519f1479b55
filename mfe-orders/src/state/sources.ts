import {
  OPEN_ORDERS_PAGE_SIZE,
  fetchMoreOpenOrders,
  fetchOpenOrders,
  isClosingStatus,
  isOrder,
  isPrivateTopicData,
  isTradeFill,
  type ApiResult,
  type HostApi,
  type LtTokenOrder,
  type Order,
  type TradeFill,
} from '@spot/contracts';
import { validRows } from '../domain/guards';
import { PAGE_SIZE, nextCursor, windowOf, type HistoryCursor } from '../domain/history-window';
import { listFailure, type ListFailure } from './list-failure';
import type { OpenOrdersFetch, OpenOrdersFetchMore } from './open-orders-store';
import type { PageReply } from './paged-list-store';

/** Which account family's endpoints and topics apply (spec 000 §6). */
export type AccountFamily = 'classic' | 'uta' | 'integrated';

/** What the lists are read for, read afresh on every call. */
export interface ListScope {
  readonly symbolName: string;
  readonly baseTokenId: string;
  readonly quoteTokenId: string;
  readonly allPairs: boolean;
}

/** A fill of the transaction record; the pair is known for live fills and one-pair lists. */
export type FillRow = TradeFill;

type Reply<T> = { ok: true; value: T } | ListFailure;

function rowsOf<T>(
  result: ApiResult<unknown>,
  pick: (value: unknown) => unknown,
  guard: (v: unknown) => v is T,
  what: string,
): Reply<T[]> {
  if (!result.ok) return listFailure(result);
  return { ok: true, value: validRows(pick(result.result), guard, what) };
}

const itself = (v: unknown): unknown => v;
const field = (name: string) => (v: unknown) =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[name] : undefined;

/**
 * The open orders' sources (spec 000 §7): ordinary orders from getOpenOrders for both families;
 * plan orders from getOpenPlanOrders per classic `plan_type` (OCO, which has no classic number,
 * from the unfiltered list) or getUTAOrders per UTA plan type; the integrated area from
 * queryOpenOrders. Every list asks page size 100 and the current symbol unless all pairs.
 */
export function openOrdersFetch(
  host: HostApi,
  family: AccountFamily,
  scope: () => ListScope,
): OpenOrdersFetch {
  return async (signal) => {
    const s = scope();
    const opts = { signal };
    if (family === 'integrated') {
      const reply = rowsOf(
        await host.api.call(
          'queryOpenOrders',
          { marketType: 'spot', symbol: s.allPairs ? '' : s.symbolName, supportFutureSpread: true },
          opts,
        ),
        field('list'),
        isOrder,
        'queryOpenOrders',
      );
      return reply.ok ? { ok: true, orders: reply.value, hasMore: false } : reply;
    }
    const reply = await fetchOpenOrders(host.api, family, s, signal);
    return reply.ok
      ? { ok: true, orders: reply.orders, hasMore: reply.ordinaryCount >= OPEN_ORDERS_PAGE_SIZE }
      : { ok: false, message: reply.message };
  };
}

/** The next page of ordinary open orders, after the oldest held. */
export function openOrdersFetchMore(host: HostApi, scope: () => ListScope): OpenOrdersFetchMore {
  return async (held, signal) => {
    const last = [...held].reverse().find((o) => o.planType === undefined);
    const reply = await fetchMoreOpenOrders(host.api, scope(), last?.orderId ?? '0', signal);
    return reply.ok
      ? { ok: true, orders: reply.orders, hasMore: reply.full }
      : { ok: false, message: reply.message };
  };
}

function historyRequest(cursor: HistoryCursor, s: ListScope) {
  return {
    ...windowOf(cursor),
    limit: PAGE_SIZE,
    ...(cursor.afterId ? { from_order_id: cursor.afterId } : {}),
    ...(s.allPairs ? {} : { symbol_id: s.symbolName }),
  };
}

/** A page of the historical orders (spec 000 §9 windows); only finished orders are kept. */
export function historyPage(host: HostApi, scope: () => ListScope) {
  return async (
    cursor: HistoryCursor,
    signal: AbortSignal,
  ): Promise<PageReply<Order, HistoryCursor>> => {
    const reply = rowsOf(
      await host.api.call('orderHistory', historyRequest(cursor, scope()), { signal }),
      itself,
      isOrder,
      'orderHistory',
    );
    if (!reply.ok) return reply;
    const rows = reply.value;
    return {
      ok: true,
      rows,
      next: (added) =>
        nextCursor(
          cursor,
          rows.map((o) => ({ id: o.orderId, time: o.time })),
          added,
        ),
    };
  };
}

/** Finished orders only: the historical list never shows an open one. */
export const isHistoryOrder = (order: Order): boolean => isClosingStatus(order.status);

/** A page of the transaction record; a one-pair list knows every fill's pair. */
export function fillsPage(host: HostApi, scope: () => ListScope) {
  return async (
    cursor: HistoryCursor,
    signal: AbortSignal,
  ): Promise<PageReply<FillRow, HistoryCursor>> => {
    const s = scope();
    const reply = rowsOf(
      await host.api.call('tradeHistory', historyRequest(cursor, s), { signal }),
      itself,
      isTradeFill,
      'tradeHistory',
    );
    if (!reply.ok) return reply;
    // A list of every pair names each row's pair from the fill (since 1.6.0); a list of one
    // symbol is that symbol's, also against an exchange that sends no symbol.
    const rows: FillRow[] =
      s.allPairs || reply.value.every((f) => f.symbolId !== undefined)
        ? reply.value
        : reply.value.map((f) => ({ ...f, symbolId: f.symbolId ?? s.symbolName }));
    return {
      ok: true,
      rows,
      next: (added) =>
        nextCursor(
          cursor,
          rows.map((f) => ({ id: f.tradeId, time: f.tradeTime })),
          added,
        ),
    };
  };
}

const isLtOrders = (v: unknown): v is readonly LtTokenOrder[] => isPrivateTopicData('lt_order', v);

/**
 * The leveraged-token subscription and redemption records (one page, at most 100): of the LT
 * pair `symbol()` names, or all of the trader's when it names none (every pair, or a pair that
 * is no leveraged token and so has no records of its own).
 */
export function ltOrdersPage(host: HostApi, symbol: () => string | null) {
  return async (_cursor: null, signal: AbortSignal): Promise<PageReply<LtTokenOrder, null>> => {
    const only = symbol();
    const result = await host.api.call('ltOrders', only === null ? {} : { symbol: only }, {
      signal,
    });
    if (!result.ok) return listFailure(result);
    if (!isLtOrders(result.result)) return { ok: false, message: 'malformed LT order list' };
    return { ok: true, rows: result.result, next: () => null };
  };
}
