import { Trophy } from 'lucide-react';
import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatSet, formatVolume, SetKindBadges } from '../../workouts';
import { paths } from '../../../config/paths';
import { clock, type TrainingTotals } from '../lib/active-training';
import { useTranslation } from '../messages';

/** Spec §2 summary: exercises, volume in kg, duration, and each exercise's sets, warm-ups marked; "Fertig" goes to the dashboard. */
export function TrainingSummary({ totals }: { totals: TrainingTotals }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-stack summary">
      <div className="session-done__icon" aria-hidden="true">
        <Trophy size={36} />
      </div>
      <h1 className="session-done__title">{t('guided.summary')}</h1>
      <dl className="summary__stats">
        <div className="summary__stat">
          <dt>{t('guided.summaryExercises')}</dt>
          <dd>{totals.exercises}</dd>
        </div>
        <div className="summary__stat">
          <dt>{t('guided.summaryVolume')}</dt>
          <dd>{formatVolume(totals.volume)}</dd>
        </div>
        <div className="summary__stat">
          <dt>{t('guided.summaryDuration')}</dt>
          <dd>{clock(totals.durationMs)}</dd>
        </div>
      </dl>
      {totals.byExercise.length === 0 ? (
        <p className="summary__empty">{t('guided.summaryEmpty')}</p>
      ) : (
        <ul className="summary__list">
          {totals.byExercise.map((exercise) => (
            <li key={exercise.name} className="summary__item">
              <span className="summary__name">{exercise.name}</span>
              <span className="summary__sets">
                {exercise.sets.map((set, index) => (
                  <Fragment key={set.entryId}>
                    {index > 0 && ', '}
                    {formatSet(set.weight, set.reps)}
                    {set.warmup && (
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
      <button type="button" className="button button--primary button--large button--block" onClick={() => navigate(paths.dashboard)}>
        {t('guided.done')}
      </button>
    </div>
  );
}
