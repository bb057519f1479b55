import type { Order, OrderSide, OrderStatus, OrderType } from '@spot/contracts';
import { UTA_PLAN_TYPES } from '@spot/contracts';
import type { Dec } from '../lib/decimal';
import type { BookEntry } from './order-book';
import type { RejectReason } from './reject-codes';
import type { SymbolSpec } from './symbol-spec';
import type {
  AttachedTpslState,
  AttachedTpslStatus,
  CreateType,
  Execution,
  MarketUnit,
  OcoLeg,
  OrderState,
  PlanKind,
  PlanState,
  TimeInForce,
  TriggerDirection,
} from './types';

/**
 * The engine's live records. Prices are ticks, sizes lots, money `Dec`; `toOrder` and
 * `toState` turn them into the plain data of events and replies.
 */

/** A limit or market order of a user (market-maker quotes have no record). */
export interface WorkingOrder {
  readonly kind: 'order';
  readonly spec: SymbolSpec;
  readonly orderId: string;
  readonly userId: string;
  readonly clientOrderId: string;
  readonly side: OrderSide;
  readonly type: 'LIMIT' | 'MARKET';
  readonly timeInForce: TimeInForce;
  /** Limit price; 0 for a market order. */
  priceTicks: number;
  /** Ordered quantity; a market order by quote amount learns it when it is done. */
  qtyLots: number;
  executedLots: number;
  /** Quote value of the fills so far (Σ price × quantity): the average price's numerator. */
  executedValue: Dec;
  /** Quote amount of a market order by `quoteCoin`. */
  readonly amount: Dec | null;
  readonly marketUnit: MarketUnit | null;
  status: OrderStatus;
  readonly time: number;
  readonly heldToken: string;
  held: Dec;
  /** The order's place in the book while it rests. */
  entry: BookEntry<WorkingOrder> | null;
  readonly parentOrderId: string | null;
  rejectReason: RejectReason | null;
  /** A spot-margin order (spec 000 §3 `isLeverage`). */
  readonly isLeverage: boolean;
  /** The tool that placed it (spec 000 §3 `createType`), else null. */
  readonly createType: CreateType | null;
  /** The TP/SL attached to a limit order, else null. */
  readonly tpsl: AttachedTpsl | null;
}

/** One leg of an attached TP/SL, in ticks (the leg's limit price is 0 at market). */
export interface AttachedLeg {
  readonly execution: Execution;
  readonly triggerTicks: number;
  readonly priceTicks: number;
}

/** A limit order's attached TP/SL; at least one leg. */
export interface AttachedTpsl {
  readonly tp: AttachedLeg | null;
  readonly sl: AttachedLeg | null;
  status: AttachedTpslStatus;
  legIds: readonly string[];
  /**
   * What a buy's fills paid in fee so far, in base (taken from the base they bought): the
   * legs sell the quantity that arrived, `executedQty - baseFee`. Zero for a sell.
   */
  baseFee: Dec;
}

/** Trailing-stop parameters and tracking. */
export interface Trailing {
  activationTicks: number | null;
  /** Percent of the best price ("1.5" = 1.5 %). */
  percentage: Dec | null;
  valueTicks: number | null;
  active: boolean;
  /** Best last price since activation: the highest for a sell, the lowest for a buy. */
  extremeTicks: number | null;
}

/** The size and trigger of a plan order: what placing and modifying set. */
export interface PlanParams {
  readonly triggerTicks: number | null;
  readonly priceTicks: number;
  readonly qtyLots: number;
  readonly trailing: Pick<Trailing, 'activationTicks' | 'percentage' | 'valueTicks'> | null;
}

/** A conditional, stop-limit, OCO-leg or trailing order waiting for its trigger. */
export interface PlanOrder {
  readonly kind: 'plan';
  readonly spec: SymbolSpec;
  readonly orderId: string;
  readonly userId: string;
  readonly clientOrderId: string;
  readonly side: OrderSide;
  readonly planKind: PlanKind;
  readonly execution: Execution;
  priceTicks: number;
  qtyLots: number;
  readonly amount: Dec | null;
  readonly marketUnit: MarketUnit | null;
  /** The last price that fires it; null for a trailing stop not active yet. */
  triggerTicks: number | null;
  direction: TriggerDirection;
  readonly trailing: Trailing | null;
  readonly ocoLeg: OcoLeg | null;
  readonly ocoSiblingId: string | null;
  status: OrderStatus;
  readonly time: number;
  readonly heldToken: string;
  held: Dec;
  readonly seq: number;
  childOrderId: string | null;
  /** A TPSL leg: the limit order it was attached to. */
  readonly parentOrderId: string | null;
}

export type EngineRecord = WorkingOrder | PlanOrder;

export const OPEN_ORDER_STATUSES: ReadonlySet<OrderStatus> = new Set(['NEW', 'PARTIALLY_FILLED']);

export function isOpen(record: EngineRecord): boolean {
  return record.kind === 'order' ? OPEN_ORDER_STATUSES.has(record.status) : isWaiting(record);
}

export function isWaiting(plan: PlanOrder): boolean {
  return plan.status === 'ORDER_NEW';
}

export function remainingLots(order: WorkingOrder): number {
  return order.qtyLots - order.executedLots;
}

