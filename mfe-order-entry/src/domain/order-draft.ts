import {
  localeRefusal,
  normalizeNumericInput,
  type NumericInputError,
  type TypedRefusal,
  type OrderSide,
  type SymbolInfo,
} from '@spot/contracts';

/** The order kinds of the form (spec 001 §3 "plan kinds", spec 000 §3 order types). */
export const ORDER_KINDS = [
  'limit',
  'market',
  'conditional',
  'stopLimit',
  'oco',
  'trailing',
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** How a plan order or an OCO leg executes once triggered. */
export type Execution = 'limit' | 'market';
/** A market order's size: base quantity or quote amount (spec 000 §3 `marketUnit`). */
export type MarketUnit = 'baseCoin' | 'quoteCoin';
export type TrailBy = 'percentage' | 'value';
/** Time in force offered by the form; post-only is its own switch. */
export type FormTimeInForce = 'GTC' | 'IOC';

export interface OcoLegDraft {
  readonly trigger: string;
  readonly execution: Execution;
  readonly price: string;
}

/** Everything the trader has typed or chosen; all numbers are the input fields' text. */
export interface OrderDraft {
  readonly side: OrderSide;
  readonly kind: OrderKind;
  readonly price: string;
  readonly triggerPrice: string;
  readonly quantity: string;
  readonly amount: string;
  /** Conditional and stop-limit: the order placed when the trigger fires. */
  readonly execution: Execution;
  readonly marketUnit: MarketUnit;
  readonly tp: OcoLegDraft;
  readonly sl: OcoLegDraft;
  readonly trailBy: TrailBy;
  readonly trailValue: string;
  readonly activationPrice: string;
  readonly timeInForce: FormTimeInForce;
  readonly postOnly: boolean;
  /**
   * TP/SL attached to a limit order (spec 001 §3 `showTpSl`): switched on, and the two
   * triggers; each leg, when its trigger is given, places a market order once triggered.
   */
  readonly tpsl: boolean;
  readonly tpTrigger: string;
  readonly slTrigger: string;
  /** A spot-margin order (spec 001 §5 "Spot margin"): limit and market orders only. */
  readonly margin: boolean;
  /**
   * What the page's locale refused as it was typed though its text alone reads as a number, by
   * field name (`price`, `tp-trigger`): `1.500` in Spanish, where the point may group thousands.
   * Kept with the text it refused, so the refusal holds while the field shows that text and ends
   * when the text changes (a value the form writes itself is read as it is: `pickedPrice` may
   * write `1.500`).
   */
  readonly refused?: Readonly<Record<string, TypedRefusal>>;
}

/** A text refused as typed, and why (the contract's, kept beside the field's text). */
export type { TypedRefusal };

export const EMPTY_LEG: OcoLegDraft = { trigger: '', execution: 'limit', price: '' };

export const EMPTY_DRAFT: OrderDraft = {
  side: 'BUY',
  kind: 'limit',
  price: '',
  triggerPrice: '',
  quantity: '',
  amount: '',
  execution: 'limit',
  marketUnit: 'baseCoin',
  tp: EMPTY_LEG,
  sl: EMPTY_LEG,
  trailBy: 'percentage',
  trailValue: '',
  activationPrice: '',
  timeInForce: 'GTC',
  postOnly: false,
  tpsl: false,
  tpTrigger: '',
  slTrigger: '',
  margin: false,
};

/** The draft carries a TP/SL: a limit order with the TP/SL switch on. */
export function usesTpsl(draft: OrderDraft): boolean {
  return draft.kind === 'limit' && draft.tpsl;
}

/** Order kinds the spot-margin switch applies to (the create call of limit and market). */
export function offersMargin(draft: Pick<OrderDraft, 'kind'>): boolean {
  return draft.kind === 'limit' || draft.kind === 'market';
}

/** The draft is a spot-margin order. */
export function usesMargin(draft: OrderDraft): boolean {
  return draft.margin && offersMargin(draft);
}

/** Conditional and stop-limit orders fire on a trigger price. */
export function usesTrigger(draft: OrderDraft): boolean {
  return draft.kind === 'conditional' || draft.kind === 'stopLimit';
}

/** The order executes at market: a market order, or a plan order placing one. */
export function executesAtMarket(draft: OrderDraft): boolean {
  return (
    draft.kind === 'market' ||
    draft.kind === 'trailing' ||
    (usesTrigger(draft) && draft.execution === 'market')
  );
}

/** A limit price is entered: limit orders, and plan orders placing a limit order. */
export function usesPrice(draft: OrderDraft): boolean {
  return draft.kind === 'limit' || (usesTrigger(draft) && draft.execution === 'limit');
}

/**
 * The size is a quote amount: market orders by amount, and plan market buys by amount (the
 * exchange takes no plan sell by amount, nor a trailing order by amount).
 */
export function usesAmount(draft: OrderDraft): boolean {
  if (draft.marketUnit !== 'quoteCoin') return false;
  if (draft.kind === 'market') return true;
  return usesTrigger(draft) && draft.execution === 'market' && draft.side === 'BUY';
}

/** Whether the market-unit choice applies to this draft at all. */
export function offersMarketUnit(draft: OrderDraft): boolean {
  if (draft.kind === 'market') return true;
  return usesTrigger(draft) && draft.execution === 'market' && draft.side === 'BUY';
}

/**
 * Why a field's text is not a number (it is kept as typed), or null for a number or ''. The
 * text is read as the form writes it (a point is the decimal mark); `refused` is what the page's
 * locale refused when this field was typed, which counts while the field still shows its text.
 */
export function fieldError(text: string, refused?: TypedRefusal): NumericInputError | null {
  const result = normalizeNumericInput(text, { precision: Number.MAX_SAFE_INTEGER });
  if (!result.ok) return result.reason;
  return refused !== undefined && refused.text === text && text !== '' ? refused.reason : null;
}

export { localeRefusal };

/** `refused` with the field's refusal set (a text and its reason) or dropped (null). */
export function withRefusal(
  refused: OrderDraft['refused'],
  name: string,
  refusal: TypedRefusal | null,
): Readonly<Record<string, TypedRefusal>> {
  const { [name]: _dropped, ...rest } = refused ?? {};
  return refusal ? { ...rest, [name]: refusal } : rest;
}

/** A complete decimal: digits with an optional fraction ("12." and "" are not complete). */
const COMPLETE = /^\d+(\.\d+)?$/;

export function isComplete(text: string): boolean {
  return COMPLETE.test(text);
}

/** The text of a field ready for the wire: "12." becomes "12"; '' when incomplete or empty. */
export function wireDecimal(text: string): string {
  const trimmed = text.endsWith('.') ? text.slice(0, -1) : text;
  return isComplete(trimmed) ? trimmed : '';
}

/** Symbol marks that make a symbol an innovation or adventure symbol (spec 000 §3). */
export function isInnovationSymbol(symbol: Pick<SymbolInfo, 'mark'> | undefined): boolean {
  if (!symbol) return false;
  const marks = symbol.mark.split(',').map((m) => m.trim().toLowerCase());
  return marks.includes('innovation') || marks.includes('adventure');
}
