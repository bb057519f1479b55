import {
  SCALED_DISTRIBUTIONS,
  resolvePrecision,
  type SymbolInfo,
  type SymbolRef,
} from '@spot/contracts';
import type { FieldProblem, TypedRefusal } from '../domain/field-checks';
import type { FormTool, ToolForms } from '../state/tools-store';
import { ChoiceField, DecimalField, SIDES } from './tool-fields';

type T = (key: string, params?: Record<string, string>) => string;

export interface FieldsProps<K extends FormTool> {
  readonly form: ToolForms[K];
  readonly info: SymbolInfo | undefined;
  readonly symbol: SymbolRef;
  readonly t: T;
  /** Sets fields; `refused` keeps or (null) drops what the locale refused as typed, by name. */
  readonly set: (
    patch: Partial<ToolForms[K]>,
    refused?: Readonly<Record<string, TypedRefusal | null>>,
  ) => void;
  /** The page's locale, which reads what is typed. */
  readonly locale: string;
  /** What is wrong with each typed field (`fieldProblems`), by its name. */
  readonly problems: Readonly<Partial<Record<string, FieldProblem>>>;
}

/** The text fields of a form: `name` is the form's member and the label's key. */
function textFields<K extends FormTool>({
  form,
  info,
  symbol,
  t,
  set,
  problems,
  locale,
}: FieldsProps<K>) {
  // The digits the checks read (a precision the symbol lacks is 0, spec 001 §3); a whole
  // number is not cut at all.
  const digits = {
    price: resolvePrecision(info, 'price'),
    qty: resolvePrecision(info, 'quantity'),
    whole: 0,
    amount: 8,
  } as const;
  const units = { price: symbol.quote, qty: symbol.base, whole: undefined, amount: symbol.quote };
  return (
    name: keyof ToolForms[K] & string,
    kind: keyof typeof digits,
    options: { readonly unit?: string; readonly optional?: boolean } = {},
  ) => (
    <DecimalField
      name={name}
      label={t(`field.${name}`)}
      unit={options.unit ?? units[kind]}
      precision={digits[kind]}
      value={String(form[name])}
      problem={problems[name]}
      whole={kind === 'whole'}
      optional={options.optional ?? false}
      t={t}
      locale={locale}
      onChange={(v, refusal) => set({ [name]: v } as Partial<ToolForms[K]>, { [name]: refusal })}
    />
  );
}

function SideField({
  value,
  t,
  onChange,
}: {
  value: 'BUY' | 'SELL';
  t: T;
  onChange: (side: 'BUY' | 'SELL') => void;
}) {
  return (
    <ChoiceField
      name="side"
      label={t('field.side')}
      choices={SIDES}
      value={value}
      text={(c) => t(c === 'BUY' ? 'buy' : 'sell')}
      onChange={onChange}
    />
  );
}

export function GridFields(props: FieldsProps<'gridBot'>) {
  const { form, t, set } = props;
  const field = textFields(props);
  return (
    <>
      {field('minPrice', 'price')}
      {field('maxPrice', 'price')}
      {field('gridNumber', 'whole')}
      <ChoiceField
        name="gridType"
        label={t('field.gridType')}
        choices={['grade', 'geometric'] as const}
        value={form.gridType}
        text={(c) => t(`gridType.${c}`)}
        onChange={(gridType) => set({ gridType })}
      />
      {field('investment', 'amount')}
      {field('stopLossPrice', 'price', { optional: true })}
      {field('takeProfitPrice', 'price', { optional: true })}
    </>
  );
}

export function IcebergFields(props: FieldsProps<'iceberg'>) {
  const field = textFields(props);
  return (
    <>
      <SideField value={props.form.side} t={props.t} onChange={(side) => props.set({ side })} />
      {field('price', 'price')}
      {field('totalQty', 'qty')}
      {field('visibleQty', 'qty')}
    </>
  );
}

export function TwapFields(props: FieldsProps<'twap'>) {
  const { t } = props;
  const field = textFields(props);
  return (
    <>
      <SideField value={props.form.side} t={t} onChange={(side) => props.set({ side })} />
      {field('totalQty', 'qty')}
      {field('durationMin', 'whole', { unit: t('unit.minutes') })}
      {field('intervalSec', 'whole', { unit: t('unit.seconds') })}
      {field('priceLimit', 'price', { optional: true })}
    </>
  );
}

export function ScaledFields(props: FieldsProps<'scaledOrder'>) {
  const { form, t, set } = props;
  const field = textFields(props);
  return (
    <>
      <SideField value={form.side} t={t} onChange={(side) => set({ side })} />
      {field('priceFrom', 'price')}
      {field('priceTo', 'price')}
      {field('count', 'whole')}
      {field('totalQty', 'qty')}
      <ChoiceField
        name="distribution"
        label={t('field.distribution')}
        choices={SCALED_DISTRIBUTIONS}
        value={form.distribution}
        text={(c) => t(`distribution.${c}`)}
        onChange={(distribution) => set({ distribution })}
      />
    </>
  );
}
