import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TrainingDay } from '../api/get-training-plans';
import { dayNameIn } from '../lib/day-names';
import { useTranslation } from '../messages';
import { DayNameField } from './day-name-field';

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
 * button shows when there is more than one day. The spec's double-click hint shows where there is a
 * pointer; a touch screen, which has no double-click, is told about the pencil's button instead.
 */
export function DayTabs({ days, selectedId, onSelect, onRename, onRemove, onAdd, busy }: DayTabsProps) {
  const { t, language } = useTranslation();
  // The day whose name is being edited.
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <div className="day-tabs">
      <div className="day-tabs__row" role="tablist" aria-label={t('plans.days')}>
        {days.map((day) =>
          editing === day.id ? (
            <DayNameField
              key={day.id}
              day={day}
              removable={days.length > 1}
              onClose={() => setEditing(null)}
              onRename={(name) => onRename(day.id, name)}
              onRemove={() => onRemove(day.id)}
            />
          ) : (
            <button
              key={day.id}
              type="button"
              role="tab"
              aria-selected={day.id === selectedId}
              className="day-tabs__tab"
              onClick={() => onSelect(day.id)}
              onDoubleClick={() => setEditing(day.id)}
              disabled={busy}
            >
              {t('plans.dayTab', { number: day.day_number, name: dayNameIn(language, day.day_name) })}
            </button>
          ),
        )}
      </div>
      <div className="day-tabs__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => setEditing(selectedId)} disabled={busy}>
          <Pencil size={16} aria-hidden="true" />
          {t('plans.renameDay')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onAdd} disabled={busy}>
          <Plus size={16} aria-hidden="true" />
          {t('plans.addDay')}
        </button>
      </div>
      <p className="day-tabs__hint day-tabs__hint--pointer">{t('plans.renameHint')}</p>
      <p className="day-tabs__hint day-tabs__hint--touch">{t('plans.renameHintTouch')}</p>
    </div>
  );
}
