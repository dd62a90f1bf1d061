import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { TrainingDay } from '../api/get-training-plans';
import { useTranslation } from '../messages';

interface DayTabsProps {
  days: readonly TrainingDay[];
  selectedId: string;
  onSelect: (dayId: string) => void;
  onRename: (dayId: string, name: string) => void;
  onRemove: (dayId: string) => void;
  onAdd: () => void;
  busy: boolean;
}

/**
 * Spec §2: a tab per day ("Tag {n}: {name}"). A double-click (or the pencil) renames a day in
 * place: Enter or leaving the field saves, Escape or a blank name cancels; while renaming, a delete
 * button shows when there is more than one day.
 */
export function DayTabs({ days, selectedId, onSelect, onRename, onRemove, onAdd, busy }: DayTabsProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);

  function finish(save: boolean) {
    if (!editing) return;
    const name = editing.name.trim();
    const day = days.find((candidate) => candidate.id === editing.id);
    setEditing(null);
    if (save && name && day && name !== day.day_name) onRename(editing.id, name);
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
    <div className="day-tabs">
      <div className="day-tabs__row" role="tablist" aria-label={t('plans.days')}>
        {days.map((day) =>
          editing?.id === day.id ? (
            <div key={day.id} className="day-tabs__edit">
              <span className="day-tabs__number">{t('plans.dayNumber', { number: day.day_number })}</span>
              <input
                className="day-tabs__input"
                aria-label={t('plans.dayName', { number: day.day_number })}
                value={editing.name}
                maxLength={40}
                autoFocus
                onChange={(event) => setEditing({ id: day.id, name: event.target.value })}
                onKeyDown={handleKey}
                onBlur={() => finish(true)}
              />
              {days.length > 1 && (
                <button
                  type="button"
                  className="icon-button icon-button--subtle"
                  aria-label={t('plans.deleteDay')}
                  // Pressing delete must not first save the name through the field's blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setEditing(null);
                    onRemove(day.id);
                  }}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              )}
            </div>
          ) : (
            <button
              key={day.id}
              type="button"
              role="tab"
              aria-selected={day.id === selectedId}
              className="day-tabs__tab"
              onClick={() => onSelect(day.id)}
              onDoubleClick={() => setEditing({ id: day.id, name: day.day_name })}
              disabled={busy}
            >
              {t('plans.dayTab', { number: day.day_number, name: day.day_name })}
            </button>
          ),
        )}
      </div>
      <div className="day-tabs__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            const day = days.find((candidate) => candidate.id === selectedId);
            if (day) setEditing({ id: day.id, name: day.day_name });
          }}
          disabled={busy}
        >
          <Pencil size={16} aria-hidden="true" />
          {t('plans.renameDay')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onAdd} disabled={busy}>
          <Plus size={16} aria-hidden="true" />
          {t('plans.addDay')}
        </button>
      </div>
      <p className="day-tabs__hint">{t('plans.renameHint')}</p>
    </div>
  );
}
