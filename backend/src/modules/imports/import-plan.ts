import { idempotentId } from '../../common/idempotent-id.js';
import type { ExerciseChoice } from './exercise-choice.js';
import { trainingIdOf } from '../workouts/index.js';
import type { ImportedSet, ImportedTraining, SetType, WeightUnit } from './parsing/index.js';

const KG_PER_LB = 0.45359237;

/** A weight in kilograms on the app's 0.5-kg steps: 135 lb → 61 kg, 225 lb → 102 kg. */
export function toKilograms(weight: number, unit: WeightUnit): number {
  const kilograms = unit === 'lb' ? weight * KG_PER_LB : weight;
  return Math.round(kilograms * 2) / 2;
}

export interface PlannedTraining {
  id: string;
  training: ImportedTraining;
}

/** One set as it will be logged, with the id that makes a second import of it a duplicate. */
export interface PlannedSet {
  entryId: string;
  trainingId: string;
  /** Where its exercise goes (ExerciseChoice.key). */
  exerciseKey: string;
  line: number;
  maxWeight: number;
  reps: number;
  setType: SetType;
  rpe: number | null;
  notes: string | null;
  startedAt: Date;
}

export interface ImportPlan {
  trainings: PlannedTraining[];
  sets: PlannedSet[];
}

/**
 * Ids from what makes a set the same set (issue #41): its training's start, its exercise, its
 * position there, weight and reps. The same file, or a later export that overlaps it, names the
 * same ids, and the event store takes each id once. A training is named by its start (trainingIdOf).
 */
const entryIdOf = (userId: string, set: { startedAt: Date; exerciseKey: string; position: number; maxWeight: number; reps: number }) =>
  idempotentId([set.startedAt.toISOString(), set.exerciseKey, set.position, set.maxWeight, set.reps].join('|'), 'imported-set', userId);

/**
 * The sets of a file as they will be logged, in file order: weights in kilograms (a set whose file
 * names no unit is in `assumedUnit`), each set's exercise by its choice, each training once.
 */
export function planImport(userId: string, sets: readonly ImportedSet[], assumedUnit: WeightUnit, choices: readonly ExerciseChoice[]): ImportPlan {
  const keyOf = new Map(choices.map((choice) => [choice.importedName, choice.key]));
  const trainings = new Map<number, PlannedTraining>();
  const planned = sets.map((set) => {
    const startedAt = set.training.startedAt;
    let training = trainings.get(startedAt.getTime());
    if (!training) {
      training = { id: trainingIdOf(userId, startedAt), training: set.training };
      trainings.set(startedAt.getTime(), training);
    }
    const exerciseKey = keyOf.get(set.exerciseName);
    if (exerciseKey === undefined) throw new Error(`No exercise chosen for "${set.exerciseName}"`);
    const maxWeight = toKilograms(set.weight, set.unit ?? assumedUnit);
    const values = { startedAt, exerciseKey, position: set.position, maxWeight, reps: set.reps };
    return {
      entryId: entryIdOf(userId, values),
      trainingId: training.id,
      exerciseKey,
      line: set.line,
      maxWeight,
      reps: set.reps,
      setType: set.setType,
      rpe: set.rpe,
      notes: set.notes,
      startedAt,
    };
  });
  return { trainings: [...trainings.values()], sets: planned };
}
