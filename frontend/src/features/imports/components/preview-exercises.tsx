import type { ImportPreviewExercise } from '@hantelwerk/api-types';
import { ArrowRight } from 'lucide-react';
import { counted } from '../lib/counted';
import { useTranslation } from '../messages';

/** Each exercise of the file: the names it writes → the exercise in the app, "neu" when the import creates it. */
export function PreviewExercises({ exercises }: { exercises: readonly ImportPreviewExercise[] }) {
  const { t } = useTranslation();
  return (
    <div className="import-exercises">
      <h3 className="import-exercises__title">{t('imports.exercises', { count: exercises.length })}</h3>
      <ul className="import-exercises__list">
        {exercises.map((exercise) => {
          const written = exercise.imported_names.join(', ');
          return (
            <li key={exercise.name} className="import-exercise">
              <p className="import-exercise__names">
                {written !== exercise.name && (
                  <>
                    <span>{written}</span>
                    <ArrowRight className="import-exercise__arrow" size={14} aria-hidden="true" />
                    <span className="visually-hidden"> {t('imports.becomes')} </span>
                  </>
                )}
                <strong>{exercise.name}</strong>
              </p>
              <p className="import-exercise__meta">
                <span className="muted">{counted(exercise.sets, 'imports.setCountOne', 'imports.setCount')}</span>
                <span className={`import-exercise__status import-exercise__status--${exercise.status}`}>
                  {t(exercise.status === 'new' ? 'imports.new' : 'imports.existing')}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
