import type { ImportPreview } from '@hantelwerk/api-types';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { useImportPreview, type PickedFile, type WeightUnit } from '../api/preview-import';
import { useStartImport } from '../api/start-import';
import { FORMAT_NAMES } from '../lib/formats';
import { useTranslation } from '../messages';
import { PreviewExercises } from './preview-exercises';
import { SkippedRows } from './skipped-rows';
import { UnitChoice } from './unit-choice';

interface ImportPreviewProps {
  picked: PickedFile;
  /** The unit the lifter chose for a file that names none; undefined: the server's guess. */
  unit: WeightUnit | undefined;
  onUnit: (unit: WeightUnit) => void;
  onStarted: (importId: string) => void;
}

/** What the picked file would import, and "Importieren", which starts it in the unit the preview was read in. */
export function ImportPreviewCard({ picked, unit, onUnit, onStarted }: ImportPreviewProps) {
  const { t } = useTranslation();
  const preview = useImportPreview(picked, unit);
  const start = useStartImport();

  if (preview.isPending) {
    return (
      <div className="card import-state">
        <Spinner size="sm" label={t('imports.reading')} />
        <span className="muted">{t('imports.reading')}</span>
      </div>
    );
  }
  if (preview.isError) return <RequestErrorAlert text={t('imports.previewFailed')} error={preview.error} />;
  const data = preview.data;
  const reloading = preview.isPlaceholderData;

  return (
    <section className="card import-preview" aria-labelledby="import-preview-title" aria-busy={reloading}>
      <h2 id="import-preview-title" className="card-title">
        {t('imports.preview')}
      </h2>
      <PreviewFacts preview={data} />
      {data.unit_assumed && <UnitChoice value={unit ?? data.unit} onChange={onUnit} />}
      <PreviewExercises exercises={data.exercises} />
      <SkippedRows count={data.sets_skipped} rows={data.skipped} />
      {start.isError && <RequestErrorAlert text={t('imports.startFailed')} error={start.error} />}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={start.isPending || reloading}
        onClick={() => start.mutate({ file: picked.file, unit: data.unit }, { onSuccess: ({ id }) => onStarted(id) })}
      >
        {start.isPending ? t('imports.starting') : t('imports.confirm')}
      </button>
    </section>
  );
}

function PreviewFacts({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const { first_date: from, last_date: to } = preview;
  const sets = formatCount(preview.sets);
  return (
    <dl className="import-facts">
      <div>
        <dt>{t('imports.format')}</dt>
        <dd>{FORMAT_NAMES[preview.format]}</dd>
      </div>
      <div>
        <dt>{t('imports.trainings')}</dt>
        <dd>{formatCount(preview.trainings)}</dd>
      </div>
      <div>
        <dt>{t('imports.sets')}</dt>
        <dd>{preview.warmups > 0 ? t('imports.setsWithWarmups', { sets, warmups: formatCount(preview.warmups) }) : sets}</dd>
      </div>
      {from && to && (
        <div>
          <dt>{t('imports.period')}</dt>
          <dd>{from === to ? formatShortDate(from) : t('imports.periodRange', { from: formatShortDate(from), to: formatShortDate(to) })}</dd>
        </div>
      )}
    </dl>
  );
}
