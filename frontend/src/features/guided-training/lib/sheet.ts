import type { SetType } from '@hantelwerk/api-types';
import { numberFieldText } from '../../../lib/numbers';
import { repRange } from '../../../lib/reps-target';

/** A set of an earlier training, as the sheet remembers it. */
export interface PastSet {
  weight: number;
  reps: number;
  setType: SetType;
}

/** The exercise's bests before this training: what a set of it has to beat to be a record. */
export interface Bests {
  weight: number;
  e1rm: number;
  volume: number;
}

/** What the exercise's history held when the sheet first read it: taken once, so the sheet's own sets never move it. */
export interface Earlier {
  /** The sets of the exercise's previous training, in the order they were logged. */
  previous: PastSet[];
  /** Null when the exercise has no working set yet: its first training sets no record. */
  bests: Bests | null;
}

/** A checked set: what was logged, under the server's id or (waiting in the outbox) its key. */
export interface LoggedSet {
  ref: string;
  weight: number;
  reps: number;
  setType: SetType;
  /** yyyy-MM-dd, the set's date as logged (an edit sends it again). */
  date: string;
}

/** One row of the sheet: typed values (null while the row shows its prefill) and, once checked, the logged set. */
export interface SheetSet {
  id: string;
  setType: SetType;
  weight: string | null;
  reps: string | null;
  logged: LoggedSet | null;
}

/** The plan's target for an exercise of a plan day. */
export interface Target {
  sets: number | null;
  reps: string | null;
  target_weight: number | null;
}

export interface SheetExercise {
  id: string;
  name: string;
  /** Null for an exercise added in the sheet or trained without a plan. */
  target: Target | null;
  sets: SheetSet[];
  /** Absent until the exercise's history has been read. */
  earlier?: Earlier;
}

export interface Sheet {
  exercises: SheetExercise[];
}

export type NewId = () => string;

const newRow = (id: string): SheetSet => ({ id, setType: 'normal', weight: null, reps: null, logged: null });

const newExercise = (name: string, target: Target | null, newId: NewId): SheetExercise => ({
  id: newId(),
  name,
  target,
  // As many rows as the plan has sets (Hevy and Strong copy a routine's sets); one for an exercise without a plan.
  sets: Array.from({ length: Math.max(1, target?.sets ?? 1) }, () => newRow(newId())),
});

/** The sheet of a plan day: its exercises in the plan's order, each with the plan's number of sets. */
export function sheetOfDay(exercises: readonly ({ exercise_name: string } & Target)[], newId: NewId): Sheet {
  return {
    exercises: exercises.map(({ exercise_name, sets, reps, target_weight }) => newExercise(exercise_name, { sets, reps, target_weight }, newId)),
  };
}

export const emptySheet = (): Sheet => ({ exercises: [] });

export const addExercise = (sheet: Sheet, name: string, newId: NewId): Sheet => ({
  exercises: [...sheet.exercises, newExercise(name.trim(), null, newId)],
});

/** The exercise one place up (-1) or down (1); at either end it stays. */
export function moveExercise(sheet: Sheet, exerciseId: string, direction: -1 | 1): Sheet {
  const from = sheet.exercises.findIndex((exercise) => exercise.id === exerciseId);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= sheet.exercises.length) return sheet;
  const exercises = [...sheet.exercises];
  [exercises[from], exercises[to]] = [exercises[to]!, exercises[from]!];
  return { exercises };
}

export const changeExercise = (sheet: Sheet, exerciseId: string, change: (exercise: SheetExercise) => SheetExercise): Sheet => ({
  exercises: sheet.exercises.map((exercise) => (exercise.id === exerciseId ? change(exercise) : exercise)),
});

export const addSet = (sheet: Sheet, exerciseId: string, newId: NewId): Sheet =>
  changeExercise(sheet, exerciseId, (exercise) => ({ ...exercise, sets: [...exercise.sets, newRow(newId())] }));

const isWarmup = (setType: SetType) => setType === 'warmup';

/**
 * The earlier set a row stands beside ("Vorher"): warm-ups beside warm-ups and working sets beside
 * working sets, by position, so a warm-up added in front does not shift the working sets' column.
 */
export function previousOf(exercise: SheetExercise, index: number): PastSet | null {
  const row = exercise.sets[index];
  if (!row || !exercise.earlier) return null;
  const position = exercise.sets.slice(0, index).filter((set) => isWarmup(set.setType) === isWarmup(row.setType)).length;
  return pastOfKind(exercise, row.setType)[position] ?? null;
}

/** The previous training's sets of one kind: its warm-ups, or its working sets. */
const pastOfKind = (exercise: SheetExercise, setType: SetType): readonly PastSet[] =>
  exercise.earlier?.previous.filter((set) => isWarmup(set.setType) === isWarmup(setType)) ?? [];

/**
 * What a row's fields hold until the lifter types: a working set the plan's target weight (with
 * the bottom of its rep range) when the plan has one, else the set of the previous training beside
 * it, else that training's last set of its kind; empty for an exercise never trained.
 */
export function prefillOf(exercise: SheetExercise, index: number): { weight: string; reps: string } {
  const row = exercise.sets[index];
  const target = exercise.target;
  const previous = previousOf(exercise, index);
  const lastOfKind = pastOfKind(exercise, row?.setType ?? 'normal').at(-1) ?? null;
  if (row && !isWarmup(row.setType) && target?.target_weight !== null && target?.target_weight !== undefined) {
    const reps = repRange(target.reps)?.min ?? previous?.reps ?? lastOfKind?.reps;
    return { weight: numberFieldText(target.target_weight), reps: reps === undefined ? '' : String(reps) };
  }
  const from = previous ?? lastOfKind;
  return from ? { weight: numberFieldText(from.weight), reps: String(from.reps) } : { weight: '', reps: '' };
}

/** The values a row shows and logs: what was typed, else its prefill. */
export function valuesOf(exercise: SheetExercise, index: number): { weight: string; reps: string } {
  const row = exercise.sets[index];
  const prefill = prefillOf(exercise, index);
  return { weight: row?.weight ?? prefill.weight, reps: row?.reps ?? prefill.reps };
}

/** Every checked set of the sheet with its exercise, in the sheet's order. */
export const loggedSets = (sheet: Sheet): { exercise: SheetExercise; set: LoggedSet }[] =>
  sheet.exercises.flatMap((exercise) => exercise.sets.flatMap((row) => (row.logged ? [{ exercise, set: row.logged }] : [])));
