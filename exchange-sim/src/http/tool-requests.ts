import type { GridType, SymbolInfo } from '@spot/contracts';
import { isNonNegativeDecimalString } from '@spot/contracts';
import type { BatchRequest } from '../strategy/batch-orders';
import type { GridRequest, IcebergRequest, TwapRequest } from '../strategy/tool-plans';
import type { Parsed } from './order-requests';
import { Fields, all } from './order-requests';

/**
 * The tools' request bodies (contract `GridCreateRequest`, `IcebergCreateRequest`,
 * `TwapCreateRequest`, `StrategyStopRequest`, `BatchOrderCreateRequest`) read into the
 * strategy engine's terms. Malformed is what no form sends: wrong types, signs or exponents, a
 * decimal finer than the symbol's precision (a form cuts input to it), an unknown symbol. A
 * well-formed value that breaks a tool's rule (a zero price, too many lines) is left to the
 * tool's check, which refuses it with its message key.
 */

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });

/** Client strategy ids take the engine's client order id form: 1–36 of A–Z a–z 0–9 - _ : . */
const CLIENT_STRATEGY_ID = /^[A-Za-z0-9_:.-]{1,36}$/;
const STRATEGY_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Whole seconds and line counts read as numbers up to this; the tools' checks bound them. */
const MAX_WHOLE = 1_000_000;

type SymbolOf = (name: string) => SymbolInfo | undefined;

function body(value: unknown): Record<string, unknown> {
  return value as Record<string, unknown>;
}

/** A decimal string at most `decimals` places (the symbol's precision). */
function decimal(
  raw: Record<string, unknown>,
  name: string,
  decimals: number,
  required: boolean,
): Parsed<string | null> {
  const value = raw[name];
  if (value === undefined && !required) return ok(null);
  if (!isNonNegativeDecimalString(value)) {
    return bad(`${name} must be a plain non-negative decimal string like "0.25"`);
  }
  const places = value.split('.')[1]?.length ?? 0;
  return places > decimals ? bad(`${name} has more than ${decimals} decimals`) : ok(value);
}

function whole(raw: Record<string, unknown>, name: string): Parsed<number> {
  const value = raw[name];
  return Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_WHOLE
    ? ok(value as number)
    : bad(`${name} must be a whole number`);
}

function clientStrategyId(raw: Record<string, unknown>): Parsed<string> {
  const value = raw.client_strategy_id;
  return typeof value === 'string' && CLIENT_STRATEGY_ID.test(value)
    ? ok(value)
    : bad('client_strategy_id must be 1 to 36 letters, digits or - _ : .');
}

/** The symbol named by `symbol_id`, else why not. */
function symbolOf(f: Fields, raw: Record<string, unknown>, lookup: SymbolOf): Parsed<SymbolInfo> {
  const name = f.symbol('symbol_id', (n) => lookup(n) !== undefined);
  if (!name.ok) return name;
  const info = lookup(String(raw.symbol_id));
  return info ? ok(info) : bad('symbol_id is not a symbol');
}

const nullable = (value: string | null) => value;
const text = (value: string | null) => value ?? '';

export type WithClientId<T> = T & { readonly clientStrategyId: string };

export function parseGrid(input: unknown, lookup: SymbolOf): Parsed<WithClientId<GridRequest>> {
  const f = Fields.of(
    input,
    '{symbol_id, min_price, max_price, grid_number, type, investment, stop_loss_price?, take_profit_price?, client_strategy_id}',
  );
  if (!f.ok) return f;
  const raw = body(input);
  const info = symbolOf(f.value, raw, lookup);
  if (!info.ok) return info;
  const price = info.value.pricePrecision ?? 0;
  const type: Parsed<GridType> =
    raw.type === 'grade' || raw.type === 'geometric'
      ? ok(raw.type)
      : bad('type must be "grade" or "geometric"');
  const parsed = all({
    minPrice: decimal(raw, 'min_price', price, true),
    maxPrice: decimal(raw, 'max_price', price, true),
    gridNumber: whole(raw, 'grid_number'),
    gridType: type,
    investment: decimal(raw, 'investment', info.value.amountPrecision ?? 8, true),
    stopLossPrice: decimal(raw, 'stop_loss_price', price, false),
    takeProfitPrice: decimal(raw, 'take_profit_price', price, false),
    clientStrategyId: clientStrategyId(raw),
  });
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  return ok({
    ...v,
    symbol: info.value.symbolId,
    minPrice: text(v.minPrice),
    maxPrice: text(v.maxPrice),
    investment: text(v.investment),
    stopLossPrice: nullable(v.stopLossPrice),
    takeProfitPrice: nullable(v.takeProfitPrice),
  });
}

