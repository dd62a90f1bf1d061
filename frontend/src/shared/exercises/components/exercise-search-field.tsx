import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Machine } from '../api/get-machines';
import { catalogueSearchQueryOptions } from '../api/search-catalogue';
import { useTranslation } from '../messages';
import { hasExactName, ownExerciseFor, SUGGESTION_HIDE_DELAY_MS, SUGGESTION_LIMIT, suggestWithCatalogue } from '../lib/exercise-suggestions';
import { categoryLabel } from '../lib/category-label';
import { FieldError } from '../../../components/ui/field-error';

interface ExerciseSearchFieldProps {
  value: string;
  onChange: (name: string) => void;
  exercises: readonly Machine[];
  error?: string;
  disabled?: boolean;
}

/**
 * A combobox: type to search the known exercises, or type a new name to create one on saving.
 * Up to 5 suggestions, shown on focus and hidden 200 ms after the field loses focus: the lifter's
 * own exercises first, then movements of the exercise catalogue they do not have yet. A name that
 * is another spelling of one of their exercises' movement offers that one before all ("Meintest du
 * Kniebeugen?"), in the list and, once it is closed, under the field.
 */
export function ExerciseSearchField({ value, onChange, exercises, error, disabled = false }: ExerciseSearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const typed = useDeferredValue(value.trim());
  // Offline or before two letters, the own exercises alone.
  const catalogue = useQuery({ ...catalogueSearchQueryOptions(typed, SUGGESTION_LIMIT), enabled: typed.length >= 2 });
  const hits = typed.length >= 2 ? catalogue.data : undefined;
  const meant = useMemo(() => ownExerciseFor(exercises, value, hits ?? []), [exercises, value, hits]);
  // While a name is still being typed ("Knieb") the list offers their exercise as it always did.
  const twin = meant?.by === 'spelling' || meant?.by === 'typo' ? meant.exercise : undefined;
  const suggestions = useMemo(() => suggestWithCatalogue(exercises, value, hits ?? [], SUGGESTION_LIMIT, twin), [exercises, value, hits, twin]);
  // A spelling of one of their exercises' movement is no new exercise: saving it logs on that one.
  const isNew = value.trim() !== '' && !hasExactName(exercises, value) && meant?.by !== 'spelling';
  const showList = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function show() {
    clearTimeout(hideTimer.current);
    setOpen(true);
  }

  function hideLater() {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      setOpen(false);
      setActiveIndex(-1);
    }, SUGGESTION_HIDE_DELAY_MS);
  }

  function choose(suggestion: (typeof suggestions)[number]) {
    onChange(suggestion.kind === 'own' ? suggestion.exercise.name : suggestion.entry.name);
    setOpen(false);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show();
      setActiveIndex((index) => (suggestions.length === 0 ? -1 : (index + 1) % suggestions.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && showList && activeIndex >= 0 && suggestions[activeIndex]) {
      event.preventDefault();
      choose(suggestions[activeIndex]);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  const showHint = isNew && !error;
  const showTwin = twin !== undefined && !showList;
  const describedBy = [error ? `${id}-error` : null, showTwin ? `${id}-twin` : null, showHint ? `${id}-hint` : null].filter(Boolean).join(' ');

  return (
    <div className="field exercise-search">
      <label className="field__label" htmlFor={`${id}-input`}>
        {t('exercises.exercise')}
      </label>
      <div className="exercise-search__control">
        <input
          id={`${id}-input`}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="words"
          enterKeyHint="next"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          placeholder={t('exercises.exercisePlaceholder')}
          value={value}
          disabled={disabled}
          // After a failed submit the focus lands here; the list would then cover the error text.
          onFocus={() => (error ? clearTimeout(hideTimer.current) : show())}
          onClick={show}
          onBlur={hideLater}
          onChange={(event) => {
            onChange(event.target.value);
            setActiveIndex(-1);
            show();
          }}
          onKeyDown={handleKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t('exercises.suggestions')} className="suggestions" hidden={!showList}>
          {showList &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.kind === 'own' ? suggestion.exercise.id : `catalogue-${suggestion.entry.id}`}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className="suggestions__option"
                // Keeps the focus (and a phone's keyboard) in the field while choosing.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.kind === 'own' ? (
                  <>
                    <span className="suggestions__name">
                      {suggestion.exercise === twin ? t('exercises.didYouMean', { name: suggestion.exercise.name }) : suggestion.exercise.name}
                    </span>
                    {suggestion.exercise.categories.length > 0 && (
                      <span className="suggestions__meta">{suggestion.exercise.categories.map(categoryLabel).join(' · ')}</span>
                    )}
                  </>
                ) : (
                  <>
                    <span className="suggestions__name">{suggestion.entry.name}</span>
                    <span className="suggestions__meta">
                      {t('exercises.catalogueSuggestion', { categories: suggestion.entry.categories.map(categoryLabel).join(' · ') })}
                    </span>
                  </>
                )}
              </li>
            ))}
        </ul>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {showTwin && (
        <p id={`${id}-twin`} className="exercise-search__twin">
          <button type="button" className="button button--secondary" disabled={disabled} onClick={() => onChange(twin.name)}>
            {t('exercises.didYouMean', { name: twin.name })}
          </button>
        </p>
      )}
      {showHint && (
        <p id={`${id}-hint`} className="field__hint">
          {t('exercises.newExerciseHint', { name: value.trim() })}
        </p>
      )}
    </div>
  );
}
