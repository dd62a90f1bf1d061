import type { RebuildJob } from '@hantelwerk/api-types';
import { formatDuration } from 'date-fns/formatDuration';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { formatCount, formatNumber } from '../../../lib/numbers';
import { isRunning } from '../lib/rebuild-state';
import { useTranslation } from '../messages';

/** Whole seconds as words ("1 Minute 5 Sekunden"). */
const duration = (seconds: number, language: string) =>
  formatDuration({ minutes: Math.floor(seconds / 60), seconds: seconds % 60 }, { locale: language === 'en' ? enUS : de, format: ['minutes', 'seconds'] });

/** A rebuild's progress bar while it runs (phase, events, rate, time left), and its result or error when it ended. */
export function RebuildStatus({ job }: { job: RebuildJob }) {
  const { t, language } = useTranslation();
  const { progress, result } = job;
  const running = isRunning(job.state);
  return (
    <section className="card admin-rebuild" aria-labelledby="admin-rebuild-title">
      <h2 id="admin-rebuild-title" className="section__title">
        {running ? t('admin.rebuild.running') : t('admin.rebuild.last')}
      </h2>
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
        {running &&
          progress.seconds_left !== null &&
          progress.seconds_left > 0 &&
          ` · ${t('admin.rebuild.left', { time: duration(progress.seconds_left, language) })}`}
      </p>
      {/* Announced once, when the rebuild ends, not at every tick of the bar. */}
      <div aria-live="polite">
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
      </div>
    </section>
  );
}
