import type { Order, OrderSide } from '@spot/contracts';
import { ACCOUNT_ERROR_CODES, TOOL_LIMITS, TOOL_MESSAGE_KEYS } from '@spot/contracts';
import type { Engine } from '../engine/engine';
import type { Ledger } from '../engine/ledger';
import type { PlaceOrderCommand } from '../engine/types';
import { Dec } from '../lib/decimal';
import type { Trading, TradingRefusal } from '../trading/trading';
import type { Refused } from './tool-plans';
import { engineRefused } from './tool-plans';

/**
 * A scaled order's batch (`batchOrderCreate`): its limit orders all accepted or none. Every
 * order is checked against the engine's rules and their summed need against the free balance
 * before any is placed; if one is still refused, those placed are cancelled. A batch whose
 * client order ids were all used already (a resubmission) returns those orders; one mixing
 * used and new ids is malformed.
 */

export interface BatchRequest {
  readonly symbolId: string;
  readonly side: OrderSide;
  readonly orders: readonly {
    readonly price: string;
    readonly qty: string;
    readonly clientOrderId: string;
  }[];
}

export interface BatchDeps {
  readonly engine: Engine;
  readonly ledger: Pick<Ledger, 'free'>;
  readonly trading: Pick<Trading, 'transact'>;
  readonly now: () => number;
}

export type BatchOutcome =
  | { readonly ok: true; readonly orders: readonly Order[] }
  | { readonly ok: false; readonly bad: string }
  | Refused;

const refusedCount: Refused = {
  ok: false,
  code: ACCOUNT_ERROR_CODES.toolRejected,
  message: `${TOOL_MESSAGE_KEYS.scaledCount}: ${TOOL_LIMITS.scaledCount.min} to ${TOOL_LIMITS.scaledCount.max} orders`,
};

export async function placeBatch(
  deps: BatchDeps,
  userId: string,
  req: BatchRequest,
): Promise<BatchOutcome> {
  const { engine } = deps;
  const ids = req.orders.map((o) => o.clientOrderId);
  if (new Set(ids).size !== ids.length) return { ok: false, bad: 'client_order_id repeats' };
  const used = ids.map((id) => engine.orderByClientId(userId, id));
  const known = used.filter((order): order is Order => order !== undefined);
  if (known.length === ids.length) return { ok: true, orders: known };
  if (known.length > 0) {
    return { ok: false, bad: 'the batch mixes client_order_ids already used with new ones' };
  }
  const { min, max } = TOOL_LIMITS.scaledCount;
  if (req.orders.length < min || req.orders.length > max) return refusedCount;

  const commands: PlaceOrderCommand[] = req.orders.map((o) => ({
    userId,
    symbolId: req.symbolId,
    side: req.side,
    type: 'LIMIT',
    price: o.price,
    qty: o.qty,
    clientOrderId: o.clientOrderId,
  }));
  const now = deps.now();
  for (const [i, cmd] of commands.entries()) {
    const rejection = engine.checkOrder(cmd, now);
    if (rejection) return engineRefused(rejection, `order ${i + 1}`);
  }
  const short = shortfall(deps, userId, req);
  if (short) return short;

  const outcome = await deps.trading.transact(userId, () =>
    placeAll(engine, userId, commands, now),
  );
  if (isRefusal(outcome)) return { ok: false, code: outcome.code, message: outcome.message };
  return outcome;
}

function isRefusal(value: unknown): value is TradingRefusal {
  return (
    typeof value === 'object' && value !== null && (value as TradingRefusal).kind === 'refused'
  );
}

/** The summed need (a buy's value in quote, a sell's quantity in base) against the free balance. */
function shortfall(deps: BatchDeps, userId: string, req: BatchRequest): Refused | null {
  const quote = deps.engine.quote(req.symbolId);
  if (!quote) return null;
  const buy = req.side === 'BUY';
  const need = req.orders.reduce(
    (sum, o) => sum.plus(buy ? new Dec(o.price).mul(o.qty) : o.qty),
    new Dec(0),
  );
  const token = buy ? quote.quote : quote.base;
  const free = deps.ledger.free(userId, token);
  if (need.lte(free)) return null;
  const key = TOOL_MESSAGE_KEYS.balance;
  const message = `${key}: ${need.toFixed()} ${token} needed, ${free.toFixed()} ${token} free`;
  return { ok: false, code: ACCOUNT_ERROR_CODES.toolRejected, message };
}

/** Places every order in one go; a refusal cancels those placed and refuses the batch. */
function placeAll(
  engine: Engine,
  userId: string,
  commands: readonly PlaceOrderCommand[],
  now: number,
): BatchOutcome {
  const placed: Order[] = [];
  for (const [i, cmd] of commands.entries()) {
    const result = engine.placeOrder(cmd, now);
    if (result.kind !== 'rejected') {
      placed.push(result.order);
      continue;
    }
    for (const order of placed) {
      engine.cancelOrder({ userId, orderId: order.orderId }, now);
    }
    return engineRefused(result, `order ${i + 1}`);
  }
  // The orders as they stand after the batch (an earlier one may have filled since).
  return {
    ok: true,
    orders: placed.map((order) => engine.order(userId, order.orderId) ?? order),
  };
}
