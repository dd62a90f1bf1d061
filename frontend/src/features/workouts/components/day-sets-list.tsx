import type { WorkoutEntry } from '@hantelwerk/api-types';
import { useSignedInUser } from '../../../lib/session';
import { useMachines } from '../../../shared/exercises/api/get-machines';
import { useWorkouts } from '../../../shared/sets/api/get-workouts';
import { useExerciseName } from '../../../shared/exercises/api/get-exercise-names';
import { usePendingSets } from '../../../shared/outbox/use-outbox';
import { setsByExercise, type ExerciseDaySets } from '../lib/day-sets';
import { formatSet } from '../../../shared/sets/lib/set-format';
import { useTranslation } from '../messages';
import { NewRecord } from './new-record';
import { PendingBadge } from '../../../shared/outbox/pending-badge';
import { SetKindBadges } from '../../../shared/sets/components/set-kind';

/**
 * The sets of `day` by exercise, from the server's entries of that day and the sets waiting in the
 * outbox, so a reload shows the same list; `saved` are this visit's answers, shown before the list
 * is fetched again. `namesById`: names of exercises created on this visit that the exercise list
 * may not know yet.
 */
export function useDaySets(day: string, saved: readonly WorkoutEntry[], namesById: ReadonlyMap<string, string>): ExerciseDaySets[] {
  const user = useSignedInUser();
  const stored = useWorkouts({ date: day });
  const pending = usePendingSets(user.id);
  const machines = useMachines();
  const nameOf = (id: string) => machines.data?.find((machine) => machine.id === id)?.name ?? namesById.get(id) ?? '';
  // The server's copy after the visit's answer: a later set may have taken a record from an earlier one.
  return setsByExercise(day, [...saved, ...(stored.data ?? [])], pending, nameOf);
}

/** Each exercise under its name with its sets numbered on their own ("Satz 2: 62,5 kg × 10"). */
export function DaySetsList({ groups }: { groups: readonly ExerciseDaySets[] }) {
  const { t } = useTranslation();
  const nameOf = useExerciseName();
  return (
    <ul className="day-sets">
      {groups.map((group) => (
        <li key={group.key}>
          <h3 className="day-sets__exercise">{nameOf(group.name)}</h3>
          <ol className="saved-sets__list">
            {group.sets.map((set) => (
              <li key={set.id}>
                <span>{t('addWorkout.savedSet', { n: set.number, set: formatSet(set.max_weight, set.reps) })}</span>
                <SetKindBadges setType={set.set_type} rpe={set.rpe} />
                {set.pending ? <PendingBadge /> : <NewRecord records={set.records} />}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
