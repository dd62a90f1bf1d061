import type { ProjectionStatus } from '@hantelwerk/api-types';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { de } from 'date-fns/locale/de';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/numbers';
import { useProjections } from '../api/get-projections';
import { useStartRebuild } from '../api/start-rebuild';
import { isRunning } from '../lib/rebuild-state';
import { nextSort, sortRows, type SortState, type SortValue } from '../lib/sort-rows';
import { useTranslation } from '../messages';
import { ActionsHeader, AdminTable } from './admin-table';
import { RebuildConfirm } from './rebuild-confirm';
import { RebuildStatus } from './rebuild-status';
import { SortHeader } from './sort-header';

type ProjectionColumn = 'name' | 'status' | 'checkpoint' | 'lag' | 'rows' | 'last_rebuild' | 'source';

const valueOf = (projection: ProjectionStatus, column: ProjectionColumn): SortValue =>
  column === 'last_rebuild' ? (projection.last_rebuild?.at ?? null) : projection[column];

/**
 * Each read model's state in a sortable table, rebuilds of one or all after a confirmation that
 * says what they read, and the running or last rebuild's progress.
 */
export function ProjectionsPanel() {
  const { t } = useTranslation();
  const overview = useProjections();
  const rebuild = useStartRebuild();
  const [asked, setAsked] = useState<string | null>(null);
  const [sort, setSort] = useState<SortState<ProjectionColumn>>({ key: 'name', direction: 'ascending' });
  if (overview.isPending) return <Spinner />;
  if (overview.error) return <Alert>{t('admin.error', { message: overview.error.message })}</Alert>;
  const { head, projections, rebuild: job } = overview.data;
  const running = job !== null && isRunning(job.state);
  const busy = rebuild.isPending || running;
  const rebuilding = (name: string) => running && job.read_models.includes(name);
  const header = (column: ProjectionColumn, label: string, numeric = false) => (
    <SortHeader column={column} label={label} sort={sort} numeric={numeric} onSort={(key) => setSort(nextSort(sort, key))} />
  );

  function start(target: string) {
    setAsked(null);
    rebuild.mutate(target);
  }

  return (
    <div className="page-stack">
      <div className="section__header">
        <p className="muted">{t('admin.projections.head', { head: formatCount(head) })}</p>
        <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => setAsked('all')}>
          {t('admin.projections.rebuildAll')}
        </button>
      </div>
      {rebuild.error && (
        <Alert>
          {'status' in rebuild.error && rebuild.error.status === 409 ? t('admin.rebuild.alreadyRunning') : t('admin.error', { message: rebuild.error.message })}
        </Alert>
      )}
      {job && <RebuildStatus job={job} />}
      <AdminTable label={t('admin.projections.list')}>
        <thead>
          <tr>
            {header('name', t('admin.projections.name'))}
            {header('status', t('admin.projections.status'))}
            {header('checkpoint', t('admin.projections.checkpoint'), true)}
            {header('lag', t('admin.projections.lag'), true)}
            {header('rows', t('admin.projections.rows'), true)}
            {header('last_rebuild', t('admin.projections.lastRebuild'))}
            {header('source', t('admin.projections.source'))}
            <ActionsHeader label={t('admin.projections.actions')} />
          </tr>
        </thead>
        <tbody>
          {sortRows(projections, sort, valueOf).map((projection) => (
            <tr key={projection.name}>
              <th scope="row" className="admin-mono">
                {projection.name}
              </th>
              <td>
                {rebuilding(projection.name) ? (
                  <span className="admin-status admin-status--busy">{t('admin.projections.rebuilding')}</span>
                ) : (
                  <span className={`admin-status ${projection.status === 'current' ? 'admin-status--ok' : 'admin-status--error'}`}>
                    {t(`admin.projections.${projection.status}`)}
                  </span>
                )}
              </td>
              <td className="admin-table__numeric">{formatCount(projection.checkpoint)}</td>
              <td className="admin-table__numeric">{formatCount(projection.lag)}</td>
              <td className="admin-table__numeric">{`${projection.rows_estimated ? '≈ ' : ''}${formatCount(projection.rows)}`}</td>
              <td className="admin-table__wrap">
                {projection.last_rebuild
                  ? t('admin.projections.rebuiltAt', {
                      ago: formatDistanceToNow(new Date(projection.last_rebuild.at), { locale: de, addSuffix: true }),
                      position: formatCount(projection.last_rebuild.position),
                    })
                  : t('admin.projections.never')}
              </td>
              <td className="admin-mono">{projection.source ?? '—'}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  aria-label={t('admin.projections.rebuild', { name: projection.name })}
                  onClick={() => setAsked(projection.name)}
                >
                  {t('admin.projections.rebuildShort')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <RebuildConfirm target={asked} onConfirm={start} onCancel={() => setAsked(null)} />
    </div>
  );
}
