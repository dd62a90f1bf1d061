import { ChartLine, ChevronDown, Plus, Settings2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { lazy, Suspense, useId, useState } from 'react';
import type { DashboardMachine, SparklineSpan } from '../api/get-dashboard';
import { useSignedInUser } from '../../../lib/session';
import { type WorkoutEntry, formatSet, countsInFigures, PersonalRecordBadge } from '../../../shared/sets';
import { type PendingChange, type PendingSet, PendingBadge, usePendingChanges } from '../../../shared/outbox';
import { categoryLabel, useExerciseName } from '../../../shared/exercises';
import { EntryList, RepeatSetButton } from '../../workouts';
import { useTranslation } from '../messages';
import { formatDate, DAY_MONTH } from '../../../lib/dates';
import { exercisePath } from '../../../config/paths';
import { dayHoldsRecord } from '../lib/record';
import { pointsOf } from '../lib/sparkline';
import { ChangeIndicator } from './change-indicator';
import { MachineRecordsRow } from './machine-records';
import { Sparkline } from './sparkline';

// nivo is large; it loads with the first card that is opened, never with the app.
const ProgressChart = lazy(() => import('./progress-chart'));

export interface MachineCardActions {
  onAdd: (machine: DashboardMachine) => void;
  onEditEntry: (entry: WorkoutEntry, machine: DashboardMachine) => void;
  onEditMachine: (machine: DashboardMachine) => void;
}

interface MachineCardProps extends MachineCardActions {
  machine: DashboardMachine;
  /** What each point of the sparkline stands for (the answer's). */
  span: SparklineSpan;
  /** First day of the selected period (yyyy-MM-dd), null for all time. */
  periodStart: string | null;
  /** This exercise's sets waiting in the outbox, oldest first. */
  pending: readonly PendingSet[];
}

/**
 * The set "Zuletzt" shows: the newest waiting one that is no warm-up (the server's latest is none
 * either), else the newest the server has, as edited offline if an edit of it waits (a repeat then
 * repeats the corrected set).
 */
export function lastSetOf(machine: DashboardMachine, pending: readonly PendingSet[], changes: readonly PendingChange[] = []) {
  const waiting = pending.filter(countsInFigures).at(-1);
  if (waiting) return { max_weight: waiting.max_weight, reps: waiting.reps, date: waiting.date, pending: true };
  const latest = machine.latest;
  if (!latest) return null;
  const change = changes.filter((candidate) => candidate.entryId === latest.id).at(-1);
  if (change?.kind === 'edit') return { max_weight: change.values.max_weight, reps: change.values.reps, date: change.values.date, pending: true };
  return { ...latest, pending: false };
}

/**
 * One exercise on the dashboard, compact so thirty fit: name, last set, change, sparkline, and
 * the two quick ways to log (repeat the last set; open the dialog with it filled in). Details
 * opens the records, the chart, the entries and the settings.
 */
export function MachineCard({ machine, span, periodStart, pending, onAdd, onEditEntry, onEditMachine }: MachineCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [showEntries, setShowEntries] = useState(false);
  const points = pointsOf(machine.sparkline);
  const user = useSignedInUser();
  const changes = usePendingChanges(user.id);
  const last = lastSetOf(machine, pending, changes);
  const categories = machine.categories.length > 0 ? machine.categories.map(categoryLabel).join(' · ') : null;
  const lastPoint = points.at(-1);
  const recordPoint = points.find((point) => point.record);
  // The name shown (a catalogue movement's English name in English); the dialogs get the exercise as it is.
  const name = useExerciseName()(machine.name);

  return (
    <article className="card machine-card" aria-labelledby={`${id}-name`}>
      <header className="machine-card__header">
        <div className="machine-card__title">
          <h3 id={`${id}-name`} className="machine-card__name">
            {name}
          </h3>
          <div className="machine-card__meta">
            <p className="machine-card__categories">{categories ?? t('dashboard.uncategorised')}</p>
            {/* The last training day, not the last point: on long periods a point is the best day of its week or month. */}
            <ChangeIndicator percent={machine.change_percent} record={!last?.pending && dayHoldsRecord(machine.latest?.date, machine.records)} />
          </div>
        </div>
        <button
          type="button"
          className="icon-button machine-card__expand"
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          aria-label={t('dashboard.detailsOf', { name })}
          onClick={() => setExpanded((open) => !open)}
        >
          <ChevronDown size={20} aria-hidden="true" className={expanded ? 'rotate-180' : undefined} />
        </button>
      </header>

      {last && (
        <div className="machine-card__summary">
          <div className="machine-card__latest">
            <span className="machine-card__label">{t('dashboard.latest')}</span>
            <strong className="machine-card__set">{formatSet(last.max_weight, last.reps)}</strong>
            <span className="machine-card__date">
              <time dateTime={last.date}>{formatDate(last.date, DAY_MONTH)}</time>
            </span>
            {last.pending ? <PendingBadge /> : <PersonalRecordBadge records={machine.latest?.personal_records} />}
          </div>
          <Sparkline points={points} />
        </div>
      )}

      {points.length === 0 && !last?.pending && <p className="muted machine-card__empty">{t('dashboard.noPointsInPeriod')}</p>}

      <div className="machine-card__quick">
        {last && <RepeatSetButton machine={machine} set={last} />}
        <button
          type="button"
          className={`button ${last ? 'button--secondary' : 'button--primary button--block'} machine-card__add`}
          onClick={() => onAdd(machine)}
          // "Erstes" only for an exercise without any set; the name says which card's button it is.
          aria-label={t(last ? 'dashboard.addEntryFor' : 'dashboard.firstWorkoutFor', { name })}
        >
          <Plus size={18} strokeWidth={2.6} aria-hidden="true" />
          <span>{last ? t('dashboard.addEntry') : t('dashboard.firstWorkout')}</span>
        </button>
      </div>

      {expanded && (
        <div id={`${id}-details`} className="machine-card__details">
          <MachineRecordsRow records={machine.records} />
          {lastPoint && (
            <Suspense fallback={<div className="progress-chart progress-chart--loading" aria-hidden="true" />}>
              <ProgressChart
                points={points}
                span={span}
                label={[
                  t(span.unit === 'day' && span.length === 1 ? 'dashboard.chartLabel' : 'dashboard.chartLabelSpans', {
                    name,
                    count: points.length,
                    set: formatSet(lastPoint.weight, lastPoint.reps),
                  }),
                  recordPoint &&
                    t('dashboard.chartRecord', { set: formatSet(recordPoint.weight, recordPoint.reps), date: formatDate(recordPoint.date, DAY_MONTH) }),
                ]
                  .filter(Boolean)
                  .join('. ')}
              />
            </Suspense>
          )}
          {machine.change_percent !== null && <p className="muted machine-card__hint">{t('dashboard.changeHint')}</p>}
          <div className="machine-card__actions">
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
            <Link to={exercisePath(machine.id)} className="text-button" aria-label={t('dashboard.exercise.openLabel', { name })}>
              <ChartLine size={18} aria-hidden="true" />
              {t('dashboard.exercise.open')}
            </Link>
            <button type="button" className="text-button" onClick={() => onEditMachine(machine)}>
              <Settings2 size={18} aria-hidden="true" />
              {t('dashboard.editMachine')}
            </button>
          </div>
          {showEntries && (
            <EntryList id={`${id}-entries`} machineId={machine.id} machineName={name} from={periodStart} onEdit={(entry) => onEditEntry(entry, machine)} />
          )}
        </div>
      )}
    </article>
  );
}
