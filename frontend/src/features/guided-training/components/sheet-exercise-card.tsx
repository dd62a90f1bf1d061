import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { heaviestWeight, parseReps, useChangeLoggedSet, useHeavySetConfirm, useLogSet, type ParsedWorkout } from '../../workouts';
import { parseWeight, useExerciseHistory } from '../../../shared/sets';
import { sentSetId } from '../../../shared/outbox';
import { useExerciseName, useOwnExercise, type Machine } from '../../../shared/exercises';
import { Alert } from '../../../components/ui/alert';
import { todayIso } from '../../../lib/dates';
import { vibrate } from '../../../lib/vibrate';
import { earlierOf } from '../lib/earlier';
import { previousOf, valuesOf, type LoggedSet, type SheetExercise } from '../lib/sheet';
import { useTranslation } from '../messages';
import { SheetSetRow } from './sheet-set-row';

export type ExerciseUpdate = (change: (exercise: SheetExercise) => SheetExercise) => void;

interface SheetExerciseCardProps {
  userId: string;
  exercise: SheetExercise;
  machines: readonly Machine[];
  /** False while the exercises load: the history is looked up once they are known. */
  machinesReady: boolean;
  first: boolean;
  last: boolean;
  change: ExerciseUpdate;
  onMove: (direction: -1 | 1) => void;
  onAddSet: () => void;
}

const sameValues = (logged: LoggedSet, next: Pick<LoggedSet, 'weight' | 'reps' | 'setType'>) =>
  logged.weight === next.weight && logged.reps === next.reps && logged.setType === next.setType;

/**
 * One exercise of the sheet with its set rows. A check logs the set through the outbox (useLogSet:
 * sent at once, or kept until the connection is back) and starts the rest timer in the dock; a
 * checked set edited or un-checked is changed or deleted the same way.
 */
