import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatCount } from '../../../lib/numbers';
import { useRebuildPreview } from '../api/get-rebuild-preview';
import { useTranslation } from '../messages';

interface RebuildConfirmProps {
  /** A read model's name, or `all`; null: no question open. */
  target: string | null;
  onConfirm: (target: string) => void;
  onCancel: () => void;
}

/** "Neuaufbau starten?": names what is rebuilt and how many events of the log it reads, asked from the server now. */
export function RebuildConfirm({ target, onConfirm, onCancel }: RebuildConfirmProps) {
  const { t } = useTranslation();
  const preview = useRebuildPreview(target);
  const description = preview.data
    ? t('admin.rebuild.confirmText', {
        names: preview.data.read_models.join(', '),
        events: formatCount(preview.data.events),
        head: formatCount(preview.data.head),
      })
    : preview.error
      ? t('admin.error', { message: preview.error.message })
      : t('admin.loading');
  return (
    <ConfirmDialog
      open={target !== null}
      title={target === 'all' ? t('admin.rebuild.confirmAll') : t('admin.rebuild.confirmOne', { name: target ?? '' })}
      description={description}
      confirmLabel={t('admin.rebuild.start')}
      cancelLabel={t('admin.rebuild.cancel')}
      busy={!preview.data}
      onConfirm={() => target && onConfirm(target)}
      onCancel={onCancel}
    />
  );
}
