import type { ImportReport } from '@hantelwerk/api-types';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/numbers';
import { isUnfinished, useImportReport } from '../api/get-imports';
import { useTranslation } from '../messages';
import { ImportFailed, ImportReportCard } from './import-report';

/** A started import: its progress while a worker has it, then its report (or why it failed). */
export function ImportProgress({ id, onPick }: { id: string; onPick: (file: File) => void }) {
  const { t } = useTranslation();
  const report = useImportReport(id);
  if (report.isPending) return <Spinner />;
  if (report.isError) return <RequestErrorAlert text={t('imports.reportFailed')} error={report.error} />;
  if (isUnfinished(report.data)) return <Running report={report.data} />;
  if (report.data.state === 'failed') return <ImportFailed report={report.data} onPick={onPick} />;
  return <ImportReportCard report={report.data} />;
}

function Running({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const text =
    report.state === 'queued' ? t('imports.queued') : t('imports.progress', { done: formatCount(report.sets_done), total: formatCount(report.sets_total) });
  return (
    <section className="card import-progress" aria-labelledby="import-progress-title">
      <h2 id="import-progress-title" className="card-title">
        {t('imports.running')}
      </h2>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={t('imports.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={report.progress}
        aria-valuetext={text}
      >
        <span className="progress-bar__fill" style={{ width: `${report.progress}%` }} />
      </div>
      <p className="import-progress__text" aria-live="polite">
        {text}
      </p>
    </section>
  );
}
