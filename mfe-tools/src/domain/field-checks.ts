import {
  Dec,
  NUMERIC_INPUT_HINT_KEYS,
  TOOL_LIMITS,
  TOOL_MESSAGE_KEYS,
  normalizeNumericInput,
  resolvePrecision,
  type SymbolInfo,
  typeNumericInput,
  type TypedNumber,
  type TypedRefusal,
} from '@spot/contracts';

/**
 * Each typed field of the tools' forms checked on its own, before the tool's checks read the
 * form: what the field holds is named under it (a zero price, a fractional count, letters), so
 * that the form's one line of refusal (the first failing check) never stands for a field it
 * cannot describe. An empty field is not named here: the form's check asks for what is missing.
 */

/**
 * Text the page's locale refused as it was typed though its text alone reads as a number
 * (`1.500` in Spanish, where a point may group thousands), and why: the contract's. It holds
 * while the field shows that text.
 */
export type { TypedRefusal };

/** The refusals of one form's fields, by field name. */
export type TypedRefusals = Readonly<Partial<Record<string, TypedRefusal>>>;

/**
 * How a field reads typed text in the page's `locale`: the text to keep (cut to `precision`,
 * or as typed when it is not a number) and what the locale refused that the text alone would
 * not (kept beside it: the checks read the text without the locale).
 */
export function readTyped(
  raw: string,
  precision: number,
  locale: string,
  before: TypedNumber | null = null,
): { readonly text: string; readonly refusal: TypedRefusal | null; readonly typed: TypedNumber } {
  // The separator typed at an earlier key is the one read (`66,000` typed key by key is
  // refused in English as pasted, though its comma was shown as a point).
  const typed = typeNumericInput(raw, before, { precision, locale });
  return { text: typed.text, refusal: typed.refusal, typed };
}

/** A message of the `tools` namespace and its figures. */
export interface FieldProblem {
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
}

interface WholeRule {
  readonly kind: 'whole';
  readonly min: number;
  readonly max: number;
  /** The range's message: the same as the tool's check gives for the value. */
  readonly problem: FieldProblem;
}
export type FieldRule =
  { readonly kind: 'price' } | { readonly kind: 'qty' } | { readonly kind: 'amount' } | WholeRule;

const PRICE = { kind: 'price' } as const;
const QTY = { kind: 'qty' } as const;
const AMOUNT = { kind: 'amount' } as const;
const whole = (
  key: string,
  range: { readonly min: number; readonly max: number },
  params: Readonly<Record<string, string>> = { min: String(range.min), max: String(range.max) },
): WholeRule => ({ kind: 'whole', min: range.min, max: range.max, problem: { key, params } });

const DURATION_MIN = {
  min: TOOL_LIMITS.twapDurationSec.min / 60,
  max: TOOL_LIMITS.twapDurationSec.max / 60,
};

/** The rule of every typed field, by tool (the other fields are choices). */
export const FIELD_RULES = {
  gridBot: {
    minPrice: PRICE,
    maxPrice: PRICE,
    gridNumber: whole(TOOL_MESSAGE_KEYS.gridNumberRange, TOOL_LIMITS.gridNumber),
    investment: AMOUNT,
    stopLossPrice: PRICE,
    takeProfitPrice: PRICE,
  },
  iceberg: { price: PRICE, totalQty: QTY, visibleQty: QTY },
  twap: {
    totalQty: QTY,
    // Typed in minutes; the message names the bounds as the check does (minutes, hours).
    durationMin: whole(TOOL_MESSAGE_KEYS.twapDuration, DURATION_MIN, {
      min: String(DURATION_MIN.min),
      max: String(TOOL_LIMITS.twapDurationSec.max / 3600),
    }),
    intervalSec: whole(TOOL_MESSAGE_KEYS.twapInterval, TOOL_LIMITS.twapIntervalSec),
    priceLimit: PRICE,
  },
  scaledOrder: {
    priceFrom: PRICE,
    priceTo: PRICE,
    count: whole(TOOL_MESSAGE_KEYS.scaledCount, TOOL_LIMITS.scaledCount),
    totalQty: QTY,
  },
} as const satisfies Record<string, Record<string, FieldRule>>;
export type FieldTool = keyof typeof FIELD_RULES;

