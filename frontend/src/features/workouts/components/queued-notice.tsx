import { Toast } from '../../../components/ui/toast';
import { useTranslation } from '../messages';

/** After a set went into the outbox instead of to the server: saved, and sent once online. */
export function QueuedNotice({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return <Toast message={t('workouts.queued')} onDone={onDone} durationMs={4000} />;
}
