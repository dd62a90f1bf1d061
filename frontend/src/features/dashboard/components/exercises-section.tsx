import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { WORKOUT_EXPORT_URL } from '../api/export-workouts';
import { useTranslation } from '../messages';

/** "Deine Übungen" with the CSV export; the filters and the cards come as children. */
export function ExercisesSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="dashboard-exercises">
      <div className="section__header">
        <h2 id="dashboard-exercises" className="section__title">
          {t('dashboard.exercisesHeading')}
        </h2>
        <a className="text-button text-button--icon" href={WORKOUT_EXPORT_URL} download title={t('dashboard.exportTitle')}>
          <Download size={16} aria-hidden="true" />
          {t('dashboard.export')}
        </a>
      </div>
      {children}
    </section>
  );
}
