import { MessageSquareWarning } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Toast } from '../../../components/ui/toast';
import { useTranslation } from '../messages';
import { FeedbackDialog } from './feedback-dialog';

/** Spec §8: the thank-you toast stays 3 s. */
const THANKS_MS = 3000;

/** The profile's feedback button: opens "Feedback & Bugs", thanks the user once it is sent. */
export function FeedbackButton({ userEmail }: { userEmail: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  const hideThanks = useCallback(() => setThanked(false), []);

  return (
    <>
      <button type="button" className="button button--secondary button--block" onClick={() => setOpen(true)}>
        <MessageSquareWarning size={20} aria-hidden="true" />
        {t('feedback.open')}
      </button>
      {open && (
        <FeedbackDialog
          userEmail={userEmail}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setThanked(true);
          }}
        />
      )}
      {thanked && <Toast message={t('feedback.thanks')} onDone={hideThanks} durationMs={THANKS_MS} />}
    </>
  );
}
