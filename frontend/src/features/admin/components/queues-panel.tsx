import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/numbers';
import { useJobQueues } from '../api/get-job-queues';
import { useTranslation } from '../messages';
import { FailedJobs } from './failed-jobs';

const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed', 'workers'] as const;

/** Every queue's counts; a queue's failed jobs on demand; the full board (bull-board) a link away. */
export function QueuesPanel() {
  const { t } = useTranslation();
  const queues = useJobQueues();
  const [shown, setShown] = useState<string | null>(null);
  if (queues.isPending) return <Spinner />;
  if (queues.error) return <Alert>{t('admin.error', { message: queues.error.message })}</Alert>;
  return (
    <div className="page-stack">
      <a className="button button--secondary button--block" href="/admin/queues" target="_blank" rel="noopener">
        {t('admin.queues.board')}
      </a>
      <ul className="admin-cards" aria-label={t('admin.queues.list')}>
        {queues.data.queues.map((queue) => (
          <li key={queue.name} className="card admin-card">
            <div className="admin-card__header">
              <h3 className="admin-card__title admin-mono">{queue.name}</h3>
              {queue.failed > 0 && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-expanded={shown === queue.name}
                  onClick={() => setShown(shown === queue.name ? null : queue.name)}
                >
                  {t('admin.queues.showFailed', { count: queue.failed })}
                </button>
              )}
            </div>
            <dl className="admin-counts">
              {COUNTS.map((count) => (
                <div key={count} className={`admin-counts__item${count === 'failed' && queue.failed > 0 ? ' admin-counts__item--failed' : ''}`}>
                  <dt>{t(`admin.queues.${count}`)}</dt>
                  <dd>{formatCount(queue[count])}</dd>
                </div>
              ))}
            </dl>
            {shown === queue.name && <FailedJobs queue={queue.name} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
