import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useAfterWorkout } from '../hooks/use-after-workout';
import { useTranslation } from '../messages';
import { vibrate } from '../../../lib/vibrate';
import { DAY_MONTH, formatDate, todayIso } from '../../../lib/dates';
import type { ExerciseDaySets } from '../lib/day-sets';
import { AddWorkoutForm, type SavedOnScreen } from './add-workout-form';
import { SuccessDialog } from './success-dialog';
import { DaySetsList, useDaySets } from './day-sets-list';

/** After a save: the day's sets by exercise, and "Noch ein Satz" or "Fertig". */
function SavedSets({
  groups,
  savedCount,
  onAnother,
  onDone,
}: {
  groups: readonly ExerciseDaySets[];
  savedCount: number;
  onAnother: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const anotherRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    anotherRef.current?.focus({ preventScroll: true });
    // Centred, so the rest timer along the bottom does not cover the two buttons.
    anotherRef.current?.scrollIntoView?.({ block: 'center' });
  }, [savedCount]);
  return (
    <div className="saved-sets" role="status">
      <p className="saved-sets__title">
        <CircleCheck size={18} aria-hidden="true" />
        {t('addWorkout.savedTitle')}
      </p>
      <DaySetsList groups={groups} />
      <div className="saved-sets__actions">
        <button ref={anotherRef} type="button" className="button button--primary button--large" onClick={onAnother}>
          {t('addWorkout.anotherSet')}
        </button>
        <button type="button" className="button button--secondary button--large" onClick={onDone}>
          {t('addWorkout.done')}
        </button>
      </div>
    </div>
  );
}

/**
 * The add screen. After a set the lifter stays on the exercise with its values ("Noch ein Satz")
 * while the rest timer runs; "Fertig" shows the spec's success dialog and goes to the dashboard.
 * `notice`: what the page says above the form (the pause notice).
 */
export function AddWorkout({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation();
  const afterWorkout = useAfterWorkout();
  const [saved, setSaved] = useState<SavedOnScreen[]>([]);
  const [showSaved, setShowSaved] = useState(false);
  const [done, setDone] = useState(false);
  const hanteln = saved.reduce((sum, { result }) => sum + (result.status === 'sent' ? (result.entry.hanteln_earned ?? 0) : 0), 0);
  // The day of the last set saved here (a set may be logged for another day), else today.
  const day = saved.at(-1)?.set.date ?? todayIso();
  const sent = saved.flatMap(({ result }) => (result.status === 'sent' ? [result.entry] : []));
  const namesById = new Map(saved.flatMap(({ result, exerciseName }) => (result.status === 'sent' ? [[result.machineId, exerciseName] as const] : [])));
  const groups = useDaySets(day, sent, namesById);

  return (
    <div className="page-stack">
      <PageHeader title={t('addWorkout.title')} subtitle={t('addWorkout.subtitle')} />
      {notice}
      <AddWorkoutForm
        onSaved={(entry) => {
          vibrate();
          setSaved((current) => [...current, entry]);
          setShowSaved(true);
          if (entry.result.status === 'sent') afterWorkout({ createdMachine: entry.result.createdMachine });
        }}
        afterSave={
          showSaved ? <SavedSets groups={groups} savedCount={saved.length} onAnother={() => setShowSaved(false)} onDone={() => setDone(true)} /> : undefined
        }
      />
      {!showSaved && groups.length > 0 && (
        <section className="card day-sets-card" aria-labelledby="day-sets-title">
          <h2 id="day-sets-title" className="day-sets-card__title">
            {day === todayIso() ? t('addWorkout.today') : t('addWorkout.onDay', { date: formatDate(day, DAY_MONTH) })}
          </h2>
          <DaySetsList groups={groups} />
        </section>
      )}
      {done && <SuccessDialog hantelnEarned={hanteln || undefined} />}
    </div>
  );
}