/** What a field's value is held against: the symbol's digits and least values. */
export interface FieldLimits {
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  /** The lowest price an order takes (the tick). */
  readonly minPrice: Dec;
  readonly minQuantity: Dec;
  readonly minAmount: Dec;
  readonly base: string;
  readonly quote: string;
}

/** Least positive value of `digits` decimals: a zero bound still refuses zero. */
const unit = (digits: number) => new Dec(10).pow(-digits);

/** The limits of a symbol, its precisions read as the tools' checks read them. */
export function fieldLimitsOf(info: SymbolInfo): FieldLimits {
  const pricePrecision = resolvePrecision(info, 'price');
  const quantityPrecision = resolvePrecision(info, 'quantity');
  const least = (text: string, floor: Dec) =>
    Dec.max(/^\d+(\.\d+)?$/.test(text) ? new Dec(text) : 0, floor);
  return {
    pricePrecision,
    quantityPrecision,
    minPrice: least(info.minPricePrecision, unit(pricePrecision)),
    minQuantity: least(info.minTradeQuantity, unit(quantityPrecision)),
    // The investment is typed with 8 decimals at most (the field's digits).
    minAmount: least(info.minTradeAmount, unit(8)),
    base: info.baseTokenName,
    quote: info.quoteTokenName,
  };
}

/** A read field as a decimal: `12.` is 12 while the trader types on (a lone point reads `0.`). */
const decimalRead = (value: string) => new Dec(value.replace(/\.$/, ''));

/**
 * What is wrong with one field's text, or null. Without `limits` (the symbol not known yet)
 * only what the text itself says is named: not a number, or not a whole number in range.
 */
export function fieldProblem(
  rule: FieldRule,
  text: string,
  limits: FieldLimits | null,
): FieldProblem | null {
  if (text.trim() === '') return null;
  const read = normalizeNumericInput(text, { precision: Number.MAX_SAFE_INTEGER });
  if (rule.kind === 'whole') {
    // Letters, a sign, a fraction or a count out of bounds: the range says what fits.
    const value = read.ok ? decimalRead(read.value) : null;
    const fits = value !== null && value.isInteger() && value.gte(rule.min) && value.lte(rule.max);
    return fits ? null : rule.problem;
  }
  if (!read.ok) return { key: NUMERIC_INPUT_HINT_KEYS[read.reason], params: {} };
  const value = decimalRead(read.value);
  if (limits === null) return null;
  const digits =
    rule.kind === 'price'
      ? limits.pricePrecision
      : rule.kind === 'qty'
        ? limits.quantityPrecision
        : null;
  // The checks would round such a value to the symbol's digits: named, not done silently.
  if (digits !== null && value.decimalPlaces() > digits) {
    return { key: 'tool_too_many_decimals', params: { digits: String(digits) } };
  }
  if (rule.kind === 'price' && value.lt(limits.minPrice)) {
    return { key: 'orderPriceLowerLimit', params: { min: limits.minPrice.toFixed() } };
  }
  if (rule.kind === 'qty' && value.lt(limits.minQuantity)) {
    return {
      key: 'orderQtyLowerLimit',
      params: { min: limits.minQuantity.toFixed(), token: limits.base },
    };
  }
  if (rule.kind === 'amount' && value.lt(limits.minAmount)) {
    return {
      key: 'tool_investment_lower_limit',
      params: { min: limits.minAmount.toFixed(), token: limits.quote },
    };
  }
  return null;
}

/**
 * Each typed field of a form that holds something wrong, with its message, by field name; a
 * field still showing text the locale refused as typed (`refused`) is named by that refusal.
 */
export function fieldProblems(
  tool: FieldTool,
  form: object,
  limits: FieldLimits | null,
  refused: TypedRefusals = {},
): Readonly<Record<string, FieldProblem>> {
  const rules: Readonly<Record<string, FieldRule>> = FIELD_RULES[tool];
  const texts = form as Readonly<Record<string, unknown>>;
  const out: Record<string, FieldProblem> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = texts[name];
    const text = typeof value === 'string' ? value : '';
    const refusal = refused[name];
    const problem =
      refusal && refusal.text === text && text !== ''
        ? { key: NUMERIC_INPUT_HINT_KEYS[refusal.reason], params: {} }
        : fieldProblem(rule, text, limits);
    if (problem) out[name] = problem;
  }
  return out;
}
