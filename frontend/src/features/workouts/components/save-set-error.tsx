import { Alert, RequestErrorAlert } from '../../../components/ui/alert';
import { isPauseRefusal } from '../api/log-set';
import { useTranslation } from '../messages';

/**
 * Why a set was not saved. During the pause only its explanation: "Bitte versuche es erneut" would
 * send the lifter into the same refusal, and the pause notice offers the way out.
 */
export function SaveSetError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isPauseRefusal(error)) return <Alert>{error.message}</Alert>;
  return <RequestErrorAlert text={t('workouts.saveError')} error={error} />;
}
