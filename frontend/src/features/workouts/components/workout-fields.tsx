import { useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../messages';
import { REPS_MIN, WEIGHT_MIN, WEIGHT_STEP, type WorkoutFormErrors, type WorkoutFormValues } from '../lib/workout-form';

interface WorkoutFieldsProps {
  values: WorkoutFormValues;
  errors: WorkoutFormErrors;
  onChange: (field: keyof WorkoutFormValues, value: string) => void;
  disabled?: boolean;
  withNotes?: boolean;
  autoFocusWeight?: boolean;
  /** Shown as placeholders, e.g. the last set of this exercise. */
  placeholders?: { weight?: string; reps?: string };
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

/** Weight, repetitions, date and (optionally) notes: the fields every workout form shares. */
export function WorkoutFields({
  values,
  errors,
  onChange,
  disabled = false,
  withNotes = false,
  autoFocusWeight = false,
  placeholders = {},
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
          <input
            id={`${id}-weight`}
            name="weight"
            className="field__input field__input--number"
            type="number"
            inputMode="decimal"
            step={WEIGHT_STEP}
            min={WEIGHT_MIN}
            placeholder={placeholders.weight ?? t('workouts.weightPlaceholder')}
            value={values.weight}
            onChange={change('weight')}
            disabled={disabled}
            autoFocus={autoFocusWeight}
            {...errorProps('weight')}
          />
          <FieldError id={`${id}-weight-error`} message={errors.weight && t(errors.weight)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reps`}>
            {t('workouts.reps')}
          </label>
          <input
            id={`${id}-reps`}
            name="reps"
            className="field__input field__input--number"
            type="number"
            inputMode="numeric"
            step={1}
            min={REPS_MIN}
            placeholder={placeholders.reps ?? t('workouts.repsPlaceholder')}
            value={values.reps}
            onChange={change('reps')}
            disabled={disabled}
            {...errorProps('reps')}
          />
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
