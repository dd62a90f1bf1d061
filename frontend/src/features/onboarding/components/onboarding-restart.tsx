import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRestartOnboarding } from '../api/restart-onboarding';
import { useTranslation } from '../messages';

/**
 * Spec §4 "Onboarding restart" as the profile shows it, the same restart as the plan screen's:
 * the answers are cleared, plans are kept, and onboarding opens after 500 ms. Only the
 * plan screen's restart also forgets the selected plan (spec §4); the plan generated at the end
 * becomes the selected one either way.
 */
export function OnboardingRestart() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const restart = useRestartOnboarding({ clearSelectedPlan: false });

  return (
    <>
      <button type="button" className="button button--secondary button--block" onClick={() => setConfirming(true)}>
        <RotateCcw size={20} aria-hidden="true" />
        {t('onboarding.restart')}
      </button>
      {restart.failed && !restart.pending && (
        <p className="form-error" role="alert">
          {t('onboarding.restartFailed')}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('onboarding.restartTitle')}
        description={t('onboarding.restartText')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('onboarding.restartConfirm')}
        busy={restart.pending}
        busyLabel={t('onboarding.restarting')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => restart.start({ onError: () => setConfirming(false) })}
      />
    </>
  );
}
