import { API_ERROR_CODES, SPOT_CONTRACT_TYPE } from '@spot/contracts';
import type { Accounts } from '../accounts/accounts';
import type { Engine } from '../engine/engine';
import type { FillStore, UserFill } from '../fills/fill-store';
import {
  classicAverage,
  fillTotals,
  maxTradeId,
  toClassicFill,
  toTradeFill,
  toUtaFill,
  utaAverage,
} from '../fills/trade-views';
import type { ApiHandlers, RouteRequest } from './api-routes';
import { Fields, all, type Parsed } from './order-requests';
import { HISTORY_WINDOW_MS, PAGE_SIZE } from './order-routes';
import type { Outcome } from './request-io';
import { badRequest, rejected, success } from './request-io';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fills a chart trade-info reply carries at most: the newest of the window. */
export const TRADE_INFO_LIMIT = 1000;
/** getTradeAvgInfo: `limit` 1000 and `daySpan` capped at 90 (spec 000 §7, §9). */
export const AVG_FILL_LIMIT = 1000;
export const CLASSIC_DAY_SPAN_CAP = 90;
/** The largest average-line day choice (spec 000 §9: up to 1095); the UTA call is not capped. */
export const MAX_DAY_SPAN = 1095;

export interface TradeInfoRouteDeps {
  readonly fills: FillStore;
  /** Fills name their order; its type is read here. */
  readonly engine: Pick<Engine, 'order'>;
  readonly accounts: Accounts;
  readonly isSymbol: (name: string) => boolean;
  readonly now?: () => number;
}

const NOT_LOGGED_IN: Outcome<never> = rejected(API_ERROR_CODES.notLoggedIn, 'not logged in');
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });

function withInput<T, R>(parsed: Parsed<T>, then: (value: T) => Outcome<R>): Outcome<R> {
  return parsed.ok ? then(parsed.value) : badRequest(parsed.message);
}

/** A whole number of a query parameter; `fallback` when absent (undefined: required). */
function queryInt(
  query: URLSearchParams,
  name: string,
  min: number,
  max: number,
  fallback?: number,
): Parsed<number> {
  const raw = query.get(name);
  if (raw === null && fallback !== undefined) return ok(fallback);
  const n = raw !== null && /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max
    ? ok(n)
    : bad(`${name} must be a whole number from ${min} to ${max}`);
}

/** `start_time` and `end_time`, ms timestamps with start ≤ end; `maxSpan` bounds the window. */
function queryWindow(
  query: URLSearchParams,
  maxSpan: number | null,
): Parsed<{ from: number; to: number }> {
  const w = all({
    from: queryInt(query, 'start_time', 0, Number.MAX_SAFE_INTEGER),
    to: queryInt(query, 'end_time', 0, Number.MAX_SAFE_INTEGER),
  });
  if (!w.ok) return w;
  if (w.value.to < w.value.from) return bad('start_time must not be after end_time');
  if (maxSpan !== null && w.value.to - w.value.from > maxSpan) {
    return bad('the window from start_time to end_time is at most 90 days');
  }
  return w;
}

/** A body integer from min to max. */
function bodyInt(body: Record<string, unknown>, name: string, min: number, max: number) {
  const value = body[name];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
    ? ok(value)
    : bad(`${name} must be a whole number from ${min} to ${max}`);
}

/**
 * The user's fills and the chart's trade info (spec 000 §7): trade history, the fills behind
 * the chart's markers (classic and UTA shapes) and the average buy or sell price lines.
 * Every call needs a session (code 10007 without); malformed input is 400 / 10001.
 */
