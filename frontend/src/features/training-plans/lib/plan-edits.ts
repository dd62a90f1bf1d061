import type { PlanExercise, TrainingDay, TrainingDayInput, TrainingPlan } from '@hantelwerk/api-types';

/** Days as `PUT` takes them, here always with their exercises. */
type Days = (Omit<TrainingDayInput, 'exercises'> & Pick<TrainingDay, 'exercises'>)[];

/** The plan's days as `PUT` takes them back: with their ids, so the server sees exactly what changed. */
const daysOf = (plan: TrainingPlan): Days => plan.training_days.map(({ id, day_number, day_name, exercises }) => ({ id, day_number, day_name, exercises }));

export function renameDay(plan: TrainingPlan, dayId: string, name: string): Days {
  return daysOf(plan).map((day) => (day.id === dayId ? { ...day, day_name: name } : day));
}

/** A new day at the end, named "Tag {n}" (spec §3). */
export function addDay(plan: TrainingPlan, name: string): Days {
  return [...daysOf(plan), { day_name: name, exercises: [] }];
}

export function removeDay(plan: TrainingPlan, dayId: string): Days {
  return daysOf(plan).filter((day) => day.id !== dayId);
}

const key = (name: string) => name.trim().toLocaleLowerCase('de-DE');

/** Appends the names to the day, each once; names the day has already are left out. */
export function addExercises(plan: TrainingPlan, dayId: string, names: readonly string[]): Days {
  return daysOf(plan).map((day) => {
    if (day.id !== dayId) return day;
    const taken = new Set(day.exercises.map((exercise) => key(exercise.exercise_name)));
    const added = names.filter((name) => {
      const fresh = !taken.has(key(name));
      taken.add(key(name));
      return fresh;
    });
    return { ...day, exercises: [...day.exercises, ...added.map((name) => ({ exercise_name: name.trim(), sets: null, reps: null, target_weight: null }))] };
  });
}

export function removeExercise(plan: TrainingPlan, dayId: string, index: number): Days {
  return daysOf(plan).map((day) => (day.id === dayId ? { ...day, exercises: day.exercises.filter((_, position) => position !== index) } : day));
}

/** The exercise at `from` moves to `to`; the others keep their order. An index outside the day changes nothing. */
export function moveExercise(plan: TrainingPlan, dayId: string, from: number, to: number): Days {
  return daysOf(plan).map((day) => {
    if (day.id !== dayId || from === to || to < 0 || to >= day.exercises.length || !day.exercises[from]) return day;
    const exercises = day.exercises.filter((_, position) => position !== from);
    exercises.splice(to, 0, day.exercises[from]);
    return { ...day, exercises };
  });
}

export type ExerciseTarget = Pick<PlanExercise, 'sets' | 'reps' | 'target_weight'>;

export function setTarget(plan: TrainingPlan, dayId: string, index: number, target: ExerciseTarget): Days {
  return daysOf(plan).map((day) =>
    day.id === dayId ? { ...day, exercises: day.exercises.map((exercise, position) => (position === index ? { ...exercise, ...target } : exercise)) } : day,
  );
}

/** Spec §5 add-exercise dialog: a typed or chosen name is trimmed, not empty, and taken once. */
export function withSelected(selection: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (!trimmed || selection.some((selected) => key(selected) === key(trimmed))) return [...selection];
  return [...selection, trimmed];
}
