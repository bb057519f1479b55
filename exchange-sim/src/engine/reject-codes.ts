/**
 * Why the engine refuses a command: a stable string reason (what code and tests match on), a
 * number in the exchange's 1701xx style (what the HTTP reply carries) and a default message.
 * A rejection's message adds the figures that broke the rule.
 */
export const ENGINE_REJECTIONS = {
  INVALID_PARAMETER: { code: 170130, message: 'A parameter is missing or malformed' },
  INSUFFICIENT_BALANCE: { code: 170131, message: 'Insufficient balance' },
  UNKNOWN_SYMBOL: { code: 170132, message: 'Unknown trading pair' },
  PRICE_INVALID: { code: 170133, message: 'Order price must be a decimal above 0' },
  PRICE_PRECISION: { code: 170134, message: 'Order price is not a multiple of the price tick' },
  QTY_TOO_LARGE: { code: 170135, message: 'Order quantity is above the maximum' },
  QTY_TOO_SMALL: { code: 170136, message: 'Order quantity is below the minimum' },
  QTY_PRECISION: { code: 170137, message: 'Order quantity has too many decimals' },
  QTY_INVALID: { code: 170138, message: 'Order quantity must be a decimal above 0' },
  AMOUNT_INVALID: { code: 170139, message: 'Order amount must be a decimal above 0' },
  AMOUNT_TOO_SMALL: { code: 170140, message: 'Order amount is below the minimum' },
  AMOUNT_TOO_LARGE: { code: 170141, message: 'Order amount is above the maximum' },
  AMOUNT_PRECISION: { code: 170142, message: 'Order amount has too many decimals' },
  SYMBOL_NOT_OPEN: { code: 170143, message: 'The trading pair is not open yet' },
  SYMBOL_NOT_TRADING: { code: 170144, message: 'The trading pair is not trading' },
  SIDE_BANNED: { code: 170145, message: 'This side is restricted on the trading pair' },
  ORDER_NOT_FOUND: { code: 170146, message: 'Order does not exist' },
  ORDER_NOT_ACTIVE: { code: 170147, message: 'Order is already filled, cancelled or triggered' },
  MODIFY_QTY_BELOW_EXECUTED: {
    code: 170148,
    message: 'The new quantity is below the executed quantity',
  },
  MODIFY_NOT_SUPPORTED: { code: 170149, message: 'This order or field cannot be modified' },
  POST_ONLY_WOULD_TAKE: {
    code: 170150,
    message: 'Post-only order rejected: it would take liquidity',
  },
  TRIGGER_PRICE_INVALID: { code: 170151, message: 'Trigger price must be a decimal above 0' },
  TRIGGER_PRICE_PRECISION: {
    code: 170152,
    message: 'Trigger price is not a multiple of the price tick',
  },
  PLAN_PRICE_OUT_OF_BAND: {
    code: 170153,
    message: 'Order price must lie within 90 % to 110 % of the trigger price',
  },
  OCO_TP_TRIGGER_SIDE: {
    code: 170154,
    message: 'Take-profit trigger must be above the last price for a sell, below it for a buy',
  },
  OCO_SL_TRIGGER_SIDE: {
    code: 170155,
    message: 'Stop-loss trigger must be below the last price for a sell, above it for a buy',
  },
  TRAILING_INVALID: {
    code: 170156,
    message:
      'Trailing needs exactly one of a percentage (above 0, below 100) or a value (a positive tick multiple)',
  },
  ACTIVATION_PRICE_INVALID: {
    code: 170157,
    message: 'Activation price must be a decimal above 0 and a multiple of the price tick',
  },
  CLIENT_ORDER_ID_INVALID: {
    code: 170158,
    message: 'clientOrderId must be 1 to 36 letters, digits, "-", "_", ":" or "."',
  },
  ORDER_TYPE_UNSUPPORTED: { code: 170159, message: 'This order type is not supported' },
  TPSL_TP_TRIGGER_SIDE: {
    code: 170160,
    message: 'Take-profit trigger must be above the limit price for a buy, below it for a sell',
  },
  TPSL_SL_TRIGGER_SIDE: {
    code: 170161,
    message: 'Stop-loss trigger must be below the limit price for a buy, above it for a sell',
  },
  PRICE_TOO_HIGH: {
    code: 170163,
    message: 'Order, trigger or activation price is above the maximum price of the trading pair',
  },
  MARGIN_NOT_ALLOWED: {
    code: 170162,
    message:
      'Spot margin needs a unified account with leverage on, not in isolated-margin mode, where compliance allows it',
  },
} as const;

export type RejectReason = keyof typeof ENGINE_REJECTIONS;

export const REJECT_REASONS = Object.keys(ENGINE_REJECTIONS) as RejectReason[];

/** A refused command: a stable reason, its number and a readable message. */
export interface Rejection {
  readonly code: number;
  readonly reason: RejectReason;
  readonly message: string;
}

/** The rejection of `reason`; `detail` (the figures that broke the rule) follows the message. */
export function rejection(reason: RejectReason, detail?: string): Rejection {
  const { code, message } = ENGINE_REJECTIONS[reason];
  return { code, reason, message: detail === undefined ? message : `${message}: ${detail}` };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && 'reason' in value && 'code' in value;
}
