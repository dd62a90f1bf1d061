import { Minus, Plus } from 'lucide-react';
import type { FocusEvent } from 'react';

export interface NumberFieldSteppers {
  /** The text after one step down (−1) or up (+1) from `raw`, in the field's own notation. */
  step: (raw: string, direction: 1 | -1) => string;
  /** The buttons' names for screen readers ("Gewicht verringern"). */
  down: string;
  up: string;
}

interface NumberFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder?: string;
  /** 'decimal' takes "82,5" and "82.5" alike; 'numeric' whole numbers; 'text' a range like "8-10". */
  inputMode: 'decimal' | 'numeric' | 'text';
  value: string;
  /** The message under the field, already translated. */
  error?: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** −/+ around the field. */
  steppers?: NumberFieldSteppers | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * A number as a lifter types it: a text field with the phone's number pad, so "82,5" stays 82,5 (a
 * number field drops the comma in some browsers and reads 825, or refuses it), shown with the
 * interface's decimal mark by whoever fills it (lib/numbers' numberFieldText), between − and + when asked.
 */
export function NumberField({
  id,
  name,
  label,
  placeholder,
  inputMode,
  value,
  error,
  onChange,
  onBlur,
  steppers = null,
  disabled = false,
  autoFocus = false,
}: NumberFieldProps) {
  const input = (
    <input
      id={id}
      name={name}
      className="field__input field__input--number"
      type="text"
      inputMode={inputMode}
      pattern={inputMode === 'numeric' ? '[0-9]*' : undefined}
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      autoFocus={autoFocus}
      {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
    />
  );
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {steppers ? (
        <div className="stepper">
          <button type="button" className="stepper__button" aria-label={steppers.down} onClick={() => onChange(steppers.step(value, -1))} disabled={disabled}>
            <Minus size={18} aria-hidden="true" />
          </button>
          {input}
          <button type="button" className="stepper__button" aria-label={steppers.up} onClick={() => onChange(steppers.step(value, 1))} disabled={disabled}>
            <Plus size={18} aria-hidden="true" />
          </button>
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
