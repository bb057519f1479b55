import { isDecimalString, type Order } from '@spot/contracts';

/** What a cell shows for missing data (spec 000 §5). */
export const DASH = '--';

/** The value, or a dash when it is missing or empty (spec 000 §5). */
export function dash(value: string | number | undefined | null): string {
  if (value === undefined || value === null || value === '') return DASH;
  return String(value);
}

/** A decimal string as sent (never a float, never exponent notation), or a dash. */
export function amount(value: string | undefined | null): string {
  return isDecimalString(value) ? value : DASH;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` in the browser's time zone, or a dash for a missing time. */
export function formatTime(ms: number | undefined | null): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return DASH;
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}

/** True for a market execution (its price is not a limit). */
export function isMarketOrder(order: Pick<Order, 'type'>): boolean {
  return /MARKET/.test(order.type);
}

/** The quantity column: base quantity, or the quote amount of a market order sized in quote. */
export function orderQuantity(order: Order): { value: string; inQuote: boolean } {
  if (order.marketUnit === 'quoteCoin' && order.amount !== undefined) {
    return { value: amount(order.amount), inQuote: true };
  }
  return { value: amount(order.orderQtyForView ?? order.origQty), inQuote: false };
}
