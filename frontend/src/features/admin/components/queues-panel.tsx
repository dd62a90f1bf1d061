import type { QueueCounts } from '@hantelwerk/api-types';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/numbers';
import { useJobQueues } from '../api/get-job-queues';
import { nextSort, sortRows, type SortState } from '../lib/sort-rows';
import { useTranslation } from '../messages';
import { ActionsHeader, AdminTable } from './admin-table';
import { FailedJobs } from './failed-jobs';
import { SortHeader } from './sort-header';

const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed', 'workers'] as const;
type QueueColumn = 'name' | (typeof COUNTS)[number];

/** Every queue's counts in a sortable table; a queue's failed jobs on demand; the full board (bull-board) a link away. */
export function QueuesPanel() {
  const { t } = useTranslation();
  const queues = useJobQueues();
  const [shown, setShown] = useState<string | null>(null);
  const [sort, setSort] = useState<SortState<QueueColumn>>({ key: 'name', direction: 'ascending' });
  if (queues.isPending) return <Spinner />;
  if (queues.error) return <Alert>{t('admin.error', { message: queues.error.message })}</Alert>;
  return (
    <div className="page-stack">
      <a className="button button--secondary admin-board-link" href="/admin/queues" target="_blank" rel="noopener">
        {t('admin.queues.board')}
      </a>
      <AdminTable label={t('admin.queues.list')}>
        <thead>
          <tr>
            <SortHeader column="name" label={t('admin.queues.name')} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} />
            {COUNTS.map((count) => (
              <SortHeader
                key={count}
                column={count}
                label={t(`admin.queues.${count}`)}
                sort={sort}
                numeric
                onSort={(key) => setSort(nextSort(sort, key, 'descending'))}
              />
            ))}
            <ActionsHeader label={t('admin.projections.actions')} />
          </tr>
        </thead>
        <tbody>
          {sortRows<QueueCounts, QueueColumn>(queues.data.queues, sort, (queue, column) => queue[column]).map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className="admin-mono">
                {queue.name}
              </th>
              {COUNTS.map((count) => (
                <td key={count} className={`admin-table__numeric${count === 'failed' && queue.failed > 0 ? ' admin-table__danger' : ''}`}>
                  {formatCount(queue[count])}
                </td>
              ))}
              <td>
                {queue.failed > 0 && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-expanded={shown === queue.name}
                    aria-label={t('admin.queues.showFailedOf', { count: queue.failed, queue: queue.name })}
                    onClick={() => setShown(shown === queue.name ? null : queue.name)}
                  >
                    {t('admin.queues.showFailed', { count: queue.failed })}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {shown && <FailedJobs queue={shown} />}
    </div>
  );
}
