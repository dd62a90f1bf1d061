import { Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { TrainingDay } from '../api/get-training-plans';
import { dayNameIn } from '../lib/day-names';
import { useTranslation } from '../messages';

interface DayNameFieldProps {
  day: TrainingDay;
  /** Whether the delete button shows: a plan keeps at least one day. */
  removable: boolean;
  /** The field is done (saved, cancelled or the day removed): the parent shows the name again. */
  onClose: () => void;
  onRename: (name: string) => void;
  onRemove: () => void;
}

/** A day's name edited in place: Enter or leaving the field saves, Escape or a blank name cancels. */
export function DayNameField({ day, removable, onClose, onRename, onRemove }: DayNameFieldProps) {
  const { t, language } = useTranslation();
  // The name as shown; saving it unchanged renames nothing.
  const shown = dayNameIn(language, day.day_name);
  const [name, setName] = useState(shown);

  function finish(save: boolean) {
    const trimmed = name.trim();
    onClose();
    if (save && trimmed && trimmed !== shown) onRename(trimmed);
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  }

  return (
    <div className="day-tabs__edit">
      <span className="day-tabs__number">{t('plans.dayNumber', { number: day.day_number })}</span>
      <input
        className="day-tabs__input"
        aria-label={t('plans.dayName', { number: day.day_number })}
        value={name}
        maxLength={40}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={handleKey}
        onBlur={() => finish(true)}
      />
      {removable && (
        <button
          type="button"
          className="icon-button icon-button--subtle"
          aria-label={t('plans.deleteDay')}
          // Pressing delete must not first save the name through the field's blur.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onClose();
            onRemove();
          }}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
