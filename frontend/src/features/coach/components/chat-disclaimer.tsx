import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../messages';

/** Local key, like the plan screen's trainingPlanDisclaimerHidden: 'true' hides the badge. */
export const CHAT_DISCLAIMER_KEY = 'chatDisclaimerHidden';

function isHidden(): boolean {
  try {
    return window.localStorage.getItem(CHAT_DISCLAIMER_KEY) === 'true';
  } catch {
    return false;
  }
}

export function ChatDisclaimer() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(isHidden);
  if (hidden) return null;

  function dismiss() {
    setHidden(true);
    try {
      window.localStorage.setItem(CHAT_DISCLAIMER_KEY, 'true');
    } catch {
      // Private mode may refuse storage; the badge then returns on the next visit, which is harmless.
    }
  }

  return (
    <div className="chat-disclaimer" role="note">
      <Sparkles size={16} aria-hidden="true" className="chat-disclaimer__icon" />
      <span className="chat-disclaimer__text">{t('chat.disclaimer')}</span>
      <button type="button" className="chat-disclaimer__button" onClick={dismiss}>
        {t('chat.disclaimerDismiss')}
      </button>
    </div>
  );
}
