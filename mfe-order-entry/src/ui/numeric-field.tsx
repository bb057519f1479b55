import { createContext, useContext, useId, useRef } from 'react';
import {
  NUMERIC_INPUT_HINT_KEYS,
  type SymbolInfo,
  type TourAnchor,
  type TypedNumber,
} from '@spot/contracts';
import { fieldError, type TypedRefusal } from '../domain/order-draft';
import { commitField, typeFieldKey, type FieldKind } from '../domain/order-form';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * The field the form's notice is about (a pre-check that names it: a price above the maximum,
 * a missing quantity) and the notice's id: that field is marked invalid and described by the
 * notice, as a field whose text is no number is by its own hint.
 */
const NoticedFieldContext = createContext<{
  readonly name: string;
  readonly noticeId: string;
} | null>(null);
export const NoticedField = NoticedFieldContext.Provider;

/**
 * A decimal input. What the trader types stays as typed (DESIGN §8): decimals past the
 * precision are cut, a leading dot becomes `0.`, a decimal comma a point; text that is not a
 * number is kept as it is and marked invalid with a hint that says why. Leaving the field drops
 * a trailing point. No bound is applied here: the pre-checks name a value out of bounds. Text
 * is read in the page's `locale`: where a point may group thousands (`1.500` in Spanish), it is
 * refused, and `onRefused` keeps the refusal beside the text (its text alone reads 1.5). The
 * separator typed is read as typed at every keystroke, though the field shows a decimal comma
 * as a point (`typeFieldKey`): `66,000` typed in English is refused, not read as 66.00.
 */
export function NumericField({
  name,
  label,
  unit,
  kind,
  value,
  symbol,
  locale,
  refused,
  t,
  onChange,
  onRefused,
  disabled = false,
  anchor,
}: {
  name: string;
  label: string;
  unit: string;
  kind: FieldKind;
  value: string;
  symbol: SymbolInfo | undefined;
  /** The page's locale, which reads what is typed. */
  locale: string;
  /** What the locale refused when this field was typed (`OrderDraft.refused`). */
  refused: TypedRefusal | undefined;
  t: T;
  onChange: (next: string) => void;
  /** Keeps (or, with null, drops) this field's refusal of what was just typed. */
  onRefused: (refusal: TypedRefusal | null) => void;
  disabled?: boolean;
  /** A tour anchor of the contract (`data-tour-anchor`). */
  anchor?: TourAnchor;
}) {
  const hintId = useId();
  /** What the last keystroke gave, while the field still shows its text. */
  const typed = useRef<TypedNumber | null>(null);
  const error = fieldError(value, refused);
  const noticed = useContext(NoticedFieldContext);
  const named = noticed?.name === name ? noticed.noticeId : null;
  return (
    <label
      className={error || named ? 'numeric-field invalid' : 'numeric-field'}
      data-tour-anchor={anchor}
    >
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
        aria-invalid={error || named ? true : undefined}
        aria-describedby={error ? hintId : (named ?? undefined)}
        onChange={(event) => {
          const before = typed.current?.text === value ? typed.current : null;
          const next = typeFieldKey(kind, event.target.value, symbol, locale, before);
          typed.current = next;
          onChange(next.text);
          // A refusal the text alone does not carry (`1.500` in Spanish) is kept beside it.
          if (next.refusal !== null || refused !== undefined) onRefused(next.refusal);
        }}
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
