import { useState, type FormEvent } from 'react';
import { useMachines } from '../api/get-machines';
import { useLogSet, type LoggedSet } from '../api/log-set';
import { useWorkouts } from '../api/get-workouts';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { ExerciseSearchField } from './exercise-search-field';
import { useWorkoutForm } from '../hooks/use-workout-form';
import { WorkoutFields } from './workout-fields';
import { useTranslation } from '../messages';
import { findExerciseByName } from '../lib/exercise-suggestions';
import { emptyWorkoutForm } from '../lib/workout-form';
import { formatNumber } from '../../../lib/numbers';

/** The exercise's latest set, as a hint and as placeholders ("Letztes Mal: 80kg × 8 Wdh"). */
function useLastSet(machineId: string | undefined) {
  const entries = useWorkouts(machineId ? { machine_id: machineId } : {}, { enabled: !!machineId });
  return machineId ? entries.data?.[0] : undefined;
}

/** Exercise (search or create), weight, repetitions, date; spec §2 "Add workout screen". */
export function AddWorkoutForm({ onSaved }: { onSaved: (logged: LoggedSet) => void }) {
  const { t } = useTranslation();
  const machines = useMachines();
  const knownMachines = machines.data ?? [];
  const [exerciseName, setExerciseName] = useState('');
  const form = useWorkoutForm(emptyWorkoutForm());
  const logSet = useLogSet();
  const saving = logSet.isPending;
  const lastSet = useLastSet(findExerciseByName(knownMachines, exerciseName)?.id);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = form.validate(exerciseName);
    if (!parsed) return;
    logSet.mutate({ exerciseName, machines: knownMachines, ...parsed }, { onSuccess: onSaved });
  }

  return (
    <form className="card" noValidate onSubmit={handleSubmit} aria-busy={saving}>
      <div ref={form.containerRef} className="form-stack">
        <ExerciseSearchField
          value={exerciseName}
          onChange={(name) => {
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
          onChange={form.onChange}
          disabled={saving}
          placeholders={lastSet ? { weight: String(lastSet.max_weight), reps: String(lastSet.reps) } : undefined}
        />
        {logSet.isError && <RequestErrorAlert text={t('workouts.saveError')} error={logSet.error} />}
        <button type="submit" className="button button--primary button--large button--block" disabled={saving}>
          {saving ? t('workouts.saving') : t('addWorkout.submit')}
        </button>
      </div>
    </form>
  );
}
