import { Trophy } from 'lucide-react';
import { Fragment } from 'react';
import { formatSet, formatVolume, SetKindBadges } from '../../../shared/sets';
import { useExerciseName } from '../../../shared/exercises';
import { durationText, type TrainingSummary as Summary } from '../lib/summary';
import { useTranslation } from '../messages';

/**
 * "Training abgeschlossen!": the duration with its unit, the working sets and their volume, the
 * records this training set, and each exercise's sets with warm-ups marked; `onDone` leaves.
 */
export function TrainingSummary({ summary, onDone }: { summary: Summary; onDone: () => void }) {
  const { t } = useTranslation();
  const nameOf = useExerciseName();
  return (
    <div className="page-stack summary">
      <div className="session-done__icon" aria-hidden="true">
        <Trophy size={36} />
      </div>
      <h1 className="session-done__title">{t('sheet.summary')}</h1>
      <dl className="summary__stats">
        <div className="summary__stat">
          <dt>{t('sheet.summaryDuration')}</dt>
          <dd>{durationText(summary.durationMs)}</dd>
        </div>
        <div className="summary__stat">
          <dt>{t('sheet.summaryVolume')}</dt>
          <dd>{formatVolume(summary.volume)}</dd>
        </div>
        <div className="summary__stat">
          <dt>{t('sheet.summarySets')}</dt>
          <dd>{summary.sets}</dd>
        </div>
      </dl>
      {summary.warmups > 0 && (
        <p className="summary__note">{summary.warmups === 1 ? t('sheet.summaryOneWarmup') : t('sheet.summaryWarmups', { count: summary.warmups })}</p>
      )}
      <section className="summary__records" aria-labelledby="summary-records">
        <h2 id="summary-records" className="summary__heading">
          {t('sheet.summaryRecords')}
        </h2>
        {summary.records.length === 0 ? (
          <p className="summary__empty">{t('sheet.summaryNoRecord')}</p>
        ) : (
          <ul className="summary__list">
            {summary.records.map((record) => (
              <li key={`${record.exercise}-${record.kind}`} className="summary__item summary__item--record">
                <span className="summary__name">
                  <Trophy size={16} aria-hidden="true" /> {t(`sheet.record.${record.kind}`)}: {nameOf(record.exercise)}
                </span>
                <span className="summary__sets">{formatSet(record.set.weight, record.set.reps)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {summary.exercises.length === 0 ? (
        <p className="summary__empty">{t('sheet.summaryEmpty')}</p>
      ) : (
        <ul className="summary__list">
          {summary.exercises.map((exercise, position) => (
            <li key={`${exercise.name}-${position}`} className="summary__item">
              <span className="summary__name">{nameOf(exercise.name)}</span>
              <span className="summary__sets">
                {exercise.sets.map((set, index) => (
                  <Fragment key={set.ref}>
                    {index > 0 && ', '}
                    {formatSet(set.weight, set.reps)}
                    {set.setType === 'warmup' && (
                      <>
                        {' '}
                        <SetKindBadges setType="warmup" />
                      </>
                    )}
                  </Fragment>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--primary button--large button--block" onClick={onDone}>
        {t('sheet.done')}
      </button>
    </div>
  );
}
