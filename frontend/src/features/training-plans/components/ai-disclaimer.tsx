import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../messages';

/** Spec §3: 'true' under this key hides the disclaimer for good on this device. */
export const DISCLAIMER_HIDDEN_KEY = 'trainingPlanDisclaimerHidden';

export function AiDisclaimer() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => localStorage.getItem(DISCLAIMER_HIDDEN_KEY) === 'true');
  if (hidden) return null;
  return (
    <div className="plan-disclaimer">
      <Sparkles size={18} aria-hidden="true" className="plan-disclaimer__icon" />
      <p className="plan-disclaimer__text">{t('plans.disclaimer')}</p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          localStorage.setItem(DISCLAIMER_HIDDEN_KEY, 'true');
          setHidden(true);
        }}
      >
        {t('plans.disclaimerOk')}
      </button>
    </div>
  );
}