export function parseIceberg(
  input: unknown,
  lookup: SymbolOf,
): Parsed<WithClientId<IcebergRequest>> {
  const f = Fields.of(
    input,
    '{symbol_id, side, price, quantity, visible_quantity, client_strategy_id}',
  );
  if (!f.ok) return f;
  const raw = body(input);
  const info = symbolOf(f.value, raw, lookup);
  if (!info.ok) return info;
  const qty = info.value.quantityPrecision ?? 0;
  const parsed = all({
    side: f.value.side(),
    price: decimal(raw, 'price', info.value.pricePrecision ?? 0, true),
    quantity: decimal(raw, 'quantity', qty, true),
    visibleQuantity: decimal(raw, 'visible_quantity', qty, true),
    clientStrategyId: clientStrategyId(raw),
  });
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  return ok({
    ...v,
    symbol: info.value.symbolId,
    price: text(v.price),
    quantity: text(v.quantity),
    visibleQuantity: text(v.visibleQuantity),
  });
}

export function parseTwap(input: unknown, lookup: SymbolOf): Parsed<WithClientId<TwapRequest>> {
  const f = Fields.of(
    input,
    '{symbol_id, side, quantity, duration_sec, interval_sec, price_limit?, client_strategy_id}',
  );
  if (!f.ok) return f;
  const raw = body(input);
  const info = symbolOf(f.value, raw, lookup);
  if (!info.ok) return info;
  const parsed = all({
    side: f.value.side(),
    quantity: decimal(raw, 'quantity', info.value.quantityPrecision ?? 0, true),
    durationSec: whole(raw, 'duration_sec'),
    intervalSec: whole(raw, 'interval_sec'),
    priceLimit: decimal(raw, 'price_limit', info.value.pricePrecision ?? 0, false),
    clientStrategyId: clientStrategyId(raw),
  });
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  return ok({ ...v, symbol: info.value.symbolId, quantity: text(v.quantity) });
}

export function parseStop(input: unknown): Parsed<string> {
  const f = Fields.of(input, '{strategy_id}');
  if (!f.ok) return f;
  const id = body(input).strategy_id;
  return typeof id === 'string' && STRATEGY_ID.test(id)
    ? ok(id)
    : bad('strategy_id must be a strategy id');
}

/** At most this many orders are read; the scaled order's own bound (2–20) is its check. */
const MAX_BATCH_READ = 100;

export function parseBatch(input: unknown, lookup: SymbolOf): Parsed<BatchRequest> {
  const f = Fields.of(input, '{symbol_id, side, orders: [{price, quantity, client_order_id}]}');
  if (!f.ok) return f;
  const raw = body(input);
  const info = symbolOf(f.value, raw, lookup);
  if (!info.ok) return info;
  const side = f.value.side();
  if (!side.ok) return side;
  const list = raw.orders;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_BATCH_READ) {
    return bad(`orders must be a list of 1 to ${MAX_BATCH_READ} orders`);
  }
  const orders: BatchRequest['orders'][number][] = [];
  for (const [i, item] of list.entries()) {
    const o = Fields.of(item, '{price, quantity, client_order_id}');
    if (!o.ok) return bad(`orders[${i}] must be an object {price, quantity, client_order_id}`);
    const fields = body(item);
    const parsed = all({
      price: decimal(fields, 'price', info.value.pricePrecision ?? 0, true),
      qty: decimal(fields, 'quantity', info.value.quantityPrecision ?? 0, true),
      clientOrderId: o.value.newClientOrderId(),
    });
    if (!parsed.ok) return bad(`orders[${i}]: ${parsed.message}`);
    const v = parsed.value;
    orders.push({ price: text(v.price), qty: text(v.qty), clientOrderId: v.clientOrderId ?? '' });
  }
  return ok({ symbolId: info.value.symbolId, side: side.value, orders });
}
