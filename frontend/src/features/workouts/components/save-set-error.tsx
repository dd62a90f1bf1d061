import { RequestErrorAlert } from '../../../components/ui/alert';
import { useTranslation } from '../messages';

/** Why a set was not saved: the spec's "Fehler beim Speichern. Bitte versuche es erneut." and the server's reason. */
export function SaveSetError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <RequestErrorAlert text={t('workouts.saveError')} error={error} />;
}
