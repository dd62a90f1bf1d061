import type { ImportReport } from '@hantelwerk/api-types';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/numbers';
import { counted } from '../lib/counted';
import { reasonOf } from '../lib/reasons';
import { useTranslation } from '../messages';
import { FilePicker } from './file-picker';
import { SkippedRows } from './skipped-rows';

/** A finished import: what it brought, what it found already there, and where to look at it. */
export function ImportReportCard({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const facts = [
    counted(report.sessions, 'imports.reportTrainingsOne', 'imports.reportTrainings'),
    report.duplicates > 0 && t('imports.duplicates', { duplicates: formatCount(report.duplicates) }),
    report.exercises_created > 0 && counted(report.exercises_created, 'imports.createdOne', 'imports.created'),
    report.exercises_matched > 0 && counted(report.exercises_matched, 'imports.matchedOne', 'imports.matched'),
  ].filter((fact) => fact !== false);
  return (
    <section className="card import-report" aria-labelledby="import-report-title">
      <h2 id="import-report-title" className="import-report__title">
        <CircleCheck size={22} aria-hidden="true" />
        {t('imports.done')}
      </h2>
      <p className="import-report__count">{counted(report.sets_imported, 'imports.importedOne', 'imports.imported')}</p>
      <ul className="import-report__facts">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <SkippedRows count={report.sets_skipped} rows={report.skipped} />
      <div className="import-report__links">
        <Link to={paths.history} className="button button--primary">
          {t('imports.toHistory')}
        </Link>
        <Link to={paths.dashboard} className="button button--secondary">
          {t('imports.toDashboard')}
        </Link>
      </div>
    </section>
  );
}

/** An import that failed: the reason, and another try with another file. */
export function ImportFailed({ report, onPick }: { report: ImportReport; onPick: (file: File) => void }) {
  const { t, language } = useTranslation();
  return (
    <div className="import-failed">
      <Alert>
        <p>
          <strong>{t('imports.failed')}</strong>
        </p>
        {report.error && <p className="alert__detail">{reasonOf(report.error, language)}</p>}
      </Alert>
      <FilePicker label={t('imports.otherFile')} onPick={onPick} primary />
    </div>
  );
}
