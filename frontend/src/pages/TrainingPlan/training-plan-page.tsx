import { clearActiveTraining } from '../../features/guided-training';
import { useRestartOnboarding } from '../../features/onboarding';
import { TrainingPlanView } from '../../features/training-plans';
import { AddEntryDialog } from '../../features/workouts';

export default function TrainingPlanPage() {
  // From the plan screen a restart also forgets the selected plan (spec §4 Onboarding restart).
  const restartOnboarding = useRestartOnboarding({ clearSelectedPlan: true });
  return <TrainingPlanView restartOnboarding={restartOnboarding} onPlanChosen={clearActiveTraining} LogSetDialog={AddEntryDialog} />;
}
