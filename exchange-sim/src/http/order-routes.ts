import { API_ERROR_CODES, SPECIAL_TRADE_FROM, UTA_PLAN_TYPES, type Order } from '@spot/contracts';
import type { Accounts } from '../accounts/accounts';
import { ENGINE_REJECTIONS } from '../engine/reject-codes';
import type { BulkResult, CommandResult, OcoLegSpec } from '../engine/types';
import type { Trading, TradingRefusal } from '../trading/trading';
import type { ApiHandlers, RouteRequest } from './api-routes';
import { Fields, all, definedOnly, queryInteger, type Parsed } from './order-requests';
import type { Outcome } from './request-io';
import { badRequest, rejected, success } from './request-io';

/** Order history reaches back 90 days (spec 000 §9); a page holds at most 100 orders. */
export const HISTORY_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;
export const PAGE_SIZE = 100;

/** Classic plan_type of create, modify and cancel (spec 000 §7): 0, 1 and 4. */
const CLASSIC_PLAN_KINDS = { 0: 'conditional', 1: 'stopLimit', 4: 'trailing' } as const;

export interface OrderRouteDeps {
  readonly trading: Trading;
  readonly accounts: Accounts;
  readonly isSymbol: (name: string) => boolean;
}

const NOT_LOGGED_IN: Outcome<never> = rejected(API_ERROR_CODES.notLoggedIn, 'not logged in');

function replyOne(result: CommandResult | TradingRefusal): Outcome<Order> {
  if (result.kind === 'refused') return rejected(result.code, result.message);
  if (result.kind === 'rejected') return rejected(result.code, result.message);
  return success(result.order);
}

function replyBulk(result: BulkResult | TradingRefusal): Outcome<{ canceled: string[] }> {
  if (result.kind === 'refused') return rejected(result.code, result.message);
  return success({ canceled: result.orders.map((o) => o.orderId) });
}

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });

function withInput<T, R>(parsed: Parsed<T>, then: (value: T) => Outcome<R> | Promise<Outcome<R>>) {
  return parsed.ok ? then(parsed.value) : badRequest(parsed.message);
}

/** A take-profit or stop-loss leg `{ trigger_price, type, price? }` (OCO, attached TP/SL). */
function legOf(x: Fields, name: string) {
  const r = x.record(name);
  if (!r.ok) return r;
  return all({
    triggerPrice: r.value.decimal('trigger_price', true),
    execution: r.value.execution(),
    price: r.value.decimal('price', false),
  });
}

type ParsedLeg = Extract<ReturnType<typeof legOf>, { ok: true }>['value'];

function legSpec(l: ParsedLeg): OcoLegSpec {
  return {
    triggerPrice: l.triggerPrice ?? '',
    execution: l.execution,
    ...(l.price ? { price: l.price } : {}),
  };
}

const page = (orders: readonly Order[], limit = PAGE_SIZE): Order[] => orders.slice(0, limit);

/**
 * The rows after `from_order_id`, the last row of the previous page (the contract's paging of
 * the open and historical order lists); none, `""` or `"0"` starts at the newest. An id no
 * longer in the list (the order closed since) starts at the newest too: clients drop repeats.
 */
function afterOrder(orders: readonly Order[], query: URLSearchParams): readonly Order[] {
  const from = query.get('from_order_id');
  if (from === null || from === '' || from === '0') return orders;
  const at = orders.findIndex((o) => o.orderId === from);
  return at < 0 ? orders : orders.slice(at + 1);
}

function queryLimit(query: URLSearchParams): Parsed<number> {
  const limit = queryInteger(query, 'limit');
  if (!limit.ok) return limit;
  const n = limit.value ?? PAGE_SIZE;
  return n >= 1 && n <= PAGE_SIZE
    ? { ok: true, value: n }
    : { ok: false, message: `limit must be an integer from 1 to ${PAGE_SIZE}` };
}

