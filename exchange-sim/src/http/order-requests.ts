import { isNonNegativeDecimalString, type OrderSide } from '@spot/contracts';
import type { Execution, MarketUnit, TimeInForce } from '../engine/types';
import { isToolChildId } from '../strategy/child-ids';

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const CLIENT_ORDER_ID = /^[A-Za-z0-9_-]{1,40}$/;
const ORDER_ID = /^[A-Za-z0-9_-]{1,40}$/;
const TOKEN_ID = /^[A-Z0-9]{1,20}$/;
/** A whole number in a query string: digits only, so "5e1", "0x10" or " 5" are malformed. */
const QUERY_INTEGER = /^\d{1,15}$/;

/** A query parameter that must be a whole number; null when absent. */
export function queryInteger(query: URLSearchParams, name: string): Parsed<number | null> {
  const raw = query.get(name);
  if (raw === null) return ok(null);
  return QUERY_INTEGER.test(raw) ? ok(Number(raw)) : bad(`${name} must be a whole number`);
}

/** Reads the body's fields with one error message per problem. */
export class Fields {
  private constructor(private readonly body: Record<string, unknown>) {}

  static of(body: unknown, shape: string): Parsed<Fields> {
    return isRecord(body) ? ok(new Fields(body)) : bad(`body must be JSON ${shape}`);
  }

  decimal(name: string, required: boolean): Parsed<string | undefined> {
    const value = this.body[name];
    if (value === undefined || value === '')
      return required ? bad(`${name} is required`) : ok(undefined);
    if (!isNonNegativeDecimalString(value)) {
      return bad(`${name} must be a plain non-negative decimal string like "0.25"`);
    }
    return ok(value);
  }

  side(): Parsed<OrderSide> {
    const side = this.body.side;
    return side === 'BUY' || side === 'SELL' ? ok(side) : bad('side must be "BUY" or "SELL"');
  }

  symbol(
    name: string,
    isSymbol: (name: string) => boolean,
    required = true,
  ): Parsed<string | undefined> {
    const value = this.body[name];
    if (value === undefined && !required) return ok(undefined);
    if (typeof value !== 'string' || value.length > 30) return bad(`${name} must be a symbol id`);
    return isSymbol(value) ? ok(value) : bad(`${name} ${value} is not a symbol`);
  }

  clientOrderId(required: boolean): Parsed<string | undefined> {
    const value = this.body.client_order_id;
    if (value === undefined && !required) return ok(undefined);
    return typeof value === 'string' && CLIENT_ORDER_ID.test(value)
      ? ok(value)
      : bad('client_order_id must be 1 to 40 letters, digits, "-" or "_"');
  }

  orderId(): Parsed<string | undefined> {
    const value = this.body.order_id;
    if (value === undefined || value === '') return ok(undefined);
    return typeof value === 'string' && ORDER_ID.test(value)
      ? ok(value)
      : bad('order_id is not an order id');
  }

  execution(name = 'type'): Parsed<Execution> {
    const value = this.body[name];
    return value === 'limit' || value === 'market'
      ? ok(value)
      : bad(`${name} must be "limit" or "market"`);
  }

  marketUnit(): Parsed<MarketUnit | undefined> {
    const value = this.body.marketUnit;
    if (value === undefined) return ok(undefined);
    return value === 'baseCoin' || value === 'quoteCoin'
      ? ok(value)
      : bad('marketUnit must be "baseCoin" or "quoteCoin"');
  }

  timeInForce(): Parsed<TimeInForce | undefined> {
    const value = this.body.time_in_force;
    if (value === undefined) return ok(undefined);
    return value === 'GTC' || value === 'IOC' || value === 'POST_ONLY'
      ? ok(value)
      : bad('time_in_force must be GTC, IOC or POST_ONLY');
  }

  integer(name: string, allowed: readonly number[]): Parsed<number> {
    const value = this.body[name];
    return typeof value === 'number' && allowed.includes(value)
      ? ok(value)
      : bad(`${name} must be one of ${allowed.join(', ')}`);
  }

  /** A whole number from `min` to `max` (a JSON number, never a string). */
  count(name: string, min: number, max: number): Parsed<number> {
    const value = this.body[name];
    return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
      ? ok(value as number)
      : bad(`${name} must be a whole number from ${min} to ${max}`);
  }

  /** An optional token id such as "BTC". */
  token(name: string): Parsed<string | undefined> {
    const value = this.body[name];
    if (value === undefined) return ok(undefined);
    return typeof value === 'string' && TOKEN_ID.test(value)
      ? ok(value)
      : bad(`${name} must be a token id like "BTC"`);
  }

  /** The fields every order create shares: symbol, side, type, sizes, client_order_id. */
  orderBasics(isSymbol: (name: string) => boolean) {
    return {
      symbolId: this.symbol('symbol_id', isSymbol),
      side: this.side(),
      execution: this.execution(),
      price: this.decimal('price', false),
      qty: this.decimal('quantity', false),
      amount: this.decimal('amount', false),
      marketUnit: this.marketUnit(),
      clientOrderId: this.newClientOrderId(),
    };
  }

  /** The client order id of a new order: the tools' own form is theirs (`child-ids.ts`). */
  newClientOrderId(): Parsed<string | undefined> {
    const id = this.clientOrderId(true);
    return id.ok && id.value !== undefined && isToolChildId(id.value)
      ? bad('client_order_id of the form grid-N…, iceberg-N… or twap-N… is kept for the tools')
      : id;
  }

  record(name: string): Parsed<Fields> {
    const value = this.body[name];
    return isRecord(value) ? ok(new Fields(value)) : bad(`${name} must be an object`);
  }

  symbolList(name: string, isSymbol: (name: string) => boolean): Parsed<string[] | undefined> {
    const value = this.body[name];
    if (value === undefined || value === '') return ok(undefined);
    if (typeof value !== 'string' || value.length > 2000)
      return bad(`${name} must be a comma list of symbol ids`);
    const ids = value.split(',').map((id) => id.trim());
    const unknown = ids.find((id) => !isSymbol(id));
    return unknown === undefined ? ok(ids) : bad(`${name}: ${unknown} is not a symbol`);
  }
}

/** Collects parsed fields; the first problem wins. */
export function all<T extends Record<string, Parsed<unknown>>>(
  parts: T,
): Parsed<{ [K in keyof T]: T[K] extends Parsed<infer V> ? V : never }> {
  const out: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(parts)) {
    if (!part.ok) return part;
    out[key] = part.value;
  }
  return ok(out as { [K in keyof T]: T[K] extends Parsed<infer V> ? V : never });
}

/** The fields of `value` that are set, so optional command fields are left out, not undefined. */
export function definedOnly<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== ''),
  ) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
