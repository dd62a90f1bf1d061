import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, GripVertical, PenLine, Plus, SlidersHorizontal, X } from 'lucide-react';
import type { PlanExercise } from '@hantelwerk/api-types';
import type { Machine } from '../../../shared/exercises';
import { findExerciseByName, useExerciseName } from '../../../shared/exercises';
import type { TrainingDay } from '../api/get-training-plans';
import { formatNumber } from '../../../lib/numbers';
import { dayNameIn } from '../lib/day-names';
import { useTranslation } from '../messages';

interface DayExercisesProps {
  day: TrainingDay;
  machines: readonly Machine[];
  onLog: (exerciseName: string) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onEditTarget: (index: number) => void;
  busy: boolean;
}

/** Sortable ids stay with their exercise while it moves: its name and which occurrence of that name it is. */
function sortableIds(exercises: readonly PlanExercise[]): string[] {
  const seen = new Map<string, number>();
  return exercises.map((exercise) => {
    const occurrence = seen.get(exercise.exercise_name) ?? 0;
    seen.set(exercise.exercise_name, occurrence + 1);
    return `${exercise.exercise_name}#${occurrence}`;
  });
}

/**
 * Spec §2: a card per exercise of the day with its target, a log button, and a remove button when
 * the exercise has no record among the user's exercises yet. Beyond the spec: the target (sets,
 * reps, weight) opens its own form, and the order changes by dragging the handle (pointer or
 * keyboard) or with the up/down buttons.
 */
export function DayExercises({ day, machines, onLog, onRemove, onAdd, onMove, onEditTarget, busy }: DayExercisesProps) {
  const { t, language } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = sortableIds(day.exercises);
  const nameOf = (id: string | number) => day.exercises[ids.indexOf(String(id))]?.exercise_name ?? '';
  const placeOf = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const total = ids.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('plans.drag.picked', { name: nameOf(active.id), position: placeOf(active.id), total }),
    onDragOver: ({ active, over }) => t('plans.drag.over', { name: nameOf(active.id), position: placeOf(over?.id ?? active.id), total }),
    onDragEnd: ({ active, over }) => t('plans.drag.dropped', { name: nameOf(active.id), position: placeOf(over?.id ?? active.id), total }),
    onDragCancel: ({ active }) => t('plans.drag.cancelled', { name: nameOf(active.id) }),
  };

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <section className="day-exercises" aria-label={t('plans.dayTab', { number: day.day_number, name: dayNameIn(language, day.day_name) })}>
      {day.exercises.length === 0 ? (
        <p className="day-exercises__empty">{t('plans.noExercises')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dropped}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('plans.drag.instructions') } }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ul className="day-exercises__list">
              {day.exercises.map((exercise, index) => (
                <SortablePlanExercise
                  key={ids[index]}
                  id={ids[index]!}
                  exercise={exercise}
                  index={index}
                  last={index === day.exercises.length - 1}
                  removable={findExerciseByName(machines, exercise.exercise_name) === undefined}
                  onLog={onLog}
                  onRemove={onRemove}
                  onMove={onMove}
                  onEditTarget={onEditTarget}
                  busy={busy}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <button type="button" className="button button--secondary button--block" onClick={onAdd} disabled={busy}>
        <Plus size={18} aria-hidden="true" />
        {t('plans.addExercise', { number: day.day_number })}
      </button>
    </section>
  );
}

interface SortablePlanExerciseProps extends Pick<DayExercisesProps, 'onLog' | 'onRemove' | 'onMove' | 'onEditTarget' | 'busy'> {
  id: string;
  exercise: PlanExercise;
  index: number;
  last: boolean;
  removable: boolean;
}

function SortablePlanExercise({ id, exercise, index, last, removable, onLog, onRemove, onMove, onEditTarget, busy }: SortablePlanExerciseProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: busy });
  const name = exercise.exercise_name;
  const shown = useExerciseName()(name);
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'plan-exercise plan-exercise--dragging' : 'plan-exercise'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="plan-exercise__main">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="icon-button plan-exercise__handle"
          aria-label={t('plans.drag', { name: shown })}
          {...attributes}
          {...listeners}
        >
          <GripVertical size={20} aria-hidden="true" />
        </button>
        <span className="plan-exercise__name">{shown}</span>
        <button type="button" className="icon-button" aria-label={t('plans.log', { name: shown })} onClick={() => onLog(name)} disabled={busy}>
          <PenLine size={18} aria-hidden="true" />
        </button>
        {removable && (
          <button
            type="button"
            className="icon-button icon-button--subtle"
            aria-label={t('plans.remove', { name: shown })}
            onClick={() => onRemove(index)}
            disabled={busy}
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="plan-exercise__controls">
        {/* The name read out starts with the visible text's owner, and contains the visible text (WCAG 2.5.3). */}
        <button type="button" className="plan-exercise__target" onClick={() => onEditTarget(index)} disabled={busy}>
          <SlidersHorizontal size={16} aria-hidden="true" />
          <span className="visually-hidden">{t('plans.target.edit', { name: shown })} </span>
          <TargetSummary exercise={exercise} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('plans.moveUp', { name: shown })}
          onClick={() => onMove(index, index - 1)}
          disabled={busy || index === 0}
        >
          <ChevronUp size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('plans.moveDown', { name: shown })}
          onClick={() => onMove(index, index + 1)}
          disabled={busy || last}
        >
          <ChevronDown size={20} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/** "4 × 8-10 · 82,5 kg", as much of it as the plan has; "Ziel festlegen" without any. */
function TargetSummary({ exercise }: { exercise: PlanExercise }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (exercise.sets !== null)
    parts.push(exercise.reps ? t('plans.target', { sets: exercise.sets, reps: exercise.reps }) : t('plans.targetSets', { sets: exercise.sets }));
  else if (exercise.reps) parts.push(exercise.reps);
  if (exercise.target_weight !== null) parts.push(t('plans.targetWeight', { kg: formatNumber(exercise.target_weight) }));
  return <span>{parts.length > 0 ? parts.join(' · ') : t('plans.setTarget')}</span>;
}
