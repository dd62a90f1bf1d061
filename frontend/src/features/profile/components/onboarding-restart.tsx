import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { useUpdateProfile } from '../api/update-profile';
import { useTranslation } from '../messages';

/** Spec §9: the restart waits 500 ms before it goes to the onboarding. */
const RESTART_DELAY_MS = 500;

/** Spec §4 "Onboarding restart": the answers are cleared (plans are kept), then the onboarding starts again. */
export function OnboardingRestart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const update = useUpdateProfile();

  function restart() {
    setFailed(false);
    update.mutate(
      {
        onboarding_completed: false,
        display_name: null,
        training_frequency: null,
        fitness_goal: null,
        training_experience: null,
        body_weight: null,
        focus_areas: [],
      },
      {
        onSuccess: () => window.setTimeout(() => navigate(paths.onboarding), RESTART_DELAY_MS),
        onError: () => setFailed(true),
        onSettled: () => setConfirming(false),
      },
    );
  }

  return (
    <>
      <button type="button" className="button button--secondary button--block" onClick={() => setConfirming(true)}>
        <RotateCcw size={20} aria-hidden="true" />
        {t('profile.onboardingRestart')}
      </button>
      {failed && (
        <p className="form-error" role="alert">
          {t('profile.onboardingRestartFailed')}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('profile.onboardingRestartTitle')}
        description={t('profile.onboardingRestartText')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('profile.onboardingRestartConfirm')}
        busy={update.isPending}
        busyLabel={t('profile.saving')}
        onCancel={() => setConfirming(false)}
        onConfirm={restart}
      />
    </>
  );
}
