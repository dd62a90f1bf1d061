import { Timer } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../../../lib/session';
import { dayNameIn, selectedPlan, useTrainingPlans, type TrainingDay, type TrainingPlan } from '../../training-plans';
import { emptySheet, sheetOfDay } from '../lib/sheet';
import { summaryOf, type TrainingSummary as TrainingSummaryFigures } from '../lib/summary';
import { TrainingSheet, type SheetUpdate } from './training-sheet';
import { TrainingSummary } from './training-summary';
import { endRest } from '../../../shared/rest-timer/rest-timer-store';
import { useMachines } from '../../../shared/exercises';
import { paths } from '../../../config/paths';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useActiveTraining } from '../hooks/use-active-training';
import { startEmptyTraining, startTraining } from '../lib/active-training';
import { finishDay, finishedTraining } from '../lib/finished-day';
import { useTranslation } from '../messages';
import { DayPicker } from './day-picker';

const newId = () => crypto.randomUUID();

/**
 * Spec §2/§4 GuidedTraining, the way into the training sheet: choose a plan day (or start an empty
 * training) → tick the sets off in the sheet → "Training beenden" → summary. The training is
 * restored after a reload while its plan and day still exist, and discarded otherwise. Finishing
 * records the training and the plan day on the server and asks for a performance analysis when a
 * set was logged, at once or, without reception, once it is back (FinishedDaySlot).
 */
export function GuidedTraining({ pauseNotice }: { pauseNotice?: ReactNode }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const plans = useTrainingPlans();
  const machinesQuery = useMachines();
  const { training, change } = useActiveTraining(user.id);
  const [summary, setSummary] = useState<TrainingSummaryFigures | null>(null);

  const withPlan = training !== null && training.planId !== null;
  const plan: TrainingPlan | null = withPlan
    ? (plans.data?.find((candidate) => candidate.id === training.planId) ?? null)
    : selectedPlan(plans.data ?? [], user.selected_training_plan_id);
  const day = withPlan && plan ? (plan.training_days.find((candidate) => candidate.id === training.dayId) ?? null) : null;
  const stale = plans.isSuccess && withPlan && day === null;
  useEffect(() => {
    if (stale) change(null);
  }, [stale, change]);
  // A session saved before the sheet goes on in the sheet of its day.
  useEffect(() => {
    if (training && !training.sheet && day) change((current) => ({ ...current, sheet: sheetOfDay(day.exercises, newId) }));
  }, [training, day, change]);

  const changeSheet: SheetUpdate = useCallback(
    (update) => change((current) => (current.sheet ? { ...current, sheet: update(current.sheet) } : current)),
    [change],
  );
  const startEmpty = () => change(startEmptyTraining(user.id, emptySheet(), Date.now()));
  const dayLabel = (candidate: TrainingDay) => t('guided.dayLabel', { number: candidate.day_number, name: dayNameIn(language, candidate.day_name) });

  if (summary) return <TrainingSummary summary={summary} onDone={() => navigate(paths.dashboard)} />;

  if (training?.sheet && (!withPlan || day)) {
    const sheet = training.sheet;
    const title = day ? dayLabel(day) : t('guided.emptyTitle');
    const finish = () => {
      const finishedAt = Date.now();
      const recorded = finishedTraining(training, day ? day.day_name : title, finishedAt);
      // Sent by the shell's FinishedDaySlot: at once, or when the connection and the training's sets allow.
      if (day || recorded) {
        finishDay({
          userId: user.id,
          planId: training.planId,
          dayNumber: day ? day.day_number : null,
          // A training is recorded exactly when it logged a set, and only then is there something to analyse.
          analyse: recorded !== undefined,
          training: recorded,
        });
      }
      change(null);
      endRest();
      setSummary(summaryOf(sheet, training.startTime, finishedAt));
    };
    return (
      <TrainingSheet
        userId={user.id}
        title={title}
        startTime={training.startTime}
        sheet={sheet}
        change={changeSheet}
        machines={machinesQuery.data ?? []}
        machinesReady={!machinesQuery.isPending}
        onFinish={finish}
        pauseNotice={pauseNotice}
      />
    );
  }

  if (plans.isPending || stale) return <PageSpinner />;
  if (plans.isError) return <RequestErrorAlert text={t('guided.loadError')} error={plans.error} />;
  // A session saved before the sheet, for the moment its sheet is made.
  if (training) return <PageSpinner />;
  const emptyButton = (
    <button type="button" className="button button--secondary button--large button--block" onClick={startEmpty}>
      {t('guided.startEmpty')}
    </button>
  );
  if (!plan) {
    return (
      <div className="page-stack">
        <EmptyState icon={Timer} title={t('guided.noPlan')} description={t('guided.noPlanText')} headingLevel="h1">
          {emptyButton}
          <Link to={paths.dashboard} className="button button--secondary">
            {t('guided.backToDashboard')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <DayPicker
      plan={plan}
      lastDayNumber={user.last_completed_training_day_per_plan[plan.id] ?? null}
      lastTrainingDate={user.last_training_date}
      onStart={(chosen) => change(startTraining(user.id, plan.id, chosen, sheetOfDay(chosen.exercises, newId), Date.now()))}
      dayLabel={dayLabel}
      startEmpty={emptyButton}
    />
  );
}
