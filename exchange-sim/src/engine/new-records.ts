import type { OrderSide } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import type {
  ParsedAttached,
  ParsedOco,
  ParsedOcoLeg,
  ParsedOrder,
  ParsedPlan,
} from './command-checks';
import { directionOf } from './plan-book';
import type { AttachedLeg, PlanOrder, WorkingOrder } from './records';
import type { SymbolSpec } from './symbol-spec';
import type { OcoLeg } from './types';

/** The records a create makes, before anything is held or matched. */

const ZERO = new Dec(0);

/** Who creates: the user, the client order id (generated from the order id when absent). */
export interface Creator {
  readonly userId: string;
  readonly clientOrderId?: string;
}

/** Funds of a buy are held in quote, of a sell in base. */
function heldTokenOf(spec: SymbolSpec, side: OrderSide): string {
  return side === 'BUY' ? spec.quote : spec.base;
}

export function newOrder(
  spec: SymbolSpec,
  by: Creator,
  parsed: ParsedOrder,
  orderId: string,
  now: number,
): WorkingOrder {
  const { attached, ...fields } = parsed;
  return {
    kind: 'order',
    spec,
    orderId,
    userId: by.userId,
    clientOrderId: by.clientOrderId ?? `auto-${orderId}`,
    ...fields,
    tpsl: attached && { ...attached, status: 'pending', legIds: [], baseFee: ZERO },
    executedLots: 0,
    executedValue: ZERO,
    status: 'NEW',
    time: now,
    heldToken: heldTokenOf(spec, parsed.side),
    held: ZERO,
    entry: null,
    parentOrderId: null,
    rejectReason: null,
  };
}

type PlanFields = Pick<
  PlanOrder,
  | 'side'
  | 'planKind'
  | 'execution'
  | 'triggerTicks'
  | 'priceTicks'
  | 'qtyLots'
  | 'amount'
  | 'marketUnit'
  | 'ocoLeg'
  | 'ocoSiblingId'
  | 'trailing'
>;

function plan(
  spec: SymbolSpec,
  lastTicks: number,
  by: Creator,
  ids: { orderId: string; seq: number },
  now: number,
  fields: PlanFields,
): PlanOrder {
  const { side, planKind, ocoLeg, triggerTicks } = fields;
  return {
    kind: 'plan',
    spec,
    orderId: ids.orderId,
    userId: by.userId,
    clientOrderId: by.clientOrderId ?? `auto-${ids.orderId}`,
    ...fields,
    direction: directionOf(planKind, side, ocoLeg, triggerTicks, lastTicks),
    status: 'ORDER_NEW',
    time: now,
    heldToken: heldTokenOf(spec, side),
    held: ZERO,
    seq: ids.seq,
    childOrderId: null,
    parentOrderId: null,
  };
}

export function newPlan(
  spec: SymbolSpec,
  lastTicks: number,
  by: Creator,
  ids: { orderId: string; seq: number },
  now: number,
  parsed: ParsedPlan,
): PlanOrder {
  const { params } = parsed;
  return plan(spec, lastTicks, by, ids, now, {
    side: parsed.side,
    planKind: parsed.kind,
    execution: parsed.execution,
    ...params,
    amount: parsed.amount,
    marketUnit: parsed.marketUnit,
    ocoLeg: null,
    ocoSiblingId: null,
    trailing: params.trailing && { ...params.trailing, active: false, extremeTicks: null },
  });
}

/** The two legs of an OCO order, each naming the other. */
export function newOcoLegs(
  spec: SymbolSpec,
  lastTicks: number,
  by: Creator,
  ids: readonly [{ orderId: string; seq: number }, { orderId: string; seq: number }],
  now: number,
  parsed: ParsedOco,
): readonly [PlanOrder, PlanOrder] {
  const [tpIds, slIds] = ids;
  const leg = (which: OcoLeg, own: typeof tpIds, sibling: string, l: ParsedOcoLeg): PlanOrder =>
    plan(spec, lastTicks, by, own, now, {
      side: parsed.side,
      planKind: 'oco',
      execution: l.execution,
      triggerTicks: l.triggerTicks,
      priceTicks: l.priceTicks,
      qtyLots: parsed.qtyLots,
      amount: null,
      marketUnit: l.execution === 'market' ? 'baseCoin' : null,
      ocoLeg: which,
      ocoSiblingId: sibling,
      trailing: null,
    });
  return [leg('TP', tpIds, slIds.orderId, parsed.tp), leg('SL', slIds, tpIds.orderId, parsed.sl)];
}

/** The order a triggered plan order places: a GTC limit order or a market order. */
export function newChildOrder(p: PlanOrder, orderId: string, now: number): WorkingOrder {
  const market = p.execution === 'market';
  return {
    kind: 'order',
    spec: p.spec,
    orderId,
    userId: p.userId,
    clientOrderId: `trig-${p.orderId}`,
    side: p.side,
    type: market ? 'MARKET' : 'LIMIT',
    timeInForce: 'GTC',
    priceTicks: market ? 0 : p.priceTicks,
    qtyLots: p.qtyLots,
    executedLots: 0,
    executedValue: ZERO,
    amount: p.amount,
    marketUnit: market ? (p.marketUnit ?? 'baseCoin') : null,
    status: 'NEW',
    time: now,
    heldToken: p.heldToken,
    held: ZERO,
    entry: null,
    parentOrderId: p.orderId,
    rejectReason: null,
    isLeverage: false,
    createType: null,
    tpsl: null,
  };
}

/**
 * The TPSL legs of a limit order's attached TP/SL (plan type 11): on the other side, on
 * `qtyLots`, each naming the other as its sibling (one cancels the other, like an OCO) and the
 * order as its parent. Client order ids `tpsl-tp-<orderId>` and `tpsl-sl-<orderId>`.
 */
export function newTpslLegs(
  parent: WorkingOrder,
  attached: ParsedAttached,
  qtyLots: number,
  ids: { next(): { orderId: string; seq: number } },
  lastTicks: number,
  now: number,
): PlanOrder[] {
  const side: OrderSide = parent.side === 'BUY' ? 'SELL' : 'BUY';
  const wanted = (
    [
      ['TP', attached.tp],
      ['SL', attached.sl],
    ] as const
  ).filter((entry): entry is readonly [OcoLeg, AttachedLeg] => entry[1] !== null);
  const own = wanted.map(() => ids.next());
  return wanted.map(([which, l], i) => {
    const mine = own[i];
    const sibling = own[1 - i];
    if (!mine) throw new Error('a TPSL leg needs an id');
    return {
      ...plan(
        parent.spec,
        lastTicks,
        { userId: parent.userId, clientOrderId: `tpsl-${which.toLowerCase()}-${parent.orderId}` },
        mine,
        now,
        {
          side,
          planKind: 'tpsl',
          execution: l.execution,
          triggerTicks: l.triggerTicks,
          priceTicks: l.priceTicks,
          qtyLots,
          amount: null,
          marketUnit: l.execution === 'market' ? 'baseCoin' : null,
          ocoLeg: which,
          ocoSiblingId: sibling === undefined ? null : sibling.orderId,
          trailing: null,
        },
      ),
      parentOrderId: parent.orderId,
    };
  });
}
