import { useState, type FormEvent, type ReactNode } from 'react';
import { ExerciseSearchField, type Machine } from '../../../shared/exercises';
import { Alert } from '../../../components/ui/alert';
import { useNow } from '../../../lib/use-now';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { addExercise, addSet, changeExercise, moveExercise, type NewId, type Sheet, type SheetExercise } from '../lib/sheet';
import { clock } from '../lib/summary';
import { useTranslation } from '../messages';
import { SheetExerciseCard } from './sheet-exercise-card';

export type SheetUpdate = (change: (sheet: Sheet) => Sheet) => void;

interface TrainingSheetProps {
  userId: string;
  /** "Tag 1: Ganzkörper", or the name of a training without a plan. */
  title: string;
  startTime: number;
  sheet: Sheet;
  change: SheetUpdate;
  machines: readonly Machine[];
  machinesReady: boolean;
  onFinish: () => void;
  /** Shown above the exercises while the pause is on (the profile's, given by the page). */
  pauseNotice?: ReactNode;
}

const newId: NewId = () => crypto.randomUUID();

const isDone = (exercise: SheetExercise) => exercise.sets.length > 0 && exercise.sets.every((row) => row.logged !== null);

/**
 * The training sheet, as Hevy and Strong lifters know it: every exercise of the training with its
 * set rows, ticked off one by one, exercises added and moved, and "Training beenden". The rest
 * after a checked set runs in the dock above the navigation, where it covers nothing.
 */
export function TrainingSheet({ userId, title, startTime, sheet, change, machines, machinesReady, onFinish, pauseNotice }: TrainingSheetProps) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const done = sheet.exercises.filter(isDone).length;
  const total = sheet.exercises.length;

  function add(event: FormEvent) {
    event.preventDefault();
    if (!newName.trim()) return setNameMissing(true);
    setNameMissing(false);
    change((current) => addExercise(current, newName, newId));
    setNewName('');
  }

  return (
    <div className="page-stack training-sheet">
      <header className="session__header">
        <h1 className="session__title">{title}</h1>
        <ElapsedClock startTime={startTime} />
      </header>
      <div className="session__progress">
        <div
          className="progress-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-label={t('sheet.progressLabel', { done, total })}
        >
          <span className="progress-bar__fill" style={{ width: `${total === 0 ? 0 : (done / total) * 100}%` }} />
        </div>
        <span className="session__counter">{t('sheet.progress', { done, total })}</span>
      </div>
      {pauseNotice}

      {total === 0 && <p className="training-sheet__empty">{t('sheet.empty')}</p>}
      {sheet.exercises.map((exercise, index) => (
        <SheetExerciseCard
          key={exercise.id}
          userId={userId}
          exercise={exercise}
          machines={machines}
          machinesReady={machinesReady}
          first={index === 0}
          last={index === total - 1}
          change={(update) => change((current) => changeExercise(current, exercise.id, update))}
          onMove={(direction) => change((current) => moveExercise(current, exercise.id, direction))}
          onAddSet={() => change((current) => addSet(current, exercise.id, newId))}
        />
      ))}

      <form className="card training-sheet__add" onSubmit={add} noValidate>
        <h2 className="training-sheet__add-title">{t('sheet.addExercise')}</h2>
        <ExerciseSearchField value={newName} onChange={setNewName} exercises={machines} />
        {nameMissing && <Alert>{t('sheet.missingName')}</Alert>}
        <button type="submit" className="button button--secondary button--block">
          {t('sheet.add')}
        </button>
      </form>

      <button type="button" className="button button--primary button--large button--block" onClick={() => setConfirmFinish(true)}>
        {t('sheet.finish')}
      </button>
      <ConfirmDialog
        open={confirmFinish}
        title={t('sheet.confirmFinish')}
        description={t('sheet.confirmFinishText')}
        confirmLabel={t('sheet.confirmFinishYes')}
        cancelLabel={t('sheet.cancel')}
        onCancel={() => setConfirmFinish(false)}
        onConfirm={() => {
          setConfirmFinish(false);
          onFinish();
        }}
      />
    </div>
  );
}

/** The training's time, ticking each second on its own so that the sheet's exercises do not render with it. */
function ElapsedClock({ startTime }: { startTime: number }) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <span className="session__clock" aria-label={t('sheet.elapsed')}>
      {clock(now - startTime)}
    </span>
  );
}
