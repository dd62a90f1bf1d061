import { parseDateTime } from './dates.js';
import type { Columns, StrongRole } from './formats.js';
import { TrainingBook, badDate, cellsOf, noExercise, setOf, skipped } from './rows.js';
import type { ImportRow } from './rows.js';
import type { WeightUnit } from './types.js';
import { minutesOfSeconds, parseDecimal, parseDurationText, strongSetOrder, textOrNull } from './values.js';

/** Strong writes the rest between sets as rows of their own, in Exercise Name or Set Order. */
const isRestTimer = (text: string) => text.toLowerCase() === 'rest timer';

/** `Weight Unit`'s words (Strong writes kg and lbs). */
function unitOfCell(text: string): WeightUnit | null {
  const word = text.toLowerCase();
  if (word === 'kg' || word === 'kgs') return 'kg';
  if (word === 'lb' || word === 'lbs') return 'lb';
  return null;
}

/** Seconds or a distance above 0. */
const positive = (text: string) => (parseDecimal(text) ?? 0) > 0;

/**
 * Reads the records of a Strong export (the English and the German app; classic, newer and
 * Android columns): a training is a Date and a Workout Name, the rows repeat its duration and
 * notes. `unit` is what the header states (null for a plain Weight column).
 */
export function strongReader(columns: Columns<StrongRole>, unit: WeightUnit | null, timeZone: string): (record: readonly string[], line: number) => ImportRow {
  const book = new TrainingBook();
  const weightColumn = columns.weightKg ?? columns.weightLb ?? columns.weight;
  return (record, line) => {
    const cell = cellsOf(record);
    const exerciseName = cell(columns.exercise);
    const setOrder = cell(columns.setOrder);
    if (isRestTimer(exerciseName) || isRestTimer(setOrder)) return skipped(line, 'import.row_rest_timer', 'Pausen-Timer, kein Satz.');
    if (exerciseName === '') return noExercise(line);
    const dateText = cell(columns.date);
    const title = cell(columns.title) || 'Training';
    const training = book.training(`${dateText}\u0000${title}`, () => {
      const startedAt = parseDateTime(dateText, timeZone);
      if (!startedAt) return null;
      const durationMin = columns.durationSeconds !== undefined ? minutesOfSeconds(cell(columns.durationSeconds)) : parseDurationText(cell(columns.duration));
      return { title, startedAt, durationMin, notes: textOrNull(cell(columns.workoutNotes)) };
    });
    if (!training) return badDate(line, dateText);
    const { position, setType } = strongSetOrder(setOrder);
    return setOf(
      {
        line,
        training,
        exerciseName,
        setType,
        statedPosition: position,
        weight: cell(weightColumn),
        unit: unit ?? (columns.weightUnit === undefined ? null : unitOfCell(cell(columns.weightUnit))),
        reps: cell(columns.reps),
        rpe: cell(columns.rpe),
        notes: textOrNull(cell(columns.notes)),
        timed: positive(cell(columns.seconds)) || positive(cell(columns.distance)),
      },
      book,
    );
  };
}
