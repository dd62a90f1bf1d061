import { Activity, Weight } from 'lucide-react';
import { useTranslation } from '../messages';
import { formatCount } from '../../../lib/numbers';
import { formatVolume } from '../../workouts';

/**
 * Trainings: the days with training in the selected period (a lifter counts sessions, not sets;
 * docs/decisions.md "Progress that agrees with itself"), and total volume (Σ weight × reps, rounded).
 */
export function StatCards({ totals }: { totals?: { training_days: number; volume: number } }) {
  const { t } = useTranslation();
  return (
    <dl className="stat-cards">
      <div className="card stat-card">
        <dt className="stat-card__label">
          <Activity size={16} aria-hidden="true" />
          {t('dashboard.statWorkouts')}
        </dt>
        <dd className="stat-card__value">{totals ? formatCount(totals.training_days) : '–'}</dd>
      </div>
      <div className="card stat-card">
        <dt className="stat-card__label">
          <Weight size={16} aria-hidden="true" />
          {t('dashboard.statVolume')}
        </dt>
        <dd className="stat-card__value">{totals ? formatVolume(totals.volume) : '–'}</dd>
      </div>
    </dl>
  );
}
