import type { SymbolInfo } from '@spot/contracts';
import { commitField, typeField, type FieldKind } from '../domain/order-form';

/**
 * A decimal input: every keystroke goes through the numeric-input rules (a refused keystroke
 * keeps the previous text), and leaving the field commits it against the minimum.
 */
export function NumericField({
  name,
  label,
  unit,
  kind,
  value,
  symbol,
  onChange,
  disabled = false,
}: {
  name: string;
  label: string;
  unit: string;
  kind: FieldKind;
  value: string;
  symbol: SymbolInfo | undefined;
  onChange: (next: string) => void;
  disabled?: boolean;
}) {
  return (
    <label className="numeric-field">
      <span>
        {label} {unit && <span className="unit">({unit})</span>}
      </span>
      <input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(typeField(kind, value, event.target.value, symbol))}
        onBlur={() => {
          const committed = commitField(kind, value, symbol);
          if (committed !== value) onChange(committed);
        }}
      />
    </label>
  );
}
