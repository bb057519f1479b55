import {
  CLASSIC_PLAN_TYPES,
  STANDARD_ACCOUNT_LIMIT_CODE,
  TRADE_TRY_LIMIT_CODES,
  classifyCreateFailure,
  newClientOrderId as contractClientOrderId,
  type CreateFailure,
  type OcoLeg,
  type OcoOrderCreateRequest,
  type OrderCreateRequest,
  type PlanOrderCreateRequest,
  type SymbolInfo,
} from '@spot/contracts';
import {
  usesAmount,
  usesMargin,
  usesPrice,
  usesTpsl,
  wireDecimal,
  type OcoLegDraft,
  type OrderDraft,
} from './order-draft';

/** The create call for a draft: which endpoint, and its request. */
export type CreateCall =
  | { readonly endpoint: 'orderCreate'; readonly request: OrderCreateRequest }
  | { readonly endpoint: 'planOrderCreate'; readonly request: PlanOrderCreateRequest }
  | { readonly endpoint: 'ocoOrderCreate'; readonly request: OcoOrderCreateRequest };

/** A fresh client order id (the contract's). */
export function newClientOrderId(random: () => string = contractClientOrderId): string {
  return random();
}

const optional = <K extends string>(key: K, text: string): Partial<Record<K, string>> => {
  const wire = wireDecimal(text);
  return wire === '' ? {} : ({ [key]: wire } as Record<K, string>);
};

function sizeOf(draft: OrderDraft) {
  return usesAmount(draft)
    ? { amount: wireDecimal(draft.amount), marketUnit: 'quoteCoin' as const }
    : { quantity: wireDecimal(draft.quantity), marketUnit: 'baseCoin' as const };
}

function legOf(leg: OcoLegDraft): OcoLeg {
  return {
    trigger_price: wireDecimal(leg.trigger),
    type: leg.execution,
    ...(leg.execution === 'limit' ? optional('price', leg.price) : {}),
  };
}

/** The TP/SL legs of a limit order: each given trigger places a market order (contract `tp`/`sl`). */
function attachedOf(draft: OrderDraft): { tp?: OcoLeg; sl?: OcoLeg } {
  if (!usesTpsl(draft)) return {};
  const leg = (text: string): OcoLeg | undefined => {
    const trigger = wireDecimal(text);
    return trigger === '' ? undefined : { trigger_price: trigger, type: 'market' };
  };
  const tp = leg(draft.tpTrigger);
  const sl = leg(draft.slTrigger);
  return { ...(tp ? { tp } : {}), ...(sl ? { sl } : {}) };
}

/**
 * The request of a checked draft (spec 000 §7 orderCreate; the classic plan-type codes of the
 * plan-order API: 0 conditional, 1 stop-limit, 4 trailing). Market orders carry `marketUnit`;
 * a limit order its TP/SL (`tp`, `sl`), limit and market orders the margin flag `is_leverage`.
 */
export function buildCreateCall(
  draft: OrderDraft,
  symbol: SymbolInfo,
  clientOrderId: string,
): CreateCall {
  const common = { symbol_id: symbol.symbolId, side: draft.side, client_order_id: clientOrderId };
  const margin = usesMargin(draft) ? { is_leverage: true } : {};
  switch (draft.kind) {
    case 'limit':
      return {
        endpoint: 'orderCreate',
        request: {
          ...common,
          type: 'limit',
          price: wireDecimal(draft.price),
          quantity: wireDecimal(draft.quantity),
          time_in_force: draft.postOnly ? 'POST_ONLY' : draft.timeInForce,
          ...attachedOf(draft),
          ...margin,
        },
      };
    case 'market':
      return {
        endpoint: 'orderCreate',
        request: { ...common, type: 'market', ...sizeOf(draft), ...margin },
      };
    case 'conditional':
    case 'stopLimit': {
      const limit = usesPrice(draft);
      return {
        endpoint: 'planOrderCreate',
        request: {
          ...common,
          plan_type:
            draft.kind === 'conditional'
              ? CLASSIC_PLAN_TYPES.conditional
              : CLASSIC_PLAN_TYPES.stopLimit,
          type: draft.execution,
          trigger_price: wireDecimal(draft.triggerPrice),
          ...(limit
            ? { price: wireDecimal(draft.price), quantity: wireDecimal(draft.quantity) }
            : sizeOf(draft)),
        },
      };
    }
    case 'trailing':
      return {
        endpoint: 'planOrderCreate',
        request: {
          ...common,
          plan_type: CLASSIC_PLAN_TYPES.trailing,
          type: 'market',
          quantity: wireDecimal(draft.quantity),
          marketUnit: 'baseCoin',
          ...optional('activation_price', draft.activationPrice),
          ...(draft.trailBy === 'percentage'
            ? optional('trailing_percentage', draft.trailValue)
            : optional('trailing_value', draft.trailValue)),
        },
      };
    case 'oco':
      return {
        endpoint: 'ocoOrderCreate',
        request: {
          ...common,
          quantity: wireDecimal(draft.quantity),
          tp: legOf(draft.tp),
          sl: legOf(draft.sl),
        },
      };
  }
}

export {
  STANDARD_ACCOUNT_LIMIT_CODE,
  TRADE_TRY_LIMIT_CODES,
  classifyCreateFailure,
  type CreateFailure,
};
