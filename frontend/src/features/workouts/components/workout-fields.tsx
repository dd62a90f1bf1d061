import { useId, useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { NumberField } from '../../../components/ui/number-field';
import { useTranslation } from '../messages';
import { stepWeight } from '../../../shared/sets/lib/weights';
import { stepReps, type WorkoutFormErrors, type WorkoutFormValues } from '../lib/workout-form';

interface WorkoutFieldsProps extends Pick<SetFieldsProps, 'disabled' | 'autoFocusWeight' | 'steppers'> {
  values: WorkoutFormValues;
  errors: WorkoutFormErrors;
  onChange: (field: keyof WorkoutFormValues, value: string) => void;
  withNotes?: boolean;
  /** Shown right below weight and repetitions: what kind of set it is. */
  afterSet?: ReactNode;
}

/** Spec: the notes field grows with its text up to about 72 px (4.5em), then scrolls. */
const NOTES_MAX_HEIGHT_PX = 72;
/** The server's limit (backend set rules). */
const NOTES_MAX_LENGTH = 2000;

interface SetFieldsProps {
  weight: string;
  reps: string;
  /** Messages shown under the fields, already translated. */
  errors?: { weight?: string; reps?: string };
  onChange: (field: 'weight' | 'reps', value: string) => void;
  disabled?: boolean;
  autoFocusWeight?: boolean;
  /** −/+ beside weight (2.5 kg) and reps (1), for changing the last set's values with one tap. */
  steppers?: boolean;
}

/** Weight and repetitions as a German lifter types them ("82,5" or "82.5"), with −/+ when asked. */
export function SetFields({ weight, reps, errors = {}, onChange, disabled = false, autoFocusWeight = false, steppers = false }: SetFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={steppers ? 'field-row field-row--steppers' : 'field-row'}>
      <NumberField
        id={`${id}-weight`}
        name="weight"
        label={t('workouts.weight')}
        placeholder={t('workouts.weightPlaceholder')}
        inputMode="decimal"
        value={weight}
        error={errors.weight}
        onChange={(value) => onChange('weight', value)}
        steppers={steppers ? { step: stepWeight, down: t('workouts.weightDown'), up: t('workouts.weightUp') } : null}
        disabled={disabled}
        autoFocus={autoFocusWeight}
      />
      <NumberField
        id={`${id}-reps`}
        name="reps"
        label={t('workouts.reps')}
        placeholder={t('workouts.repsPlaceholder')}
        inputMode="numeric"
        value={reps}
        error={errors.reps}
        onChange={(value) => onChange('reps', value)}
        steppers={steppers ? { step: stepReps, down: t('workouts.repsDown'), up: t('workouts.repsUp') } : null}
        disabled={disabled}
      />
    </div>
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
  steppers = false,
  afterSet,
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
      <SetFields
        weight={values.weight}
        reps={values.reps}
        errors={{ weight: errors.weight && t(errors.weight), reps: errors.reps && t(errors.reps) }}
        onChange={onChange}
        steppers={steppers}
        disabled={disabled}
        autoFocusWeight={autoFocusWeight}
      />
      {afterSet}

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
