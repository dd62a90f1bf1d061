import { Dumbbell, PenLine, Plus, X } from 'lucide-react';
import type { Machine } from '../../workouts';
import { findExerciseByName } from '../../workouts';
import type { TrainingDay } from '../api/get-training-plans';
import { useTranslation } from '../messages';

interface DayExercisesProps {
  day: TrainingDay;
  machines: readonly Machine[];
  onLog: (exerciseName: string) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  busy: boolean;
}

/**
 * Spec §2: a card per exercise of the day with its target, a log button, and a remove button when
 * the exercise has no record among the user's exercises yet.
 */
export function DayExercises({ day, machines, onLog, onRemove, onAdd, busy }: DayExercisesProps) {
  const { t } = useTranslation();
  return (
    <section className="day-exercises" aria-label={t('plans.dayTab', { number: day.day_number, name: day.day_name })}>
      {day.exercises.length === 0 ? (
        <p className="day-exercises__empty">{t('plans.noExercises')}</p>
      ) : (
        <ul className="day-exercises__list">
          {day.exercises.map((exercise, index) => {
            const recorded = findExerciseByName(machines, exercise.exercise_name) !== undefined;
            return (
              <li key={`${index}-${exercise.exercise_name}`} className="plan-exercise">
                <span className="plan-exercise__icon" aria-hidden="true">
                  <Dumbbell size={18} />
                </span>
                <div className="plan-exercise__text">
                  <span className="plan-exercise__name">{exercise.exercise_name}</span>
                  {exercise.sets !== null && (
                    <span className="plan-exercise__target">
                      {exercise.reps ? t('plans.target', { sets: exercise.sets, reps: exercise.reps }) : t('plans.targetSets', { sets: exercise.sets })}
                    </span>
                  )}
                </div>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('plans.log', { name: exercise.exercise_name })}
                  onClick={() => onLog(exercise.exercise_name)}
                  disabled={busy}
                >
                  <PenLine size={18} aria-hidden="true" />
                </button>
                {!recorded && (
                  <button
                    type="button"
                    className="icon-button icon-button--subtle"
                    aria-label={t('plans.remove', { name: exercise.exercise_name })}
                    onClick={() => onRemove(index)}
                    disabled={busy}
                  >
                    <X size={18} aria-hidden="true" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="button button--secondary button--block" onClick={onAdd} disabled={busy}>
        <Plus size={18} aria-hidden="true" />
        {t('plans.addExercise', { number: day.day_number })}
      </button>
    </section>
  );
}
