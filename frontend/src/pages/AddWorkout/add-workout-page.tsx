import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { useAfterWorkout } from '../../components/workouts/use-after-workout';
import { t } from '../../i18n';
import { vibrate } from '../../lib/vibrate';
import { AddWorkoutForm } from './add-workout-form';
import { SuccessDialog } from './success-dialog';

export default function AddWorkoutPage() {
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
