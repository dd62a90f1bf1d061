import { X } from 'lucide-react';
import { useState } from 'react';
import type { Machine } from '../../../shared/exercises';
import { ExerciseSearchField } from '../../../shared/exercises';
import { FormSheet } from '../../../components/ui/form-sheet';
import type { TrainingDay } from '../api/get-training-plans';
import { withSelected } from '../lib/plan-edits';
import { dayNameIn } from '../lib/day-names';
import { useTranslation } from '../messages';
import { Alert } from '../../../components/ui/alert';

interface AddExercisesDialogProps {
  day: TrainingDay;
  machines: readonly Machine[];
  onAdd: (names: string[]) => void;
  onClose: () => void;
  busy: boolean;
  error: string | null;
}

/**
 * Spec §2/§5: full screen, "Übung zu Tag {n} hinzufügen" with the day's name beneath. A typed or
 * suggested name joins "Ausgewählte Übungen" once (trimmed, not empty); confirming adds them all.
 * Closing forgets the search and the selection.
 */
export function AddExercisesDialog({ day, machines, onAdd, onClose, busy, error }: AddExercisesDialogProps) {
  const { t, language } = useTranslation();
  const [query, setQuery] = useState('');
  const [selection, setSelection] = useState<string[]>([]);

  function take(name: string) {
    setSelection((current) => withSelected(current, name));
    setQuery('');
  }

  return (
    <FormSheet
      title={t('plans.addExercise', { number: day.day_number })}
      subtitle={dayNameIn(language, day.day_name)}
      submitLabel={t('plans.addSelected')}
      submitDisabled={selection.length === 0}
      onClose={onClose}
      onSubmit={() => onAdd(selection)}
      busy={busy}
    >
      <div className="form-stack">
        <div
          className="add-exercises__search"
          // Enter takes the typed name (a chosen suggestion has handled its Enter already).
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.defaultPrevented || query.trim() === '') return;
            event.preventDefault();
            take(query);
          }}
        >
          <ExerciseSearchField value={query} onChange={setQuery} exercises={machines} disabled={busy} />
          <button type="button" className="button button--secondary" onClick={() => take(query)} disabled={busy || query.trim() === ''}>
            {t('plans.addTyped')}
          </button>
        </div>
        <section className="add-exercises__selection" aria-labelledby="selected-exercises-heading">
          <h3 id="selected-exercises-heading" className="add-exercises__heading">
            {t('plans.selectedExercises')}
          </h3>
          {selection.length === 0 ? (
            <p className="add-exercises__none">{t('plans.noneSelected')}</p>
          ) : (
            <ul className="add-exercises__list">
              {selection.map((name) => (
                <li key={name} className="add-exercises__item">
                  <span>{name}</span>
                  <button
                    type="button"
                    className="icon-button icon-button--subtle"
                    aria-label={t('plans.removeSelected', { name })}
                    onClick={() => setSelection((current) => current.filter((selected) => selected !== name))}
                    disabled={busy}
                  >
                    <X size={18} aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {error && <Alert>{t('plans.addExerciseError', { message: error })}</Alert>}
      </div>
    </FormSheet>
  );
}
