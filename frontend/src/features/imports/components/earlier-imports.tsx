import type { ImportReport } from '@hantelwerk/api-types';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { DATE_TIME, formatDate } from '../../../lib/dates';
import { useImports } from '../api/get-imports';
import { counted } from '../lib/counted';
import { useTranslation } from '../messages';

const STATE_LABELS = {
  queued: 'imports.state.queued',
  running: 'imports.state.running',
  done: 'imports.state.done',
  failed: 'imports.state.failed',
} as const satisfies Record<ImportReport['state'], string>;

/** The lifter's last imports: file, when, how it went, and how many sets it brought. */
export function EarlierImports() {
  const { t } = useTranslation();
  const imports = useImports();
  return (
    <section className="card card--flush earlier-imports" aria-labelledby="earlier-imports-title">
      <h2 id="earlier-imports-title" className="card__heading">
        {t('imports.earlier')}
      </h2>
      {imports.isPending ? (
        <div className="earlier-imports__state">
          <Spinner size="sm" />
        </div>
      ) : imports.isError ? (
        <div className="earlier-imports__state">
          <RequestErrorAlert text={t('imports.earlierFailed')} error={imports.error} />
        </div>
      ) : imports.data.length === 0 ? (
        <p className="earlier-imports__state muted">{t('imports.earlierEmpty')}</p>
      ) : (
        <ul className="earlier-imports__list">
          {imports.data.map((report) => (
            <li key={report.id} className="earlier-import">
              <p className="earlier-import__file">{report.file_name}</p>
              <p className="earlier-import__meta muted">
                <time dateTime={report.created_at}>{formatDate(report.created_at, DATE_TIME)}</time>
                {report.state === 'done' && <span> · {counted(report.sets_imported, 'imports.importedOne', 'imports.imported')}</span>}
              </p>
              <span className={`earlier-import__state earlier-import__state--${report.state}`}>{t(STATE_LABELS[report.state])}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