/** UTA plan-type code of a plan order (spec 000 §9). */
export function planTypeOf(plan: PlanOrder): number {
  switch (plan.planKind) {
    case 'conditional':
      return UTA_PLAN_TYPES.conditional;
    case 'stopLimit':
      return UTA_PLAN_TYPES.stopLimit;
    case 'oco':
      return UTA_PLAN_TYPES.oco;
    case 'tpsl':
      return UTA_PLAN_TYPES.tpsl;
    case 'trailing':
      return plan.trailing?.activationTicks === null
        ? UTA_PLAN_TYPES.trailingStop
        : UTA_PLAN_TYPES.trailingProfit;
  }
}

function planOrderType(plan: PlanOrder): OrderType {
  const market = plan.execution === 'market';
  if (plan.planKind === 'stopLimit') return market ? 'STOP_LIMIT_MARKET' : 'STOP_LIMIT_LIMIT';
  return market ? 'CONDITIONAL_MARKET' : 'CONDITIONAL_LIMIT';
}

/** The public record (spec 000 §3 `Order`) of an ordinary order. */
export function orderView(o: WorkingOrder): Order {
  const { spec } = o;
  return {
    orderId: o.orderId,
    clientOrderId: o.clientOrderId,
    symbolId: spec.symbolId,
    side: o.side,
    type: o.type,
    price: o.type === 'MARKET' ? '0' : spec.priceText(o.priceTicks),
    origQty: spec.qtyText(o.qtyLots),
    executedQty: spec.qtyText(o.executedLots),
    executedValue: o.executedValue.toFixed(),
    ...(o.amount === null
      ? {}
      : { amount: o.amount.toFixed(), orderQtyForView: o.amount.toFixed() }),
    ...(o.marketUnit === null ? {} : { marketUnit: o.marketUnit }),
    status: o.status,
    ...(o.isLeverage ? { isLeverage: true } : {}),
    ...(o.createType === null ? {} : { createType: o.createType }),
    time: o.time,
  };
}

/** The public record of a plan order. */
export function planView(p: PlanOrder): Order {
  const { spec, trailing } = p;
  return {
    orderId: p.orderId,
    clientOrderId: p.clientOrderId,
    symbolId: spec.symbolId,
    side: p.side,
    type: planOrderType(p),
    price: p.execution === 'market' ? '0' : spec.priceText(p.priceTicks),
    origQty: spec.qtyText(p.qtyLots),
    executedQty: spec.qtyText(0),
    ...(p.triggerTicks === null ? {} : { triggerPrice: spec.priceText(p.triggerTicks) }),
    ...(trailing?.activationTicks == null
      ? {}
      : { activationPrice: spec.priceText(trailing.activationTicks) }),
    ...(trailing?.percentage == null ? {} : { trailingPercentage: trailing.percentage.toFixed() }),
    ...(trailing?.valueTicks == null ? {} : { trailingValue: spec.priceText(trailing.valueTicks) }),
    ...(p.amount === null ? {} : { amount: p.amount.toFixed() }),
    ...(p.marketUnit === null ? {} : { marketUnit: p.marketUnit }),
    planType: planTypeOf(p),
    ...(p.ocoLeg === null ? {} : { ocoLeg: p.ocoLeg }),
    ...(p.ocoSiblingId === null ? {} : { ocoSiblingId: p.ocoSiblingId }),
    status: p.status,
    ...(trailing === null
      ? {}
      : { stopOrderType: trailing.activationTicks === null ? 'TrailingStop' : 'TrailingProfit' }),
    time: p.time,
  };
}

export function viewOf(record: EngineRecord): Order {
  return record.kind === 'order' ? orderView(record) : planView(record);
}

export function orderState(o: WorkingOrder): OrderState {
  return {
    timeInForce: o.timeInForce,
    heldToken: o.heldToken,
    held: o.held.toFixed(),
    queue: o.entry === null ? null : o.entry.queue,
    ...(o.parentOrderId === null ? {} : { parentOrderId: o.parentOrderId }),
    ...(o.rejectReason === null ? {} : { rejectReason: o.rejectReason }),
    ...(o.tpsl === null ? {} : { tpsl: tpslState(o.spec, o.tpsl) }),
  };
}

function legSpec(spec: SymbolSpec, leg: AttachedLeg) {
  return {
    triggerPrice: spec.priceText(leg.triggerTicks),
    execution: leg.execution,
    ...(leg.execution === 'limit' ? { price: spec.priceText(leg.priceTicks) } : {}),
  };
}

function tpslState(spec: SymbolSpec, a: AttachedTpsl): AttachedTpslState {
  return {
    ...(a.tp === null ? {} : { takeProfit: legSpec(spec, a.tp) }),
    ...(a.sl === null ? {} : { stopLoss: legSpec(spec, a.sl) }),
    status: a.status,
    ...(a.legIds.length === 0 ? {} : { legIds: [...a.legIds] }),
    ...(a.baseFee.isZero() ? {} : { baseFee: a.baseFee.toFixed() }),
  };
}

export function planState(p: PlanOrder): PlanState {
  const { trailing } = p;
  return {
    kind: p.planKind,
    execution: p.execution,
    direction: p.direction,
    heldToken: p.heldToken,
    held: p.held.toFixed(),
    seq: p.seq,
    ...(trailing === null ? {} : { trailingActive: trailing.active }),
    ...(trailing?.extremeTicks == null
      ? {}
      : { trailingExtreme: p.spec.priceText(trailing.extremeTicks) }),
    ...(p.ocoLeg === null ? {} : { ocoLeg: p.ocoLeg }),
    ...(p.ocoSiblingId === null ? {} : { ocoSiblingId: p.ocoSiblingId }),
    ...(p.childOrderId === null ? {} : { childOrderId: p.childOrderId }),
    ...(p.parentOrderId === null ? {} : { parentOrderId: p.parentOrderId }),
  };
}
