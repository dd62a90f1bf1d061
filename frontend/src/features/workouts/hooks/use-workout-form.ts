import { useEffect, useRef, useState } from 'react';
import { validateWorkoutForm, type ParsedWorkout, type WorkoutFormErrors, type WorkoutFormField, type WorkoutFormValues } from '../lib/workout-form';

/** Form state with validation on submit; the first invalid field gets the focus. */
export function useWorkoutForm(initial: WorkoutFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<WorkoutFormErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failedSubmits === 0) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  function onChange(field: WorkoutFormField, value: string) {
    if (field !== 'exercise') setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** The parsed entry, or null after showing what is wrong. */
  function validate(exerciseName?: string): ParsedWorkout | null {
    const result = validateWorkoutForm(values, exerciseName);
    setErrors(result.errors);
    if (!result.parsed) setFailedSubmits((count) => count + 1);
    return result.parsed;
  }

  return { values, setValues, errors, onChange, validate, containerRef };
}
