import { SCALED_DISTRIBUTIONS, type SymbolInfo, type SymbolRef } from '@spot/contracts';
import type { FormTool, ToolForms } from '../state/tools-store';
import { ChoiceField, DecimalField, SIDES } from './tool-fields';

type T = (key: string, params?: Record<string, string>) => string;

export interface FieldsProps<K extends FormTool> {
  readonly form: ToolForms[K];
  readonly info: SymbolInfo | undefined;
  readonly symbol: SymbolRef;
  readonly t: T;
  readonly set: (patch: Partial<ToolForms[K]>) => void;
}

const pricePrecision = (info: SymbolInfo | undefined) => info?.pricePrecision ?? 8;
const qtyPrecision = (info: SymbolInfo | undefined) => info?.quantityPrecision ?? 8;

export function GridFields({ form, info, symbol, t, set }: FieldsProps<'gridBot'>) {
  const price = (name: keyof typeof form, optional = false) => (
    <DecimalField
      name={name}
      label={t(`field.${name}`)}
      unit={symbol.quote}
      precision={pricePrecision(info)}
      value={form[name]}
      optional={optional}
      t={t}
      onChange={(v) => set({ [name]: v })}
    />
  );
  return (
    <>
      {price('minPrice')}
      {price('maxPrice')}
      <DecimalField
        name="gridNumber"
        label={t('field.gridNumber')}
        precision={0}
        value={form.gridNumber}
        t={t}
        onChange={(v) => set({ gridNumber: v })}
      />
      <ChoiceField
        name="gridType"
        label={t('field.gridType')}
        choices={['grade', 'geometric'] as const}
        value={form.gridType}
        text={(c) => t(`gridType.${c}`)}
        onChange={(gridType) => set({ gridType })}
      />
      <DecimalField
        name="investment"
        label={t('field.investment')}
        unit={symbol.quote}
        precision={8}
        value={form.investment}
        t={t}
        onChange={(v) => set({ investment: v })}
      />
      {price('stopLossPrice', true)}
      {price('takeProfitPrice', true)}
    </>
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

export function IcebergFields({ form, info, symbol, t, set }: FieldsProps<'iceberg'>) {
  return (
    <>
      <SideField value={form.side} t={t} onChange={(side) => set({ side })} />
      <DecimalField
        name="price"
        label={t('field.price')}
        unit={symbol.quote}
        precision={pricePrecision(info)}
        value={form.price}
        t={t}
        onChange={(v) => set({ price: v })}
      />
      <DecimalField
        name="totalQty"
        label={t('field.totalQty')}
        unit={symbol.base}
        precision={qtyPrecision(info)}
        value={form.totalQty}
        t={t}
        onChange={(v) => set({ totalQty: v })}
      />
      <DecimalField
        name="visibleQty"
        label={t('field.visibleQty')}
        unit={symbol.base}
        precision={qtyPrecision(info)}
        value={form.visibleQty}
        t={t}
        onChange={(v) => set({ visibleQty: v })}
      />
    </>
  );
}

export function TwapFields({ form, info, symbol, t, set }: FieldsProps<'twap'>) {
  return (
    <>
      <SideField value={form.side} t={t} onChange={(side) => set({ side })} />
      <DecimalField
        name="totalQty"
        label={t('field.totalQty')}
        unit={symbol.base}
        precision={qtyPrecision(info)}
        value={form.totalQty}
        t={t}
        onChange={(v) => set({ totalQty: v })}
      />
      <DecimalField
        name="durationMin"
        label={t('field.durationMin')}
        unit={t('unit.minutes')}
        precision={0}
        value={form.durationMin}
        t={t}
        onChange={(v) => set({ durationMin: v })}
      />
      <DecimalField
        name="intervalSec"
        label={t('field.intervalSec')}
        unit={t('unit.seconds')}
        precision={0}
        value={form.intervalSec}
        t={t}
        onChange={(v) => set({ intervalSec: v })}
      />
      <DecimalField
        name="priceLimit"
        label={t('field.priceLimit')}
        unit={symbol.quote}
        precision={pricePrecision(info)}
        value={form.priceLimit}
        optional
        t={t}
        onChange={(v) => set({ priceLimit: v })}
      />
    </>
  );
}

export function ScaledFields({ form, info, symbol, t, set }: FieldsProps<'scaledOrder'>) {
  const price = (name: 'priceFrom' | 'priceTo') => (
    <DecimalField
      name={name}
      label={t(`field.${name}`)}
      unit={symbol.quote}
      precision={pricePrecision(info)}
      value={form[name]}
      t={t}
      onChange={(v) => set({ [name]: v })}
    />
  );
  return (
    <>
      <SideField value={form.side} t={t} onChange={(side) => set({ side })} />
      {price('priceFrom')}
      {price('priceTo')}
      <DecimalField
        name="count"
        label={t('field.count')}
        precision={0}
        value={form.count}
        t={t}
        onChange={(v) => set({ count: v })}
      />
      <DecimalField
        name="totalQty"
        label={t('field.totalQty')}
        unit={symbol.base}
        precision={qtyPrecision(info)}
        value={form.totalQty}
        t={t}
        onChange={(v) => set({ totalQty: v })}
      />
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
