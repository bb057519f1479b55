import {
  CLASSIC_PLAN_TYPES,
  type ApiResult,
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

/**
 * A fresh client order id: 32 random hex digits (the exchange takes 1–36 of letters, digits,
 * `-` and `_`). `getRandomValues` works on plain-http pages too, unlike `randomUUID`.
 */
export function newClientOrderId(random: () => string = randomHex): string {
  return random();
}

export function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
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

/** Result codes that set the trade-try-limit state (spec 000 §8). */
export const TRADE_TRY_LIMIT_CODES: readonly number[] = [32241, -2172, 12240, 170348];
/** The result code that sets the standard-account-limit state (spec 000 §8). */
export const STANDARD_ACCOUNT_LIMIT_CODE = 32329;

export type CreateFailure =
  | { readonly kind: 'tradeTryLimit' }
  | { readonly kind: 'standardAccountLimit' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'message'; readonly message: string };

/** What a failed create tells the trader. */
export function classifyCreateFailure(
  result: Extract<ApiResult<unknown>, { ok: false }>,
): CreateFailure {
  if (result.kind === 'business' && result.code !== undefined) {
    if (TRADE_TRY_LIMIT_CODES.includes(result.code)) return { kind: 'tradeTryLimit' };
    if (result.code === STANDARD_ACCOUNT_LIMIT_CODE) return { kind: 'standardAccountLimit' };
  }
  if (result.kind === 'timeout') return { kind: 'timeout' };
  return { kind: 'message', message: result.message };
}