export function SheetExerciseCard({ userId, exercise, machines, machinesReady, first, last, change, onMove, onAddSet }: SheetExerciseCardProps) {
  const { t } = useTranslation();
  const logSet = useLogSet();
  const changeLogged = useChangeLoggedSet();
  // A plan name the lifter logs under another name ("Kniebeugen" for their "Kniebeuge") is logged on theirs.
  const own = useOwnExercise(exercise.name, machines);
  // In English a catalogue movement shows its English name; the sheet keeps the name it logs under.
  const shown = useExerciseName()(exercise.name);
  const machine = own.machine;
  const history = useExerciseHistory(machine?.id);
  // A weight over three times the heaviest so far is asked about before it is logged (82,5 typed as 825).
  const heavy = useHeavySetConfirm(heaviestWeight(history.data));
  const [problem, setProblem] = useState<{ rowId: string; text: string } | null>(null);
  const [busyRows, setBusyRows] = useState<ReadonlySet<string>>(new Set());

  // The previous training and the bests, taken once: the sets this training logs never move them.
  const known = machinesReady && !own.pending && (!machine || history.isSuccess);
  useEffect(() => {
    if (!known || exercise.earlier) return;
    const ownIds = new Set(exercise.sets.flatMap((row) => (row.logged ? [sentSetId(row.logged.ref)] : [])));
    const earlier = earlierOf(history.data ?? [], ownIds);
    change((current) => (current.earlier ? current : { ...current, earlier }));
  }, [known, exercise.earlier, exercise.sets, history.data, change]);

  const setRow = (rowId: string, patch: Partial<SheetExercise['sets'][number]>) =>
    change((current) => ({ ...current, sets: current.sets.map((row) => (row.id === rowId ? { ...row, ...patch } : row)) }));
  const busy = (rowId: string, on: boolean) =>
    setBusyRows((current) => {
      const next = new Set(current);
      if (on) next.add(rowId);
      else next.delete(rowId);
      return next;
    });
  const failed = (rowId: string) => () => setProblem({ rowId, text: t('sheet.saveError') });
  /** A row's weight and reps as numbers, or null after saying what is missing. */
  const readRow = (rowId: string, values: { weight: string; reps: string }) => {
    const weight = parseWeight(values.weight);
    const reps = parseReps(values.reps);
    if (weight !== null && reps !== null && reps >= 1) return { weight, reps };
    setProblem({ rowId, text: t('sheet.missingValues') });
    return null;
  };

  function check(index: number) {
    const row = exercise.sets[index]!;
    setProblem(null);
    if (row.logged) {
      // Un-checked: the set is no longer part of the training.
      const ref = row.logged.ref;
      setRow(row.id, { logged: null });
      changeLogged.mutate({ userId, ref, kind: 'delete' }, { onError: failed(row.id) });
      return;
    }
    const values = valuesOf(exercise, index);
    const read = readRow(row.id, values);
    if (!read) return;
    heavy.guard({ max_weight: read.weight, reps: read.reps, date: todayIso(), notes: null }, (parsed) => send(row.id, row.setType, values, parsed));
  }

  function send(rowId: string, setType: SheetExercise['sets'][number]['setType'], values: { weight: string; reps: string }, parsed: ParsedWorkout) {
    vibrate();
    busy(rowId, true);
    logSet.mutate(
      { userId, exercise: machine ? { id: machine.id, name: machine.name } : { name: exercise.name }, machines, ...parsed, set_type: setType },
      {
        onSuccess: (result) => {
          // A set waiting in the outbox (offline) is known by its key until the server has it.
          const ref = result.status === 'sent' ? result.entry.id : result.set.key;
          // The values as logged stay in the fields, whatever the prefill does later.
          setRow(rowId, { ...values, logged: { ref, weight: parsed.max_weight, reps: parsed.reps, setType, date: parsed.date } });
        },
        onError: failed(rowId),
        onSettled: () => busy(rowId, false),
      },
    );
  }

  /** A checked set whose values changed is edited through the outbox; unchanged or unreadable, nothing is sent. */
  function sendEdit(index: number, setType = exercise.sets[index]!.setType) {
    const row = exercise.sets[index]!;
    if (!row.logged) return;
    const read = readRow(row.id, valuesOf(exercise, index));
    if (!read) return;
    const { weight, reps } = read;
    const next = { weight, reps, setType };
    if (sameValues(row.logged, next)) return;
    setRow(row.id, { setType, logged: { ...row.logged, ...next } });
    changeLogged.mutate(
      { userId, ref: row.logged.ref, kind: 'edit', values: { max_weight: weight, reps, date: row.logged.date, set_type: setType } },
      { onError: failed(row.id) },
    );
  }

  const target = exercise.target;
  return (
    <section className="card sheet-exercise" aria-labelledby={`${exercise.id}-name`}>
      <header className="sheet-exercise__header">
        <h2 id={`${exercise.id}-name`} className="sheet-exercise__name">
          {shown}
        </h2>
        <div className="sheet-exercise__order">
          <button type="button" className="icon-button" aria-label={t('sheet.moveUp', { exercise: shown })} onClick={() => onMove(-1)} disabled={first}>
            <ArrowUp size={18} aria-hidden="true" />
          </button>
          <button type="button" className="icon-button" aria-label={t('sheet.moveDown', { exercise: shown })} onClick={() => onMove(1)} disabled={last}>
            <ArrowDown size={18} aria-hidden="true" />
          </button>
        </div>
      </header>
      {target?.sets !== null && target?.sets !== undefined && target.reps && (
        <p className="sheet-exercise__meta">{t('sheet.target', { sets: target.sets, reps: target.reps })}</p>
      )}
      {own.twin && machine && <p className="sheet-exercise__meta">{t('sheet.ownTwin', { name: machine.name })}</p>}
      <ol className="sheet-exercise__sets">
        {exercise.sets.map((row, index) => (
          <SheetSetRow
            key={row.id}
            exercise={shown}
            number={index + 1}
            row={row}
            values={valuesOf(exercise, index)}
            previous={previousOf(exercise, index)}
            busy={busyRows.has(row.id)}
            invalid={problem?.rowId === row.id}
            onChange={(field, value) => setRow(row.id, { [field]: value })}
            onLeave={() => sendEdit(index)}
            onWarmup={(on) => (row.logged ? sendEdit(index, on ? 'warmup' : 'normal') : setRow(row.id, { setType: on ? 'warmup' : 'normal' }))}
            onCheck={() => check(index)}
          />
        ))}
      </ol>
      {problem && <Alert>{problem.text}</Alert>}
      <button
        type="button"
        className="button button--secondary sheet-exercise__add-set"
        onClick={onAddSet}
        aria-label={t('sheet.addSetTo', { exercise: shown })}
      >
        <Plus size={18} aria-hidden="true" />
        {t('sheet.addSet')}
      </button>
      {heavy.dialog}
    </section>
  );
}
