import { RequestErrorAlert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatSet, SetKindBadges } from '../../../shared/sets';
import { useExerciseName, useMachines } from '../../../shared/exercises';
import { useSession } from '../api/get-sessions';
import { groupByExercise } from '../lib/group-sets';
import { useTranslation } from '../messages';

/** A training's notes and sets, by exercise: "80 kg × 8", warm-ups muted and marked, failure, drop sets and RPE. */
export function SessionSets({ id }: { id: string }) {
  const { t } = useTranslation();
  const session = useSession(id);
  const machines = useMachines();
  const nameOf = useExerciseName();

  if (session.isPending || machines.isPending) return <Spinner size="sm" />;
  if (session.isError) return <RequestErrorAlert text={t('history.setsFailed')} error={session.error} />;
  if (session.data.sets.length === 0) return <p className="muted">{t('history.noSets')}</p>;
  const names = new Map(machines.data?.map((machine) => [machine.id, nameOf(machine.name)]));

  return (
    <>
      {session.data.notes && <p className="training-item__notes">{session.data.notes}</p>}
      <ul className="training-exercises">
        {groupByExercise(session.data.sets).map(({ machineId, sets }) => (
          <li key={machineId}>
            <h3 className="training-exercise__name">{names.get(machineId) ?? t('history.unknownExercise')}</h3>
            <ol className="training-exercise__sets">
              {sets.map((set) => (
                <li key={set.id} className={`training-set${set.set_type === 'warmup' ? ' training-set--warmup' : ''}`}>
                  <span>{formatSet(set.max_weight, set.reps)}</span>
                  <SetKindBadges setType={set.set_type} rpe={set.rpe} />
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </>
  );
}
