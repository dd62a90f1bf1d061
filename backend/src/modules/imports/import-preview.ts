import { berlinDate } from '../workouts/index.js';
import type { ImportPreviewDto } from './dto/import.dto.js';
import type { ExerciseChoice } from './exercise-choice.js';
import { REPORTED_SKIPS } from './import-jobs.js';
import type { ReadFile } from './read-file.js';

/** What a file would import, for the lifter to confirm: its trainings, sets, dates and where each exercise goes. */
export function previewOf(file: ReadFile, choices: readonly ExerciseChoice[]): ImportPreviewDto {
  const starts = file.sets.map((set) => set.training.startedAt.getTime());
  // Not Math.min(...starts): a large file has more sets than a call takes arguments.
  const first = starts.length > 0 ? starts.reduce((a, b) => Math.min(a, b)) : null;
  const last = starts.length > 0 ? starts.reduce((a, b) => Math.max(a, b)) : null;
  const setsPerName = new Map<string, number>();
  for (const set of file.sets) setsPerName.set(set.exerciseName, (setsPerName.get(set.exerciseName) ?? 0) + 1);
  const exercises = new Map<string, ImportPreviewDto['exercises'][number]>();
  for (const choice of choices) {
    const exercise = exercises.get(choice.key) ?? {
      imported_names: [],
      name: choice.name,
      catalogue_id: choice.catalogueId,
      status: choice.machineId === null ? ('new' as const) : ('existing' as const),
      sets: 0,
    };
    exercise.imported_names.push(choice.importedName);
    exercise.sets += setsPerName.get(choice.importedName) ?? 0;
    exercises.set(choice.key, exercise);
  }
  return {
    format: file.format.format,
    unit: file.unit,
    unit_assumed: file.unitAssumed,
    rows: file.rows,
    trainings: new Set(starts).size,
    sets: file.sets.length,
    warmups: file.sets.filter((set) => set.setType === 'warmup').length,
    first_date: first === null ? null : berlinDate(new Date(first)),
    last_date: last === null ? null : berlinDate(new Date(last)),
    exercises: [...exercises.values()].sort((a, b) => b.sets - a.sets || a.name.localeCompare(b.name, 'de')),
    sets_skipped: file.skipped.length,
    skipped: file.skipped.slice(0, REPORTED_SKIPS).map(({ line, code, message }) => ({ line, code, message })),
  };
}
