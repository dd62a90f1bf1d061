import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import type { Queryable } from '../../database/database.js';
import type { ImportFormat, SkippedRow, WeightUnit } from './parsing/index.js';

export type ImportState = 'queued' | 'running' | 'done' | 'failed';

/** A skipped row as the report lists it: the parser's codes, or the workouts context's for a value it refuses. */
export type SkippedLine = Pick<SkippedRow, 'line' | 'message'> & { code: string };

/** An import as its row holds it (without the file). */
export interface ImportJobRow {
  id: string;
  user_id: string;
  state: ImportState;
  file_name: string;
  unit: WeightUnit | null;
  format: ImportFormat | null;
  rows: number;
  sets_total: number;
  /** Planned sets handled so far, in file order: where a retried job resumes. */
  rows_done: number;
  sets_imported: number;
  sets_skipped: number;
  duplicates: number;
  sessions: number;
  exercises_matched: number;
  exercises_created: number;
  skipped: SkippedLine[];
  error: { code: string; message: string } | null;
  created_at: Date;
  finished_at: Date | null;
}

/** The report lists this many skipped rows; the count says how many there were. */
export const REPORTED_SKIPS = 100;

const COLUMNS = `id, user_id, state, file_name, unit, format, rows, sets_total, rows_done, sets_imported, sets_skipped, duplicates,
  sessions, exercises_matched, exercises_created, skipped, error, created_at, finished_at`;

/**
 * The import_jobs table: an upload's file until it is imported, its progress and its report. A
 * plain table, not events: it records a request's work, not the lifter's training (that is the
 * events the import appends), and goes with the account.
 */
@Injectable()
export class ImportJobs {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** In the caller's transaction, which has admitted the user as a writer: an account erased meanwhile gets no row. */
  async create(
    tx: Queryable,
    job: { id: string; userId: string; fileName: string; content: Buffer; unit: WeightUnit | null; format: ImportFormat },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO import_jobs (id, user_id, state, file_name, file_size, content, unit, format, created_at)
       VALUES ($1, $2, 'queued', $3, $4, $5, $6, $7, now())`,
      [job.id, job.userId, job.fileName, job.content.length, job.content, job.unit, job.format],
    );
  }

  /** The user's import; null for another user's or none. */
  async findOwn(userId: string, id: string): Promise<ImportJobRow | null> {
    const { rows } = await this.db.query<ImportJobRow>(`SELECT ${COLUMNS} FROM import_jobs WHERE id = $1 AND user_id = $2`, [id, userId]);
    return rows[0] ?? null;
  }

  /** The user's imports, newest first. */
  async listOwn(userId: string, limit: number): Promise<ImportJobRow[]> {
    const { rows } = await this.db.query<ImportJobRow>(`SELECT ${COLUMNS} FROM import_jobs WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [
      userId,
      limit,
    ]);
    return rows;
  }

  async remove(id: string): Promise<void> {
    await this.db.query('DELETE FROM import_jobs WHERE id = $1', [id]);
  }

  /** Whether the user has an import waiting or running: one at a time. */
  async hasUnfinished(userId: string): Promise<boolean> {
    const { rows } = await this.db.query("SELECT 1 FROM import_jobs WHERE user_id = $1 AND state IN ('queued', 'running') LIMIT 1", [userId]);
    return rows.length > 0;
  }

  /** Marks the import running and hands over its file; null when it is finished (or gone with its account). */
  async start(id: string): Promise<(ImportJobRow & { content: Buffer }) | null> {
    const { rows } = await this.db.query<ImportJobRow & { content: Buffer }>(
      `UPDATE import_jobs SET state = 'running' WHERE id = $1 AND state IN ('queued', 'running') AND content IS NOT NULL
       RETURNING ${COLUMNS}, content`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** What reading the file found, once: a retry keeps the first attempt's figures. */
  async planned(
    id: string,
    plan: { format: ImportFormat; unit: WeightUnit; rows: number; setsTotal: number; skipped: readonly SkippedLine[]; matched: number; created: number },
  ): Promise<void> {
    await this.db.query(
      `UPDATE import_jobs SET format = $2, unit = $3, rows = $4, sets_total = $5, sets_skipped = $6, skipped = $7::jsonb,
         exercises_matched = $8, exercises_created = $9
       WHERE id = $1 AND rows = 0`,
      [
        id,
        plan.format,
        plan.unit,
        plan.rows,
        plan.setsTotal,
        plan.skipped.length,
        JSON.stringify(plan.skipped.slice(0, REPORTED_SKIPS)),
        plan.matched,
        plan.created,
      ],
    );
  }

  /**
   * A batch's outcome, in the batch's own transaction: it commits with the batch's events or not at
   * all, so a job that dies between batches resumes exactly after the last one recorded.
   */
  async progressed(
    tx: Queryable,
    id: string,
    batch: { done: number; imported: number; duplicates: number; sessions: number; skipped: readonly SkippedLine[] },
  ): Promise<void> {
    await tx.query(
      `UPDATE import_jobs SET rows_done = rows_done + $2, sets_imported = sets_imported + $3, duplicates = duplicates + $4,
         sessions = sessions + $5, sets_skipped = sets_skipped + $6,
         skipped = CASE WHEN jsonb_array_length(skipped) >= ${REPORTED_SKIPS} THEN skipped
                        ELSE skipped || (SELECT coalesce(jsonb_agg(value), '[]') FROM (SELECT value FROM jsonb_array_elements($7::jsonb) LIMIT ${REPORTED_SKIPS} - jsonb_array_length(skipped)) AS added) END
       WHERE id = $1`,
      [id, batch.done, batch.imported, batch.duplicates, batch.sessions, batch.skipped.length, JSON.stringify(batch.skipped)],
    );
  }

  /** The import is over: its file is dropped, its report stays. */
  async finish(id: string, error: { code: string; message: string } | null = null): Promise<void> {
    await this.db.query(`UPDATE import_jobs SET state = $2, error = $3::jsonb, content = NULL, finished_at = now() WHERE id = $1`, [
      id,
      error ? 'failed' : 'done',
      error ? JSON.stringify(error) : null,
    ]);
  }
}
