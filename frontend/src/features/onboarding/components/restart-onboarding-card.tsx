import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert } from '../../../components/ui/alert';
import { useRestartOnboarding } from '../api/restart-onboarding';
import { useTranslation } from '../messages';

/** The profile's onboarding restart (spec §2 Profile): confirmed first, plans kept, the selected plan too. */
export function RestartOnboardingCard() {
  const { t } = useTranslation();
  const restart = useRestartOnboarding({ clearSelectedPlan: false });
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="card restart-onboarding">
      <div className="restart-onboarding__text">
        <h2 className="restart-onboarding__title">{t('onboarding.restart')}</h2>
        <p>{t('onboarding.restart.text')}</p>
      </div>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} disabled={restart.pending}>
        <RotateCcw size={18} aria-hidden="true" />
        {t('onboarding.restart')}
      </button>
      {restart.failed && <Alert>{t('onboarding.restart.error')}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={t('onboarding.restart')}
        description={t('onboarding.restart.confirm')}
        confirmLabel={t('onboarding.restart.yes')}
        cancelLabel={t('onboarding.restart.no')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          restart.start();
        }}
      />
    </section>
  );
}
