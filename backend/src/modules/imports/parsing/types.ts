/** What the parser reads from a training-history export, before anything is saved. */

/** The exports the parser knows: Strong (English and German app, old and new columns), Hevy, Hantelwerk's own. */
export type ImportFormat = 'strong' | 'hevy' | 'hantelwerk';

/** What a set was for; the same words as the workouts context's set types. */
export type SetType = 'normal' | 'warmup' | 'failure' | 'dropset';

export type WeightUnit = 'kg' | 'lb';

/**
 * One training of the file. Every set of a training carries the same object, so a caller may group
 * sets by identity.
 */
export interface ImportedTraining {
  title: string;
  startedAt: Date;
  durationMin: number | null;
  notes: string | null;
}

/** One set of the file, as written there (weights are not converted). */
export interface ImportedSet {
  kind: 'set';
  /** The file line where this record starts; the header is line 1, a quoted line break counts as a line. */
  line: number;
  training: ImportedTraining;
  /** As written in the file, trimmed. */
  exerciseName: string;
  /**
   * 1-based position within its exercise in its training: Strong's set number, Hevy's set_index + 1;
   * for Strong's letters (W, D, F) and Hantelwerk, which state none, its place among that exercise's
   * sets of the training so far (W, W, 1, 2, D → 1, 2, 1, 2, 5: warm-ups may share a number with work sets).
   */
  position: number;
  setType: SetType;
  /** ≥ 0, in `unit` when the file says it, else in the unit the caller assumes (see guessUnit). */
  weight: number;
  /** The unit the file states (a column or the header); null when it does not say (Strong classic). */
  unit: WeightUnit | null;
  reps: number;
  /** 6–10 in half steps; any other value is dropped (null), the set is kept. */
  rpe: number | null;
  /** The set's or the exercise's note. */
  notes: string | null;
}

export type ImportSkipCode =
  | 'import.row_no_reps'
  | 'import.row_not_weights'
  | 'import.row_bad_reps'
  | 'import.row_bad_weight'
  | 'import.row_bad_date'
  | 'import.row_no_exercise'
  | 'import.row_rest_timer';

/** A data record that is no set, and why, in German for the lifter (the report names the line beside it). */
export interface SkippedRow {
  kind: 'skipped';
  line: number;
  code: ImportSkipCode;
  message: string;
}

export interface DetectedFormat {
  format: ImportFormat;
  /**
   * The unit the header states for every row. Null when it does not: Strong classic (the caller
   * guesses or asks), or Strong with a `Weight Unit` column, where each set's `unit` says it.
   */
  unit: WeightUnit | null;
  delimiter: ',' | ';';
}

export type ImportFileErrorCode = 'import.unknown_header' | 'import.empty' | 'import.not_csv';

/** The whole file cannot be read: nothing of it should be imported. The message is German, for the lifter. */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportFileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}
