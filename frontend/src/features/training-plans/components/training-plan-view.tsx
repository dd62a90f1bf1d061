import type { UpdatePlanDto } from '@hantelwerk/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Play } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { displayOrFullName, useSignedInUser } from '../../../lib/session';
import type { Machine } from '../../../shared/exercises';
import { createMachine, findExerciseByName, useMachines } from '../../../shared/exercises';
import { refreshTrainingData } from '../../../lib/training-data';
import { paths } from '../../../config/paths';
import { Alert, RequestErrorAlert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDesktopLayout } from '../../../components/layout/use-desktop-layout';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { Toast } from '../../../components/ui/toast';
import { useDeleteTrainingPlan } from '../api/delete-training-plan';
import { useTrainingPlans, type TrainingDay, type TrainingPlan } from '../api/get-training-plans';
import { useSelectTrainingPlan } from '../api/select-training-plan';
import { useUpdateTrainingPlan } from '../api/update-training-plan';
import { usePlanGeneration } from '../hooks/use-plan-generation';
import { addDay, addExercises, moveExercise, removeDay, removeExercise, renameDay, setTarget } from '../lib/plan-edits';
import { selectedPlan } from '../lib/selected-plan';
import { useTranslation } from '../messages';
import { AddExercisesDialog } from './add-exercises-dialog';
import { AiDisclaimer } from './ai-disclaimer';
import { DayExercises } from './day-exercises';
import { DayTabs } from './day-tabs';
import { ExerciseTargetSheet } from './exercise-target-sheet';
import { PlanEmptyState } from './plan-empty-state';
import { PlanDaysGrid } from './plan-days-grid';
import { PlanManager } from './plan-manager';

export interface RestartOnboarding {
  /** Clears the answers (and the selected plan) and goes to onboarding. */
  start: () => void;
  pending: boolean;
  failed: boolean;
}

/** The dialog that logs a set of an exercise (the workouts feature's, given by the page). */
export type LogSetDialog = ComponentType<{ machine: Pick<Machine, 'id' | 'name'>; onClose: () => void; onSaved: () => void }>;

interface TrainingPlanViewProps {
  restartOnboarding: RestartOnboarding;
  /** Choosing another plan ends a running guided session (spec §4). */
  onPlanChosen: () => void;
  LogSetDialog: LogSetDialog;
}

/** An exercise by its day and its place in the day. */
type ExercisePlace = { dayId: string; index: number };

type Confirm =
  { kind: 'removeDay'; dayId: string } | ({ kind: 'removeExercise' } & ExercisePlace) | { kind: 'deletePlan'; planId: string } | { kind: 'restart' };

