import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignedInUser } from '../../auth';
import { selectedPlan, useTrainingPlans } from '../../training-plans';
import { useMachines } from '../../workouts';
import { paths } from '../../../config/paths';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useActiveTraining } from '../hooks/use-active-training';
import { useNow } from '../hooks/use-now';
import { startTraining, totalsOf, type TrainingTotals } from '../lib/active-training';
import { finishDay, finishedTraining } from '../lib/finished-day';
import { useTranslation } from '../messages';
import { AllDone } from './all-done';
import { DayPicker } from './day-picker';
import { SessionView } from './session-view';
import { TrainingSummary } from './training-summary';

/**
 * Spec §2/§4 GuidedTraining: choose a day → run it exercise by exercise → all done → summary. The
 * session is restored after a reload while its plan and day still exist, and discarded otherwise.
 * Finishing records the day on the server and asks for a performance analysis when a set was logged,
 * at once or, without reception, once it is back (FinishedDaySlot).
 */
export function GuidedTraining() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const plans = useTrainingPlans();
  const machinesQuery = useMachines();
  const machines = machinesQuery.data ?? [];
  const { training, change } = useActiveTraining(user.id);
  const now = useNow();
  const [summary, setSummary] = useState<TrainingTotals | null>(null);

  const plan = training
    ? (plans.data?.find((candidate) => candidate.id === training.planId) ?? null)
    : selectedPlan(plans.data ?? [], user.selected_training_plan_id);
  const day = training && plan ? (plan.training_days.find((candidate) => candidate.id === training.dayId) ?? null) : null;
  const stale = plans.isSuccess && training !== null && day === null;
  useEffect(() => {
    if (stale) change(null);
  }, [stale, change]);

  if (summary) return <TrainingSummary totals={summary} />;
  if (plans.isPending || stale) return <PageSpinner />;
  if (plans.isError) return <RequestErrorAlert text={t('guided.loadError')} error={plans.error} />;
  if (!plan) {
    return (
      <div className="page-stack">
        <EmptyState icon={Timer} title={t('guided.noPlan')} description={t('guided.noPlanText')} headingLevel="h1">
          <Link to={paths.dashboard} className="button button--secondary">
            {t('guided.backToDashboard')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (!training || !day) {
    return (
      <DayPicker
        plan={plan}
        lastDayNumber={user.last_completed_training_day_per_plan[plan.id] ?? null}
        lastTrainingDate={user.last_training_date}
        onStart={(chosen) => change(startTraining(user.id, plan.id, chosen, Date.now()))}
      />
    );
  }

  function finish() {
    if (!training || !plan || !day) return;
    const totals = totalsOf(training, Date.now());
    // Sent by the shell's FinishedDaySlot: at once, or when the connection and the session's sets allow.
    finishDay({
      userId: user.id,
      planId: plan.id,
      dayNumber: day.day_number,
      analyse: training.completedExercises.length > 0,
      training: finishedTraining(training, day.day_name, Date.now()),
    });
    change(null);
    setSummary(totals);
  }

  const allDone = training.currentExerciseIndex >= day.exercises.length && !training.alternativeMode;
  if (allDone) return <AllDone onTrackAnother={() => change((current) => ({ ...current, alternativeMode: true }))} onFinish={finish} />;
  return <SessionView day={day} training={training} change={change} machines={machines} machinesReady={!machinesQuery.isPending} now={now} onEnd={finish} />;
}
