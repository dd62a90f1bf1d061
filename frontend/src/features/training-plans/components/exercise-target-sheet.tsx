import type { PlanExercise } from '@hantelwerk/api-types';
import { useId, useState } from 'react';
import { NumberField } from '../../../components/ui/number-field';
import { FormSheet } from '../../../components/ui/form-sheet';
import { stepWeight } from '../../../shared/sets';
import { useExerciseName } from '../../../shared/exercises';
import { Alert } from '../../../components/ui/alert';
import type { ExerciseTarget } from '../lib/plan-edits';
import { parseTargetForm, stepRepsTarget, stepSets, targetFormValues, type TargetFormErrors, type TargetFormValues } from '../lib/target-form';
import { useTranslation } from '../messages';

interface ExerciseTargetSheetProps {
  exercise: PlanExercise;
  busy: boolean;
  error: string | null;
  onSave: (target: ExerciseTarget) => void;
  onClose: () => void;
}

/** Sets, reps (a count or "8-10") and an optional target weight of one plan exercise, with −/+ for each and a decimal comma. */
export function ExerciseTargetSheet({ exercise, busy, error, onSave, onClose }: ExerciseTargetSheetProps) {
  const { t } = useTranslation();
  const id = useId();
  const nameOf = useExerciseName();
  const [values, setValues] = useState<TargetFormValues>(() => targetFormValues(exercise));
  const [errors, setErrors] = useState<TargetFormErrors>({});
  const change = (field: keyof TargetFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit() {
    const parsed = parseTargetForm(values);
    setErrors(parsed.errors);
    if (parsed.target) onSave(parsed.target);
  }

  return (
    <FormSheet
      title={t('plans.target.title', { name: nameOf(exercise.exercise_name) })}
      subtitle={t('plans.target.subtitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      saving={busy}
    >
      <div className="target-fields">
        <NumberField
          id={`${id}-sets`}
          name="sets"
          label={t('plans.target.sets')}
          placeholder={t('plans.target.setsPlaceholder')}
          inputMode="numeric"
          value={values.sets}
          error={errors.sets && t(errors.sets)}
          onChange={change('sets')}
          steppers={{ step: stepSets, down: t('plans.target.setsDown'), up: t('plans.target.setsUp') }}
          disabled={busy}
        />
        <NumberField
          id={`${id}-reps`}
          name="reps"
          label={t('plans.target.reps')}
          placeholder={t('plans.target.repsPlaceholder')}
          inputMode="text"
          value={values.reps}
          error={errors.reps && t(errors.reps)}
          onChange={change('reps')}
          steppers={{ step: stepRepsTarget, down: t('plans.target.repsDown'), up: t('plans.target.repsUp') }}
          disabled={busy}
        />
        <NumberField
          id={`${id}-weight`}
          name="target_weight"
          label={t('plans.target.weight')}
          placeholder={t('plans.target.weightPlaceholder')}
          inputMode="decimal"
          value={values.weight}
          error={errors.weight && t(errors.weight)}
          onChange={change('weight')}
          steppers={{ step: stepWeight, down: t('plans.target.weightDown'), up: t('plans.target.weightUp') }}
          disabled={busy}
        />
      </div>
      {error && <Alert>{error}</Alert>}
    </FormSheet>
  );
}