/** Spec §2 TrainingPlan: the selected plan with its days and exercises, and every edit of them. */
export function TrainingPlanView({ restartOnboarding, onPlanChosen, LogSetDialog }: TrainingPlanViewProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const plansQuery = useTrainingPlans();
  const machines = useMachines().data ?? [];
  const generation = usePlanGeneration();
  const update = useUpdateTrainingPlan();
  const deletePlan = useDeleteTrainingPlan();
  const choosePlan = useSelectTrainingPlan();
  const desktop = useDesktopLayout();
  const [dayId, setDayId] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  // The day exercises are being added to, and the exercise whose target is being edited.
  const [adding, setAdding] = useState<string | null>(null);
  const [targeting, setTargeting] = useState<ExercisePlace | null>(null);
  const [targetError, setTargetError] = useState<string | null>(null);
  const [logging, setLogging] = useState<Pick<Machine, 'id' | 'name'> | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [managerError, setManagerError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const name = displayOrFullName(user) ?? t('plans.fallbackName');
  const header = <PageHeader title={t('plans.title', { name })} />;
  if (plansQuery.isPending) {
    return (
      <div className="page-stack">
        {header}
        <PageSpinner />
      </div>
    );
  }
  if (plansQuery.isError) {
    return (
      <div className="page-stack">
        {header}
        <RequestErrorAlert text={t('plans.loadError')} error={plansQuery.error} />
      </div>
    );
  }
  const plans = plansQuery.data;
  const plan = selectedPlan(plans, user.selected_training_plan_id);
  if (!plan) {
    return (
      <div className="page-stack">
        {header}
        <PlanEmptyState user={user} generation={generation} onStartOnboarding={restartOnboarding.start} restarting={restartOnboarding.pending} />
        {restartOnboarding.failed && <Alert>{t('plans.restartError')}</Alert>}
      </div>
    );
  }
  const day = plan.training_days.find((candidate) => candidate.id === dayId) ?? plan.training_days[0]!;
  const busy = update.isPending || deletePlan.isPending || choosePlan.isPending;
  const dayById = (id: string | undefined) => plan.training_days.find((candidate) => candidate.id === id);
  const addingTo = dayById(adding ?? undefined);
  const targetDay = dayById(targeting?.dayId);
  const targetExercise = targeting && targetDay?.exercises[targeting.index];

  function edit(days: NonNullable<UpdatePlanDto['training_days']>, after?: (saved: TrainingPlan) => void, onFailure = (message: string) => setError(message)) {
    setError(null);
    update.mutate(
      { id: plan!.id, changes: { training_days: days } },
      { onSuccess: (saved) => after?.(saved), onError: (failure) => onFailure(t('plans.updateError', { message: failure.message })) },
    );
  }

  async function log(exerciseName: string) {
    setError(null);
    const known = findExerciseByName(machines, exerciseName);
    if (known) {
      setLogging(known);
      return;
    }
    try {
      setLogging(await createMachine({ name: exerciseName, categories: [] }));
      void refreshTrainingData(queryClient);
    } catch (failure) {
      setError(t('plans.addExerciseError', { message: (failure as Error).message }));
    }
  }

  function confirmed() {
    if (!confirm) return;
    setConfirm(null);
    switch (confirm.kind) {
      case 'removeDay':
        edit(removeDay(plan!, confirm.dayId), () => setDayId(null));
        break;
      case 'removeExercise':
        edit(removeExercise(plan!, confirm.dayId, confirm.index));
        break;
      case 'deletePlan':
        setManagerError(null);
        deletePlan.mutate(confirm.planId, { onError: (failure) => setManagerError(failure.message) });
        break;
      case 'restart':
        setManaging(false);
        restartOnboarding.start();
        break;
    }
  }

  // Phone and desktop edit the days through the same actions; only the layout differs.
  const dayActions = {
    onRename: (id: string, dayName: string) => edit(renameDay(plan, id, dayName)),
    onRemove: (id: string) => (plan.training_days.length > 1 ? setConfirm({ kind: 'removeDay', dayId: id }) : setError(t('plans.lastDay'))),
    onAdd: () =>
      edit(addDay(plan, t('plans.newDayName', { number: plan.training_days.length + 1 })), (saved) => setDayId(saved.training_days.at(-1)?.id ?? null)),
    busy,
  };

  const dayExercises = (shown: TrainingDay) => (
    <DayExercises
      day={shown}
      machines={machines}
      onLog={(exerciseName) => void log(exerciseName)}
      onRemove={(index) => setConfirm({ kind: 'removeExercise', dayId: shown.id, index })}
      onMove={(from, to) => edit(moveExercise(plan, shown.id, from, to))}
      onEditTarget={(index) => {
        setTargetError(null);
        setTargeting({ dayId: shown.id, index });
      }}
      onAdd={() => {
        setAddError(null);
        setAdding(shown.id);
      }}
      busy={busy}
    />
  );

  return (
    <div className="page-stack">
      {header}
      <button type="button" className="plan-name" onClick={() => setManaging(true)} aria-haspopup="dialog">
        <span className="plan-name__text">{plan.plan_name}</span>
        {plans.length > 1 && <ChevronDown size={20} aria-label={t('plans.choosePlan')} />}
      </button>
      <Link to={paths.guidedTraining} className="start-training-card">
        <span className="start-training-card__icon" aria-hidden="true">
          <Play size={22} />
        </span>
        <span className="start-training-card__text">
          <span className="start-training-card__title">{t('plans.startTraining')}</span>
          <span className="start-training-card__hint">{t('plans.startTrainingHint')}</span>
        </span>
      </Link>
      <AiDisclaimer />
      {error && <Alert>{error}</Alert>}
      {restartOnboarding.failed && <Alert>{t('plans.restartError')}</Alert>}
      {desktop ? (
        <PlanDaysGrid days={plan.training_days} renderDay={dayExercises} {...dayActions} />
      ) : (
        <>
          <DayTabs days={plan.training_days} selectedId={day.id} onSelect={setDayId} {...dayActions} />
          {dayExercises(day)}
        </>
      )}

      {addingTo && (
        <AddExercisesDialog
          day={addingTo}
          machines={machines}
          busy={update.isPending}
          error={addError}
          onClose={() => setAdding(null)}
          onAdd={(names) => edit(addExercises(plan, addingTo.id, names), () => setAdding(null), setAddError)}
        />
      )}
      {targeting && targetExercise && (
        <ExerciseTargetSheet
          exercise={targetExercise}
          busy={update.isPending}
          error={targetError}
          onClose={() => setTargeting(null)}
          onSave={(target) => edit(setTarget(plan, targeting.dayId, targeting.index, target), () => setTargeting(null), setTargetError)}
        />
      )}
      {logging && (
        <LogSetDialog
          machine={logging}
          onClose={() => setLogging(null)}
          onSaved={() => {
            setLogging(null);
            setToast(t('plans.logged'));
          }}
        />
      )}
      {managing && (
        <PlanManager
          plans={plans}
          selectedId={plan.id}
          busy={busy}
          error={managerError}
          onClose={() => setManaging(false)}
          onSelect={(planId) => {
            if (planId === plan.id) return;
            choosePlan.mutate(planId, { onSuccess: onPlanChosen, onError: (failure) => setManagerError(failure.message) });
            setDayId(null);
          }}
          onRename={(planId, planName) =>
            update.mutate(
              { id: planId, changes: { plan_name: planName } },
              { onError: (failure) => setManagerError(t('plans.updateError', { message: failure.message })) },
            )
          }
          onDelete={(planId) => (plans.length > 1 ? setConfirm({ kind: 'deletePlan', planId }) : setManagerError(t('plans.lastPlan')))}
          onCreateNew={() => setConfirm({ kind: 'restart' })}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirmTitle(confirm, t)}
        description={confirmSubject(confirm, plan)}
        confirmLabel={
          confirm?.kind === 'restart' ? t('plans.restart.confirm') : confirm?.kind === 'deletePlan' ? t('plans.confirm') : t('plans.remove.confirm')
        }
        cancelLabel={t('plans.cancel')}
        tone={confirm?.kind === 'restart' ? 'default' : 'danger'}
        onConfirm={confirmed}
        onCancel={() => setConfirm(null)}
      />
      {toast && <Toast message={toast} onDone={() => setToast(null)} />}
    </div>
  );
}

/** What the confirmation is about, under its question. */
function confirmSubject(confirm: Confirm | null, plan: TrainingPlan): string {
  switch (confirm?.kind) {
    case 'removeDay':
      return plan.training_days.find((candidate) => candidate.id === confirm.dayId)?.day_name ?? '';
    case 'removeExercise':
      return plan.training_days.find((candidate) => candidate.id === confirm.dayId)?.exercises[confirm.index]?.exercise_name ?? '';
    case 'deletePlan':
      return plan.plan_name;
    default:
      return '';
  }
}

function confirmTitle(
  confirm: Confirm | null,
  t: (key: 'plans.confirmRemoveDay' | 'plans.confirmRemoveExercise' | 'plans.confirmDeletePlan' | 'plans.confirmRestart') => string,
): string {
  switch (confirm?.kind) {
    case 'removeDay':
      return t('plans.confirmRemoveDay');
    case 'removeExercise':
      return t('plans.confirmRemoveExercise');
    case 'deletePlan':
      return t('plans.confirmDeletePlan');
    default:
      return t('plans.confirmRestart');
  }
}