/** Order create, modify, cancel and the order lists (spec 000 §7), for a logged-in user. */
export function createOrderHandlers({ trading, accounts, isSymbol }: OrderRouteDeps): ApiHandlers {
  const withUser =
    <T>(handle: (userId: string, req: RouteRequest) => Outcome<T> | Promise<Outcome<T>>) =>
    (req: RouteRequest): Outcome<T> | Promise<Outcome<T>> => {
      const userId = accounts.sessionUserId(req.cookies);
      return userId === null ? NOT_LOGGED_IN : handle(userId, req);
    };
  const { engine } = trading;
  const symbolQuery = (query: URLSearchParams): Parsed<string | undefined> => {
    const id = query.get('symbol_id');
    if (id === null || id === '') return { ok: true, value: undefined };
    return isSymbol(id)
      ? { ok: true, value: id }
      : { ok: false, message: `symbol_id ${id} is not a symbol` };
  };

  /** A modify that names another symbol than its order's: no such order on that symbol. */
  const onOtherSymbol = (
    userId: string,
    v: { orderId?: string; clientOrderId?: string; symbolId?: string },
  ): Outcome<never> | null => {
    if (v.symbolId === undefined) return null;
    const order = v.orderId
      ? engine.order(userId, v.orderId)
      : v.clientOrderId
        ? engine.orderByClientId(userId, v.clientOrderId)
        : undefined;
    if (!order || order.symbolId === v.symbolId) return null;
    const { code, message } = ENGINE_REJECTIONS.ORDER_NOT_FOUND;
    return rejected(code, `${message}: order ${order.orderId} is not of ${v.symbolId}`);
  };

  /** Cancel by order_id or client_order_id; a plan order's plan_type is checked, not needed. */
  const cancelOne = (kind: 'order' | 'plan') =>
    withUser((userId, { body }) => {
      const f = Fields.of(
        body,
        '{order_id, client_order_id' + (kind === 'plan' ? ', plan_type}' : '}'),
      );
      if (!f.ok) return badRequest(f.message);
      const x = f.value;
      return withInput(
        all({
          orderId: x.orderId(),
          clientOrderId: x.clientOrderId(false),
          planType: kind === 'plan' ? x.integer('plan_type', [0, 1, 4, UTA_PLAN_TYPES.oco]) : ok(0),
        }),
        async (v) => {
          if (!v.orderId && !v.clientOrderId) {
            return badRequest('order_id or client_order_id is required');
          }
          const ref = {
            userId,
            ...definedOnly({ orderId: v.orderId, clientOrderId: v.clientOrderId }),
          };
          return replyOne(
            await (kind === 'plan' ? trading.cancelPlanOrder(ref) : trading.cancelOrder(ref)),
          );
        },
      );
    });

  /**
   * Spot margin (spec 001 §5 "only for leverage users, subject to compliance"): a UTA account
   * with leverage on, not in isolated-margin mode (which blocks trading), in a region whose
   * compliance config shows spot margin.
   */
  const marginRefusal = (userId: string): Outcome<never> | null => {
    const info = accounts.accountInfo(userId);
    const region = accounts.user(userId)?.region;
    const why = !accounts.isUnified(userId)
      ? 'not a unified account'
      : info.leverageOff
        ? 'leverage is off'
        : info.isolatedMargin
          ? 'isolated-margin mode'
          : !accounts.compliance(region).spotMargin
            ? 'not offered in this region'
            : null;
    if (why === null) return null;
    const { code, message } = ENGINE_REJECTIONS.MARGIN_NOT_ALLOWED;
    return rejected(code, `${message}: ${why}`);
  };

  return {
    orderCreate: withUser((userId, { body }) => {
      const f = Fields.of(
        body,
        '{symbol_id, side, type, price?, quantity?, amount?, client_order_id, tp?, sl?, is_leverage?}',
      );
      if (!f.ok) return badRequest(f.message);
      const x = f.value;
      const fields = body as Record<string, unknown>;
      const isLeverage = fields.is_leverage;
      if (isLeverage !== undefined && typeof isLeverage !== 'boolean') {
        return badRequest('is_leverage must be true or false');
      }
      return withInput(
        all({
          ...x.orderBasics(isSymbol),
          timeInForce: x.timeInForce(),
          tp: fields.tp === undefined ? ok(undefined) : legOf(x, 'tp'),
          sl: fields.sl === undefined ? ok(undefined) : legOf(x, 'sl'),
        }),
        async (v) => {
          if (isLeverage === true) {
            const refusal = marginRefusal(userId);
            if (refusal) return refusal;
          }
          return replyOne(
            await trading.placeOrder({
              userId,
              symbolId: v.symbolId ?? '',
              side: v.side,
              type: v.execution === 'limit' ? 'LIMIT' : 'MARKET',
              ...definedOnly({
                clientOrderId: v.clientOrderId,
                price: v.price,
                qty: v.qty,
                amount: v.amount,
                marketUnit: v.marketUnit,
                timeInForce: v.timeInForce,
                takeProfit: v.tp && legSpec(v.tp),
                stopLoss: v.sl && legSpec(v.sl),
              }),
              ...(isLeverage === true ? { isLeverage } : {}),
            }),
          );
        },
      );
    }),
    planOrderCreate: withUser((userId, { body }) => {
      const f = Fields.of(
        body,
        '{symbol_id, side, plan_type, type, trigger_price, …, client_order_id}',
      );
      if (!f.ok) return badRequest(f.message);
      const x = f.value;
      return withInput(
        all({
          ...x.orderBasics(isSymbol),
          planType: x.integer('plan_type', [0, 1, 4]),
          triggerPrice: x.decimal('trigger_price', false),
          activationPrice: x.decimal('activation_price', false),
          trailingPercentage: x.decimal('trailing_percentage', false),
          trailingValue: x.decimal('trailing_value', false),
        }),
        async (v) =>
          replyOne(
            await trading.placePlanOrder({
              userId,
              symbolId: v.symbolId ?? '',
              side: v.side,
              execution: v.execution,
              kind: CLASSIC_PLAN_KINDS[v.planType as keyof typeof CLASSIC_PLAN_KINDS],
              ...definedOnly({
                clientOrderId: v.clientOrderId,
                triggerPrice: v.triggerPrice,
                price: v.price,
                qty: v.qty,
                amount: v.amount,
                marketUnit: v.marketUnit,
                activationPrice: v.activationPrice,
                trailingPercentage: v.trailingPercentage,
                trailingValue: v.trailingValue,
              }),
            }),
          ),
      );
    }),
    ocoOrderCreate: withUser((userId, { body }) => {
      const f = Fields.of(body, '{symbol_id, side, quantity, tp, sl, client_order_id}');
      if (!f.ok) return badRequest(f.message);
      const x = f.value;
      return withInput(
        all({
          symbolId: x.symbol('symbol_id', isSymbol),
          side: x.side(),
          qty: x.decimal('quantity', true),
          tp: legOf(x, 'tp'),
          sl: legOf(x, 'sl'),
          clientOrderId: x.clientOrderId(true),
        }),
        async (v) => {
          return replyOne(
            await trading.placeOcoOrder({
              userId,
              symbolId: v.symbolId ?? '',
              side: v.side,
              qty: v.qty ?? '',
              takeProfit: legSpec(v.tp),
              stopLoss: legSpec(v.sl),
              ...definedOnly({ clientOrderId: v.clientOrderId }),
            }),
          );
        },
      );
    }),
    orderModify: withUser((userId, { body }) => {
      const f = Fields.of(body, '{order_id, client_order_id, symbol_id, price, quantity}');
      if (!f.ok) return badRequest(f.message);
      const x = f.value;
      return withInput(
        all({
          orderId: x.orderId(),
          clientOrderId: x.clientOrderId(false),
          symbolId: x.symbol('symbol_id', isSymbol, false),
          price: x.decimal('price', false),
          qty: x.decimal('quantity', false),
        }),
        async (v) =>
          onOtherSymbol(userId, v) ??
          replyOne(
            await trading.modifyOrder({
              userId,
              ...definedOnly({
                orderId: v.orderId,
                clientOrderId: v.clientOrderId,
                price: v.price,
                qty: v.qty,
              }),
            }),
          ),
      );
    }),
    planOrderModify: withUser((userId, { body }) => {
      const f = Fields.of(body, '{order_id, client_order_id, trigger_price, plan_type, …}');
      if (!f.ok) return badRequest(f.message);
      const x = f.value;
      return withInput(
        all({
          orderId: x.orderId(),
          clientOrderId: x.clientOrderId(false),
          symbolId: x.symbol('symbol_id', isSymbol, false),
          planType: x.integer('plan_type', [0, 1, 4]),
          triggerPrice: x.decimal('trigger_price', false),
          price: x.decimal('price', false),
          qty: x.decimal('quantity', false),
          activationPrice: x.decimal('activation_price', false),
          trailingPercentage: x.decimal('trailing_percentage', false),
          trailingValue: x.decimal('trailing_value', false),
        }),
        async ({ planType: _planType, symbolId, ...v }) => {
          const other = onOtherSymbol(userId, { ...v, symbolId });
          if (other) return other;
          const defined = definedOnly(v);
          return replyOne(await trading.modifyPlanOrder({ ...defined, userId }));
        },
      );
    }),
    cancelOrder: cancelOne('order'),
    cancelPlanOrder: cancelOne('plan'),
    cancelAllOrders: withUser((userId, { body }) => {
      const f = Fields.of(body ?? {}, '{symbol_ids?}');
      if (!f.ok) return badRequest(f.message);
      return withInput(f.value.symbolList('symbol_ids', isSymbol), async (symbolIds) =>
        replyBulk(await trading.cancelAllOrders({ userId, ...(symbolIds ? { symbolIds } : {}) })),
      );
    }),
    cancelAllPlanOrders: withUser((userId, { body }) => {
      const f = Fields.of(body, '{symbol_id?, plan_type}');
      if (!f.ok) return badRequest(f.message);
      const x = f.value;
      // Spec 000 §7: plan_type 1 is stop-limit, the OCO type for OCO; the engine keeps UTA codes.
      return withInput(
        all({
          symbolId: x.symbol('symbol_id', isSymbol, false),
          planType: x.integer('plan_type', [0, 1, 4, UTA_PLAN_TYPES.oco]),
        }),
        async (v) => {
          const planTypes =
            {
              0: [UTA_PLAN_TYPES.conditional, UTA_PLAN_TYPES.tpsl],
              1: [UTA_PLAN_TYPES.stopLimit],
              4: [UTA_PLAN_TYPES.trailingStop, UTA_PLAN_TYPES.trailingProfit],
              [UTA_PLAN_TYPES.oco]: [UTA_PLAN_TYPES.oco],
            }[v.planType] ?? [];
          return replyBulk(
            await trading.cancelAllPlanOrders({
              userId,
              planTypes,
              ...(v.symbolId ? { symbolIds: [v.symbolId] } : {}),
            }),
          );
        },
      );
    }),
    openOrders: withUser((userId, { query }) =>
      withInput(all({ symbolId: symbolQuery(query), limit: queryLimit(query) }), (v) =>
        success(page(afterOrder(engine.openOrders(userId, v.symbolId), query), v.limit)),
      ),
    ),
    openPlanOrders: withUser((userId, { query }) => {
      const raw = query.get('plan_type');
      const kinds: Record<string, readonly number[]> = {
        // TPSL legs have no classic number: they list and cancel with the conditional orders.
        '0': [UTA_PLAN_TYPES.conditional, UTA_PLAN_TYPES.tpsl],
        '1': [UTA_PLAN_TYPES.stopLimit],
        '4': [UTA_PLAN_TYPES.trailingStop, UTA_PLAN_TYPES.trailingProfit],
      };
      if (raw !== null && !Object.hasOwn(kinds, raw))
        return badRequest('plan_type must be 0, 1 or 4');
      return withInput(all({ symbolId: symbolQuery(query), limit: queryLimit(query) }), (v) => {
        const wanted = raw === null ? null : (kinds[raw] ?? []);
        const orders = engine
          .openPlanOrders(userId, v.symbolId)
          .filter((o) => wanted === null || wanted.includes(o.planType ?? -1));
        return success(page(orders, v.limit));
      });
    }),
    utaOrders: withUser((userId, { body }) => {
      const f = Fields.of(body, '{planType, specialTradeFrom, limit, baseTokenId?, quoteTokenId?}');
      if (!f.ok) return badRequest(f.message);
      const x = f.value;
      return withInput(
        all({
          planType: x.integer('planType', Object.values(UTA_PLAN_TYPES)),
          specialTradeFrom: x.integer('specialTradeFrom', Object.values(SPECIAL_TRADE_FROM)),
          limit: x.count('limit', 1, PAGE_SIZE),
          base: x.token('baseTokenId'),
          quote: x.token('quoteTokenId'),
        }),
        ({ planType, limit, base, quote }) => {
          const symbolId = base && quote ? `${base}${quote}` : undefined;
          const orders = engine.openPlanOrders(userId, symbolId, planType);
          return success({ result: page(orders, limit) });
        },
      );
    }),
    orderHistory: withUser((userId, { query }) => {
      const startTime = queryInteger(query, 'start_time');
      const endTime = queryInteger(query, 'end_time');
      const start = startTime.ok ? startTime.value : null;
      const end = endTime.ok ? endTime.value : null;
      if (start === null || end === null || end < start) {
        return badRequest('start_time and end_time must be ms timestamps with start ≤ end');
      }
      if (end - start > HISTORY_WINDOW_MS) return badRequest('the window is at most 90 days');
      return withInput(all({ symbolId: symbolQuery(query), limit: queryLimit(query) }), (v) => {
        const orders = [
          ...engine.orderHistory(userId, v.symbolId),
          ...engine.planOrderHistory(userId, v.symbolId),
        ]
          .filter((o) => o.time >= start && o.time <= end)
          .sort((a, b) => b.time - a.time);
        return success(page(afterOrder(orders, query), v.limit));
      });
    }),
  };
}