export function createTradeInfoHandlers(deps: TradeInfoRouteDeps): ApiHandlers {
  const { fills, engine, accounts, isSymbol } = deps;
  const now = deps.now ?? Date.now;
  const withUser =
    <T>(handle: (userId: string, req: RouteRequest) => Outcome<T>) =>
    (req: RouteRequest): Outcome<T> => {
      const userId = accounts.sessionUserId(req.cookies);
      return userId === null ? NOT_LOGGED_IN : handle(userId, req);
    };
  const orderTypeOf = (userId: string, fill: UserFill): string =>
    engine.order(userId, fill.orderId)?.type ?? '';
  const symbolQuery = (query: URLSearchParams, required: boolean): Parsed<string | undefined> => {
    const id = query.get('symbol_id');
    if (id === null || id === '') return required ? bad('symbol_id is required') : ok(undefined);
    return isSymbol(id) ? ok(id) : bad(`symbol_id ${id.slice(0, 40)} is not a symbol`);
  };
  /** A UTA chart body: `{ contractType: 6, symbol, … }`. */
  const utaBody = (body: unknown, shape: string): Parsed<{ x: Fields; symbol: string }> => {
    const f = Fields.of(body, shape);
    if (!f.ok) return f;
    const parts = all({
      contractType: f.value.integer('contractType', [SPOT_CONTRACT_TYPE]),
      symbol: f.value.symbol('symbol', isSymbol),
    });
    return parts.ok ? ok({ x: f.value, symbol: parts.value.symbol ?? '' }) : parts;
  };

  return {
    tradeHistory: withUser((userId, { query }) =>
      withInput(
        all({
          window: queryWindow(query, HISTORY_WINDOW_MS),
          symbolId: symbolQuery(query, false),
          limit: queryInt(query, 'limit', 1, PAGE_SIZE, PAGE_SIZE),
        }),
        ({ window, symbolId, limit }) => {
          let list = fills.fills(userId, symbolId, window.from, window.to);
          // The contract's cursor is named for orders; for fills it is the last trade id seen.
          const cursor = query.get('from_order_id');
          if (cursor !== null && cursor !== '') {
            const at = list.findIndex((fill) => fill.tradeId === cursor);
            let next = at < 0 ? list.length : at + 1;
            while (list[next]?.tradeId === cursor) next += 1;
            list = list.slice(next);
          }
          return success(list.slice(0, limit).map((f) => toTradeFill(f, orderTypeOf(userId, f))));
        },
      ),
    ),
    tradeInfo: withUser((userId, { query }) =>
      withInput(
        all({ symbolId: symbolQuery(query, true), window: queryWindow(query, HISTORY_WINDOW_MS) }),
        ({ symbolId, window }) => {
          const list = fills.fills(userId, symbolId, window.from, window.to);
          const shown = list.slice(0, TRADE_INFO_LIMIT);
          const classic = (side: 'BUY' | 'SELL') =>
            shown
              .filter((f) => f.side === side)
              .map((f) => toClassicFill(f, orderTypeOf(userId, f)));
          return success({
            buys: classic('BUY'),
            sells: classic('SELL'),
            lastTradeId: maxTradeId(shown),
          });
        },
      ),
    ),
    tradeInfoForKLine: withUser((userId, { body }) =>
      withInput(utaBody(body, '{contractType: 6, symbol}'), ({ symbol }) => {
        const to = now();
        const shown = fills
          .fills(userId, symbol, to - HISTORY_WINDOW_MS, to)
          .slice(0, TRADE_INFO_LIMIT);
        return success({
          list: shown.map((f) => toUtaFill(f, orderTypeOf(userId, f))),
          maxMarginVersion: maxTradeId(shown),
        });
      }),
    ),
    tradeAvgPriceForKLine: withUser((userId, { body }) =>
      withInput(utaBody(body, '{contractType: 6, symbol, side: 1 | 2, daySpan}'), ({ x, symbol }) =>
        withInput(
          all({
            // Side 0 (buy) or 1 (sell), sent plus 1 (spec 000 §7).
            side: x.integer('side', [1, 2]),
            daySpan: bodyInt(body as Record<string, unknown>, 'daySpan', 1, MAX_DAY_SPAN),
          }),
          ({ side, daySpan }) => {
            const to = now();
            const wanted = side === 1 ? 'BUY' : 'SELL';
            const list = fills
              .fills(userId, symbol, to - daySpan * DAY_MS, to)
              .filter((f) => f.side === wanted);
            return success(utaAverage(fillTotals(list)));
          },
        ),
      ),
    ),
    tradeAvgInfo: withUser((userId, { query }) =>
      withInput(
        all({
          symbolId: symbolQuery(query, true),
          side: queryInt(query, 'side', 0, 1),
          window: queryWindow(query, null),
          limit: queryInt(query, 'limit', 1, AVG_FILL_LIMIT, AVG_FILL_LIMIT),
          daySpan: queryInt(query, 'daySpan', 1, 100_000),
        }),
        ({ symbolId, side, window, limit, daySpan }) => {
          // daySpan is capped at 90 (spec 000 §9); start_time can narrow the span further.
          const span = Math.min(daySpan, CLASSIC_DAY_SPAN_CAP) * DAY_MS;
          const from = Math.max(window.from, window.to - span);
          const wanted = side === 0 ? 'BUY' : 'SELL';
          const list = fills
            .fills(userId, symbolId, from, window.to)
            .filter((f) => f.side === wanted)
            .slice(0, limit);
          return success(classicAverage(fillTotals(list)));
        },
      ),
    ),
  };
}
