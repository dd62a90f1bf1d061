import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { leaveSignedOutNote, useLogout } from '../../../lib/session';
import type { User } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useTranslation } from '../messages';

type Step = 'idle' | 'confirm' | 'final';

/** Spec §4 "Account deletion": a confirmation, then a second dialog, then the server function; afterwards the user is logged out. */
export function DeleteAccount({ user }: { user: User | undefined }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const logout = useLogout();

  function deleteForGood() {
    if (!user) {
      setStep('idle');
      setError(t('profile.noUserData'));
      return;
    }
    remove.mutate(undefined, {
      onSuccess: () => {
        // The login screen after the reload says the account is gone, instead of nothing.
        leaveSignedOutNote('accountDeleted');
        logout.mutate();
      },
      onError: (failure) => {
        setStep('idle');
        setError(t('profile.deleteFailed', { error: failure.message.split('\n\n')[0] || t('profile.unknownError') }));
      },
    });
  }

  return (
    <>
      <button type="button" className="button button--danger-outline button--block" onClick={() => setStep('confirm')}>
        <Trash2 size={20} aria-hidden="true" />
        {t('profile.deleteAccount')}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={step === 'confirm'}
        title={t('profile.deleteTitle')}
        description={t('profile.deleteText')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('profile.deleteConfirm')}
        tone="danger"
        onCancel={() => setStep('idle')}
        onConfirm={() => setStep('final')}
      />
      <ConfirmDialog
        open={step === 'final'}
        title={t('profile.deleteFinalTitle')}
        description={t('profile.deleteFinalText')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('profile.deleteFinalConfirm')}
        busy={remove.isPending || logout.isPending}
        busyLabel={t('profile.deleting')}
        tone="danger"
        onCancel={() => setStep('idle')}
        onConfirm={deleteForGood}
      />
    </>
  );
}
