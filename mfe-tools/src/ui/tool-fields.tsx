import { useId, useRef, type ReactNode } from 'react';
import { normalizeNumericInput, type OrderSide, type TypedNumber } from '@spot/contracts';
import { readTyped, type FieldProblem, type TypedRefusal } from '../domain/field-checks';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * A decimal input as the order entry has it (DESIGN §8): decimals past `precision` are cut, a
 * decimal comma is a point, a leading dot becomes `0.`; text that is not a number stays as
 * typed. No bound is applied: `problem` (the field's own check) is shown under it, and the
 * tool's checks name the rest. A whole number (`whole`) is never cut: `2.5` stays `2.5` and
 * its check refuses it. Text is read in the page's `locale`: a point that may group thousands
 * there (`1.500` in Spanish) is refused, and the refusal goes with the text to `onChange`.
 */
export function DecimalField({
  name,
  label,
  unit,
  precision,
  value,
  problem,
  locale,
  t,
  onChange,
  optional = false,
  whole = false,
}: {
  name: string;
  label: string;
  unit?: string;
  precision: number;
  value: string;
  /** What is wrong with the value, its figures written for the page's language; or none. */
  problem: FieldProblem | null | undefined;
  /** The page's locale, which reads what is typed. */
  locale: string;
  t: T;
  /** The text to keep, and what the locale refused of it (null when nothing). */
  onChange: (next: string, refusal: TypedRefusal | null) => void;
  optional?: boolean;
  whole?: boolean;
}) {
  const hintId = useId();
  /** What the last keystroke gave, while the field still shows its text. */
  const typed = useRef<TypedNumber | null>(null);
  const error = problem ?? null;
  const digits = whole ? Number.MAX_SAFE_INTEGER : precision;
  return (
    <label className={error ? 'tool-field invalid' : 'tool-field'}>
      <span>
        {label}
        {unit ? <span className="unit"> ({unit})</span> : null}
        {optional ? <span className="optional"> · {t('optional')}</span> : null}
      </span>
      <input
        name={name}
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? hintId : undefined}
        onChange={(event) => {
          const before = typed.current?.text === value ? typed.current : null;
          const next = readTyped(event.target.value, digits, locale, before);
          typed.current = next.typed;
          onChange(next.text, next.refusal);
        }}
        onBlur={() => {
          // Only a point with nothing after it is dropped: `12.` is 12, nothing is lost.
          const read = normalizeNumericInput(value, { precision: Number.MAX_SAFE_INTEGER });
          if (read.ok && value.endsWith('.')) onChange(value.slice(0, -1), null);
        }}
      />
      {error && (
        <span id={hintId} className="field-hint" aria-live="polite">
          {t(error.key, { ...error.params })}
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
