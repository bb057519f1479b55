import {
  ORDER_SIDES,
  ORDER_STATUS_GROUPS,
  isDecimalString,
  isNonNegativeDecimalString,
  type Order,
  type TradeFill,
} from '@spot/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const STATUSES: ReadonlySet<unknown> = new Set(Object.values(ORDER_STATUS_GROUPS).flat());
const SIDES: ReadonlySet<unknown> = new Set(ORDER_SIDES);
const OPTIONAL_AMOUNTS = [
  'triggerPrice',
  'activationPrice',
  'trailingPercentage',
  'trailingValue',
  'amount',
  'orderQtyForView',
  'executedValue',
] as const;

/** An order record of a list reply (spec 000 §3), whatever its status. */
export function isOrderRecord(v: unknown): v is Order {
  return (
    isRecord(v) &&
    typeof v.orderId === 'string' &&
    v.orderId !== '' &&
    typeof v.clientOrderId === 'string' &&
    typeof v.symbolId === 'string' &&
    SIDES.has(v.side) &&
    typeof v.type === 'string' &&
    isNonNegativeDecimalString(v.price) &&
    isNonNegativeDecimalString(v.origQty) &&
    isNonNegativeDecimalString(v.executedQty) &&
    OPTIONAL_AMOUNTS.every((k) => v[k] === undefined || isNonNegativeDecimalString(v[k])) &&
    (v.planType === undefined || Number.isSafeInteger(v.planType)) &&
    (v.ocoLeg === undefined || v.ocoLeg === 'TP' || v.ocoLeg === 'SL') &&
    (v.ocoSiblingId === undefined || typeof v.ocoSiblingId === 'string') &&
    STATUSES.has(v.status) &&
    typeof v.time === 'number' &&
    Number.isFinite(v.time)
  );
}

/** A fill of the transaction record (spec 000 §3 normalised shape). */
export function isTradeFill(v: unknown): v is TradeFill {
  return (
    isRecord(v) &&
    typeof v.tradeId === 'string' &&
    typeof v.tradeTime === 'number' &&
    (v.side === 'Buy' || v.side === 'Sell') &&
    isNonNegativeDecimalString(v.execPrice) &&
    isNonNegativeDecimalString(v.execValue) &&
    isNonNegativeDecimalString(v.execQty) &&
    isDecimalString(v.execFee) &&
    typeof v.orderType === 'string'
  );
}

/**
 * The rows of a list reply that pass `guard`; the others are reported and dropped, so one bad
 * row never hides the good ones nor throws into a component.
 */
export function validRows<T>(value: unknown, guard: (v: unknown) => v is T, what: string): T[] {
  if (!Array.isArray(value)) {
    console.warn(`[orders] ${what}: the reply is not a list`);
    return [];
  }
  const rows = value.filter(guard);
  if (rows.length !== value.length) {
    console.warn(`[orders] ${what}: dropped ${value.length - rows.length} malformed rows`);
  }
  return rows;
}
