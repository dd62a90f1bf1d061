import { ClipboardList } from 'lucide-react';
import type { User } from '../../../lib/session';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import type { GenerationState } from '../hooks/use-plan-generation';
import { useTranslation } from '../messages';

interface PlanEmptyStateProps {
  user: User;
  generation: { state: GenerationState; error: string | null; start: () => void };
  onStartOnboarding: () => void;
  restarting: boolean;
}

/**
 * Spec §2 TrainingPlan, no plans: with onboarding done and its answers there, a plan can be
 * generated (and any generation error is shown); otherwise onboarding starts over.
 */
export function PlanEmptyState({ user, generation, onStartOnboarding, restarting }: PlanEmptyStateProps) {
  const { t } = useTranslation();
  const ready = user.onboarding_completed && Boolean(user.training_frequency && user.fitness_goal && user.training_experience);
  const busy = generation.state === 'generating' || generation.state === 'resuming';
  return (
    <EmptyState icon={ClipboardList} title={t('plans.emptyTitle')} description={ready ? t('plans.emptyReady') : t('plans.emptyOnboarding')}>
      {ready ? (
        <button type="button" className="button button--primary" onClick={generation.start} disabled={busy}>
          {busy ? t('plans.generating') : t('plans.generate')}
        </button>
      ) : (
        <button type="button" className="button button--primary" onClick={onStartOnboarding} disabled={restarting}>
          {t('plans.startOnboarding')}
        </button>
      )}
      {ready && generation.state === 'error' && generation.error && <Alert>{t('plans.error', { message: generation.error })}</Alert>}
    </EmptyState>
  );
}
