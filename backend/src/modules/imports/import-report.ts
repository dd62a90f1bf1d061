import type { ImportReportDto } from './dto/import.dto.js';
import type { ImportJobRow } from './import-jobs.js';

/** An import's row as the API reports it; progress counts sets handled (a finished import is 100). */
export function toImportReport(row: ImportJobRow): ImportReportDto {
  const finished = row.state === 'done' || row.state === 'failed';
  const progress = finished ? 100 : row.sets_total === 0 ? 0 : Math.floor((100 * row.rows_done) / row.sets_total);
  return {
    id: row.id,
    state: row.state,
    progress,
    format: row.format,
    file_name: row.file_name,
    unit: row.unit,
    rows: row.rows,
    sets_done: row.rows_done,
    sets_total: row.sets_total,
    sets_imported: row.sets_imported,
    sets_skipped: row.sets_skipped,
    duplicates: row.duplicates,
    sessions: row.sessions,
    exercises_matched: row.exercises_matched,
    exercises_created: row.exercises_created,
    skipped: [...row.skipped].sort((a, b) => a.line - b.line),
    ...(row.error ? { error: row.error } : {}),
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
