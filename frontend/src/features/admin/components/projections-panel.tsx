import { formatDistanceToNow } from 'date-fns';
import { de } from 'date-fns/locale';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/numbers';
import { useProjections } from '../api/get-projections';
import { useStartRebuild } from '../api/start-rebuild';
import { useTranslation } from '../messages';
import { RebuildStatus } from './rebuild-status';

/** Each read model's state, rebuilds of one or all, and the running or last rebuild. */
export function ProjectionsPanel() {
  const { t } = useTranslation();
  const overview = useProjections();
  const rebuild = useStartRebuild();
  if (overview.isPending) return <Spinner />;
  if (overview.error) return <Alert>{t('admin.error', { message: overview.error.message })}</Alert>;
  const { head, projections, rebuild: job } = overview.data;
  const busy = rebuild.isPending || job?.state === 'waiting' || job?.state === 'active' || job?.state === 'delayed';
  return (
    <div className="page-stack">
      <div className="section__header">
        <p className="muted">{t('admin.projections.head', { head: formatCount(head) })}</p>
        <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => rebuild.mutate('all')}>
          {t('admin.projections.rebuildAll')}
        </button>
      </div>
      {rebuild.error && <Alert>{t('admin.error', { message: rebuild.error.message })}</Alert>}
      {job && <RebuildStatus job={job} />}
      <ul className="admin-cards" aria-label={t('admin.projections.list')}>
        {projections.map((projection) => (
          <li key={projection.name} className="card admin-card">
            <div className="admin-card__header">
              <h3 className="admin-card__title admin-mono">{projection.name}</h3>
              <span className={`admin-status ${projection.status === 'current' ? 'admin-status--ok' : 'admin-status--error'}`}>
                {t(`admin.projections.${projection.status}`)}
              </span>
            </div>
            <dl className="admin-pairs">
              <dt>{t('admin.projections.checkpoint')}</dt>
              <dd>{formatCount(projection.checkpoint)}</dd>
              <dt>{t('admin.projections.lag')}</dt>
              <dd>{formatCount(projection.lag)}</dd>
              <dt>{t('admin.projections.rows')}</dt>
              <dd>{`${projection.rows_estimated ? '≈ ' : ''}${formatCount(projection.rows)}`}</dd>
              <dt>{t('admin.projections.lastRebuild')}</dt>
              <dd>
                {projection.last_rebuild
                  ? t('admin.projections.rebuiltAt', {
                      ago: formatDistanceToNow(new Date(projection.last_rebuild.at), { locale: de, addSuffix: true }),
                      position: formatCount(projection.last_rebuild.position),
                    })
                  : t('admin.projections.never')}
              </dd>
              {projection.source && (
                <>
                  <dt>{t('admin.projections.source')}</dt>
                  <dd className="admin-mono">{projection.source}</dd>
                </>
              )}
            </dl>
            <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => rebuild.mutate(projection.name)}>
              {t('admin.projections.rebuild', { name: projection.name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
