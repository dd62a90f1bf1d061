import { Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { categoryLabel, useExerciseName, useMachines } from '../../../shared/exercises';
import { PersonalRecordBadge, SetKindBadges, useExerciseHistory, type WorkoutEntry } from '../../../shared/sets';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { historyOf, type HistoryDay } from '../lib/exercise-history';
import type { RecordKind } from '../lib/record';
import { useTranslation } from '../messages';

// nivo is large; it loads with this page, never with the app.
const ExerciseHistoryChart = lazy(() => import('./exercise-history-chart'));

const RECORD_LABELS = {
  weight: 'dashboard.exercise.record.weight',
  e1rm: 'dashboard.exercise.record.e1rm',
  volume: 'dashboard.exercise.record.volume',
} as const satisfies Record<RecordKind, string>;

const setText = (entry: Pick<WorkoutEntry, 'max_weight' | 'reps'>) => `${formatNumber(entry.max_weight)} kg × ${entry.reps}`;
const recordValue = (kind: RecordKind, entry: WorkoutEntry) =>
  `${formatNumber(kind === 'weight' ? entry.max_weight : kind === 'e1rm' ? entry.e1rm : entry.max_weight * entry.reps)} kg`;

/** An exercise's own page: its whole history as a chart with axes, its records with their dates, and every set by day. */
export function ExercisePage({ machineId }: { machineId: string }) {
  const { t } = useTranslation();
  const machines = useMachines();
  const history = useExerciseHistory(machineId);
  const nameOf = useExerciseName();
  const back = { to: paths.dashboard, label: t('dashboard.exercise.back') };
  const machine = machines.data?.find((candidate) => candidate.id === machineId);

  if (machines.isPending || history.isPending) {
    return (
      <div className="page-stack">
        <PageHeader title={t('dashboard.exercise.history')} back={back} />
        <PageSpinner />
      </div>
    );
  }
  if (!machine) {
    return (
      <div className="page-stack">
        <PageHeader title={t('dashboard.exercise.history')} back={back} />
        <p className="muted">{t('dashboard.exercise.notFound')}</p>
      </div>
    );
  }
  const categories = machine.categories.map(categoryLabel).join(' · ');
  const name = nameOf(machine.name);
  if (history.isError) {
    return (
      <div className="page-stack">
        <PageHeader title={name} subtitle={categories} back={back} />
        <RequestErrorAlert text={t('dashboard.exercise.loadError')} error={history.error} />
      </div>
    );
  }
  const { days, charted, records } = historyOf(history.data);
  const latest = charted[0];

  return (
    <div className="page-stack exercise-page">
      <PageHeader title={name} subtitle={categories || undefined} back={back} />
      {days.length === 0 ? (
        <p className="muted">{t('dashboard.exercise.empty')}</p>
      ) : (
        <div className="exercise-page__columns">
          <div className="exercise-page__main">
            {latest && (
              <section className="card exercise-page__section" aria-labelledby="exercise-history-title">
                <h2 id="exercise-history-title" className="exercise-page__title">
                  {t('dashboard.exercise.history')}
                </h2>
                <p className="muted exercise-page__hint">{t('dashboard.exercise.chartHint')}</p>
                <Suspense fallback={<div className="exercise-chart exercise-chart--loading" aria-hidden="true" />}>
                  <ExerciseHistoryChart days={charted} label={t('dashboard.exercise.chartLabel', { name, count: charted.length, set: setText(latest.best) })} />
                </Suspense>
              </section>
            )}
            <section className="card exercise-page__section" aria-labelledby="exercise-records-title">
              <h2 id="exercise-records-title" className="exercise-page__title">
                <Trophy size={18} aria-hidden="true" /> {t('dashboard.exercise.records')}
              </h2>
              <dl className="exercise-records">
                {records.map(({ kind, entry }) => (
                  <div key={kind} className="exercise-records__item">
                    <dt>{t(RECORD_LABELS[kind])}</dt>
                    <dd>
                      <strong>{recordValue(kind, entry)}</strong>
                      <span className="muted">
                        {setText(entry)} · <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
          <section className="card exercise-page__section" aria-labelledby="exercise-sets-title">
            <h2 id="exercise-sets-title" className="exercise-page__title">
              {t('dashboard.exercise.sets')}
            </h2>
            <ol className="exercise-days">
              {days.map((day) => (
                <ExerciseDay key={day.date} day={day} />
              ))}
            </ol>
          </section>
        </div>
      )}
    </div>
  );
}

function ExerciseDay({ day }: { day: HistoryDay }) {
  const { t } = useTranslation();
  return (
    <li className="exercise-day">
      <h3 className="exercise-day__date">
        <time dateTime={day.date}>{formatDate(day.date)}</time>
      </h3>
      <p className="muted exercise-day__summary">
        {day.sets.length === 1
          ? t('dashboard.exercise.daySet')
          : day.best
            ? t('dashboard.exercise.daySets', { count: day.sets.length, set: setText(day.best) })
            : t('dashboard.exercise.dayCount', { count: day.sets.length })}
      </p>
      <ol className="exercise-day__sets">
        {day.sets.map((set) => (
          <li key={set.id} className={set.id === day.best?.id ? 'exercise-day__set exercise-day__set--best' : 'exercise-day__set'}>
            <span>{setText(set)}</span>
            <span className="muted">e1RM {formatNumber(set.e1rm)}</span>
            <SetKindBadges setType={set.set_type} rpe={set.rpe} />
            <PersonalRecordBadge records={set.personal_records} />
          </li>
        ))}
      </ol>
    </li>
  );
}
