import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useAfterWorkout } from '../hooks/use-after-workout';
import { useTranslation } from '../messages';
import { vibrate } from '../../../lib/vibrate';
import { formatSet } from '../lib/set-format';
import { AddWorkoutForm, type SavedOnScreen } from './add-workout-form';
import { SuccessDialog } from './success-dialog';
import { PendingBadge } from './pending-badge';
import { NewRecord } from './new-record';
import { SetKindBadges } from './set-kind';

/** What was saved on this visit: one line per set, and "Noch ein Satz" or "Fertig". */
function SavedSets({ saved, onAnother, onDone }: { saved: readonly SavedOnScreen[]; onAnother: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const anotherRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    anotherRef.current?.focus({ preventScroll: true });
    // Centred, so the rest timer along the bottom does not cover the two buttons.
    anotherRef.current?.scrollIntoView?.({ block: 'center' });
  }, [saved.length]);
  return (
    <div className="saved-sets" role="status">
      <p className="saved-sets__title">
        <CircleCheck size={18} aria-hidden="true" />
        {t('addWorkout.savedTitle')}
      </p>
      <ul className="saved-sets__list">
        {saved.map(({ set, result }, index) => (
          <li key={index}>
            <span>{t('addWorkout.savedSet', { n: index + 1, set: formatSet(set.max_weight, set.reps) })}</span>
            <SetKindBadges setType={set.set_type} rpe={set.rpe} />
            {result.status === 'queued' ? <PendingBadge /> : <NewRecord records={result.entry.personal_records} />}
          </li>
        ))}
      </ul>
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
        afterSave={showSaved ? <SavedSets saved={saved} onAnother={() => setShowSaved(false)} onDone={() => setDone(true)} /> : undefined}
      />
      {done && <SuccessDialog hantelnEarned={hanteln || undefined} />}
    </div>
  );
}
