import { History, Upload } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert, RequestErrorAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSessionPages } from '../api/get-sessions';
import { useTranslation } from '../messages';
import { SessionItem } from './session-item';

/** The lifter's trainings, newest first, a page at a time; each opens to its sets. */
export function HistoryScreen() {
  const { t } = useTranslation();
  const sessions = useSessionPages();
  const header = <PageHeader title={t('history.title')} subtitle={t('history.subtitle')} back={{ to: paths.profile, label: t('common.backToProfile') }} />;

  if (sessions.isPending) {
    return (
      <div className="page-stack">
        {header}
        <PageSpinner />
      </div>
    );
  }
  if (sessions.data === undefined) {
    return (
      <div className="page-stack">
        {header}
        <Alert>
          <p>{t('history.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void sessions.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      </div>
    );
  }
  const loaded = sessions.data.pages.flat();
  return (
    <div className="page-stack">
      {header}
      {loaded.length === 0 ? (
        <EmptyState icon={History} title={t('history.emptyTitle')} description={t('history.emptyText')}>
          <Link to={paths.import} className="button button--primary">
            <Upload size={18} aria-hidden="true" />
            {t('history.import')}
          </Link>
        </EmptyState>
      ) : (
        <ol className="training-list" aria-label={t('history.title')}>
          {loaded.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ol>
      )}
      {sessions.isFetchNextPageError && <RequestErrorAlert text={t('history.loadFailed')} error={sessions.error} />}
      {sessions.hasNextPage && (
        <button
          type="button"
          className="button button--secondary training-list__more"
          disabled={sessions.isFetchingNextPage}
          onClick={() => void sessions.fetchNextPage()}
        >
          {sessions.isFetchingNextPage ? <Spinner size="sm" /> : t('history.loadMore')}
        </button>
      )}
    </div>
  );
}
