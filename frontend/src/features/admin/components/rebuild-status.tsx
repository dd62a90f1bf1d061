import type { RebuildJob } from '@hantelwerk/api-types';
import { formatCount, formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../messages';

/** A rebuild's progress bar while it runs, and its result or error when it ended. */
export function RebuildStatus({ job }: { job: RebuildJob }) {
  const { t } = useTranslation();
  const { progress, result } = job;
  const running = job.state === 'waiting' || job.state === 'active' || job.state === 'delayed';
  return (
    <section className="card admin-rebuild" aria-labelledby="admin-rebuild-title" aria-live="polite">
      <h3 id="admin-rebuild-title" className="section__title">
        {running ? t('admin.rebuild.running') : t('admin.rebuild.last')}
      </h3>
      <p className="muted">{t('admin.rebuild.of', { names: job.read_models.join(', '), by: job.requested_by })}</p>
      <div
        className="admin-progress"
        role="progressbar"
        aria-label={t('admin.rebuild.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent} %`}
      >
        <div className={`admin-progress__bar${job.state === 'failed' ? ' admin-progress__bar--failed' : ''}`} style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="admin-rebuild__line">
        <strong>{progress.percent} %</strong> · {t(`admin.rebuild.phase.${progress.phase}`)}
        {progress.events > 0 && ` · ${t('admin.rebuild.rate', { events: formatCount(progress.events), rate: formatCount(progress.events_per_second) })}`}
      </p>
      {result && (
        <p className="admin-rebuild__result">
          {t('admin.rebuild.done', {
            events: formatCount(result.events),
            seconds: formatNumber(result.milliseconds / 1000),
            rate: formatCount(result.events_per_second),
            position: formatCount(result.position),
          })}
        </p>
      )}
      {job.error && <p className="admin-rebuild__error">{t('admin.rebuild.failed', { error: job.error })}</p>}
    </section>
  );
}
