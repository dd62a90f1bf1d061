import { Activity, Weight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../messages';
import { formatCount } from '../../../lib/numbers';
import { formatVolume } from '../../../shared/sets';
import type { Period } from '../lib/filters';

function StatCard({ icon, label, period, value }: { icon: ReactNode; label: string; period: string; value: string }) {
  return (
    <div className="card stat-card">
      <dt className="stat-card__label">
        <span className="stat-card__name">
          {icon}
          {label}
        </span>
        <span className="stat-card__period">{period}</span>
      </dt>
      <dd className="stat-card__value">{value}</dd>
    </div>
  );
}

/**
 * Trainings (the days with training; a lifter counts sessions, not sets) and volume (Σ weight ×
 * reps, rounded), both over the selected period, which each card names (docs/decisions/42-numbers-that-agree-and-the-add-screen-s.md "Stat
 * cards follow the period").
 */
export function StatCards({ totals, period }: { totals?: { training_days: number; period_volume: number }; period: Period }) {
  const { t } = useTranslation();
  const covers = t(`dashboard.statPeriod.${period}`);
  return (
    <dl className="stat-cards">
      <StatCard
        icon={<Activity size={16} aria-hidden="true" />}
        label={t('dashboard.statWorkouts')}
        period={covers}
        value={totals ? formatCount(totals.training_days) : '–'}
      />
      <StatCard
        icon={<Weight size={16} aria-hidden="true" />}
        label={t('dashboard.statVolume')}
        period={covers}
        value={totals ? formatVolume(totals.period_volume) : '–'}
      />
    </dl>
  );
}
