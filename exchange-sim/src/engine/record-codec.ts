import type { Order } from '@spot/contracts';
import { Dec, parseUnits } from '../lib/decimal';
import type { AttachedLeg, AttachedTpsl, PlanOrder, WorkingOrder } from './records';
import type { SymbolSpec } from './symbol-spec';
import type { AttachedTpslState, OcoLegSpec, OrderState, PlanState } from './types';

/**
 * Live records from the plain data of `order` and `planOrder` events: the inverse of
 * `orderView`/`orderState` and `planView`/`planState`, used to rebuild state on start-up.
 */

function ticksOf(spec: SymbolSpec, text: string | undefined): number | null {
  return text === undefined ? null : parseUnits(text, spec.pricePrecision);
}

function lotsOf(spec: SymbolSpec, text: string): number {
  return parseUnits(text, spec.quantityPrecision);
}

export function decodeOrder(
  spec: SymbolSpec,
  userId: string,
  order: Order,
  state: OrderState,
): WorkingOrder {
  if (order.type !== 'LIMIT' && order.type !== 'MARKET') {
    throw new Error(`order ${order.orderId} has an unknown type ${order.type}`);
  }
  return {
    kind: 'order',
    spec,
    orderId: order.orderId,
    userId,
    clientOrderId: order.clientOrderId,
    side: order.side,
    type: order.type,
    timeInForce: state.timeInForce,
    priceTicks: order.type === 'MARKET' ? 0 : (ticksOf(spec, order.price) ?? 0),
    qtyLots: lotsOf(spec, order.origQty),
    executedLots: lotsOf(spec, order.executedQty),
    // Journals before the field: the value of the fills at the limit price, the best known.
    executedValue: new Dec(
      order.executedValue ??
        spec.amount(ticksOf(spec, order.price) ?? 0, lotsOf(spec, order.executedQty)).toFixed(),
    ),
    amount: order.amount === undefined ? null : new Dec(order.amount),
    marketUnit: order.marketUnit ?? null,
    status: order.status,
    time: order.time,
    heldToken: state.heldToken,
    held: new Dec(state.held),
    entry: null,
    parentOrderId: state.parentOrderId ?? null,
    rejectReason: state.rejectReason ?? null,
    isLeverage: order.isLeverage === true,
    createType: order.createType ?? null,
    tpsl: state.tpsl === undefined ? null : decodeAttached(spec, state.tpsl),
  };
}

function decodeLeg(spec: SymbolSpec, leg: OcoLegSpec | undefined): AttachedLeg | null {
  if (leg === undefined) return null;
  return {
    execution: leg.execution,
    triggerTicks: parseUnits(leg.triggerPrice, spec.pricePrecision),
    priceTicks: leg.price === undefined ? 0 : parseUnits(leg.price, spec.pricePrecision),
  };
}

function decodeAttached(spec: SymbolSpec, state: AttachedTpslState): AttachedTpsl {
  return {
    tp: decodeLeg(spec, state.takeProfit),
    sl: decodeLeg(spec, state.stopLoss),
    status: state.status,
    legIds: [...(state.legIds ?? [])],
    baseFee: new Dec(state.baseFee ?? '0'),
  };
}

export function decodePlan(
  spec: SymbolSpec,
  userId: string,
  order: Order,
  state: PlanState,
): PlanOrder {
  return {
    kind: 'plan',
    spec,
    orderId: order.orderId,
    userId,
    clientOrderId: order.clientOrderId,
    side: order.side,
    planKind: state.kind,
    execution: state.execution,
    priceTicks: state.execution === 'limit' ? (ticksOf(spec, order.price) ?? 0) : 0,
    qtyLots: lotsOf(spec, order.origQty),
    amount: order.amount === undefined ? null : new Dec(order.amount),
    marketUnit: order.marketUnit ?? null,
    triggerTicks: ticksOf(spec, order.triggerPrice),
    direction: state.direction,
    trailing:
      state.kind === 'trailing'
        ? {
            activationTicks: ticksOf(spec, order.activationPrice),
            percentage:
              order.trailingPercentage === undefined ? null : new Dec(order.trailingPercentage),
            valueTicks: ticksOf(spec, order.trailingValue),
            active: state.trailingActive ?? false,
            extremeTicks: ticksOf(spec, state.trailingExtreme),
          }
        : null,
    ocoLeg: state.ocoLeg ?? null,
    ocoSiblingId: state.ocoSiblingId ?? null,
    status: order.status,
    time: order.time,
    heldToken: state.heldToken,
    held: new Dec(state.held),
    seq: state.seq,
    childOrderId: state.childOrderId ?? null,
    parentOrderId: state.parentOrderId ?? null,
  };
}
