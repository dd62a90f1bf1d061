import { format } from 'date-fns/format';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useFailedJobs } from '../api/get-failed-jobs';
import { useRemoveJob } from '../api/remove-job';
import { useRetryJob } from '../api/retry-job';
import { useTranslation } from '../messages';
import { CodeView, JsonView } from './json-view';

/** A queue's failed jobs, newest failure first, each with its error, to retry or remove. */
export function FailedJobs({ queue }: { queue: string }) {
  const { t } = useTranslation();
  const failed = useFailedJobs(queue);
  const retry = useRetryJob();
  const remove = useRemoveJob();
  const problem = retry.error ?? remove.error;
  return (
    <section className="section" aria-labelledby={`admin-failed-${queue}`}>
      <h2 id={`admin-failed-${queue}`} className="section__title">
        {t('admin.queues.failedJobs', { queue })}
      </h2>
      {problem && <Alert>{t('admin.error', { message: problem.message })}</Alert>}
      {failed.isPending ? (
        <Spinner />
      ) : failed.error ? (
        <Alert>{t('admin.error', { message: failed.error.message })}</Alert>
      ) : failed.data.jobs.length === 0 ? (
        <p className="muted">{t('admin.queues.noFailed')}</p>
      ) : (
        <ul className="admin-cards" aria-label={t('admin.queues.failedJobs', { queue })}>
          {failed.data.jobs.map((job) => (
            <li key={job.id} className="card admin-card">
              <div className="admin-card__header">
                <h3 className="admin-card__title admin-mono">{job.name}</h3>
                <span className="muted">{t('admin.queues.attempts', { count: job.attempts_made })}</span>
              </div>
              <p className="admin-mono admin-break">{job.id}</p>
              <p className="admin-rebuild__error">{job.error}</p>
              {job.failed_at && <p className="muted">{format(new Date(job.failed_at), 'dd.MM.yyyy HH:mm:ss')}</p>}
              <details>
                <summary>{t('admin.queues.details')}</summary>
                <JsonView value={job.data} label={t('admin.queues.jobData', { id: job.id })} />
                {job.stacktrace && <CodeView text={job.stacktrace} label={t('admin.queues.stacktrace', { id: job.id })} />}
              </details>
              <div className="admin-actions">
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={retry.isPending}
                  onClick={() => retry.mutate({ queue, id: job.id })}
                >
                  {t('admin.queues.retry')}
                </button>
                <button
                  type="button"
                  className="button button--danger-outline button--small"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ queue, id: job.id })}
                >
                  {t('admin.queues.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
