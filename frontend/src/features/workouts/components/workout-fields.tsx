import { Minus, Plus } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '../messages';
import { stepReps, stepWeight, type WorkoutFormErrors, type WorkoutFormValues } from '../lib/workout-form';

interface WorkoutFieldsProps {
  values: WorkoutFormValues;
  errors: WorkoutFormErrors;
  onChange: (field: keyof WorkoutFormValues, value: string) => void;
  disabled?: boolean;
  withNotes?: boolean;
  autoFocusWeight?: boolean;
  /** −/+ beside weight (2.5 kg) and reps (1), for changing the last set's values with one tap. */
  steppers?: boolean;
}

/** Spec: the notes field grows with its text up to about 72 px (4.5em), then scrolls. */
const NOTES_MAX_HEIGHT_PX = 72;
/** The server's limit (backend set rules). */
const NOTES_MAX_LENGTH = 2000;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

interface StepperProps {
  enabled: boolean;
  down: { label: string; onClick: () => void };
  up: { label: string; onClick: () => void };
  children: ReactNode;
}

/** An input between a − and a + button, or the input alone. */
function Stepper({ enabled, down, up, children }: StepperProps) {
  if (!enabled) return <>{children}</>;
  return (
    <div className="stepper">
      <button type="button" className="stepper__button" aria-label={down.label} onClick={down.onClick}>
        <Minus size={18} aria-hidden="true" />
      </button>
      {children}
      <button type="button" className="stepper__button" aria-label={up.label} onClick={up.onClick}>
        <Plus size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Weight, repetitions, date and (optionally) notes: the fields every workout form shares. Weight
 * and reps are text fields with a numeric keyboard, so "82,5" stays 82,5 (a number field drops
 * the comma in some browsers and reads 825).
 */
export function WorkoutFields({
  values,
  errors,
  onChange,
  disabled = false,
  withNotes = false,
  autoFocusWeight = false,
  steppers = false,
}: WorkoutFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const notesRef = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const notes = notesRef.current;
    if (!notes) return;
    notes.style.height = 'auto';
    notes.style.height = `${Math.min(notes.scrollHeight, NOTES_MAX_HEIGHT_PX)}px`;
  }, [values.notes]);

  const change = (field: keyof WorkoutFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.target.value);

  const errorProps = (field: keyof WorkoutFormValues) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});

  return (
    <>
      <div className="field-row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-weight`}>
            {t('workouts.weight')}
          </label>
          <Stepper
            enabled={steppers}
            down={{ label: t('workouts.weightDown'), onClick: () => onChange('weight', stepWeight(values.weight, -1)) }}
            up={{ label: t('workouts.weightUp'), onClick: () => onChange('weight', stepWeight(values.weight, 1)) }}
          >
            <input
              id={`${id}-weight`}
              name="weight"
              className="field__input field__input--number"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('workouts.weightPlaceholder')}
              value={values.weight}
              onChange={change('weight')}
              disabled={disabled}
              autoFocus={autoFocusWeight}
              {...errorProps('weight')}
            />
          </Stepper>
          <FieldError id={`${id}-weight-error`} message={errors.weight && t(errors.weight)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reps`}>
            {t('workouts.reps')}
          </label>
          <Stepper
            enabled={steppers}
            down={{ label: t('workouts.repsDown'), onClick: () => onChange('reps', stepReps(values.reps, -1)) }}
            up={{ label: t('workouts.repsUp'), onClick: () => onChange('reps', stepReps(values.reps, 1)) }}
          >
            <input
              id={`${id}-reps`}
              name="reps"
              className="field__input field__input--number"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              placeholder={t('workouts.repsPlaceholder')}
              value={values.reps}
              onChange={change('reps')}
              disabled={disabled}
              {...errorProps('reps')}
            />
          </Stepper>
          <FieldError id={`${id}-reps-error`} message={errors.reps && t(errors.reps)} />
        </div>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          {t('workouts.date')}
        </label>
        <input
          id={`${id}-date`}
          name="date"
          className="field__input"
          type="date"
          required
          value={values.date}
          onChange={change('date')}
          disabled={disabled}
          {...errorProps('date')}
        />
        <FieldError id={`${id}-date-error`} message={errors.date && t(errors.date)} />
      </div>

      {withNotes && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-notes`}>
            {t('workouts.notes')}
          </label>
          <textarea
            ref={notesRef}
            id={`${id}-notes`}
            name="notes"
            className="field__input field__textarea"
            rows={1}
            maxLength={NOTES_MAX_LENGTH}
            placeholder={t('workouts.notesPlaceholder')}
            value={values.notes}
            onChange={change('notes')}
            disabled={disabled}
          />
        </div>
      )}
    </>
  );
}
