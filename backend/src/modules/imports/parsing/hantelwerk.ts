import { parseDateTime } from './dates.js';
import type { Columns, HantelwerkRole } from './formats.js';
import { TrainingBook, badDate, cellsOf, noExercise, setOf } from './rows.js';
import type { ImportRow } from './rows.js';
import { setTypeOfWord, textOrNull, withoutFormulaGuard } from './values.js';

/** The title of a day's sets when the export names no training (exports before trainings existed). */
const DEFAULT_TITLE = 'Training';

/**
 * Reads the records of Hantelwerk's own export (workouts/workouts-csv.ts). With `Trainingsbeginn`
 * a training is that start and its `Training` title; without, all sets of a day are one training
 * starting at 12:00 that day (noon, so that the day is the same in every zone near the lifter's).
 * Weights are kg; text cells lose the apostrophe the export puts before formula characters.
 */
export function hantelwerkReader(columns: Columns<HantelwerkRole>, timeZone: string): (record: readonly string[], line: number) => ImportRow {
  const book = new TrainingBook();
  return (record, line) => {
    const read = cellsOf(record);
    const cell = (index: number | undefined) => withoutFormulaGuard(read(index)).trim();
    const exerciseName = cell(columns.exercise);
    if (exerciseName === '') return noExercise(line);
    const dateText = cell(columns.start) || cell(columns.date);
    const title = cell(columns.title) || DEFAULT_TITLE;
    const training = book.training(`${dateText}\u0000${title}`, () => {
      const startedAt = parseDateTime(dateText, timeZone);
      return startedAt && { title, startedAt, durationMin: null, notes: null };
    });
    if (!training) return badDate(line, dateText);
    return setOf(
      {
        line,
        training,
        exerciseName,
        setType: setTypeOfWord(cell(columns.setType)),
        statedPosition: null,
        weight: cell(columns.weight),
        unit: 'kg',
        reps: cell(columns.reps),
        rpe: cell(columns.rpe),
        notes: textOrNull(cell(columns.notes)),
        timed: false,
      },
      book,
    );
  };
}
