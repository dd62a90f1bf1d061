import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { useMachines } from '../../../shared/exercises/api/get-machines';
import { useLogSet, type LogSetResult } from '../api/log-set';
import { SaveSetError } from './save-set-error';
import { useWorkouts } from '../../../shared/sets/api/get-workouts';
import { ExerciseSearchField } from '../../../shared/exercises/components/exercise-search-field';
import { useWorkoutForm } from '../hooks/use-workout-form';
import { WorkoutFields } from './workout-fields';
import { useTranslation } from '../messages';
import { findExerciseByName } from '../../../shared/exercises/lib/exercise-suggestions';
import { weightText } from '../../../shared/sets/lib/weights';
import { emptyWorkoutForm, heaviestWeight, type ParsedWorkout } from '../lib/workout-form';
import { formatNumber } from '../../../lib/numbers';
import { useHeavySetConfirm } from './heavy-set-confirm';
import { countsInFigures, type SetType } from '../../../shared/sets/lib/set-kind';
import { RpeSelect, WarmupToggle } from '../../../shared/sets/components/set-kind';

/** The exercise's latest set that is no warm-up ("Letztes Mal: 80kg × 8 Wdh") and its heaviest weight so far. */
function useExerciseHistory(machineId: string | undefined) {
  const entries = useWorkouts(machineId ? { machine_id: machineId } : {}, { enabled: !!machineId });
  const list = machineId ? entries.data : undefined;
  return { lastSet: list?.find(countsInFigures), heaviest: heaviestWeight(list) };
}

export interface SavedOnScreen {
  result: LogSetResult;
  exerciseName: string;
  set: ParsedWorkout & { set_type: SetType; rpe: number | null };
}

interface AddWorkoutFormProps {
  onSaved: (saved: SavedOnScreen) => void;
  /** After a save the form keeps its exercise and values and shows this instead of its submit button. */
  afterSave?: ReactNode;
}

/** Exercise (search or create), weight, repetitions, date; spec §2 "Add workout screen". */
export function AddWorkoutForm({ onSaved, afterSave }: AddWorkoutFormProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const machines = useMachines();
  const knownMachines = machines.data ?? [];
  const [exerciseName, setExerciseName] = useState('');
  const form = useWorkoutForm(emptyWorkoutForm());
  const logSet = useLogSet();
  const saving = logSet.isPending;
  const chosen = findExerciseByName(knownMachines, exerciseName);
  const { lastSet, heaviest } = useExerciseHistory(chosen?.id);
  const heavy = useHeavySetConfirm(heaviest);
  const filledFor = useRef<string | null>(null);
  // Whether the lifter typed a weight or reps since naming the exercise: their numbers win over a
  // last set that arrives later (a slow phone, or an exercise the first save has just created).
  const typedSinceNamed = useRef(false);
  // Per set, as a new set row in Hevy or Strong starts normal: both are reset after every save.
  const [warmup, setWarmup] = useState(false);
  const [rpe, setRpe] = useState<number | null>(null);

  // Picking an exercise fills in its last set as real values, once per exercise picked.
  const { setValues } = form;
  useEffect(() => {
    if (!chosen || !lastSet || filledFor.current === chosen.id) return;
    filledFor.current = chosen.id;
    if (typedSinceNamed.current) return;
    setValues((current) => ({ ...current, weight: weightText(lastSet.max_weight), reps: String(lastSet.reps) }));
  }, [chosen, lastSet, setValues]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || afterSave) return;
    const parsed = form.validate(exerciseName);
    if (!parsed) return;
    const kind = { set_type: warmup ? 'warmup' : 'normal', rpe } as const;
    heavy.guard(parsed, (set) =>
      logSet.mutate(
        { userId: user.id, exercise: { name: exerciseName }, machines: knownMachines, ...set, ...kind },
        {
          onSuccess: (result) => {
            setWarmup(false);
            setRpe(null);
            onSaved({ result, exerciseName: exerciseName.trim(), set: { ...set, ...kind } });
          },
        },
      ),
    );
  }

  return (
    <form className="card" noValidate onSubmit={handleSubmit} aria-busy={saving}>
      <div ref={form.containerRef} className="form-stack">
        <ExerciseSearchField
          value={exerciseName}
          onChange={(name) => {
            typedSinceNamed.current = false;
            setExerciseName(name);
            form.onChange('exercise', name);
          }}
          exercises={knownMachines}
          error={form.errors.exercise && t(form.errors.exercise)}
          disabled={saving}
        />
        {lastSet && <p className="last-set">{t('workouts.lastTime', { kg: formatNumber(lastSet.max_weight), reps: lastSet.reps })}</p>}
        <WorkoutFields
          values={form.values}
          errors={form.errors}
          onChange={(field, value) => {
            typedSinceNamed.current = true;
            form.onChange(field, value);
          }}
          disabled={saving}
          steppers
          afterSet={
            <div className="set-kind">
              <WarmupToggle on={warmup} onChange={setWarmup} disabled={saving} />
              <RpeSelect value={rpe} onChange={setRpe} disabled={saving} />
            </div>
          }
        />
        {logSet.isError && <SaveSetError error={logSet.error} />}
        {afterSave ?? (
          <button type="submit" className="button button--primary button--large button--block" disabled={saving}>
            {saving ? t('common.saving') : t('addWorkout.submit')}
          </button>
        )}
      </div>
      {heavy.dialog}
    </form>
  );
}
