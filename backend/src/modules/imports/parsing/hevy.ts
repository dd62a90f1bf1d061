import { parseDateTime } from './dates.js';
import type { Columns, HevyRole } from './formats.js';
import { TrainingBook, badDate, cellsOf, noExercise, setOf } from './rows.js';
import type { ImportRow } from './rows.js';
import type { WeightUnit } from './types.js';
import { parseDecimal, setTypeOfWord, textOrNull } from './values.js';

/** Hevy's set_index counts from 0. */
function positionOfIndex(text: string): number | null {
  const index = parseDecimal(text);
  return index !== null && Number.isInteger(index) && index >= 0 ? index + 1 : null;
}

/** Whole minutes from start to end; null without an end or when it is before the start. */
function minutesBetween(start: Date, end: Date | null): number | null {
  if (!end || end < start) return null;
  return Math.round((end.getTime() - start.getTime()) / 60_000);
}

const positive = (text: string) => (parseDecimal(text) ?? 0) > 0;

/**
 * Reads the records of a Hevy export: a training is a title and a start_time, its notes are the
 * description, a set's notes the exercise_notes; the unit is the weight column's (kg or lbs).
 */
export function hevyReader(columns: Columns<HevyRole>, unit: WeightUnit, timeZone: string): (record: readonly string[], line: number) => ImportRow {
  const book = new TrainingBook();
  const weightColumn = unit === 'kg' ? columns.weightKg : columns.weightLb;
  return (record, line) => {
    const cell = cellsOf(record);
    const exerciseName = cell(columns.exercise);
    if (exerciseName === '') return noExercise(line);
    const startText = cell(columns.start);
    const title = cell(columns.title) || 'Training';
    const training = book.training(`${startText}\u0000${title}`, () => {
      const startedAt = parseDateTime(startText, timeZone);
      if (!startedAt) return null;
      const durationMin = minutesBetween(startedAt, parseDateTime(cell(columns.end), timeZone));
      return { title, startedAt, durationMin, notes: textOrNull(cell(columns.description)) };
    });
    if (!training) return badDate(line, startText);
    return setOf(
      {
        line,
        training,
        exerciseName,
        setType: setTypeOfWord(cell(columns.setType)),
        statedPosition: positionOfIndex(cell(columns.setIndex)),
        weight: cell(weightColumn),
        unit,
        reps: cell(columns.reps),
        rpe: cell(columns.rpe),
        notes: textOrNull(cell(columns.exerciseNotes)),
        timed: positive(cell(columns.seconds)) || positive(cell(columns.distance)),
      },
      book,
    );
  };
}
