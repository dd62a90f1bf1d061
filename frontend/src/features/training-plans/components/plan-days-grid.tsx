import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TrainingDay } from '../api/get-training-plans';
import { dayNameIn } from '../lib/day-names';
import { useTranslation } from '../messages';
import { DayNameField } from './day-name-field';

interface PlanDaysGridProps {
  days: readonly TrainingDay[];
  /** A day's exercises, as the phone shows them under its tab. */
  renderDay: (day: TrainingDay) => ReactNode;
  onRename: (dayId: string, name: string) => void;
  onRemove: (dayId: string) => void;
  onAdd: () => void;
  busy: boolean;
}

/**
 * On a desktop the days sit side by side instead of behind tabs: a column per day under its name,
 * renamed in place with the pencil and removed with the bin (when there is more than one day).
 */
export function PlanDaysGrid({ days, renderDay, onRename, onRemove, onAdd, busy }: PlanDaysGridProps) {
  const { t, language } = useTranslation();
  // The day whose name is being edited.
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <>
      <div className="day-tabs__actions">
        <button type="button" className="button button--secondary button--small" onClick={onAdd} disabled={busy}>
          <Plus size={16} aria-hidden="true" />
          {t('plans.addDay')}
        </button>
      </div>
      <div className="plan-days-grid">
        {days.map((day) => (
          <div key={day.id} className="plan-days-grid__day">
            {editing === day.id ? (
              <DayNameField
                day={day}
                removable={days.length > 1}
                onClose={() => setEditing(null)}
                onRename={(name) => onRename(day.id, name)}
                onRemove={() => onRemove(day.id)}
              />
            ) : (
              <div className="plan-days-grid__header">
                <h2 className="plan-days-grid__title">{t('plans.dayTab', { number: day.day_number, name: dayNameIn(language, day.day_name) })}</h2>
                <button
                  type="button"
                  className="icon-button icon-button--subtle"
                  aria-label={t('plans.renameDayNumber', { number: day.day_number })}
                  onClick={() => setEditing(day.id)}
                  disabled={busy}
                >
                  <Pencil size={18} aria-hidden="true" />
                </button>
                {days.length > 1 && (
                  <button
                    type="button"
                    className="icon-button icon-button--subtle"
                    aria-label={t('plans.deleteDayNumber', { number: day.day_number })}
                    onClick={() => onRemove(day.id)}
                    disabled={busy}
                  >
                    <Trash2 size={18} aria-hidden="true" />
                  </button>
                )}
              </div>
            )}
            {renderDay(day)}
          </div>
        ))}
      </div>
    </>
  );
}
