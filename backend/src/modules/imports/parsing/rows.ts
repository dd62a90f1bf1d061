import { parseDecimal, parseRpe } from './values.js';
import type { ImportedSet, ImportedTraining, ImportSkipCode, SetType, SkippedRow, WeightUnit } from './types.js';

/** A row's outcome: a set, or why it is none. */
export type ImportRow = ImportedSet | SkippedRow;

/** A record's cells: a missing column or a short record reads as an empty cell. */
export type Cell = (index: number | undefined) => string;

export function cellsOf(record: readonly string[]): Cell {
  return (index) => (index === undefined ? '' : (record[index] ?? '').trim());
}

export function skipped(line: number, code: ImportSkipCode, reason: string): SkippedRow {
  return { kind: 'skipped', line, code, message: reason };
}

/** What every format says about a set once its training is known; the format modules fill it in. */
export interface SetCells {
  line: number;
  training: ImportedTraining;
  exerciseName: string;
  setType: SetType;
  /** The position the file states (Strong's set number, Hevy's index + 1), or null: by order of appearance. */
  statedPosition: number | null;
  weight: string;
  unit: WeightUnit | null;
  reps: string;
  rpe: string;
  notes: string | null;
  /** The row records a time or a distance (a plank, a run): without reps it is no weight training. */
  timed: boolean;
}

/**
 * The trainings met so far (one object per training, shared by its sets) and how many sets each
 * exercise has had in each, for positions by order of appearance. Kept for the whole file, since
 * nothing promises that an export lists a training's rows together.
 */
export class TrainingBook {
  private readonly trainings = new Map<string, ImportedTraining>();
  private readonly counts = new Map<ImportedTraining, Map<string, number>>();

  /**
   * The training a key names, made from the first row that names it; null when `make` finds its
   * date unreadable. Dates are read once a training, not once a row: zone arithmetic is most of the
   * parser's time.
   */
  training(key: string, make: () => ImportedTraining | null): ImportedTraining | null {
    let training = this.trainings.get(key);
    if (!training) {
      training = make() ?? undefined;
      if (training) this.trainings.set(key, training);
    }
    return training ?? null;
  }

  /** Counts one more set of an exercise in a training and returns its position by appearance. */
  nextPosition(training: ImportedTraining, exerciseName: string): number {
    const counts = this.counts.get(training) ?? new Map<string, number>();
    const position = (counts.get(exerciseName) ?? 0) + 1;
    counts.set(exerciseName, position);
    this.counts.set(training, counts);
    return position;
  }
}

/** A number in a message, as written: 'Wiederholungen "abc"'. */
const quoted = (text: string) => `"${text}"`;

/**
 * Weight, reps and RPE of a row checked the same way for every format, in this order: a row
 * without reps that records a time or a distance is no weight training; without reps (empty or 0)
 * it is no set; reps must be a whole number above 0; an empty weight is 0 (pull-ups, push-ups),
 * otherwise it must be a number ≥ 0. An RPE outside 6–10 in half steps is dropped, not the set.
 */
export function setOf(cells: SetCells, book: TrainingBook): ImportRow {
  const { line } = cells;
  const reps = cells.reps === '' ? 0 : parseDecimal(cells.reps);
  if (reps === 0) {
    return cells.timed
      ? skipped(line, 'import.row_not_weights', `"${cells.exerciseName}" hat Zeit oder Strecke statt Gewicht und Wiederholungen.`)
      : skipped(line, 'import.row_no_reps', `"${cells.exerciseName}" hat keine Wiederholungen.`);
  }
  if (reps === null) return skipped(line, 'import.row_bad_reps', `Wiederholungen ${quoted(cells.reps)} sind keine Zahl.`);
  if (reps < 0 || !Number.isInteger(reps)) return skipped(line, 'import.row_bad_reps', `Wiederholungen ${quoted(cells.reps)} sind keine ganze Zahl über 0.`);
  const weight = cells.weight === '' ? 0 : parseDecimal(cells.weight);
  if (weight === null) return skipped(line, 'import.row_bad_weight', `Gewicht ${quoted(cells.weight)} ist keine Zahl.`);
  if (weight < 0) return skipped(line, 'import.row_bad_weight', `Gewicht ${quoted(cells.weight)} ist negativ.`);
  const appearance = book.nextPosition(cells.training, cells.exerciseName);
  return {
    kind: 'set',
    line,
    training: cells.training,
    exerciseName: cells.exerciseName,
    position: cells.statedPosition ?? appearance,
    setType: cells.setType,
    weight,
    unit: cells.unit,
    reps,
    rpe: parseRpe(cells.rpe),
    notes: cells.notes,
  };
}

/** The checks before a row's training is known: an exercise name, and a date that reads. */
export const noExercise = (line: number) => skipped(line, 'import.row_no_exercise', 'Die Übung fehlt.');
export const badDate = (line: number, text: string) =>
  skipped(line, 'import.row_bad_date', text === '' ? 'Das Datum fehlt.' : `Datum ${quoted(text)} ist kein lesbares Datum.`);
