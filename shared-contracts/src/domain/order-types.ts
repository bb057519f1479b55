/**
 * Order types of spec 000 §3: limit, market, conditional limit and market, stop-limit limit and
 * market, each with an IOC-liquidate variant (the immediate-or-cancel order a liquidation
 * places). The spec names the kinds, not the wire spelling; these strings are the contract's.
 */
export const ORDER_TYPES = [
  'LIMIT',
  'MARKET',
  'CONDITIONAL_LIMIT',
  'CONDITIONAL_MARKET',
  'STOP_LIMIT_LIMIT',
  'STOP_LIMIT_MARKET',
  'LIMIT_IOC_LIQUIDATE',
  'MARKET_IOC_LIQUIDATE',
  'CONDITIONAL_LIMIT_IOC_LIQUIDATE',
  'CONDITIONAL_MARKET_IOC_LIQUIDATE',
  'STOP_LIMIT_LIMIT_IOC_LIQUIDATE',
  'STOP_LIMIT_MARKET_IOC_LIQUIDATE',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** How an order type triggers and executes. */
export interface OrderTypeTraits {
  readonly trigger: 'none' | 'conditional' | 'stopLimit';
  readonly execution: 'limit' | 'market';
  readonly iocLiquidate: boolean;
}

const t = (
  trigger: OrderTypeTraits['trigger'],
  execution: OrderTypeTraits['execution'],
  iocLiquidate: boolean,
): OrderTypeTraits => ({ trigger, execution, iocLiquidate });

/** Traits of every order type (spec 000 §3). */
export const ORDER_TYPE_TRAITS: { readonly [T in OrderType]: OrderTypeTraits } = {
  LIMIT: t('none', 'limit', false),
  MARKET: t('none', 'market', false),
  CONDITIONAL_LIMIT: t('conditional', 'limit', false),
  CONDITIONAL_MARKET: t('conditional', 'market', false),
  STOP_LIMIT_LIMIT: t('stopLimit', 'limit', false),
  STOP_LIMIT_MARKET: t('stopLimit', 'market', false),
  LIMIT_IOC_LIQUIDATE: t('none', 'limit', true),
  MARKET_IOC_LIQUIDATE: t('none', 'market', true),
  CONDITIONAL_LIMIT_IOC_LIQUIDATE: t('conditional', 'limit', true),
  CONDITIONAL_MARKET_IOC_LIQUIDATE: t('conditional', 'market', true),
  STOP_LIMIT_LIMIT_IOC_LIQUIDATE: t('stopLimit', 'limit', true),
  STOP_LIMIT_MARKET_IOC_LIQUIDATE: t('stopLimit', 'market', true),
};

const ORDER_TYPE_SET: ReadonlySet<string> = new Set(ORDER_TYPES);

/** Guard for the feed boundary. */
export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && ORDER_TYPE_SET.has(value);
}

/** The type without its IOC-liquidate suffix: `CONDITIONAL_LIMIT_IOC_LIQUIDATE` → `CONDITIONAL_LIMIT`. */
export function baseOrderType(type: OrderType): OrderType {
  const base = type.replace(/_IOC_LIQUIDATE$/, '');
  return isOrderType(base) ? base : type;
}

/** Which leg of an OCO order fired (spec 000 §3): not yet known, take profit, stop loss. */
export const OCO_TRIGGER_RESULTS = ['UNKNOWN', 'TP', 'SL'] as const;
export type OcoTriggerResult = (typeof OCO_TRIGGER_RESULTS)[number];
