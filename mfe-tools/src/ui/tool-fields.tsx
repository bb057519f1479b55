import { useId, type ReactNode } from 'react';
import { NUMERIC_INPUT_HINT_KEYS, normalizeNumericInput, type OrderSide } from '@spot/contracts';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * A decimal input as the order entry has it (DESIGN §8): decimals past `precision` are cut, a
 * decimal comma is a point, a leading dot becomes `0.`; text that is not a number stays as
 * typed with a hint that says why. No bound is applied: the tool's checks name a bad value.
 */
export function DecimalField({
  name,
  label,
  unit,
  precision,
  value,
  t,
  onChange,
  optional = false,
}: {
  name: string;
  label: string;
  unit?: string;
  precision: number;
  value: string;
  t: T;
  onChange: (next: string) => void;
  optional?: boolean;
}) {
  const hintId = useId();
  const read = normalizeNumericInput(value, { precision: Number.MAX_SAFE_INTEGER });
  const error = read.ok ? null : read.reason;
  return (
    <label className={error ? 'tool-field invalid' : 'tool-field'}>
      <span>
        {label}
        {unit ? <span className="unit"> ({unit})</span> : null}
        {optional ? <span className="optional"> · {t('optional')}</span> : null}
      </span>
      <input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? hintId : undefined}
        onChange={(event) => {
          const next = normalizeNumericInput(event.target.value, { precision });
          onChange(next.ok ? next.value : event.target.value);
        }}
        onBlur={() => {
          if (!error && value.endsWith('.')) onChange(value.slice(0, -1));
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

/** A small set of choices as a radio group (side, grid spacing, size distribution). */
export function ChoiceField<V extends string>({
  name,
  label,
  choices,
  value,
  text,
  onChange,
}: {
  name: string;
  label: string;
  choices: readonly V[];
  value: V;
  text: (choice: V) => ReactNode;
  onChange: (next: V) => void;
}) {
  return (
    <fieldset className={`tool-choice tool-choice-${name}`}>
      <legend>{label}</legend>
      {choices.map((choice) => (
        <label key={choice} className={choice === value ? 'chosen' : ''}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={choice === value}
            onChange={() => onChange(choice)}
          />
          {text(choice)}
        </label>
      ))}
    </fieldset>
  );
}

export const SIDES: readonly OrderSide[] = ['BUY', 'SELL'];
