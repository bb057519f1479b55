import { useId } from 'react';
import { NUMERIC_INPUT_HINT_KEYS, type SymbolInfo, type TourAnchor } from '@spot/contracts';
import { fieldError } from '../domain/order-draft';
import { commitField, typeField, type FieldKind } from '../domain/order-form';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * A decimal input. What the trader types stays as typed (DESIGN §8): decimals past the
 * precision are cut, a leading dot becomes `0.`, a decimal comma a point; text that is not a
 * number is kept as it is and marked invalid with a hint that says why. Leaving the field drops
 * a trailing point. No bound is applied here: the pre-checks name a value out of bounds.
 */
export function NumericField({
  name,
  label,
  unit,
  kind,
  value,
  symbol,
  t,
  onChange,
  disabled = false,
  anchor,
}: {
  name: string;
  label: string;
  unit: string;
  kind: FieldKind;
  value: string;
  symbol: SymbolInfo | undefined;
  t: T;
  onChange: (next: string) => void;
  disabled?: boolean;
  /** A tour anchor of the contract (`data-tour-anchor`). */
  anchor?: TourAnchor;
}) {
  const hintId = useId();
  const error = fieldError(value);
  return (
    <label className={error ? 'numeric-field invalid' : 'numeric-field'} data-tour-anchor={anchor}>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? hintId : undefined}
        onChange={(event) => onChange(typeField(kind, event.target.value, symbol))}
        onBlur={() => {
          const committed = commitField(value);
          if (committed !== value) onChange(committed);
        }}
      />
      {error && (
        <span id={hintId} className="field-hint" aria-live="polite">
          {t(NUMERIC_INPUT_HINT_KEYS[error])}
        </span>
      )}
    </label>
  );
}
