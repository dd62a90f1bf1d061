import { Merge } from 'lucide-react';
import { useId, useState } from 'react';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMachines, type Machine } from '../api/get-machines';
import { useWorkouts } from '../api/get-workouts';
import { useMergeMachine } from '../api/merge-machine';
import { useTranslation } from '../messages';

interface MergeMachineSectionProps {
  /** The exercise being edited: it stays and takes the sets of the one picked. */
  machine: Machine;
  disabled: boolean;
  onMerged: () => void;
}

/** Twins first (the same catalogue movement), then the others by name. */
function candidatesFor(machine: Machine, machines: readonly Machine[]): Machine[] {
  const isTwin = (other: Machine) => machine.catalogue_id !== null && other.catalogue_id === machine.catalogue_id;
  return machines.filter((other) => other.id !== machine.id).sort((a, b) => Number(isTwin(b)) - Number(isTwin(a)) || a.name.localeCompare(b.name, 'de'));
}

/**
 * "Mit einer anderen Übung zusammenführen": pick the twin, see how many sets it has, confirm; its
 * sets move to this exercise and the twin is removed.
 */
export function MergeMachineSection({ machine, disabled, onMerged }: MergeMachineSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [otherId, setOtherId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const machines = useMachines();
  const candidates = candidatesFor(machine, machines.data ?? []);
  const other = candidates.find((candidate) => candidate.id === otherId);
  const sets = useWorkouts({ machine_id: otherId }, { enabled: other !== undefined });
  const setCount = other && sets.data ? sets.data.length : null;
  const merge = useMergeMachine();

  if (!open) {
    return (
      <button type="button" className="button button--secondary button--block" disabled={disabled} onClick={() => setOpen(true)}>
        <Merge size={18} aria-hidden="true" />
        {t('workouts.merge.open')}
      </button>
    );
  }

  const setsText = setCount === null ? '' : setCount === 1 ? t('workouts.merge.oneSet') : t('workouts.merge.sets', { count: setCount });
  return (
    <section className="field merge-machine" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="field__label">
        {t('workouts.merge.open')}
      </h3>
      <label className="field__label" htmlFor={`${id}-other`}>
        {t('workouts.merge.pick', { name: machine.name })}
      </label>
      <select
        id={`${id}-other`}
        className="field__input"
        value={otherId}
        disabled={disabled || merge.isPending}
        onChange={(event) => setOtherId(event.target.value)}
      >
        <option value="">{t('workouts.merge.choose')}</option>
        {candidates.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      {other && setCount !== null && (
        <p className="merge-machine__summary" role="status">
          {t('workouts.merge.summary', { other: other.name, sets: setsText, name: machine.name })}
        </p>
      )}
      {merge.isError && <RequestErrorAlert text={t('workouts.merge.error')} error={merge.error} />}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!other || setCount === null || disabled || merge.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('workouts.merge.submit')}
      </button>
      <ConfirmDialog
        open={confirming && other !== undefined}
        title={t('workouts.merge.confirmTitle')}
        description={other ? t('workouts.merge.confirm', { other: other.name, sets: setsText, name: machine.name }) : ''}
        confirmLabel={t('workouts.merge.confirmButton')}
        cancelLabel={t('workouts.cancel')}
        busy={merge.isPending}
        busyLabel={t('workouts.merge.busy')}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          merge.mutate(
            { id: otherId, into: machine.id },
            {
              onSuccess: () => {
                setConfirming(false);
                onMerged();
              },
              onError: () => setConfirming(false),
            },
          )
        }
      />
    </section>
  );
}
