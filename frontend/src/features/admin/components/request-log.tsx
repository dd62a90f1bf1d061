import { format } from 'date-fns/format';
import { REQUEST_LOG_LIMIT, clearRequestLog, useRequestLog } from '../lib/request-log';
import { useTranslation } from '../messages';
import { JsonView } from './json-view';

/** The last response the app received, then the requests of this session, newest first (at most 100). */
export function RequestLog() {
  const { t } = useTranslation();
  const log = useRequestLog();
  const last = log[0];
  return (
    <>
      <section className="section" aria-labelledby="admin-last-response">
        <h2 id="admin-last-response" className="section__title">
          {t('admin.lastResponse')}
        </h2>
        {last ? (
          <>
            <p className="muted admin-mono">
              {last.method} {last.path} → {last.status || t('admin.noAnswer')}
            </p>
            <JsonView value={last.body} label={t('admin.lastResponse')} />
          </>
        ) : (
          <p className="muted">{t('admin.noResponse')}</p>
        )}
      </section>
      <section className="section" aria-labelledby="admin-request-log">
        <div className="section__header">
          <h2 id="admin-request-log" className="section__title">
            {t('admin.requestLog', { count: log.length, limit: REQUEST_LOG_LIMIT })}
          </h2>
          <button type="button" className="button button--secondary button--small" onClick={clearRequestLog} disabled={log.length === 0}>
            {t('admin.clear')}
          </button>
        </div>
        {log.length === 0 ? (
          <p className="muted">{t('admin.noRequests')}</p>
        ) : (
          <ol className="admin-log" aria-label={t('admin.requestLogLabel')}>
            {log.map((entry) => (
              <li key={entry.id} className="admin-log__entry">
                <span className={`admin-status ${entry.status >= 200 && entry.status < 400 ? 'admin-status--ok' : 'admin-status--error'}`}>
                  {entry.status || '—'}
                </span>
                <span className="admin-mono admin-log__request">
                  {entry.method} {entry.path}
                </span>
                <span className="muted admin-log__time">
                  {format(entry.at, 'HH:mm:ss')} · {entry.milliseconds} ms
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
