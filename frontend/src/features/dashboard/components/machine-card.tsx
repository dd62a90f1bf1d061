import { ChevronDown, Plus, Settings2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { DashboardMachine } from '../api/get-dashboard';
import { type WorkoutEntry, formatSet, categoryLabel, EntryList } from '../../workouts';
import { useTranslation } from '../messages';
import { formatGermanDate } from '../../../lib/dates';
import { ChangeIndicator } from './change-indicator';
import { MachineRecordsRow } from './machine-records';

// nivo is large; it loads with the first card that has something to draw, never with the app.
const ProgressChart = lazy(() => import('./progress-chart'));

interface MachineCardProps {
  machine: DashboardMachine;
  /** First day of the selected period (yyyy-MM-dd), null for all time. */
  periodStart: string | null;
  onAdd: (machine: DashboardMachine) => void;
  onEditEntry: (entry: WorkoutEntry, machine: DashboardMachine) => void;
  onEditMachine: (machine: DashboardMachine) => void;
}

/** One exercise on the dashboard: latest set, change, records, chart, entries and actions. */
export function MachineCard({ machine, periodStart, onAdd, onEditEntry, onEditMachine }: MachineCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [showEntries, setShowEntries] = useState(false);
  const { latest, points } = machine;
  const hasPoints = points.length > 0;
  const categories = machine.categories.length > 0 ? machine.categories.map(categoryLabel).join(' · ') : null;

  return (
    <article className="card machine-card" aria-labelledby={`${id}-name`}>
      <header className="machine-card__header">
        <div className="machine-card__title">
          <h3 id={`${id}-name`} className="machine-card__name">
            {machine.name}
          </h3>
          <p className="machine-card__categories">{categories ?? t('dashboard.uncategorised')}</p>
        </div>
        <button type="button" className="icon-button icon-button--subtle" aria-label={t('dashboard.editMachine')} onClick={() => onEditMachine(machine)}>
          <Settings2 size={20} aria-hidden="true" />
        </button>
      </header>

      {latest && (
        <div className="machine-card__summary">
          <div className="machine-card__latest">
            <span className="machine-card__label">{t('dashboard.latest')}</span>
            <strong className="machine-card__set">{formatSet(latest.max_weight, latest.reps)}</strong>
            <span className="machine-card__date">
              <time dateTime={latest.date}>{formatGermanDate(latest.date, 'd. MMM')}</time>
            </span>
          </div>
          <ChangeIndicator percent={machine.change_percent} pointCount={points.length} />
        </div>
      )}

      {hasPoints ? (
        <>
          <MachineRecordsRow records={machine.records} />
          <Suspense fallback={<div className="progress-chart progress-chart--loading" aria-hidden="true" />}>
            <ProgressChart
              points={points}
              label={t('dashboard.chartLabel', {
                name: machine.name,
                count: points.length,
                set: formatSet(points[points.length - 1].weight, points[points.length - 1].reps),
              })}
            />
          </Suspense>
          <div className="machine-card__actions">
            <button type="button" className="button button--secondary button--block machine-card__add" onClick={() => onAdd(machine)}>
              <Plus size={18} strokeWidth={2.6} aria-hidden="true" />
              {t('dashboard.addEntry')}
            </button>
            <button
              type="button"
              className="text-button machine-card__toggle"
              aria-expanded={showEntries}
              aria-controls={`${id}-entries`}
              onClick={() => setShowEntries((open) => !open)}
            >
              {showEntries ? t('dashboard.hideEntries') : t('dashboard.showEntries')}
              <ChevronDown size={18} aria-hidden="true" className={showEntries ? 'rotate-180' : undefined} />
            </button>
          </div>
          {showEntries && (
            <EntryList
              id={`${id}-entries`}
              machineId={machine.id}
              machineName={machine.name}
              from={periodStart}
              onEdit={(entry) => onEditEntry(entry, machine)}
            />
          )}
        </>
      ) : (
        <div className="machine-card__first">
          <p className="muted">{t('dashboard.noPointsInPeriod')}</p>
          <button type="button" className="button button--primary button--block" onClick={() => onAdd(machine)}>
            <Plus size={18} strokeWidth={2.6} aria-hidden="true" />
            {t('dashboard.firstWorkout')}
          </button>
        </div>
      )}
    </article>
  );
}
