import { ClipboardList, Download, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignedInUser } from '../../api/auth';
import { useDashboard, type DashboardMachine } from '../../api/dashboard';
import { WORKOUT_EXPORT_URL, type CreatedWorkoutEntry, type WorkoutEntry } from '../../api/workouts';
import { paths } from '../../app/paths';
import { AddEntryDialog } from '../../components/workouts/add-entry-dialog';
import { EditEntryDialog } from '../../components/workouts/edit-entry-dialog';
import { EditMachineDialog } from '../../components/workouts/edit-machine-dialog';
import { SuccessOverlay } from '../../components/workouts/success-overlay';
import { useAfterWorkout } from '../../components/workouts/use-after-workout';
import { t } from '../../i18n';
import { periodStart } from '../../lib/periods';
import { greetingName } from '../../lib/user-name';
import { AnalysisCard } from './analysis-card';
import { CategoryChips } from './category-chips';
import { useDashboardFilters } from './dashboard-filters';
import { DashboardTopBar } from './dashboard-top-bar';
import { MachineList } from './machine-list';
import { PeriodSelector } from './period-selector';
import { StatCards } from './stat-cards';

type OpenDialog =
  { kind: 'add'; machine: DashboardMachine } | { kind: 'editEntry'; entry: WorkoutEntry } | { kind: 'editMachine'; machine: DashboardMachine } | null;

/** When the newest entry was logged: a machine's `updated_date` moves with every new entry. */
function latestUpdate(machines: readonly DashboardMachine[] | undefined): string | null {
  const stamps = (machines ?? []).map((machine) => machine.updated_date).filter((stamp): stamp is string => !!stamp);
  return stamps.length > 0 ? stamps.reduce((newest, stamp) => (stamp > newest ? stamp : newest)) : null;
}

export default function DashboardPage() {
  const user = useSignedInUser();
  const name = greetingName(user);
  const { period, category, setPeriod, setCategory } = useDashboardFilters();
  const dashboard = useDashboard(period, category);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [celebration, setCelebration] = useState<{ hanteln?: number } | null>(null);
  const afterWorkout = useAfterWorkout();
  const close = () => setDialog(null);

  function handleSaved(entry: CreatedWorkoutEntry) {
    setDialog(null);
    setCelebration({ hanteln: entry.hanteln_earned });
    afterWorkout({ createdMachine: false });
  }

  return (
    <div className="page-stack">
      <DashboardTopBar streakWeeks={dashboard.data?.streak.current_streak ?? user.current_streak ?? 0} balance={user.hantel_currency ?? 0} />

      <h1 className="greeting">
        <span className="greeting__hello">{t('dashboard.greeting')}</span>
        {name && (
          <>
            {' '}
            <span className="greeting__name">{name}</span>
          </>
        )}
      </h1>

      <div className="quick-actions">
        <Link to={paths.guidedTraining} className="quick-action quick-action--primary">
          <Play size={22} aria-hidden="true" />
          {t('dashboard.startTraining')}
        </Link>
        <Link to={paths.trainingPlan} className="quick-action">
          <ClipboardList size={22} aria-hidden="true" />
          {t('dashboard.yourPlan')}
        </Link>
      </div>

      <StatCards totals={dashboard.data?.totals} />

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
        <PeriodSelector value={period} onChange={setPeriod} />
        <CategoryChips value={category} onChange={setCategory} />
        <div aria-busy={dashboard.isFetching} className={dashboard.isPlaceholderData ? 'is-refreshing' : undefined}>
          <MachineList
            dashboard={dashboard.data}
            isPending={dashboard.isPending}
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
            category={category}
            periodStart={periodStart(period)}
            onAdd={(machine) => setDialog({ kind: 'add', machine })}
            onEditEntry={(entry) => setDialog({ kind: 'editEntry', entry })}
            onEditMachine={(machine) => setDialog({ kind: 'editMachine', machine })}
          />
        </div>
      </section>

      <AnalysisCard latestWorkoutAt={latestUpdate(dashboard.data?.machines)} />

      {dialog?.kind === 'add' && <AddEntryDialog machine={dialog.machine} onClose={close} onSaved={handleSaved} />}
      {dialog?.kind === 'editEntry' && <EditEntryDialog entry={dialog.entry} onClose={close} />}
      {dialog?.kind === 'editMachine' && <EditMachineDialog machine={dialog.machine} onClose={close} />}
      {celebration && <SuccessOverlay hantelnEarned={celebration.hanteln} onDone={() => setCelebration(null)} />}
    </div>
  );
}
