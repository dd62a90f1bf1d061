import { lazy, Suspense, useEffect, useState } from 'react';
import { useSignedInUser, greetingName } from '../../lib/session';
import {
  useDashboard,
  type DashboardMachine,
  periodStart,
  CategoryChips,
  useDashboardFilters,
  DashboardTopBar,
  MachineList,
  PeriodSelector,
  StatCards,
  ExercisesSection,
  Greeting,
  QuickActions,
  lastSetOf,
} from '../../features/dashboard';
import { type LogSetResult, useAfterWorkout } from '../../features/workouts';
import { type WorkoutEntry } from '../../shared/sets';
import { usePendingChanges, usePendingSets } from '../../shared/outbox';
import { AnalysisCard } from '../../features/analysis';
import { PauseNotice } from '../../features/profile';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';

// The dialogs open on a tap, so they are not part of the first paint: their chunk loads once the
// dashboard is on screen (below), in time for the first tap and for the gym without a connection.
// The names are taken apart here so that the bundler leaves the feature's other screens out.
const loadDialogs = () =>
  import('../../features/workouts').then(({ AddEntryDialog, EditEntryDialog, EditMachineDialog, SuccessOverlay }) => ({
    AddEntryDialog,
    EditEntryDialog,
    EditMachineDialog,
    SuccessOverlay,
  }));
const AddEntryDialog = lazy(() => loadDialogs().then((dialogs) => ({ default: dialogs.AddEntryDialog })));
const EditEntryDialog = lazy(() => loadDialogs().then((dialogs) => ({ default: dialogs.EditEntryDialog })));
const EditMachineDialog = lazy(() => loadDialogs().then((dialogs) => ({ default: dialogs.EditMachineDialog })));
const SuccessOverlay = lazy(() => loadDialogs().then((dialogs) => ({ default: dialogs.SuccessOverlay })));

/** Loads the dialogs' code once the browser is idle after the first paint. */
function usePreloadDialogs() {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => void loadDialogs(), 500);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => void loadDialogs());
    return () => window.cancelIdleCallback(handle);
  }, []);
}

type LogSetResultRecords = WorkoutEntry['personal_records'];

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
  const [celebration, setCelebration] = useState<{ hanteln?: number; records: LogSetResultRecords } | null>(null);
  const afterWorkout = useAfterWorkout();
  const pending = usePendingSets(user.id);
  const changes = usePendingChanges(user.id);
  const close = () => setDialog(null);
  usePreloadDialogs();
  // Below the cards, so below the fold on a phone: drawn once the first screen is.
  const belowTheFold = useAfterFirstPaint();

  function handleSaved(result: LogSetResult) {
    setDialog(null);
    // A set waiting for the connection shows on its card at once, and the banner counts it.
    if (result.status === 'queued') return;
    setCelebration({ hanteln: result.entry.hanteln_earned, records: result.entry.personal_records });
    afterWorkout({ createdMachine: false });
  }

  return (
    <div className="page-stack">
      <DashboardTopBar streakWeeks={dashboard.data?.streak.current_streak ?? user.current_streak ?? 0} balance={user.hantel_currency ?? 0} />

      <Greeting name={name} />

      <PauseNotice />

      <QuickActions />

      <StatCards totals={dashboard.data?.totals} period={period} />

      <ExercisesSection>
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
            pending={pending}
            onAdd={(machine) => setDialog({ kind: 'add', machine })}
            onEditEntry={(entry) => setDialog({ kind: 'editEntry', entry })}
            onEditMachine={(machine) => setDialog({ kind: 'editMachine', machine })}
          />
        </div>
      </ExercisesSection>

      {belowTheFold && <AnalysisCard latestWorkoutAt={latestUpdate(dashboard.data?.machines)} />}

      <Suspense fallback={null}>
        {dialog?.kind === 'add' && (
          <AddEntryDialog
            machine={dialog.machine}
            lastSet={lastSetOf(
              dialog.machine,
              pending.filter((set) => set.exercise.id === dialog.machine.id),
              changes,
            )}
            heaviest={dialog.machine.records?.max_weight_set.max_weight}
            onClose={close}
            onSaved={handleSaved}
          />
        )}
        {dialog?.kind === 'editEntry' && <EditEntryDialog entry={dialog.entry} onClose={close} />}
        {dialog?.kind === 'editMachine' && <EditMachineDialog machine={dialog.machine} onClose={close} />}
        {celebration && <SuccessOverlay hantelnEarned={celebration.hanteln} records={celebration.records} onDone={() => setCelebration(null)} />}
      </Suspense>
    </div>
  );
}
