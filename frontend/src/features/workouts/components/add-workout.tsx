import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useAfterWorkout } from '../hooks/use-after-workout';
import { useTranslation } from '../messages';
import { vibrate } from '../../../lib/vibrate';
import { AddWorkoutForm } from './add-workout-form';
import { SuccessDialog } from './success-dialog';

export function AddWorkout() {
  const { t } = useTranslation();
  const afterWorkout = useAfterWorkout();
  const [saved, setSaved] = useState<{ hanteln?: number } | null>(null);

  return (
    <div className="page-stack">
      <PageHeader title={t('addWorkout.title')} subtitle={t('addWorkout.subtitle')} />
      <AddWorkoutForm
        onSaved={({ entry, createdMachine }) => {
          vibrate();
          setSaved({ hanteln: entry.hanteln_earned });
          afterWorkout({ createdMachine });
        }}
      />
      {saved && <SuccessDialog hantelnEarned={saved.hanteln} />}
    </div>
  );
}
